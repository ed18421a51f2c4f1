import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element's content is wider than the element (it scrolls
 * sideways), measured in the browser and again whenever its size changes.
 * Always false on the server and in the first client render, so hydration
 * matches the server HTML.
 */
export function useOverflowsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
