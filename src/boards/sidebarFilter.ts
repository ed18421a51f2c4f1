/**
 * Which part of senseBoxSidebar a reader sees once a kit is chosen: the
 * kit's own top-level category plus the glossary. Categories are matched by
 * the `customProps` set in sidebars/*.ts, never by their (translated) label.
 * A reader never loses their place: if the page they are on is in none of the
 * kept categories, the first category that holds it stays visible too.
 */
import type {KitId} from '../kits/kits';

/** The parts of Docusaurus' sidebar items we read (PropSidebarItem). */
export type SidebarItem =
  | {type: 'link'; href: string; label: string; docId?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; href?: string; customProps?: Record<string, unknown>}
  | {type: 'html'; value: string};

/** Paths compare equal with or without a trailing slash. */
function samePath(a: string, b: string): boolean {
  const strip = (value: string) => (value.length > 1 ? value.replace(/\/$/, '') : value);
  return strip(a) === strip(b);
}

export function containsPath(item: SidebarItem, path: string): boolean {
  if (item.type === 'link') return samePath(item.href, path);
  if (item.type === 'category') {
    return (
      (item.href !== undefined && samePath(item.href, path)) || item.items.some((child) => containsPath(child, path))
    );
  }
  return false;
}

function isKeptFor(item: SidebarItem, kit: KitId): boolean {
  if (item.type !== 'category') return false;
  const props = item.customProps ?? {};
  return props['kit'] === kit || props['section'] === 'glossar';
}

export function filterSidebarForBoard<T extends SidebarItem>(
  sidebar: T[],
  kit: KitId | null,
  currentPath: string,
): T[] {
  if (!kit) return sidebar;
  const kept = sidebar.filter((item) => isKeptFor(item, kit));
  // A kit without a category in this build (its pages have not landed): show everything.
  if (!kept.some((item) => item.type === 'category' && item.customProps?.['kit'] === kit)) return sidebar;
  if (kept.some((item) => containsPath(item, currentPath))) return kept;
  const holder = sidebar.find((item) => containsPath(item, currentPath));
  return holder ? sidebar.filter((item) => kept.includes(item) || item === holder) : kept;
}

export type PageLink = {permalink: string; title: string};

/** The pages of a sidebar in reading order: category pages first, then their entries. */
export function pagesInOrder(sidebar: SidebarItem[]): PageLink[] {
  return sidebar.flatMap((item): PageLink[] => {
    if (item.type === 'link') return [{permalink: item.href, title: item.label}];
    if (item.type === 'category') {
      const own = item.href ? [{permalink: item.href, title: item.label}] : [];
      return [...own, ...pagesInOrder(item.items)];
    }
    return [];
  });
}

/** The label of the category whose own page is at `permalink`, searched through the whole sidebar. */
export function categoryLabelFor(sidebar: SidebarItem[], permalink: string): string | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (item.href !== undefined && samePath(item.href, permalink)) return item.label;
    const inside = categoryLabelFor(item.items, permalink);
    if (inside !== undefined) return inside;
  }
  return undefined;
}

/**
 * Previous and next page within what the sidebar shows. A page listed twice
 * (sensor pages sit under several boards) takes its first place.
 */
export function neighbours(sidebar: SidebarItem[], currentPath: string): {previous?: PageLink; next?: PageLink} | null {
  const pages = pagesInOrder(sidebar);
  const index = pages.findIndex((page) => samePath(page.permalink, currentPath));
  if (index === -1) return null;
  return {previous: pages[index - 1], next: pages[index + 1]};
}
