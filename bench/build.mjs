#!/usr/bin/env node
/**
 * `npm run bench:build [-- --runs 3] [-- --config docusaurus.config.other.ts]`:
 * clean production builds of both locales. Before each run build/, .docusaurus/
 * and node_modules/.cache are removed; `docusaurus build` then runs under
 * /usr/bin/time, which gives wall time, CPU time (user + sys of the whole
 * process tree, every waited-for child included) and the largest single
 * process's peak RSS. The sum of the RSS of the whole tree is sampled from
 * /proc every 200 ms as well (webpack may fork workers), so both are printed.
 * Prints each run and the medians; budget: median wall time <= 90 s on this
 * 2-core machine. Exits 1 when the median misses it or a build fails.
 * The last run's build/ is left behind for the other benchmarks.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {Budgets, ROOT, median, printTable} from './lib.mjs';

const BUDGET_WALL_S = 90;
const {values: args} = parseArgs({options: {runs: {type: 'string', default: '3'}, config: {type: 'string'}}});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, not ${args.runs}`);
if (args.config && !fs.existsSync(path.resolve(ROOT, args.config)))
  throw new Error(`--config ${args.config}: no such file`);

const PAGE_SIZE = 4096;
/** Sum of the resident set sizes of pid and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(entry), Number(fields[21]) * PAGE_SIZE);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

function clean() {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(ROOT, dir), {recursive: true, force: true});
  }
}

async function buildOnce(run) {
  clean();
  const timeFile = path.join(os.tmpdir(), `bench-build-time-${process.pid}.txt`);
  const logFile = path.join(ROOT, 'bench', `.build-run-${run}.log`);
  const log = fs.openSync(logFile, 'w');
  const docusaurusArgs = ['build', ...(args.config ? ['--config', args.config] : [])];
  const child = spawn(
    '/usr/bin/time',
    ['-f', '%e %U %S %M', '-o', timeFile, path.join(ROOT, 'node_modules/.bin/docusaurus'), ...docusaurusArgs],
    {
      cwd: ROOT,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      stdio: ['ignore', log, log],
    },
  );
  let peakTreeRss = 0;
  const sampler = setInterval(() => {
    peakTreeRss = Math.max(peakTreeRss, treeRss(child.pid));
  }, 200);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  fs.closeSync(log);
  const timeLines = fs.readFileSync(timeFile, 'utf8').trim().split('\n');
  fs.rmSync(timeFile, {force: true});
  // On failure /usr/bin/time prints "Command exited with non-zero status N" before the figures.
  const [wall, user, sys, maxRssKb] = timeLines.at(-1).split(' ').map(Number);
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
    console.error(`Build run ${run} failed (exit ${code}); last lines of ${path.relative(ROOT, logFile)}:\n${tail}`);
    return {ok: false, wall, cpu: user + sys, user, sys, maxRss: maxRssKb * 1024, peakTreeRss};
  }
  fs.rmSync(logFile, {force: true});
  return {ok: true, wall, cpu: user + sys, user, sys, maxRss: maxRssKb * 1024, peakTreeRss};
}

const mib = (bytes) => (bytes / 1024 / 1024).toFixed(0);
console.log(
  `Clean build of both locales (docusaurus build${args.config ? ` --config ${args.config}` : ''}), ${runs} run(s), ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(2)} at start`,
);
const results = [];
for (let run = 1; run <= runs; run++) {
  const result = await buildOnce(run);
  results.push(result);
  console.log(
    `run ${run}: ${result.ok ? 'ok' : 'FAILED'}  wall ${result.wall.toFixed(1)} s  cpu ${result.cpu.toFixed(1)} s (user ${result.user.toFixed(1)} + sys ${result.sys.toFixed(1)})  peak RSS ${mib(result.maxRss)} MiB (largest process), ${mib(result.peakTreeRss)} MiB (process tree, sampled)`,
  );
}

const rows = [
  ['wall time (s)', ...results.map((r) => r.wall.toFixed(1)), median(results.map((r) => r.wall)).toFixed(1)],
  ['CPU user+sys (s)', ...results.map((r) => r.cpu.toFixed(1)), median(results.map((r) => r.cpu)).toFixed(1)],
  ['peak RSS, largest process (MiB)', ...results.map((r) => mib(r.maxRss)), mib(median(results.map((r) => r.maxRss)))],
  [
    'peak RSS, process tree (MiB)',
    ...results.map((r) => mib(r.peakTreeRss)),
    mib(median(results.map((r) => r.peakTreeRss))),
  ],
];
console.log('');
printTable(['', ...results.map((_, i) => `run ${i + 1}`), 'median'], rows);

const budgets = new Budgets();
const medianWall = median(results.map((r) => r.wall));
console.log(
  `\nbudget: median wall time ${medianWall.toFixed(1)} s <= ${BUDGET_WALL_S} s: ${budgets.check('build wall time', medianWall <= BUDGET_WALL_S, `${medianWall.toFixed(1)} s > ${BUDGET_WALL_S} s`)}`,
);
budgets.check(
  'every build succeeds',
  results.every((r) => r.ok),
  `${results.filter((r) => !r.ok).length} of ${runs} builds failed`,
);
budgets.printSummary('bench:build');
process.exit(budgets.exitCode());
