/**
 * Helpers the benchmark scripts share: statistics, byte sizes, a plain-text
 * table, the production build and its server, and Debian's Chromium.
 * Benchmarks print figures and exit non-zero when a budget is missed; they are
 * not tests (the machine is noisy, so timings are medians of several runs).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {startServer} from '../tools/server.mjs';
import {shortName} from './docPages.mjs';

export {launchBrowser, CHROMIUM_ARGS, CHROMIUM_PATH} from '../tools/chromium.mjs';
export {resolveFile} from '../tools/server.mjs';

export const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
export const BUILD_DIR = path.join(ROOT, 'build');

/** The committed list of the heaviest docs pages (written by `npm run bench:heaviest -- --write`). */
export const HEAVIEST_FILE = path.join(ROOT, 'bench', 'pages.json');

/** The committed list: {chosen, commit, method, pages: [{path, title, rank, weight, articleElements, codeLines, …}]}. */
export function loadHeaviest(file = HEAVIEST_FILE) {
  if (!fs.existsSync(file)) return {chosen: 'never', commit: null, pages: []};
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The 10 heaviest docs pages, 5 per language: the pages bench:compare
 * measures by default, and the docs pages of bench:lighthouse (bench/lighthouserc.cjs).
 */
export const HEAVIEST_PAGES = loadHeaviest().pages.map((page) => ({
  name: shortName(page.path),
  path: page.path,
  docsPage: true,
}));

/**
 * Measured although it is not among the heaviest: the only board page
 * measured (a page kind readers open first, with other components than the
 * part pages that fill the heaviest list), and the page with the longest
 * series of figures.
 */
const REFERENCE_DOCS_PAGES = [{name: 'MCU-S2 overview', path: '/docs/boards/mcus2/mcu-s2-overview', docsPage: true}];

/** The pages the page-weight and Lighthouse benchmarks measure; the single list. */
export const PAGES = [
  {name: 'home (de)', path: '/', docsPage: false},
  {name: 'home (en)', path: '/en/', docsPage: false},
  ...HEAVIEST_PAGES,
  ...REFERENCE_DOCS_PAGES.filter((page) => !HEAVIEST_PAGES.some((heavy) => heavy.path === page.path)),
  // An unknown path: the server answers 404 with build/404.html, as our static host does.
  {name: '404 page', path: '/gibt-es-nicht', docsPage: false, notFound: true},
];

/**
 * The commit checked out in dir, and whether the site's sources there have
 * uncommitted changes (bench/ is left out: it does not change the build).
 * {commit: null} when dir is no git checkout.
 */
export function gitCommit(dir = ROOT) {
  try {
    const commit = execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const dirty =
      execFileSync('git', ['-C', dir, 'status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)bench'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() !== '';
    return {commit, dirty};
  } catch {
    return {commit: null, dirty: false};
  }
}

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Gzip size at zlib's default level 6: what static hosts that compress on the
 * fly typically send (level 9 is usually under 1 % smaller). Our test server
 * does not compress, so every benchmark computes gzip itself, with this.
 */
export const GZIP_LEVEL = 6;
export const gzipSize = (buffer) => zlib.gzipSync(buffer, {level: GZIP_LEVEL}).length;

export const KiB = 1024;
export const kib = (bytes) => (bytes / KiB).toFixed(1);

/** Prints rows (arrays of cells) under a header, columns padded; numbers right-aligned. */
export function printTable(header, rows) {
  const cells = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const numeric = header.map((_, column) =>
    rows.every((row) => row[column] === '' || /^[-+\d.,% ]+$/.test(String(row[column] ?? ''))),
  );
  const line = (row) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  console.log(line(cells[0]));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

/** Records budget verdicts; `exitCode()` is 1 as soon as one failed. */
export class Budgets {
  results = [];
  check(label, ok, detail = '') {
    this.results.push({label, ok, detail});
    return ok ? 'PASS' : 'FAIL';
  }
  get failed() {
    return this.results.filter((result) => !result.ok);
  }
  printSummary(title) {
    const failed = this.failed;
    console.log(`\n${title}: ${this.results.length - failed.length}/${this.results.length} budgets met`);
    for (const result of failed) console.log(`  FAIL ${result.label}${result.detail ? `: ${result.detail}` : ''}`);
  }
  exitCode() {
    return this.failed.length ? 1 : 0;
  }
}

/** Exits with a clear message when there is no production build to measure. */
export function requireBuild(dir = BUILD_DIR) {
  if (!fs.existsSync(path.join(dir, 'index.html')) || !fs.existsSync(path.join(dir, 'en', 'index.html'))) {
    console.error(
      `No production build of both locales in ${path.relative(process.cwd(), dir) || dir}/. Run \`npm run build\` first.`,
    );
    process.exit(2);
  }
  return dir;
}

/**
 * Serves the build as our static host does (clean URLs, 404 status with the
 * locale's 404 page); `{gzip: true}` also compresses text as the host does.
 */
export async function serveBuild(dir = BUILD_DIR, {gzip = false} = {}) {
  return startServer(requireBuild(dir), {gzip});
}

/** Writes figures as JSON (for comparing runs), creating the folder. */
export function writeJson(file, data) {
  fs.mkdirSync(path.dirname(path.resolve(file)), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nFigures written to ${file}`);
}
