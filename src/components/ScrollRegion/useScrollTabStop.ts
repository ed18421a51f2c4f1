import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether a box that may scroll sideways should be a tab stop, so keyboard
 * users can reach it and scroll it with the arrow keys (WCAG 2.1.1).
 *
 * Until the browser has measured, the answer is yes: the server HTML cannot
 * know the reader's screen, and it is the whole page until hydration (and
 * for good without JavaScript). A table that turns out to fit costs one
 * extra tab stop until then; a wide table out of reach would cost its content.
 * After measuring it is yes only while the content is wider than the box,
 * checked again whenever the box or its content changes size (a phone turned
 * sideways, a picture or a component's code that arrives after the first
 * measure) or the content is replaced.
 * A box the reader has already focused keeps its tab stop until they leave
 * it: taking it away would drop the focus back to the start of the page.
 */
export function useScrollTabStop(ref: RefObject<HTMLElement | null>): boolean {
  const [tabStop, setTabStop] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () =>
      setTabStop(element.scrollWidth > element.clientWidth + 1 || element === document.activeElement);
    measure();
    element.addEventListener('blur', measure);
    const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const observeSizes = () => {
      sizes?.observe(element);
      for (const child of Array.from(element.children)) sizes?.observe(child);
    };
    observeSizes();
    const content = new MutationObserver(() => {
      observeSizes();
      measure();
    });
    content.observe(element, {childList: true});
    return () => {
      element.removeEventListener('blur', measure);
      sizes?.disconnect();
      content.disconnect();
    };
  }, [ref]);
  return tabStop;
}
