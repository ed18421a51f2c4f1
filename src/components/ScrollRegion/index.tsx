import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useScrollTabStop} from './useScrollTabStop';
import styles from './styles.module.css';

type Props = {
  /** What the box holds, for screen readers and keyboard users ("Tabelle: Messwerte"). */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A box that scrolls sideways when its content (a wide table, a Blockly
 * drawing) is wider than a phone, so the page itself never does. While it
 * may scroll it is a named, focusable group: keyboard users can reach it and
 * scroll it with the arrow keys (WCAG 2.1.1). The server HTML has the tab
 * stop already, so the page works before hydration and without JavaScript;
 * the browser removes it once it has measured that the content fits (see
 * useScrollTabStop). A group, not a region: a page with ten tables would
 * otherwise list ten landmarks of the same name.
 */
export default function ScrollRegion({label, children, className}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const tabStop = useScrollTabStop(box);

  return (
    <div
      ref={box}
      className={clsx(styles.scrollRegion, className)}
      {...(tabStop ? {tabIndex: 0, role: 'group', 'aria-label': label} : {})}>
      {children}
    </div>
  );
}
