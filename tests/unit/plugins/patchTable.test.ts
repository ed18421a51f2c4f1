/** @jest-environment node */
import fs from 'fs';
import path from 'path';

const PLUGINS = path.resolve('plugins');
const TABLE = fs.readFileSync(path.join(PLUGINS, 'README.md'), 'utf8');

function files(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/**
 * A patch of third-party code: a loader that rewrites a package's source with replaceExactly, or a
 * rule that swaps a package's own dependency for our module (a `resolve.alias` inside a module rule).
 */
function isPatch(source: string): boolean {
  return /require\(['"]\.\.\/replaceExactly\.cjs['"]\)/.test(source) || /module:\s*\{\s*rules:[^]*resolve:\s*\{\s*alias:/.test(source);
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
    expect(patches).toEqual(expect.arrayContaining(['plugins/search/keepErrorStatusLoader.cjs', 'plugins/lean-entry/index.ts']));
    expect(isPatch("const {replaceExactly} = require('../replaceExactly.cjs');")).toBe(true);
    expect(isPatch('export default {name: "x"};')).toBe(false);
  });

  it('names every patch under plugins/', () => {
    expect(patches.filter((file) => !tableFiles().includes(file))).toEqual([]);
  });

  it('names only files that exist, each once, with gain and removal condition filled in', () => {
    const named = tableFiles();
    expect(new Set(named).size).toBe(named.length);
    for (const file of named) expect(fs.existsSync(path.resolve(file))).toBe(true);
    for (const row of TABLE.split('\n').filter((line) => line.startsWith('| `plugins/'))) {
      const cells = row.split('|').slice(1, -1).map((cell) => cell.trim());
      expect(cells).toHaveLength(4);
      for (const cell of cells) expect(cell.length).toBeGreaterThan(5);
    }
  });
});
