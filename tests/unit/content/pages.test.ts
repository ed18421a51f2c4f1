/**
 * Every documentation page on disk, wherever it sits, exists in German and
 * English and is a page a learner can use: a title, a one-sentence
 * description, enough prose, and no placeholder words. The routes the site
 * promised keep answering, as pages or redirects.
 */
import fs from 'fs';
import path from 'path';
import {LEGACY_REDIRECTS, MOVED_DOC_REDIRECTS} from '../../../plugins/host-config/redirects';
import {allDocIds} from '../../fixtures/docPages';
import {DOC_IDS} from '../../fixtures/routes';

const ROOT = path.resolve(__dirname, '../../..');
const LOCALE_DIRS = {
  de: path.join(ROOT, 'docs'),
  en: path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs/current'),
};
// A page a reader opens has substance (300 words of prose; the LoRa block pages count their shared partial).
const MIN_WORDS = 300;
/**
 * A worksheet is one side of A4 with room to write (tests/e2e/print.test.mjs prints each and counts its
 * pages), so it has fewer words than a page read on screen, but still a whole task. The folder is the one
 * src/css/print.css lays out as worksheets.
 */
const WORKSHEETS = 'products/basic/arbeitsblaetter/';
const MIN_WORKSHEET_WORDS = 150;
/**
 * Pages that are short on purpose, each with the reason. A page listed here
 * still needs both languages, a title and a description.
 */
export const DELIBERATELY_SHORT: Readonly<Record<string, string>> = {};
const PLACEHOLDERS = /\b(lorem ipsum|todo|tbd|fixme|platzhalter|placeholder text|coming soon|kommt bald)\b/i;

function sourceOf(dir: string, id: string): string | null {
  for (const extension of ['.mdx', '.md']) {
    const file = path.join(dir, id + extension);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return null;
}

function frontMatter(source: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  const fields: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split('\n')) {
    const field = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (field) fields[field[1]!] = field[2]!.trim();
  }
  return fields;
}

/** Words a reader reads: no front matter, imports, code blocks, JSX tags or link targets. */
export function proseWords(source: string): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_`|:>\-[\]{}()]/g, ' ');
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

// Shared MDX partials (files starting with "_") are imported by pages; count them with the page.
function withPartials(dir: string, source: string, id: string): string {
  const partials = [...source.matchAll(/^import \w+ from '((?:\.\.?\/)+_[^']+)';$/gm)].map((m) =>
    path.join(dir, path.dirname(id), m[1]!),
  );
  return [source, ...partials.filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file, 'utf8'))].join(
    '\n',
  );
}

const PAGE_IDS = allDocIds();

describe.each(Object.entries(LOCALE_DIRS))('documentation pages (%s)', (_locale, dir) => {
  it.each(PAGE_IDS)('%s is a complete page', (id) => {
    const source = sourceOf(dir, id);
    const file = path.relative(ROOT, path.join(dir, id + '.mdx'));
    expect({file, exists: source !== null}).toEqual({file, exists: true});
    const fields = frontMatter(source!);
    expect({file, title: Boolean(fields['title'])}).toEqual({file, title: true});
    expect({file, description: (fields['description'] ?? '').length > 20}).toEqual({file, description: true});
    const full = withPartials(dir, source!, id);
    if (!Object.hasOwn(DELIBERATELY_SHORT, id)) {
      const words = proseWords(full);
      const least = id.startsWith(WORKSHEETS) ? MIN_WORKSHEET_WORDS : MIN_WORDS;
      expect({file, words, enough: words >= least}).toEqual({file, words, enough: true});
    }
    expect(full).not.toMatch(PLACEHOLDERS);
  });
});

describe('the routes the site promised', () => {
  const redirected = new Set(
    [...LEGACY_REDIRECTS, ...MOVED_DOC_REDIRECTS].map((redirect) => redirect.from.replace(/^\/docs\//, '')),
  );
  it.each(DOC_IDS)('%s is a page, or redirects to one', (id) => {
    expect({id, answers: PAGE_IDS.includes(id) || redirected.has(id)}).toEqual({id, answers: true});
  });

  it('lists only existing pages as deliberately short', () => {
    expect(Object.keys(DELIBERATELY_SHORT).filter((id) => !PAGE_IDS.includes(id))).toEqual([]);
  });
});

describe('hardware pages', () => {
  const hardwareIds = PAGE_IDS.filter((id) => id.startsWith('hardware/') && !id.endsWith('cable_overview'));
  it.each(hardwareIds)('%s renders its technical data from a part record', (id) => {
    for (const dir of Object.values(LOCALE_DIRS)) {
      expect(sourceOf(dir, id) ?? '').toMatch(/<PartSpecs\s+part="[^"]+"/);
    }
  });
});
