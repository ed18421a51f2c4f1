import fs from 'fs';
import path from 'path';

const loader = require('../../../plugins/search/searchPageMainLoader.cjs');

const SOURCE = fs.readFileSync(
  path.resolve('node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'),
  'utf8',
);

describe('search page main loader (plugins/search)', () => {
  it('gives the page one <main> around heading, form and results, with or without results', () => {
    expect(SOURCE.match(/<main\b/g)).toHaveLength(1); // the theme's: the result list only
    const patched: string = loader.withMainLandmark(SOURCE);
    expect(patched.match(/<main\b/g)).toEqual(['<main']);
    expect(patched.match(/<\/main>/g)).toHaveLength(1);
    const main = patched.slice(patched.indexOf('<main'), patched.indexOf('</main>'));
    for (const part of ['<Heading as="h1">{pageTitle}</Heading>', '<form', 'searchResultState.items.map('])
      expect(main).toContain(part);
    expect(patched.length).toBe(SOURCE.length);
  });

  it('fails the build when the theme page changed', () => {
    expect(() => loader.withMainLandmark(SOURCE.replace('container margin-vert--lg', 'container'))).toThrow(
      /opening tag exactly once, found it 0 times/,
    );
  });
});
