/**
 * The search records the build writes for each language (plugins/search):
 * every docs page is in its language's file, and every record points at a real
 * page and anchor of the build.
 */
import {it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../tools/files.mjs';
import {BUILD_DIR} from './helpers.mjs';

const SITE = 'https://docs.sensebox.de';

for (const [language, dir] of [
  ['de', BUILD_DIR],
  ['en', path.join(BUILD_DIR, 'en')],
]) {
  it(`search records (${language}) cover every docs page and point at real anchors`, () => {
    const records = JSON.parse(fs.readFileSync(path.resolve('.docusaurus/search-records', `${language}.json`), 'utf8'));
    const compact = JSON.parse(fs.readFileSync(path.join(dir, 'search-index.json'), 'utf8'));
    assert.equal(compact.language, language);
    const sections = compact.pages.flatMap((page) => page[6]);
    assert.equal(sections.length + sections.reduce((sum, section) => sum + section[3].length, 0), records.length);
    const prefix = language === 'en' ? '/en' : '';
    const pages = new Set(records.map((record) => decodeURI(record.url_without_anchor)));
    const docsDir = path.join(dir, 'docs');
    const docPages = filesBelow(docsDir)
      .filter((file) => path.posix.basename(file) === 'index.html')
      .filter((file) => !/http-equiv="refresh"/.test(fs.readFileSync(path.join(docsDir, file), 'utf8').slice(0, 2000)))
      .map((file) => `${SITE}${prefix}/docs/${path.posix.dirname(file)}`.replace(/\/\.$/, ''));
    const missing = docPages.filter((page) => !pages.has(page));
    assert.deepEqual(missing, []);
    assert.ok(records.every((record) => record.language === language));
    const htmlCache = new Map();
    for (const record of records.filter((r) => r.anchor)) {
      const file = path.join(BUILD_DIR, decodeURIComponent(new URL(record.url_without_anchor).pathname), 'index.html');
      if (!htmlCache.has(file)) htmlCache.set(file, fs.readFileSync(file, 'utf8'));
      assert.ok(htmlCache.get(file).includes(`id="${record.anchor}"`), `${record.url}: anchor not on the page`);
    }
    console.log(`search records (${language}): ${records.length} records, ${pages.size} pages`);
  });
}
