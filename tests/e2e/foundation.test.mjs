/**
 * The site frame in a real browser: languages, navbar, footer, colour mode,
 * titles, generator tag, error pages and URL normalisation.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {MAIN_DOC, ORIGIN} from './helpers.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});

const withPage = (fn, options) => browserSession.withPage(ORIGIN, fn, options);

describe('languages', () => {
  it('serves German at / and English at /en/, with matching html lang', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}/`);
      assert.equal(await page.getAttribute('html', 'lang'), 'de');
      await visit(page, `${ORIGIN}/en/`);
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      await visit(page, `${ORIGIN}/en${MAIN_DOC}`);
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
    });
  });

  it('switches language and stays on the same page', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      await page.locator('.navbar__items--right .dropdown > .navbar__link').first().hover();
      await Promise.all([
        page.waitForURL(`${ORIGIN}/en${MAIN_DOC}`),
        page.locator('.navbar__items--right .dropdown__menu a', {hasText: 'English'}).click(),
      ]);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      assert.equal(await page.locator('article h1').innerText(), 'MCU S2 (ESP32)');
      // And back again.
      await page.locator('.navbar__items--right .dropdown > .navbar__link').first().hover();
      await Promise.all([
        page.waitForURL(`${ORIGIN}${MAIN_DOC}`),
        page.locator('.navbar__items--right .dropdown__menu a', {hasText: 'Deutsch'}).click(),
      ]);
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      assert.equal(await page.getAttribute('html', 'lang'), 'de');
    });
  });
});

describe('navbar', () => {
  it('shows logo and title, senseBox.de, language dropdown, GitHub, the board selector and search', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      const brand = page.locator('.navbar__brand');
      assert.equal(await brand.getAttribute('href'), '/');
      assert.equal(await brand.locator('.navbar__title').innerText(), 'senseBox Docs');
      assert.equal(await brand.locator('img').getAttribute('alt'), 'senseBox Logo');
      assert.equal(await page.locator('a.navbar__item[href="https://sensebox.de"]').innerText(), 'senseBox.de');
      assert.equal(
        await page.locator('.navbar__items--right a.navbar__item[href="https://github.com/sensebox/docs"]').count(),
        1,
      );
      assert.equal(
        await page.locator('.navbar__items--right .dropdown > .navbar__link').first().innerText(),
        'Deutsch',
      );
      assert.equal(await page.locator('.navbar select').count(), 1);
      assert.equal(await page.locator('.navbar .DocSearch-Button').count(), 1);
      assert.equal(await page.locator('.navbar .DocSearch-Button-Placeholder').innerText(), 'Suche');
    });
  });

  it('opens the search modal with the placeholder "Search docs" in English and German text on /', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}/en${MAIN_DOC}`);
      await page.locator('.DocSearch-Button').click();
      const input = page.locator('.DocSearch-Input');
      await input.waitFor();
      assert.equal(await input.getAttribute('placeholder'), 'Search docs');
      await page.keyboard.press('Escape');
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      await page.locator('.DocSearch-Button').click();
      await input.waitFor();
      assert.equal(await input.getAttribute('placeholder'), 'Dokumentation durchsuchen');
    });
  });

  it('hides on scroll', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      assert.equal(await page.locator('nav.navbar.navbar--fixed-top').count(), 1);
      assert.match((await page.locator('nav.navbar').getAttribute('class')) ?? '', /navbarHideable/);
    });
  });
});

describe('footer', () => {
  for (const [prefix, groups, copyright] of [
    [
      '',
      {
        Materialien: ['Impressum', 'openSenseMap', 'FAQ', 'Für die Schul-IT'],
        Community: ['Forum', 'GitHub', 'Support'],
      },
      '© senseBox 2024. Alle Rechte vorbehalten.',
    ],
    [
      '/en',
      {Materials: ['Imprint', 'openSenseMap', 'FAQ', 'For school IT'], Community: ['Forum', 'GitHub', 'Support']},
      '© senseBox 2024. All rights reserved.',
    ],
  ]) {
    it(`has the two groups with middle-dot separators (${prefix || '/'})`, async () => {
      await withPage(async (page) => {
        await visit(page, `${ORIGIN}${prefix}/`);
        const columns = page.locator('.footer__col');
        assert.equal(await columns.count(), 2);
        const found = {};
        for (let i = 0; i < 2; i++) {
          const column = columns.nth(i);
          const title = await column.locator('.footer__title').innerText();
          found[title] = await column.locator('.footer__item').allInnerTexts();
          const separators = await column
            .locator('.footer__item')
            .evaluateAll((items) => items.map((item) => getComputedStyle(item, '::before').content));
          // The first item has no dot before it; every following one has exactly one.
          assert.ok(separators.length >= 3 && separators.slice(1).every((content) => content.includes('·')));
          assert.ok(!separators[0].includes('·'));
        }
        assert.deepEqual(
          Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.map((t) => t.replace(/\s+$/u, ''))])),
          groups,
        );
        const hrefs = await page
          .locator('.footer__item a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        assert.deepEqual(hrefs, [
          'https://sensebox.de/de/imprint',
          'https://opensensemap.org',
          `${prefix}/docs/misc/faq`,
          `${prefix}/docs/misc/schul-it`,
          'https://forum.sensebox.de',
          'https://github.com/sensebox',
          'https://sensebox.de/de/contact',
        ]);
        assert.equal(await page.locator('.footer__copyright').innerText(), copyright);
      });
    });
  }
});

describe('colour mode', () => {
  it('cycles system → light → dark → system and stores only light or dark under "theme"', async () => {
    await withPage(
      async (page) => {
        await visit(page, `${ORIGIN}/`);
        const state = () =>
          page.evaluate(() => ({
            choice: document.documentElement.dataset.themeChoice,
            theme: document.documentElement.dataset.theme,
            stored: localStorage.getItem('theme'),
          }));
        assert.deepEqual(await state(), {choice: 'system', theme: 'dark', stored: null});
        const toggle = page.locator('.navbar button[class*="toggleButton"]').first();
        await toggle.click();
        assert.deepEqual(await state(), {choice: 'light', theme: 'light', stored: 'light'});
        await toggle.click();
        assert.deepEqual(await state(), {choice: 'dark', theme: 'dark', stored: 'dark'});
        await toggle.click();
        assert.deepEqual(await state(), {choice: 'system', theme: 'dark', stored: null});
        await toggle.click();
        await page.reload();
        assert.equal((await state()).theme, 'light');
      },
      {colorScheme: 'dark'},
    );
  });

  it('starts light for a reader whose system has no dark preference; the app takes its green', async () => {
    await withPage(
      async (page) => {
        await visit(page, `${ORIGIN}/`);
        assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
        // The installed app's title bar (manifest and theme-color tag) is the light mode's main colour.
        const primary = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
        );
        assert.match(primary, /^#[0-9a-f]{6}$/);
        assert.equal((await (await page.request.get(`${ORIGIN}/manifest.json`)).json()).theme_color, primary);
        assert.equal(await page.getAttribute('meta[name="theme-color"]', 'content'), primary);
      },
      {colorScheme: 'light'},
    );
  });
});

describe('page metadata', () => {
  it('joins page and site title with "|" and announces Docusaurus v3.8.1', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      assert.equal(await page.title(), 'MCU S2 (ESP32) | senseBox Docs');
      assert.equal(await page.getAttribute('meta[name="generator"]', 'content'), 'Docusaurus v3.8.1');
      await visit(page, `${ORIGIN}/en/markdown-page`);
      assert.equal(await page.title(), 'How to write a page | senseBox Docs');
    });
  });

  it('shows last update, author and an edit link to the source repository on docs', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      const edit = page.locator('a.theme-edit-this-page');
      assert.equal(
        await edit.getAttribute('href'),
        `https://github.com/sensebox/docs/edit/main/docs${MAIN_DOC.replace('/docs', '')}.mdx`,
      );
      assert.match(await page.locator('.theme-last-updated').innerText(), /^Letztes Update am .+ von .+/);
      assert.equal(await page.locator('.theme-doc-breadcrumbs').count(), 0);
      await visit(page, `${ORIGIN}/en${MAIN_DOC}`);
      assert.match(
        await page.locator('a.theme-edit-this-page').getAttribute('href'),
        /i18n\/en\/docusaurus-plugin-content-docs\/current\/boards\/mcus2\/mcu-s2-overview\.mdx$/,
      );
    });
  });
});

describe('docs root', () => {
  for (const prefix of ['', '/en']) {
    it(`${prefix}/docs leads to the main doc`, async () => {
      await withPage(async (page) => {
        await page.goto(`${ORIGIN}${prefix}/docs`);
        await page.waitForURL(`${ORIGIN}${prefix}${MAIN_DOC}`);
        assert.equal(await page.locator('article h1').innerText(), 'MCU S2 (ESP32)');
      });
    });
  }
});

describe('error pages', () => {
  const german = [
    'Seite nicht gefunden',
    'Wir konnten nicht finden, wonach Sie gesucht haben.',
    'Bitte kontaktieren Sie den Besitzer der Seite',
  ];
  const english = [
    'Page not found',
    'We could not find what you were looking for.',
    'Please contact the owner of the site',
  ];
  // Under /docs/ the docs plugin renders the not-found view itself (not the 404 page): same texts, same tab title.
  for (const [url, texts, title] of [
    ['/gibt-es-nicht', german, 'Seite nicht gefunden | senseBox Docs'],
    ['/docs/gibt-es-nicht', german, 'Seite nicht gefunden | senseBox Docs'],
    ['/en/does-not-exist', english, 'Page not found | senseBox Docs'],
    ['/en/docs/does-not-exist', english, 'Page not found | senseBox Docs'],
  ]) {
    it(`answers ${url} with status 404, the not-found texts and the title "${title}"`, async () => {
      await withPage(async (page) => {
        const response = await visit(page, `${ORIGIN}${url}`);
        assert.equal(response.status(), 404);
        const main = await page.locator('main').innerText();
        for (const text of texts) assert.ok(main.includes(text), `missing "${text}" in ${main}`);
        // The head is updated after hydration: wait for it, then compare for a readable failure.
        await page.waitForFunction((expected) => document.title === expected, title);
        assert.equal(await page.title(), title);
      });
    });
  }

  it('normalises an unknown .../index.html or .html path to the page without it', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}/docs/misc/faq.html`);
      assert.equal(await page.locator('article h1').innerText(), 'FAQ');
      await visit(page, `${ORIGIN}/docs/misc/gibt-es-nicht/index.html`);
      assert.ok((await page.locator('main').innerText()).includes('Seite nicht gefunden'));
    });
  });
});
