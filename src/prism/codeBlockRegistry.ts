import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

/**
 * The highlighting CodeBlock (theme-classic's, with Prism) once a page that
 * shows code has loaded it. Pages with code import `highlightingCodeBlock`
 * from their own chunk (plugins/prism-on-demand/remarkCodeBlockImport), so by
 * the time such a page renders, the component is here and our CodeBlock
 * wrapper renders it without waiting.
 */
let highlighting: ComponentType<Props> | undefined;

export function registerHighlightingCodeBlock(component: ComponentType<Props>): void {
  highlighting = component;
}

export function registeredHighlightingCodeBlock(): ComponentType<Props> | undefined {
  return highlighting;
}
