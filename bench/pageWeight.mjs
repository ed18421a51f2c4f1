#!/usr/bin/env node
/**
 * `npm run bench:weight [-- --json file.json] [-- --verbose]`: what a first visit
 * downloads, against the production build in build/ (run `npm run build` first).
 *
 * Each page of lib.mjs's PAGES is loaded in Debian's Chromium with a cold
 * cache (a fresh browser context, 1280x720), and every request is recorded
 * through the DevTools protocol until the page has loaded, React has hydrated
 * and the network has been quiet for a second. Sizes are the bytes of the
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
 * Budgets (issue 9): entry JS <= 100 KiB gzip (every page); for docs pages, JS
 * the page needs <= 250 KiB raw and total transfer of what it needs <= 400 KiB;
 * no raster image in build/ over 100 KiB. Exits 1 when one is missed.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BUILD_DIR, Budgets, GZIP_LEVEL, KiB, PAGES, gzipSize, kib, launchBrowser, listFiles, printTable, resolveFile, serveBuild, writeJson} from './lib.mjs';

const BUDGET = {entryJsGzip: 100 * KiB, docsJsRaw: 250 * KiB, docsTransfer: 400 * KiB, rasterImage: 100 * KiB};
const RASTER = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif']);
/** Formats that are compressed already: a host sends them as they are. */
const PRECOMPRESSED = new Set([...RASTER, '.woff', '.woff2', '.mp4', '.webm', '.zip', '.gz', '.br']);
const IMAGE = new Set([...RASTER, '.svg', '.ico']);
const FONT = new Set(['.woff', '.woff2', '.ttf', '.otf', '.eot']);
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 20000;

const {values: args} = parseArgs({options: {json: {type: 'string'}, verbose: {type: 'boolean', default: false}}});

function classify(pathname, type) {
  const ext = path.extname(pathname).toLowerCase();
  if (type === 'Document') return 'html';
  if (ext === '.js' || type === 'Script') return 'js';
  if (ext === '.css' || type === 'Stylesheet') return 'css';
  if (IMAGE.has(ext) || type === 'Image') return 'images';
  if (FONT.has(ext) || type === 'Font') return 'fonts';
  return 'other';
}

/** The file our server sends for a path (a 404 document is the locale's 404 page, as in tests/e2e/server.mjs). */
function servedFile(pathname, type) {
  const file = resolveFile(BUILD_DIR, pathname);
  if (file) return file;
  if (type === 'Document') return path.join(BUILD_DIR, pathname.startsWith('/en/') || pathname === '/en' ? 'en/404.html' : '404.html');
  return null;
}

const sizeCache = new Map();
function sizes(file) {
  if (!sizeCache.has(file)) {
    const body = fs.readFileSync(file);
    const gzip = gzipSize(body);
    const transfer = PRECOMPRESSED.has(path.extname(file).toLowerCase()) ? body.length : gzip;
    sizeCache.set(file, {raw: body.length, gzip, transfer});
  }
  return sizeCache.get(file);
}

async function measure(browser, origin, page) {
  const context = await browser.newContext({locale: 'de-DE'});
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  const requests = new Map();
  let inflight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!/^https?:/.test(event.request.url)) return; // data: URIs are inside the HTML/CSS already
    if (!requests.has(event.requestId)) inflight++;
    requests.set(event.requestId, {url: event.request.url, type: event.type, priority: event.request.initialPriority});
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.status = event.response.status;
  });
  const done = (event, failed) => {
    const request = requests.get(event.requestId);
    if (!request || request.done) return;
    request.done = true;
    if (failed) request.failed = event.errorText;
    inflight--;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (event) => done(event, false));
  cdp.on('Network.loadingFailed', (event) => done(event, true));

  const response = await tab.goto(`${origin}${page.path}`, {waitUntil: 'load'});
  await tab.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 15000});
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline && (inflight > 0 || Date.now() - lastActivity < QUIET_MS)) await tab.waitForTimeout(100);
  const prefetchLinks = new Set(await tab.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.href)));
  await context.close();

  const html = fs.readFileSync(servedFile(new URL(response.url()).pathname, 'Document'), 'utf8');
  const entryScripts = new Set([...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => new URL(match[1], `${origin}${page.path}`).pathname));

  // One entry per URL: needed if any request for it was not a prefetch.
  const byUrl = new Map();
  const external = new Map();
  let repeats = 0;
  for (const request of requests.values()) {
    const url = new URL(request.url);
    if (url.origin !== origin) {
      external.set(url.host, (external.get(url.host) ?? 0) + 1);
      continue;
    }
    // Prefetch requests arrive as type "Other" (or "Prefetch") at the lowest priorities.
    const prefetch = (request.type === 'Other' || request.type === 'Prefetch') && (prefetchLinks.has(url.href) || /^(VeryLow|Lowest)$/.test(request.priority));
    const key = url.pathname;
    const seen = byUrl.get(key);
    if (seen) {
      repeats++;
      seen.needed ||= !prefetch;
      continue;
    }
    const file = servedFile(url.pathname, request.type);
    byUrl.set(key, {path: key, type: request.type, needed: !prefetch, status: request.status, failed: request.failed, file, class: classify(url.pathname, request.type)});
  }

  const classes = ['html', 'entryJs', 'js', 'css', 'images', 'fonts', 'other', 'prefetch'];
  const totals = Object.fromEntries(classes.map((name) => [name, {files: 0, raw: 0, gzip: 0, transfer: 0}]));
  const add = (name, size) => {
    totals[name].files++;
    totals[name].raw += size.raw;
    totals[name].gzip += size.gzip;
    totals[name].transfer += size.transfer;
  };
  const files = [];
  const missing = [];
  for (const entry of byUrl.values()) {
    if (!entry.file) {
      missing.push(`${entry.path} (${entry.status ?? entry.failed ?? 'no response'})`);
      continue;
    }
    const size = sizes(entry.file);
    files.push({path: entry.path, class: entry.class, needed: entry.needed, entry: entryScripts.has(entry.path), ...size});
    if (!entry.needed) {
      add('prefetch', size);
      continue;
    }
    add(entry.class, size);
    if (entryScripts.has(entry.path)) add('entryJs', size);
  }
  const needed = ['html', 'js', 'css', 'images', 'fonts', 'other'].reduce(
    (sum, name) => ({files: sum.files + totals[name].files, raw: sum.raw + totals[name].raw, gzip: sum.gzip + totals[name].gzip, transfer: sum.transfer + totals[name].transfer}),
    {files: 0, raw: 0, gzip: 0, transfer: 0},
  );
  return {...page, status: response.status(), totals, needed, files, missing, repeats, external: Object.fromEntries(external), entryScripts: [...entryScripts]};
}

function report(result, budgets) {
  const {totals, needed} = result;
  const row = (label, t) => [label, t.files, kib(t.raw), kib(t.gzip), kib(t.transfer)];
  console.log(`\n${result.name}  ${result.path}  (HTTP ${result.status})`);
  printTable(['', 'files', 'raw KiB', 'gzip KiB', 'transfer KiB'], [
    row('HTML', totals.html),
    row('entry JS (<script> in HTML)', totals.entryJs),
    row('JS the page needs (incl. entry)', totals.js),
    row('CSS', totals.css),
    row('images', totals.images),
    row('fonts', totals.fonts),
    row('other', totals.other),
    row('TOTAL the page needs', needed),
    row('JS prefetched, not needed', totals.prefetch),
  ]);
  const topJs = result.files.filter((file) => file.class === 'js' && file.needed).sort((a, b) => b.raw - a.raw);
  const shown = args.verbose ? topJs : topJs.slice(0, 5);
  console.log(`largest JS the page needs: ${shown.map((file) => `${path.basename(file.path)}${file.entry ? ' (entry)' : ''} ${kib(file.raw)}/${kib(file.gzip)}`).join(', ')} (raw/gzip KiB)`);
  if (args.verbose) {
    for (const file of result.files.filter((f) => f.class !== 'js' || !f.needed)) {
      console.log(`  ${file.needed ? 'needed  ' : 'prefetch'} ${file.class.padEnd(6)} ${kib(file.raw).padStart(7)} ${kib(file.gzip).padStart(7)}  ${file.path}`);
    }
  }
  console.log(`repeat requests for the same URL (prefetch of chunks already loaded; the test server sends no cache headers): ${result.repeats}`);
  if (Object.keys(result.external).length) console.log(`requests to other hosts (blocked in this closed network, not counted): ${JSON.stringify(result.external)}`);
  if (result.missing.length) console.log(`responses without a file in build/ (not counted): ${result.missing.join(', ')}`);

  const verdicts = [];
  const check = (label, value, limit, unit) => {
    const verdict = budgets.check(`${result.name}: ${label}`, value <= limit, `${kib(value)} KiB > ${kib(limit)} KiB`);
    verdicts.push(`${label} ${kib(value)} ${unit} <= ${kib(limit)}: ${verdict}`);
  };
  check('entry JS gzip', totals.entryJs.gzip, BUDGET.entryJsGzip, 'KiB');
  if (result.docsPage) {
    check('JS needed raw', totals.js.raw, BUDGET.docsJsRaw, 'KiB');
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
console.log(`Page weight of ${BUILD_DIR} (cold cache, Chromium 1280x720; gzip = zlib level ${GZIP_LEVEL} computed here; transfer = gzip for text, raw for compressed formats)`);
try {
  for (const page of PAGES) {
    const result = await measure(browser, origin, page);
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
const rasters = listFiles(BUILD_DIR)
  .filter((file) => RASTER.has(path.extname(file).toLowerCase()))
  .map((file) => ({file, bytes: fs.statSync(path.join(BUILD_DIR, file)).size}))
  .sort((a, b) => b.bytes - a.bytes);
const oversized = rasters.filter((image) => image.bytes > BUDGET.rasterImage);
console.log(`\nRaster images in build/: ${rasters.length} (png/jpg/jpeg/gif/webp/avif), ${kib(rasters.reduce((sum, image) => sum + image.bytes, 0))} KiB in all; largest: ${rasters.slice(0, 3).map((image) => `${image.file} ${kib(image.bytes)} KiB`).join(', ') || 'none'}`);
console.log(`budget: no raster image over ${kib(BUDGET.rasterImage)} KiB: ${budgets.check('raster images <= 100 KiB', oversized.length === 0, `${oversized.length} over`)}`);
for (const image of oversized) console.log(`  over budget: ${image.file} ${kib(image.bytes)} KiB`);

budgets.printSummary('bench:weight');
if (args.json) {
  let commit = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], {encoding: 'utf8'}).trim();
  } catch {
    // not a git checkout
  }
  writeJson(args.json, {
    date: new Date().toISOString(),
    commit,
    gzipLevel: GZIP_LEVEL,
    budgets: BUDGET,
    pages: results,
    rasterImages: {count: rasters.length, oversized},
    failed: budgets.failed,
  });
}
process.exit(budgets.exitCode());
