/**
 * Webpack loader for @docsearch/react 3.9.0's bundle. DocSearch sets the
 * autocomplete status to "error" when every search host failed, but the
 * autocomplete core it bundles (1.17.9, onInput) ends each search with
 * `.finally(() => setStatus('idle'))` in the same tick, so the "Unable to fetch
 * results" screen never renders (React batches both updates; the modal shows
 * "No results" instead). The
 * patch keeps an "error" status; the next keystroke sets "loading" as before.
 * It fails the build when the code it patches is not found exactly once, so an
 * upgrade of DocSearch cannot silently drop the fix.
 */
const {replaceExactly} = require('../replaceExactly.cjs');

const ORIGINAL = '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const PATCHED = '.finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

function keepErrorStatus(source) {
  return replaceExactly(
    source,
    ORIGINAL,
    PATCHED,
    1,
    (count) =>
      `keepErrorStatusLoader: expected DocSearch's autocomplete "finally" exactly once, found it ${count} times. ` +
      'DocSearch changed: check whether the error screen still needs this patch (plugins/search).',
  );
}

module.exports = function keepErrorStatusLoader(source) {
  return keepErrorStatus(source);
};
module.exports.keepErrorStatus = keepErrorStatus;
module.exports.ORIGINAL = ORIGINAL;
