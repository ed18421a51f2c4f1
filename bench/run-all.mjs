#!/usr/bin/env node
/**
 * `npm run bench [-- --quick]`: every benchmark, one after the other (never two
 * at once: the machine has 2 cores). The build benchmark comes first and leaves
 * build/ behind for the others. All run even when one fails; the summary lists
 * each exit code and the command exits 1 if any benchmark failed.
 * `--quick`: one build, one Lighthouse run per page and form factor and one
 * search page load per language instead of the medians of 3, 5 and 5 (for a
 * first look, not for figures to compare).
 * `--skip <name>` (repeatable: build, weight, lighthouse, search) leaves a
 * benchmark out; `--skip build` measures the build/ that is there.
 * `--page <path>` (repeatable) limits bench:weight and bench:lighthouse to
 * those pages of lib.mjs's PAGES.
 */
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {ROOT} from './lib.mjs';

const {values: args} = parseArgs({
  options: {
    quick: {type: 'boolean', default: false},
    skip: {type: 'string', multiple: true, default: []},
    page: {type: 'string', multiple: true, default: []},
  },
});
const pageArgs = args.page.flatMap((page) => ['--page', page]);
/** @type {[string, string, string[]][]} */
const BENCHMARKS = [
  ['build', 'bench/build.mjs', args.quick ? ['--runs', '1'] : []],
  ['weight', 'bench/pageWeight.mjs', pageArgs],
  ['lighthouse', 'bench/lighthouse.mjs', [...(args.quick ? ['--runs', '1'] : []), ...pageArgs]],
  ['search', 'bench/search.mjs', args.quick ? ['--loads', '1'] : []],
];
const unknown = args.skip.filter((name) => !BENCHMARKS.some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`--skip takes ${BENCHMARKS.map(([name]) => name).join(', ')}; not: ${unknown.join(', ')}`);
  process.exit(2);
}

const results = [];
for (const [name, script, scriptArgs] of BENCHMARKS.filter(([name]) => !args.skip.includes(name))) {
  console.log(`\n=== bench:${name} (node ${[script, ...scriptArgs].join(' ')}) ===\n`);
  const started = Date.now();
  const {status, signal} = spawnSync(process.execPath, [script, ...scriptArgs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
  });
  results.push({name, code: status ?? signal, seconds: (Date.now() - started) / 1000});
}

console.log('\n=== summary ===');
for (const {name, code, seconds} of results) {
  console.log(`bench:${name.padEnd(11)} ${code === 0 ? 'PASS' : `FAIL (exit ${code})`}  ${seconds.toFixed(0)} s`);
}
const failed = results.filter((result) => result.code !== 0);
if (args.skip.length > 0) console.log(`skipped: ${args.skip.map((name) => `bench:${name}`).join(', ')}`);
console.log(
  failed.length ? `${failed.length} of ${results.length} benchmarks missed a budget or failed.` : 'Every budget met.',
);
process.exit(failed.length ? 1 : 0);
