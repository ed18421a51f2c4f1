/**
 * Phones and tablets: every page of both languages at 360 px, a
 * sample at 320 px and at tablet sizes. Fails when the page scrolls sideways
 * (document wider than the viewport), when navbar controls overlap, leave the
 * screen or cut the site title, and when a control is smaller than 24×24 px
 * (WCAG 2.2 target size, AA).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser} from './browser.mjs';
import {builtRoutes, ORIGIN} from './helpers.mjs';

const browserSession = useBrowser(before, after);
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

/** Runs in the page: what is wrong with its layout at this width. */
function layoutProblems() {
  const problems = [];
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > width) {
    // Name the outermost elements that stick out, so the failure says what to fix.
    const sticking = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) return false;
      const parent = element.parentElement?.getBoundingClientRect();
      return !parent || parent.right <= width + 1;
    });
    problems.push(
      `page is ${scrollWidth} px wide: ${sticking
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]}`)
        .join(', ')}`,
    );
  }
  const visible = (element) => {
    if (!element) return false;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.clipPath !== 'inset(50%)';
  };
  const controls = [
    ['menu button', document.querySelector('.navbar__toggle')],
    ['logo', document.querySelector('.navbar__brand .navbar__logo')],
    ['site title', document.querySelector('.navbar__brand .navbar__title')],
    ['board selector', document.querySelector('.navbar__inner select')],
    ['search', document.querySelector('.navbar .DocSearch-Button')],
  ].filter(([, element]) => visible(element));
  for (const [name, element] of controls) {
    const box = element.getBoundingClientRect();
    if (box.left < 0 || box.right > width)
      problems.push(`${name} leaves the screen (${Math.round(box.left)}–${Math.round(box.right)})`);
    if (name === 'site title' && element.scrollWidth > element.clientWidth + 1) problems.push('site title is cut off');
  }
  for (let i = 0; i < controls.length; i++) {
    for (let j = i + 1; j < controls.length; j++) {
      const a = controls[i][1].getBoundingClientRect();
      const b = controls[j][1].getBoundingClientRect();
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      if (overlap) problems.push(`${controls[i][0]} overlaps ${controls[j][0]}`);
    }
  }
  if (!controls.some(([name]) => name === 'board selector')) problems.push('board selector not in the navbar');
  return problems;
}

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
  it('no page of either language scrolls sideways or crowds the navbar at 360 px', async () => {
    const routes = builtRoutes();
    assert.ok(routes.length > 200, `both locales are built (${routes.length})`);
    await browserSession.withPage(
      ORIGIN,
      async (page) => {
        const found = [];
        for (const route of routes) found.push(...(await check(page, route)));
        assert.deepEqual(found, []);
      },
      phone(360),
    );
  });

  for (const width of [320, 412, 428]) {
    it(`the widest pages fit at ${width} px`, async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page, problems) => {
          const found = [];
          for (const route of SAMPLE) found.push(...(await check(page, route)));
          assert.deepEqual(found, []);
          assert.deepEqual(
            problems.filter((problem) => !problem.includes('404')),
            [],
          );
        },
        phone(width),
      );
    });
  }

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
  for (const [width, height] of [
    [768, 1024],
    [1024, 768],
    [820, 1180],
    [1180, 820],
  ]) {
    it(`${width}×${height}: no sideways scrolling, and the text column is readable`, async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          const found = [];
          for (const route of SAMPLE.slice(1, 7)) {
            found.push(...(await check(page, route)));
            const column = await page.evaluate(
              () => document.querySelector('article')?.getBoundingClientRect().width ?? 0,
            );
            if (column < 420) found.push(`${route}: text column only ${Math.round(column)} px wide`);
          }
          assert.deepEqual(found, []);
        },
        {viewport: {width, height}, hasTouch: true},
      );
    });
  }
});
