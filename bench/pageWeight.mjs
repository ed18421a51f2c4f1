#!/usr/bin/env node
/**
 * `npm run bench:weight [-- --json file.json] [-- --verbose] [-- --page /en/]`: what a first visit
 * downloads, against the production build in build/ (run `npm run build` first).
 * `--page` (repeatable) measures only those pages of the list below.
 *
 * Each page of lib.mjs's PAGES (the homes, the 10 heaviest docs pages of
 * bench/pages.json, the MCU-S2 overview, the 404 page) is loaded in Debian's
 * Chromium with a cold cache (a fresh browser context, 1280x720), and every
 * request is recorded through the DevTools protocol until the page has loaded,
 * React has hydrated and the network has been quiet for a second (pageLoad.mjs,
 * which bench:compare uses too). Sizes are the bytes of the
 * served files on disk; our test server does not compress, so gzip sizes are
 * computed here with zlib at level 6 (lib.mjs gzipSize). "Transfer" is gzip for
 * text (HTML, JS, CSS, SVG, JSON …) and raw for formats that are compressed
 * already (PNG, JPEG, WebP, AVIF, GIF, WOFF2 …); response headers are not counted.
 *
 * Classes: HTML (the document), entry JS (the <script src> tags in the HTML:
 * runtime~main + main), JS the page needs (entry JS plus every chunk loaded
 * as a script: the route's chunks before hydration and any lazy chunk after),
 * CSS, images, fonts, other.
 *
 * Prefetch: once hydrated, Docusaurus adds <link rel="prefetch"> for the
 * chunks of every route whose link is visible (navbar, sidebar, footer), so
 * a click is instant. Those requests are low priority, do not block rendering
 * or hydration, and depend on the viewport; they are printed separately
 * ("prefetched, not needed") and the budgets are on what the page needs.
 * Chunks the page needs are prefetched again as well; our test server sends
 * no cache headers, so the browser goes to the network again for them. Those
 * repeats are counted in the "repeat requests" line only, never twice in bytes.
 *
 * Budgets (bench/README.md): entry JS <= 125 KiB gzip (every page); for docs
 * pages, JS the page needs <= 200 KiB gzip and total transfer of what it needs
 * <= 400 KiB; no raster image in build/ over 100 KiB. Exits 1 when one is
 * missed. After the pages, one table with the figures of every page.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {
  BUILD_DIR,
  Budgets,
  GZIP_LEVEL,
  KiB,
  PAGES,
  gitCommit,
  kib,
  launchBrowser,
  printTable,
  serveBuild,
  writeJson,
} from './lib.mjs';
import {filesBelow} from '../tools/files.mjs';
import {RASTER, measurePage} from './pageLoad.mjs';

/** These replaced entry <= 100 KiB gzip and docs-page JS <= 250 KiB raw, which React and Docusaurus cannot meet (docs-dev/decisions.md). */
const BUDGET = {entryJsGzip: 125 * KiB, docsJsGzip: 200 * KiB, docsTransfer: 400 * KiB, rasterImage: 100 * KiB};

const {values: args} = parseArgs({
  options: {json: {type: 'string'}, verbose: {type: 'boolean', default: false}, page: {type: 'string', multiple: true}},
});
const pages = args.page ? PAGES.filter((page) => args.page.includes(page.path)) : PAGES;
if (pages.length === 0)
  throw new Error(`--page: none of ${args.page.join(', ')} is one of ${PAGES.map((p) => p.path).join(', ')}`);
function report(result, budgets) {
  const {totals, needed} = result;
  const row = (label, t) => [label, t.files, kib(t.raw), kib(t.gzip), kib(t.transfer)];
  console.log(`\n${result.name}  ${result.path}  (HTTP ${result.status})`);
  printTable(
    ['', 'files', 'raw KiB', 'gzip KiB', 'transfer KiB'],
    [
      row('HTML', totals.html),
      row('entry JS (<script> in HTML)', totals.entryJs),
      row('JS the page needs (incl. entry)', totals.js),
      row('CSS', totals.css),
      row('images', totals.images),
      row('fonts', totals.fonts),
      row('other', totals.other),
      row('TOTAL the page needs', needed),
      row('JS prefetched, not needed', totals.prefetch),
    ],
  );
  const topJs = result.files.filter((file) => file.class === 'js' && file.needed).sort((a, b) => b.raw - a.raw);
  const shown = args.verbose ? topJs : topJs.slice(0, 5);
  console.log(
    `largest JS the page needs: ${shown.map((file) => `${path.basename(file.path)}${file.entry ? ' (entry)' : ''} ${kib(file.raw)}/${kib(file.gzip)}`).join(', ')} (raw/gzip KiB)`,
  );
  if (args.verbose) {
    for (const file of result.files.filter((f) => f.class !== 'js' || !f.needed)) {
      console.log(
        `  ${file.needed ? 'needed  ' : 'prefetch'} ${file.class.padEnd(6)} ${kib(file.raw).padStart(7)} ${kib(file.gzip).padStart(7)}  ${file.path}`,
      );
    }
  }
  console.log(
    `repeat requests for the same URL (prefetch of chunks already loaded; the test server sends no cache headers): ${result.repeats}`,
  );
  if (Object.keys(result.external).length)
    console.log(
      `requests to other hosts (blocked in this closed network, not counted): ${JSON.stringify(result.external)}`,
    );
  if (result.missing.length)
    console.log(`responses without a file in build/ (not counted): ${result.missing.join(', ')}`);

  const verdicts = [];
  const check = (label, value, limit, unit) => {
    const verdict = budgets.check(`${result.name}: ${label}`, value <= limit, `${kib(value)} KiB > ${kib(limit)} KiB`);
    verdicts.push(`${label} ${kib(value)} ${unit} <= ${kib(limit)}: ${verdict}`);
  };
  check('entry JS gzip', totals.entryJs.gzip, BUDGET.entryJsGzip, 'KiB');
  if (result.docsPage) {
    check('JS needed gzip', totals.js.gzip, BUDGET.docsJsGzip, 'KiB');
    check('total transfer', needed.transfer, BUDGET.docsTransfer, 'KiB');
  } else {
    verdicts.push('(docs-page budgets for JS and transfer apply to docs pages only)');
  }
  console.log(`budgets: ${verdicts.join('; ')}`);
}

const {origin, close} = await serveBuild();
const browser = await launchBrowser();
const budgets = new Budgets();
const results = [];
console.log(
  `Page weight of ${BUILD_DIR} (cold cache, Chromium 1280x720; gzip = zlib level ${GZIP_LEVEL} computed here; transfer = gzip for text, raw for compressed formats)`,
);
try {
  for (const page of pages) {
    const result = await measurePage(browser, origin, page);
    if (page.notFound ? result.status !== 404 : result.status !== 200) {
      budgets.check(`${page.name}: HTTP status`, false, `got ${result.status} for ${page.path}`);
    }
    results.push(result);
    report(result, budgets);
  }
} finally {
  await browser.close();
  await close();
}

// No raster image over 100 KiB anywhere in the build (served or not).
const rasters = filesBelow(BUILD_DIR)
  .filter((file) => RASTER.has(path.extname(file).toLowerCase()))
  .map((file) => ({file, bytes: fs.statSync(path.join(BUILD_DIR, file)).size}))
  .sort((a, b) => b.bytes - a.bytes);
const oversized = rasters.filter((image) => image.bytes > BUDGET.rasterImage);
console.log(
  `\nRaster images in build/: ${rasters.length} (png/jpg/jpeg/gif/webp/avif), ${kib(rasters.reduce((sum, image) => sum + image.bytes, 0))} KiB in all; largest: ${
    rasters
      .slice(0, 3)
      .map((image) => `${image.file} ${kib(image.bytes)} KiB`)
      .join(', ') || 'none'
  }`,
);
console.log(
  `budget: no raster image over ${kib(BUDGET.rasterImage)} KiB: ${budgets.check('raster images <= 100 KiB', oversized.length === 0, `${oversized.length} over`)}`,
);
for (const image of oversized) console.log(`  over budget: ${image.file} ${kib(image.bytes)} KiB`);

// Every page in one table (gzip KiB; budgets: entry <= 125, docs pages: JS needed <= 200, transfer <= 400).
const verdictOf = (result) => {
  const failed = budgets.failed.filter((failure) => failure.label.startsWith(`${result.name}: `));
  return failed.length
    ? `FAIL ${failed.map((failure) => failure.label.slice(result.name.length + 2)).join(', ')}`
    : 'PASS';
};
console.log(
  `\nAll pages (gzip KiB; budgets: entry JS <= ${kib(BUDGET.entryJsGzip)}; docs pages: JS needed <= ${kib(BUDGET.docsJsGzip)}, transfer <= ${kib(BUDGET.docsTransfer)})`,
);
printTable(
  ['page', 'path', 'HTML', 'entry JS', 'JS needed', 'JS needed raw', 'CSS', 'transfer', 'JS prefetched', 'budgets'],
  results.map((result) => [
    result.name,
    result.path,
    kib(result.totals.html.gzip),
    kib(result.totals.entryJs.gzip),
    kib(result.totals.js.gzip),
    kib(result.totals.js.raw),
    kib(result.totals.css.gzip),
    kib(result.needed.transfer),
    kib(result.totals.prefetch.gzip),
    verdictOf(result),
  ]),
);

budgets.printSummary('bench:weight');
if (args.json) {
  writeJson(args.json, {
    date: new Date().toISOString(),
    commit: gitCommit().commit,
    gzipLevel: GZIP_LEVEL,
    budgets: BUDGET,
    pages: results,
    rasterImages: {count: rasters.length, oversized},
    failed: budgets.failed,
  });
}
process.exit(budgets.exitCode());
