/**
 * The board selector in a real browser: ?board= in every letter case, invalid
 * values, the remembered choice across reloads and language switches, blocked
 * storage, the sidebar that follows the board, and the mobile menu.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {useBrowser, visit} from './browser.mjs';
import {PAGES_WITHOUT_SIDEBAR} from '../fixtures/pagesWithoutSidebar.mjs';
import {BUILD_DIR, MAIN_DOC, ORIGIN} from './helpers.mjs';

/** The ?board= values the spec fixes; the selector offers these and any newer kit. */
const SPEC_BOARDS = ['home', 'edus2', 'edu', 'bike', 'co2', 'mini'];
const INVALID_WARNING = 'Ungültiger Board-Parameter';
const DESKTOP = {viewport: {width: 1280, height: 900}};

const browserSession = useBrowser(before, after, {reusePages: true});

const withPage = (fn, options = DESKTOP) => browserSession.withPage(ORIGIN, fn, options);

const selectedLabel = (page) =>
  page.locator('.navbar select').evaluate((select) => select.options[select.selectedIndex].textContent);
const TOP_LEVEL_CATEGORY =
  '.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible';
const topLevelLabels = async (page) => (await page.locator(TOP_LEVEL_CATEGORY).allInnerTexts()).map((t) => t.trim());

/** The kits the page's selector offers, as [?board= value, name in the page's language]; the first option is "no board". */
const offeredKits = (page) =>
  page
    .locator('.navbar select')
    .first()
    .evaluate((select) => Array.from(select.options, (option) => [option.value, option.textContent]).slice(1));

/** Which board categories the built sidebar has. */
async function builtBoardCategories(page, locale) {
  await visit(page, `${ORIGIN}${locale === 'en' ? '/en' : ''}${MAIN_DOC}`);
  return topLevelLabels(page);
}

describe('the sidebar without a chosen board (spec rows), in the server HTML', () => {
  for (const locale of ['de', 'en']) {
    it(`opens with :edu S2, and the pages the spec marks "no sidebar" have none (${locale})`, () => {
      const prefix = locale === 'en' ? '/en' : '';
      const main = load(fs.readFileSync(path.join(BUILD_DIR, prefix, MAIN_DOC, 'index.html'), 'utf8'));
      assert.equal(main(`${TOP_LEVEL_CATEGORY} a`).first().text().trim(), ':edu S2');
      for (const id of PAGES_WITHOUT_SIDEBAR) {
        const html = fs.readFileSync(path.join(BUILD_DIR, prefix, 'docs', id, 'index.html'), 'utf8');
        const $ = load(html);
        assert.ok($('article h1').length > 0, id);
        assert.equal($('.theme-doc-sidebar-container').length, 0, id);
      }
    });
  }
});

describe('?board= parameter', () => {
  // Every kit once in each language; the letter cases alternate (all of them for every kit: boardParam unit test).
  for (const locale of ['de', 'en']) {
    it(`selects each kit the selector offers, the spec's six among them, in any letter case (${locale})`, async () => {
      await withPage(async (page, problems) => {
        const all = await builtBoardCategories(page, locale);
        const kits = await offeredKits(page);
        const offered = kits.map(([id]) => id);
        assert.deepEqual(
          SPEC_BOARDS.filter((id) => !offered.includes(id)),
          [],
          `offered: ${offered}`,
        );
        // A kit's sidebar category carries its name.
        for (const [index, [id, category]] of kits.entries()) {
          const cases = [id, id.toUpperCase(), id[0].toUpperCase() + id.slice(1)];
          const value = cases[(index + (locale === 'en' ? 1 : 0)) % cases.length];
          await visit(page, `${ORIGIN}${locale === 'en' ? '/en' : ''}${MAIN_DOC}?board=${value}`);
          await page.waitForFunction((label) => {
            const select = document.querySelector('.navbar select');
            return select && select.options[select.selectedIndex].textContent === label;
          }, category);
          const labels = await topLevelLabels(page);
          if (all.includes(category)) {
            // Its own category, the glossary if built, and the page's own category (:edu S2) at most.
            assert.ok(labels.includes(category), `${value}: ${labels}`);
            assert.ok(labels.length <= 3 && labels.length < all.length, `${value}: ${labels}`);
          } else {
            assert.deepEqual(labels, all, `${value}: a board without pages yet shows the whole sidebar`);
          }
        }
        assert.deepEqual(problems, []);
      });
    });
  }

  // Which values are invalid is the boardParam unit test's; here, what the page does with one.
  it('warns about invalid values and changes nothing', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}?board=mini`);
      for (const value of ['', '%65du', 'x'.repeat(3000), '%3Cscript%3E']) {
        problems.length = 0;
        await visit(page, `${ORIGIN}${MAIN_DOC}?board=${value}`);
        await page.waitForFunction(() => document.querySelector('.navbar select')?.value === 'mini');
        assert.ok(
          problems.some((p) => p.startsWith('warning:') && p.includes(INVALID_WARNING)),
          `no warning for ${value.slice(0, 20)}: ${problems}`,
        );
        assert.deepEqual(
          problems.filter((p) => !p.includes(INVALID_WARNING)),
          [],
        );
        assert.equal(await page.evaluate(() => localStorage.getItem('sensebox.board')), 'mini');
      }
    });
  });

  it('logs nothing for a URL without the parameter', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      assert.equal(await selectedLabel(page), 'Alle Boards');
      assert.deepEqual(problems, []);
    });
  });
});

describe('remembered choice', () => {
  it('survives a reload, a language switch and a new visit', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      await page.locator('.navbar select').selectOption('mini');
      await page.reload();
      await page.waitForFunction(() => document.querySelector('.navbar select')?.value === 'mini');
      await page.locator('.navbar__items--right .dropdown > .navbar__link').first().hover();
      await Promise.all([
        page.waitForURL(`${ORIGIN}/en${MAIN_DOC}`),
        page.locator('.navbar__items--right .dropdown__menu a', {hasText: 'English'}).click(),
      ]);
      await page.waitForFunction(() => document.querySelector('.navbar select')?.value === 'mini');
      await visit(page, `${ORIGIN}/`);
      await page.waitForFunction(() => document.querySelector('.navbar select')?.value === 'mini');
      assert.deepEqual(problems, []);
    });
  });

  it('updates ?board= when the URL carries one', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}?board=edu`);
      await page.locator('.navbar select').selectOption('co2');
      await page.waitForURL(`${ORIGIN}${MAIN_DOC}?board=co2`);
    });
  });

  it('home tiles choose their board', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}/`);
      await page.locator('a[data-tile="edus2"]').click();
      await page.waitForURL(`${ORIGIN}${MAIN_DOC}?board=edus2`);
      await page.waitForFunction(() => document.querySelector('.navbar select')?.value === 'edus2');
      assert.equal(await page.evaluate(() => localStorage.getItem('sensebox.board')), 'edus2');
    });
  });
});

describe('a link that chooses another kit', () => {
  for (const viewport of [
    {width: 360, height: 740},
    {width: 1280, height: 900},
  ]) {
    it(`offers the earlier kit back in one click, without a layout shift (${viewport.width} px)`, async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          // The reader chose the :edu S2 earlier; the Blockly editor's help link says ?board=edu.
          await visit(page, `${ORIGIN}${MAIN_DOC}?board=edus2`);
          // Where the page's heading and text sit before any script ran (the server HTML).
          await page.addInitScript(() => {
            document.addEventListener('DOMContentLoaded', () => {
              window.__articleTop = document.querySelector('article')?.getBoundingClientRect().top;
            });
          });
          await visit(page, `${ORIGIN}/docs/hardware/sensors/distanz?board=edu`);
          const offer = page.locator('[data-kit-switch-back]');
          await offer.waitFor();
          assert.equal(await page.locator('.navbar select').first().inputValue(), 'edu');
          assert.match(await offer.innerText(), /Der Link hat :edu gewählt\./);
          // The offer floats: the article starts where it started before the offer appeared.
          assert.equal(await offer.evaluate((element) => getComputedStyle(element).position), 'fixed');
          const articleTop = () => page.evaluate(() => document.querySelector('article').getBoundingClientRect().top);
          const serverTop = await page.evaluate(() => window.__articleTop);
          assert.equal(typeof serverTop, 'number');
          assert.equal(await articleTop(), serverTop);
          const back = offer.getByRole('button', {name: 'Zurück zu :edu S2'});
          await back.click();
          await page.waitForFunction(() => new URLSearchParams(window.location.search).get('board') === 'edus2');
          await offer.waitFor({state: 'detached'});
          assert.equal(await page.locator('.navbar select').first().inputValue(), 'edus2');
          assert.equal(await page.evaluate(() => localStorage.getItem('sensebox.board')), 'edus2');
          // Nor did it move anything when it went.
          assert.equal(await articleTop(), serverTop);
        },
        {viewport},
      );
    });
  }
});

describe('robustness', () => {
  it('keeps working with a warning only when storage throws on every call', async () => {
    await withPage(async (page, problems) => {
      await page.addInitScript(() => {
        for (const name of ['getItem', 'setItem', 'removeItem']) {
          Storage.prototype[name] = () => {
            throw new DOMException('blocked', 'SecurityError');
          };
        }
      });
      await visit(page, `${ORIGIN}${MAIN_DOC}?board=mini`);
      await page.waitForFunction(() => document.querySelector('.navbar select')?.value === 'mini');
      await page.locator('.navbar select').selectOption('edu');
      assert.equal(await page.locator('.navbar select').inputValue(), 'edu');
      // Our board storage and Docusaurus' own storage slots (plugins/storage-warnings) only warn.
      assert.ok(problems.length > 0 && problems.every((p) => p.startsWith('warning:')), problems.join('\n'));
    });
  });

  it('hydrates without errors for every board value', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      for (const [id] of await offeredKits(page)) {
        await visit(page, `${ORIGIN}${MAIN_DOC}?board=${id}`);
        await visit(page, `${ORIGIN}/en/?board=${id}`);
      }
      assert.deepEqual(problems, []);
    });
  });

  it('offers the selector in the mobile menu', async () => {
    await withPage(
      async (page) => {
        await visit(page, `${ORIGIN}/`);
        await page.locator('button.navbar__toggle').click();
        const select = page.locator('.navbar-sidebar select');
        await select.waitFor();
        await select.selectOption('bike');
        assert.equal(await page.evaluate(() => localStorage.getItem('sensebox.board')), 'bike');
      },
      {viewport: {width: 390, height: 800}, isMobile: true, hasTouch: true},
    );
  });
});
