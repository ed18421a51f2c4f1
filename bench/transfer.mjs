#!/usr/bin/env node
/**
 * `npm run bench:transfer -- <other site's build dir> [--ours <build dir>] [--page /path[=/their/path]]… [--scroll] [--verbose] [--json out.json]`:
 * what a first visit of the same page downloads on this site and on another
 * (the previous senseBox site, built from its own checkout), and whether ours
 * stays within 40 % of theirs.
 *
 * Both builds are served gzipped by tests/e2e/server.mjs, and each page is
 * loaded once per build as bench:weight loads it (pageLoad.mjs: cold cache,
 * until hydrated and the network is quiet for a second). "Transfer" is what the
 * page needs, sized from the served files: gzip at level 6 for text, raw bytes
 * for formats that are compressed already; prefetched chunks of other routes
 * and requests to other hosts are not counted (this network reaches no other
 * host, so a site that loads fonts or embeds from elsewhere comes out lighter
 * than it is). `--scroll` scrolls each page to the bottom first, so every
 * lazy image loads: what a reader of the whole page downloads. Pages: the 10
 * heaviest docs pages (bench/pages.json) and the pages below; `--page`
 * (repeatable) replaces them, and `/ours=/theirs` names the other site's
 * counterpart when it lives at another path. A page missing in one build is
 * reported and left out.
 *
 * Exit codes: 1 when a page misses the budget, 2 when a build or every page is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startServer} from '../tests/e2e/server.mjs';
import {BUILD_DIR, Budgets, HEAVIEST_PAGES, kib, launchBrowser, printTable, resolveFile, writeJson} from './lib.mjs';
import {measurePage} from './pageLoad.mjs';

/** Ours may transfer at most this share of what the other site's same page transfers. */
const BUDGET_SHARE = 0.4;

/**
 * Besides the heaviest pages: the pages whose pictures changed most (editor
 * screenshots, the board overview, a kit's contents figure, a build step),
 * where the new images would show first if they were too heavy.
 */
const PICTURE_PAGES = [
  {name: 'MCU-S2 first sketch', path: '/docs/boards/mcus2/mcus2-erster-sketch'},
  {name: 'MCU first sketch', path: '/docs/boards/mcu/mcu-erster-sketch'},
  {name: 'Blockly Wi-Fi blocks', path: '/en/docs/editors/blockly/blocks/web/wifi'},
  {name: 'MCU-S2 overview', path: '/docs/boards/mcus2/mcu-s2-overview'},
  {name: 'home kit overview', path: '/docs/products/home/home-overview'},
  {name: 'home build step 1', path: '/docs/products/home/aufbau/home-schritt-1'},
];

const {values: args, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    ours: {type: 'string'},
    page: {type: 'string', multiple: true},
    scroll: {type: 'boolean', default: false},
    verbose: {type: 'boolean', default: false},
    json: {type: 'string'},
  },
});

function usage(message) {
  console.error(
    `${message}\nUsage: npm run bench:transfer -- <other site's build dir> [--ours <build dir>] [--page /docs/…[=/their/path]]… [--scroll] [--verbose] [--json out.json]`,
  );
  process.exit(2);
}

if (positionals.length !== 1) usage("bench:transfer needs exactly one build directory: the other site's.");
function buildDir(dir) {
  const absolute = path.resolve(dir);
  if (!fs.existsSync(path.join(absolute, 'index.html')))
    usage(`No production build in ${dir} (no index.html). Build it first.`);
  return absolute;
}
const sites = {ours: buildDir(args.ours ?? BUILD_DIR), theirs: buildDir(positionals[0])};
if (sites.ours === sites.theirs) usage(`Both builds are the same directory (${sites.ours}).`);

const pages = (
  args.page
    ? args.page.map((spec) => {
        const [ours, theirs = ours] = spec.split('=');
        return {name: ours, path: ours, theirPath: theirs};
      })
    : [...HEAVIEST_PAGES, ...PICTURE_PAGES.filter((page) => !HEAVIEST_PAGES.some((heavy) => heavy.path === page.path))]
).map((page) => ({theirPath: page.path, ...page}));

const present = [];
for (const page of pages) {
  const missingIn = [
    resolveFile(sites.ours, page.path) ? null : `ours (${page.path})`,
    resolveFile(sites.theirs, page.theirPath) ? null : `theirs (${page.theirPath})`,
  ].filter(Boolean);
  if (missingIn.length) console.log(`missing in ${missingIn.join(' and ')}: ${page.name} — not compared`);
  else present.push(page);
}
if (present.length === 0) usage('No page to compare: every page is missing in a build.');

console.log(`ours = ${sites.ours}\ntheirs = ${sites.theirs}`);
console.log(
  `Transfer of what each page needs (cold cache, until hydrated${args.scroll ? ', scrolled to the bottom' : ''} and quiet; gzip level 6 for text, raw for compressed formats; prefetch and other hosts not counted)`,
);

const servers = {
  ours: await startServer(sites.ours, {gzip: true}),
  theirs: await startServer(sites.theirs, {gzip: true}),
};
const browser = await launchBrowser();
const results = [];
try {
  for (const page of present) {
    const result = {page, ours: null, theirs: null};
    for (const site of /** @type {const} */ (['ours', 'theirs'])) {
      const target = {...page, path: site === 'ours' ? page.path : page.theirPath};
      result[site] = await measurePage(browser, servers[site].origin, target, sites[site], {scroll: args.scroll});
      const {status, missing, external} = result[site];
      const notes = [
        status === 200 ? '' : `HTTP ${status}`,
        missing.length ? `not in the build, not counted: ${missing.join(', ')}` : '',
        Object.keys(external).length ? `other hosts, not counted: ${JSON.stringify(external)}` : '',
      ].filter(Boolean);
      if (notes.length) console.log(`  ${site} ${target.path}: ${notes.join('; ')}`);
    }
    results.push(result);
  }
} finally {
  await browser.close();
  await servers.ours.close();
  await servers.theirs.close();
}

const budgets = new Budgets();
const percent = (share) => `${(share * 100).toFixed(1)} %`;
const rows = results.map(({page, ours, theirs}) => {
  const share = ours.needed.transfer / theirs.needed.transfer;
  const verdict = budgets.check(page.name, share <= BUDGET_SHARE, `${percent(share)} of theirs`);
  return [
    page.name,
    page.path === page.theirPath ? page.path : `${page.path} = ${page.theirPath}`,
    kib(ours.needed.transfer),
    kib(theirs.needed.transfer),
    percent(share),
    verdict,
  ];
});
console.log();
printTable(['page', 'path', 'ours KiB', 'theirs KiB', 'ours/theirs', `budget <= ${percent(BUDGET_SHARE)}`], rows);

if (args.verbose) {
  // Where the bytes go: transfer KiB by class, ours / theirs.
  const classes = ['html', 'js', 'css', 'images', 'fonts', 'other'];
  console.log('\nBy class (transfer KiB, ours / theirs)');
  printTable(
    ['page', ...classes],
    results.map(({page, ours, theirs}) => [
      page.name,
      ...classes.map((name) => `${kib(ours.totals[name].transfer)} / ${kib(theirs.totals[name].transfer)}`),
    ]),
  );
}

budgets.printSummary('bench:transfer');
/** What the JSON keeps of one page load (not every file). */
const figures = ({status, totals, needed, missing, external}) => ({status, totals, needed, missing, external});
if (args.json) {
  writeJson(args.json, {
    date: new Date().toISOString(),
    sites,
    scrolled: args.scroll,
    budgetShare: BUDGET_SHARE,
    pages: results.map(({page, ours, theirs}) => ({...page, ours: figures(ours), theirs: figures(theirs)})),
    failed: budgets.failed,
  });
}
process.exit(budgets.exitCode());
