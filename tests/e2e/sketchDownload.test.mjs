/**
 * Every complete sketch as a file: a download button next
 * to the copy button, a line saying how the Arduino IDE opens the file, the file
 * in the build with exactly the code of the block, sent as UTF-8 text by the
 * hosts that read `_headers`, and in the offline precache of its language.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../tools/files.mjs';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, ORIGIN} from './helpers.mjs';
import {startPlainServer} from './plainServer.mjs';

/** The Arduino page with the first sketches a reader writes; its first one is `leerer-sketch.ino`. */
const PAGE = '/docs/editors/arduino/first-steps';
const FIRST = {de: 'leerer-sketch.ino', en: 'empty-sketch.ino'};
const LINE = {
  de: /^Als Datei: .+\.ino\. Öffne sie in der Arduino IDE mit Datei → Öffnen …; fragt die IDE nach einem Sketch-Ordner, bestätige mit OK\.$/,
  en: /^As a file: .+\.ino\. Open it in the Arduino IDE with File → Open…; if the IDE asks for a sketch folder, confirm with OK\.$/,
};
const BUTTON = {de: /^Sketch als Datei herunterladen \(.+\.ino\)$/, en: /^Download the sketch as a file \(.+\.ino\)$/};

const browserSession = useBrowser(before, after, {reusePages: true});
const withPage = (fn) =>
  browserSession.withPage(ORIGIN, fn, {viewport: {width: 1280, height: 900}, acceptDownloads: true});

function walk(dir) {
  return filesBelow(dir).map((file) => path.join(dir, file));
}

/** The site path of a built file: build/en/x → /en/x. */
const sitePath = (file) => `/${path.relative(BUILD_DIR, file).split(path.sep).join('/')}`;

for (const locale of ['de', 'en']) {
  const prefix = locale === 'de' ? '' : '/en';
  describe(`sketch download (${locale})`, () => {
    it('a button next to the copy button downloads the block’s code as <name>.ino, and a line says how to open it', async () => {
      await withPage(async (page, problems) => {
        await visit(page, `${ORIGIN}${prefix}${PAGE}`);
        const block = page.locator('article .theme-code-block', {has: page.locator('[data-sketch-download]')}).first();
        await block.hover();
        const button = block.locator('[data-sketch-download]');
        assert.match(await button.getAttribute('aria-label'), BUTTON[locale]);
        assert.equal(await button.getAttribute('download'), FIRST[locale]);
        // The theme's copy button is rendered after hydration; the download button sits right of it, in one row.
        const copy = block.getByRole('button', {
          name: locale === 'de' ? 'In die Zwischenablage kopieren' : 'Copy code to clipboard',
        });
        await copy.waitFor();
        const [copyBox, downloadBox] = [await copy.boundingBox(), await button.boundingBox()];
        assert.ok(downloadBox.x >= copyBox.x + copyBox.width, 'the download button is right of the copy button');
        assert.ok(downloadBox.x - (copyBox.x + copyBox.width) < 12, 'next to it, not far away');
        assert.ok(
          Math.abs(downloadBox.y - copyBox.y) < 2 && Math.abs(downloadBox.height - copyBox.height) < 2,
          'the same row and size',
        );
        // Shown like the copy button while the block is hovered: both settle at 0.4 after the theme's short fade.
        const settled = (element) =>
          new Promise((resolve) => {
            const check = () =>
              getComputedStyle(element).opacity === '0.4' ? resolve(true) : requestAnimationFrame(check);
            check();
          });
        assert.deepEqual([await button.evaluate(settled), await copy.evaluate(settled)], [true, true]);

        const line = block.locator('[class*="sketchFile"]');
        assert.match((await line.textContent()).trim(), LINE[locale]);

        const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
        assert.equal(download.suggestedFilename(), FIRST[locale]);
        const saved = fs.readFileSync(await download.path(), 'utf8');
        const shown = await block.locator('pre code').evaluate((code) => code.innerText);
        assert.equal(saved, `${shown.replace(/\s+$/, '')}\n`, 'the file holds the code of the block');
        assert.match(saved, /void setup\(\)/);
        assert.deepEqual(problems, []);
      });
    });

    it('the host sends the file as UTF-8 text (the _headers rule), with the content the build wrote', async () => {
      const html = fs.readFileSync(path.join(BUILD_DIR, `${prefix}${PAGE}`.replace(/^\//, ''), 'index.html'), 'utf8');
      const href = /<a[^>]+href="([^"]+\.ino)"[^>]*data-sketch-download/.exec(html)?.[1];
      assert.ok(href, 'the download button is in the server HTML');
      assert.ok(href.startsWith(`${prefix}/sketches/editors/arduino/first-steps/`), href);
      const response = await fetch(`${ORIGIN}${href}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(await response.text(), fs.readFileSync(path.join(BUILD_DIR, href.replace(/^\//, '')), 'utf8'));
    });
  });
}

describe('sketch files in the build', () => {
  const htmlFiles = walk(BUILD_DIR).filter((file) => file.endsWith('.html'));
  const linked = new Set(
    htmlFiles.flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/href="([^"]+\.ino)"/g)].map((match) => match[1]),
    ),
  );
  const files = walk(BUILD_DIR).filter((file) => file.endsWith('.ino'));

  it('every link to a sketch leads to a file, and every file is linked from a page', () => {
    assert.ok(linked.size > 80, `${linked.size} sketch links`);
    const missing = [...linked].filter(
      (href) => !fs.existsSync(path.join(BUILD_DIR, decodeURIComponent(href).replace(/^\//, ''))),
    );
    assert.deepEqual(missing, []);
    const orphans = files.map(sitePath).filter((href) => !linked.has(href));
    assert.deepEqual(orphans, []);
  });

  it('every file is a sketch folder: <name>/<name>.ino, below sketches/ of its language', () => {
    for (const file of files) {
      const site = sitePath(file);
      assert.match(site, /^(\/en)?\/sketches\/.+\/([A-Za-z0-9_][A-Za-z0-9_.-]*)\/\2\.ino$/, site);
    }
  });

  it('each language’s offline precache lists its sketch files', () => {
    for (const [dir, prefix] of [
      [BUILD_DIR, ''],
      [path.join(BUILD_DIR, 'en'), '/en'],
    ]) {
      const worker = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
      const own = files.map(sitePath).filter((site) => (prefix ? site.startsWith('/en/') : !site.startsWith('/en/')));
      assert.ok(own.length > 40);
      const unlisted = own.filter((site) => !worker.includes(JSON.stringify(site.slice(prefix.length + 1))));
      assert.deepEqual(unlisted, [], 'sketch files missing from the precache');
    }
  });

  it('a host without _headers (GitHub Pages) still serves the file for download', async () => {
    const href = [...linked][0];
    const plain = await startPlainServer(BUILD_DIR);
    try {
      const response = await fetch(`${plain.origin}${href}`);
      assert.equal(response.status, 200);
      // No registry type for .ino: such a host sends it as bytes, which the download attribute saves all the same.
      assert.equal(response.headers.get('content-type'), 'application/octet-stream');
      assert.match(await response.text(), /void setup\s*\(/);
    } finally {
      await plain.close();
    }
  });
});
