import {lazy, Suspense, useRef, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

const never = (): boolean => false;

type Options = {
  /** True while a choice of the reader (the board) changes what the component shows: its code loads then. */
  useLive?: () => boolean;
  /** A component that stands inside a sentence (a version number): its box is a span, not a div. */
  inline?: boolean;
};

/**
 * For a component whose HTML the build can write once for every reader: a data table that depends on its props
 * and the page's language only, or (`useLive`) only until a choice of the reader (the board) changes it.
 * The server renders it into the page's HTML, and the page a reader opens first keeps that HTML as it is: React
 * does not hydrate it, and the browser downloads none of its code or data. The code loads when it is used: on the
 * pages the reader opens afterwards in the same tab, or as soon as `useLive()` turns true (the build's HTML stays
 * on screen until the component has loaded).
 *
 * Some parents mount their content twice: Docusaurus Tabs remount everything inside them once the page has
 * hydrated. So the build's HTML is kept per props (`builtHtml`): a component remounted with the same props shows
 * the same HTML again without loading code. Props and the page's language decide that HTML, and each language is
 * a build of its own, so the same props always mean the same HTML.
 */
export function buildHtml<P extends object>(
  load: () => Promise<{default: ComponentType<P>}>,
  {useLive = never, inline = false}: Options = {},
): ComponentType<P> {
  const Box = inline ? 'span' : 'div';
  // React's types cannot relate a lazy component to a generic props type; it takes the props of the loaded one.
  const Component = lazy(load) as unknown as ComponentType<P>;
  const builtHtml = new Map<string, string>();
  return function BuildHtml(props: P): ReactNode {
    const isBrowser = useIsBrowser();
    const propsKey = JSON.stringify(props);
    // Read once per mount: a later render must hand React the same HTML, or React would write it anew.
    const [known] = useState(() => builtHtml.get(propsKey));
    // Mounted while the first page hydrates (its HTML came from the build), or remounted with HTML seen before.
    const [fromBuild] = useState(ExecutionEnvironment.canUseDOM && (!isBrowser || known !== undefined));
    const live = useLive();
    // The box is a div or a span; the ref fits both.
    const box = useRef<(HTMLDivElement & HTMLSpanElement) | null>(null);
    const html = useRef('');
    if (fromBuild && !live) {
      // React leaves the content of an element with dangerouslySetInnerHTML alone while it hydrates.
      return (
        <Box
          key="build"
          ref={(node: (HTMLDivElement & HTMLSpanElement) | null) => {
            box.current = node;
            if (node && known === undefined) builtHtml.set(propsKey, node.innerHTML);
          }}
          className={styles.box}
          dangerouslySetInnerHTML={{__html: known ?? ''}}
          suppressHydrationWarning
        />
      );
    }
    if (box.current) html.current = box.current.innerHTML;
    return (
      <Box key="live" className={styles.box}>
        <Suspense fallback={<Box className={styles.box} dangerouslySetInnerHTML={{__html: html.current}} />}>
          <Component {...props} />
        </Suspense>
      </Box>
    );
  };
}
