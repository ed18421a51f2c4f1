// Wraps the footer's copyright line to put the "Make available offline" control above it.
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type {WrapperProps} from '@docusaurus/types';
import {offlineSupported} from '@site/src/components/OfflineMode/swUrl';

type Props = WrapperProps<typeof CopyrightType>;

/**
 * The control loads after hydration, in its own chunk: it is in every page's footer, and it renders
 * nothing before hydration anyway (a button that needs JavaScript), so the entry chunk only carries
 * this wrapper. Browsers without service workers (and builds without a worker) never load it.
 */
export default function CopyrightWrapper(props: Props): ReactNode {
  const [OfflineControl, setOfflineControl] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!offlineSupported()) return;
    import(/* webpackChunkName: "offline-control" */ '@site/src/components/OfflineMode/OfflineControl').then(
      ({default: Control}) => setOfflineControl(() => Control),
      (error: unknown) => console.warn('The offline control could not load:', error),
    );
  }, []);
  return (
    <>
      {OfflineControl && <OfflineControl />}
      <Copyright {...props} />
    </>
  );
}
