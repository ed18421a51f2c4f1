/**
 * The kits' hardware lists and the Glossar, generated from the parts data.
 *
 * Which kit ships a part, and which kit can add it, is written once: in the
 * part's record in src/data/parts.ts (`includedIn`, `optionalFor`). These
 * builders turn it into sidebar categories, so a new part appears in every
 * list it belongs to without touching a sidebar module, and no list can drift
 * from the part's "Enthalten in" row. tests/unit/sidebars/kitHardware.test.ts
 * checks that sidebar, data and part pages agree.
 *
 * Order: by section (sensors, Bees, parts on the board, accessories), and
 * within a section in the order of the records in parts.ts. A part from a
 * section not named here comes last, again in record order.
 */
import {KITS, type KitId} from '../src/kits/kits';
import {PART_IDS, getPart, partDocId, type Part, type PartSection} from '../src/data/parts';
import {groupCategory, indexCategory, type CategoryEntry, type SidebarEntry} from './categories';
import {DESCRIPTIONS} from './shared';

export const SECTION_ORDER: readonly PartSection[] = ['sensors', 'bee', 'board', 'accessoires'];

/** Which of a kit's parts a list shows: those it ships, those it can add, or both. */
export type HardwareList = 'included' | 'optional' | 'all';

/** Marks a generated list, so tests can find it (never read by the site). */
export type HardwareProps = {kit: KitId; list: HardwareList};

/** Parts the Glossar leaves out, with the reason. */
export const GLOSSARY_LEAVES_OUT: Readonly<Record<string, string>> = {
  // The retired BMP280 board: its page is reached from the air-pressure sensor that replaced it.
  'luftdruck-temperatur-bmp280': 'retired board, linked from luftdruck-temperatur',
};

function sectionRank(part: Part): number {
  const rank = SECTION_ORDER.indexOf(part.section);
  return rank === -1 ? SECTION_ORDER.length : rank;
}

/** The parts that pass `keep`, in sidebar order. */
export function partsInOrder(keep: (part: Part) => boolean): Part[] {
  const parts = PART_IDS.map(getPart).filter(keep);
  // Array.prototype.sort is stable: records of one section keep their order.
  return [...parts].sort((a, b) => sectionRank(a) - sectionRank(b));
}

export function belongsTo(part: Part, kit: KitId, list: HardwareList): boolean {
  const included = part.includedIn.includes(kit);
  const optional = part.optionalFor.includes(kit);
  if (list === 'included') return included;
  if (list === 'optional') return optional;
  return included || optional;
}

/** The doc ids of a kit's parts, in sidebar order. */
export function kitHardwareDocs(kit: KitId, list: HardwareList): string[] {
  return partsInOrder((part) => belongsTo(part, kit, list)).map(partDocId);
}

type ListOptions = {
  /** The German label; its English one goes into i18n/en/docusaurus-plugin-content-docs/current.json. */
  label: string;
  /** A generated index page at /docs/category/<slug>; without it the category only expands. */
  slug?: string;
  description?: string;
  /** Pages that are not parts but belong at the end of the list (e.g. the cable overview). */
  after?: readonly string[];
};

/** One generated list of a kit's parts. */
export function kitHardwareCategory(kit: KitId, list: HardwareList, options: ListOptions): CategoryEntry {
  const items: SidebarEntry[] = [...kitHardwareDocs(kit, list), ...(options.after ?? [])];
  const hardware: HardwareProps = {kit, list};
  const category = options.slug
    ? indexCategory(options.label, options.slug, items, options.description ? {description: options.description} : {})
    : groupCategory(options.label, items);
  return {...category, customProps: {hardware}};
}

type SplitOptions = {
  /** Pinned slugs of the three index pages. */
  slugs: {hardware: string; included: string; optional: string};
};

/** Every kit whose box comes with cables: the cable overview follows the parts in the box. */
const AFTER_INCLUDED = ['hardware/accessoires/cable_overview'];

/**
 * "Hardware" with two lists: the parts in the kit, then the cable overview, and the parts you can buy
 * for it.
 */
export function splitHardwareCategory(kit: KitId, options: SplitOptions): CategoryEntry {
  return indexCategory(
    'Hardware',
    options.slugs.hardware,
    [
      kitHardwareCategory(kit, 'included', {
        label: `in der ${KITS[kit].label.de} enthaltene Hardware`,
        slug: options.slugs.included,
        description: DESCRIPTIONS.included,
        after: AFTER_INCLUDED,
      }),
      kitHardwareCategory(kit, 'optional', {
        label: 'zusätzlich erwerbbare Hardware',
        slug: options.slugs.optional,
        description: DESCRIPTIONS.additional,
      }),
    ],
    {description: DESCRIPTIONS.hardware},
  );
}

/**
 * The Glossar's hardware pages: every sensor, Bee, accessory and MCU-S2 part, whatever the kit. The
 * Eye's on-board parts (section 'eye') are listed under :eye only: their titles repeat those of the
 * MCU-S2's parts (WLAN, SD-Karte, RGB-LED), so in one list a reader could not tell them apart.
 */
export function glossaryDocs(): string[] {
  return partsInOrder(
    (part) => SECTION_ORDER.includes(part.section) && !Object.hasOwn(GLOSSARY_LEAVES_OUT, part.id),
  ).map(partDocId);
}
