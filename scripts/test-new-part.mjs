#!/usr/bin/env node
/**
 * `npm run test:new-part`: proves that a freshly scaffolded part builds. Copies the repository into a
 * temporary folder (node_modules linked, not copied), runs `new:part` there for a sensor that touches
 * every kind of sidebar list, then the strict build (`docusaurus build --config
 * docusaurus.config.strict.ts`: broken links and anchors fail it) and looks at the two new pages in the
 * output: both are built, and no NEW-PART marker shows outside code blocks (the markers are comments).
 * The copy gets a git repository of its own (the build reads each page's last-update date from git).
 * The copy is removed afterwards; `--keep` keeps it. Takes as long as a build (25 s on two cores); not part
 * of `npm test`, whose unit layer checks the scaffold with `tsc` instead (tests/unit/scripts/newPart.test.ts).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {MARKER, run} from './new-part.mjs';

/** Top-level entries a copy of the repository never needs. */
const NOT_COPIED = new Set(['.git', 'node_modules', 'build', 'build-hosted', '.docusaurus', 'coverage', 'test-results', 'screenshots', 'tmp-translations']);

/**
 * Copies the repository at `rootDir` into a new temporary folder and links its node_modules there.
 * `only`: the files and folders to copy, relative to the root (default: every top-level entry but
 * build output and caches). Returns the folder.
 */
/**
 * @param {string} rootDir
 * @param {{only?: string[], prefix?: string}} [options]
 * @returns {string}
 */
export function copyRepository(rootDir, {only, prefix = 'new-part-'} = {}) {
  const dest = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const entries = only ?? fs.readdirSync(rootDir).filter((name) => !NOT_COPIED.has(name));
  for (const entry of entries) {
    const from = path.join(rootDir, entry);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dest, entry)), {recursive: true});
    fs.cpSync(from, path.join(dest, entry), {recursive: true});
  }
  fs.symlinkSync(fs.realpathSync(path.join(rootDir, 'node_modules')), path.join(dest, 'node_modules'), 'dir');
  return dest;
}

/** The arguments the check scaffolds with: a sensor shipped with two kits and sold for three more. */
export const PROBE_ID = 'scaffold-probe';
export const PROBE_ARGS = [PROBE_ID, '--section', 'sensors', '--kits', 'edus2,bike', '--optional-for', 'edu,mini,home', '--title-de', 'Probesensor', '--title-en', 'Probe Sensor'];

/** Text of a built page outside <pre> blocks. */
function withoutCode(html) {
  return html.replace(/<pre[\s\S]*?<\/pre>/g, '');
}

function main() {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const keep = process.argv.includes('--keep');
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const copy = copyRepository(root);
  let failed = false;
  try {
    console.log(`Copy of the repository: ${copy}`);
    const scaffold = run(copy, PROBE_ARGS);
    console.log(scaffold.output.split('\n').slice(0, 1).join('\n'));
    if (scaffold.code !== 0) {
      console.error(scaffold.output);
      failed = true;
      return;
    }
    // The pages show their last-update date from git, and the build asks git for it: the copy gets a
    // repository of its own with one commit (the real history stays where it is).
    const git = (...args) => spawnSync('git', ['-c', 'user.name=new-part check', '-c', 'user.email=new-part@localhost', ...args], {cwd: copy, encoding: 'utf8'});
    for (const args of [['init', '-q'], ['add', '-A'], ['commit', '-q', '-m', 'scaffolded copy']]) {
      const result = git(...args);
      if (result.status !== 0) throw new Error(`git ${args.join(' ')} in the copy failed: ${result.stderr}`);
    }
    console.log(`Building the copy (strict config) … (${seconds()})`);
    const build = spawnSync(
      process.execPath,
      [path.join(copy, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--config', 'docusaurus.config.strict.ts'],
      {cwd: copy, stdio: 'inherit', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}},
    );
    if (build.status !== 0) {
      console.error(`✗ the strict build of the scaffolded copy failed (exit ${build.status}) after ${seconds()}`);
      failed = true;
      return;
    }
    for (const page of [`build/docs/hardware/sensors/${PROBE_ID}/index.html`, `build/en/docs/hardware/sensors/${PROBE_ID}/index.html`]) {
      const file = path.join(copy, page);
      if (!fs.existsSync(file)) {
        console.error(`✗ ${page} was not built`);
        failed = true;
        continue;
      }
      if (withoutCode(fs.readFileSync(file, 'utf8')).includes(MARKER)) {
        console.error(`✗ ${page} shows a ${MARKER} marker outside a code block`);
        failed = true;
      }
    }
    if (!failed) console.log(`✓ the scaffolded part builds with the strict config; both pages are there and show no marker outside code (${seconds()})`);
  } finally {
    if (keep) console.log(`Kept ${copy}`);
    else fs.rmSync(copy, {recursive: true, force: true});
    process.exitCode = failed ? 1 : 0;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main();
