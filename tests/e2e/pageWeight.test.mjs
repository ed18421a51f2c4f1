/**
 * What the heaviest docs pages make a reader download before they can use them: at most
 * PAGE_JS_BUDGET_KIB of JavaScript (gzip), from a cold cache until the page has hydrated and
 * the network is quiet (bench/pageLoad.mjs, the benchmarks' measure). The pages are the ten
 * heaviest of this build by the benchmarks' rule (bench/docPages.mjs: article elements and
 * code lines, five per language), so a page that grows heavier is measured without a list to edit.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../tools/files.mjs';
import {choosePages, pageFigures, rankPages} from '../../bench/docPages.mjs';
import {measurePage} from '../../bench/pageLoad.mjs';
import {launchBrowser} from './browser.mjs';
import {BUILD_DIR, ORIGIN} from './helpers.mjs';

const PAGE_JS_BUDGET_KIB = 170;

function heaviestPages() {
  const pages = [];
  for (const prefix of ['docs', 'en/docs']) {
    for (const file of filesBelow(path.join(BUILD_DIR, prefix)).filter((name) => name.endsWith('index.html'))) {
      const folder = path.posix.dirname(file);
      const figures = pageFigures(fs.readFileSync(path.join(BUILD_DIR, prefix, file), 'utf8'));
      if (figures) pages.push({path: `/${prefix}${folder === '.' ? '' : `/${folder}`}`, ...figures});
    }
  }
  return choosePages(rankPages(pages), {count: 10});
}

describe(`the ten heaviest docs pages need at most ${PAGE_JS_BUDGET_KIB} KiB of JavaScript`, () => {
  let browser;
  /** One tab for all ten, its cache bypassed (bench/pageLoad.mjs): a new context per page costs more than the visit. */
  let tab;
  before(async () => {
    browser = await launchBrowser();
    tab = await (await browser.newContext({locale: 'de-DE'})).newPage();
  });
  after(async () => {
    await browser?.close();
  });

  for (const page of heaviestPages()) {
    it(page.path, async () => {
      const {totals, missing} = await measurePage(browser, ORIGIN, page, BUILD_DIR, {tab});
      assert.deepEqual(missing, []);
      const kib = totals.js.gzip / 1024;
      assert.ok(kib <= PAGE_JS_BUDGET_KIB, `${kib.toFixed(1)} KiB of JavaScript (gzip)`);
    });
  }
});
