/**
 * Hydration adopts the server HTML instead of re-creating it. React reports a
 * mismatch as a console error (every browser test fails on those), but a
 * component that renders differently in the browser on purpose, or a page that
 * gets re-rendered from scratch, shows only in the DOM. This test watches the
 * DOM itself: before any page script runs it tags every node the server sent
 * and starts a MutationObserver, then, once the page has hydrated and gone
 * quiet, checks that the server's elements and text are still the ones in the page.
 *
 * Some components re-render on purpose right after hydration (KNOWN_REMOUNTS);
 * their server nodes may be replaced. Written for the Preact experiment
 * (docs-dev/decisions.md, "Preact tried and left out"), where it caught
 * what React's console never would.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser} from './browser.mjs';
import {followNextLink, MAIN_DOC, ORIGIN} from './helpers.mjs';

/** Server elements that are replaced after hydration by design (theme-classic 3.8.1), and why. */
const KNOWN_REMOUNTS = [
  // Tabs remount once in the browser (key={String(isBrowser)}) to apply ?tab= and the stored choice.
  '.tabs-container',
  // ThemedImage: the server sends the light and the dark image, the browser keeps the current one.
  'img[class*="themedComponent"]',
  // A sidebar category without a page of its own links its first doc on the server (works without
  // JavaScript) and becomes a '#' toggle in the browser, which is another component.
  'a.menu__link--sublist',
];

const PAGES = [
  ['home (de)', '/'],
  ['home (en)', '/en/'],
  ['docs page with the board selector and tabs', MAIN_DOC],
  ['docs page with code blocks in tabs', '/docs/hardware/sensors/umweltsensor'],
  ['docs page (en)', `/en${MAIN_DOC}`],
  ['404 page', '/gibt-es-nicht', {notFound: true}],
];

/** Server elements that must keep their identity on every page (when the page has them). */
const LANDMARKS = [
  'nav.navbar',
  '.navbar select',
  '.DocSearch-Button',
  'main',
  'article h1',
  '.theme-doc-markdown p',
  'aside',
  'footer',
];

/**
 * Runs in the page before any of its scripts (addInitScript). The parser has
 * built the whole server DOM when readyState turns 'interactive', and the
 * entry scripts run only after that event (after the first paint): the moment to tag.
 */
function watchHydration() {
  const removed = [];
  const watch = {removed, tagged: 0, scriptsHadRun: false, lastMutation: 0};
  window.__hydrationWatch = watch;
  const observer = new MutationObserver((records) => {
    watch.lastMutation = performance.now();
    for (const record of records) for (const node of record.removedNodes) removed.push(node);
  });
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const root = document.getElementById('__docusaurus');
    watch.scriptsHadRun = 'docusaurus' in window;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      node.__fromServer = true;
      if (node.nodeType === Node.ELEMENT_NODE) watch.tagged++;
    }
    observer.observe(root, {childList: true, subtree: true});
  });
}

/** Runs in the page once it is quiet: what happened to the server's nodes. */
function inspectHydration({knownRemounts, landmarks}) {
  const watch = window.__hydrationWatch;
  const root = document.getElementById('__docusaurus');
  const describe = (node) =>
    node.nodeType === Node.TEXT_NODE
      ? `text ${JSON.stringify(node.data.trim().slice(0, 40))} in <${node.parentNode?.localName ?? '(detached)'}>`
      : `<${node.localName}${node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\s+/).slice(0, 2).join('.') : ''}>`;
  const remountsByDesign = (node) => {
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    return knownRemounts.some((selector) => element?.closest(selector));
  };
  const lost = [];
  const moved = [];
  for (const node of new Set(watch.removed)) {
    if (!node.__fromServer) continue;
    // Every server node inside a removed subtree, not only its top.
    const nodes = [node];
    if (node.nodeType === Node.ELEMENT_NODE) {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let inner = walker.nextNode(); inner; inner = walker.nextNode()) if (inner.__fromServer) nodes.push(inner);
    }
    for (const each of nodes) {
      // Whitespace and empty text carry nothing a reader sees or a script holds on to.
      if (each.nodeType === Node.TEXT_NODE && each.data.trim() === '') continue;
      if (root.contains(each)) {
        if (each === node) moved.push(describe(each));
      } else if (!each.isConnected && !remountsByDesign(each)) {
        lost.push(describe(each));
      }
    }
  }
  return {
    tagged: watch.tagged,
    scriptsHadRun: watch.scriptsHadRun,
    hydrated: document.documentElement.dataset.hasHydrated === 'true',
    lost,
    moved,
    landmarks: Object.fromEntries(
      landmarks.map((selector) => {
        const element = root.querySelector(selector);
        return [selector, element ? Boolean(element.__fromServer) : null];
      }),
    ),
  };
}

async function hydrate(page, path) {
  await page.goto(`${ORIGIN}${path}`, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  // After hydration the effects run (colour mode, board choice, tabs, table of contents): wait for 1 s without
  // changes. Nothing to await names the last of them; 1 s is enough because they all run in the frames right after
  // hydration, and the slowest, a chunk loaded after hydration (the offline control), comes from 127.0.0.1 in
  // milliseconds. A re-render that came later still would be missed, not reported wrongly.
  await page.waitForFunction(() => performance.now() - window.__hydrationWatch.lastMutation > 1000, null, {
    polling: 100,
  });
  return page.evaluate(inspectHydration, {knownRemounts: KNOWN_REMOUNTS, landmarks: LANDMARKS});
}

const browserSession = useBrowser(before, after, {reusePages: true});

describe('hydration adopts the server HTML', () => {
  for (const [name, path, {notFound = false} = {}] of PAGES) {
    it(`${name}: ${path}`, async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page, problems) => {
          await page.context().addInitScript(watchHydration);
          const result = await hydrate(page, path);
          // The watch itself: it tagged the server DOM before any page script ran.
          assert.ok(result.hydrated);
          assert.equal(result.scriptsHadRun, false, 'the page scripts ran before the server DOM was tagged');
          assert.ok(result.tagged > 50, `only ${result.tagged} server elements tagged`);
          const some = (list) => `${list.length}: ${list.slice(0, 8).join(', ')}${list.length > 8 ? ' …' : ''}`;
          assert.equal(result.lost.length, 0, `server nodes replaced during hydration, ${some(result.lost)}`);
          assert.equal(
            result.moved.length,
            0,
            `server nodes detached and inserted again during hydration, ${some(result.moved)}`,
          );
          for (const [selector, fromServer] of Object.entries(result.landmarks)) {
            if (fromServer !== null) assert.equal(fromServer, true, `${selector} was re-created`);
          }
          assert.equal(result.landmarks['nav.navbar'], true);
          assert.equal(result.landmarks.footer, true);
          // The 404 page's document answers 404 on purpose: the one console line it may log.
          assert.deepEqual(
            problems.filter((p) => !(notFound && p.includes('status of 404'))),
            [],
          );
        },
        {viewport: {width: 1280, height: 900}},
      );
    });
  }
});

describe('the entry scripts', () => {
  it('are fetched only after the page’s first frame, and then hydrate it', async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page, problems) => {
        // Registered before the page's own scripts: runs in the rendering step of the first frame.
        await page.context().addInitScript(() => {
          requestAnimationFrame(() => (window.__firstFrame = performance.now()));
        });
        await page.goto(`${ORIGIN}${MAIN_DOC}`, {waitUntil: 'load'});
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        const {firstFrame, scripts} = await page.evaluate(() => ({
          firstFrame: window.__firstFrame,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(entry.name))
            .map((entry) => entry.fetchStart),
        }));
        assert.equal(scripts.length, 2);
        for (const fetchStart of scripts)
          assert.ok(fetchStart >= firstFrame, `${fetchStart} ms, first frame ${firstFrame} ms`);
        assert.deepEqual(problems, []);
      },
      {viewport: {width: 412, height: 823}},
    );
  });
});

describe('the last-update date', () => {
  it('is the build’s HTML on the first page (no Intl date set-up while hydrating); later pages render it', async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page, problems) => {
        await page.context().addInitScript(() => {
          window.__dateFormats = 0;
          const Original = Intl.DateTimeFormat;
          Intl.DateTimeFormat = Object.assign(
            function (...args) {
              window.__dateFormats++;
              return new Original(...args);
            },
            {supportedLocalesOf: Original.supportedLocalesOf, prototype: Original.prototype},
          );
        });
        await page.goto(`${ORIGIN}${MAIN_DOC}`, {waitUntil: 'load'});
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        const lastUpdated = page.locator('.theme-last-updated');
        assert.match(await lastUpdated.innerText(), /^Letztes Update am \d{1,2}\. \S+ \d{4}/);
        assert.equal(await page.evaluate(() => window.__dateFormats), 0);
        // The next page, opened in the same tab, renders the sentence in the browser.
        const href = await followNextLink(page);
        assert.equal(new URL(page.url()).pathname, href);
        assert.match(await lastUpdated.innerText(), /^Letztes Update am \d{1,2}\. \S+ \d{4}/);
        assert.ok((await page.evaluate(() => window.__dateFormats)) > 0);
        assert.deepEqual(problems, []);
      },
      {viewport: {width: 412, height: 823}},
    );
  });
});

describe('a phone’s first page', () => {
  it('sets up no collation and no hidden copy of the menu; the menu and the code blocks’ wrap buttons come when used', async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page, problems) => {
        await page.context().addInitScript(() => {
          window.__collations = 0;
          const original = String.prototype.localeCompare;
          String.prototype.localeCompare = function (...args) {
            window.__collations++;
            return original.apply(this, args);
          };
        });
        await page.goto(`${ORIGIN}/docs/hardware/sensors/umweltsensor`, {waitUntil: 'load'});
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        // The copy buttons (shown on hover) are there once the code blocks' effects have run.
        await page.locator('.theme-code-block button').first().waitFor({state: 'attached'});
        assert.equal(await page.evaluate(() => window.__collations), 0);
        assert.equal(await page.locator('.navbar-sidebar').count(), 0);

        // A code block in a tab that was hidden measures itself when shown: too wide for a phone, it offers wrapping.
        const tabs = page.locator('.tabs-container').first();
        await tabs.locator('[role="tab"]').nth(1).click();
        const shown = tabs.locator('[role="tabpanel"]:not([hidden])');
        await shown.locator('button[title="Zeilenumbruch umschalten"]').first().waitFor({state: 'attached'});

        await page.locator('.navbar__toggle').click();
        await page.locator('.navbar-sidebar .menu__link').first().waitFor();
        assert.deepEqual(problems, []);
      },
      {viewport: {width: 412, height: 823}},
    );
  });
});
