/**
 * Webpack loader for @docusaurus/core 3.8.1's client/docusaurus.js, where
 * `prefetch(path)` adds a `<link rel="prefetch">` for every chunk of a route
 * whose link became visible. Docusaurus does that at once, in the task that
 * reports the visible links, right after hydration: on a docs page at 4x CPU
 * slowdown a single ~100 ms long task, most of it creating and appending
 * `<link>` elements, many of them for the same shared chunks again (every docs
 * route needs the same theme chunks), or for chunks the page has loaded already.
 * The patch keeps what is prefetched and when a route counts as fetched, and
 * changes how:
 * - the work waits for the page's load event and then runs in idle time, in
 *   slices of ~8 ms (requestIdleCallback; a short timeout where the browser
 *   lacks it), so it never competes with the page's first second and never
 *   makes a long task, even on a phone four times slower;
 * - a chunk file is prefetched once, and not at all when the page loaded it.
 * Fails the build when the original is not found exactly once.
 */
const {replaceExactly} = require('../replaceExactly.cjs');

const ORIGINAL = `    fetched.add(routePath);
    // Find all webpack chunk names needed.
    const matches = matchRoutes(routes, routePath);
    const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path));
    // Prefetch all webpack chunk assets file needed.
    return Promise.all(chunkNamesNeeded.map((chunkName) => {`;

const PATCHED = `    fetched.add(routePath);
    // Patched (plugins/idle-prefetch/idlePrefetchLoader.cjs): after load, in idle time, each file once.
    return new Promise((resolve) => whenIdleAfterLoad(() => resolve(prefetchNow(routePath))));
};
const prefetchedFiles = new Set();
const idleQueue = [];
let idleScheduled = false;
const requestIdle = (callback) => typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback, {timeout: 5000})
    : setTimeout(() => callback({didTimeout: true, timeRemaining: () => 8}), 200);
// At most ~8 ms of work per idle callback (a route at least): a phone at a quarter of this machine's
// speed still gets tasks well under the 50 ms that count as blocking.
const IDLE_SLICE_MS = 8;
const drainIdleQueue = (deadline) => {
    const sliceStart = performance.now();
    do {
        idleQueue.shift()();
    } while (idleQueue.length > 0 && deadline.timeRemaining() > 4 && performance.now() - sliceStart < IDLE_SLICE_MS);
    if (idleQueue.length > 0) requestIdle(drainIdleQueue);
    else idleScheduled = false;
};
const whenIdleAfterLoad = (work) => {
    idleQueue.push(work);
    if (idleScheduled) return;
    idleScheduled = true;
    if (document.readyState === 'complete') requestIdle(drainIdleQueue);
    else window.addEventListener('load', () => requestIdle(drainIdleQueue), {once: true});
};
const prefetchNow = (routePath) => {
    // The bundler removes a chunk's <script> once it ran; the resource timeline still lists it.
    const loadedFiles = new Set(performance.getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script')
        .map((entry) => new URL(entry.name).pathname));
    // Find all webpack chunk names needed.
    const matches = matchRoutes(routes, routePath);
    const chunkNamesNeeded = matches.flatMap((match) => getChunkNamesToLoad(match.route.path));
    // Prefetch all webpack chunk assets file needed.
    return Promise.all(chunkNamesNeeded.map((chunkName) => {
        const file = __webpack_require__.gca(chunkName);
        if (prefetchedFiles.has(file) || loadedFiles.has(file)) return Promise.resolve();
        prefetchedFiles.add(file);`;

function idlePrefetch(source) {
  return replaceExactly(
    source,
    ORIGINAL,
    PATCHED,
    1,
    (count) =>
      `idlePrefetchLoader: expected the body of Docusaurus' prefetch() exactly once, found it ${count} times. ` +
      'Docusaurus changed: check whether prefetch still runs at once for every visible link (plugins/idle-prefetch).',
  );
}

module.exports = function idlePrefetchLoader(source) {
  return idlePrefetch(source);
};
module.exports.idlePrefetch = idlePrefetch;
module.exports.ORIGINAL = ORIGINAL;
module.exports.PATCHED = PATCHED;
