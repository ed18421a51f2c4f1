// Stands in for theme-classic's startup client module `prism-include-languages`
// (plugins/code-highlight): code is highlighted at build time, so no page needs
// Prism or its grammars in the browser.
export {};
