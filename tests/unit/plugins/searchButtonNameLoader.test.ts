import fs from 'fs';
import path from 'path';

const loader = require('../../../plugins/search/searchButtonNameLoader.cjs');

const BUNDLE = fs.readFileSync(path.resolve('node_modules/@docsearch/react/dist/esm/index.js'), 'utf8');

describe('search button name loader (plugins/search)', () => {
  it('hides the key hints from assistive technology and leaves the K to CSS, once each, and changes nothing else', () => {
    const patched: string = loader.hideKeyHints(BUNDLE);
    expect(patched.split('"DocSearch-Button-Keys","aria-hidden":"true"')).toHaveLength(2);
    expect(patched).toContain('e.createElement(_,{reactsToKey:"k"})');
    expect(patched.length).toBe(BUNDLE.length + ',"aria-hidden":"true"'.length - ',"K"'.length);
  });

  it('fails the build when DocSearch no longer renders the hints the way it did', () => {
    expect(() => loader.hideKeyHints(BUNDLE.replace('className:"DocSearch-Button-Keys"', 'className:"Keys"'))).toThrow(
      /key-hint element exactly once, found it 0 times/,
    );
    expect(() => loader.hideKeyHints(BUNDLE.replace('{reactsToKey:"k"},"K")', '{reactsToKey:"k"},"k")'))).toThrow(
      /"K" key hint exactly once, found it 0 times/,
    );
  });
  // The built button itself is checked by axe in tests/e2e/accessibility.test.mjs.
});
