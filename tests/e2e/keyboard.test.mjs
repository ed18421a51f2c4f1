/**
 * Keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): on a docs page with
 * code tabs, at 1280 and 360 px, every control is reached with Tab, shows a
 * visible focus, and works with the keys a reader would try: board selector,
 * language menu, colour mode, search (open, move, choose, close), sidebar
 * categories, code tabs, the copy button and, on phones, the mobile menu.
 * Navbar stops come in the order they are seen, left to right.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {ORIGIN} from './helpers.mjs';

// A new page per test: the mobile-menu test timed out once with a reused page under load (cause not found).
const browserSession = useBrowser(before, after);
const PAGE = '/docs/hardware/sensors/umweltsensor';
const DESKTOP = {viewport: {width: 1280, height: 800}, permissions: ['clipboard-read', 'clipboard-write']};
const PHONE = {
  viewport: {width: 360, height: 740},
  hasTouch: true,
  isMobile: true,
  permissions: ['clipboard-read', 'clipboard-write'],
};

/** Presses Tab until the focused element matches `selector`; fails after `max` presses. */
async function tabTo(page, selector, max = 120) {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return presses;
  }
  const last = await page.evaluate(
    () => `${document.activeElement?.tagName.toLowerCase()}.${document.activeElement?.className}`,
  );
  throw new Error(`${selector} is not reached with ${max} presses of Tab (focus ends on ${last})`);
}

/** The focused element shows where the focus is: an outline or a focus shadow, under :focus-visible. */
async function focusIsVisible(page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || !element.matches(':focus-visible')) return false;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const box = element.getBoundingClientRect();
    return (outline || style.boxShadow !== 'none') && box.width > 0 && box.height > 0;
  });
}

async function open(page) {
  await visit(page, `${ORIGIN}${PAGE}`);
  await page.evaluate(() => window.localStorage.clear());
}

const activeText = (page) =>
  page.evaluate(() =>
    (document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent || '').trim(),
  );

for (const [name, options] of [
  ['1280 px', DESKTOP],
  ['360 px', PHONE],
]) {
  const phone = name === '360 px';
  describe(`keyboard only, ${name}`, () => {
    it('the first Tab reaches the skip link, and it moves the focus to the page content', async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page, problems) => {
          await open(page);
          assert.equal(await tabTo(page, 'a[href="#__docusaurus_skipToContent_fallback"]', 1), 1);
          assert.ok(await focusIsVisible(page), 'the skip link shows its focus');
          await page.keyboard.press('Enter');
          await page.keyboard.press('Tab');
          assert.ok(
            await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
            'the next Tab lands in the content',
          );
          assert.deepEqual(problems, []);
        },
        options,
      );
    });

    it('navbar controls come in visual order, each with a visible focus', async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          await open(page);
          await page.keyboard.press('Tab'); // the skip link
          const stops = [];
          for (let i = 0; i < 12; i++) {
            await page.keyboard.press('Tab');
            const stop = await page.evaluate(() => {
              const element = document.activeElement;
              if (!element?.closest('nav.navbar')) return null;
              const box = element.getBoundingClientRect();
              return {
                text: (element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 30),
                x: Math.round(box.left),
                y: Math.round(box.top),
              };
            });
            if (!stop) break;
            assert.ok(await focusIsVisible(page), `${stop.text} shows its focus`);
            stops.push(stop);
          }
          assert.ok(stops.length >= (phone ? 4 : 7), `navbar stops: ${stops.map((s) => s.text).join(', ')}`);
          for (let i = 1; i < stops.length; i++) {
            assert.ok(
              stops[i].x > stops[i - 1].x,
              `"${stops[i].text}" comes after "${stops[i - 1].text}" and sits to its right`,
            );
          }
        },
        options,
      );
    });

    it('the board selector is reached and changed with the arrow keys; the sidebar follows', async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          await open(page);
          await tabTo(page, 'nav.navbar select');
          assert.ok(await focusIsVisible(page));
          const value = () => page.evaluate(() => document.activeElement?.value);
          assert.equal(await value(), 'none');
          await page.keyboard.press('ArrowDown');
          const chosen = await value();
          assert.notEqual(chosen, 'none', 'ArrowDown chooses the first board');
          const stored = await page.evaluate(() => Object.values({...window.localStorage}).join(' '));
          assert.ok(stored.includes(chosen), `the choice ${chosen} is kept (${stored})`);
        },
        options,
      );
    });

    it('the colour mode switches with Enter', async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          await open(page);
          const toggle = 'button[class*="toggleButton"]';
          if (phone) {
            await tabTo(page, '.navbar__toggle');
            await page.keyboard.press('Enter');
          }
          await tabTo(page, toggle);
          assert.ok(await focusIsVisible(page));
          // The toggle cycles system → light → dark (respectPrefersColorScheme); each Enter takes one step.
          const modes = [];
          for (let press = 0; press < 3 && !modes.includes('dark'); press++) {
            const label = await activeText(page);
            await page.keyboard.press('Enter');
            await page.waitForFunction(
              (previous) => (document.activeElement?.getAttribute('aria-label') ?? '') !== previous,
              label,
            );
            modes.push(await page.evaluate(() => document.documentElement.dataset.theme));
          }
          assert.ok(modes.includes('dark'), `Enter reaches dark mode (${modes.join(' → ')})`);
          assert.ok(await focusIsVisible(page), 'the toggle keeps the focus');
        },
        options,
      );
    });

    it('search: Enter opens, typing finds, arrows move, Escape closes back to the button, Enter opens a hit', async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page, problems) => {
          await open(page);
          await tabTo(page, 'button.DocSearch-Button');
          assert.ok(await focusIsVisible(page), 'the search button shows its focus');
          await page.keyboard.press('Enter');
          await page.locator('.DocSearch-Input').waitFor();
          assert.ok(
            await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Input')),
            'the query field has the focus',
          );
          await page.keyboard.type('Feinstaub');
          await page.locator('.DocSearch-Hit').first().waitFor();
          const selected = () =>
            page.evaluate(() => document.querySelector('.DocSearch-Hit[aria-selected="true"] a')?.getAttribute('href'));
          const first = await selected();
          await page.keyboard.press('ArrowDown');
          const second = await selected();
          assert.ok(first && second && first !== second, 'ArrowDown moves to the next hit');
          await page.keyboard.press('Escape');
          await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
          assert.ok(
            await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button')),
            'the focus returns to the search button',
          );
          await page.keyboard.press('Enter');
          await page.keyboard.type('Feinstaub');
          await page.locator('.DocSearch-Hit').first().waitFor();
          const target = await selected();
          await page.keyboard.press('Enter');
          await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
          assert.deepEqual(problems, []);
        },
        options,
      );
    });

    it('code tabs switch with the arrow keys, and the copy button copies with Enter', async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          await open(page);
          // Past the sidebar (over 100 links at 1280 px) into the content.
          await tabTo(page, '[role="tab"][aria-selected="true"]', 300);
          assert.ok(await focusIsVisible(page));
          const before = await activeText(page);
          await page.keyboard.press('ArrowRight');
          assert.notEqual(await activeText(page), before, 'ArrowRight moves to the next tab');
          await page.keyboard.press('Enter');
          assert.equal(
            await page.evaluate(() => document.activeElement?.getAttribute('aria-selected')),
            'true',
            'Enter selects it',
          );
          await tabTo(page, 'button[aria-label="In die Zwischenablage kopieren"]');
          assert.ok(await focusIsVisible(page), 'the copy button shows its focus');
          const code = await page.evaluate(
            () => document.activeElement?.closest('.theme-code-block')?.querySelector('code')?.innerText ?? '',
          );
          await page.keyboard.press('Enter');
          await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Kopiert');
          assert.equal((await page.evaluate(() => navigator.clipboard.readText())).trim(), code.trim());
        },
        options,
      );
    });

    it('the language menu opens with the keyboard and its English entry leads to the same page in English', async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          await open(page);
          if (phone) {
            await tabTo(page, '.navbar__toggle');
            await page.keyboard.press('Enter');
            // On a docs page the menu opens on the docs panel; the main menu lists the languages
            // under a collapsible "Deutsch".
            await tabTo(page, '.navbar-sidebar__back', 10);
            await page.keyboard.press('Enter');
            await page.waitForFunction(() =>
              Boolean(document.activeElement?.closest('.navbar-sidebar__item:not([inert])')),
            );
            await tabTo(page, '.navbar-sidebar__item:not([inert]) .menu__link--sublist', 10);
            assert.equal(await activeText(page), 'Sprachen');
            await page.keyboard.press('Enter');
            await page.locator('.navbar-sidebar a[lang="en"]').waitFor({state: 'visible'});
          } else {
            await tabTo(page, 'nav.navbar .dropdown > a[role="button"]');
            assert.ok(await focusIsVisible(page));
            await page.keyboard.press('Enter');
            assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded')), 'true');
            // The menu fades in (Infima: 0.2 s); its links take the focus once visible.
            await page.locator('nav.navbar .dropdown--show a[lang="en"]').waitFor({state: 'visible'});
            await page.waitForFunction(
              () =>
                getComputedStyle(document.querySelector('nav.navbar .dropdown--show .dropdown__menu')).opacity === '1',
            );
          }
          await tabTo(page, 'a[lang="en"]', 10);
          assert.ok(await focusIsVisible(page));
          await page.keyboard.press('Enter');
          await page.waitForURL(`${ORIGIN}/en${PAGE}`);
        },
        options,
      );
    });

    it('sidebar categories open and close with Enter', async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          await open(page);
          if (phone) {
            await tabTo(page, '.navbar__toggle');
            await page.keyboard.press('Enter');
            // The docs sidebar is the mobile menu's own panel; "Zurück zum Hauptmenü" leads out of it.
          }
          const caret = `${phone ? '.navbar-sidebar' : 'aside'} button.menu__caret`;
          await tabTo(page, caret);
          assert.ok(await focusIsVisible(page));
          const expanded = () => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'));
          const before = await expanded();
          await page.keyboard.press('Enter');
          assert.notEqual(await expanded(), before);
          await page.keyboard.press('Enter');
          assert.equal(await expanded(), before);
        },
        options,
      );
    });

    if (phone) {
      it('the mobile menu opens with Enter, takes the focus along, and its close button closes it', async () => {
        await browserSession.withPage(
          ORIGIN,
          async (page) => {
            await open(page);
            await tabTo(page, '.navbar__toggle');
            assert.ok(await focusIsVisible(page));
            await page.keyboard.press('Enter');
            const focusInMenu = () =>
              page.waitForFunction(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
            await focusInMenu();
            await page.keyboard.press('Tab');
            await focusInMenu();
            const menuIsOpen = () =>
              page.evaluate(() => document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'));
            await page.keyboard.press('Escape');
            await page.waitForFunction(
              () => !document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'),
            );
            assert.ok(
              await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle')),
              'Escape closes and the focus is back on the menu button',
            );
            await page.keyboard.press('Enter');
            await focusInMenu();
            assert.ok(await menuIsOpen());
            await tabTo(page, '.navbar-sidebar__close', 5);
            assert.ok(await focusIsVisible(page), 'the close button shows its focus');
            await page.keyboard.press('Enter');
            await page.waitForFunction(
              () => !document.querySelector('nav.navbar')?.classList.contains('navbar-sidebar--show'),
            );
            assert.ok(
              await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle')),
              'the focus is back on the menu button',
            );
          },
          options,
        );
      });
    }
  });
}
