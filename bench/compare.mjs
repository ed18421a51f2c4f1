#!/usr/bin/env node
/**
 * `npm run bench:compare -- <baseline build dir> [--b <build dir>] [--runs 5] [--page /path]… [--json out.json]`:
 * a side-by-side Lighthouse comparison of two production builds measured at the
 * same time (figures from different hours are not comparable). A = the baseline given as the argument (e.g. a build of
 * main, or of another site), B = this worktree's build/ (or --b).
 *
 * Both builds are served by tools/server.mjs on 127.0.0.1, gzipped as
 * bench:lighthouse serves them. First the JS each page needs (gzip) is measured
 * once per build (pageLoad.mjs: bytes do not vary between
 * runs). Then Lighthouse mobile runs alternate: round after round, every page,
 * A then B (compareStats.mjs interleavedOrder), each run in a fresh Chromium as
 * Lighthouse's CLI does (lighthouseRun.mjs). Printed per page: the medians of A
 * and B and B/A for the performance score, TBT, LCP, FCP, SI, CLS and the JS bytes;
 * then a summary line. Pages: by default the 10 heaviest docs pages
 * (bench/pages.json); a page missing in one build is reported and left out.
 * A failed run is reported and left out of the medians.
 *
 * Exit codes: 0 when the comparison ran (B being worse is a finding, not an
 * error), 2 when a build or every page is missing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startServer} from '../tools/server.mjs';
import {
  BUILDS,
  COMPARED,
  buildMedians,
  comparePage,
  formatRatio,
  interleavedOrder,
  runFigures,
  summarise,
  summaryLine,
} from './compareStats.mjs';
import {
  BUILD_DIR,
  HEAVIEST_PAGES,
  PAGES,
  gitCommit,
  launchBrowser,
  printTable,
  resolveFile,
  writeJson,
} from './lib.mjs';
import {LIGHTHOUSE_VERSION, runLighthouse} from './lighthouseRun.mjs';
import {measurePage} from './pageLoad.mjs';

const {values: args, positionals} = parseArgs({
  allowPositionals: true,
  options: {
    b: {type: 'string'},
    runs: {type: 'string', default: '5'},
    page: {type: 'string', multiple: true},
    json: {type: 'string'},
    throttling: {type: 'string', default: 'simulate'},
  },
});

function usage(message) {
  console.error(
    `${message}\nUsage: npm run bench:compare -- <baseline build dir> [--b <build dir>] [--runs 5] [--page /docs/…]… [--json out.json] [--throttling devtools]`,
  );
  process.exit(2);
}

if (positionals.length !== 1)
  usage('bench:compare needs exactly one build directory to compare with (the baseline, A).');
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) usage(`--runs must be a positive integer, not ${args.runs}`);
const throttling = /** @type {'simulate' | 'devtools'} */ (args.throttling);
if (!['simulate', 'devtools'].includes(throttling)) usage(`--throttling is simulate or devtools, not ${throttling}`);

/** A build to compare: its directory, a label for the output, and the commit its checkout is at. */
function describeBuild(dir) {
  const absolute = path.resolve(dir);
  if (!fs.existsSync(path.join(absolute, 'index.html')))
    usage(`No production build in ${dir} (no index.html). Build it first (npm run build in its checkout).`);
  const {commit, dirty} = gitCommit(path.dirname(absolute));
  const checkout = commit
    ? `checkout at ${commit.slice(0, 7)}${dirty ? ' with uncommitted changes' : ''}`
    : 'not in a git checkout';
  const built = fs.statSync(path.join(absolute, 'index.html')).mtime;
  return {
    dir: absolute,
    label: path.relative(process.cwd(), absolute) || absolute,
    commit,
    dirty,
    checkout,
    built: built.toISOString(),
  };
}
const builds = {A: describeBuild(positionals[0]), B: describeBuild(args.b ?? BUILD_DIR)};
if (builds.A.dir === builds.B.dir) usage(`A and B are the same directory (${builds.A.dir}).`);

// Pages: the 10 heaviest by default; --page takes any path (a page of lib.mjs's PAGES keeps its name).
const pages = args.page
  ? args.page.map((pagePath) => PAGES.find((page) => page.path === pagePath) ?? {name: pagePath, path: pagePath})
  : HEAVIEST_PAGES;
const missing = [];
const present = [];
for (const page of pages) {
  const missingIn = BUILDS.filter((build) => !resolveFile(builds[build].dir, page.path));
  if (missingIn.length) missing.push({...page, missingIn});
  else present.push(page);
}

for (const build of BUILDS)
  console.log(`${build} = ${builds[build].label} (${builds[build].checkout}; index.html built ${builds[build].built})`);
for (const page of missing)
  console.log(
    `missing in ${page.missingIn.map((build) => `${build} (${builds[build].label})`).join(' and ')}: ${page.path} — not compared`,
  );
if (present.length === 0) usage('No page to compare: every page is missing in a build.');

const servers = {};
for (const build of BUILDS) servers[build] = await startServer(builds[build].dir, {gzip: true});
const started = Date.now();
const loadAtStart = os.loadavg();
const results = new Map(present.map((page) => [page.path, {page, jsGzip: {}, runs: {A: [], B: []}}]));
try {
  // The bytes first, once per page and build (one browser for all: nothing here is timed).
  const browser = await launchBrowser();
  try {
    for (const page of present) {
      for (const build of BUILDS) {
        try {
          const weight = await measurePage(browser, servers[build].origin, page, builds[build].dir);
          results.get(page.path).jsGzip[build] = weight.totals.js.gzip;
        } catch (error) {
          console.log(`  ${page.path} ${build}: JS bytes not measured (${error.message.split('\n')[0]})`);
          results.get(page.path).jsGzip[build] = NaN;
        }
      }
    }
  } finally {
    await browser.close();
  }

  const order = interleavedOrder(
    present.map((page) => page.path),
    runs,
  );
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} mobile (${throttling} throttling), ${runs} run(s) per page and build, ${order.length} runs interleaved (A, B, A, B …), a fresh Chromium per run, text served gzipped`,
  );
  for (const [index, {round, path: pagePath, build}] of order.entries()) {
    const result = results.get(pagePath);
    try {
      const lhr = await runLighthouse(`${servers[build].origin}${pagePath}`, {
        formFactor: 'mobile',
        categories: ['performance'],
        throttlingMethod: throttling,
      });
      const figures = runFigures(lhr);
      result.runs[build].push(figures);
      console.log(
        `  [${index + 1}/${order.length}] round ${round} ${build} ${pagePath}: perf ${figures.performance}, TBT ${figures.tbt.toFixed(0)} ms, LCP ${(figures.lcp / 1000).toFixed(2)} s, CPU idx ${figures.benchmarkIndex.toFixed(0)}`,
      );
    } catch (error) {
      result.runs[build].push({error: error.message});
      console.log(
        `  [${index + 1}/${order.length}] round ${round} ${build} ${pagePath}: run failed (${error.message.split('\n')[0]}), left out of the medians`,
      );
    }
  }
} finally {
  for (const build of BUILDS) await servers[build].close();
}
const loadAtEnd = os.loadavg();

// Medians, ratios, verdicts.
const compared = [];
for (const {page, jsGzip, runs: byBuild} of results.values()) {
  const medians = Object.fromEntries(BUILDS.map((build) => [build, buildMedians(byBuild[build])]));
  const {figures, verdict} = comparePage(
    {...medians.A.medians, jsGzip: jsGzip.A},
    {...medians.B.medians, jsGzip: jsGzip.B},
  );
  compared.push({page, medians, figures, verdict, runs: byBuild});
}
const summary = summarise(compared, missing);

const cell = (metric, value) => (Number.isFinite(value) ? metric.format(value) : '—');
const byKey = Object.fromEntries(COMPARED.map((metric) => [metric.key, metric]));
const columns = (keys) => keys.flatMap((key) => [`${byKey[key].label} A`, 'B', 'B/A']);
const cells = (entry, keys) =>
  keys.flatMap((key) => [
    cell(byKey[key], entry.figures[key].a),
    cell(byKey[key], entry.figures[key].b),
    formatRatio(entry.figures[key].ratio),
  ]);
/** A page missing in a build gets a row of its own: empty figures, the reason where the verdict goes. */
const missingRows = (figureColumns) =>
  missing.map((page) => [
    page.name,
    '',
    ...Array(figureColumns).fill(''),
    `missing in ${page.missingIn.join(' and ')}`,
    '',
  ]);

console.log(
  `\nMedians of ${runs} run(s), Lighthouse mobile; A = ${builds.A.label} (${builds.A.checkout}), B = ${builds.B.label} (${builds.B.checkout})`,
);
const first = ['performance', 'tbt', 'jsGzip'];
printTable(
  ['page', 'runs A/B', ...columns(first), 'B is', 'CPU idx A/B'],
  [
    ...compared.map((entry) => [
      entry.page.name,
      `${entry.medians.A.runs}/${entry.medians.B.runs}`,
      ...cells(entry, first),
      entry.verdict,
      `${entry.medians.A.medians.benchmarkIndex.toFixed(0)}/${entry.medians.B.medians.benchmarkIndex.toFixed(0)}`,
    ]),
    ...missingRows(first.length * 3),
  ],
);
console.log('');
const second = ['lcp', 'fcp', 'si', 'cls'];
printTable(
  ['page', ...columns(second)],
  compared.map((entry) => [entry.page.name, ...cells(entry, second)]),
);
console.log(`\n${summaryLine(summary)}`);
console.log(
  "(B/A < 1: B smaller; for the score, higher is better. JS = what the page needs, gzip, measured once per build. CPU idx: median of Lighthouse's benchmarkIndex, lower = busier machine. Scores 1–2 points apart are within run-to-run noise at a few runs.)",
);
const loadAverage = (load) => load.map((value) => value.toFixed(2)).join(', ');
console.log(
  `Took ${((Date.now() - started) / 1000).toFixed(0)} s. Load average (1, 5, 15 min) at the start ${loadAverage(loadAtStart)}, at the end ${loadAverage(loadAtEnd)} (${os.cpus().length} cores).`,
);

if (args.json) {
  writeJson(args.json, {
    date: new Date().toISOString(),
    lighthouse: LIGHTHOUSE_VERSION,
    runs,
    builds,
    loadAverage: {start: loadAtStart, end: loadAtEnd},
    pages: compared.map(({page, medians, figures, verdict, runs: byBuild}) => ({
      path: page.path,
      name: page.name,
      verdict,
      figures,
      medians,
      runs: byBuild,
    })),
    missing: missing.map(({path: pagePath, missingIn}) => ({path: pagePath, missingIn})),
    summary,
  });
}
