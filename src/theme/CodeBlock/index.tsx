// Replaces theme-classic's CodeBlock: code is highlighted at build time (plugins/code-highlight),
// so the browser needs no Prism and no re-mount of every block after hydration.
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import HighlightedCode from '../../components/HighlightedCode';

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Markdown code blocks never reach this component: the remark plugin renders
 * them as HighlightedCode with their colours. What does reach it (a `<pre>`
 * written in MDX, or `<CodeBlock>` used in JSX) is shown the same way, as plain
 * text in the code block's look, one line per line. Elements inside are not
 * code: they render unchanged inside the block.
 */
export default function CodeBlock({children, language, title, className}: Props): ReactNode {
  const parts = React.Children.toArray(children);
  const fence = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  if (parts.some((part) => isValidElement(part))) {
    return (
      <div className="theme-code-block">
        <pre tabIndex={0}>{children}</pre>
      </div>
    );
  }
  const code = parts.join('').replace(/\n$/, '');
  const html = code
    .split('\n')
    .map((line) => `<span class="token-line">${escapeHtml(line)}<br></span>`)
    .join('');
  return (
    <HighlightedCode language={fence} code={code} html={html} title={typeof title === 'string' ? title : undefined} />
  );
}
