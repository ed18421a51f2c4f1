/**
 * One Lighthouse run, as Lighthouse's CLI does it (lighthouse/cli/run.js): a
 * fresh Chromium from chrome-launcher (a new temporary profile), one
 * navigation, then the browser is killed. bench:lighthouse and bench:compare
 * both use it, so their figures are measured the same way and no run inherits
 * a warm process, a compiled-code cache or the memory of the runs before it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './lib.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's metrics: audit id, column label, format for tables.
 * @type {[string, string, (value: number) => string][]}
 */
export const METRICS = [
  ['first-contentful-paint', 'FCP s', (v) => (v / 1000).toFixed(1)],
  ['largest-contentful-paint', 'LCP s', (v) => (v / 1000).toFixed(1)],
  ['total-blocking-time', 'TBT ms', (v) => v.toFixed(0)],
  ['cumulative-layout-shift', 'CLS', (v) => v.toFixed(3)],
  ['speed-index', 'SI s', (v) => (v / 1000).toFixed(1)],
];

export const LIGHTHOUSE_VERSION = (await import('lighthouse/package.json', {with: {type: 'json'}})).default.version;

/** A category's score out of 100 (NaN when the run has none). */
export const score = (lhr, category) =>
  lhr.categories[category]?.score == null ? NaN : Math.round(lhr.categories[category].score * 100);

/**
 * Runs Lighthouse once on url in a Chromium of its own and returns the report
 * (lhr) without the screenshots and report strings (memory stays flat over
 * many runs). Throws when Lighthouse reports a runtime error.
 * notFound: the page answers 404 on purpose (Lighthouse refuses it otherwise).
 * throttlingMethod: 'simulate' (Lighthouse's default: an unthrottled load, the slow phone estimated from its
 * trace) or 'devtools' (the load itself throttled: slower to run, but what a slow phone paints when).
 * @param {string} url
 * @param {{formFactor?: string, notFound?: boolean, categories?: string[], throttlingMethod?: 'simulate' | 'devtools'}} [options]
 */
export async function runLighthouse(
  url,
  {formFactor = 'mobile', notFound = false, categories = CATEGORIES, throttlingMethod = 'simulate'} = {},
) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    // No full-page screenshot: not needed for scores, and it is the largest part of each report.
    /** @type {import('lighthouse').Flags} */
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ignoreStatusCode: notFound,
      disableFullPageScreenshot: true,
      throttlingMethod,
    };
    const runnerResult = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    const lhr = runnerResult.lhr;
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse failed on ${url} (${formFactor}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    delete lhr.audits['screenshot-thumbnails'];
    delete lhr.audits['final-screenshot'];
    delete lhr.i18n;
    return lhr;
  } finally {
    await chrome.kill();
  }
}
