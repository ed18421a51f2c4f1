import sidebarLabels from '../../../i18n/en/docusaurus-plugin-content-docs/current.json';
import {TOP_LEVEL_CATEGORIES} from '../../../sidebars/index';
import {BOARD_HARDWARE_IDS} from '../../../src/data/boardHardware';
import {
  KIT_BOARD,
  KIT_ENTRY_PATHS,
  KIT_IDS,
  KITS,
  isKitId,
  kitDescription,
  kitLabel,
  kitProductName,
  kitsInOrder,
} from '../../../src/kits/kits';
import {setTestLocale} from '../stubs/codeTranslations';

describe('the kit table', () => {
  afterEach(() => setTestLocale('de'));

  it('keeps the six original kits in their order and adds the :eye first and the :basic last', () => {
    expect(KIT_IDS).toEqual(['eye', 'edus2', 'edu', 'mini', 'home', 'bike', 'co2', 'basic']);
    expect(kitsInOrder().map((kit) => kit.id)).toEqual([...KIT_IDS]);
    for (const id of KIT_IDS) expect(KITS[id].id).toBe(id);
  });

  it('recognises kit ids only', () => {
    expect(KIT_IDS.every(isKitId)).toBe(true);
    for (const value of ['EYE', ':eye', 'mcus2', '', null, 1]) expect(isKitId(value)).toBe(false);
  });

  it('derives the entry paths and the boards from the table', () => {
    expect(KIT_ENTRY_PATHS).toEqual({
      eye: '/docs/boards/eye/eye-overview',
      edus2: '/docs/boards/mcus2/mcu-s2-overview',
      edu: '/docs/boards/mcu/mcu-overview',
      mini: '/docs/boards/mini/mini-overview',
      home: '/docs/products/home/home-overview',
      bike: '/docs/category/bike',
      co2: '/docs/products/co2Ampel/co2Ampel-overview',
      basic: '/docs/products/basic/basic-overview',
    });
    expect(KIT_BOARD).toEqual({
      eye: 'eye',
      edus2: 'mcus2',
      edu: 'mcu',
      mini: 'mini',
      home: 'mcu',
      co2: 'mcu',
      basic: 'mcus2',
    });
    for (const board of Object.values(KIT_BOARD)) expect(BOARD_HARDWARE_IDS).toContain(board);
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
      const category = TOP_LEVEL_CATEGORIES.find((entry) => entry.customProps?.kit === id)!;
      setTestLocale('de');
      expect(category.label).toBe(kitLabel(id));
      setTestLocale('en');
      expect(english[`sidebar.senseBoxSidebar.category.${category.label}`]?.message).toBe(kitLabel(id));
    }
  });
});
