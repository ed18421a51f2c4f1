/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import {Prism} from 'prism-react-renderer';
import {FENCE_ALIASES, GRAMMARS, grammarOfFence, type Grammar} from '../../../src/prism/grammars';
import {registerGrammar} from '../../../src/prism/registerGrammar';

const GRAMMAR_DIR = path.resolve('src/prism/grammar');

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

/** What a grammar module imports (relative grammar imports) and requires (prismjs files). */
function moduleOf(grammar: string): {imports: string[]; requires: string[]} {
  const source = fs.readFileSync(path.join(GRAMMAR_DIR, `${grammar}.ts`), 'utf8');
  return {
    imports: [...source.matchAll(/^import '\.\/(\w+)';$/gm)].map((match) => match[1]!),
    requires: [...source.matchAll(/require\('([^']+)'\)/g)].map((match) => match[1]!),
  };
}

describe('Prism grammars (src/prism/grammars.ts)', () => {
  it('every language a page fences has a grammar or is plain on purpose', () => {
    const languages = new Set([...fenceLanguages('docs'), ...fenceLanguages('i18n/en/docusaurus-plugin-content-docs'), ...fenceLanguages('src/pages')]);
    expect(languages.has('cpp')).toBe(true);
    expect([...languages].filter((language) => grammarOfFence(language) === undefined)).toEqual([]);
  });

  it('each grammar module imports every grammar its prismjs file extends, then runs that file', () => {
    for (const grammar of GRAMMARS) {
      const {imports, requires} = moduleOf(grammar);
      expect({grammar, requires}).toEqual({grammar, requires: [`prismjs/components/prism-${grammar}`]});
      const source = fs.readFileSync(require.resolve(`prismjs/components/prism-${grammar}`), 'utf8');
      const extended = [...source.matchAll(/languages\.extend\(['"](\w+)['"]/g)].map((match) => match[1]!).filter((name) => name !== grammar);
      for (const base of extended) expect({grammar, base, imported: imports.includes(base)}).toEqual({grammar, base, imported: true});
      // Only grammars of the list are imported, so every import has a module.
      for (const imported of imports) expect(GRAMMARS).toContain(imported);
    }
    // The C family: cpp runs after c, which runs after clike.
    expect(moduleOf('cpp').imports).toEqual(['c']);
    expect(moduleOf('c').imports).toEqual(['clike']);
  });

  it('the module for all grammars imports every one', () => {
    const source = fs.readFileSync(path.join(GRAMMAR_DIR, 'all.ts'), 'utf8');
    expect([...source.matchAll(/^import '\.\/(\w+)';$/gm)].map((match) => match[1]).sort()).toEqual([...GRAMMARS].sort());
  });

  it('aliases name grammars of the list', () => {
    for (const grammar of Object.values(FENCE_ALIASES)) expect(GRAMMARS).toContain(grammar);
    expect(grammarOfFence('shell')).toBe('bash');
    expect(grammarOfFence('text')).toBeNull();
    expect(grammarOfFence('rust')).toBeUndefined();
  });
});

describe('registerGrammar', () => {
  it("lends prismjs files prism-react-renderer's Prism and restores the global afterwards", () => {
    // bash and arduino are not among the grammars prism-react-renderer bundles.
    expect(Prism.languages.bash).toBeUndefined();
    for (const grammar of ['bash', 'arduino'] as Grammar[]) {
      registerGrammar(() => require(`prismjs/components/prism-${grammar}`));
    }
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
    const tokens = Prism.tokenize('echo "$HOME"', Prism.languages.bash!);
    expect(tokens.some((token) => typeof token !== 'string' && token.type === 'builtin')).toBe(true);
    expect(Prism.languages.arduino).toBeDefined();
  });

  it('restores a global Prism that was there before, even when the file throws', () => {
    const earlier = {earlier: true};
    (globalThis as {Prism?: unknown}).Prism = earlier;
    expect(() => registerGrammar(() => { throw new Error('broken grammar'); })).toThrow('broken grammar');
    expect((globalThis as {Prism?: unknown}).Prism).toBe(earlier);
    delete (globalThis as {Prism?: unknown}).Prism;
  });
});
