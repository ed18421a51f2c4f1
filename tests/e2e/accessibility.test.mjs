/**
 * Accessibility: axe-core's WCAG 2.0/2.1/2.2 A and AA rules and its best
 * practices, in two sweeps:
 * - Every page of both languages as the build sends it: the server HTML with
 *   the page's own scripts blocked, as a reader has it until the scripts have
 *   run, or for good without JavaScript. At 360 px (the markup is the same at
 *   every width, and most boxes scroll sideways there): every rule in light
 *   mode, the phone layout (layout.mjs: no sideways scrolling, a navbar that
 *   fits), every docs page readable (heading and text, or the cards of a
 *   category page), none of its files failing to load. This is where a page's
 *   own content is audited: axe looks at its <main> (headings, links, images,
 *   tables, colours); the navbar, sidebar and footer around it are the same on
 *   every page and are audited with the samples below.
 * - After hydration, a sample: what the scripts add is the same components on
 *   every page (tabs, the board selector, copy buttons, the sidebar and navbar
 *   controls), so every page that is not a docs page and every sixth docs
 *   page at 360 px, every twelfth at 1280 px (the docs sidebar, the table of
 *   contents, content laid out beside them). The samples span every section
 *   and page kind of both languages. Each in light mode with every rule, then
 *   in dark mode, switched as the toggle does, with the rules that depend on
 *   colour (nothing else differs between the modes).
 * A11Y_SAMPLE=1 audits every page after hydration too (for a look by hand; it
 * takes about three times as long). Two pages are audited at a time
 * (A11Y_WORKERS), each in its own browser context over one queue of pages:
 * axe keeps one renderer process busy, and the machine has two cores. Any
 * violation fails; the summary (views and nodes per rule) is printed either
 * way, for a reviewer.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {builtRoutes, ORIGIN} from './helpers.mjs';
import {axeViolations, COLOUR_RULES, preloadAxe} from './axe.mjs';
import {layoutProblems} from './layout.mjs';

const browserSession = useBrowser(before, after);

/** Every how-many-th docs page is audited after hydration at 360 px; at 1280 px every second of those. */
const STEP = Math.max(1, Number(process.env.A11Y_SAMPLE ?? 6));
/** Pages audited at a time; A11Y_WORKERS=1 audits one after the other. */
const WORKERS = Math.max(1, Number(process.env.A11Y_WORKERS ?? 2));

const PHONE = {viewport: {width: 360, height: 740}, hasTouch: true, isMobile: true};
const DESKTOP = {viewport: {width: 1280, height: 800}};

const isDocsPage = (route) => /^(\/en)?\/docs\//.test(route);
/** Every page that is not a docs page, and every `step`-th docs page (counted in the build's route order). */
const sample = (step) => builtRoutes().filter((route, index) => !isDocsPage(route) || index % step === 0);

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
      // Sorted: with two pages at a time, the order of the visits varies.
      assert.deepEqual(found.sort().slice(0, 40), [], `${found.length} violations`);
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

/**
 * Runs `check(page, route, problems)` for every route, on WORKERS pages at once that share one queue.
 * Each page has its own context (`options`), prepared once by `setup(page)`. After the first failure
 * no further route is handed out, and the sweep throws that failure.
 */
async function sweep(routes, options, setup, check) {
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

/** Runs in the page: is the server HTML of a docs page readable on its own? (A category page is a list of cards.) */
function readableWithoutScripts(isCategory) {
  const article = document.querySelector('article');
  const text = article?.innerText ?? '';
  const heading = document.querySelector('article h1, header h1')?.innerText ?? '';
  const cards = article?.querySelectorAll('a.card').length ?? 0;
  if (document.querySelector('noscript'))
    return 'a <noscript> element: without JavaScript the page shows more than here';
  return heading && (isCategory ? cards > 0 : text.length >= 200) ? null : `${text.length} characters, ${cards} cards`;
}

/** What blocking the page's script files leaves in its console and request log; anything else is a problem. */
const blockedScript = (problem) =>
  /^requestfailed: \S+\.js(\?\S*)? \(net::ERR_BLOCKED_BY_CLIENT\.Inspector\)$/.test(problem) ||
  problem === 'error: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT.Inspector';

describe('axe-core after hydration', () => {
  for (const [width, options, step] of [
    [360, PHONE, STEP],
    [1280, DESKTOP, STEP * 2],
  ]) {
    it(`${width} px, a sample of pages: no violation in light mode, none of the colour rules in dark mode${width === 360 ? ', the phone layout fits' : ''}`, async (t) => {
      const routes = sample(step);
      const log = violationLog(t);
      const layout = [];
      await sweep(
        routes,
        options,
        async (page) => {
          await storeColourMode(page, 'light');
          await preloadAxe(page.context());
        },
        async (page, route) => {
          await visit(page, `${ORIGIN}${route}`);
          assert.equal(
            await page.evaluate(() => document.documentElement.dataset.theme),
            'light',
            `${route} is in light mode`,
          );
          if (width === 360)
            layout.push(...(await page.evaluate(layoutProblems)).map((problem) => `${route}: ${problem}`));
          log.add(route, 'light', await axeViolations(page));
          await switchToDark(page);
          log.add(route, 'dark', await axeViolations(page, COLOUR_RULES));
        },
      );
      assert.deepEqual(layout.sort(), [], 'phone layout');
      log.report(routes.length);
    });
  }
});

describe('axe-core, every page before hydration', () => {
  it('360 px, the page’s scripts blocked: no violation in light mode, the phone layout fits, docs pages readable', async (t) => {
    const routes = builtRoutes();
    const docs = routes.filter(isDocsPage);
    assert.ok(docs.length > 200, `docs pages of both locales (${docs.length})`);
    const log = violationLog(t);
    const unreadable = [];
    const failedFiles = [];
    const layout = [];
    await sweep(
      routes,
      PHONE,
      async (page) => {
        await storeColourMode(page, 'light');
        await preloadAxe(page.context());
        // Only the page's script files: its inline scripts (the colour mode, before the first paint) still run.
        // JavaScript off in the whole context would block axe too, which runs in the page. Those inline scripts
        // only set attributes of <html> and tidy the address, and no page has <noscript> content (checked
        // below): the text a reader without JavaScript gets is the text read here.
        await page.route(/\.js(\?|$)/, (request) => request.abort('blockedbyclient'));
      },
      async (page, route, problems) => {
        problems.length = 0;
        await page.goto(`${ORIGIN}${route}`, {waitUntil: 'load'});
        const hydrated = await page.evaluate(() => document.documentElement.dataset.hasHydrated);
        assert.equal(hydrated, 'false', `${route} is the server HTML`);
        layout.push(...(await page.evaluate(layoutProblems)).map((problem) => `${route}: ${problem}`));
        log.add(route, 'before hydration', await axeViolations(page, null, [], 'main'));
        if (docs.includes(route)) {
          const why = await page.evaluate(readableWithoutScripts, route.includes('/docs/category/'));
          if (why) unreadable.push(`${route} (${why})`);
        }
        for (const problem of problems) if (!blockedScript(problem)) failedFiles.push(`${route}: ${problem}`);
      },
    );
    assert.deepEqual(
      {
        unreadable: unreadable.sort(),
        'problems other than the blocked scripts': failedFiles.sort(),
        'phone layout': layout.sort(),
      },
      {unreadable: [], 'problems other than the blocked scripts': [], 'phone layout': []},
    );
    log.report(routes.length);
  });
});
