/**
 * Every drawn Blockly program as a file the senseBox Blockly editor opens: a
 * line under the drawing with the file for each board and how the editor opens
 * it, the file in the build (XML with the board on its root), sent as text/xml
 * (the only type the editor's "Projekt öffnen" accepts) by the hosts that read
 * `_headers`, and in the offline precache of its language; under the line a
 * screenshot of the editor with the program opened (npm run editor-shots). That
 * the editor loads each file as written is proven by `npm run editor-open-check`.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../tools/files.mjs';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, ORIGIN} from './helpers.mjs';

/** The first program of the MCU-S2: a random colour on the RGB-LED of the board. */
const PAGE = '/docs/boards/mcus2/mcus2-erster-sketch';
const FILE = 'erster-sketch-rgb-led-mcus2.xml';
const LINE = {
  de: /^Als Datei: erster-sketch-rgb-led-mcus2\.xml\. Öffne sie im Blockly-Editor mit Projekt öffnen \(Pfeil nach oben\) und bestätige mit Bestätigen\.$/,
  en: /^As a file: erster-sketch-rgb-led-mcus2\.xml\. Open it in the Blockly editor with Open project \(the arrow pointing up\) and confirm with Ok\.$/,
};
// The alt text lists the program's blocks as the drawing names them, the start block first.
const SHOT_ALT = {
  de: /^So zeigt der Blockly-Editor das Programm, nachdem du erster-sketch-rgb-led-mcus2\.xml geöffnet hast\. Die Blöcke: Setup\(\) Endlosschleife\(\); .+\.$/,
  en: /^The program as the Blockly editor shows it after you open erster-sketch-rgb-led-mcus2\.xml\. Its blocks: Setup\(\) Loop\(\); .+\.$/,
};

const browserSession = useBrowser(before, after, {reusePages: true});
const withPage = (fn) =>
  browserSession.withPage(ORIGIN, fn, {viewport: {width: 1280, height: 900}, acceptDownloads: true});

const walk = (dir) => filesBelow(dir).map((file) => path.join(dir, file));
const sitePath = (file) => `/${path.relative(BUILD_DIR, file).split(path.sep).join('/')}`;

for (const locale of ['de', 'en']) {
  const prefix = locale === 'de' ? '' : '/en';
  describe(`Blockly program download (${locale})`, () => {
    it('the line under the drawn program links its file and says how the editor opens it; the file downloads as <name>.xml', async () => {
      await withPage(async (page, problems) => {
        await visit(page, `${ORIGIN}${prefix}${PAGE}`);
        const line = page.locator('article [data-blockly-program="erster-sketch-rgb-led"]');
        assert.match((await line.textContent()).trim(), LINE[locale]);
        // Right under the drawing of the program it belongs to.
        const drawing = line.locator('xpath=preceding-sibling::*[1]');
        assert.equal(await drawing.getAttribute('role'), 'img');
        const link = line.getByRole('link', {name: FILE});
        const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
        assert.equal(download.suggestedFilename(), FILE);
        const saved = fs.readFileSync(await download.path(), 'utf8');
        assert.match(saved, /^<xml xmlns="https:\/\/developers\.google\.com\/blockly\/xml" board="MCU-S2">/);
        assert.match(saved, /<block type="sensebox_ws2818_led_init"/);
        assert.deepEqual(problems, []);
      });
    });

    it('under the line, the editor with the program opened: in the page’s language, sized before it loads, lazy', async () => {
      await withPage(async (page, problems) => {
        await visit(page, `${ORIGIN}${prefix}${PAGE}`);
        const line = page.locator('article [data-blockly-program="erster-sketch-rgb-led"]');
        const image = line.locator('xpath=following-sibling::*[1]').locator('img');
        assert.match(await image.getAttribute('alt'), SHOT_ALT[locale]);
        assert.equal(await image.getAttribute('loading'), 'lazy');
        assert.ok(Number(await image.getAttribute('width')) > 0 && Number(await image.getAttribute('height')) > 0);
        await image.scrollIntoViewIfNeeded();
        await page.waitForFunction((img) => img.complete && img.naturalWidth > 0, await image.elementHandle());
        const source = await image.evaluate((img) => img.currentSrc);
        assert.match(
          source,
          new RegExp(`/img/editor/program-erster-sketch-rgb-led-mcus2\\.${locale}-\\d+\\.avif$`),
          'the browser picks the AVIF of the page’s language',
        );
        assert.deepEqual(problems, []);
      });
    });

    it('the host sends the file as text/xml (the _headers rule), with the content the build wrote', async () => {
      const href = `${prefix}/blockly-xml/${FILE}`;
      const response = await fetch(`${ORIGIN}${href}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/xml; charset=utf-8');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(await response.text(), fs.readFileSync(path.join(BUILD_DIR, href.replace(/^\//, '')), 'utf8'));
    });
  });
}

describe('Blockly program files in the build', () => {
  const htmlFiles = walk(BUILD_DIR).filter((file) => file.endsWith('.html'));
  const linked = new Set(
    htmlFiles.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/href="((?:\/en)?\/blockly-xml\/[^"]+\.xml)"/g)].map(
        (match) => match[1],
      ),
    ),
  );
  const files = walk(BUILD_DIR).filter((file) => /\/blockly-xml\/[^/]+\.xml$/.test(file));

  it('every link to a program leads to a file, and every file is linked from a page', () => {
    assert.ok(files.length >= 40, `${files.length} program files`);
    assert.ok(linked.size >= 40, `${linked.size} links to program files`);
    const missing = [...linked].filter((href) => !fs.existsSync(path.join(BUILD_DIR, href.replace(/^\//, ''))));
    assert.deepEqual(missing, []);
    assert.deepEqual(
      files.map(sitePath).filter((href) => !linked.has(href)),
      [],
    );
  });

  it('every program line is followed by the editor screenshot of that program, whose files are in the build', () => {
    const missing = [];
    let shots = 0;
    for (const file of htmlFiles) {
      const html = fs.readFileSync(file, 'utf8');
      for (const match of html.matchAll(/data-blockly-program="([^"]+)"/g)) {
        const after = html.slice(match.index, match.index + 6000);
        const next = after.indexOf('data-blockly-program=', 10);
        const shot = new RegExp(
          `<figure[^>]*>\\s*<picture>.*?src="([^"]*/img/editor/program-${match[1]}-[a-z0-9]+\\.(?:de|en)-\\d+\\.webp)"`,
          's',
        ).exec(next === -1 ? after : after.slice(0, next));
        if (!shot || !fs.existsSync(path.join(BUILD_DIR, shot[1].replace(/^\//, '')))) {
          missing.push(`${sitePath(file)}: ${match[1]}`);
        } else shots += 1;
      }
    }
    assert.deepEqual(missing, []);
    assert.ok(shots >= 40, `${shots} program screenshots on the pages`);
  });

  it('every file names its board on the root element, one the editor knows', () => {
    for (const file of files) {
      const board = /^<xml [^>]*board="([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
      assert.ok(['MCU', 'MCU:MINI', 'MCU-S2', 'MCU-EYE'].includes(board), `${sitePath(file)}: board ${board}`);
    }
  });

  it('each language’s offline precache lists its program files', () => {
    for (const [dir, prefix] of [
      [BUILD_DIR, ''],
      [path.join(BUILD_DIR, 'en'), '/en'],
    ]) {
      const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
      const own = files.map(sitePath).filter((site) => (prefix ? site.startsWith('/en/') : !site.startsWith('/en/')));
      assert.ok(own.length >= 20);
      assert.deepEqual(
        own.filter((site) => !worker.includes(JSON.stringify(site.slice(prefix.length + 1)))),
        [],
        'program files missing from the precache',
      );
      // The editor screenshots of the programs, AVIF as every other editor screenshot (plugins/offline).
      const shots = fs
        .readdirSync(path.join(BUILD_DIR, 'img/editor'))
        .filter((name) => /^program-.*\.avif$/.test(name));
      assert.ok(shots.length >= 56, `${shots.length} program screenshots in AVIF`);
      assert.deepEqual(
        shots.filter((name) => !worker.includes(JSON.stringify(`img/editor/${name}`))),
        [],
        'program screenshots missing from the precache',
      );
    }
  });
});
