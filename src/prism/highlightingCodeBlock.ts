// The module a page with code imports (plugins/prism-on-demand): theme-classic's
// CodeBlock with Prism and the site's extra languages. Only the chunks of pages
// that show code depend on it, so Prism stays off every other page.
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';
import {registerHighlightingCodeBlock} from './codeBlockRegistry';

// prism.additionalLanguages (every language the pages fence), registered exactly as
// theme-classic's startup module does; module evaluation runs once per bundle.
prismIncludeLanguages(Prism);

const HighlightingCodeBlock: ComponentType<Props> = CodeBlock;
registerHighlightingCodeBlock(HighlightingCodeBlock);

export default HighlightingCodeBlock;
