/**
 * Print: a teacher prints a docs page as a worksheet. With print
 * media at the widths of A4 paper (794 px portrait at 96 dpi, 700 and 600 px
 * with wider printer margins, 1123 px landscape) the page shows only its
 * content, across the paper's width, nothing wider than the paper, code
 * wrapped, link targets written out, and black on white even when the reader
 * had chosen dark mode. The worksheets each print on one side of A4, with a QR
 * code that leads back to the sheet. That no page is wider than the paper is
 * checked on the sample of accessibility.test.mjs and on changed pages (paper.mjs).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import {useBrowser, visit} from './browser.mjs';
import {ORIGIN} from './helpers.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});

/** Pages of both languages with spec and markdown tables, diagrams, photos, Blockly drawings and long code lines. */
const SAMPLE = [
  '/docs/hardware/sensors/co2',
  '/docs/misc/opensensemap/api',
  '/docs/products/home/aufbau/home-schritt-1',
  '/docs/editors/blockly/blocks/sensoren',
  '/en/docs/hardware/sensors/umweltsensor',
  '/en/docs/misc/opensensemap/download',
  '/en/docs/products/bike/halterung/installation',
];

/**
 * Screen furniture that must not print. Each is on every sample page, except
 * `optional` ones: the sidebar (pages outside it have none), the desktop table
 * of contents (rendered from 997 px only) and code block buttons (pages with code).
 */
const FURNITURE = [
  ['navbar', '.navbar'],
  ['sidebar', '.theme-doc-sidebar-container', {optional: true}],
  ['table of contents', '.theme-doc-toc-desktop', {optional: true}],
  ['mobile table of contents', '.theme-doc-toc-mobile'],
  ['board selector', '[class*="boardSelector_"]'],
  ['search button', '.DocSearch-Button'],
  ['colour mode toggle', '[class*="colorModeToggle"]'],
  ['skip link', 'a[href="#__docusaurus_skipToContent_fallback"]'],
  ['edit link', '.theme-edit-this-page'],
  ['pagination', '.pagination-nav'],
  ['footer', '.footer'],
  ['back-to-top button', '.theme-back-to-top-button'],
  ['code block button', '.theme-code-block button', {optional: true}],
  ['heading anchor', '.hash-link'],
];

/** A4 at 96 dpi: portrait 794 px wide (700 px with wide printer margins, 600 px with 2.5 cm ones), landscape 1123 px. */
const LANDSCAPE = 1123;
const print = (width) => ({viewport: {width, height: width >= LANDSCAPE ? 794 : 1123}});
/** The height a printed page has for content: A4 less 1 cm margins top and bottom (Chrome's default). */
const printableHeight = (width) => Math.floor(((width >= LANDSCAPE ? 210 : 297) - 20) * (96 / 25.4));

/** Loads a route for print and shows the back-to-top button (it appears when the reader scrolls back up). */
async function visitForPrint(page, route) {
  await page.emulateMedia({media: 'print'});
  await visit(page, `${ORIGIN}${route}`);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    await frame();
    window.scrollBy(0, -50);
    await frame();
    await frame();
  });
}

/** Runs in the page: what would print wrong at this width, and which furniture the page has. */
function printProblems({furniture, pageHeight}) {
  const problems = [];
  const seen = [];
  const width = window.innerWidth;
  const shown = (element) => {
    if (!element.checkVisibility({opacityProperty: true, visibilityProperty: true})) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  // Furniture must be gone from the layout, not just transparent: the code block's buttons only fade in on hover.
  const rendered = (element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility() && box.width > 0 && box.height > 0;
  };
  const name = (element) =>
    `${element.tagName.toLowerCase()}.${String(element.className.baseVal ?? element.className).split(' ')[0]}`;

  for (const [label, selector, options] of furniture) {
    const elements = [...document.querySelectorAll(selector)];
    if (elements.length > 0) seen.push(label);
    else if (!options?.optional) problems.push(`${label} (${selector}) not found: selector out of date?`);
    if (elements.some(rendered)) problems.push(`${label} prints`);
  }

  const article = document.querySelector('article');
  if (!article) return {problems: [...problems, 'no article'], seen};
  const box = article.getBoundingClientRect();
  if (box.left > 1 || box.right < width - 1) {
    problems.push(`content spans ${Math.round(box.left)}–${Math.round(box.right)} px of ${width} px`);
  }
  if (document.documentElement.scrollWidth > width)
    problems.push(`page is ${document.documentElement.scrollWidth} px wide`);

  // The outermost elements that stick out past the paper's edge.
  const sticking = [...article.querySelectorAll('*')].filter((element) => {
    const own = element.getBoundingClientRect();
    if (own.width === 0 || own.right <= width + 1) return false;
    const parent = element.parentElement.getBoundingClientRect();
    return parent.right <= width + 1;
  });
  for (const element of sticking.slice(0, 3)) {
    problems.push(`${name(element)} reaches ${Math.round(element.getBoundingClientRect().right)} px`);
  }
  for (const element of article.querySelectorAll('table, img, svg, pre')) {
    const {right, height} = element.getBoundingClientRect();
    if (shown(element) && right > width + 1)
      problems.push(`${element.tagName.toLowerCase()} reaches ${Math.round(right)} px`);
    // A diagram or photo taller than the page would be cut in two.
    if (element.matches('img, svg') && height > pageHeight)
      problems.push(`${name(element)} is ${Math.round(height)} px tall (page: ${pageHeight} px)`);
  }

  for (const pre of article.querySelectorAll('pre')) {
    if (!shown(pre)) continue;
    const whiteSpace = getComputedStyle(pre).whiteSpace;
    if (whiteSpace !== 'pre-wrap') problems.push(`pre has white-space ${whiteSpace}`);
    if (pre.scrollWidth > pre.clientWidth + 1)
      problems.push(`pre scrolls sideways (${pre.scrollWidth} > ${pre.clientWidth} px)`);
    // The theme floats the lines inside the block; they must not spill over the text below it.
    const code = pre.querySelector('code');
    if (code && code.getBoundingClientRect().bottom > pre.getBoundingClientRect().bottom + 1)
      problems.push('code lines spill out of their block');
  }

  // Content a reader needs stays.
  for (const selector of ['.theme-admonition', '[class*="sketchBoards_"]', 'table', 'figure']) {
    for (const element of article.querySelectorAll(selector)) {
      if (!element.closest('[role="tabpanel"][hidden], details:not([open])') && !shown(element))
        problems.push(`${name(element)} does not print`);
    }
  }
  return {problems, seen};
}

/** Runs in the page: how many tables, images, diagrams and code blocks print. */
function printedContent() {
  const article = document.querySelector('article');
  const count = (selector) =>
    [...article.querySelectorAll(selector)].filter((element) => element.getBoundingClientRect().width > 0).length;
  // Drawings are SVG files the build writes under assets/drawings/ (one per colour mode, the other hidden).
  const drawing = 'img[src*="/assets/drawings/"]';
  return {tables: count('table'), images: count(`img:not(${drawing})`), diagrams: count(drawing), code: count('pre')};
}

describe('print', () => {
  // Each page loads once per group and is laid out at each width in place: the portrait widths all lie below
  // the theme's desktop breakpoint, so only the stylesheet's media queries differ between them.
  for (const widths of [[794, 700, 600], [LANDSCAPE]]) {
    it(`${widths.join(', ')} px: only the content, across the paper, nothing wider, code wrapped`, async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page, problems) => {
          const found = [];
          const byWidth = new Map(
            widths.map((width) => [width, {seen: new Set(), totals: {tables: 0, images: 0, diagrams: 0, code: 0}}]),
          );
          for (const route of SAMPLE) {
            await visitForPrint(page, route);
            for (const width of widths) {
              await page.setViewportSize(print(width).viewport);
              await page.waitForFunction((expected) => window.innerWidth === expected, width);
              const {seen, totals} = byWidth.get(width);
              const result = await page.evaluate(printProblems, {
                furniture: FURNITURE,
                pageHeight: printableHeight(width),
              });
              found.push(...result.problems.map((problem) => `${route} at ${width} px: ${problem}`));
              for (const label of result.seen) seen.add(label);
              for (const [key, value] of Object.entries(await page.evaluate(printedContent))) totals[key] += value;
            }
          }
          assert.deepEqual(found, []);
          for (const [width, {seen, totals}] of byWidth) {
            // The sample really has what is checked: every piece of furniture (the desktop table of contents at desktop widths) …
            const expected = FURNITURE.map(([label]) => label).filter(
              (label) => width >= 997 || label !== 'table of contents',
            );
            assert.deepEqual(
              expected.filter((label) => !seen.has(label)),
              [],
              `furniture found on no sample page at ${width} px`,
            );
            // … and tables, photos, diagrams and code that print.
            for (const [key, value] of Object.entries(totals))
              assert.ok(value >= 3, `${key} printed on the sample pages at ${width} px: ${value}`);
          }
          assert.deepEqual(problems, []);
        },
        print(widths[0]),
      );
    });
  }

  it('links show their target after the text: the site address for same-site links, nothing for anchors', async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page) => {
        for (const route of ['/docs/hardware/sensors/co2', '/en/docs/hardware/sensors/umweltsensor']) {
          await visitForPrint(page, route);
          const links = await page.evaluate(() => {
            const origin = new URL(document.querySelector('link[rel="canonical"]').href).origin;
            return {
              origin,
              links: [...document.querySelectorAll('article .markdown a[href]')].map((a) => ({
                href: a.getAttribute('href'),
                after: getComputedStyle(a, '::after').content,
                heading: a.classList.contains('hash-link'),
              })),
            };
          });
          const external = links.links.filter((link) => /^https?:\/\//.test(link.href));
          const internal = links.links.filter((link) => link.href.startsWith('/') && !link.href.startsWith('//'));
          const anchors = links.links.filter((link) => link.href.startsWith('#'));
          assert.ok(
            external.length > 0 && internal.length > 0 && anchors.length > 0,
            `${route} has external, same-site and anchor links`,
          );
          for (const link of external)
            assert.ok(link.after.includes(link.href), `${route}: ${link.href} prints ${link.after}`);
          for (const link of internal) {
            assert.ok(
              link.after.includes(`${links.origin}${link.href}`),
              `${route}: ${link.href} prints ${link.after}`,
            );
          }
          for (const link of anchors)
            assert.ok(!link.after.includes('#'), `${route}: anchor ${link.href} prints ${link.after}`);
          assert.ok(
            anchors.some((link) => link.heading),
            `${route}: heading anchors are among the checked links`,
          );
        }
      },
      print(794),
    );
  });

  /** Runs in the page: the colours that print. */
  function printedColours() {
    const rgb = (value) => (value.match(/[\d.]+/g) ?? []).slice(0, 4).map(Number);
    const luminance = (value) => {
      const [r, g, b] = rgb(value).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a, b) =>
      (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
    /** The background an element prints on: its own, or the first ancestor's that is not transparent; else the paper. */
    const backgroundOf = (element) => {
      for (let current = element; current; current = current.parentElement) {
        const colour = getComputedStyle(current).backgroundColor;
        const alpha = rgb(colour)[3];
        if (alpha === undefined || alpha > 0.5) return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const article = document.querySelector('article');
    const paragraph = article.querySelector('.markdown > p');
    const pres = [...article.querySelectorAll('pre')].filter((element) => element.getBoundingClientRect().width > 0);
    const tokens = pres
      .flatMap((pre) => [...pre.querySelectorAll('.token')])
      .filter((token) => token.textContent.trim());
    const faintTokens = tokens.filter((token) => contrast(getComputedStyle(token).color, backgroundOf(token)) < 4.5);
    const variables = [
      '--ifm-background-color',
      '--ifm-font-color-base',
      '--ifm-color-primary',
      '--ifm-color-emphasis-100',
      '--ifm-color-emphasis-300',
      '--ifm-color-emphasis-600',
      '--ifm-color-emphasis-900',
      '--ifm-code-background',
      '--ifm-table-stripe-background',
      '--ifm-color-warning-contrast-background',
      '--ifm-color-info-contrast-foreground',
      '--sensebox-green',
      '--docusaurus-highlighted-code-line-bg',
    ];
    const root = getComputedStyle(document.documentElement);
    return {
      theme: document.documentElement.dataset.theme,
      pageBackground: luminance(backgroundOf(document.body)),
      articleBackground: luminance(backgroundOf(paragraph)),
      text: luminance(getComputedStyle(paragraph).color),
      heading: luminance(getComputedStyle(article.querySelector('h2')).color),
      codeBackground: pres.length ? Math.min(...pres.map((pre) => luminance(backgroundOf(pre)))) : null,
      tokens: tokens.length,
      faintTokens: faintTokens
        .slice(0, 3)
        .map((token) => `${token.textContent.trim().slice(0, 20)} ${getComputedStyle(token).color}`),
      variables: Object.fromEntries(variables.map((name) => [name, root.getPropertyValue(name).trim()])),
    };
  }

  it('prints black on white with light code blocks, also when the reader chose dark mode', async () => {
    // A page whose code blocks are not inside tabs, so they print without a click.
    const route = '/docs/misc/opensensemap/api';
    const colours = {};
    for (const mode of ['light', 'dark']) {
      await browserSession.withPage(
        ORIGIN,
        async (page) => {
          // The site remembers the colour mode in localStorage 'theme' (theme-classic's inline script reads it before the first paint).
          await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
          await visitForPrint(page, route);
          colours[mode] = await page.evaluate(printedColours);
        },
        print(794),
      );
    }
    assert.equal(colours.dark.theme, 'dark', 'the page is in dark mode');
    // Luminance: 1 is white, 0 black. Every failure is listed, for both modes.
    const found = [];
    for (const mode of ['light', 'dark']) {
      const c = colours[mode];
      if (!(c.pageBackground > 0.95 && c.articleBackground > 0.95))
        found.push(`${mode}: background not white (${c.pageBackground}, ${c.articleBackground})`);
      if (!(c.text < 0.02 && c.heading < 0.02))
        found.push(`${mode}: text not black (${c.text}, headings ${c.heading})`);
      if (!(c.codeBackground > 0.85)) found.push(`${mode}: code block not light (${c.codeBackground})`);
      if (!(c.tokens > 20)) found.push(`${mode}: code not highlighted (${c.tokens} tokens)`);
      for (const token of c.faintTokens) found.push(`${mode}: code token below 4.5:1 on its background: ${token}`);
    }
    for (const [name, value] of Object.entries(colours.dark.variables)) {
      if (value !== colours.light.variables[name])
        found.push(`dark: ${name} is ${value}, light: ${colours.light.variables[name]}`);
    }
    assert.deepEqual(found, []);
  });

  it('each worksheet prints on one side of A4 with a QR code of its own address, and the materials page links it', async () => {
    const sheets = worksheetRoutes();
    assert.ok(sheets.length >= 8 && sheets.some((route) => route.startsWith('/en/')), sheets.join());
    await browserSession.withPage(
      ORIGIN,
      async (page, problems) => {
        const found = [];
        for (const route of sheets) {
          await visit(page, `${ORIGIN}${route}`);
          const site = await page.evaluate(() => new URL(document.querySelector('link[rel="canonical"]').href).origin);
          await page.emulateMedia({media: 'print'});
          await page.locator('[data-print-qr]').waitFor({state: 'visible'});
          const code = await scanQr(page);
          if (code !== `${site}${route}`) found.push(`${route}: QR code reads ${code}`);
          // The printout with the code in it, at A4 with the 1 cm margins the sheet's @page rule asks for.
          const pdf = await page.pdf({format: 'A4', margin: {top: '1cm', right: '1cm', bottom: '1cm', left: '1cm'}});
          const pages = pdfPageCount(pdf);
          if (pages !== 1) found.push(`${route}: prints on ${pages} pages`);
          await page.emulateMedia({media: 'screen'});
        }
        // Two clicks to a class set: the sheet's link on the materials page, then the print button under the sheet.
        for (const prefix of ['', '/en']) {
          await visit(page, `${ORIGIN}${prefix}/docs/${MATERIALS}`);
          const links = await page.evaluate(() =>
            [...document.querySelectorAll('article .markdown a[href]')].map((a) => a.getAttribute('href')),
          );
          for (const route of sheets.filter((sheet) => sheet.startsWith(`${prefix}/docs/`))) {
            if (!links.includes(route)) found.push(`${prefix}/docs/${MATERIALS} does not link ${route}`);
          }
        }
        assert.deepEqual(found, []);
        assert.deepEqual(problems, []);
      },
      // deviceScaleFactor 3: the 2.5 cm code gets several pixels per module in the element's screenshot.
      {...print(794), deviceScaleFactor: 3},
    );
  });
});

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** The folder of the worksheets (their print layout is keyed to it in src/css/print.css) and the page that lists them. */
const WORKSHEETS = 'products/basic/arbeitsblaetter';
const MATERIALS = 'products/basic/basic-materialien';

/** Every worksheet's address in both languages, from the files on disk (shared parts, named "_…", have none). */
function worksheetRoutes() {
  const locales = [
    ['', 'docs'],
    ['/en', 'i18n/en/docusaurus-plugin-content-docs/current'],
  ];
  return locales.flatMap(([prefix, dir]) =>
    fs
      .readdirSync(path.join(ROOT, dir, WORKSHEETS))
      .filter((name) => /\.mdx?$/.test(name) && !name.startsWith('_'))
      .sort()
      .map((name) => `${prefix}/docs/${WORKSHEETS}/${name.replace(/\.mdx?$/, '')}`),
  );
}

/** The page's QR code as a phone sees it: a screenshot of the element, decoded. */
async function scanQr(page) {
  const png = await page.locator('[data-print-qr]').screenshot();
  const {data, info} = await sharp(png).ensureAlpha().raw().toBuffer({resolveWithObject: true});
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return code ? code.data : `nothing (no QR code found in the ${info.width}×${info.height} px screenshot)`;
}

/** Pages in a PDF from Chromium: one page object each (`/Type /Page`, not the `/Pages` tree). */
function pdfPageCount(pdf) {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}
