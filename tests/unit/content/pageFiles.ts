/**
 * The Markdown sources of the site, both languages, for the content tests:
 * every .md/.mdx file (partials included), its fenced code blocks and its
 * prose with code, imports and tags cut out.
 */
import fs from 'fs';
import path from 'path';
import {filesBelow} from '../../../tools/files.mjs';

export const ROOT = path.resolve(__dirname, '../../..');
export const LOCALE_DIRS = {
  de: path.join(ROOT, 'docs'),
  en: path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs/current'),
} as const;
export type Locale = keyof typeof LOCALE_DIRS;

export type PageFile = {
  locale: Locale;
  /** Path below the locale's folder, e.g. hardware/sd.mdx. */ rel: string;
  source: string;
};

function walk(dir: string): string[] {
  return filesBelow(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => path.join(dir, file));
}

export function pageFiles(locale: Locale): PageFile[] {
  const dir = LOCALE_DIRS[locale];
  return walk(dir)
    .map((file) => ({locale, rel: path.relative(dir, file), source: fs.readFileSync(file, 'utf8')}))
    .sort((a, b) => a.rel.localeCompare(b.rel));
}

export const ALL_PAGE_FILES: PageFile[] = [...pageFiles('de'), ...pageFiles('en')];

export type Fence = {lang: string; meta: string; body: string; line: number};

/** Fenced code blocks (``` or ~~~, indented or not), with their 1-based start line. */
export function fences(source: string): Fence[] {
  const lines = source.split('\n');
  const found: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})([\w+#-]*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, marker, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      if (new RegExp(`^${indent}${marker![0]}{${marker!.length},}\\s*$`).test(lines[j]!)) break;
      body.push(lines[j]!);
    }
    found.push({lang: lang ?? '', meta: meta ?? '', body: body.join('\n'), line: i + 1});
    i = j;
  }
  return found;
}

/** A complete Arduino sketch: C/C++ with both setup() and loop(). */
export function isCompleteSketch(fence: Fence): boolean {
  return (
    /^(cpp|c\+\+|c|arduino|ino)$/i.test(fence.lang) &&
    /\bvoid\s+setup\s*\(/.test(fence.body) &&
    /\bvoid\s+loop\s*\(/.test(fence.body)
  );
}

/** What a reader reads: no front matter, imports, code, inline code, JSX tags, URLs or comments. */
export function prose(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, '');
}

/** A page together with the partials (files starting with "_") it imports. */
export function withPartials(page: PageFile): string {
  const dir = path.join(LOCALE_DIRS[page.locale], path.dirname(page.rel));
  const partials = [...page.source.matchAll(/^import \w+ from '((?:\.\.?\/)+_[^']+)';$/gm)]
    .map((match) => path.join(dir, match[1]!))
    .filter((file) => fs.existsSync(file));
  return [page.source, ...partials.map((file) => fs.readFileSync(file, 'utf8'))].join('\n');
}

/** The line number (1-based) of a string index. */
export function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}
