/**
 * Every package our code imports is declared in package.json, and of the right kind.
 *
 * An undeclared package works only as long as some other package happens to bring it
 * along; the next update of that package can take it away without a word. And a
 * package the build or the browser needs must sit in `dependencies`: a host that
 * installs with `npm ci --omit=dev` (or a maintainer pruning devDependencies) would
 * otherwise build a broken site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../../tools/files.mjs';
import {builtinModules} from 'node:module';

const ROOT = path.resolve(__dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** Folders with our own code; the second value says whether the build or the browser runs it. */
const CODE_DIRS: [dir: string, shipped: boolean][] = [
  ['src', true],
  ['config', true],
  ['plugins', true],
  ['sidebars', true],
  // tools/: code the build, scripts, benchmarks and tests share; files.mjs is what the build imports.
  ['tools/files.mjs', true],
  ['tools', false],
  ['scripts', false],
  ['bench', false],
  ['tests', false],
];
const SELF = path.relative(ROOT, __filename);
const CODE_FILE = /\.(?:[cm]?[jt]sx?|mdx)$/;

function codeFiles(): {file: string; shipped: boolean}[] {
  const files: {file: string; shipped: boolean}[] = [];
  const seen = new Set<string>();
  for (const [dir, shipped] of CODE_DIRS) {
    const entries = fs.statSync(path.join(ROOT, dir)).isFile() ? [''] : filesBelow(path.join(ROOT, dir));
    for (const entry of entries) {
      const file = path.join(dir, entry);
      if (seen.has(file)) continue;
      seen.add(file);
      // This file's own examples are not imports.
      if (file === SELF) continue;
      if (CODE_FILE.test(file)) files.push({file, shipped});
    }
  }
  // The site's and the sidebars' configuration run in the build; the test and spelling configs do not.
  for (const entry of fs.readdirSync(ROOT)) {
    if (/^(?:docusaurus\.config|sidebars)\b.*\.[cm]?[jt]s$/.test(entry)) files.push({file: entry, shipped: true});
    else if (/^(?:jest|cspell)\.config\.[cm]?[jt]s$/.test(entry)) files.push({file: entry, shipped: false});
  }
  return files;
}

/** Static and dynamic imports, export-from, require and require.resolve; type-only forms are marked. */
const IMPORT =
  /(\bimport\s+type\b[^'"]*?\bfrom\s*|\bexport\s+type\b[^'"]*?\bfrom\s*|\bfrom\s*|\bimport\s*\(?\s*|\brequire(?:\.resolve)?\s*\(\s*)['"]([^'"\s]+)['"]/g;
/** A bare package specifier: `name`, `name/sub/path`, `@scope/name`, `@scope/name/sub/path` (any case: `@docusaurus/Link` too). */
const BARE = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)(?:\/[^'"\s]*)?$/i;
/** Webpack aliases Docusaurus and this site define; none of them is a package. */
const ALIASES = /^@(?:site|theme|theme-original|theme-init|generated)\//;

/** `@docusaurus/Link`, `@docusaurus/router`, …: Docusaurus core's client exports under a short name. */
const CORE_EXPORTS = new Set(
  fs
    .readdirSync(path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/exports'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `@docusaurus/${file.replace(/\.js$/, '')}`),
);

type Use = {file: string; specifier: string; pkg: string; typeOnly: boolean; shipped: boolean};

/** Every import of a package, with the package name it needs (Node's built-ins and aliases left out). */
function packageImports(file: string, text: string, shipped: boolean): Use[] {
  const uses: Use[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const [, lead = '', specifier = ''] = match;
    if (specifier.startsWith('node:') || ALIASES.test(specifier)) continue;
    const bare = BARE.exec(specifier);
    if (!bare) continue;
    const name = CORE_EXPORTS.has(bare[0]) ? '@docusaurus/core' : (bare[1] ?? bare[0]);
    if (builtinModules.includes(name)) continue;
    // Type declarations, `import type` and JSDoc type imports leave nothing in the built code.
    const typeOnly =
      file.endsWith('.d.ts') || /\btype\b/.test(lead) || /^\s*\*|\/\*\*/.test(lineOf(text, match.index ?? 0));
    uses.push({file, specifier, pkg: name, typeOnly, shipped});
  }
  return uses;
}

function lineOf(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index) + 1;
  return text.slice(start, index);
}

const uses = codeFiles().flatMap(({file, shipped}) =>
  packageImports(file, fs.readFileSync(path.join(ROOT, file), 'utf8'), shipped),
);

describe('declared dependencies', () => {
  it('finds the imports it checks', () => {
    expect(uses.some((use) => use.pkg === 'react' && use.shipped)).toBe(true);
    expect(uses.some((use) => use.pkg === 'playwright-core' && !use.shipped)).toBe(true);
    expect(
      packageImports(
        'x.ts',
        "import Link from '@docusaurus/Link';\nimport {a} from 'prismjs/components/prism-c';",
        true,
      ).map((use) => use.pkg),
    ).toEqual(['@docusaurus/core', 'prismjs']);
    expect(
      packageImports('x.ts', "import fs from 'node:fs';\nimport path from 'path';\nimport X from '@site/src/x';", true),
    ).toEqual([]);
    expect(packageImports('x.ts', "import type {Configuration} from 'webpack';", true)[0]).toMatchObject({
      pkg: 'webpack',
      typeOnly: true,
    });
  });

  it('declares every package our code imports', () => {
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    const undeclared = uses.filter((use) => !declared.has(use.pkg)).map((use) => `${use.file}: ${use.specifier}`);
    expect(undeclared).toEqual([]);
  });

  it('puts what the build or the browser imports in dependencies, not devDependencies', () => {
    const devOnly = uses
      .filter((use) => use.shipped && !use.typeOnly && !(use.pkg in pkg.dependencies))
      .map((use) => `${use.file}: ${use.specifier}`);
    expect(devOnly).toEqual([]);
  });
});
