// Wraps core's Root (an empty passthrough) to provide the chosen board to the navbar, sidebar and pages.
import React, {type ReactNode} from 'react';
import {BoardSelectionProvider} from '@site/src/boards/BoardSelectionProvider';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return <BoardSelectionProvider>{children}</BoardSelectionProvider>;
}
