#!/usr/bin/env node
/**
 * `npm run bench:offline [-- --runs 3]`: what offline mode costs a reader, per language:
 * the precache the build lists (files, bytes stored, bytes to download gzip; from
 * build/offline-precache.json, the figure the footer control names) and the time from
 * "Download" to "ready" in Chromium against the local server (median of the runs, each in a
 * fresh browser context with an empty cache). The local server is fast and does not compress,
 * so the time is the browser's work (fetching ~400 files, storing ~10 MB) more than the network's:
 * on a school network, add the download size over its bandwidth. No budget: a figure to watch.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BUILD_DIR, launchBrowser, median, printTable, serveBuild} from './lib.mjs';

const {values: args} = parseArgs({options: {runs: {type: 'string', default: '3'}}});
const runs = Number(args.runs);
const LANGUAGES = [
  {locale: 'de', prefix: ''},
  {locale: 'en', prefix: '/en'},
];

/** The footer control's texts in one language, from the site's own translations. */
function controlTexts(locale) {
  const messages = JSON.parse(fs.readFileSync(path.join('i18n', locale, 'code.json'), 'utf8'));
  const text = (id) => messages[id].message;
  return {
    button: text('offline.control.button'),
    download: text('offline.control.download'),
    ready: text('offline.control.ready'),
  };
}

const server = await serveBuild(BUILD_DIR);
const browser = await launchBrowser();
const rows = [];
try {
  for (const {locale, prefix} of LANGUAGES) {
    const summary = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, prefix, 'offline-precache.json'), 'utf8'));
    const texts = controlTexts(locale);
    const times = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await page.goto(`${server.origin}${prefix}/`, {waitUntil: 'load'});
      const footer = page.locator('footer.footer');
      await footer.getByRole('button', {name: texts.button}).click();
      const download = footer.getByRole('button', {name: texts.download});
      await download.waitFor();
      const started = Date.now();
      await download.click();
      await footer.getByText(texts.ready).waitFor({timeout: 180_000});
      times.push((Date.now() - started) / 1000);
      await context.close();
    }
    console.log(`${locale}: ${times.map((seconds) => seconds.toFixed(1)).join(', ')} s`);
    rows.push([
      locale,
      summary.files,
      (summary.bytes / 1e6).toFixed(1),
      (summary.transferBytes / 1e6).toFixed(1),
      median(times).toFixed(1),
    ]);
  }
} finally {
  await browser.close();
  await server.close?.();
}
console.log();
printTable(['language', 'files', 'stored MB', 'download MB (gzip)', `"ready" after s (median of ${runs})`], rows);
