// Stands in for theme-classic's startup client module `prism-include-languages`
// (plugins/prism-on-demand): the languages are registered by our CodeBlock wrapper.
export {};
