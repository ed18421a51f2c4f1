import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {offlineRequested} from './registerOffline';
import {offlineSupported} from './swUrl';
import type {OfflinePanelProps} from './OfflinePanel';
import styles from './styles.module.css';

/**
 * "Make available offline" in the footer. This part is in every page's entry
 * chunk, so it is only a button: the panel (size, progress, ready, remove) loads when
 * the reader clicks, or at once when offline mode is on or starting. Rendered after
 * hydration only: the server HTML has no control that would do nothing without
 * JavaScript, and browsers without service workers never show it.
 */
export default function OfflineControl(): ReactNode {
  const [supported, setSupported] = useState(false);
  const [panel, setPanel] = useState<{Panel: ComponentType<OfflinePanelProps>; asked: boolean} | null>(null);

  const loadPanel = (asked: boolean) =>
    import(/* webpackChunkName: "offline" */ './OfflinePanel').then(
      ({default: Panel}) => setPanel({Panel, asked}),
      (error: unknown) => console.warn('The offline control could not load:', error),
    );

  useEffect(() => {
    if (!offlineSupported()) return;
    setSupported(true);
    if (offlineRequested()) void loadPanel(false);
  }, []);

  if (!supported) return null;
  if (panel) return <panel.Panel asked={panel.asked} />;
  return (
    <div className={styles.offline}>
      <button type="button" className={styles.button} onClick={() => void loadPanel(true)}>
        {translate({
          id: 'offline.control.button',
          message: 'Offline verfügbar machen',
          description: 'Footer button that saves the docs of this language for use without internet',
        })}
      </button>
    </div>
  );
}
