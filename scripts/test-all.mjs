#!/usr/bin/env node
/**
 * The test layers, in order of speed, stopping at the first that fails. Three ways in:
 *
 *   npm test                          every layer (what CI runs on main, nightly and for code changes)
 *   npm run check                     the fast layers an author runs before a pull request (no build)
 *   npm run test:changed -- <base>    a pull request that changes only pages, UI strings, images and
 *                                     word lists: the fast layers on what changed, the strict build and
 *                                     a browser visit of each changed page; anything else falls back to
 *                                     the whole suite
 *
 * Layers: lint (ESLint) beside typecheck (tsc), format (Prettier) beside words (cspell), unused code (knip)
 * beside translations (write-translations would add nothing), unit (Jest), new part (the scaffold filled and
 * built in a copy), build (strict, both locales), build (hosted search, stand-in keys), browser (playwright-core and
 * Debian's Chromium against both builds on 127.0.0.1).
 */
import {execFileSync, spawn} from 'node:child_process';
import {isContentFile, pagesOf} from './changed-files.mjs';

/**
 * A layer: its name, command, arguments, extra environment, and whether it may run beside the layer before
 * it (`paired`): the static checks each keep one core busy, so on two cores they run two at a time.
 * @typedef {[name: string, command: string, args: string[], env?: Record<string, string>, paired?: boolean]} Step
 */

/** @type {Step[]} */
const CHECK = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck'], {}, true],
  ['format', 'npm', ['run', '--silent', 'format:check']],
  ['words', 'npm', ['run', '--silent', 'test:words'], {}, true],
  ['unused code', 'npm', ['run', '--silent', 'knip']],
  ['translations', 'npm', ['run', '--silent', 'test:translations'], {}, true],
  ['unit', 'npm', ['run', '--silent', 'test:unit', '--', '--ci']],
];

/** @type {Step[]} */
const EVERYTHING = [
  ...CHECK,
  ['new part (in a copy)', 'npm', ['run', '--silent', 'test:new-part']],
  ['build', 'npm', ['run', '--silent', 'build:strict']],
  ['build (hosted search)', 'npm', ['run', '--silent', 'build:hosted-test']],
  ['browser', 'npm', ['run', '--silent', 'test:e2e']],
];

/** The layers for a change of content files only: what such a change can break, on what it touched. */
function contentSteps(/** @type {string[]} */ files) {
  const pages = pagesOf(files);
  // What `npm run test:words` checks: pages and UI strings (maintainer documents are not spell-checked).
  const spelled = files.filter((file) => /^(docs|i18n|src\/pages)\/.+\.(mdx?|json)$/.test(file));
  /** @type {Step[]} */
  const steps = [
    ['format (changed files)', 'npx', ['prettier', '--check', '--ignore-unknown', ...files]],
    ['translations', 'npm', ['run', '--silent', 'test:translations']],
    // Page and data tests read every page: a new page is checked like the others.
    ['content tests', 'npx', ['jest', '--ci', 'tests/unit/content', 'tests/unit/sidebars', 'tests/unit/i18n']],
    ['build', 'npm', ['run', '--silent', 'build:strict']],
  ];
  if (spelled.length) steps.splice(1, 0, ['words (changed files)', 'npx', ['cspell', '--no-progress', ...spelled]]);
  if (pages.length)
    steps.push([
      'browser (changed pages)',
      'npm',
      ['run', '--silent', 'test:e2e', '--', 'smoke'],
      {SMOKE_PAGES: pages.join(' ')},
    ]);
  return steps;
}

function changedSince(/** @type {string} */ base) {
  const output = execFileSync('git', ['diff', '--name-only', '--diff-filter=ACMR', `${base}...HEAD`], {
    encoding: 'utf8',
  });
  return output.split('\n').filter(Boolean);
}

/** @returns {{label: string, steps: Step[]}} */
function plan(/** @type {string[]} */ argv) {
  const [mode, base] = argv;
  if (mode === '--check') return {label: 'check', steps: CHECK};
  if (mode === '--changed') {
    if (!base) throw new Error('test:changed needs the base to compare with, e.g. origin/main');
    const files = changedSince(base);
    const code = files.filter((file) => !isContentFile(file));
    if (files.length && !code.length) {
      console.log(`Only content changed (${files.length} files): the content layers.`);
      return {label: 'content change', steps: contentSteps(files)};
    }
    console.log(
      code.length ? `Code changed (${code.slice(0, 5).join(', ')}…): every layer.` : 'No change found: every layer.',
    );
  }
  return {label: 'all test layers', steps: EVERYTHING};
}

/** Runs one layer; beside another, its output is held back so the two print one after the other. */
function run(/** @type {Step} */ [name, command, args, env = {}], /** @type {boolean} */ beside) {
  const started = Date.now();
  if (!beside) console.log(`\n=== ${name} ===`);
  const child = spawn(command, args, {
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', ...env},
    stdio: beside ? 'pipe' : 'inherit',
  });
  /** @type {Buffer[]} */
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      if (beside) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      resolve({name, status, seconds: ((Date.now() - started) / 1000).toFixed(1)});
    }),
  );
}

const {label, steps} = plan(process.argv.slice(2));
const timings = [];
for (let at = 0; at < steps.length; at++) {
  const group = steps[at + 1]?.[4] ? [steps[at], steps[++at]] : [steps[at]];
  for (const {name, status, seconds} of await Promise.all(group.map((step) => run(step, group.length > 1)))) {
    timings.push(`${name} ${seconds}s`);
    if (status !== 0) {
      console.error(`\n✗ ${name} failed after ${seconds}s (${timings.join(', ')})`);
      process.exit(status ?? 1);
    }
  }
}
console.log(`\n✓ ${label} passed (${timings.join(', ')})`);
