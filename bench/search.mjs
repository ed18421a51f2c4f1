#!/usr/bin/env node
/**
 * `npm run bench:search`: what the local search costs a reader, per language.
 *  - bytes: the index file and the search code chunks (raw and gzip), against the
 *    budget of 150 KiB gzip per language for everything search downloads;
 *  - time: loading the index in the browser (median of 5 page loads), and the
 *    median time to answer 20 typical queries (User Timing entries the local
 *    client records), in Debian's Chromium against the production build.
 * Prints figures; exits non-zero when the byte budget is missed. Build first.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {startServer} from '../tests/e2e/server.mjs';
import {launchBrowser} from '../tests/e2e/browser.mjs';

const BUILD = path.resolve('build');
const BUDGET_GZIP = 150 * 1024;
const QUERIES = {
  de: ['Lautstärke', 'lautstaerke', 'Temperatur', 'Sensoren', 'bme680', 'co2 ampel', 'wifi bee', 'Feinstaub', 'LED', 'Display', 'Bibliothek installieren', 'openSenseMap', 'Blockly', 'I2C', 'Kabel', 'Akku', 'SD-Karte', 'Ultraschall', 'Luftdruck', 'Temparatur'],
  en: ['sound level', 'temperature', 'sensors', 'bme680', 'co2 traffic light', 'wifi bee', 'particulate matter', 'LED', 'display', 'install library', 'openSenseMap', 'Blockly', 'I2C', 'cable', 'battery', 'SD card', 'ultrasonic', 'air pressure', 'temprature', 'upload'],
};
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const {origin, close} = await startServer(BUILD);
const browser = await launchBrowser();
let failed = false;
try {
  for (const language of ['de', 'en']) {
    const prefix = language === 'en' ? '/en' : '';
    const loads = [];
    const queryTimes = [];
    const searchFiles = new Map();
    for (let run = 0; run < 5; run++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const before = new Set();
      page.on('response', async (response) => {
        const url = new URL(response.url());
        if (!url.href.startsWith(origin) || before.has(url.pathname)) return;
        if (run === 0 && (url.pathname.endsWith('.js') || url.pathname.endsWith('search-index.json'))) {
          searchFiles.set(url.pathname, (await response.body().catch(() => Buffer.alloc(0))));
        }
      });
      await page.goto(`${origin}${prefix}/docs/boards/mcus2/mcu-s2-overview`, {waitUntil: 'networkidle'});
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
      // Everything fetched so far belongs to the page, not to search.
      for (const key of searchFiles.keys()) before.add(key);
      searchFiles.clear();
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
    for (const [, body] of searchFiles) {
      raw += body.length;
      gzip += zlib.gzipSync(body, {level: 9}).length;
    }
    const indexFile = fs.readFileSync(path.join(BUILD, prefix.slice(1), 'search-index.json'));
    const ok = gzip <= BUDGET_GZIP;
    failed ||= !ok;
    console.log(`${language}: search downloads ${searchFiles.size} files, ${kib(raw)} raw / ${kib(gzip)} gzip (budget ${kib(BUDGET_GZIP)}) ${ok ? 'OK' : 'OVER BUDGET'}`);
    console.log(`${language}:   index file ${kib(indexFile.length)} raw / ${kib(zlib.gzipSync(indexFile, {level: 9}).length)} gzip`);
    console.log(`${language}:   index load + build in the browser: median ${median(loads).toFixed(0)} ms (5 page loads)`);
    console.log(`${language}:   ${queryTimes.length} answers to ${QUERIES[language].length} typical queries: median ${median(queryTimes).toFixed(1)} ms, max ${Math.max(...queryTimes).toFixed(1)} ms`);
  }
} finally {
  await browser.close();
  await close();
}
process.exit(failed ? 1 : 0);
