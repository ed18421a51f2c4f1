// Wraps the footer's copyright line to put the "Make available offline" control above it (issue 22).
import React, {type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import OfflineControl from '@site/src/components/OfflineMode/OfflineControl';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <OfflineControl />
      <Copyright {...props} />
    </>
  );
}
