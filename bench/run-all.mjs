#!/usr/bin/env node
/**
 * `npm run bench [-- --quick]`: every benchmark, one after the other (never two
 * at once: the machine has 2 cores). The build benchmark comes first and leaves
 * build/ behind for the others. All run even when one fails; the summary lists
 * each exit code and the command exits 1 if any benchmark failed.
 * `--quick`: one build and one Lighthouse run per page and form factor instead
 * of the medians of 3 and 5 (for a first look, not for figures to compare).
 */
import {spawnSync} from 'node:child_process';
import {parseArgs} from 'node:util';
import {ROOT} from './lib.mjs';

const {values: args} = parseArgs({options: {quick: {type: 'boolean', default: false}}});
const BENCHMARKS = [
  ['build', 'bench/build.mjs', args.quick ? ['--runs', '1'] : []],
  ['weight', 'bench/pageWeight.mjs', []],
  ['lighthouse', 'bench/lighthouse.mjs', args.quick ? ['--runs', '1'] : []],
  ['search', 'bench/search.mjs', []],
];

const results = [];
for (const [name, script, scriptArgs] of BENCHMARKS) {
  console.log(`\n=== bench:${name} (node ${[script, ...scriptArgs].join(' ')}) ===\n`);
  const started = Date.now();
  const {status, signal} = spawnSync(process.execPath, [script, ...scriptArgs], {cwd: ROOT, stdio: 'inherit', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  results.push({name, code: status ?? signal, seconds: (Date.now() - started) / 1000});
}

console.log('\n=== summary ===');
for (const {name, code, seconds} of results) {
  console.log(`bench:${name.padEnd(11)} ${code === 0 ? 'PASS' : `FAIL (exit ${code})`}  ${seconds.toFixed(0)} s`);
}
const failed = results.filter((result) => result.code !== 0);
console.log(failed.length ? `${failed.length} of ${results.length} benchmarks missed a budget or failed.` : 'Every budget met.');
process.exit(failed.length ? 1 : 0);
