/**
 * Which kits each page belongs to, for the reader's board in search: a page belongs to every kit whose
 * top-level sidebar category lists it (customProps.kit), at any depth, as a doc or as a category's own
 * page. Sections that are no kit (Blockly, Glossar) add none, but make a page general. And, for pages
 * that share a title, the general one (listed by a shared section or by no kit: the SD card page of the
 * Glossar) before a board's own (the MCU Eye's "SD-Karte").
 */
import type {CategoryEntry, SidebarEntry} from '../../sidebars/categories';
import type {SearchRecord} from '../../src/search/searchRecord';

/** The sidebar's pages by doc id (and `category/<slug>` for generated index pages). */
export type SidebarPages = {
  /** The kits that list a page, in sidebar order. */
  kits: Map<string, string[]>;
  /** Pages a shared section (Blockly, Glossar) lists. */
  shared: Set<string>;
};

export function sidebarPages(categories: readonly CategoryEntry[]): SidebarPages {
  const kits = new Map<string, string[]>();
  const shared = new Set<string>();
  const walk = (entry: SidebarEntry, add: (id: string) => void) => {
    if (typeof entry === 'string') return add(entry);
    if (entry.type === 'doc') return add(entry.id);
    if (entry.link?.type === 'doc') add(entry.link.id);
    if (entry.link?.type === 'generated-index') add(entry.link.slug.replace(/^\//, ''));
    entry.items.forEach((item) => walk(item, add));
  };
  for (const category of categories) {
    const {kit, section} = category.customProps ?? {};
    if (kit)
      walk(category, (id) => {
        const list = kits.get(id) ?? [];
        if (!list.includes(kit)) list.push(kit);
        kits.set(id, list);
      });
    else if (section) walk(category, (id) => shared.add(id));
  }
  return {kits, shared};
}

/**
 * The records with their page's kits and twin rank set (every record of a page alike). `docsPath` is
 * the path the doc ids hang under in this locale ("/docs/", "/en/docs/").
 */
export function withKits(records: readonly SearchRecord[], pages: SidebarPages, docsPath: string): SearchRecord[] {
  const idOf = (record: SearchRecord): string | null => {
    const path = decodeURI(new URL(record.url_without_anchor).pathname.replace(/\/$/, ''));
    return path.startsWith(docsPath) ? path.slice(docsPath.length) : null;
  };
  const kitsOf = (record: SearchRecord): readonly string[] => pages.kits.get(idOf(record) ?? '') ?? [];
  const general = (record: SearchRecord) => kitsOf(record).length === 0 || pages.shared.has(idOf(record) ?? '');
  // Titles compare without case: "SD card" and "SD Card" are twins.
  const byTitle = new Map<string, SearchRecord[]>();
  for (const record of records) {
    if (record.type !== 'lvl1' || !record.hierarchy.lvl1) continue;
    const title = record.hierarchy.lvl1.toLowerCase();
    byTitle.set(title, [...(byTitle.get(title) ?? []), record]);
  }
  const twins = new Set<string>();
  for (const titled of byTitle.values()) {
    if (titled.some(general)) for (const record of titled) if (!general(record)) twins.add(record.url_without_anchor);
  }
  return records.map((record) => {
    const pageKits = kitsOf(record);
    return {
      ...record,
      ...(pageKits.length > 0 ? {kits: [...pageKits]} : {}),
      ...(twins.has(record.url_without_anchor) ? {twin: 1} : {}),
    };
  });
}
