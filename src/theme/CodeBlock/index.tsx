// Wrap: theme-classic's CodeBlock (and Prism with it) loads with the pages that
// show code, not with every page (plugins/prism-on-demand).
import React, {type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {registeredHighlightingCodeBlock} from '../../prism/codeBlockRegistry';

type Props = WrapperProps<typeof CodeBlockType>;

export const NOT_REGISTERED =
  'CodeBlock rendered before src/prism/highlightingCodeBlock was imported. Markdown pages import it ' +
  'by themselves (plugins/prism-on-demand/remarkCodeBlockImport); a component that renders a code ' +
  'block must import it too.';

/**
 * Renders the highlighting block that the page's own chunk registered (the
 * server bundle registers it at startup). No lazy loading and no Suspense
 * boundary here on purpose: React streams a large boundary out of order (a
 * hidden <div> moved by an inline script, which the CSP blocks), and a block
 * that waited for its code would hydrate differently from the server HTML.
 * A block nobody registered is a wiring mistake, so it fails loudly; the
 * browser tests visit every page and would report it.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const HighlightingCodeBlock = registeredHighlightingCodeBlock();
  if (!HighlightingCodeBlock) throw new Error(NOT_REGISTERED);
  return <HighlightingCodeBlock {...props} />;
}
