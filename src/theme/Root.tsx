// Wraps core's Root (an empty passthrough) to provide the chosen board to the navbar, sidebar and
// pages, and to offer the reader's earlier kit back when a link's ?board= replaced it.
import {type ReactNode} from 'react';
import {BoardSelectionProvider} from '@site/src/boards/BoardSelectionProvider';
import KitSwitchBack from '@site/src/components/KitSwitchBack';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <BoardSelectionProvider>
      {children}
      <KitSwitchBack />
    </BoardSelectionProvider>
  );
}
