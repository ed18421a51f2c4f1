/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import {filesBelow} from '../../../tools/files.mjs';
import {PATCH_IDS} from '../../../plugins/patchSwitch';

const PLUGINS = path.resolve('plugins');
const README = fs.readFileSync(path.join(PLUGINS, 'README.md'), 'utf8');
/** The table of the patches in use: everything before the list of removed patches. */
const TABLE = README.split('## Removed patches')[0]!;

function files(dir: string): string[] {
  return filesBelow(dir).map((file) => path.join(dir, file));
}

/**
 * A patch of third-party code: a loader that rewrites a package's source with replaceExactly, or a
 * rule that swaps a package's own dependency for our module (a `resolve.alias` inside a module rule).
 */
function isPatch(source: string): boolean {
  return (
    /require\(['"]\.\.\/replaceExactly\.cjs['"]\)/.test(source) ||
    /\{\s*test:\s*\w+,\s*resolve:\s*\{\s*alias:/.test(source)
  );
}

/** The files named in the table's first column. */
function tableFiles(): string[] {
  return [...TABLE.matchAll(/^\| `(plugins\/[^`]+)`/gm)].map((match) => match[1]!);
}

describe('the patch table (plugins/README.md)', () => {
  const patches = files(PLUGINS)
    .filter((file) => /\.(c?js|ts)$/.test(file) && isPatch(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(path.dirname(PLUGINS), file).split(path.sep).join('/'));

  it('finds the patches (the detection itself works)', () => {
    expect(patches).toEqual(
      expect.arrayContaining(['plugins/search/searchPageMainLoader.cjs', 'plugins/lean-entry/index.ts']),
    );
    expect(isPatch("const {replaceExactly} = require('../replaceExactly.cjs');")).toBe(true);
    expect(isPatch('export default {name: "x"};')).toBe(false);
  });

  it('lists as removed only patches whose files are gone', () => {
    const removed = [...(README.split('## Removed patches')[1] ?? '').matchAll(/^\| `(plugins\/[^`]+)`/gm)].map(
      (match) => match[1]!,
    );
    expect(removed.length).toBeGreaterThan(0);
    expect(removed.filter((file) => fs.existsSync(path.resolve(file)))).toEqual([]);
  });

  it('names every patch under plugins/', () => {
    expect(patches.filter((file) => !tableFiles().includes(file))).toEqual([]);
  });

  /** The table's rows, as cells: patch (switch), package, what, why, measured gain, upstream, remove when. */
  const rows = TABLE.split('\n')
    .filter((line) => line.startsWith('| `plugins/'))
    .map((row) => row.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim()));

  it('names only files that exist, each once, with every column filled in', () => {
    const named = tableFiles();
    expect(new Set(named).size).toBe(named.length);
    for (const file of named) expect(fs.existsSync(path.resolve(file))).toBe(true);
    expect(rows).toHaveLength(named.length);
    for (const cells of rows) {
      expect(cells).toHaveLength(7);
      for (const cell of cells) expect(cell.length).toBeGreaterThan(5);
    }
  });

  it('says for each patch why it is kept, where upstream stands and, for a bytes patch, the bytes measured', () => {
    for (const [patch, , , why, gain, upstream] of rows) {
      expect([patch, why]).toEqual([patch, expect.stringMatching(/^\*\*(spec|accessibility|defect|bytes|ms)\*\*/)]);
      // A link to the issue or pull request, or the date of a search that found none.
      expect([patch, upstream]).toEqual([
        patch,
        expect.stringMatching(
          /\(https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+\)|searched \d{4}-\d{2}-\d{2}|not searched/,
        ),
      ]);
      if (why!.startsWith('**bytes**, kept'))
        expect([patch, gain]).toEqual([patch, expect.stringMatching(/−[\d,]+ B gzip/)]);
    }
  });

  it('names the DISABLE_PATCHES switch of each patch, and every switch once', () => {
    const switches = rows.map(([patch]) => /\(`(\w+)`/.exec(patch!)?.[1]).filter(Boolean);
    expect([...switches].sort()).toEqual([...PATCH_IDS].sort());
  });
});
