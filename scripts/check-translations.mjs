#!/usr/bin/env node
/**
 * Fails when `docusaurus write-translations` would add an id to any
 * translation file of either locale, i.e. when a UI string, sidebar label or
 * navbar/footer item exists that has no committed translation. The i18n folder
 * is restored afterwards, so running this never changes the working tree.
 * German sidebar labels are the sidebar config's own words: Docusaurus needs no
 * file for them, so i18n/de/docusaurus-plugin-content-docs/ is not checked.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../tools/files.mjs';

const LOCALES = ['de', 'en'];
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const i18nDir = path.join(root, 'i18n');

const UNCHECKED = path.join('de', 'docusaurus-plugin-content-docs');

function jsonFiles(dir) {
  return filesBelow(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join(dir, file));
}

const before = new Map(jsonFiles(i18nDir).map((file) => [file, fs.readFileSync(file, 'utf8')]));
const problems = [];
try {
  for (const locale of LOCALES) {
    execFileSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {
      cwd: root,
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  for (const file of jsonFiles(i18nDir)) {
    if (path.relative(i18nDir, file).startsWith(UNCHECKED)) continue;
    const relative = path.relative(root, file);
    const old = before.get(file);
    if (old === undefined) {
      problems.push(`${relative}: new file (commit it with translated messages)`);
      continue;
    }
    const oldKeys = new Set(Object.keys(JSON.parse(old)));
    for (const key of Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')))) {
      if (!oldKeys.has(key)) problems.push(`${relative}: missing id "${key}"`);
    }
  }
} finally {
  for (const file of jsonFiles(i18nDir)) {
    if (!before.has(file)) fs.rmSync(file);
  }
  for (const [file, content] of before) fs.writeFileSync(file, content);
}

if (problems.length > 0) {
  console.error(`Translations drift: ${problems.length} id(s) missing.\n  ${problems.join('\n  ')}`);
  console.error('Run `npm run write-translations -- --locale de` and `-- --locale en`, then translate the new ids.');
  process.exit(1);
}
console.log(`Translations complete: ${before.size} files in ${LOCALES.join(', ')}; write-translations adds nothing.`);
