/** @jest-environment node */
import fs from 'fs';
import path from 'path';

const loader = require('../../../plugins/idle-prefetch/idlePrefetchLoader.cjs');

const CLIENT = fs.readFileSync(path.resolve('node_modules/@docusaurus/core/lib/client/docusaurus.js'), 'utf8');

/** Docusaurus' prefetch() from the patched module, with its imports replaced by the ones a test controls. */
function patchedPrefetch(env: {
  chunksOf: Record<string, string[]>;
  loadedScripts: string[];
  readyState: 'loading' | 'complete';
  requestIdleCallback?: (callback: (deadline: {timeRemaining: () => number}) => void) => void;
}) {
  const source: string = loader.idlePrefetch(CLIENT);
  const body = source.slice(source.indexOf('const fetched = new Set();'), source.indexOf('const preload ='));
  const fetchedFiles: string[] = [];
  const listeners: Array<() => void> = [];
  const document = {readyState: env.readyState};
  let now = 0;
  const performance = {
    // Each prefetched route takes 3 ms of the test's clock.
    now: () => (now += 3),
    getEntriesByType: (type: string) =>
      type !== 'resource'
        ? []
        : [
            ...env.loadedScripts.map((file) => ({name: `https://example.org${file}`, initiatorType: 'script'})),
            {name: 'https://example.org/assets/js/theme.js', initiatorType: 'link'},
          ],
  };
  const window = {addEventListener: (_type: string, listener: () => void) => listeners.push(listener)};
  const globals = {
    document,
    performance,
    window,
    navigator: {},
    requestIdleCallback: env.requestIdleCallback,
    setTimeout: (callback: () => void) => callback(),
    matchRoutes: (_routes: unknown, routePath: string) => [{route: {path: routePath}}],
    routes: [],
    routesChunkNames: Object.fromEntries(
      Object.entries(env.chunksOf).map(([route, chunks]) => [`${route}-abc`, {...chunks}]),
    ),
    flat: (chunks: Record<string, string>) => chunks,
    prefetchHelper: (file: string) => (fetchedFiles.push(file), Promise.resolve()),
    __webpack_require__: {gca: (chunk: string) => `/assets/js/${chunk}.js`},
  };
  const prefetch = new Function(...Object.keys(globals), `${body}\nreturn prefetch;`)(...Object.values(globals)) as (
    route: string,
  ) => unknown;
  return {prefetch, fetchedFiles, load: () => listeners.forEach((listener) => listener())};
}

const CHUNKS = {'/a': ['theme', 'page-a'], '/b': ['theme', 'page-b'], '/c': ['theme', 'loaded', 'page-c']};

describe('idle prefetch (plugins/idle-prefetch/idlePrefetchLoader.cjs)', () => {
  it("finds the body of Docusaurus' prefetch exactly once and replaces it", () => {
    expect(CLIENT.split(loader.ORIGINAL)).toHaveLength(2);
    expect(loader.idlePrefetch(CLIENT)).toContain('whenIdleAfterLoad');
    expect(loader.idlePrefetch(CLIENT)).not.toContain(loader.ORIGINAL);
  });

  it('fetches nothing before the load event, then each file once in idle time, never what the page loaded', () => {
    const idle: Array<(deadline: {timeRemaining: () => number}) => void> = [];
    const page = patchedPrefetch({
      chunksOf: CHUNKS,
      loadedScripts: ['/assets/js/loaded.js'],
      readyState: 'loading',
      requestIdleCallback: (callback) => idle.push(callback),
    });
    for (const route of ['/a', '/b', '/c']) page.prefetch(route);
    expect(page.prefetch('/a')).toBe(false); // A route counts as fetched at once, as in Docusaurus.
    expect(idle).toHaveLength(0);
    page.load();
    expect(page.fetchedFiles).toEqual([]);
    idle.shift()!({timeRemaining: () => 50});
    expect(page.fetchedFiles).toEqual([
      '/assets/js/theme.js',
      '/assets/js/page-a.js',
      '/assets/js/page-b.js',
      '/assets/js/page-c.js',
    ]);
  });

  it('stops when the idle period is used up and goes on in the next one', () => {
    const idle: Array<(deadline: {timeRemaining: () => number}) => void> = [];
    const page = patchedPrefetch({
      chunksOf: CHUNKS,
      loadedScripts: [],
      readyState: 'complete',
      requestIdleCallback: (callback) => idle.push(callback),
    });
    for (const route of ['/a', '/b', '/c']) page.prefetch(route);
    idle.shift()!({timeRemaining: () => 0});
    expect(page.fetchedFiles).toEqual(['/assets/js/theme.js', '/assets/js/page-a.js']);
    idle.shift()!({timeRemaining: () => 0});
    idle.shift()!({timeRemaining: () => 0});
    expect(page.fetchedFiles).toEqual([
      '/assets/js/theme.js',
      '/assets/js/page-a.js',
      '/assets/js/page-b.js',
      '/assets/js/loaded.js',
      '/assets/js/page-c.js',
    ]);
    expect(idle).toHaveLength(0);
  });

  it('does at most ~8 ms of work per idle callback, however long the idle period', () => {
    const idle: Array<(deadline: {timeRemaining: () => number}) => void> = [];
    const chunksOf = Object.fromEntries(Array.from({length: 9}, (_, i) => [`/p${i}`, [`page-${i}`]]));
    const page = patchedPrefetch({
      chunksOf,
      loadedScripts: [],
      readyState: 'complete',
      requestIdleCallback: (callback) => idle.push(callback),
    });
    for (let i = 0; i < 9; i++) page.prefetch(`/p${i}`);
    idle.shift()!({timeRemaining: () => 50});
    const first = page.fetchedFiles.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(9);
    while (idle.length > 0) idle.shift()!({timeRemaining: () => 50});
    expect(page.fetchedFiles).toHaveLength(9);
  });

  it('works where the browser has no requestIdleCallback (a timeout instead)', () => {
    const page = patchedPrefetch({chunksOf: CHUNKS, loadedScripts: [], readyState: 'complete'});
    page.prefetch('/b');
    expect(page.fetchedFiles).toEqual(['/assets/js/theme.js', '/assets/js/page-b.js']);
  });

  it('fails loudly when Docusaurus changed', () => {
    expect(() => loader.idlePrefetch(CLIENT.replace('// Find all webpack chunk names needed.', ''))).toThrow(
      /exactly once, found it 0 times/,
    );
  });
});
