/**
 * The file the browser downloads for the local search: the DocSearch records of
 * one locale, with everything that repeats stored once (pages, each with its
 * sections under a heading and the text blocks of each section; a text block that
 * appeared before, such as a note several pages share, is a reference to its
 * first appearance). Expanding it gives back exactly the records the build made
 * (a unit test holds us to that), so the local search and a hosted index answer
 * from the same data.
 */
import type {ConceptWords} from '../data/searchConcepts';
import type {Hierarchy, SearchRecord} from './searchRecord';

/**
 * 4: each page's kits and twin rank, the concept table of the language. (3: sections nested in their page, a heading's anchor left out when
 * it is the heading's slug, the page's keywords; 2 had a flat list of sections, each naming its page and
 * anchor; 1 a flat [section, text] list.)
 */
export const INDEX_FORMAT = 4;

/**
 * A text block: the text, or the number of an earlier text block (counted over
 * all sections in order, references included) whose text it repeats. Gzip only
 * sees 32 KB back, so repeats further apart cost their full length without this.
 */
type CompactText = string | number;
/**
 * The anchor of a heading: SLUG_ANCHOR when it is what `headingSlug` makes of the heading text
 * (most are), else the anchor itself, or null for a heading without one.
 */
type CompactAnchor = string | null | typeof SLUG_ANCHOR;
/** [heading level 1–6, anchor, heading text (null for the page title), text blocks of the section] */
type CompactSection = [number, CompactAnchor, string | null, CompactText[]];
/**
 * [path, lvl0, lvl1, docusaurus_tag, version, keywords (comma-separated) or null, sections,
 *  kits (comma-separated) or null, twin rank (0 for none)]
 */
type CompactPage = [
  string,
  string | null,
  string | null,
  string,
  string | null,
  string | null,
  CompactSection[],
  string | null,
  number,
];

export type CompactIndex = {
  format: typeof INDEX_FORMAT;
  /** Origin of the site, to rebuild absolute URLs (DocSearch needs them). */
  site: string;
  language: string;
  pages: CompactPage[];
  /**
   * The everyday words and topic words of this language (src/data/searchConcepts.ts): they travel with
   * the index, not with the search code, so each language downloads only its own.
   */
  concepts: ConceptWords[];
};

export const SLUG_ANCHOR = 1;
const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * A heading's anchor as Docusaurus makes it (github-slugger: lower case, punctuation dropped,
 * spaces to hyphens, "-1", "-2" … for a repeat on the page). `seen` counts per page. Where this
 * differs from the real anchor, the file stores the anchor, so an imperfect copy costs bytes, never
 * a wrong link.
 */
export function headingSlug(text: string, seen: Map<string, number>): string {
  const base = text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
  let slug = base;
  let count = seen.get(base) ?? 0;
  while (seen.has(slug)) slug = `${base}-${++count}`;
  seen.set(base, count);
  seen.set(slug, 0);
  return slug;
}

function headingLevel(type: SearchRecord['type']): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

/** Records of one locale, in build order, as the compact file, with the locale's concept table. */
export function compactRecords(
  records: readonly SearchRecord[],
  site: string,
  language: string,
  concepts: readonly ConceptWords[] = [],
): CompactIndex {
  const pages: CompactPage[] = [];
  const pageIndex = new Map<string, number>();
  const slugs = new Map<number, Map<string, number>>();
  const firstAppearance = new Map<string, number>();
  let textCount = 0;
  let section: CompactSection | undefined;
  for (const record of records) {
    const path = new URL(record.url_without_anchor).pathname;
    let page = pageIndex.get(path);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(path, page);
      slugs.set(page, new Map());
      pages.push([
        path,
        record.hierarchy.lvl0,
        record.hierarchy.lvl1,
        record.docusaurus_tag,
        record.version,
        null,
        [],
        record.kits?.join(',') ?? null,
        record.twin ?? 0,
      ]);
    }
    if (record.type === 'content') {
      if (!section) throw new Error(`Content before any heading on ${record.url}`);
      const text = record.content ?? '';
      const earlier = firstAppearance.get(text);
      if (earlier === undefined) firstAppearance.set(text, textCount);
      section[3].push(earlier ?? text);
      textCount++;
      continue;
    }
    const level = headingLevel(record.type);
    const heading = level === 1 ? null : record.hierarchy[`lvl${level}` as keyof Hierarchy];
    if (level === 1 && record.keywords) pages[page]![5] = record.keywords.join(',');
    const slug = heading === null ? null : headingSlug(heading, slugs.get(page)!);
    section = [level, record.anchor !== null && record.anchor === slug ? SLUG_ANCHOR : record.anchor, heading, []];
    pages[page]![6].push(section);
  }
  return {format: INDEX_FORMAT, site, language, pages, concepts: [...concepts]};
}

/** The compact file back into DocSearch records (same order, same objectIDs). */
export function expandIndex(index: CompactIndex): SearchRecord[] {
  if (index.format !== INDEX_FORMAT)
    throw new Error(`Search index format ${String(index.format)}, expected ${INDEX_FORMAT}: rebuild the site.`);
  const records: SearchRecord[] = [];
  // Every text block in order, references resolved, for later references to point into.
  const texts: string[] = [];
  for (const [path, lvl0, lvl1, tag, version, keywords, sections, kits, twin] of index.pages) {
    const url = new URL(path, index.site).href;
    const seen = new Map<string, number>();
    // Records of a page are numbered from 0 in build order, as records.ts does.
    let position = 0;
    let hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    for (const [level, storedAnchor, heading, sectionTexts] of sections) {
      // A heading keeps the headings above it; the page title starts afresh.
      const next: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
      for (let depth = 2; depth < level; depth++)
        next[HEADING_LEVELS[depth - 2]!] = hierarchy[HEADING_LEVELS[depth - 2]!];
      if (level > 1) next[HEADING_LEVELS[level - 2]!] = heading;
      hierarchy = next;
      const slug = heading === null ? null : headingSlug(heading, seen);
      const anchor = storedAnchor === SLUG_ANCHOR ? slug : storedAnchor;
      const push = (
        type: SearchRecord['type'],
        content: string | null,
        weightLevel: number,
        pageKeywords: string | null,
      ) => {
        records.push({
          objectID: `${url}#${position}`,
          type,
          hierarchy: {...hierarchy},
          content,
          url: anchor ? `${url}#${anchor}` : url,
          url_without_anchor: url,
          anchor,
          language: index.language,
          version,
          docusaurus_tag: tag,
          weight: {level: weightLevel, position},
          ...(pageKeywords !== null ? {keywords: pageKeywords.split(',')} : {}),
          ...(kits !== null ? {kits: kits.split(',')} : {}),
          ...(twin > 0 ? {twin} : {}),
        });
        position++;
      };
      // The page's keywords belong to its title record only.
      push(
        `lvl${level}` as SearchRecord['type'],
        null,
        level === 1 ? 100 : 100 - level * 10,
        level === 1 ? keywords : null,
      );
      for (const entry of sectionTexts) {
        const text = typeof entry === 'number' ? texts[entry] : entry;
        if (text === undefined) throw new Error(`Search index: text ${entry} refers past the texts before it.`);
        texts.push(text);
        push('content', text, 0, null);
      }
    }
  }
  return records;
}
