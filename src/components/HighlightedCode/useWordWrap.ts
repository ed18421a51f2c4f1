import {useCallback, useEffect, useRef, useState, type CSSProperties} from 'react';
import type {useCodeWordWrap} from '@docusaurus/theme-common/internal';

type WordWrap = ReturnType<typeof useCodeWordWrap>;

/** How wrapped code breaks: at spaces, and inside a long word or string when nothing else fits. */
const WRAPPED: CSSProperties = {whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'};

/**
 * What theme-classic's word-wrap button reads (`wordWrap` of the code block's context), kept here
 * instead of theme-common's `useCodeWordWrap`: that hook sorts its observer options with `localeCompare`,
 * and a page's first `localeCompare` sets up the browser's collation data (about 60 ms of main thread at
 * 4× CPU, inside hydration). A ResizeObserver also sees what the theme watches for separately: a
 * window that changes width, and a code block in a tab that is shown.
 */
export function useWordWrap(): WordWrap & {style: CSSProperties | undefined} {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    // Wrapped code no longer scrolls, but the button stays to unwrap it.
    const observer = new ResizeObserver(() => setIsCodeScrollable(isEnabled || pre.scrollWidth > pre.clientWidth));
    observer.observe(pre);
    return () => observer.disconnect();
  }, [isEnabled]);
  const toggle = useCallback(() => setIsEnabled((enabled) => !enabled), []);
  return {codeBlockRef, isEnabled, isCodeScrollable, toggle, style: isEnabled ? WRAPPED : undefined};
}
