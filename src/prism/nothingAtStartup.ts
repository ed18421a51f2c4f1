// Stands in for theme-classic's startup client module `prism-include-languages`
// in the browser bundle (plugins/prism-on-demand): the languages are registered
// by src/prism/highlightingCodeBlock, which only pages with code import.
export {};
