import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
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
 * it really overflows does it become a named, focusable region: keyboard
 * users can then reach it and scroll it with the arrow keys (WCAG 2.1.1), and
 * a table that fits adds no tab stop. The server HTML has no tab stop; the
 * browser adds it after measuring.
 */
export default function ScrollRegion({label, children, className}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      className={clsx(styles.scrollRegion, className)}
      {...(overflows ? {tabIndex: 0, role: 'region', 'aria-label': label} : {})}>
      {children}
    </div>
  );
}
