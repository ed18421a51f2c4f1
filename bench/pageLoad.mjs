/**
 * What a first visit of one page downloads (the JS bytes of bench:compare): the page is loaded in Chromium with a cold cache (a fresh
 * browser context, 1280x720), every request is recorded through the DevTools
 * protocol until the page has loaded, React has hydrated and the network has
 * been quiet for a second, and each request is sized from the served file on
 * disk (raw, gzip at level 6, transfer).
 */
import fs from 'node:fs';
import path from 'node:path';
import {entryScriptsOf} from '../tools/entryScripts.mjs';
import {BUILD_DIR, gzipSize, resolveFile} from './lib.mjs';

export const RASTER = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif']);
/** Formats that are compressed already: a host sends them as they are. */
const PRECOMPRESSED = new Set([...RASTER, '.woff', '.woff2', '.mp4', '.webm', '.zip', '.gz', '.br']);
const IMAGE = new Set([...RASTER, '.svg', '.ico']);
const FONT = new Set(['.woff', '.woff2', '.ttf', '.otf', '.eot']);
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 20000;

function classify(pathname, type) {
  const ext = path.extname(pathname).toLowerCase();
  if (type === 'Document') return 'html';
  if (ext === '.js' || type === 'Script') return 'js';
  if (ext === '.css' || type === 'Stylesheet') return 'css';
  if (IMAGE.has(ext) || type === 'Image') return 'images';
  if (FONT.has(ext) || type === 'Font') return 'fonts';
  return 'other';
}

/** The file our server sends for a path (a 404 document is the locale's 404 page, as in tools/server.mjs). */
function servedFile(buildDir, pathname, type) {
  const file = resolveFile(buildDir, pathname);
  if (file) return file;
  if (type === 'Document')
    return path.join(buildDir, pathname.startsWith('/en/') || pathname === '/en' ? 'en/404.html' : '404.html');
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

/**
 * Loads `page` from `origin` (a server of buildDir) with a cold cache and
 * returns what it downloaded, by class, from the files in buildDir.
 * `{scroll: true}` scrolls to the bottom once hydrated, a screen at a time, so
 * every lazy image loads: what a reader of the whole page downloads. `{tab}`: measure in this open
 * tab instead of a new context (with the cache bypassed).
 * @param {import('playwright-core').Browser} browser
 * @param {string} origin
 * @param {{path: string}} page
 * @param {string} [buildDir]
 * @param {{scroll?: boolean, tab?: import('playwright-core').Page}} [options]
 */
export async function measurePage(browser, origin, page, buildDir = BUILD_DIR, {scroll = false, tab: openTab} = {}) {
  const context = openTab?.context() ?? (await browser.newContext({locale: 'de-DE'}));
  const tab = openTab ?? (await context.newPage());
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  // An open tab (`tab`, for measuring many pages in one): its cache is bypassed, so every file is
  // requested as on a first visit. The bytes are the same; only a fresh tab's timings would differ.
  if (openTab) await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
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
  if (scroll) {
    await tab.evaluate(async () => {
      // Two frames per screen: the browser checks lazy images against the viewport when it renders.
      const rendered = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo(0, y);
        await rendered();
      }
    });
    lastActivity = Date.now();
  }
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline && (inflight > 0 || Date.now() - lastActivity < QUIET_MS)) await tab.waitForTimeout(100);
  const prefetchLinks = new Set(
    await tab.evaluate(() =>
      [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => /** @type {HTMLLinkElement} */ (link).href),
    ),
  );
  if (openTab) await cdp.detach();
  else await context.close();

  const html = fs.readFileSync(servedFile(buildDir, new URL(response.url()).pathname, 'Document'), 'utf8');
  const entryScripts = new Set(entryScriptsOf(html).map((src) => new URL(src, `${origin}${page.path}`).pathname));

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
    const prefetch =
      (request.type === 'Other' || request.type === 'Prefetch') &&
      (prefetchLinks.has(url.href) || /^(VeryLow|Lowest)$/.test(request.priority));
    const key = url.pathname;
    const seen = byUrl.get(key);
    if (seen) {
      repeats++;
      seen.needed ||= !prefetch;
      continue;
    }
    const file = servedFile(buildDir, url.pathname, request.type);
    byUrl.set(key, {
      path: key,
      type: request.type,
      needed: !prefetch,
      status: request.status,
      failed: request.failed,
      file,
      class: classify(url.pathname, request.type),
    });
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
    files.push({
      path: entry.path,
      class: entry.class,
      needed: entry.needed,
      entry: entryScripts.has(entry.path),
      ...size,
    });
    if (!entry.needed) {
      add('prefetch', size);
      continue;
    }
    add(entry.class, size);
    if (entryScripts.has(entry.path)) add('entryJs', size);
  }
  const needed = ['html', 'js', 'css', 'images', 'fonts', 'other'].reduce(
    (sum, name) => ({
      files: sum.files + totals[name].files,
      raw: sum.raw + totals[name].raw,
      gzip: sum.gzip + totals[name].gzip,
      transfer: sum.transfer + totals[name].transfer,
    }),
    {files: 0, raw: 0, gzip: 0, transfer: 0},
  );
  return {
    ...page,
    status: response.status(),
    totals,
    needed,
    files,
    missing,
    repeats,
    external: Object.fromEntries(external),
    entryScripts: [...entryScripts],
  };
}
