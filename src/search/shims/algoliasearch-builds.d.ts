// The browser build of the lite client, imported by path so that the alias of
// `algoliasearch/lite` (our shim) does not point back at itself.
declare module 'algoliasearch/dist/lite/builds/browser' {
  export * from 'algoliasearch/lite';
}
