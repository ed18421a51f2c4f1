import fs from 'fs';
import path from 'path';
import config from '../../../docusaurus.config';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../plugins/prism-on-demand/corePrismOnlyLoader.cjs');

const DIST = path.resolve('node_modules/prism-react-renderer/dist');
const additionalLanguages: string[] = (config.themeConfig as {prism: {additionalLanguages: string[]}}).prism.additionalLanguages;

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

describe('highlighted languages', () => {
  /** Fences that stay plain on purpose: text, and MDX (Prism has no grammar for it). */
  const PLAIN = new Set(['text', 'mdx']);
  /** Names the registered grammars answer to besides their own. */
  const ALIASES: Record<string, string> = {js: 'javascript', md: 'markdown', sh: 'bash', shell: 'bash', py: 'python', html: 'markup', xml: 'markup', ino: 'arduino'};

  function fenceLanguages(dir: string, found = new Set<string>()): Set<string> {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) fenceLanguages(full, found);
      else if (/\.mdx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(full, 'utf8').matchAll(/^\s*```(\w+)/gm)) found.add(match[1]!);
      }
    }
    return found;
  }

  it('every language a page fences is registered or plain on purpose', () => {
    const languages = new Set([...fenceLanguages('docs'), ...fenceLanguages('i18n/en/docusaurus-plugin-content-docs'), ...fenceLanguages('src/pages')]);
    expect(languages.has('cpp')).toBe(true);
    const unregistered = [...languages].filter((language) => !PLAIN.has(language) && !additionalLanguages.includes(ALIASES[language] ?? language));
    expect(unregistered).toEqual([]);
  });

  it('registers each grammar after the one it extends', () => {
    const order = (language: string) => additionalLanguages.indexOf(language);
    for (const [language, base] of [['javascript', 'markup'], ['javascript', 'clike'], ['c', 'clike'], ['cpp', 'c'], ['arduino', 'cpp'], ['markdown', 'markup']] as const) {
      expect(order(base)).toBeGreaterThanOrEqual(0);
      expect(order(language)).toBeGreaterThan(order(base));
    }
  });
});
