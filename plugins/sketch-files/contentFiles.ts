import path from 'path';
import {filesBelow} from '../../tools/files.mjs';

/**
 * Where the Markdown sources of each locale live, and the path a source has
 * below its folder: the part that names its sketches (`sketches/<page>/…`).
 * German: docs/ and src/pages/; another locale: its i18n folders, where a page
 * without translation falls back to the German source (as Docusaurus builds it).
 * Pages (src/pages) get the prefix `pages/`; no docs folder has that name.
 */
export const SITE_DIR = path.resolve(__dirname, '../..');

type Root = {dir: string; prefix: string};

function roots(siteDir: string, locale: string, defaultLocale: string): Root[][] {
  const german: Root[] = [
    {dir: path.join(siteDir, 'docs'), prefix: ''},
    {dir: path.join(siteDir, 'src/pages'), prefix: 'pages/'},
  ];
  if (locale === defaultLocale) return [german];
  const localized: Root[] = [
    {dir: path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs/current'), prefix: ''},
    {dir: path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-pages'), prefix: 'pages/'},
  ];
  return [localized, german];
}

/** The path of a Markdown source below its content folder (`hardware/sd.mdx`, `pages/markdown-page.mdx`), or undefined. */
export function contentPath(file: string, siteDir = SITE_DIR): string | undefined {
  const rel = path.relative(siteDir, path.resolve(file)).split(path.sep).join('/');
  const patterns: Array<[RegExp, string]> = [
    [/^docs\/(.+\.mdx?)$/, ''],
    [/^src\/pages\/(.+\.mdx?)$/, 'pages/'],
    [/^i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\/(.+\.mdx?)$/, ''],
    [/^i18n\/[^/]+\/docusaurus-plugin-content-pages\/(.+\.mdx?)$/, 'pages/'],
  ];
  for (const [pattern, prefix] of patterns) {
    const match = pattern.exec(rel);
    if (match) return `${prefix}${match[1]}`;
  }
  return undefined;
}

function walk(dir: string): string[] {
  return filesBelow(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

/** Every Markdown source a locale's build compiles, as {path below its content folder, file}, sorted by path. */
export function localeSources(
  locale: string,
  defaultLocale: string,
  siteDir = SITE_DIR,
): Array<{rel: string; file: string}> {
  const found = new Map<string, string>();
  for (const group of roots(siteDir, locale, defaultLocale)) {
    for (const {dir, prefix} of group) {
      for (const file of walk(dir)) {
        const rel = `${prefix}${path.relative(dir, file).split(path.sep).join('/')}`;
        if (!found.has(rel)) found.set(rel, file);
      }
    }
  }
  return [...found].map(([rel, file]) => ({rel, file})).sort((a, b) => a.rel.localeCompare(b.rel));
}
