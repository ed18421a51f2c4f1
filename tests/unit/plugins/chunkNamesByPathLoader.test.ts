import fs from 'fs';
import path from 'path';
import flat from '@docusaurus/core/lib/client/flat';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../plugins/prefetch-lookup/chunkNamesByPathLoader.cjs');

const CLIENT = fs.readFileSync(path.resolve('node_modules/@docusaurus/core/lib/client/docusaurus.js'), 'utf8');

type Lookup = (path: string) => string[];

/** The lookup as the original or the patched module defines it, with these route chunks. */
function lookup(snippet: string, routesChunkNames: object): Lookup {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  return new Function('routesChunkNames', 'flat', `${snippet}\nreturn getChunkNamesToLoad;`)(routesChunkNames, flat) as Lookup;
}

/** Shaped like .docusaurus/routesChunkNames.json: route path + hash, nested chunk names. */
const ROUTES = {
  '/-e5f': {__comp: '1f391b9e', __context: {plugin: 'a7456010'}, config: '5e9f5e1a'},
  '/docs-0a1': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
  '/docs-7c2': {__comp: 'a7bd4aaa', version: '0058b4c6'},
  '/docs-9d3': {__comp: 'a94703ab'},
  '/docs/hardware/sensors/umweltsensor-4d8': {__comp: '17896441', content: '5136dcca', sidebar: {items: ['x1', 'x2']}},
  '/docs/hardware/sensors/umweltsensor-extra-11b': {__comp: '17896441', content: '6a0c4b2e'},
  '/en/docs-123': {__comp: 'en000001'},
};

describe('prefetch lookup (plugins/prefetch-lookup)', () => {
  it("finds Docusaurus' lookup exactly once and replaces it", () => {
    expect(CLIENT.split(loader.ORIGINAL)).toHaveLength(2);
    const patched: string = loader.tableLookup(CLIENT);
    expect(patched).toContain('chunkNamesByPath.get(path)');
    expect(patched).not.toContain(loader.ORIGINAL);
  });

  it('answers every path exactly as the original does: same chunks, same order', () => {
    const original = lookup(loader.ORIGINAL, ROUTES);
    const patched = lookup(loader.PATCHED, ROUTES);
    const paths = ['/', '/docs', '/docs/hardware/sensors/umweltsensor', '/docs/hardware/sensors/umweltsensor-extra', '/en/docs', '/missing', ''];
    for (const routePath of paths) expect(patched(routePath)).toEqual(original(routePath));
    expect(patched('/docs')).toEqual(['5e95c892', 'aba21aa0', 'a7bd4aaa', '0058b4c6', 'a94703ab']);
    expect(patched('/missing')).toEqual([]);
    // Asked twice, the same answer (the table is built once and not changed by callers).
    expect(patched('/docs')).toEqual(original('/docs'));
  });

  it('walks the routes once, however many links are prefetched', () => {
    let reads = 0;
    const counted = new Proxy(ROUTES, {ownKeys: (target) => (reads++, Reflect.ownKeys(target))});
    const patched = lookup(loader.PATCHED, counted);
    for (let i = 0; i < 20; i++) patched('/docs');
    expect(reads).toBe(1);
  });

  it('fails loudly when Docusaurus changed', () => {
    expect(() => loader.tableLookup(CLIENT.replace('routeNameWithHash.replace', 'routeName.replace'))).toThrow(/exactly once, found it 0 times/);
  });

  it('the plugin patches that module, in the client bundle only', async () => {
    const {default: plugin} = await import('../../../plugins/prefetch-lookup');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const configure = plugin().configureWebpack as any;
    expect(configure({}, true, {})).toEqual({});
    const [rule] = configure({}, false, {}).module.rules;
    expect(rule.test.test(path.resolve('node_modules/@docusaurus/core/lib/client/docusaurus.js'))).toBe(true);
    expect(rule.test.test(path.resolve('node_modules/@docusaurus/core/lib/client/prefetch.js'))).toBe(false);
  });
});
