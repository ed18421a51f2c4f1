/**
 * Which kit a part belongs to is written once, in src/data/parts.ts. These
 * tests fail when the sidebar, the parts data and the part pages disagree
 * about it: every kit's generated hardware lists hold exactly its parts, no
 * kit lists a part anywhere else, every part page shows its own record (so its
 * "Enthalten in" row is the data's), and no page's keywords name a kit the
 * part does not belong to.
 */
import fs from 'fs';
import path from 'path';
import {TOP_LEVEL_CATEGORIES} from '../../../sidebars/index';
import type {CategoryEntry, SidebarEntry} from '../../../sidebars/categories';
import {
  GLOSSARY_LEAVES_OUT,
  SECTION_ORDER,
  glossaryDocs,
  kitHardwareDocs,
  partsInOrder,
  type HardwareList,
} from '../../../sidebars/kitHardware';
import {PART_IDS, getPart, isPartId, partDocId} from '../../../src/data/parts';
import {BOARD_NAMES} from '../../../src/data/boardNames';
import {KIT_IDS, KITS, type KitId} from '../../../src/kits/kits';
import {kitProductName} from '../../../src/kits/kitNames';
import {DOCS_DIRS, docIdsIn, type DocsLocale} from '../../fixtures/docPages';
import {setTestLocale} from '../stubs/codeTranslations';

const PART_DOCS = new Map(PART_IDS.map((id) => [partDocId(getPart(id)), id]));

function docIdOf(entry: SidebarEntry): string | null {
  if (typeof entry === 'string') return entry;
  return entry.type === 'doc' ? entry.id : null;
}

function allCategories(entries: SidebarEntry[]): CategoryEntry[] {
  return entries.flatMap((entry) =>
    typeof entry === 'object' && entry.type === 'category' ? [entry, ...allCategories(entry.items)] : [],
  );
}

function kitCategory(kit: KitId): CategoryEntry {
  const found = TOP_LEVEL_CATEGORIES.find((category) => category.customProps?.kit === kit);
  if (!found) throw new Error(`no sidebar category for ${kit}`);
  return found;
}

/** Doc ids a category names directly or in sub-categories, except inside generated hardware lists. */
function handWrittenDocs(category: CategoryEntry): string[] {
  return category.items.flatMap((entry) => {
    if (typeof entry === 'object' && entry.type === 'category') {
      return entry.customProps?.hardware ? [] : handWrittenDocs(entry);
    }
    const id = docIdOf(entry);
    return id ? [id] : [];
  });
}

function expectedDocs(kit: KitId, list: HardwareList): string[] {
  return PART_IDS.map(getPart)
    .filter((part) => {
      const included = part.includedIn.includes(kit);
      const optional = part.optionalFor.includes(kit);
      return list === 'included' ? included : list === 'optional' ? optional : included || optional;
    })
    .map(partDocId);
}

describe('kit hardware in the sidebar', () => {
  it.each(KIT_IDS)('%s: each generated list holds exactly the parts the data gives the kit', (kit) => {
    const lists = allCategories([kitCategory(kit)]).filter((category) => category.customProps?.hardware);
    expect(lists.length).toBeGreaterThan(0);
    const covered = new Set<string>();
    for (const list of lists) {
      const props = list.customProps!.hardware!;
      expect(props.kit).toBe(kit);
      const parts = list.items.map(docIdOf).filter((id): id is string => id !== null && PART_DOCS.has(id));
      expect({list: list.label, parts: [...parts].sort()}).toEqual({
        list: list.label,
        parts: expectedDocs(kit, props.list).sort(),
      });
      parts.forEach((id) => covered.add(id));
    }
    // Nothing the data gives the kit is left out of its lists.
    expect(expectedDocs(kit, 'all').filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(KIT_IDS)('%s: names no part page outside its generated lists', (kit) => {
    expect(handWrittenDocs(kitCategory(kit)).filter((id) => PART_DOCS.has(id))).toEqual([]);
  });

  it.each(KIT_IDS)('%s: shows one list, or "enthaltene" and "zusätzlich erwerbbare" Hardware, neither empty', (kit) => {
    const lists = allCategories([kitCategory(kit)])
      .map((category) => category.customProps?.hardware?.list)
      .filter((list): list is HardwareList => list !== undefined)
      .sort();
    if (lists.length === 1) expect(lists).toEqual(['all']);
    else expect(lists).toEqual(['included', 'optional']);
    for (const list of lists) expect(expectedDocs(kit, list).length).toBeGreaterThan(0);
  });

  it('orders parts by section, then in the order of their records', () => {
    const docs = kitHardwareDocs('edu', 'included');
    const ranks = docs.map((id) => {
      const rank = SECTION_ORDER.indexOf(getPart(PART_DOCS.get(id)!).section);
      return rank === -1 ? SECTION_ORDER.length : rank;
    });
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const sensors = partsInOrder((part) => part.section === 'sensors').map((part) => part.id);
    expect(sensors).toEqual(PART_IDS.filter((id) => getPart(id).section === 'sensors'));
  });

  it('fixes the :mini: the kit page names MCU mini, Umweltsensor, WiFi-Bee and display', () => {
    expect(kitHardwareDocs('mini', 'included').sort()).toEqual(
      ['hardware/accessoires/display', 'hardware/bee/wifi-bee', 'hardware/sensors/umweltsensor'].sort(),
    );
    expect(kitHardwareDocs('mini', 'optional')).toContain('hardware/sensors/niederschlag-rg15');
    expect(kitHardwareDocs('mini', 'all')).not.toContain('hardware/bee/sd-bee');
  });

  it("lists every part in the Glossar except the Eye's on-board parts and the ones it leaves out on purpose", () => {
    const glossar = TOP_LEVEL_CATEGORIES.find((category) => category.customProps?.section === 'glossar')!;
    const listed = glossar.items.map(docIdOf);
    expect(listed[0]).toBe('misc/begriffe');
    expect(listed.slice(1)).toEqual(glossaryDocs());
    const missing = PART_IDS.filter((id) => !listed.includes(partDocId(getPart(id))));
    const eye = PART_IDS.filter((id) => getPart(id).section === 'eye');
    expect(missing.sort()).toEqual([...Object.keys(GLOSSARY_LEAVES_OUT), ...eye].sort());
    for (const id of Object.keys(GLOSSARY_LEAVES_OUT)) expect(isPartId(id)).toBe(true);
  });
});

describe('part pages and the parts data', () => {
  const pagesIn = (locale: DocsLocale) =>
    docIdsIn(locale)
      .filter((id) => PART_DOCS.has(id))
      .map((id) => ({id, locale}));
  const pages = [...pagesIn('de'), ...pagesIn('en')];

  function source(locale: DocsLocale, id: string): string {
    const base = path.join(DOCS_DIRS[locale], id);
    const file = ['.mdx', '.md'].map((extension) => base + extension).find((candidate) => fs.existsSync(candidate))!;
    return fs.readFileSync(file, 'utf8');
  }

  it.each(pages)('$locale $id shows the technical data of its own part record', ({id, locale}) => {
    const specs = [...source(locale, id).matchAll(/<PartSpecs\s+part="([^"]+)"/g)].map((match) => match[1]);
    expect(specs).toEqual([PART_DOCS.get(id)]);
  });

  it.each(pages)('$locale $id names in its keywords only kits the part belongs to', ({id, locale}) => {
    setTestLocale(locale);
    const part = getPart(PART_DOCS.get(id)!);
    // A kit whose product name is its board's (the :eye) is a board name in keywords, not a kit.
    const kitNames = new Map(
      KIT_IDS.filter((kit) => {
        const board = KITS[kit].board;
        return !board || kitProductName(kit) !== BOARD_NAMES[board];
      }).map((kit) => [kitProductName(kit), kit]),
    );
    const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source(locale, id))?.[1] ?? '';
    const keywords = [...frontMatter.matchAll(/^\s+-\s+(.+?)\s*$/gm)].map((match) =>
      match[1]!.replace(/^['"]|['"]$/g, ''),
    );
    const kits = keywords.flatMap((keyword) => {
      const kit = kitNames.get(keyword);
      return kit ? [kit] : [];
    });
    const belongs = new Set<KitId>([...part.includedIn, ...part.optionalFor]);
    expect({id, locale, foreign: kits.filter((kit) => !belongs.has(kit))}).toEqual({id, locale, foreign: []});
    setTestLocale('de');
  });
});
