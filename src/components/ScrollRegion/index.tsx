import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useOverflowsSideways} from './useOverflowsSideways';
import styles from './styles.module.css';

type Props = {
  /** What the box holds, for screen readers and keyboard users ("Tabelle: Messwerte"). */
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A box that scrolls sideways when its content (a wide table, a Blockly
 * drawing) is wider than a phone, so the page itself never does. Only while
 * it really overflows does it become a named, focusable group: keyboard
 * users can then reach it and scroll it with the arrow keys (WCAG 2.1.1), and
 * a table that fits adds no tab stop. The server HTML has no tab stop; the
 * browser adds it after measuring. A group, not a region: a page with ten
 * tables would otherwise list ten landmarks of the same name.
 */
export default function ScrollRegion({label, children, className}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(box);

  return (
    <div
      ref={box}
      className={clsx(styles.scrollRegion, className)}
      {...(overflows ? {tabIndex: 0, role: 'group', 'aria-label': label} : {})}>
      {children}
    </div>
  );
}
