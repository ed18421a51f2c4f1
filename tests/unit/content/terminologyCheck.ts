/**
 * The search behind tests/unit/content/terminology.test.ts: which text of a
 * page the terminology rules read, and where a rule finds a variant.
 *
 * Read: what readers read, in its place (every cut-out character becomes a
 * space, so line numbers stay right): the title, description and sidebar
 * label of the front matter, and the body without fenced code, MDX
 * import/export blocks, comments, JSX/HTML tags with their attributes, MDX
 * expressions, heading ids, link targets, URLs and quoted text (German „…“,
 * English “…” and "…": a quote reproduces a label or a screen as it is).
 * Inline code is cut out too, except for rules with scope `markdown`
 * (menu paths written as code spans).
 */
import fs from 'fs';
import path from 'path';
import {filesBelow} from '../../../tools/files.mjs';
import {
  enforcedVariants,
  variantPattern,
  type Term,
  type TermLocale,
  type Variant,
} from '../../../src/data/terminology';

export const ROOT = path.resolve(__dirname, '../../..');

/** The pages of each language: docs and the authors' guide. */
export const TERM_SOURCES: Record<TermLocale, readonly string[]> = {
  de: ['docs', 'src/pages/markdown-page.mdx'],
  en: ['i18n/en/docusaurus-plugin-content-docs/current', 'i18n/en/docusaurus-plugin-content-pages/markdown-page.mdx'],
};

function walk(file: string): string[] {
  if (!fs.statSync(file).isDirectory()) return [file];
  return filesBelow(file)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(file, name));
}

export type SourceFile = {/** Path from the repository root, for messages. */ label: string; source: string};

/**
 * The English UI strings: what components, sidebar, navbar and footer show. Read as one
 * message per line, so a hit names the line of the message in this text (not of the JSON file).
 * terminology.test.ts holds them to the rules against German sentence patterns ('english-calques').
 */
export const TERM_UI_SOURCES: Record<TermLocale, readonly string[]> = {
  de: [],
  en: [
    'i18n/en/code.json',
    'i18n/en/docusaurus-plugin-content-docs/current.json',
    'i18n/en/docusaurus-theme-classic/navbar.json',
    'i18n/en/docusaurus-theme-classic/footer.json',
  ],
};

/** The `message` values of a Docusaurus translation file, one per line (line breaks inside become spaces). */
export function uiMessages(json: string): string {
  const entries = Object.values(JSON.parse(json) as Record<string, {message?: string}>);
  return entries.map((entry) => (entry.message ?? '').replace(/\n/g, ' ')).join('\n');
}

export function sourceFiles(locale: TermLocale): SourceFile[] {
  const pages: SourceFile[] = TERM_SOURCES[locale].flatMap((entry) =>
    walk(path.join(ROOT, entry)).map((file) => ({
      label: path.relative(ROOT, file),
      source: fs.readFileSync(file, 'utf8'),
    })),
  );
  return pages;
}

/** The UI strings of one language as source files (see TERM_UI_SOURCES). */
export function uiSourceFiles(locale: TermLocale): SourceFile[] {
  return TERM_UI_SOURCES[locale]
    .filter((file) => fs.existsSync(path.join(ROOT, file)))
    .map((file) => ({label: `${file} (messages)`, source: uiMessages(fs.readFileSync(path.join(ROOT, file), 'utf8'))}));
}

/** Replaces every character but line breaks with a space. */
const blank = (text: string): string => text.replace(/[^\n]/g, ' ');

/** Fenced code blocks (``` or ~~~, also indented in list items) blanked. */
export function withoutFences(source: string): string {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^([ \t]*)(`{3,}|~{3,})/.exec(lines[i]!);
    if (!open) continue;
    const close = new RegExp(`^[ \\t]*${open[2]![0]}{${open[2]!.length},}[ \\t]*$`);
    let j = i;
    do {
      lines[j] = blank(lines[j]!);
      j++;
    } while (j < lines.length && !close.test(lines[j]!));
    if (j < lines.length) lines[j] = blank(lines[j]!);
    i = j;
  }
  return lines.join('\n');
}

/** JSX and HTML tags (attributes with nested braces and quotes included) blanked. */
function withoutTags(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text[i] === '<' && /[A-Za-z/!]/.test(text[i + 1] ?? '')) {
      let j = i + 1;
      let depth = 0;
      let quote: string | null = null;
      for (; j < text.length; j++) {
        const c = text[j]!;
        if (quote) {
          if (c === quote) quote = null;
        } else if (c === '"' || c === "'" || c === '`') {
          if (depth > 0 || /=\s*$/.test(text.slice(i, j))) quote = c;
        } else if (c === '{') depth++;
        else if (c === '}') depth--;
        else if (c === '>' && depth === 0) break;
      }
      out += blank(text.slice(i, j + 1));
      i = j + 1;
    } else {
      out += text[i];
      i++;
    }
  }
  return out;
}

/** What the rules read of one page (see the file comment). */
export function checkedText(source: string, locale: TermLocale, scope: 'prose' | 'markdown'): string {
  let text = source.replace(/^---\n[\s\S]*?\n---(?=\n)/, (front) =>
    front
      .split('\n')
      .map((line) =>
        /^(title|description|sidebar_label):/.test(line) ? line.replace(/^[a-z_]+:/, (key) => blank(key)) : blank(line),
      )
      .join('\n'),
  );
  text = withoutFences(text);
  // MDX ESM: an import/export line and what follows it up to the next blank line.
  text = text.replace(/^(?:import|export)[ \t][\s\S]*?(?=\n[ \t]*\n|$(?![\s\S]))/gm, blank);
  text = text.replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, blank);
  text = withoutTags(text);
  text = text.replace(/\{#[\w-]+\}/g, blank);
  text = text.replace(/\{[^{}\n]*\}/g, blank);
  if (scope === 'prose') text = text.replace(/(`+)[^`\n]+?\1/g, blank);
  text = text.replace(/\]\([^)\n]*\)/g, (target) => ']' + blank(target.slice(1)));
  text = text.replace(/^[ \t]*\[[^\]\n]+\]:[ \t]*\S+.*$/gm, blank);
  text = text.replace(/https?:\/\/[^\s)>\]]+/g, blank);
  const quotes = locale === 'de' ? /„[^“\n]*“/g : /“[^”\n]*”|"[^"\n]*"/g;
  text = text.replace(quotes, blank);
  return text;
}

export type Hit = {label: string; line: number; index: number; found: string; term: Term; variant: Variant};

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Where one variant occurs in a prepared text, minus its allowed phrases. */
export function findVariant(text: string, variant: Variant): {index: number; found: string}[] {
  const allowed = (variant.allow ?? []).flatMap((phrase) => {
    const ranges: [number, number][] = [];
    for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1))
      ranges.push([at, at + phrase.length]);
    return ranges;
  });
  return [...text.matchAll(new RegExp(variantPattern(variant), 'gmu'))]
    .filter((match) => !allowed.some(([start, end]) => match.index! >= start && match.index! + match[0].length <= end))
    .map((match) => ({index: match.index!, found: match[0]}));
}

/** Every enforced variant of a language in the given files. */
export function findTerminologyHits(files: readonly SourceFile[], locale: TermLocale): Hit[] {
  const variants = enforcedVariants(locale);
  return files.flatMap(({label, source}) => {
    const texts = {prose: checkedText(source, locale, 'prose'), markdown: checkedText(source, locale, 'markdown')};
    return variants
      .flatMap(({term, variant}) => {
        const text = texts[variant.scope ?? 'prose'];
        return findVariant(text, variant).map(({index, found}) => ({
          label,
          line: lineOf(text, index),
          index,
          found,
          term,
          variant,
        }));
      })
      .sort((a, b) => a.index - b.index);
  });
}

/** How a hit is reported: file:line, what was found, what to write instead. */
export function formatHit(hit: Hit, locale: TermLocale): string {
  const instead = hit.variant.instead ?? hit.term[locale] ?? hit.term.de ?? '';
  return `${hit.label}:${hit.line}: ${JSON.stringify(hit.found.trim())} (${hit.variant.text}) → ${instead}`;
}

/** Admonitions not written `:::type` or `:::type[Title]` (for example the space-title form `:::tip Titel`). */
export function findBadAdmonitions(files: readonly SourceFile[]): string[] {
  return files.flatMap(({label, source}) =>
    withoutFences(source)
      .split('\n')
      .flatMap((line, index) => {
        const fence = /^[ \t>]*:{3,}(.*)$/.exec(line);
        if (!fence) return [];
        const rest = fence[1]!.trimEnd();
        return rest === '' || /^[a-z]+(?:\[[^\]\n]+\])?$/.test(rest)
          ? []
          : [`${label}:${index + 1}: ${JSON.stringify(line.trim())}`];
      }),
  );
}
