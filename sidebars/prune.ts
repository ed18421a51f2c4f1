/**
 * The sidebar modules describe the whole information architecture, including
 * pages that are still being written. Before Docusaurus sees the sidebar, we
 * keep only the docs that exist, so a page that has not landed yet never shows
 * as a dead entry or an empty category page. A category without a page of its
 * own and without entries disappears; one that links a missing doc loses the link.
 * Typos cannot hide here: a unit test checks every id against the route list.
 */
import type {CategoryEntry, SidebarEntry} from './categories';

export type DocExists = (docId: string) => boolean;

function docIdOf(entry: Exclude<SidebarEntry, CategoryEntry>): string {
  return typeof entry === 'string' ? entry : entry.id;
}

export function pruneCategory(category: CategoryEntry, docExists: DocExists): CategoryEntry | null {
  const items = pruneEntries(category.items, docExists);
  let link = category.link;
  if (link?.type === 'doc' && !docExists(link.id)) link = undefined;
  // A generated index with no entries would be an empty page.
  if (link?.type === 'generated-index' && items.length === 0) link = undefined;
  if (!link && items.length === 0) return null;
  const pruned: CategoryEntry = {...category, items};
  if (link) pruned.link = link;
  else delete pruned.link;
  return pruned;
}

export function pruneEntries(entries: SidebarEntry[], docExists: DocExists): SidebarEntry[] {
  const kept: SidebarEntry[] = [];
  for (const entry of entries) {
    if (typeof entry === 'object' && entry.type === 'category') {
      const category = pruneCategory(entry, docExists);
      if (category) kept.push(category);
    } else if (docExists(docIdOf(entry))) {
      kept.push(entry);
    }
  }
  return kept;
}

/** Every doc id a tree mentions (entries and category links), in order, with repeats. */
export function referencedDocIds(entries: SidebarEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (typeof entry === 'object' && entry.type === 'category') {
      const own = entry.link?.type === 'doc' ? [entry.link.id] : [];
      return [...own, ...referencedDocIds(entry.items)];
    }
    return [docIdOf(entry)];
  });
}
