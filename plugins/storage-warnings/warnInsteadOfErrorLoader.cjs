/**
 * Webpack loader for @docusaurus/theme-common 3.8.1's storage utilities. When
 * the browser's storage throws on a call (blocked cookies, a full quota, some
 * privacy modes), Docusaurus logs `console.error("Docusaurus storage error, …")`
 * — for the colour mode and the docs version, on every page. A console warning
 * is enough: the site works without storage, and the reader cannot fix it. The loader turns
 * exactly those four calls into console.warn and fails the build when it does
 * not find all four, so an upgrade cannot silently bring the errors back.
 */
const {replaceExactly} = require('../replaceExactly.cjs');

const ORIGINAL = 'console.error(`Docusaurus storage error';
const PATCHED = 'console.warn(`Docusaurus storage error';
const EXPECTED = 4;

function warnInsteadOfError(source) {
  return replaceExactly(
    source,
    ORIGINAL,
    PATCHED,
    EXPECTED,
    (count) =>
      `storage-warnings loader: expected ${EXPECTED} "Docusaurus storage error" console.error calls, found ${count}. ` +
      'theme-common changed: check plugins/storage-warnings.',
  );
}

module.exports = function warnInsteadOfErrorLoader(source) {
  return warnInsteadOfError(source);
};
module.exports.warnInsteadOfError = warnInsteadOfError;
module.exports.ORIGINAL = ORIGINAL;
