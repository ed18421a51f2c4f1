/**
 * The file the browser downloads for the local search: the DocSearch records of
 * one locale, with everything that repeats stored once (pages, then sections
 * under a heading with the text blocks of each section; a text block that
 * appeared before, such as a note several pages share, is a reference to its
 * first appearance). Expanding it gives back exactly the records the build made
 * (a unit test holds us to that), so the local search and a hosted index answer
 * from the same data.
 */
import type {Hierarchy, SearchRecord} from './records';

/** 2: texts nested in their section, repeats as references (1 had a flat [section, text] list). */
export const INDEX_FORMAT = 2;

/** [path, lvl0, lvl1, docusaurus_tag, version] */
type CompactPage = [string, string | null, string | null, string, string | null];
/**
 * A text block: the text, or the number of an earlier text block (counted over
 * all sections in order, references included) whose text it repeats. Gzip only
 * sees 32 KB back, so repeats further apart cost their full length without this.
 */
type CompactText = string | number;
/** [page, heading level 1–6, anchor, heading text (null for the page title), text blocks of the section] */
type CompactSection = [number, number, string | null, string | null, CompactText[]];

export type CompactIndex = {
  format: typeof INDEX_FORMAT;
  /** Origin of the site, to rebuild absolute URLs (DocSearch needs them). */
  site: string;
  language: string;
  pages: CompactPage[];
  sections: CompactSection[];
};

const HEADING_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

function headingLevel(type: SearchRecord['type']): number {
  return type === 'content' ? 0 : Number(type.slice(3));
}

/** Records of one locale, in build order, as the compact file. */
export function compactRecords(records: readonly SearchRecord[], site: string, language: string): CompactIndex {
  const pages: CompactPage[] = [];
  const pageIndex = new Map<string, number>();
  const sections: CompactSection[] = [];
  const firstAppearance = new Map<string, number>();
  let textCount = 0;
  for (const record of records) {
    const path = new URL(record.url_without_anchor).pathname;
    let page = pageIndex.get(path);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(path, page);
      pages.push([path, record.hierarchy.lvl0, record.hierarchy.lvl1, record.docusaurus_tag, record.version]);
    }
    if (record.type === 'content') {
      const section = sections.at(-1);
      if (!section) throw new Error(`Content before any heading on ${record.url}`);
      const text = record.content ?? '';
      const earlier = firstAppearance.get(text);
      if (earlier === undefined) firstAppearance.set(text, textCount);
      section[4].push(earlier ?? text);
      textCount++;
      continue;
    }
    const level = headingLevel(record.type);
    const heading = level === 1 ? null : record.hierarchy[`lvl${level}` as keyof Hierarchy];
    sections.push([page, level, record.anchor, heading, []]);
  }
  return {format: INDEX_FORMAT, site, language, pages, sections};
}

/** The compact file back into DocSearch records (same order, same objectIDs). */
export function expandIndex(index: CompactIndex): SearchRecord[] {
  const records: SearchRecord[] = [];
  // Records of a page are numbered from 0 in build order, as records.ts does.
  const positionOnPage = new Map<number, number>();
  const sectionHierarchy: Hierarchy[] = [];
  for (const [page, level, , heading] of index.sections) {
    const [, lvl0, lvl1] = index.pages[page]!;
    const previous = sectionHierarchy.length > 0 ? sectionHierarchy[sectionHierarchy.length - 1]! : null;
    const samePage = previous !== null && index.sections[sectionHierarchy.length - 1]![0] === page;
    const hierarchy: Hierarchy = {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    if (samePage && level > 1) {
      for (let depth = 2; depth < level; depth++) {
        const key = HEADING_LEVELS[depth - 2]!;
        hierarchy[key] = previous[key];
      }
    }
    if (level > 1) hierarchy[HEADING_LEVELS[level - 2]!] = heading;
    sectionHierarchy.push(hierarchy);
  }

  if (index.format !== INDEX_FORMAT) throw new Error(`Search index format ${String(index.format)}, expected ${INDEX_FORMAT}: rebuild the site.`);
  // Every text block in order, references resolved, for later references to point into.
  const texts: string[] = [];
  index.sections.forEach(([page, level, anchor, , sectionTexts], section) => {
    const [path, , , tag, version] = index.pages[page]!;
    const url = new URL(path, index.site).href;
    const push = (type: SearchRecord['type'], content: string | null, weightLevel: number) => {
      const position = positionOnPage.get(page) ?? 0;
      positionOnPage.set(page, position + 1);
      records.push({
        objectID: `${url}#${position}`,
        type,
        hierarchy: {...sectionHierarchy[section]!},
        content,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        language: index.language,
        version,
        docusaurus_tag: tag,
        weight: {level: weightLevel, position},
      });
    };
    push(`lvl${level}` as SearchRecord['type'], null, level === 1 ? 100 : 100 - level * 10);
    for (const entry of sectionTexts) {
      const text = typeof entry === 'number' ? texts[entry] : entry;
      if (text === undefined) throw new Error(`Search index: text ${entry} refers past the texts before it.`);
      texts.push(text);
      push('content', text, 0);
    }
  });
  return records;
}
