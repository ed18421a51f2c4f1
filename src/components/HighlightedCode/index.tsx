import {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {SketchDownloadButton, SketchOpenLine} from './SketchDownload';
import styles from './styles.module.css';
import {useWordWrap} from './useWordWrap';

export type HighlightedCodeProps = {
  /** The fence's language (`cpp`, `text` …): the block's `language-*` class. */
  language: string;
  /** The code as the reader copies it. */
  code: string;
  /** The inside of `<code>`, highlighted at build time (plugins/code-highlight/highlight.ts). */
  html: string;
  title?: string;
  /**
   * A complete sketch's file below the locale's base URL (`sketches/<page>/<name>/<name>.ino`),
   * set by plugins/sketch-files: a download button next to the copy button and a line on opening it.
   */
  sketch?: string;
};

/**
 * A code block highlighted at build time: theme-classic's look and its own
 * copy and word-wrap buttons (which read the block's context; the wrap state is ./useWordWrap.ts), without Prism
 * in the browser. The highlighted lines are inner HTML, so hydration adopts
 * them as they are instead of comparing thousands of token spans, and nothing
 * re-mounts for the colour mode: colours are classes for both modes
 * (plugins/code-highlight/codePalette.ts). The buttons render in the browser only, as in
 * theme-classic.
 */
export default function HighlightedCode({language, code, html, title, sketch}: HighlightedCodeProps): ReactNode {
  const {style, ...wordWrap} = useWordWrap();
  const className = `language-${language}`;
  const metadata = useMemo<CodeBlockMetadata>(
    () => ({codeInput: code, code, className, language, title, lineNumbersStart: undefined, lineClassNames: {}}),
    [code, className, language, title],
  );
  return (
    <div className={clsx(className, styles.container, ThemeClassNames.common.codeBlock)}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <pre
          ref={wordWrap.codeBlockRef}
          // Focusable like theme-classic's block, so a keyboard can scroll long lines.
          tabIndex={0}
          className={clsx('prism-code', className, styles.pre, 'thin-scrollbar')}>
          <code className={styles.lines} style={style} dangerouslySetInnerHTML={{__html: html}} />
        </pre>
        <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
          <Buttons className={sketch ? styles.buttonsBesideDownload : undefined} />
        </CodeBlockContextProvider>
        {sketch && <SketchDownloadButton sketch={sketch} />}
      </div>
      {sketch && <SketchOpenLine sketch={sketch} />}
    </div>
  );
}
