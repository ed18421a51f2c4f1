/**
 * Every drawing is whole on a phone: on every built page that shows one, at
 * 320, 360 and 390 px wide and in both colour modes, each drawing lies inside
 * the content column (scaled down, never cut off by the page or a scrolling
 * box), none of its text runs out of the picture or out of the box it is
 * written in, and at 360 px every label is drawn at least 10 px high (in a
 * named drawing; a thumbnail beside its name is a small picture of the part).
 *
 * Where a page offers a drawing's layout for a phone (a <source> of its
 * <picture>), the file its media picks is the one measured.
 *
 * The pages are measured as the server sends them (no script runs: the
 * figures are plain HTML, and a closed tab or fold is opened first, so that
 * its drawings count too). How a drawing sits in the column depends only on
 * its markup (the elements around it and its size attributes), so of pages
 * whose drawings sit alike one is laid out. The dark file of a drawing is the
 * light one with other colours (same size, same text: checked file by file),
 * so the light page's layout and the light file's text hold for it as well.
 * The text is measured in each drawing file opened on its own, where the
 * browser lays it out with the same fonts as in the <img>: a text's size on
 * the page is its size in the file times the scale the page shows it at.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {useBrowser} from './browser.mjs';
import {BUILD_DIR, ORIGIN, builtRoutes, htmlFile} from './helpers.mjs';

const WIDTHS = [320, 360, 390];
/** The width at which labels must be readable, and how small they may get there (CSS px). */
const LABEL_WIDTH = 360;
const SMALLEST_LABEL = 10;
/**
 * Text that reproduces the print on a part or board (silkscreen, the name on a chip or a metal lid) is drawn
 * at the real print's size relative to the part, so that the drawing looks like the part; it may be smaller
 * than a label, and a tap on the drawing opens it full size for reading. Every other text is a label.
 */
const PRINT = ['silk', 'chipText', 'canText'];
/** The shapes a text is written in: it must stay inside the one it starts in. */
const CONTAINERS = ['box', 'thing', 'pinCell'];

/** The built pages that show a drawing, both languages. */
const PAGES = builtRoutes().filter((route) => fs.readFileSync(htmlFile(route), 'utf8').includes('/assets/drawings/'));

/** What decides where a page's drawings sit: for each, the elements around it in the article and its sizes. */
function layoutOf(route) {
  const $ = load(fs.readFileSync(htmlFile(route), 'utf8'));
  return $('article img[src*="/assets/drawings/"]')
    .toArray()
    .map((element) => {
      const image = $(element);
      const around = image
        .parents()
        .toArray()
        .reverse()
        .filter((parent) => $(parent).closest('article').length > 0)
        .map((parent) => `${parent.tagName}.${$(parent).attr('class') ?? ''}`);
      const sizes = [
        image,
        ...image
          .siblings('source')
          .toArray()
          .map((source) => $(source)),
      ].map((element) => `${element.attr('media') ?? ''}${element.attr('width')}×${element.attr('height')}`);
      return `${around.join('>')} ${sizes.join(' ')}`;
    })
    .join('\n');
}

/** One page per way the drawings sit, and per drawing file the page it is shown on. */
const LAID_OUT = [...new Map(PAGES.map((route) => [layoutOf(route), route])).values()];

/** The markup of a drawing file without its colours. */
function withoutStyle(file) {
  return fs.readFileSync(path.join(BUILD_DIR, file), 'utf8').replace(/<style>[\s\S]*?<\/style>/, '');
}

/** In the page: every drawing of the page's colour mode with its place, and what keeps it from showing whole. */
function measureFigures() {
  const problems = [];
  const shown = [];
  for (const image of document.querySelectorAll('img[src*="/assets/drawings/"]')) {
    const box = image.getBoundingClientRect();
    if (box.width === 0) continue;
    const article = image.closest('article') ?? document.querySelector('main');
    const column = article.getBoundingClientRect();
    // The file the picture shows here: a phone's own layout where the media of a <source> matches.
    const source = [...(image.closest('picture')?.querySelectorAll('source') ?? [])].find(
      (candidate) => !candidate.media || window.matchMedia(candidate.media).matches,
    );
    const src = source?.getAttribute('srcset') ?? image.getAttribute('src');
    if (box.left < column.left - 0.5 || box.right > column.right + 0.5)
      problems.push(
        `${src}: ${Math.round(box.left)}–${Math.round(box.right)} px, the column ${Math.round(column.left)}–${Math.round(column.right)} px`,
      );
    // A box that scrolls or clips sideways hides what sticks out of it, with no cue.
    for (let element = image.parentElement; element && element !== article; element = element.parentElement) {
      const style = getComputedStyle(element);
      if (style.overflowX === 'visible') continue;
      const clip = element.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)
        problems.push(
          `${src}: cut off by <${element.tagName.toLowerCase()} class="${element.className}"> (overflow ${style.overflowX})`,
        );
    }
    // The same drawing in the other colour mode: the next link or box of the figure holds it.
    const twin = image.closest('a, span')?.nextElementSibling;
    const twinSource = [...(twin?.querySelectorAll('source') ?? [])].find(
      (candidate) => !candidate.media || window.matchMedia(candidate.media).matches,
    );
    const dark = twinSource?.getAttribute('srcset') ?? twin?.querySelector('img')?.getAttribute('src');
    shown.push({src, dark, width: box.width, named: Boolean(image.getAttribute('alt'))});
  }
  if (document.documentElement.scrollWidth > window.innerWidth)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px`);
  return {problems, shown};
}

/**
 * In a drawing file opened on its own: each text with its size in CSS px as the file is drawn, and, where it
 * is cut, why. `print` and `containers` are the class names above.
 */
function measureTexts({print, containers}) {
  const root = document.documentElement;
  const within = (inner, outer, slack = 1) =>
    inner.left >= outer.left - slack &&
    inner.right <= outer.right + slack &&
    inner.top >= outer.top - slack &&
    inner.bottom <= outer.bottom + slack;
  const texts = [];
  for (const text of root.querySelectorAll('text')) {
    if (!text.textContent.trim()) continue;
    const box = text.getBoundingClientRect();
    const matrix = text.getScreenCTM();
    const size = parseFloat(getComputedStyle(text).fontSize) * Math.hypot(matrix.a, matrix.b);
    const classes = [...text.classList];
    const cut = [];
    // The picture itself, and a drawing nested in it (a part's own viewport), end where their viewport ends.
    for (let element = text.parentElement; element; element = element.parentElement) {
      if (element.tagName.toLowerCase() !== 'svg') continue;
      if (!within(box, element.getBoundingClientRect())) cut.push('runs out of the picture');
      break;
    }
    if (!within(box, root.getBoundingClientRect())) cut.push('runs out of the picture');
    // The shape the text is written in: the box, the part's frame or the pin cell beside it in the same group.
    const start = {x: box.left + 1, y: box.top + box.height / 2};
    const container = [...text.parentElement.children].find((element) => {
      if (element.tagName.toLowerCase() !== 'rect' || !containers.some((name) => element.classList.contains(name)))
        return false;
      const rect = element.getBoundingClientRect();
      return rect.left <= start.x && start.x <= rect.right && rect.top <= start.y && start.y <= rect.bottom;
    });
    if (container && !within(box, container.getBoundingClientRect()))
      cut.push(`runs out of its ${container.getAttribute('class')}`);
    texts.push({
      text: text.textContent.trim().slice(0, 40),
      size,
      print: classes.some((name) => print.includes(name)),
      cut: [...new Set(cut)],
    });
  }
  // The width the file is drawn at here: sizes above are in this scale (a file fits the window it opens in).
  return {width: root.getBoundingClientRect().width, texts};
}

const browserSession = useBrowser(before, after);

describe('drawings on a phone', () => {
  it('finds the pages with drawings in both languages', () => {
    assert.ok(PAGES.filter((route) => !route.startsWith('/en/')).length > 40, `${PAGES.length} pages`);
    assert.ok(PAGES.filter((route) => route.startsWith('/en/')).length > 40, `${PAGES.length} pages`);
  });

  it(`at ${WIDTHS.join(', ')} px, light and dark: every drawing fits the column, no text is cut, labels at ${LABEL_WIDTH} px are ${SMALLEST_LABEL} px or larger`, async () => {
    const problems = [];
    /** Per drawing file: the narrowest width it is shown at, per page width. */
    const shownAt = new Map();
    await browserSession.withPage(
      ORIGIN,
      async (page) => {
        for (const route of LAID_OUT) {
          // 'load': without scripts, DOMContentLoaded may come before the stylesheet, and the layout without it.
          await page.goto(`${ORIGIN}${route}`, {waitUntil: 'load'});
          // Drawings in a closed tab or fold count as well.
          await page.evaluate(() => {
            for (const panel of document.querySelectorAll('[role="tabpanel"][hidden]')) panel.removeAttribute('hidden');
            for (const details of document.querySelectorAll('details')) details.open = true;
          });
          for (const width of WIDTHS) {
            await page.setViewportSize({width, height: 800});
            const measured = await page.evaluate(measureFigures);
            for (const problem of measured.problems) problems.push(`${route} at ${width} px: ${problem}`);
            for (const {src, dark, width: shown, named} of measured.shown) {
              const widths = shownAt.get(src) ?? new Map();
              // A thumbnail stands beside its name (its alt is empty): its text is part of the small picture.
              if (named) widths.set(width, Math.min(widths.get(width) ?? Infinity, shown));
              shownAt.set(src, widths);
              if (!dark) problems.push(`${route}: ${src} has no dark twin`);
              else if (withoutStyle(dark) !== withoutStyle(src)) problems.push(`${route}: ${dark} differs from ${src}`);
            }
          }
        }
        assert.ok(shownAt.size > 50, `${shownAt.size} drawing files shown`);
        for (const [src, widths] of shownAt) {
          await page.goto(`${ORIGIN}${src}`);
          const file = await page.evaluate(measureTexts, {print: PRINT, containers: CONTAINERS});
          for (const text of file.texts) {
            for (const reason of text.cut) problems.push(`${src}: "${text.text}" ${reason}`);
            const shown = widths.get(LABEL_WIDTH);
            if (text.print || shown === undefined) continue;
            const size = (text.size * shown) / file.width;
            if (size < SMALLEST_LABEL - 0.05)
              problems.push(`${src}: "${text.text}" is ${size.toFixed(1)} px high at ${LABEL_WIDTH} px`);
          }
        }
      },
      {viewport: {width: WIDTHS[0], height: 800}, javaScriptEnabled: false},
    );
    assert.deepEqual([...new Set(problems)], []);
  });
});
