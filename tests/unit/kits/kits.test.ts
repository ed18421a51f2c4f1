import sidebarLabels from '../../../i18n/en/docusaurus-plugin-content-docs/current.json';
import {TOP_LEVEL_CATEGORIES} from '../../../sidebars/index';
import {BOARD_HARDWARE_IDS} from '../../../src/data/boardHardware';
import {KIT_BOARD, KIT_ENTRY_PATHS, KIT_IDS, KITS, isKitId, type KitId} from '../../../src/kits/kits';
import {kitDescription, kitLabel, kitProductName} from '../../../src/kits/kitNames';
import {setTestLocale} from '../stubs/codeTranslations';

/** The old site's six kits in its selector's order; newer kits may stand anywhere around them. */
const ORIGINAL_KITS = ['edus2', 'edu', 'mini', 'home', 'bike', 'co2'];

function kitCategory(id: KitId) {
  const category = TOP_LEVEL_CATEGORIES.find((entry) => entry.customProps?.kit === id);
  if (!category) throw new Error(`no sidebar category for ${id}`);
  return category;
}

describe('the kit table', () => {
  afterEach(() => setTestLocale('de'));

  it('keeps the six original kits in their order', () => {
    expect(KIT_IDS.filter((id) => ORIGINAL_KITS.includes(id))).toEqual(ORIGINAL_KITS);
    for (const id of KIT_IDS) expect(KITS[id].id).toBe(id);
  });

  it('recognises kit ids only', () => {
    expect(KIT_IDS.every(isKitId)).toBe(true);
    for (const value of ['EYE', ':eye', 'mcus2', '', null, 1]) expect(isKitId(value)).toBe(false);
  });

  it.each(KIT_IDS)("starts the %s's documentation where its sidebar category opens", (id) => {
    const link = kitCategory(id).link;
    const opens = link?.type === 'doc' ? `/docs/${link.id}` : `/docs${link?.slug}`;
    expect(KIT_ENTRY_PATHS[id]).toBe(opens);
  });

  it('names a known board for each kit whose board the sources name', () => {
    expect(Object.keys(KIT_BOARD)).toEqual(KIT_IDS.filter((id) => KITS[id].board));
    for (const board of Object.values(KIT_BOARD)) expect(BOARD_HARDWARE_IDS).toContain(board);
    // The station and the traffic light are built on the senseBox MCU; the :bike's board is not named.
    expect([KIT_BOARD.home, KIT_BOARD.co2, KIT_BOARD.bike]).toEqual(['mcu', 'mcu', undefined]);
  });

  it.each(['de', 'en'] as const)('names and describes every kit in %s', (locale) => {
    setTestLocale(locale);
    for (const id of KIT_IDS) {
      expect(kitLabel(id)).toMatch(/^:/);
      expect(kitProductName(id).length).toBeGreaterThan(3);
      expect(kitDescription(id).length).toBeGreaterThan(30);
    }
    expect(kitLabel('eye')).toBe(':eye');
    expect(kitLabel('basic')).toBe(':basic');
    expect(kitProductName('eye')).toBe('senseBox MCU Eye');
    expect(kitProductName('basic')).toBe('senseBox:basic');
    expect(kitProductName('co2')).toBe(locale === 'de' ? 'CO2-Ampel' : 'CO2 traffic light');
  });

  it("gives each kit's sidebar category the kit's name, in both languages", () => {
    const english = sidebarLabels as Record<string, {message: string}>;
    for (const id of KIT_IDS) {
      const category = kitCategory(id);
      setTestLocale('de');
      expect(category.label).toBe(kitLabel(id));
      setTestLocale('en');
      expect(english[`sidebar.senseBoxSidebar.category.${category.label}`]?.message).toBe(kitLabel(id));
    }
  });
});
