/**
 * What every page downloads first stays lean: the entry chunk of each locale
 * carries neither Prism (code is highlighted at build time, plugins/code-highlight)
 * nor DocSearch's modal (loaded when search opens, plugins/search), nor code and
 * data no page uses there (plugins/lean-entry, the redirect table), nor the words of
 * data tables (src/data/language.ts), and stays within its budget.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {entryScriptsOf} from '../../tools/entryScripts.mjs';
import {BUILD_DIR} from './helpers.mjs';

const BASH_PAGE = 'docs/misc/opensensemap/api/index.html';

/**
 * Every page downloads and runs the entry chunk before anything else: gzip level 6, as the hosts send it.
 * 108.9 KiB (German) once plugins/lean-entry trimmed the generated route, config, string and docs
 * tables; most of the rest is Docusaurus' own client (React DOM alone is about 41). The tables grow
 * by ~70 B a page, so the budget leaves room for about 15 more pages before something must go.
 */
const ENTRY_BUDGET_KIB = 110;

for (const [locale, prefix] of [
  ['de', ''],
  ['en', 'en/'],
]) {
  describe(`entry chunk (${locale})`, () => {
    const scripts = entryScriptsOf(
      fs.readFileSync(path.join(BUILD_DIR, prefix, 'docs/boards/mcus2/mcu-s2-overview/index.html'), 'utf8'),
    );
    const source = scripts.map((src) => fs.readFileSync(path.join(BUILD_DIR, src), 'utf8')).join('\n');

    it('is the runtime and main chunk only', () => {
      assert.equal(scripts.length, 2, scripts.join(', '));
      assert.ok(scripts.some((src) => /\/main\.[0-9a-f]+\.js$/.test(src)));
    });

    it(`is at most ${ENTRY_BUDGET_KIB} KiB gzip`, () => {
      const gzip = scripts.reduce(
        (sum, src) => sum + zlib.gzipSync(fs.readFileSync(path.join(BUILD_DIR, src)), {level: 6}).length,
        0,
      );
      assert.ok(gzip <= ENTRY_BUDGET_KIB * 1024, `${(gzip / 1024).toFixed(1)} KiB`);
    });

    it('holds no data-table words (they travel with the tables)', () => {
      // A row of the parts table and a port kind, in either language.
      assert.doesNotMatch(source, /Versorgungsspannung|Supply voltage|Externe Stromversorgung/);
    });

    it('holds no Prism grammar', () => {
      assert.doesNotMatch(source, /\.languages\.extend\(/);
    });

    it('holds the search button but not the search modal', () => {
      assert.match(source, /DocSearch-Button/);
      assert.doesNotMatch(source, /DocSearch-Modal/);
      // The modal's screens and Algolia's error classes (the navbar's button is ours: src/search/shims/searchButton.tsx).
      assert.doesNotMatch(source, /DocSearch-Hit-Container|DocSearch-StartScreen|Unreachable hosts/);
    });

    it('holds one tslib helper, not all of tslib (plugins/lean-entry)', () => {
      assert.doesNotMatch(source, /Private accessor was defined without a getter|Generator is already executing/);
    });

    it('holds no redirect table: the site config every page carries has no plugin lists', () => {
      assert.doesNotMatch(source, /allgemein-sensebox-mcu/);
    });

    it('holds no module paths, page template, list of every doc or blog strings (plugins/lean-entry)', () => {
      assert.match(source, /webpackChunk/);
      assert.doesNotMatch(source, /@site\/docs\/|@generated\//);
      assert.doesNotMatch(source, /ssrTemplate|it\.appHtml/);
      assert.doesNotMatch(source, /"id":"boards\//);
      assert.doesNotMatch(source, /theme\.blog\./);
    });

    it('pages with code are highlighted in their HTML, the extra languages (bash) included', () => {
      const html = fs.readFileSync(path.join(BUILD_DIR, prefix, 'docs/editors/arduino/first-steps/index.html'), 'utf8');
      assert.match(html, /language-cpp/);
      assert.match(html, /class="token (keyword|function)[ "]/);
      // bash is one of our extra grammars (plugins/code-highlight/grammars.ts): only registered languages get tokens.
      const bash = fs.readFileSync(path.join(BUILD_DIR, prefix, BASH_PAGE), 'utf8');
      assert.match(bash, /language-bash[\s\S]*class="token (function|builtin|parameter|operator)[ "]/);
    });
  });
}
