// The module a page with code imports (plugins/prism-on-demand): theme-classic's
// CodeBlock with Prism's core. Only the chunks of pages that show code depend on
// it, so Prism stays off every other page. The grammars come separately, each
// page importing the ones it fences (src/prism/grammars.ts).
import type {ComponentType} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {registerHighlightingCodeBlock} from './codeBlockRegistry';

const HighlightingCodeBlock: ComponentType<Props> = CodeBlock;
registerHighlightingCodeBlock(HighlightingCodeBlock);

export default HighlightingCodeBlock;
