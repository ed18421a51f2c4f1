// Stands in for theme-classic's startup client module `prism-include-languages`
// in the server bundle only (plugins/prism-on-demand): the static HTML of all
// pages is rendered in one process, pages in parallel, so the highlighting
// CodeBlock and every grammar are registered before the first page renders.
// Otherwise a page could render its first code block before its own chunk
// registered it, and React would stream that block out of order (a hidden
// <div> plus an inline script: unreadable without JavaScript and blocked by the CSP).
import './highlightingCodeBlock';
import './grammar/all';
