/**
 * The line above every sketch that names its boards: in the server HTML (so it
 * reads without JavaScript), in both languages, following the board tabs, and
 * with a note when the reader's kit has a board the sketch is not for.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, ORIGIN} from './helpers.mjs';

/** A part of the :edu S2 kit with one sketch per board family, in board tabs. */
const PER_BOARD = '/docs/hardware/sensors/helligkeit-uv';
/** A Bee that only the SAMD boards can drive (WiFi101). */
const SAMD_ONLY = '/docs/hardware/bee/wifi-bee';

const browserSession = useBrowser(before, after, {reusePages: true});
const withPage = (fn) => browserSession.withPage(ORIGIN, fn, {viewport: {width: 1280, height: 900}});

/** The badge lines a reader can see, as "label: board, board". */
const visibleBadges = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('article [class*="sketchBoards"]')]
      .filter((element) => element.offsetParent !== null)
      .map((element) => {
        const label = element.querySelector('[class*="label"]').textContent;
        const boards = [...element.querySelectorAll('li')].map((item) => item.textContent);
        const note = element.querySelector('[role="note"]')?.textContent;
        return `${label}: ${boards.join(', ')}${note ? ` (${note})` : ''}`;
      }),
  );

/** The sketches sit in the editor tabs' "Arduino IDE" tab, which readers open first. */
async function openArduinoTab(page) {
  await page.getByRole('tab', {name: 'Arduino IDE'}).click();
}

/** Waits until the visible badges read `expected` (the board tabs settle after hydration). */
async function waitForBadges(page, expected) {
  await page.waitForFunction(
    (wanted) =>
      JSON.stringify(
        [...document.querySelectorAll('article [class*="sketchBoards"]')]
          .filter((element) => element.offsetParent !== null)
          .map((element) => [...element.querySelectorAll('li')].map((item) => item.dataset.board).join(' ')),
      ) === JSON.stringify(wanted),
    expected,
  );
}

describe('sketch boards', () => {
  it('every built sketch page carries its badges in the server HTML, in its language', () => {
    const html = (route) => fs.readFileSync(path.join(BUILD_DIR, route.replace(/^\//, ''), 'index.html'), 'utf8');
    assert.match(html(PER_BOARD), /Sketch für<\/span><ul[^>]*><li[^>]*data-board="mcus2"[^>]*>senseBox MCU-S2</);
    assert.match(html(`/en${PER_BOARD}`), /Sketch for<\/span>/);
  });

  it('shows the tab of the default board, and the other board family after a kit is chosen', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${PER_BOARD}`);
      await openArduinoTab(page);
      await waitForBadges(page, ['mcus2 eye']);
      assert.deepEqual(await visibleBadges(page), ['Sketch für: senseBox MCU-S2, senseBox MCU Eye']);
      await visit(page, `${ORIGIN}${PER_BOARD}?board=edu`);
      await openArduinoTab(page);
      await waitForBadges(page, ['mcu mini']);
      assert.deepEqual(await visibleBadges(page), ['Sketch für: senseBox MCU, senseBox MCU mini']);
      assert.deepEqual(problems, []);
    });
  });

  it("says when a sketch is not for the chosen kit's board (de and en)", async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${SAMD_ONLY}?board=edus2`);
      await openArduinoTab(page);
      await page.waitForSelector('article [role="note"]');
      const badges = await visibleBadges(page);
      assert.ok(badges.length > 0);
      for (const badge of badges) assert.match(badge, /\(Nicht für die senseBox MCU-S2 deines Kits\)$/);
      await visit(page, `${ORIGIN}/en${SAMD_ONLY}?board=edus2`);
      await openArduinoTab(page);
      await page.waitForSelector('article [role="note"]');
      for (const badge of await visibleBadges(page))
        assert.match(badge, /^Sketch for: .*\(Not for your kit's senseBox MCU-S2\)$/);
      assert.deepEqual(problems, []);
    });
  });
});
