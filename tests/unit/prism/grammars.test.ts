/**
 * @jest-environment node
 */
import fs from 'fs';
import path from 'path';
import {filesBelow} from '../../../tools/files.mjs';
import {Prism} from 'prism-react-renderer';
import {FENCE_ALIASES, GRAMMARS, grammarOfFence, type Grammar} from '../../../plugins/code-highlight/grammars';
import {registerGrammar} from '../../../plugins/code-highlight/registerGrammar';

const GRAMMAR_DIR = path.resolve('plugins/code-highlight/grammar');

function fenceLanguages(dir: string, found = new Set<string>()): Set<string> {
  for (const file of filesBelow(dir).filter((name) => /\.mdx?$/.test(name))) {
    for (const match of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/^\s*```(\w+)/gm)) found.add(match[1]!);
  }
  return found;
}

type Languages = Record<string, unknown>;

/**
 * Runs one module of plugins/code-highlight/grammar/ on its own, with fresh copies of every module, into a Prism that has
 * only its core (no language): the languages Prism knows before and after. A grammar that extends one the
 * module does not bring fails here, as it would on a page that needs only this module.
 */
function loadAlone(module: string): {before: Languages; after: Languages} {
  let core: {languages: Languages} | undefined;
  let before: Languages = {};
  jest.isolateModules(() => {
    core = require('prismjs/components/prism-core');
    // prismjs' core also sets itself as the global Prism; registerGrammar lends the global only for a call.
    Reflect.deleteProperty(globalThis, 'Prism');
    before = {...core!.languages};
    jest.doMock('prism-react-renderer', () => ({Prism: core}));
    require(path.join(GRAMMAR_DIR, module));
  });
  return {before, after: {...core!.languages}};
}

describe('Prism grammars (plugins/code-highlight/grammars.ts)', () => {
  it('every language a page fences has a grammar or is plain on purpose', () => {
    const languages = new Set([
      ...fenceLanguages('docs'),
      ...fenceLanguages('i18n/en/docusaurus-plugin-content-docs'),
      ...fenceLanguages('src/pages'),
    ]);
    expect(languages.has('cpp')).toBe(true);
    expect([...languages].filter((language) => grammarOfFence(language) === undefined)).toEqual([]);
  });

  it('each grammar module works alone: it brings the grammars its own extends, then adds its own', () => {
    for (const grammar of GRAMMARS) {
      const {before, after} = loadAlone(grammar);
      expect({grammar, before: before[grammar]}).toEqual({grammar, before: undefined});
      expect({grammar, registered: typeof after[grammar]}).toEqual({grammar, registered: 'object'});
    }
    // The C family: cpp brings c, which brings clike.
    expect(Object.keys(loadAlone('cpp').after)).toEqual(expect.arrayContaining(['clike', 'c', 'cpp']));
  });

  it('the module for all grammars brings every one', () => {
    const {after} = loadAlone('all');
    expect(GRAMMARS.filter((grammar) => typeof after[grammar] !== 'object')).toEqual([]);
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
    expect(() =>
      registerGrammar(() => {
        throw new Error('broken grammar');
      }),
    ).toThrow('broken grammar');
    expect((globalThis as {Prism?: unknown}).Prism).toBe(earlier);
    delete (globalThis as {Prism?: unknown}).Prism;
  });
});
