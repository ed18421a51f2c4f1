/**
 * Small builders for sidebar categories, so each board module reads like the
 * information architecture: a label, a pinned slug, and entries.
 *
 * Every generated-index category carries an explicit `slug`. Without it,
 * Docusaurus numbers same-named categories (hardware, hardware-1 …) by their
 * position, and moving one category would change the URLs of others.
 */
import {KITS, type KitId} from '../src/kits/kits';
import type {HardwareProps} from './kitHardware';

/** A doc id, a doc with its own sidebar label, or a category. */
export type SidebarEntry = string | DocEntry | CategoryEntry;

export type DocEntry = {type: 'doc'; id: string; label?: string};

/**
 * What the board selector reads to filter the sidebar (never the label): the
 * kit of a top-level category, or its section. `hardware` marks a list
 * generated from the parts data (sidebars/kitHardware.ts).
 */
export type CustomProps = {kit?: KitId; section?: 'blockly' | 'glossar'; hardware?: HardwareProps};

export type CategoryEntry = {
  type: 'category';
  label: string;
  collapsed?: boolean;
  link?: {type: 'doc'; id: string} | {type: 'generated-index'; slug: string; title?: string; description?: string};
  customProps?: CustomProps;
  items: SidebarEntry[];
};

/** A category with its own card-list page at /docs/category/<slug>. */
export function indexCategory(
  label: string,
  slug: string,
  items: SidebarEntry[],
  options: {title?: string; description?: string; customProps?: CustomProps} = {},
): CategoryEntry {
  return {
    type: 'category',
    label,
    link: {
      type: 'generated-index',
      slug: `/category/${slug}`,
      title: options.title ?? label,
      ...(options.description ? {description: options.description} : {}),
    },
    ...(options.customProps ? {customProps: options.customProps} : {}),
    items,
  };
}

/** A category whose label opens a doc page. */
export function docCategory(
  label: string,
  docId: string,
  items: SidebarEntry[],
  customProps?: CustomProps,
): CategoryEntry {
  return {
    type: 'category',
    label,
    link: {type: 'doc', id: docId},
    ...(customProps ? {customProps} : {}),
    items,
  };
}

/** A category that only expands; it has no page of its own. */
export function groupCategory(label: string, items: SidebarEntry[]): CategoryEntry {
  return {type: 'category', label, items};
}

/** A doc entry with a sidebar label that differs from the page title. */
export function labelledDoc(id: string, label: string): DocEntry {
  return {type: 'doc', id, label};
}

/**
 * A kit's top-level category: label, page and board-selector key come from the kit table, so the
 * sidebar, the selector and the home tile cannot disagree. The German label is written here; Docusaurus
 * takes the English one from i18n/en/docusaurus-plugin-content-docs/current.json.
 */
export function kitCategory(kit: KitId, items: SidebarEntry[], options: {description?: string} = {}): CategoryEntry {
  const {label, entryPath} = KITS[kit];
  const generatedIndex = /^\/docs\/category\/(.+)$/.exec(entryPath);
  return generatedIndex
    ? indexCategory(label.de, generatedIndex[1]!, items, {...options, customProps: {kit}})
    : docCategory(label.de, entryPath.replace(/^\/docs\//, ''), items, {kit});
}
