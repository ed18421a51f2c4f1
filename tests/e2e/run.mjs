#!/usr/bin/env node
/**
 * Browser tests: serves the production build (build/, both locales) on
 * 127.0.0.1 and runs every tests/e2e/*.test.mjs with node's test runner
 * against it. Build first: `npm run build:strict`.
 *
 * Two files run at a time (E2E_JOBS=1: one after the other), each in its own
 * `node --test` process with its own browser: one file mostly keeps one core
 * busy, and CI has two. The longest files start first, so that both lanes
 * end at about the same time. A file's output is printed in one piece when it
 * ends, then a table of every file's time.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {startServer} from '../../tools/server.mjs';
import {CHROMIUM_PATH} from './browser.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const buildDir = path.join(root, 'build');

if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(path.join(buildDir, 'en/index.html'))) {
  console.error('No build of both locales in build/. Run `npm run build:strict` first.');
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}. Install Debian's chromium (apt-get install chromium).`);
  process.exit(1);
}

const JOBS = Math.max(1, Number(process.env.E2E_JOBS ?? 2));

/** The longest files, longest first (each over 60 s of a full run; commands leads its lane of three); the rest follow in name order. */
const LONGEST_FIRST = [
  'accessibility',
  'offline',
  'drawingsFit',
  'search',
  'commands',
  'pageWeight',
  'print',
  'boardSelector',
];

/**
 * Files that share more than the build and so run one after the other, in this order: `npm start`
 * (devServer) writes .docusaurus/, where search:push (commands) and searchRecords read the build's
 * search records.
 */
const IN_SEQUENCE = ['commands', 'devServer', 'searchRecords'];

const testDir = path.join(root, 'tests/e2e');
const only = process.argv.slice(2);
const names = fs
  .readdirSync(testDir)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .sort();

const base = (name) => name.replace(/\.test\.mjs$/, '');
const rank = (name) => {
  const index = LONGEST_FIRST.indexOf(base(name));
  return index === -1 ? LONGEST_FIRST.length : index;
};
/** The queue: groups of files, each group run in one lane, file after file. */
const sequence = names.filter((name) => IN_SEQUENCE.includes(base(name)));
sequence.sort((a, b) => IN_SEQUENCE.indexOf(base(a)) - IN_SEQUENCE.indexOf(base(b)));
const queue = [
  ...names.filter((name) => !IN_SEQUENCE.includes(base(name))).map((name) => [name]),
  ...(sequence.length ? [sequence] : []),
].sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]));

const {origin, close} = await startServer(buildDir);
console.log(`Serving build/ at ${origin}`);
// The hosted-search build (npm run build:hosted-test), when there is one.
const hostedDir = path.join(root, 'build-hosted');
const hosted = fs.existsSync(path.join(hostedDir, 'index.html')) ? await startServer(hostedDir) : null;
if (hosted) console.log(`Serving build-hosted/ at ${hosted.origin}`);
const lanes = Math.min(JOBS, queue.length);
console.log(`${names.length} test files, ${lanes} at a time`);

const env = {
  ...process.env,
  E2E_ORIGIN: origin,
  E2E_BUILD_DIR: buildDir,
  ...(hosted ? {E2E_HOSTED_ORIGIN: hosted.origin} : {}),
};
// TAP for logs (scripts/ci-summary.mjs reads its "not ok" lines), the readable form in a terminal.
const reporter = process.stdout.isTTY ? 'spec' : 'tap';

/** Runs one file; resolves with its exit status and seconds once its output is printed. */
function runFile(name) {
  const started = Date.now();
  // Spawned asynchronously: the servers live in this process and must keep answering.
  const child = spawn(process.execPath, ['--test', `--test-reporter=${reporter}`, path.join(testDir, name)], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const status = code ?? 1;
      const seconds = (Date.now() - started) / 1000;
      console.log(`\n── ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ──`);
      process.stdout.write(Buffer.concat(output));
      resolve({name, status, seconds});
    }),
  );
}

const started = Date.now();
const results = [];
await Promise.all(
  Array.from({length: lanes}, async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const name of group) results.push(await runFile(name));
    }
  }),
);
await close();
await hosted?.close();

const wall = (Date.now() - started) / 1000;
const failed = results.filter((result) => result.status !== 0);
console.log(`\nBrowser test files, ${lanes} at a time (seconds each, longest first):`);
for (const {name, status, seconds} of [...results].sort((a, b) => b.seconds - a.seconds)) {
  console.log(`  ${seconds.toFixed(1).padStart(7)}  ${name}${status === 0 ? '' : '  FAILED'}`);
}
console.log(
  `${results.length} files in ${wall.toFixed(1)} s (${results.reduce((sum, r) => sum + r.seconds, 0).toFixed(1)} s added up)` +
    (failed.length ? `; failed: ${failed.map((result) => result.name).join(', ')}` : ''),
);
process.exit(failed.length ? 1 : 0);
