/**
 * Drawings are build output (plugins/drawings): SVG files per language and
 * colour mode, which pages show as `<img>`. No page loads drawing code; every
 * drawing a page shows is an existing file with its size, a text alternative
 * without Markdown and a link to open it full size (and so is the layout for
 * a phone that a <picture> offers of some); the files are in the
 * language's offline precache, and one opened on its own keeps its look
 * under the site's Content-Security-Policy.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {filesBelow} from '../../tools/files.mjs';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, ORIGIN, builtRoutes, htmlFile} from './helpers.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const LOCALES = [
  ['de', ''],
  ['en', 'en/'],
];
/** The figures of the components that show drawings (src/components: PartDrawing, BoardDrawing, KitContents, BuildStepFigure, PortDiagram). */
const FIGURES =
  'figure[data-part-drawing], figure[data-board-drawing], figure[data-kit-contents], figure[data-build-step], figure[data-board]';
const DRAWING = 'img[src*="/assets/drawings/"]';

/** The width and height attributes of a drawing file's root element. */
function svgSize(file) {
  const open = /<svg\b[^>]*>/.exec(fs.readFileSync(file, 'utf8'))?.[0] ?? '';
  return {width: /\swidth="(\d+)"/.exec(open)?.[1], height: /\sheight="(\d+)"/.exec(open)?.[1]};
}

const routes = builtRoutes();

for (const [locale, prefix] of LOCALES) {
  describe(`drawings (${locale})`, () => {
    const localeRoutes = routes.filter((route) => (prefix ? route.startsWith('/en/') : !route.startsWith('/en/')));

    it('no script of the site holds drawing code or the texts only drawings use', () => {
      const ids = Object.keys(JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n', locale, 'drawings.json'), 'utf8')));
      assert.ok(ids.length > 50, `${ids.length} texts in drawings.json`);
      const dir = path.join(BUILD_DIR, prefix, 'assets/js');
      const found = [];
      for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.js'))) {
        const source = fs.readFileSync(path.join(dir, name), 'utf8');
        // Every shape of the drawing code marks its element with data-shape; the drawing data of parts,
        // boards and build steps name an ultrasonic pair, a row of XBee contacts and a cable gland.
        for (const marker of ['data-shape', '"ultrasonicPair"', '"xbeeRow"', '"cableGland"'])
          if (source.includes(marker)) found.push(`${name}: ${marker}`);
        for (const id of ids) if (source.includes(`"${id}"`)) found.push(`${name}: ${id}`);
      }
      assert.deepEqual(found, []);
    });

    it('every drawing on a page is an existing SVG with its size, a plain text alternative and a link to it', () => {
      const problems = [];
      let drawings = 0;
      for (const route of localeRoutes) {
        const $ = load(fs.readFileSync(htmlFile(route), 'utf8'));
        $(FIGURES).each((_, figure) => {
          if ($(figure).find(DRAWING).length === 0) problems.push(`${route}: a figure without drawing`);
        });
        $(DRAWING).each((_, element) => {
          drawings++;
          const image = $(element);
          const src = image.attr('src');
          const where = `${route}: ${src}`;
          const file = path.join(BUILD_DIR, src);
          if (!fs.existsSync(file)) return void problems.push(`${where}: no such file`);
          const {width, height} = svgSize(file);
          if (!width || image.attr('width') !== width || image.attr('height') !== height)
            problems.push(`${where}: ${image.attr('width')}×${image.attr('height')}, the file is ${width}×${height}`);
          if (image.attr('loading') !== 'lazy' || image.attr('decoding') !== 'async')
            problems.push(`${where}: not lazy and async`);
          const alt = image.attr('alt');
          if (alt === undefined) problems.push(`${where}: no alt`);
          else if (/\]\(|\*\*|`|\[[^\]]*\]/.test(alt)) problems.push(`${where}: Markdown in alt "${alt}"`);
          // A named picture opens full size; an unnamed one stands beside its name (a kit's contents).
          if (alt && image.closest('a').attr('href') !== src) problems.push(`${where}: no link to the file`);
          if (!alt && !image.closest('a, li').text().trim()) problems.push(`${where}: no alt and no name beside it`);
        });
        // A drawing laid out again for a phone: its file, with its own size, for the phone's media.
        $('source[srcset*="/assets/drawings/"]').each((_, element) => {
          const source = $(element);
          const src = source.attr('srcset');
          const where = `${route}: ${src}`;
          const file = path.join(BUILD_DIR, src);
          if (!fs.existsSync(file)) return void problems.push(`${where}: no such file`);
          const {width, height} = svgSize(file);
          if (!width || source.attr('width') !== width || source.attr('height') !== height)
            problems.push(`${where}: ${source.attr('width')}×${source.attr('height')}, the file is ${width}×${height}`);
          if (!source.attr('media')) problems.push(`${where}: no media`);
        });
      }
      assert.ok(drawings > 200, `${drawings} drawings on the pages`);
      assert.deepEqual(problems, []);
    });

    it('every drawing shows in each colour mode, light and dark files alike in size and words', () => {
      const $ = load(fs.readFileSync(htmlFile(`/${prefix}docs/hardware/sensors/umweltsensor`), 'utf8'));
      const images = $(DRAWING)
        .toArray()
        .map((element) => $(element));
      assert.ok(images.length >= 4);
      for (let index = 0; index < images.length; index += 2) {
        const [light, dark] = [images[index], images[index + 1]];
        assert.match(dark.attr('src'), /\.dark-[0-9a-f]+\.svg$/);
        assert.doesNotMatch(light.attr('src'), /\.dark-/);
        for (const attribute of ['width', 'height', 'alt']) assert.equal(light.attr(attribute), dark.attr(attribute));
      }
    });

    it('every drawing file is in the offline precache of its language', () => {
      const worker = fs.readFileSync(path.join(BUILD_DIR, prefix, 'sw.js'), 'utf8');
      const files = filesBelow(path.join(BUILD_DIR, prefix, 'assets/drawings'));
      assert.ok(files.length > 100, `${files.length} files`);
      const missing = files.filter((file) => !worker.includes(`"url":"assets/drawings/${file}"`));
      assert.deepEqual(missing, []);
    });
  });
}

describe('drawing files', () => {
  it('carry their look in a <style> the Content-Security-Policy allows', () => {
    const headers = fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
    const styles = new Set();
    for (const [, prefix] of LOCALES) {
      const dir = path.join(BUILD_DIR, prefix, 'assets/drawings');
      for (const file of filesBelow(dir)) {
        const style = /<style>([\s\S]*?)<\/style>/.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1];
        assert.ok(style, `${file}: no <style>`);
        styles.add(style);
      }
    }
    // A few texts: files of one kind of drawing and colour mode share one.
    assert.ok(styles.size <= 12, `${styles.size} different styles`);
    for (const style of styles) {
      const hash = `'sha256-${crypto.createHash('sha256').update(style, 'utf8').digest('base64')}'`;
      assert.ok(headers.includes(hash), `style not allowed: ${style.slice(0, 80)}`);
    }
  });

  const browserSession = useBrowser(before, after);

  it('at 320 px in dark mode: the page loads only the dark files, each fits the column and opens full size', async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page, problems) => {
        await page.context().addInitScript(() => window.localStorage.setItem('theme', 'dark'));
        const requested = [];
        page.on('request', (request) => {
          if (request.url().includes('/assets/drawings/')) requested.push(new URL(request.url()).pathname);
        });
        await visit(page, `${ORIGIN}/docs/hardware/sensors/umweltsensor`);
        const shown = await page.$$eval(DRAWING, (images) =>
          images.filter((image) => image.getBoundingClientRect().width > 0).map((image) => image.getAttribute('src')),
        );
        assert.ok(shown.length >= 2 && shown.every((src) => /\.dark-/.test(src)), shown.join(', '));
        for (const src of shown) {
          const image = page.locator(`img[src="${src}"]`).first();
          await image.scrollIntoViewIfNeeded();
          await page.waitForFunction((url) => document.querySelector(`img[src="${url}"]`)?.complete, src);
          const fit = await image.evaluate((element) => ({
            loaded: element.naturalWidth > 0,
            right: element.getBoundingClientRect().right,
            column: element.closest('article').getBoundingClientRect().right,
          }));
          assert.ok(fit.loaded && fit.right <= fit.column + 0.5, `${src}: ${JSON.stringify(fit)}`);
        }
        assert.ok(
          requested.every((url) => /\.dark-/.test(url)),
          `light files requested: ${requested.filter((url) => !/\.dark-/.test(url)).join(', ')}`,
        );
        assert.deepEqual(problems, []);
        // A tap opens the file itself, styled: its <style> passes the policy. (The browser then asks for
        // /favicon.ico, which the site does not have: a 404 on the console, no problem of the drawing.)
        await page.locator(`a[href="${shown[0]}"]`).click();
        await page.waitForURL(`**${shown[0]}`);
        const fill = await page.evaluate(() => getComputedStyle(document.querySelector('svg text')).fill);
        assert.notEqual(fill, 'rgb(0, 0, 0)', 'the file is drawn without its style');
        // Opened on its own, the drawing fits the screen's width: the reader zooms in from there.
        const opened = await page.evaluate(() => ({
          width: document.documentElement.getBoundingClientRect().width,
          screen: window.innerWidth,
        }));
        assert.ok(opened.width > 0 && opened.width <= opened.screen + 0.5, JSON.stringify(opened));
        assert.deepEqual(
          problems.filter((problem) => problem.startsWith('csp:')),
          [],
        );
      },
      {viewport: {width: 320, height: 740}, hasTouch: true, isMobile: true},
    );
  });
});
