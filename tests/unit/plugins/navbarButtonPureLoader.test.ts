import fs from 'fs';
import path from 'path';
import {minifySync} from '@swc/core';

const loader = require('../../../plugins/search/navbarButtonPureLoader.cjs');

const BUNDLE = fs.readFileSync(path.resolve('node_modules/@docsearch/react/dist/esm/index.js'), 'utf8');

/** The bundle as the navbar uses it: only the button and the keyboard hook exported, then minified. */
function navbarCopy(source: string): string {
  const exports = /export\{([^}]+)\};?\s*$/.exec(source)!;
  const kept = exports[1]!
    .split(',')
    .filter((entry) => / as (DocSearchButton|useDocSearchKeyboardEvents)$/.test(entry));
  expect(kept).toHaveLength(2);
  const navbarOnly = `${source.slice(0, exports.index)}export{${kept.join(',')}};`;
  return minifySync(navbarOnly, {module: true, compress: {passes: 2}, mangle: false}).code;
}

describe('navbar-button pure loader (plugins/search)', () => {
  it('marks each of the top-level calls exactly once', () => {
    const marked: string = loader.markPure(BUNDLE);
    for (const call of loader.TOP_LEVEL_CALLS as string[]) {
      const [name, rest] = [call.slice(0, call.indexOf('=') + 1), call.slice(call.indexOf('=') + 1)];
      expect(marked.split(`${name}/*#__PURE__*/${rest}`)).toHaveLength(2);
    }
    expect(marked.length).toBe(BUNDLE.length + 13 * loader.TOP_LEVEL_CALLS.length);
  });

  it("lets the minifier drop the search modal's screens and Algolia's errors from the navbar's copy", () => {
    const before = navbarCopy(BUNDLE);
    const after = navbarCopy(loader.markPure(BUNDLE));
    for (const modalOnly of ['DocSearch-Hit-Container', 'DocSearch-StartScreen', 'Unreachable hosts']) {
      expect(before).toContain(modalOnly);
      expect(after).not.toContain(modalOnly);
    }
    // What the navbar renders and listens to stays.
    expect(after).toContain('DocSearch DocSearch-Button');
    expect(after).toContain('DocSearch--active');
    expect(after.length).toBeLessThan(before.length - 10_000);
  });

  it('fails loudly when DocSearch changed', () => {
    expect(() => loader.markPure(BUNDLE.replace('Ir=e.memo(', 'Zz=e.memo('))).toThrow(
      /"Ir=e\.memo\(" exactly once, found it 0 times/,
    );
  });

  it('the plugin applies it, and the button-name patch, to the navbar copy only', () => {
    const searchPlugin = require('../../../plugins/search').default;
    const webpack = searchPlugin({} as never).configureWebpack({}, false, {} as never, {} as never);
    const bundle = path.resolve('node_modules/@docsearch/react/dist/esm/index.js');
    const loadersFor = (resourceQuery: string) =>
      webpack.module.rules
        .filter(
          (rule: {test: RegExp; resourceQuery?: RegExp}) =>
            rule.test.test(bundle) && (!rule.resourceQuery || rule.resourceQuery.test(resourceQuery)),
        )
        .flatMap((rule: {use: {loader: string}[]}) => rule.use.map(({loader}) => path.basename(loader)));
    expect(loadersFor('?navbar-button')).toEqual([
      'keepErrorStatusLoader.cjs',
      'navbarButtonPureLoader.cjs',
      'searchButtonNameLoader.cjs',
    ]);
    expect(loadersFor('')).toEqual(['keepErrorStatusLoader.cjs']);
    expect(webpack.resolve.alias['@docsearch/react$']).toMatch(
      /@docsearch[/]react[/]dist[/].*index\.js\?navbar-button$/,
    );
  });
});
