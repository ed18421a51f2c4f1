#!/usr/bin/env node
/**
 * `npm run bench:search [-- --verbose] [-- --loads 5]`: what the local search costs a reader, per language
 * (--verbose lists each file search downloads).
 *  - bytes: the index file and the search code chunks (raw and gzip), against two budgets per
 *    language: the code at most 45 KiB gzip, and the index at most 1.1 KiB gzip per page it holds.
 *    The index is the text of every page (readers search all of it, the snippets show it), so it
 *    grows with the documentation; a fixed ceiling on it would be a ceiling on the number of pages.
 *    Per page, the budget still catches what should not be there (code, hidden text, a page's
 *    text twice, markup); a fixed one holds the code;
 *  - time: loading the index in the browser (median of --loads page loads, default 5), and the
 *    median time to answer 20 typical queries (User Timing entries the local
 *    client records), in Debian's Chromium against the production build.
 * Prints figures; exits non-zero when a byte budget is missed. Build first.
 * gzip is computed here (lib.mjs gzipSize, zlib level 6): the test server does not compress.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BUILD_DIR as BUILD, gzipSize, GZIP_LEVEL, launchBrowser, median, serveBuild} from './lib.mjs';

const BUDGET_CODE_GZIP = 45 * 1024;
const BUDGET_INDEX_GZIP_PER_PAGE = 1.1 * 1024;
const QUERIES = {
  de: [
    'Lautstärke',
    'lautstaerke',
    'Temperatur',
    'Sensoren',
    'bme680',
    'co2 ampel',
    'wifi bee',
    'Feinstaub',
    'LED',
    'Display',
    'Bibliothek installieren',
    'openSenseMap',
    'Blockly',
    'I2C',
    'Kabel',
    'Akku',
    'SD-Karte',
    'Ultraschall',
    'Luftdruck',
    'Temparatur',
  ],
  en: [
    'sound level',
    'temperature',
    'sensors',
    'bme680',
    'co2 traffic light',
    'wifi bee',
    'particulate matter',
    'LED',
    'display',
    'install library',
    'openSenseMap',
    'Blockly',
    'I2C',
    'cable',
    'battery',
    'SD card',
    'ultrasonic',
    'air pressure',
    'temprature',
    'upload',
  ],
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const {values: args} = parseArgs({
  options: {verbose: {type: 'boolean', default: false}, loads: {type: 'string', default: '5'}},
});
const loadRuns = Number(args.loads);
if (!Number.isInteger(loadRuns) || loadRuns < 1)
  throw new Error(`--loads must be a positive integer, not ${args.loads}`);

const {origin, close} = await serveBuild(BUILD);
const browser = await launchBrowser();
let failed = false;
try {
  for (const language of ['de', 'en']) {
    const prefix = language === 'en' ? '/en' : '';
    const loads = [];
    const queryTimes = [];
    // The first run records what opening search downloads: URL -> body (a promise, awaited at the end).
    const searchFiles = new Map();
    for (let run = 0; run < loadRuns; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // Everything fetched before search opens (page chunks, prefetches) belongs to the page, not to search.
      const loadedByPage = new Set();
      let searching = false;
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (!url.href.startsWith(origin)) return;
        if (!searching) {
          loadedByPage.add(url.pathname);
        } else if (
          run === 0 &&
          !loadedByPage.has(url.pathname) &&
          (url.pathname.endsWith('.js') || url.pathname.endsWith('search-index.json')) &&
          // Not the <link rel=prefetch> of the hits' pages (type "other"): Docusaurus prefetches every visible link.
          ['script', 'fetch', 'xhr'].includes(response.request().resourceType())
        ) {
          searchFiles.set(
            url.pathname,
            response.body().catch(() => Buffer.alloc(0)),
          );
        }
      });
      await page.goto(`${origin}${prefix}/docs/boards/mcus2/mcu-s2-overview`, {waitUntil: 'networkidle'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      searching = true;
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.waitForFunction(() => performance.getEntriesByName('sensebox-search:load-index').length > 0, null, {
        timeout: 20000,
      });
      loads.push(await page.evaluate(() => performance.getEntriesByName('sensebox-search:load-index')[0].duration));
      if (run === 0) {
        for (const query of QUERIES[language]) {
          await page.locator('.DocSearch-Input').fill(query);
          await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
          await page.waitForTimeout(50);
        }
        queryTimes.push(
          ...(await page.evaluate(() =>
            performance.getEntriesByName('sensebox-search:query').map((entry) => entry.duration),
          )),
        );
      }
      await context.close();
    }
    let raw = 0;
    let gzip = 0;
    let codeGzip = 0;
    for (const [file, pending] of searchFiles) {
      const body = await pending;
      raw += body.length;
      gzip += gzipSize(body);
      if (file.endsWith('.js')) codeGzip += gzipSize(body);
    }
    if (args.verbose) {
      for (const [file, pending] of searchFiles) {
        const body = await pending;
        console.log(
          `${language}:     ${kib(body.length).padStart(10)} raw ${kib(gzipSize(body)).padStart(10)} gzip  ${file}`,
        );
      }
    }
    const indexFile = fs.readFileSync(path.join(BUILD, prefix.slice(1), 'search-index.json'));
    const indexGzip = gzipSize(indexFile);
    const indexPages = JSON.parse(indexFile.toString('utf8')).pages.length;
    const indexBudget = BUDGET_INDEX_GZIP_PER_PAGE * indexPages;
    const codeOk = codeGzip <= BUDGET_CODE_GZIP;
    const indexOk = indexGzip <= indexBudget;
    failed ||= !codeOk || !indexOk;
    console.log(
      `${language}: search downloads ${searchFiles.size} files, ${kib(raw)} raw / ${kib(gzip)} gzip (level ${GZIP_LEVEL})`,
    );
    console.log(
      `${language}:   code ${kib(codeGzip)} gzip (budget ${kib(BUDGET_CODE_GZIP)}) ${codeOk ? 'OK' : 'OVER BUDGET'}`,
    );
    console.log(
      `${language}:   index file ${kib(indexFile.length)} raw / ${kib(indexGzip)} gzip for ${indexPages} pages: ${(indexGzip / indexPages / 1024).toFixed(2)} KiB per page (budget ${(BUDGET_INDEX_GZIP_PER_PAGE / 1024).toFixed(2)} per page, ${kib(indexBudget)} for these pages) ${indexOk ? 'OK' : 'OVER BUDGET'}`,
    );
    console.log(
      `${language}:   index load + build in the browser: median ${median(loads).toFixed(0)} ms (${loadRuns} page load${loadRuns === 1 ? '' : 's'})`,
    );
    console.log(
      `${language}:   ${queryTimes.length} answers to ${QUERIES[language].length} typical queries: median ${median(queryTimes).toFixed(1)} ms, max ${Math.max(...queryTimes).toFixed(1)} ms`,
    );
  }
} finally {
  await browser.close();
  await close();
}
process.exit(failed ? 1 : 0);
