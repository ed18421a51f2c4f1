#!/usr/bin/env node
/**
 * `npm run test:new-part` (a layer of `npm test`): what an author does after `npm run new:part`, done in
 * a temporary copy of the repository (node_modules linked, not copied):
 *   1. runs the real `npm run new:part` for a sensor shipped with two kits and sold for three more;
 *   2. writes every NEW-PART place with sample text, as an author would (fillScaffold);
 *   3. adds a page pair that is not a part, linked from the FAQ (addPlainPage);
 *   4. runs the TypeScript check and the unit tests there (all but the word-by-word search sweep): a new
 *      part or page must not break a test that the author never touched;
 *   5. builds the copy's German site with the strict config (the English pages come from the same
 *      templates, and the unit tests have read them) and checks the new pages are built without a marker.
 * The copy gets a git repository of its own (the build reads each page's last-update date from git) and
 * is removed afterwards; `--keep` keeps it. About 2 minutes on two cores.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {MARKER} from './new-part/templates.mjs';
import {RECORD_ANCHOR} from './new-part.mjs';

/** Top-level entries a copy of the repository never needs. */
const NOT_COPIED = new Set([
  '.git',
  'node_modules',
  'build',
  'build-hosted',
  '.docusaurus',
  'coverage',
  'test-results',
  'tmp-translations',
]);

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
export const PROBE_ARGS = [
  PROBE_ID,
  '--section',
  'sensors',
  '--kits',
  'edus2,bike',
  '--optional-for',
  'edu,mini,home',
  '--title-de',
  'Probesensor',
  '--title-en',
  'Probe Sensor',
];

/** The page that is not a part, added next to the scaffold. */
export const PLAIN_PAGE = 'misc/probe-seite';

const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';

const SAMPLE = {
  de: 'Dieser Absatz steht hier als Beispieltext. Er zeigt, dass eine fertig geschriebene Seite alle Prüfungen besteht, ohne dass du eine Liste im Repository ändern musst.',
  en: 'This paragraph is sample text. It shows that a finished page passes every check without an edit to any list in the repository.',
};

/** Writes every NEW-PART place of the scaffolded part with sample text, as an author would. */
export function fillScaffold(copy, id, section) {
  for (const [locale, dir] of [
    ['de', 'docs'],
    ['en', EN_DOCS],
  ]) {
    const file = path.join(copy, dir, 'hardware', section, `${id}.mdx`);
    const filled = fs
      .readFileSync(file, 'utf8')
      .replace(/^\{\/\* NEW-PART: .*\*\/\}$/gm, `${SAMPLE[locale]} ${SAMPLE[locale]}`)
      .replace(/^\s*# NEW-PART: .*\n/gm, '')
      .replace(/^\/\/ NEW-PART: .*\n/gm, '')
      .replace(
        "description: ''",
        `description: ${locale === 'de' ? 'Ein Beispielsensor, an dem die Prüfungen des Gerüsts laufen.' : 'A sample sensor the scaffold checks run on.'}`,
      );
    fs.writeFileSync(file, filled);
  }
  const parts = path.join(copy, 'src/data/parts.ts');
  const source = fs.readFileSync(parts, 'utf8');
  const start = source.indexOf(`    id: '${id}',`);
  const end = source.indexOf(RECORD_ANCHOR);
  const record = source
    .slice(start, end)
    .replace(/^ *\/\/ NEW-PART: .*\n(?: *\/\/ .*\n)*/gm, '')
    .replace('chips: [],', "chips: [{name: 'PROBE-1'}],")
    .replace(/includedIn: (\[[^\]]*\]),/, "includedIn: $1,\n    connections: i2cPorts('mcus2'),");
  fs.writeFileSync(parts, source.slice(0, start) + record + source.slice(end));
  // The drawing keeps its empty socket and chip lists: an author who knows nothing of the top side draws a plain board.
  const drawings = path.join(copy, 'src/data/partDrawings.ts');
  fs.writeFileSync(
    drawings,
    fs
      .readFileSync(drawings, 'utf8')
      .replace(/^ *\/\/ NEW-PART: .*\n(?: *\/\/ .*\n)*/gm, '')
      // The author names where colour and print were looked up, even when neither could be settled.
      .replace("look: {source: '', unsettled:", "look: {source: 'the maker’s product page', unsettled:"),
  );
}

/** A page pair that is not a part, linked from the FAQ in both languages. */
export function addPlainPage(copy) {
  for (const [locale, dir, title] of [
    ['de', 'docs', 'Probeseite'],
    ['en', EN_DOCS, 'Probe page'],
  ]) {
    const body = Array.from({length: 16}, () => SAMPLE[locale]).join('\n\n');
    const description =
      locale === 'de' ? 'Eine Beispielseite, die kein Teil beschreibt.' : 'A sample page that describes no part.';
    fs.writeFileSync(
      path.join(copy, dir, `${PLAIN_PAGE}.mdx`),
      `---\ntitle: ${title}\ndescription: ${description}\n---\n\n${body}\n`,
    );
    fs.appendFileSync(path.join(copy, dir, 'misc/faq.mdx'), `\n[${title}](/docs/${PLAIN_PAGE})\n`);
  }
}

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
  const step = (what, command, args) => {
    console.log(`\n--- ${what} (${seconds()})`);
    const result = spawnSync(command, args, {
      cwd: copy,
      stdio: 'inherit',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    });
    if (result.status !== 0) throw new Error(`${what} failed in the copy (exit ${result.status})`);
  };
  try {
    console.log(`Copy of the repository: ${copy}`);
    step('npm run new:part', 'npm', ['run', '--silent', 'new:part', '--', ...PROBE_ARGS]);
    fillScaffold(copy, PROBE_ID, 'sensors');
    addPlainPage(copy);
    step('typecheck', 'npm', ['run', '--silent', 'typecheck']);
    // All but the search sweep over every word of every page (a minute of CPU): it checks the search
    // code, which the scaffold does not touch, and the unit layer of `npm test` runs it already.
    step('unit tests', 'npm', [
      'run',
      '--silent',
      'test:unit',
      '--',
      '--ci',
      '--silent',
      '--testPathIgnorePatterns',
      'pageWords',
    ]);
    // The pages show their last-update date from git: the copy gets a repository of its own.
    const git = (...args) =>
      spawnSync('git', ['-c', 'user.name=new-part check', '-c', 'user.email=new-part@localhost', ...args], {
        cwd: copy,
        encoding: 'utf8',
      });
    for (const args of [
      ['init', '-q'],
      ['add', '-A'],
      ['commit', '-q', '-m', 'scaffolded copy'],
    ]) {
      const result = git(...args);
      if (result.status !== 0) throw new Error(`git ${args.join(' ')} in the copy failed: ${result.stderr}`);
    }
    step('strict build (de)', 'npm', ['run', '--silent', 'build:strict', '--', '--locale', 'de']);
    const built = [`docs/hardware/sensors/${PROBE_ID}`, `docs/${PLAIN_PAGE}`];
    for (const page of built) {
      const file = path.join(copy, 'build', page, 'index.html');
      if (!fs.existsSync(file)) throw new Error(`${page} was not built`);
      if (withoutCode(fs.readFileSync(file, 'utf8')).includes(MARKER))
        throw new Error(`${page} shows a ${MARKER} marker outside a code block`);
    }
    console.log(
      `\n✓ a new part (markers written) and a new page pass typecheck, unit tests and the strict build of the German site (${seconds()})`,
    );
  } catch (error) {
    console.error(`\n✗ ${error.message} (${seconds()})`);
    process.exitCode = 1;
  } finally {
    if (keep) console.log(`Kept ${copy}`);
    else fs.rmSync(copy, {recursive: true, force: true});
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) main();
