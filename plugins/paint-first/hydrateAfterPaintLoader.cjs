/**
 * Webpack loader for @docusaurus/core 3.8.1's client/clientEntry.js, which
 * starts loading the page's route chunks (react-loadable preload: a `<script>`
 * per chunk) while main.js is still being evaluated, before the browser has
 * painted the page it already has as HTML. When HTML and CSS arrive fast, the
 * first paint then waits for that work, and Lighthouse counts every route chunk
 * requested before the first paint as a dependency of the Largest Contentful
 * Paint, so the same page scored LCP 1.9 s or 3.0 s depending on that race.
 * The patch starts the preload after the next frame has been
 * painted (requestAnimationFrame, then a task), or after 100 ms where no frame
 * comes (a hidden tab): the server-rendered page shows first, hydration follows
 * as before. Fails the build when the original is not found exactly once.
 */
const {replaceExactly} = require('../replaceExactly.cjs');

const ORIGINAL = `    preload(window.location.pathname).then(() => {
        startTransition(renderApp);
    });`;

const PATCHED = `    // Patched (plugins/paint-first): the route's chunks load after the first paint, not before it.
    let hydrationStarted = false;
    const startHydration = () => {
        if (hydrationStarted) return;
        hydrationStarted = true;
        preload(window.location.pathname).then(() => {
            startTransition(renderApp);
        });
    };
    requestAnimationFrame(() => setTimeout(startHydration, 0));
    setTimeout(startHydration, 100);`;

function hydrateAfterPaint(source) {
  return replaceExactly(
    source,
    ORIGINAL,
    PATCHED,
    1,
    (count) =>
      `hydrateAfterPaintLoader: expected Docusaurus' preload-then-hydrate start exactly once, found it ${count} times. ` +
      'Docusaurus changed: check whether hydration still starts before the first paint (plugins/paint-first).',
  );
}

module.exports = function hydrateAfterPaintLoader(source) {
  return hydrateAfterPaint(source);
};
module.exports.hydrateAfterPaint = hydrateAfterPaint;
module.exports.ORIGINAL = ORIGINAL;
module.exports.PATCHED = PATCHED;
