/**
 * A kit's "what is in the box" figure shows everything the kit contains: its board, every part the parts
 * data puts in the kit (`includedIn`) and the things in the box without a page of their own (kits.ts
 * `boxItems`); and no fewer things than the kit's page lists as the kit's contents. Lists come from the
 * data and the pages: a part added to a kit, or a line added to a page's list, fails here until the
 * figure shows it.
 */
import {kitFigure, kitPartIds} from '@site/plugins/drawings/draw/kit';
import {KIT_IDS, KITS, type KitId} from '@site/src/kits/kits';
import {ALL_PAGE_FILES} from './pageFiles';

/** How many things the figure shows: the board, the parts and the things without a page. */
function shown(kit: KitId): number {
  const figure = kitFigure(kit);
  return (figure.board ? 1 : 0) + figure.parts.length + figure.items.length;
}

/** How many things the data says the kit contains. */
function contained(kit: KitId): number {
  return (KITS[kit].board ? 1 : 0) + kitPartIds(kit).separate.length + (KITS[kit].boxItems?.length ?? 0);
}

/** The pages with the kit figure, and the list of the kit's contents on them (a list after "…set…:" / "…kit…:"). */
const FIGURE_PAGES = ALL_PAGE_FILES.flatMap((file) => {
  const match = /<KitContents\s+kit="(\w+)"\s*\/>/.exec(file.source);
  if (!match) return [];
  const lines = file.source.slice(0, match.index).split('\n');
  // The list of contents: bullets under an intro line that names the set or kit and ends with a colon.
  const intro = lines.findIndex((line) => /\b(set|grundset|kit)\b[^:]*:$/i.test(line.trim()));
  const bullets: string[] = [];
  if (intro >= 0) {
    for (const line of lines.slice(intro + 1)) {
      if (line.trim() === '' && bullets.length === 0) continue;
      if (!/^- /.test(line)) break;
      bullets.push(line);
    }
  }
  return [{name: `${file.locale}/${file.rel}`, kit: match[1] as KitId, bullets}];
});

describe('kit figures show the whole kit', () => {
  it('finds the kit figures on the pages, with the contents list of the :mini', () => {
    expect(FIGURE_PAGES.length).toBeGreaterThanOrEqual(10);
    for (const kit of ['mini'] as const)
      for (const page of FIGURE_PAGES.filter((entry) => entry.kit === kit))
        expect(page.bullets.length).toBeGreaterThanOrEqual(4);
  });

  it.each(KIT_IDS.filter((kit) => FIGURE_PAGES.some((page) => page.kit === kit)))(
    'the figure of the %s shows everything the kit data says is in the box',
    (kit) => {
      expect(shown(kit)).toBeGreaterThanOrEqual(contained(kit));
    },
  );

  it.each(FIGURE_PAGES.map((page) => [page.name, page] as const))(
    '%s: the figure shows no fewer things than the page lists',
    (_name, page) => {
      expect(shown(page.kit)).toBeGreaterThanOrEqual(page.bullets.length);
    },
  );

  it('draws the :home base set as it ships: board, sensor, shield, case, power supply and USB cable', () => {
    const figure = kitFigure('home');
    expect(figure.board?.id).toBe('mcu');
    expect(figure.parts.map((part) => part.id)).toContain('temperatur-luftfeuchte');
    expect(figure.items.map((item) => item.id)).toEqual(['radiationShield', 'outdoorCase', 'powerSupply', 'usbCable']);
  });
});
