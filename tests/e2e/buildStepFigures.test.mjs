/**
 * The build-step drawings (BuildStepFigure) on the build guides: in the server
 * HTML with their words in the page's language, whole in the column on a
 * phone (a tap opens the file full size), readable on a desktop, the file of
 * the reader's colour mode shown. axe audits the component with every other
 * component (accessibility.test.mjs).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../tools/files.mjs';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, ORIGIN} from './helpers.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SOURCES = {de: path.join(ROOT, 'docs'), en: path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs/current')};

function mdxFiles(dir) {
  return filesBelow(dir)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => path.join(dir, file));
}

/** Every page that uses the component, with the steps its source names, in both languages. */
const PAGES = Object.entries(SOURCES).flatMap(([locale, dir]) =>
  mdxFiles(dir).flatMap((file) => {
    const steps = [...fs.readFileSync(file, 'utf8').matchAll(/<BuildStepFigure guide="([^"]+)" step="([^"]+)"/g)].map(
      (match) => `${match[1]}/${match[2]}`,
    );
    if (steps.length === 0) return [];
    const docPath = path.relative(dir, file).replace(/\.mdx$/, '');
    return [{locale, route: `${locale === 'en' ? '/en' : ''}/docs/${docPath}`, steps}];
  }),
);

const LABEL_START = {de: 'Schritt-Zeichnung mit der senseBox ', en: 'Step drawing with the senseBox '};

const browserSession = useBrowser(before, after, {reusePages: true});

describe('build-step drawings', () => {
  it('finds pages with drawings in both languages', () => {
    assert.ok(PAGES.filter((page) => page.locale === 'de').length >= 5, JSON.stringify(PAGES));
    assert.deepEqual(
      PAGES.filter((page) => page.locale === 'en').map((page) => page.route),
      PAGES.filter((page) => page.locale === 'de').map((page) => `/en${page.route}`),
    );
  });

  it('are in the server HTML, one per step of the source, named in the page language', () => {
    for (const {locale, route, steps} of PAGES) {
      const html = fs.readFileSync(path.join(BUILD_DIR, route, 'index.html'), 'utf8');
      const drawn = [...html.matchAll(/data-build-step="([^"]+)"/g)].map((match) => match[1]);
      assert.deepEqual(drawn, steps, route);
      // One file per colour mode, both with the same alt text.
      const labels = [...html.matchAll(/<img [^>]*alt="((?:Schritt-Zeichnung|Step drawing)[^"]*)"/g)].map(
        (match) => match[1],
      );
      assert.equal(labels.length, steps.length * 2, route);
      for (const label of labels) assert.ok(label.startsWith(LABEL_START[locale]), `${route}: ${label}`);
    }
  });

  // Every page in light mode; in dark mode, which file shows is the colour mode's CSS, the same on every page:
  // the first page of each language.
  const darkSample = ['de', 'en'].map((locale) => PAGES.find((page) => page.locale === locale));
  for (const width of [360, 1280]) {
    for (const mode of ['light', 'dark']) {
      it(`${width} px, ${mode} mode: whole in the column, opens full size${mode === 'dark' ? ' (a page per language)' : ''}`, async () => {
        await browserSession.withPage(
          ORIGIN,
          async (page, problems) => {
            await page.context().addInitScript((value) => window.localStorage.setItem('theme', value), mode);
            for (const {route, steps} of mode === 'dark' ? darkSample : PAGES) {
              await visit(page, `${ORIGIN}${route}`);
              const figures = await page.$$eval('figure[data-build-step]', (list) =>
                Promise.all(
                  list.map(async (figure) => {
                    // The file of the page's colour mode; the other one is hidden.
                    const image = [...figure.querySelectorAll('img')].find(
                      (img) => img.getBoundingClientRect().width > 0,
                    );
                    const src = image.getAttribute('src');
                    const svg = await (await fetch(src)).text();
                    const box = image.getBoundingClientRect();
                    return {
                      src,
                      dark: /\.dark-/.test(src),
                      width: box.width,
                      // Text is set at 12 units of the file's viewBox: its size on screen.
                      textPx: (12 * box.width) / Number(/viewBox="0 0 ([\d.]+)/.exec(svg)[1]),
                      opens: image.closest('a')?.getAttribute('href') === src,
                      figureRight: figure.getBoundingClientRect().right,
                      column: figure.closest('article').getBoundingClientRect().right,
                    };
                  }),
                ),
              );
              assert.equal(figures.length, steps.length, route);
              // The page never scrolls sideways: the picture scales down to the column, a tap opens it full size.
              assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), route);
              for (const figure of figures) {
                const where = `${route}: ${JSON.stringify(figure)}`;
                assert.equal(figure.dark, mode === 'dark', where);
                assert.ok(figure.figureRight <= Math.min(width, figure.column) + 0.5, where);
                assert.ok(figure.width <= 560.5, where);
                assert.ok(figure.opens, where);
                if (width >= 1280) assert.ok(figure.textPx >= 9.5, where);
              }
            }
            assert.deepEqual(problems, []);
          },
          width === 360
            ? {viewport: {width, height: 740}, hasTouch: true, isMobile: true}
            : {viewport: {width, height: 800}},
        );
      });
    }
  }
});
