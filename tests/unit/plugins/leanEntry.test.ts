import fs from 'fs';
import path from 'path';
import * as tslib from 'tslib';
import {filesBelow} from '../../../tools/files.mjs';
import leanEntryPlugin, {absentFeatureStrings, usesDocsList} from '../../../plugins/lean-entry';
import {__importDefault} from '../../../plugins/lean-entry/tslibImportDefault';

const UTILS_COMMON_LIB = path.resolve('node_modules/@docusaurus/utils-common/lib');

type Rule = {test: RegExp; resolve: {alias: Record<string, string>}};

// The loader is CommonJS: webpack loads it by path.
const trim = require('../../../plugins/lean-entry/trimGeneratedLoader.cjs');

const CONTEXT = {generatedFilesDir: '/site/.docusaurus', siteConfig: {themeConfig: {navbar: {items: []}}}} as any;

function webpackConfig(isServer: boolean, mode = 'production') {
  return (leanEntryPlugin(CONTEXT).configureWebpack as any)({mode}, isServer, {});
}

function rules(): Rule[] {
  return webpackConfig(false).module.rules;
}

describe('lean-entry plugin: tslib for @docusaurus/utils-common', () => {
  it('utils-common calls no tslib helper but __importDefault (else the one-helper module would break it)', () => {
    const helpers = new Set<string>();
    for (const file of fs.readdirSync(UTILS_COMMON_LIB).filter((f) => f.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(UTILS_COMMON_LIB, file), 'utf8');
      for (const match of source.matchAll(/tslib_\d+\.(\w+)/g)) helpers.add(match[1]!);
    }
    expect([...helpers]).toEqual(['__importDefault']);
  });

  it("__importDefault behaves as tslib's does", () => {
    const esModule = {__esModule: true, default: 'x'};
    const commonJs = {value: 1};
    const fn = () => 1;
    for (const input of [esModule, commonJs, fn, null, undefined, 0, 'text']) {
      expect(__importDefault(input)).toEqual(tslib.__importDefault(input));
    }
    expect(__importDefault(esModule)).toBe(esModule);
    expect((__importDefault(commonJs) as {default: unknown}).default).toBe(commonJs);
  });

  it('applies to utils-common only, in both bundles', () => {
    const [rule] = rules();
    expect(rule!.test.test(path.join(UTILS_COMMON_LIB, 'index.js'))).toBe(true);
    expect(rule!.test.test(path.resolve('node_modules/@docusaurus/core/lib/client/exports/Link.js'))).toBe(false);
    expect(rule!.resolve.alias['tslib$']).toBe(path.resolve('plugins/lean-entry/tslibImportDefault.ts'));
    expect(fs.existsSync(rule!.resolve.alias['tslib$']!)).toBe(true);
  });
});

describe('lean-entry plugin: generated files in the client bundle', () => {
  const registry = [
    'export default {',
    '  "0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],',
    '  "01d191e7": [() => import(/* webpackChunkName: "01d191e7" */ "@generated/b.json"), "@generated/b.json", require.resolveWeak("@generated/b.json")],',
    '};',
  ].join('\n');

  it('trims in the production client bundle only; the server keeps module paths for its report of used files', () => {
    expect(webpackConfig(true).module.rules).toHaveLength(1);
    expect(webpackConfig(false, 'development').module.rules).toHaveLength(1);
    const [, trimRule] = webpackConfig(false).module.rules;
    expect(trimRule.test('/site/.docusaurus/registry.js')).toBe(true);
    expect(trimRule.test('/site/.docusaurus/routes.js')).toBe(false);
    expect(webpackConfig(false).output.chunkFilename).toBe('assets/js/[id].[contenthash:8].js');
  });

  it('blanks the module path of every registry entry and keeps the loader and the module id', () => {
    const trimmed = trim.trimRegistry(registry);
    expect(trimmed).not.toMatch(/"@site\/docs\/a\.mdx", require/);
    expect(trimmed).toContain(
      'import(/* webpackChunkName: "0058b4c6" */ "@site/docs/a.mdx"), "", require.resolveWeak("@site/docs/a.mdx")',
    );
    expect(trimmed.match(/, "", require\.resolveWeak/g)).toHaveLength(2);
  });

  it('fails the build when a registry entry has another shape', () => {
    expect(() => trim.trimRegistry(registry.replace('"@generated/b.json", require', 'require'))).toThrow(
      /2 entries, 1/,
    );
    expect(() => trim.trimRegistry('export default {};')).toThrow(/registry/);
  });

  it('keeps what the browser reads of the config and drops what only the build reads', () => {
    const config = {
      title: 'senseBox Docs',
      baseUrl: '/',
      ssrTemplate: '<html>',
      presets: [['classic', {}]],
      plugins: ['./plugins/a'],
      onBrokenLinks: 'throw',
      future: {experimental_faster: {rspackBundler: true}, experimental_router: 'browser'},
      themeConfig: {navbar: {title: 'senseBox Docs'}, prism: {theme: {plain: {color: '#000'}, styles: [1]}}},
    };
    const source = `/* generated */\nexport default ${JSON.stringify(config, null, 2)};\n`;
    const trimmed = JSON.parse(
      trim
        .trimConfig(source)
        .replace(/^[\s\S]*?export default /, '')
        .replace(/;\s*$/, ''),
    );
    expect(trimmed).toEqual({
      title: 'senseBox Docs',
      baseUrl: '/',
      future: {experimental_router: 'browser'},
      themeConfig: {
        navbar: {title: 'senseBox Docs'},
        prism: {theme: {plain: {}, styles: []}, darkTheme: {plain: {}, styles: []}},
      },
    });
    expect(() => trim.trimConfig('module.exports = {};')).toThrow(/export default/);
  });

  it('drops the UI strings of absent features only', () => {
    const messages = {'theme.blog.post.readMore': 'Mehr lesen', 'theme.docs.paginator.next': 'Weiter', 'a.b': 'c'};
    expect(JSON.parse(trim.trimTranslations(JSON.stringify(messages), {absentStrings: ['theme.blog.']}))).toEqual({
      'theme.docs.paginator.next': 'Weiter',
      'a.b': 'c',
    });
  });

  it('drops the strings of the announcement bar and the sidebar toggle only while they are off', () => {
    expect(absentFeatureStrings({})).toEqual(
      expect.arrayContaining(['theme.AnnouncementBar.', 'theme.docs.sidebar.collapseButton']),
    );
    const on = absentFeatureStrings({announcementBar: {id: 'x'}, docs: {sidebar: {hideable: true}}});
    expect(on).not.toContain('theme.AnnouncementBar.');
    expect(on).not.toContain('theme.docs.sidebar.collapseButton');
  });

  it('empties the list of docs unless a navbar item (or one in a dropdown) links through it', () => {
    const globalData = {
      'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current', docs: [{id: 'a', path: '/docs/a'}]}]}},
      'blockly-files': {files: 1},
    };
    const source = JSON.stringify(globalData);
    expect(JSON.parse(trim.trimGlobalData(source, {docsListUsed: false}))).toEqual({
      'docusaurus-plugin-content-docs': {default: {versions: [{name: 'current', docs: []}]}},
      'blockly-files': {files: 1},
    });
    expect(trim.trimGlobalData(source, {docsListUsed: true})).toBe(source);
    expect(usesDocsList([{type: 'localeDropdown'}, {type: 'search'}])).toBe(false);
    expect(usesDocsList([{type: 'dropdown', items: [{type: 'doc'}]}])).toBe(true);
  });

  it('no doc has tags, so the tag strings may go', () => {
    const frontMatter = (file: string) => /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
    const tagged = ['docs', 'i18n/en/docusaurus-plugin-content-docs']
      .flatMap((dir) => filesBelow(dir).map((file: string) => path.join(dir, file)))
      .filter((file: string) => /\.mdx?$/.test(file) && /^tags:/m.test(frontMatter(file)));
    expect(tagged).toEqual([]);
  });
});
