/**
 * Webpack loader for @docusaurus/core 3.8.1's `client/renderToHtml.js`, the
 * server-side render of every page. React 18's `renderToPipeableStream`
 * encodes the HTML into a reused 2 KiB buffer and, when a multi-byte UTF-8
 * character (ä, ö, ü, –, ©, a zero-width space) does not fit at its end,
 * flushes the whole buffer anyway: the unwritten bytes reach the page as NUL
 * characters. In our build they sat in about one page in fifteen, once inside a
 * table-of-contents link ("#variable-erh\0öhen"), which then pointed nowhere.
 * No page can carry a NUL on purpose, so the collected HTML drops them. The
 * build fails when the text to patch is not found exactly once.
 */
const {replaceExactly} = require('../replaceExactly.cjs');

const ORIGINAL = 'text(passThrough).then(resolve, reject);';
const PATCHED = "text(passThrough).then((html) => resolve(html.replace(/\\u0000/g, '')), reject);";

function stripNulBytes(source) {
  return replaceExactly(
    source,
    ORIGINAL,
    PATCHED,
    1,
    (count) =>
      `nul-free-html loader: expected the collected HTML "${ORIGINAL}" once in renderToHtml.js, found ${count}. ` +
      '@docusaurus/core changed: check plugins/nul-free-html.',
  );
}

module.exports = function stripNulBytesLoader(source) {
  return stripNulBytes(source);
};
module.exports.stripNulBytes = stripNulBytes;
module.exports.ORIGINAL = ORIGINAL;
