/**
 * Printed pages that lead back: a printed docs page carries a QR code and the short address
 * of the same page, with the reader's language and board, so a class gets from the worksheet
 * to the live page. Closed sections print opened, and board tabs print for the chosen board
 * or for every board, as the reader picks under the page. The QR library loads only when
 * the page is printed.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, ORIGIN, chunkNameOf, chunkNamesById} from './helpers.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});
// deviceScaleFactor 3: the 2.5 cm code gets about 7 pixels per module in the element's screenshot.
const withPage = (fn, options = {}) =>
  browserSession.withPage(ORIGIN, fn, {viewport: {width: 794, height: 1123}, deviceScaleFactor: 3, ...options});
const SITE = 'https://docs.sensebox.de';
/** Board tabs (MCU, mini, MCU-S2), Blockly/Arduino tabs and two closed sections. */
const PAGE = '/docs/hardware/bee/wifi-bee';
/**
 * The script files printing loads (German build; the English one has the same names): the
 * chunk named print-qr and whichever chunk webpack puts the QR library in (found by a name
 * the library's code keeps when minified).
 */
const CHUNK_NAMES = chunkNamesById();
const QR_FILES = fs
  .readdirSync(path.join(BUILD_DIR, 'assets/js'))
  .filter(
    (name) =>
      chunkNameOf(name, CHUNK_NAMES) === 'print-qr' ||
      fs.readFileSync(path.join(BUILD_DIR, 'assets/js', name), 'utf8').includes('stringToBytes'),
  );
const isQrFile = (url) => QR_FILES.some((name) => url.endsWith(`/assets/js/${name}`));

/** Runs in the page: what is laid out (print media or not) of board tabs, sections and the print parts. */
function printState() {
  const shown = (element) => {
    if (!element || !element.checkVisibility()) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const article = document.querySelector('article');
  const panels = [...article.querySelectorAll('.board-tabs + * > [role="tabpanel"]')];
  return {
    tabLists: [...article.querySelectorAll('.board-tabs')].map(shown),
    panels: panels.map((panel) => ({
      label: panel.querySelector(':scope > .print-tab-label')?.textContent,
      labelShown: shown(panel.querySelector(':scope > .print-tab-label')),
      selected: !panel.hidden,
      shown: shown(panel),
    })),
    // Whether each section's content (the box after its summary) is laid out.
    details: [...article.querySelectorAll('details')].map((details) => ({
      open: details.open,
      contentShown: shown(details.querySelector(':scope > summary + *')),
    })),
    header: shown(article.querySelector('[data-print-header]')),
    qr: shown(article.querySelector('[data-print-qr]')),
    address: article.querySelector('[data-print-address]')?.textContent,
    control: shown(article.querySelector('[data-print-boards]')),
    boardChoice: shown(article.querySelector('[role="radiogroup"]')),
  };
}

/** The page's QR code as a phone sees it: a screenshot of the element, decoded. */
async function scanQr(page) {
  const png = await page.locator('[data-print-qr]').screenshot();
  const {data, info} = await sharp(png).ensureAlpha().raw().toBuffer({resolveWithObject: true});
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  assert.ok(code, `no QR code found in the ${info.width}×${info.height} px screenshot`);
  return code.data;
}

async function printAndScan(page) {
  await page.emulateMedia({media: 'print'});
  await page.locator('[data-print-qr]').waitFor({state: 'visible'});
  return scanQr(page);
}

describe('printed pages', () => {
  it('German page, "alle Boards": every board tab and every closed section print; the code leads back with the board', async () => {
    await withPage(async (page, problems) => {
      const qrRequests = [];
      assert.ok(
        QR_FILES.some((name) => chunkNameOf(name, CHUNK_NAMES) === 'print-qr'),
        QR_FILES.join(),
      );
      page.on('request', (request) => isQrFile(request.url()) && qrRequests.push(request.url()));
      await visit(page, `${ORIGIN}${PAGE}?board=edus2`);
      const screen = await page.evaluate(printState);
      // On screen: no QR code, no address; the control with the board choice; sections closed.
      assert.equal(screen.header, false);
      assert.equal(screen.control, true);
      assert.equal(screen.boardChoice, true);
      assert.ok(
        screen.details.length >= 2 && screen.details.every((details) => !details.open && !details.contentShown),
        JSON.stringify(screen.details),
      );
      assert.equal(screen.panels.filter((panel) => panel.shown).length, 1);
      assert.ok(screen.panels.every((panel) => !panel.labelShown));
      // The chosen kit (:edu S2, board MCU-S2) prints alone until the reader asks for all.
      const group = page.getByRole('radiogroup', {name: 'Ausdruck für:'});
      assert.equal(await group.getByRole('radio', {name: ':edu S2'}).isChecked(), true);
      await group.getByRole('radio', {name: 'alle Boards'}).check();
      // Nothing of the QR library before printing, even at the end of the page.
      await page.locator('[data-print-boards]').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(qrRequests, []);

      const address = await printAndScan(page);
      assert.equal(address, `${SITE}${PAGE}?board=edus2`);
      assert.equal(new Set(qrRequests).size, QR_FILES.length, qrRequests.join());
      const paper = await page.evaluate(printState);
      assert.equal(paper.header, true);
      assert.equal(paper.address, `docs.sensebox.de${PAGE}?board=edus2`);
      assert.equal(paper.control, false);
      assert.deepEqual(paper.tabLists, [false]);
      assert.deepEqual(
        paper.panels.map(({label, shown, labelShown}) => ({label, shown, labelShown})),
        ['senseBox MCU', 'senseBox MCU mini', 'senseBox MCU-S2'].map((label) => ({
          label,
          shown: true,
          labelShown: true,
        })),
      );
      assert.ok(
        paper.details.every((details) => details.open && details.contentShown),
        JSON.stringify(paper.details),
      );

      // Back on screen: the sections are closed again, one tab shows, and the code is gone from view.
      await page.emulateMedia({media: 'screen'});
      await page.waitForFunction(() =>
        [...document.querySelectorAll('article details')].every((details) => !details.open),
      );
      const back = await page.evaluate(printState);
      assert.ok(
        back.details.every((details) => !details.open && !details.contentShown),
        JSON.stringify(back.details),
      );
      assert.equal(back.panels.filter((panel) => panel.shown).length, 1);
      assert.equal(back.header, false);
      assert.deepEqual(problems, []);
    });
  });

  it('English page, "this board": only the chosen board prints, sections open, and the code leads to the English page', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}/en${PAGE}?board=mini`);
      const group = page.getByRole('radiogroup', {name: 'Print for:'});
      assert.equal(await group.getByRole('radio', {name: ':mini'}).isChecked(), true);
      assert.equal(await printAndScan(page), `${SITE}/en${PAGE}?board=mini`);
      const paper = await page.evaluate(printState);
      assert.equal(paper.address, `docs.sensebox.de/en${PAGE}?board=mini`);
      assert.deepEqual(
        paper.panels.map(({label, shown, labelShown}) => ({label, shown, labelShown})),
        [
          {label: 'senseBox MCU', shown: false, labelShown: false},
          {label: 'senseBox MCU mini', shown: true, labelShown: true},
          {label: 'senseBox MCU-S2', shown: false, labelShown: false},
        ],
      );
      assert.ok(
        paper.details.every((details) => details.open && details.contentShown),
        JSON.stringify(paper.details),
      );
      // A board chosen while the page is open changes the code; "all boards" then prints every tab.
      await page.emulateMedia({media: 'screen'});
      await page.getByRole('radio', {name: 'all boards'}).check();
      await page.evaluate(() => localStorage.clear());
      await visit(page, `${ORIGIN}/en${PAGE}?board=home`);
      assert.equal(await printAndScan(page), `${SITE}/en${PAGE}?board=home`);
      assert.deepEqual(problems, []);
    });
  });

  it('without a chosen board the code has no ?board= and every board prints; an invalid ?board= is left out', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${PAGE}?board=nope`);
      assert.equal(await page.getByRole('radio', {name: 'alle Boards'}).isChecked(), true);
      assert.equal(await printAndScan(page), `${SITE}${PAGE}`);
      const paper = await page.evaluate(printState);
      assert.ok(paper.panels.length === 3 && paper.panels.every((panel) => panel.shown));
      // The site warns about the invalid value, as it does on every page.
      assert.deepEqual(problems, ['warning: Ungültiger Board-Parameter nope']);
    });
  });

  it('a page without board tabs offers the print button without the board choice', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}/en/docs/misc/faq`);
      const state = await page.evaluate(printState);
      assert.equal(state.control, true);
      assert.equal(state.boardChoice, false);
      assert.equal(await page.getByRole('button', {name: 'Print page'}).isVisible(), true);
      assert.equal(await printAndScan(page), `${SITE}/en/docs/misc/faq`);
      assert.deepEqual(problems, []);
    });
  });

  it('before JavaScript runs: nothing of the printout on screen, and paper gets every board', async () => {
    await withPage(
      async (page) => {
        await page.goto(`${ORIGIN}${PAGE}`, {waitUntil: 'load'});
        const screen = await page.evaluate(printState);
        assert.equal(screen.header, false);
        assert.equal(screen.control, true);
        await page.emulateMedia({media: 'print'});
        const paper = await page.evaluate(printState);
        assert.equal(paper.header, true);
        assert.equal(paper.address, `docs.sensebox.de${PAGE}`);
        assert.ok(paper.panels.length === 3 && paper.panels.every((panel) => panel.shown && panel.labelShown));
      },
      {javaScriptEnabled: false},
    );
  });

  it('Ctrl+P and the print button print the page with its code, also before the QR library is there', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${PAGE}?board=edu`);
      // Each print records what the page held at that moment.
      await page.evaluate(() => {
        window.__prints = [];
        window.print = () => window.__prints.push({qr: Boolean(document.querySelector('[data-print-qr]'))});
      });
      assert.equal(await page.locator('[data-print-qr]').count(), 0);
      await page.keyboard.press('Control+p');
      await page.waitForFunction(() => window.__prints.length === 1);
      await page.getByRole('button', {name: 'Seite drucken'}).click();
      await page.waitForFunction(() => window.__prints.length === 2);
      assert.deepEqual(await page.evaluate(() => window.__prints), [{qr: true}, {qr: true}]);
      assert.deepEqual(problems, []);
    });
  });

  it('page.pdf() prints the page and leaves its sections as they were; printing loads the code for the next print', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${PAGE}?board=edu`);
      const pdf = await page.pdf({format: 'A4'});
      assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
      assert.ok(pdf.length > 20000, `PDF of ${pdf.length} bytes`);
      const state = await page.evaluate(printState);
      assert.ok(
        state.details.length >= 2 && state.details.every((details) => !details.open),
        JSON.stringify(state.details),
      );
      await page.locator('[data-print-qr]').waitFor({state: 'attached'});
      await page.emulateMedia({media: 'print'});
      assert.equal(await scanQr(page), `${SITE}${PAGE}?board=edu`);
      assert.deepEqual(problems, []);
    });
  });
});
