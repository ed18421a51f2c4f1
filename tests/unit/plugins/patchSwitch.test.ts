/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import {DISABLE_PATCHES, PATCH_IDS, disabledPatches, patchOn, type PatchId} from '../../../plugins/patchSwitch';
import searchPlugin from '../../../plugins/search';
import leanEntryPlugin from '../../../plugins/lean-entry';
import storageWarningsPlugin from '../../../plugins/storage-warnings';
import idlePrefetchPlugin from '../../../plugins/idle-prefetch';
import type {LoadContext, Plugin} from '@docusaurus/types';

type Rule = {use?: Array<{loader: string}>; resolve?: {alias: Record<string, string>}};
type WebpackConfig = {module?: {rules: Rule[]}};

/** What a plugin adds to the client bundle's webpack config. */
function clientConfig(plugin: Plugin): WebpackConfig {
  return (plugin.configureWebpack as any)({}, false, {}) as WebpackConfig;
}

/** The file names of every loader and alias target the site's patch plugins register. */
function registered(): string[] {
  const plugins = [
    searchPlugin({} as LoadContext),
    leanEntryPlugin({generatedFilesDir: '/site/.docusaurus', siteConfig: {themeConfig: {}}} as LoadContext),
    storageWarningsPlugin(),
    idlePrefetchPlugin(),
  ];
  const configs = plugins.map((plugin) => clientConfig(plugin));
  return configs.flatMap((config) =>
    (config.module?.rules ?? []).flatMap((rule) => [
      ...(rule.use ?? []).map((use) => path.basename(use.loader)),
      ...Object.values(rule.resolve?.alias ?? {}).map((target) => path.basename(target)),
    ]),
  );
}

/** Each patch and the file its plugin registers for it. */
const PATCH_FILES: Record<PatchId, string> = {
  localPreconnect: 'localPreconnectLoader.cjs',
  searchPageMain: 'searchPageMainLoader.cjs',
  storageWarnings: 'warnInsteadOfErrorLoader.cjs',
  prefetchIdle: 'idlePrefetchLoader.cjs',
  leanEntry: 'tslibImportDefault.ts',
};

describe('patch switch (plugins/patchSwitch.ts)', () => {
  const before = process.env[DISABLE_PATCHES];
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    if (before === undefined) delete process.env[DISABLE_PATCHES];
    else process.env[DISABLE_PATCHES] = before;
  });

  it('turns every patch on by default', () => {
    expect(disabledPatches({})).toEqual([]);
    expect(disabledPatches({[DISABLE_PATCHES]: ''})).toEqual([]);
    for (const id of PATCH_IDS) expect(patchOn(id, {})).toBe(true);
  });

  it('turns off exactly the patches named, comma- or space-separated', () => {
    const env = {[DISABLE_PATCHES]: 'prefetchIdle, leanEntry'};
    expect(disabledPatches(env)).toEqual(['prefetchIdle', 'leanEntry']);
    expect(PATCH_IDS.filter((id) => !patchOn(id, env))).toEqual(['prefetchIdle', 'leanEntry']);
  });

  it('fails the build on a name that is no patch, so a typo never measures the wrong site', () => {
    expect(() => disabledPatches({[DISABLE_PATCHES]: 'prefetchIdle,leanentry'})).toThrow(/leanentry is not a patch/);
    expect(() => patchOn('leanEntry', {[DISABLE_PATCHES]: 'corePrismOnly'})).toThrow(/corePrismOnly is not a patch/);
  });

  it('says so when a build leaves a patch out', () => {
    jest.isolateModules(() => {
      const fresh = require('../../../plugins/patchSwitch') as typeof import('../../../plugins/patchSwitch');
      fresh.patchOn('leanEntry', {});
      expect(warn).not.toHaveBeenCalled();
      fresh.patchOn('leanEntry', {[DISABLE_PATCHES]: 'leanEntry'});
      fresh.patchOn('prefetchIdle', {[DISABLE_PATCHES]: 'leanEntry'});
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/DISABLE_PATCHES=leanEntry: a measurement build/);
    });
  });

  it('the plugins register every patch by default', () => {
    delete process.env[DISABLE_PATCHES];
    expect(registered().sort()).toEqual(Object.values(PATCH_FILES).sort());
  });

  for (const id of PATCH_IDS) {
    it(`DISABLE_PATCHES=${id} leaves out that patch and only that one`, () => {
      process.env[DISABLE_PATCHES] = id;
      const files = registered();
      expect(files).not.toContain(PATCH_FILES[id]);
      expect(files.sort()).toEqual(
        Object.values(PATCH_FILES)
          .filter((file) => file !== PATCH_FILES[id])
          .sort(),
      );
    });
  }

  it('a patch that stays on keeps its guard: its loader still fails when the text it patches is missing', () => {
    // Every other patch off: the one left on is registered as always, and its loader is unchanged.
    process.env[DISABLE_PATCHES] = PATCH_IDS.filter((id) => id !== 'searchPageMain').join(',');
    const rule = clientConfig(searchPlugin({} as LoadContext)).module!.rules.find((r) =>
      r.use?.some((use) => use.loader.endsWith('searchPageMainLoader.cjs')),
    );
    const loader = require(rule!.use![0]!.loader) as (source: string) => string;
    const page = fs.readFileSync(
      path.resolve('node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'),
      'utf8',
    );
    expect(loader(page)).not.toBe(page);
    expect(() => loader('export default function SearchPage() {}')).toThrow(/exactly once, found it 0 times/);
  });

  it('every switchable patch is named in plugins/README.md', () => {
    const readme = fs.readFileSync(path.resolve('plugins/README.md'), 'utf8');
    for (const id of PATCH_IDS) expect(readme).toContain(`\`${id}\``);
  });
});
