/**
 * Phones and tablets: the widest pages at 320, 412 and 428 px and at tablet sizes (every page at
 * 360 px is checked on the sample of accessibility.test.mjs). Fails when the page scrolls sideways
 * (document wider than the viewport), when navbar controls overlap, leave the
 * screen or cut the site title, and when a control is smaller than 24×24 px
 * (WCAG 2.2 target size, AA).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser} from './browser.mjs';
import {ORIGIN} from './helpers.mjs';
import {layoutProblems} from './layout.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});
const phone = (width, height = 740) => ({viewport: {width, height}, hasTouch: true, isMobile: true});

/** Pages with the widest content: spec and measurement tables, Blockly drawings, code, diagrams. */
const SAMPLE = [
  '/',
  '/docs/boards/mcus2/mcu-s2-overview',
  '/docs/hardware/sensors/co2',
  '/docs/hardware/sensors/temperatur-luftfeuchte',
  '/docs/editors/blockly/blocks/sensoren',
  '/docs/hardware/accessoires/cable_overview',
  '/en/docs/hardware/sensors/umweltsensor',
  '/en/docs/misc/opensensemap/api',
  '/search',
  '/404.html',
];

/** Runs in the page: controls smaller than 24×24 px (inline links in text are exempt in WCAG 2.5.8). */
function smallTargets() {
  const selector =
    'button, select, summary, [role="tab"], .navbar a, .pagination-nav__link, .menu__link, .table-of-contents__link, .footer a';
  return [...document.querySelectorAll(selector)]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.clipPath === 'inset(50%)')
        return false;
      return box.width < 24 || box.height < 24;
    })
    .map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
    });
}

async function check(page, route) {
  await page.goto(`${ORIGIN}${route}`, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return (await page.evaluate(layoutProblems)).map((problem) => `${route}: ${problem}`);
}

describe('phones', () => {
  // Each page loads once and is narrowed and widened in place: every phone width lies below the theme's
  // mobile breakpoint, so only the stylesheet's media queries differ between them.
  const WIDTHS = [320, 412, 428];
  it(`the widest pages fit at ${WIDTHS.join(', ')} px`, async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page, problems) => {
        const found = [];
        for (const route of SAMPLE) {
          await check(page, route);
          for (const width of WIDTHS) {
            await page.setViewportSize({width, height: 740});
            await page.waitForFunction((expected) => window.innerWidth === expected, width);
            found.push(
              ...(await page.evaluate(layoutProblems)).map((problem) => `${route} at ${width} px: ${problem}`),
            );
          }
        }
        assert.deepEqual(found, []);
        assert.deepEqual(
          problems.filter((problem) => !problem.includes('404')),
          [],
        );
      },
      phone(WIDTHS[0]),
    );
  });

  it('controls are at least 24×24 px at 360 px (navbar, tabs, sidebar, pagination, footer)', async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page) => {
        const found = [];
        for (const route of SAMPLE.slice(0, 7)) {
          await check(page, route);
          found.push(...(await page.evaluate(smallTargets)).map((target) => `${route}: ${target}`));
          // The mobile menu's entries too.
          await page.locator('.navbar__toggle').click();
          await page.locator('.navbar-sidebar__items').first().waitFor();
          found.push(...(await page.evaluate(smallTargets)).map((target) => `${route} (menu): ${target}`));
        }
        assert.deepEqual(found, []);
      },
      phone(360),
    );
  });
});

describe('tablets', () => {
  const SIZES = [
    [768, 1024],
    [1024, 768],
    [820, 1180],
    [1180, 820],
  ];
  // Each page is loaded once and turned through the sizes, as a tablet is turned: the layout follows the
  // window (the phones above are measured the same way).
  it(`${SIZES.map((size) => size.join('×')).join(', ')}: no sideways scrolling, and the text column is readable`, async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page) => {
        const found = [];
        for (const route of SAMPLE.slice(1, 7)) {
          found.push(...(await check(page, route)));
          for (const [width, height] of SIZES) {
            await page.setViewportSize({width, height});
            await page.waitForFunction((expected) => window.innerWidth === expected, width);
            const where = `${route} at ${width}×${height}`;
            found.push(...(await page.evaluate(layoutProblems)).map((problem) => `${where}: ${problem}`));
            const column = await page.evaluate(
              () => document.querySelector('article')?.getBoundingClientRect().width ?? 0,
            );
            if (column < 420) found.push(`${where}: text column only ${Math.round(column)} px wide`);
          }
        }
        assert.deepEqual(found, []);
      },
      {viewport: {width: SIZES[0][0], height: SIZES[0][1]}, hasTouch: true},
    );
  });
});
