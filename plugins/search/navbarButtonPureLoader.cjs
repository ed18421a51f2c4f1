/**
 * Webpack loader for the navbar's copy of @docsearch/react 3.9.0's bundle (the
 * `?navbar-button` module, plugins/search). The navbar uses two exports, the
 * button and the keyboard hook, and the minifier drops what they do not use,
 * except top-level calls it must assume have side effects: the results
 * component made with `React.memo(…)` and Algolia's six error classes
 * (Babel-style class IIFEs without the usual pure mark). They kept ~15 KB of
 * the search modal's screens in every page's entry chunk. Marking those calls
 * `#__PURE__` (what they are: they only build a value) lets the minifier drop
 * them when unused; the modal's own copy of the bundle uses them as before.
 * Fails the build when a marked call is not found exactly once, so an upgrade
 * of DocSearch is checked again.
 */
const {replaceExactly} = require('../replaceExactly.cjs');

const PURE = '/*#__PURE__*/';
/** Where each call starts: the assignment, then the call expression. */
const TOP_LEVEL_CALLS = [
  'Ir=e.memo(',
  'Mr=function(){function e(t,r){',
  'Hr=function(){function e(t,r,n){',
  'Br=function(){function e(t){',
  'Fr=function(){function e(t,r,n){',
  'Ur=function(){function e(t,r){',
  'Kr=function(){function e(t,r,n,o){',
];

function markPure(source) {
  return TOP_LEVEL_CALLS.reduce((patched, call) => {
    const eq = call.indexOf('=') + 1;
    return replaceExactly(
      patched,
      call,
      `${call.slice(0, eq)}${PURE}${call.slice(eq)}`,
      1,
      (count) =>
        `navbarButtonPureLoader: expected DocSearch's top-level "${call}" exactly once, found it ${count} times. ` +
        'DocSearch changed: check which of its top-level calls keep modal code in the entry chunk (plugins/search).',
    );
  }, source);
}

module.exports = function navbarButtonPureLoader(source) {
  return markPure(source);
};
module.exports.markPure = markPure;
module.exports.TOP_LEVEL_CALLS = TOP_LEVEL_CALLS;
