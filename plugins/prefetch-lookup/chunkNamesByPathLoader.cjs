/**
 * Webpack loader for @docusaurus/core 3.8.1's client/docusaurus.js, where
 * `prefetch(path)` finds the chunks of a route. For every visible link it walked
 * all ~300 routes of the locale (a regular expression and a flattening each);
 * the links visible after hydration are prefetched in one task, and at 4x CPU
 * slowdown that lookup was ~90 ms of a ~140 ms long task on a docs page.
 * The patch builds the same path → chunk names table once, on the first
 * prefetch, and looks paths up in it: same chunks, same order, same timing of
 * the prefetches (on visibility and hover, skipped on slow connections), only
 * the search is faster. Fails the build when the original is not found exactly
 * once, so an upgrade of Docusaurus is checked again.
 */
const {replaceExactly} = require('../replaceExactly.cjs');

const ORIGINAL = `const getChunkNamesToLoad = (path) => Object.entries(routesChunkNames)
    .filter(
// Remove the last part containing the route hash
// input: /blog/2018/12/14/Happy-First-Birthday-Slash-fe9
// output: /blog/2018/12/14/Happy-First-Birthday-Slash
([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));`;

const PATCHED = `let chunkNamesByPath;
// Patched (plugins/prefetch-lookup): one table, built on first use, instead of a walk over all routes per link.
const getChunkNamesToLoad = (path) => {
    if (!chunkNamesByPath) {
        chunkNamesByPath = new Map();
        for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
            const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
            const names = chunkNamesByPath.get(routePath) ?? [];
            names.push(...Object.values(flat(routeChunks)));
            chunkNamesByPath.set(routePath, names);
        }
    }
    return chunkNamesByPath.get(path) ?? [];
};`;

function tableLookup(source) {
  return replaceExactly(
    source,
    ORIGINAL,
    PATCHED,
    1,
    (count) =>
      `chunkNamesByPathLoader: expected Docusaurus' getChunkNamesToLoad exactly once, found it ${count} times. ` +
      'Docusaurus changed: check whether prefetch still walks every route per link (plugins/prefetch-lookup).',
  );
}

module.exports = function chunkNamesByPathLoader(source) {
  return tableLookup(source);
};
module.exports.tableLookup = tableLookup;
module.exports.ORIGINAL = ORIGINAL;
module.exports.PATCHED = PATCHED;
