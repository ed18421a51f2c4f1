/**
 * Webpack loader for the navbar's copy of @docsearch/react 3.9.0's bundle (the
 * `?navbar-button` module, plugins/search). The search button shows "Suche"
 * and the key hints Ctrl (an icon) and "K", and is named "Suche (Ctrl+K)".
 * The visible "K" is text, so the visible label reads "Suche K", which is not
 * in the name: speech users who say what they see may miss the button, and
 * axe reports label-content-name-mismatch (WCAG 2.5.3, label in name). The
 * hints only repeat the shortcut the name already carries, so:
 *  - the hint element is hidden from assistive technology (aria-hidden), and
 *  - its "K" is drawn by CSS like the Ctrl icon is drawn by SVG (custom.css,
 *    `.DocSearch-Button-Key:last-child::after`), so it is no text of the label.
 * Fails the build when either piece is not found exactly once.
 */
const {replaceEachOnce} = require('../replaceExactly.cjs');

const PATCHES = [
  [
    'e.createElement("span",{className:"DocSearch-Button-Keys"}',
    'e.createElement("span",{className:"DocSearch-Button-Keys","aria-hidden":"true"}',
    'key-hint element',
  ],
  ['e.createElement(_,{reactsToKey:"k"},"K")', 'e.createElement(_,{reactsToKey:"k"})', '"K" key hint'],
];

function hideKeyHints(source) {
  return replaceEachOnce(
    source,
    PATCHES,
    (what, count) =>
      `searchButtonNameLoader: expected DocSearch's ${what} exactly once, found it ${count} times. ` +
      "DocSearch changed: check the search button's accessible name against its visible label (plugins/search).",
  );
}

module.exports = function searchButtonNameLoader(source) {
  return hideKeyHints(source);
};
module.exports.hideKeyHints = hideKeyHints;
