/**
 * Bad input and faults: odd URLs, storage that throws or is missing,
 * no JavaScript, page code that fails to load during navigation, reduced motion.
 * (?board= values: boardSelector.test.mjs; search queries: search.test.mjs.)
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {MAIN_DOC, ORIGIN} from './helpers.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});
const withPage = (fn, options) => browserSession.withPage(ORIGIN, fn, options);
const DESKTOP = {viewport: {width: 1280, height: 900}};
const FAQ = {de: 'FAQ', en: 'FAQ'};
const NOT_FOUND = {de: 'Seite nicht gefunden', en: 'Page not found'};

describe('odd URLs', () => {
  // Every form in German; in English one found and one unknown page of the forms that differ most (the server
  // cleans a path the same way below /en/).
  for (const [prefix, locale, forms] of [
    ['', 'de', [0, 1, 2, 3, 4, 5, 6, 7]],
    ['/en', 'en', [1, 7]],
  ]) {
    const urls = [
      [`${prefix}/docs/misc/faq.html`, FAQ[locale]],
      [`${prefix}/docs/misc/faq/index.html`, FAQ[locale]],
      [`${prefix}/docs/misc/faq/`, FAQ[locale]],
      [`${prefix}//docs//misc/faq`, FAQ[locale]],
      [`${prefix}/docs/gibt-es-nicht`, NOT_FOUND[locale]],
      [`${prefix}/docs/gibt-es-nicht.html`, NOT_FOUND[locale]],
      [`${prefix}/docs/gibt-es-nicht/index.html`, NOT_FOUND[locale]],
      [`${prefix}/docs//gibt-es-nicht/`, NOT_FOUND[locale]],
    ];
    for (const [url, heading] of forms.map((index) => urls[index])) {
      it(`${url} shows "${heading}" without errors`, async () => {
        await withPage(async (page, problems) => {
          const response = await visit(page, `${ORIGIN}${url}`);
          assert.equal(await page.locator('main h1, article h1').first().innerText(), heading);
          assert.equal(response.status(), heading === NOT_FOUND[locale] ? 404 : 200);
          assert.doesNotMatch(new URL(page.url()).pathname, /\/\/|\.html$/, 'the address is clean');
          // The 404 document itself is the only failed request a reader's console shows.
          assert.deepEqual(
            problems.filter((p) => !p.includes('status of 404')),
            [],
          );
        });
      });
    }
  }
});

describe('browser storage', () => {
  const throwingStorage = () => {
    for (const name of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
      Storage.prototype[name] = () => {
        throw new DOMException('blocked', 'SecurityError');
      };
    }
  };
  const missingStorage = () => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    }
  };
  for (const [label, init] of [
    ['throws on every call', throwingStorage],
    ['is unavailable', missingStorage],
  ]) {
    it(`the site works with console warnings only when storage ${label}`, async () => {
      await withPage(async (page, problems) => {
        await page.addInitScript(init);
        await visit(page, `${ORIGIN}/`);
        await visit(page, `${ORIGIN}${MAIN_DOC}?board=edu`);
        await page.waitForFunction(() => document.querySelector('.navbar select')?.value === 'edu');
        // Colour mode, board choice and a client-side navigation all still work.
        await page.locator('button[class*="toggleButton"]').click();
        await page.locator('.navbar select').selectOption('mini');
        assert.equal(await page.locator('.navbar select').inputValue(), 'mini');
        await page.locator('.pagination-nav__link--next').click();
        await page.waitForURL((url) => url.pathname !== MAIN_DOC);
        await page.locator('article h1').waitFor();
        assert.ok(problems.length > 0, 'a warning says storage failed');
        assert.deepEqual(
          problems.filter((p) => !p.startsWith('warning:')),
          [],
          problems.join('\n'),
        );
      }, DESKTOP);
    });
  }
});

describe('JavaScript disabled', () => {
  // That every docs page is readable from its server HTML is read from the build, and that none of a page's
  // files fails to load without scripts is checked on a sample (accessibility.test.mjs). Here: that a reader
  // gets from page to page without them.
  it('the "next" link and a sidebar link are plain links that lead to readable pages', async () => {
    await withPage(
      async (page, problems) => {
        await page.goto(`${ORIGIN}${MAIN_DOC}`);
        const next = page.locator('.pagination-nav__link--next');
        const nextHref = await next.getAttribute('href');
        await next.click();
        await page.waitForURL(`${ORIGIN}${nextHref}`);
        assert.ok((await page.locator('article h1, header h1').first().innerText()).length > 0);
        const sidebarLink = page.locator('.theme-doc-sidebar-menu a.menu__link[href^="/docs/"]').nth(2);
        const sidebarHref = await sidebarLink.getAttribute('href');
        await sidebarLink.click();
        await page.waitForURL(`${ORIGIN}${sidebarHref}`);
        assert.ok((await page.locator('article h1, header h1').first().innerText()).length > 0);
        assert.deepEqual(problems, []);
      },
      {...DESKTOP, javaScriptEnabled: false},
    );
  });
});

describe('page code fails to load during navigation', () => {
  /** Blocks every JS chunk but the entry ones while `blocked()` says so. */
  async function blockChunks(page, blocked) {
    await page.route(/\/assets\/js\/(?!runtime~main|main\.).*\.js$/, (route) =>
      blocked() ? route.abort('failed') : route.continue(),
    );
  }

  it('reloads the target page in full; with its code still missing, the server HTML stays readable', async () => {
    await withPage(async (page) => {
      let blocking = false;
      await blockChunks(page, () => blocking);
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      blocking = true;
      const next = page.locator('.pagination-nav__link--next');
      const href = await next.getAttribute('href');
      const documents = [];
      page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
      // The router changes the address first and reloads only once the chunks have failed:
      // wait for the reload itself, not for the address.
      const reloaded = page.waitForEvent('load');
      await next.click();
      await reloaded;
      assert.equal(new URL(page.url()).pathname, href);
      assert.deepEqual(documents, [`${ORIGIN}${href}`], 'a full page load of the target');
      const heading = await page.locator('article h1').innerText();
      assert.ok(heading.length > 0, 'not a blank page');
    }, DESKTOP);
  });

  it('after the reload the page works normally once its code loads again', async () => {
    await withPage(async (page, problems) => {
      let blocking = false;
      await blockChunks(page, () => blocking);
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      blocking = true;
      page.on('request', (request) => {
        if (request.resourceType() === 'document') blocking = false;
      });
      const next = page.locator('.pagination-nav__link--next');
      const href = await next.getAttribute('href');
      await next.click();
      await page.waitForURL(`${ORIGIN}${href}`);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      assert.ok((await page.locator('article h1').innerText()).length > 0);
      // The failed chunk loads of the page we left are reported; the reloaded page itself hydrates cleanly.
      const expected = (p) =>
        p.startsWith('warning:') || p.startsWith('requestfailed:') || /ERR_FAILED|Loading chunk \d+ failed/.test(p);
      assert.deepEqual(
        problems.filter((p) => !expected(p)),
        [],
      );
    }, DESKTOP);
  });
});

describe('reduced motion', () => {
  /** Opens the first collapsed sidebar category and reads the transition its list animates with. */
  async function collapseTransition(page) {
    await visit(page, `${ORIGIN}${MAIN_DOC}`);
    // A handle, not a locator: once open, the item no longer matches "collapsed".
    const item = await page.locator('.theme-doc-sidebar-menu li.menu__list-item--collapsed').first().elementHandle();
    await (await item.$('.menu__list-item-collapsible > .menu__link')).click();
    await page.waitForFunction((element) => element.querySelector(':scope > ul')?.style.transition, item);
    return item.evaluate((element) => element.querySelector(':scope > ul').style.transition);
  }

  it('sidebar categories open in about 1 ms when the reader asks for reduced motion', async () => {
    await withPage(
      async (page) => {
        assert.match(await collapseTransition(page), /height 1ms ease-in-out/);
      },
      {...DESKTOP, reducedMotion: 'reduce'},
    );
  });

  it('and with an ease-in-out animation otherwise', async () => {
    await withPage(
      async (page) => {
        const transition = await collapseTransition(page);
        assert.match(transition, /height \d+ms ease-in-out/);
        assert.doesNotMatch(transition, /height 1ms/);
      },
      {...DESKTOP, reducedMotion: 'no-preference'},
    );
  });
});
