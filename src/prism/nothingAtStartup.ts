// Stands in for theme-classic's startup client module `prism-include-languages`
// in the browser bundle (plugins/prism-on-demand): Prism comes with the pages
// that show code (src/prism/highlightingCodeBlock), each with the grammars it fences.
export {};
