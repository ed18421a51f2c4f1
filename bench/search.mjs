#!/usr/bin/env node
/**
 * `npm run bench:search [-- --verbose] [-- --loads 5]`: what the local search costs a reader, per language
 * (--verbose lists each file search downloads).
 *  - bytes: the index file and the search code chunks (raw and gzip), against the
 *    budget of 150 KiB gzip per language for everything search downloads;
 *  - time: loading the index in the browser (median of --loads page loads, default 5), and the
 *    median time to answer 20 typical queries (User Timing entries the local
 *    client records), in Debian's Chromium against the production build.
 * Prints figures; exits non-zero when the byte budget is missed. Build first.
 * gzip is computed here (lib.mjs gzipSize, zlib level 6): the test server does not compress.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {BUILD_DIR as BUILD, gzipSize, GZIP_LEVEL, launchBrowser, median, serveBuild} from './lib.mjs';

const BUDGET_GZIP = 150 * 1024;
const QUERIES = {
  de: ['Lautstärke', 'lautstaerke', 'Temperatur', 'Sensoren', 'bme680', 'co2 ampel', 'wifi bee', 'Feinstaub', 'LED', 'Display', 'Bibliothek installieren', 'openSenseMap', 'Blockly', 'I2C', 'Kabel', 'Akku', 'SD-Karte', 'Ultraschall', 'Luftdruck', 'Temparatur'],
  en: ['sound level', 'temperature', 'sensors', 'bme680', 'co2 traffic light', 'wifi bee', 'particulate matter', 'LED', 'display', 'install library', 'openSenseMap', 'Blockly', 'I2C', 'cable', 'battery', 'SD card', 'ultrasonic', 'air pressure', 'temprature', 'upload'],
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const {values: args} = parseArgs({options: {verbose: {type: 'boolean', default: false}, loads: {type: 'string', default: '5'}}});
const loadRuns = Number(args.loads);
if (!Number.isInteger(loadRuns) || loadRuns < 1) throw new Error(`--loads must be a positive integer, not ${args.loads}`);

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
          searchFiles.set(url.pathname, response.body().catch(() => Buffer.alloc(0)));
        }
      });
      await page.goto(`${origin}${prefix}/docs/boards/mcus2/mcu-s2-overview`, {waitUntil: 'networkidle'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      searching = true;
      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').waitFor();
      await page.waitForFunction(() => performance.getEntriesByName('sensebox-search:load-index').length > 0, null, {timeout: 20000});
      loads.push(await page.evaluate(() => performance.getEntriesByName('sensebox-search:load-index')[0].duration));
      if (run === 0) {
        for (const query of QUERIES[language]) {
          await page.locator('.DocSearch-Input').fill(query);
          await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
          await page.waitForTimeout(50);
        }
        queryTimes.push(...(await page.evaluate(() => performance.getEntriesByName('sensebox-search:query').map((entry) => entry.duration))));
      }
      await context.close();
    }
    let raw = 0;
    let gzip = 0;
    for (const [, pending] of searchFiles) {
      const body = await pending;
      raw += body.length;
      gzip += gzipSize(body);
    }
    if (args.verbose) {
      for (const [file, pending] of searchFiles) {
        const body = await pending;
        console.log(`${language}:     ${kib(body.length).padStart(10)} raw ${kib(gzipSize(body)).padStart(10)} gzip  ${file}`);
      }
    }
    const indexFile = fs.readFileSync(path.join(BUILD, prefix.slice(1), 'search-index.json'));
    const ok = gzip <= BUDGET_GZIP;
    failed ||= !ok;
    console.log(`${language}: search downloads ${searchFiles.size} files, ${kib(raw)} raw / ${kib(gzip)} gzip (level ${GZIP_LEVEL}; budget ${kib(BUDGET_GZIP)}) ${ok ? 'OK' : 'OVER BUDGET'}`);
    console.log(`${language}:   index file ${kib(indexFile.length)} raw / ${kib(gzipSize(indexFile))} gzip`);
    console.log(`${language}:   index load + build in the browser: median ${median(loads).toFixed(0)} ms (${loadRuns} page load${loadRuns === 1 ? '' : 's'})`);
    console.log(`${language}:   ${queryTimes.length} answers to ${QUERIES[language].length} typical queries: median ${median(queryTimes).toFixed(1)} ms, max ${Math.max(...queryTimes).toFixed(1)} ms`);
  }
} finally {
  await browser.close();
  await close();
}
process.exit(failed ? 1 : 0);
