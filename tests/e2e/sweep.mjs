/**
 * Helpers for the tests that visit many pages (accessibility.test.mjs): a queue of
 * routes shared by a few pages at once, the colour mode, and a log of axe violations.
 */
import assert from 'node:assert/strict';
import {ORIGIN} from './helpers.mjs';
import {preloadAxe} from './axe.mjs';

/**
 * Pages visited at a time. One: run.mjs already runs two test files at a time on the two cores, and a
 * second page per file only makes them wait for each other. SWEEP_WORKERS=2 for a file run on its own.
 */
const WORKERS = Math.max(1, Number(process.env.SWEEP_WORKERS ?? 1));

export const PHONE = {viewport: {width: 360, height: 740}, hasTouch: true, isMobile: true};
export const DESKTOP = {viewport: {width: 1280, height: 800}};

export const isDocsPage = (route) => /^(\/en)?\/docs\//.test(route);

/**
 * Runs `check(page, route, problems)` for every route, on WORKERS pages at once that share one queue.
 * Each page has its own
 * context (`options`), prepared once by `setup(page)`. After the first failure no further route is
 * handed out, and the sweep throws that failure.
 */
export async function sweep(browserSession, routes, options, setup, check) {
  const queue = [...routes];
  let failure = null;
  const worker = () =>
    browserSession
      .withPage(
        ORIGIN,
        async (page, problems) => {
          await setup(page);
          while (queue.length > 0 && !failure) {
            const route = queue.shift();
            try {
              await check(page, route, problems);
            } catch (error) {
              failure ??= error;
            }
          }
        },
        options,
      )
      .catch((error) => {
        failure ??= error;
      });
  await Promise.all(Array.from({length: Math.min(WORKERS, routes.length)}, worker));
  if (failure) throw failure;
}

/** The colour mode the site stores (docusaurus.config.ts colorMode); set before every page's first script. */
async function storeColourMode(page, mode) {
  await page.context().addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}

/** The usual `setup` of a sweep that audits: pages open in light mode, with axe loaded before their scripts. */
export async function lightWithAxe(page) {
  await storeColourMode(page, 'light');
  await preloadAxe(page.context());
}

/** Collects axe violations per rule over many page views; `report()` fails the test with the first 40. */
export function violationLog(t) {
  const byRule = new Map();
  const found = [];
  return {
    add(route, label, violations) {
      for (const violation of violations) {
        const entry = byRule.get(violation.id) ?? {views: 0, nodes: 0};
        byRule.set(violation.id, {views: entry.views + 1, nodes: entry.nodes + violation.targets.length});
        found.push(
          `${route} (${label}) ${violation.id} (${violation.impact}): ${violation.targets.slice(0, 3).join(' | ')} — ${violation.summaries[0]?.split('\n').slice(0, 2).join(' ')}`,
        );
      }
    },
    report(pages) {
      t.diagnostic(
        `axe: ${pages} pages; ${byRule.size === 0 ? 'no violations' : [...byRule].map(([id, {views, nodes}]) => `${id}: ${nodes} nodes in ${views} views`).join('; ')}`,
      );
      // Sorted: with two pages at a time, the order of the visits varies.
      assert.deepEqual(found.sort().slice(0, 40), [], `${found.length} violations`);
    },
  };
}
