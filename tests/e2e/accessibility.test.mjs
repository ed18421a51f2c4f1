/**
 * What a browser sees of the pages after and before hydration, on a sample:
 * every page that is not a docs page, and the docs pages that together show
 * every component the build renders (read from the CSS module classes in each
 * page's <main>, per language: about a dozen each). The navbar, sidebar, footer
 * and our components are the same on every page, and what a page's own text can
 * get wrong is read from the server HTML of every page (crawl.test.mjs).
 * A11Y_SAMPLE=n adds every n-th docs page at 360 px, for a closer look.
 * - After hydration at 360 px, and at 1280 px (where the docs sidebar, the table
 *   of contents and the content beside them are laid out) on the pages outside
 *   the docs and the two docs pages per language that show the most components:
 *   axe-core's WCAG 2.0/2.1/2.2 A and AA rules and its best practices in light
 *   mode, then in dark mode, switched as the toggle does, the rules that depend
 *   on colour (nothing else differs between the modes). At 360 px also: no console error
 *   or warning, no failed request, a phone layout that fits (layout.mjs), and
 *   docs pages that fit on paper (paper.mjs).
 * - Before hydration: the server HTML with the page's own scripts blocked, as a
 *   reader has it until the scripts have run, or for good without JavaScript.
 *   Every rule; none of its files may fail to load.
 * And every docs page is readable without scripts: its server HTML has the
 * heading and text (or the cards of a category page), read from the build.
 * Any violation fails; the summary (views and nodes per rule) is printed
 * either way, for a reviewer.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, builtRoutes, ORIGIN} from './helpers.mjs';
import {axeViolations, COLOUR_RULES} from './axe.mjs';
import {layoutProblems} from './layout.mjs';
import {PAPER, paperProblems} from './paper.mjs';
import {DESKTOP, isDocsPage, lightWithAxe, PHONE, sweep, violationLog} from './sweep.mjs';

const browserSession = useBrowser(before, after);

/** A11Y_SAMPLE=n adds every n-th docs page to the sample at 360 px and before hydration (1: every page). */
const STEP = process.env.A11Y_SAMPLE ? Math.max(1, Number(process.env.A11Y_SAMPLE)) : null;

/** The CSS module classes (`name_hash`) inside a built page's <main>: which of our components it shows. */
function componentClasses(route) {
  const html = fs.readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8');
  const main = html.slice(html.indexOf('<main'));
  return new Set(
    [...main.matchAll(/class="([^"]*)"/g)]
      .flatMap(([, names]) => names.split(/\s+/))
      .filter((name) => /_[\w-]{4}$/.test(name)),
  );
}

/**
 * Docs pages of one language that together show every component the build renders in that language:
 * each next page is the one showing the most components not yet covered. About a dozen per language.
 */
function coveringPages(routes) {
  const classes = new Map(routes.map((route) => [route, componentClasses(route)]));
  const left = new Set([...classes.values()].flatMap((names) => [...names]));
  const chosen = [];
  while (left.size > 0) {
    const [best] = [...classes].reduce((a, b) =>
      [...b[1]].filter((n) => left.has(n)).length > [...a[1]].filter((n) => left.has(n)).length ? b : a,
    );
    chosen.push(best);
    for (const name of classes.get(best)) left.delete(name);
  }
  return chosen;
}

/**
 * The sample: every page that is not a docs page, the docs pages that show every component of each
 * language, and (`step`, if given) every step-th docs page in the build's route order.
 */
function sample(step = null, coveringPerLanguage = Infinity) {
  const routes = builtRoutes();
  const docs = routes.filter(isDocsPage);
  const covering = ['de', 'en'].flatMap((language) =>
    coveringPages(docs.filter((route) => route.startsWith('/en/') === (language === 'en'))).slice(
      0,
      coveringPerLanguage,
    ),
  );
  const picked = new Set([
    ...routes.filter((route) => !isDocsPage(route)),
    ...covering,
    ...(step ? docs.filter((_, index) => index % step === 0) : []),
  ]);
  return routes.filter((route) => picked.has(route));
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

/** What blocking the page's script files leaves in its console and request log; anything else is a problem. */
const blockedScript = (problem) =>
  /^requestfailed: \S+\.js(\?\S*)? \(net::ERR_BLOCKED_BY_CLIENT\.Inspector\)$/.test(problem) ||
  problem === 'error: Failed to load resource: net::ERR_BLOCKED_BY_CLIENT.Inspector';

/** Why the server HTML of a docs page is not readable on its own, or null. (A category page is a list of cards.) */
function unreadableWithoutScripts(html, isCategory) {
  const $ = load(html);
  if ($('noscript').length > 0) return 'a <noscript> element: without JavaScript the page shows more than here';
  const article = $('article').first();
  const text = article.text().replace(/\s+/g, ' ').trim();
  const heading = $('article h1, header h1').first().text().trim();
  const cards = article.find('a.card').length;
  return heading && (isCategory ? cards > 0 : text.length >= 200) ? null : `${text.length} characters, ${cards} cards`;
}

describe('axe-core after hydration, a sample of pages', () => {
  // At 1280 px only the page's frame is laid out differently (sidebar, table of contents), and the
  // components' markup and colours are the ones audited at 360 px: the two docs pages per language that
  // show the most components carry them.
  for (const [width, options, routes] of [
    [360, PHONE, sample(STEP)],
    [1280, DESKTOP, sample(null, 2)],
  ]) {
    it(`${width} px: no violation in light mode, none of the colour rules in dark mode${width === 360 ? ', a clean console, the phone layout and the paper fit' : ''}`, async (t) => {
      const log = violationLog(t);
      const found = [];
      await sweep(browserSession, routes, options, lightWithAxe, async (page, route, problems) => {
        problems.length = 0;
        await visit(page, `${ORIGIN}${route}`);
        assert.equal(
          await page.evaluate(() => document.documentElement.dataset.theme),
          'light',
          `${route} is in light mode`,
        );
        if (width === 360)
          found.push(...(await page.evaluate(layoutProblems)).map((problem) => `${route}: phone layout: ${problem}`));
        log.add(route, 'light', await axeViolations(page));
        await switchToDark(page);
        log.add(route, 'dark', await axeViolations(page, COLOUR_RULES));
        // Last: paper changes the width, and the page's components measure themselves again afterwards.
        if (width === 360 && isDocsPage(route))
          found.push(
            ...(await paperProblems(page)).map((problem) => `${route}: printed at ${PAPER.width} px: ${problem}`),
          );
        found.push(...problems.map((problem) => `${route}: ${problem}`));
      });
      assert.deepEqual(found.sort(), []);
      log.report(routes.length);
    });
  }
});

describe('before hydration', () => {
  it('every docs page’s server HTML is readable on its own', () => {
    const docs = builtRoutes().filter(isDocsPage);
    assert.ok(docs.length > 200, `docs pages of both locales (${docs.length})`);
    const unreadable = docs
      .map((route) => {
        const html = fs.readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8');
        const why = unreadableWithoutScripts(html, route.includes('/docs/category/'));
        return why && `${route} (${why})`;
      })
      .filter(Boolean);
    assert.deepEqual(unreadable, []);
  });

  it('360 px, a sample of pages with their scripts blocked: no violation, every other file loads', async (t) => {
    const routes = sample(STEP);
    const log = violationLog(t);
    const failedFiles = [];
    await sweep(
      browserSession,
      routes,
      PHONE,
      async (page) => {
        await lightWithAxe(page);
        // Only the page's script files: its inline scripts (the colour mode, before the first paint) still run.
        // JavaScript off in the whole context would block axe too, which runs in the page. Those inline scripts
        // only set attributes of <html> and tidy the address, and no page has <noscript> content (checked
        // above): the text a reader without JavaScript gets is the text read here.
        await page.route(/\.js(\?|$)/, (request) => request.abort('blockedbyclient'));
      },
      async (page, route, problems) => {
        problems.length = 0;
        await page.goto(`${ORIGIN}${route}`, {waitUntil: 'load'});
        const hydrated = await page.evaluate(() => document.documentElement.dataset.hasHydrated);
        assert.equal(hydrated, 'false', `${route} is the server HTML`);
        log.add(route, 'before hydration', await axeViolations(page));
        for (const problem of problems) if (!blockedScript(problem)) failedFiles.push(`${route}: ${problem}`);
      },
    );
    assert.deepEqual(failedFiles.sort(), [], 'problems other than the blocked scripts');
    log.report(routes.length);
  });
});
