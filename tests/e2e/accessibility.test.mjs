/**
 * Accessibility: axe-core's WCAG 2.0/2.1/2.2 A and AA rules and its best
 * practices over every page of both languages, in two states:
 * - After hydration, at 360 and 1280 px: every rule in light mode; then the
 *   page switches to dark mode as the colour-mode toggle does, and the rules
 *   that depend on colour run again (nothing else differs between the modes).
 * - Before hydration: the server HTML with the page's own scripts blocked, as
 *   a reader has it until the scripts have run, or for good without
 *   JavaScript. At 360 px, where most boxes scroll sideways (the markup is the
 *   same at every width), every rule but the colour ones: the colours come
 *   from the same stylesheet before and after hydration, and leaving them out
 *   keeps the two passes within the time the one took before.
 * Any violation fails; the summary (views and nodes per rule) is printed
 * either way, for a reviewer.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {builtRoutes, ORIGIN} from './helpers.mjs';
import {axeViolations, COLOUR_RULES, preloadAxe} from './axe.mjs';

const browserSession = useBrowser(before, after);

/** ?A11Y_SAMPLE=7 audits every 7th page only (for a quick look by hand); the test audits every page. */
const STEP = Number(process.env.A11Y_SAMPLE ?? 1);

const PHONE = {viewport: {width: 360, height: 740}, hasTouch: true, isMobile: true};
const WIDTHS = [
  [360, PHONE],
  [1280, {viewport: {width: 1280, height: 800}}],
];

/** Collects violations per rule over many page views; `report()` fails the test with the first 40. */
function violationLog(t) {
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
        `${pages} pages; ${byRule.size === 0 ? 'no violations' : [...byRule].map(([id, {views, nodes}]) => `${id}: ${nodes} nodes in ${views} views`).join('; ')}`,
      );
      assert.deepEqual(found.slice(0, 40), [], `${found.length} violations`);
    },
  };
}

/** The colour mode the site stores (docusaurus.config.ts colorMode); set before every page's first script. */
async function storeColourMode(page, mode) {
  await page.context().addInitScript((value) => window.localStorage.setItem('theme', value), mode);
}

/**
 * Dark mode as the toggle sets it: Docusaurus stores the choice and announces it with a storage event, which
 * every open page of the site follows. Done when the page is dark and no colour is still in transition.
 */
async function switchToDark(page) {
  await page.evaluate(() => {
    const oldValue = window.localStorage.getItem('theme');
    window.localStorage.setItem('theme', 'dark');
    window.dispatchEvent(
      new StorageEvent('storage', {key: 'theme', oldValue, newValue: 'dark', storageArea: window.localStorage}),
    );
  });
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.theme === 'dark' &&
      !document.getAnimations().some((animation) => animation instanceof CSSTransition),
  );
}

const pages = () => builtRoutes().filter((_, index) => index % STEP === 0);

describe('axe-core, every page after hydration', () => {
  for (const [width, options] of WIDTHS) {
    it(`${width} px: no violation in light mode, none of the colour rules in dark mode`, async (t) => {
      const routes = pages();
      const log = violationLog(t);
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          await storeColourMode(page, 'light');
          await preloadAxe(page.context());
          for (const route of routes) {
            await visit(page, `${ORIGIN}${route}`);
            assert.equal(
              await page.evaluate(() => document.documentElement.dataset.theme),
              'light',
              `${route} is in light mode`,
            );
            log.add(route, 'light', await axeViolations(page));
            await switchToDark(page);
            log.add(route, 'dark', await axeViolations(page, COLOUR_RULES));
          }
        },
        options,
      );
      log.report(routes.length);
    });
  }
});

describe('axe-core, every page before hydration', () => {
  it('360 px, the page’s scripts blocked: no violation of the rules that do not depend on colour', async (t) => {
    const routes = pages();
    const log = violationLog(t);
    await browserSession.withPage(
      ORIGIN,
      async (page) => {
        await preloadAxe(page.context());
        // Only the page's script files: its inline scripts (the colour mode, before the first paint) still run.
        // JavaScript off in the whole context would block axe too, which runs in the page.
        await page.route(/\.js(\?|$)/, (request) => request.abort('blockedbyclient'));
        for (const route of routes) {
          await page.goto(`${ORIGIN}${route}`, {waitUntil: 'load'});
          const hydrated = await page.evaluate(() => document.documentElement.dataset.hasHydrated);
          assert.equal(hydrated, 'false', `${route} is the server HTML`);
          log.add(route, 'before hydration', await axeViolations(page, null, COLOUR_RULES));
        }
      },
      PHONE,
    );
    log.report(routes.length);
  });
});
