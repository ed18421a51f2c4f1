/**
 * Every part, board and kit page shows its identification drawing: part pages
 * through PartSpecs (which draws the part first), board overview pages with
 * BoardDrawing, the MCU revisions page and the MCU-S2 overview with both revisions, and each kit's
 * overview page with KitContents. Both languages.
 */
import fs from 'fs';
import path from 'path';
import {ALL_PAGE_FILES, ROOT, type PageFile} from './pageFiles';
import {BOARD_HARDWARE_IDS} from '@site/src/data/boardHardware';
import {BOARD_DRAWINGS} from '@site/src/data/boardDrawings';
import {PART_DRAWINGS} from '@site/src/data/partDrawings';
import {PART_IDS, getPart, partDocId} from '@site/src/data/parts';
import {KIT_IDS, KITS, type KitId} from '@site/src/kits/kits';

function page(locale: PageFile['locale'], rel: string): PageFile {
  const found = ALL_PAGE_FILES.find((file) => file.locale === locale && file.rel === rel);
  if (!found) throw new Error(`no ${locale} page ${rel}`);
  return found;
}

/** The element with its attributes, as a page writes it, outside code blocks. */
function uses(source: string, element: string, attributes: string): boolean {
  const prose = source.replace(/```[\s\S]*?```/g, '');
  return new RegExp(`<${element}\\s+${attributes}\\s*/>`).test(prose);
}

/** The overview page of a kit: its entry page, or, for a kit entered through a category, its products overview. */
function kitOverview(kit: KitId): string {
  const entry = KITS[kit].entryPath;
  if (!entry.startsWith('/docs/category/')) return `${entry.replace(/^\/docs\//, '')}.mdx`;
  const products = fs.readdirSync(path.join(ROOT, 'docs/products'));
  const folder = products.find((name) => name.toLowerCase() === kit);
  if (!folder) throw new Error(`no products folder for ${kit}`);
  return `products/${folder}/${kit}-overview.mdx`;
}

const LOCALES = ['de', 'en'] as const;

describe('identification drawings on the pages', () => {
  it('PartSpecs draws the part before its data', () => {
    const source = fs.readFileSync(path.join(ROOT, 'src/components/PartSpecs/PartSpecs.tsx'), 'utf8');
    const body = source.slice(source.indexOf('export default function PartSpecs'));
    expect(body.indexOf('<PartDrawing part={part.id} drawn={drawn} />')).toBeGreaterThan(-1);
    expect(body.indexOf('<PartDrawing')).toBeLessThan(body.indexOf('<SpecTable'));
  });

  it.each(PART_IDS)('the page of part %s shows its drawing in both languages', (id) => {
    expect(PART_DRAWINGS[id]).toBeDefined();
    for (const locale of LOCALES) {
      expect(uses(page(locale, `${partDocId(getPart(id))}.mdx`).source, 'PartSpecs', `part="${id}"`)).toBe(true);
    }
  });

  it('every page that uses PartSpecs names a part with a drawing', () => {
    const withSpecs = ALL_PAGE_FILES.filter((file) => /<PartSpecs\s/.test(file.source));
    expect(withSpecs.length).toBeGreaterThanOrEqual(PART_IDS.length * 2);
    for (const file of withSpecs) {
      for (const match of file.source.matchAll(/<PartSpecs\s+part="([^"]+)"/g)) {
        expect(PART_DRAWINGS[match[1]!]).toBeDefined();
      }
    }
  });

  it.each(BOARD_HARDWARE_IDS)('the overview page of the %s shows the board drawing', (board) => {
    const overviews = ALL_PAGE_FILES.filter(
      (file) => file.rel.startsWith(`boards/${board}/`) && /-overview\.mdx$/.test(file.rel),
    );
    expect(overviews).toHaveLength(2);
    for (const file of overviews) expect(uses(file.source, 'BoardDrawing', `board="${board}"`)).toBe(true);
  });

  it('the MCU revisions page draws every revision', () => {
    for (const locale of LOCALES) {
      expect(uses(page(locale, 'boards/mcu/mcu-revisions.mdx').source, 'BoardDrawing', 'board="mcu" revisions')).toBe(
        true,
      );
    }
  });

  it('the MCU-S2 overview draws revisions 2.1 and 2.2 side by side, in a section of their own', () => {
    expect(BOARD_DRAWINGS.mcus2.revisions?.map((revision) => revision.name)).toEqual(['2.1', '2.2']);
    const headings = {de: '## Revisionen', en: '## Revisions'};
    for (const locale of LOCALES) {
      const source = page(locale, 'boards/mcus2/mcu-s2-overview.mdx').source;
      const section = source.slice(
        source.indexOf(`${headings[locale]}\n`),
        source.indexOf('\n## ', source.indexOf(headings[locale]) + 1),
      );
      expect(section.startsWith(headings[locale])).toBe(true);
      expect(uses(section, 'BoardDrawing', 'board="mcus2" revisions')).toBe(true);
      for (const print of ['MCU 2.1', 'MCU 2.2']) expect(section).toContain(print);
    }
  });

  it.each(KIT_IDS)('the overview page of the %s kit shows what is in the box', (kit) => {
    for (const locale of LOCALES) {
      expect(uses(page(locale, kitOverview(kit)).source, 'KitContents', `kit="${kit}"`)).toBe(true);
    }
  });
});
