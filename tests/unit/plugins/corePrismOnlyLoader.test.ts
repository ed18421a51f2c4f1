import fs from 'fs';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../plugins/prism-on-demand/corePrismOnlyLoader.cjs');

const DIST = path.resolve('node_modules/prism-react-renderer/dist');

describe('core-Prism-only loader (plugins/prism-on-demand)', () => {
  for (const file of ['index.mjs', 'index.js']) {
    it(`cuts the grammars and themes out of prism-react-renderer's ${file} and keeps the rest`, () => {
      const source = fs.readFileSync(path.join(DIST, file), 'utf8');
      const cut: string = loader.cutGrammarsAndThemes(source);
      expect(source).toContain('Prism.languages.swift');
      expect(cut).not.toContain('Prism.languages.swift');
      expect(cut).not.toMatch(/Prism\.languages\.\w+ = /);
      expect(cut).not.toContain('src/themes/dracula.ts');
      expect(cut).toContain('var Prism = __toESM(require_prism());');
      expect(cut).toContain('var themes_exports = {};');
      expect(cut).toContain('src/components/highlight.ts');
      expect(cut.length).toBeLessThan(source.length - 90_000);
    });
  }

  it('fails loudly when the package changed', () => {
    const source = fs.readFileSync(path.join(DIST, 'index.mjs'), 'utf8');
    expect(() => loader.cutGrammarsAndThemes(source.replace('Prism.languages.swift', 'Prism.languages.swifty'))).toThrow(/differ from 2\.4\.1/);
    expect(() => loader.cutGrammarsAndThemes(source.replace('// src/themes/index.ts\n', ''))).toThrow(/markers/);
  });

  it('the plugin applies the loader to that package only', () => {
    const plugin = fs.readFileSync(path.resolve('plugins/prism-on-demand/index.ts'), 'utf8');
    const pattern = new RegExp(/const PRISM_REACT_RENDERER = \/(.*)\/;/.exec(plugin)![1]!);
    expect(pattern.test(path.join(DIST, 'index.mjs'))).toBe(true);
    expect(pattern.test(path.join(DIST, 'index.js'))).toBe(true);
    expect(pattern.test(path.resolve('node_modules/prismjs/prism.js'))).toBe(false);
  });
});
