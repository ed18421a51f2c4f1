import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {KIT_IDS} from '@site/src/kits/kits';
import {BOARD_HARDWARE_IDS, getHighlightedPorts} from '@site/src/data/boardHardware';
import {
  EYE_PART_PREFIX,
  INTERFACES,
  PART_IDS,
  PHENOMENON_IDS,
  allChips,
  getPart,
  i2cAddresses,
  isPartId,
  partDocId,
  type SpecValue,
} from '@site/src/data/parts';
import {allDocIds} from '../../fixtures/docPages';

const ROOT = join(__dirname, '..', '..', '..');
const DOC_ROOTS = [join(ROOT, 'docs'), join(ROOT, 'i18n', 'en', 'docusaurus-plugin-content-docs', 'current')];

/** The pages of this task: every one must exist in both languages and show its own part. */
const PAGES = [
  'hardware/sensors/temperatur-luftfeuchte',
  'hardware/sensors/helligkeit-uv',
  'hardware/sensors/luftdruck-temperatur',
  'hardware/sensors/umweltsensor',
  'hardware/sensors/co2',
  'hardware/sensors/distanz',
  'hardware/sensors/mpu6050',
  'hardware/accessoires/display',
  'hardware/accessoires/rgb-led',
];

function mdxFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return mdxFiles(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** `part="…"` values of PartSpecs and PartConnection, per file. */
function partReferences(): Array<{file: string; component: string; part: string}> {
  return DOC_ROOTS.flatMap((root) =>
    mdxFiles(root).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/<(PartSpecs|PartConnection)\s+part="([^"]*)"/g)].map((match) => ({
        file: relative(ROOT, file),
        component: match[1] ?? '',
        part: match[2] ?? '',
      }));
    }),
  );
}

function allSpecValues(value: SpecValue): SpecValue[] {
  return 'conditions' in value && value.conditions ? [value, ...value.conditions.flatMap(allSpecValues)] : [value];
}

describe('parts data', () => {
  it('has one record per id, found by getPart', () => {
    expect(new Set(PART_IDS).size).toBe(PART_IDS.length);
    for (const id of PART_IDS) {
      expect(getPart(id).id).toBe(id);
      expect(isPartId(id)).toBe(true);
    }
  });

  it('has one record per hardware page, and a page for every record (whatever the number of parts)', () => {
    const hardwarePages = allDocIds().filter((id) => id.startsWith('hardware/') && !id.endsWith('/cable_overview'));
    expect(PART_IDS.map((id) => partDocId(getPart(id))).sort()).toEqual(hardwarePages);
  });

  it('keeps every part the senseBox docs have a page for (a new part adds to these, never replaces one)', () => {
    const FACT_SHEET_PARTS = [
      'display',
      'expander',
      'gps',
      'led-matrix',
      'multiplexer',
      'rgb-led-esp32',
      'rgb-led',
      'rtc-modul',
      'solar_set',
      'bluetooth-bee',
      'ethernet-bee',
      'lora-bee',
      'sd-bee',
      'wifi-bee',
      'sd',
      'wifi',
      'bmx055',
      'co2',
      'distanz',
      'feinstaub-sds011',
      'feinstaub-sps30',
      'helligkeit-uv',
      'lautstaerke',
      'luftdruck-temperatur-bmp280',
      'luftdruck-temperatur',
      'mikro',
      'mpu6050',
      'niederschlag-rg15',
      'photodiode',
      'temperatur-luftfeuchte',
      'tof',
      'truebner',
      'umweltsensor',
      'wassertemperatur',
      // On the MCU Eye (sensebox/docs be7190a docs/hardware/eye/), keyed eye-<segment>.
      'eye-camera',
      'eye-icm20948',
      'eye-rgb-led-esp32',
      'eye-wifi',
      'eye-ble',
      'eye-lora',
      'eye-sd',
      'eye-button',
    ];
    expect(FACT_SHEET_PARTS.filter((id) => !PART_IDS.includes(id))).toEqual([]);
  });

  it('throws for an unknown part, so a typo on a page cannot pass silently', () => {
    expect(() => getPart('no-such-part')).toThrow('Unknown hardware part: no-such-part');
    expect(isPartId('no-such-part')).toBe(false);
  });

  it('builds the doc id of each part from its section', () => {
    expect(partDocId(getPart('co2'))).toBe('hardware/sensors/co2');
    expect(partDocId(getPart('display'))).toBe('hardware/accessoires/display');
    expect(partDocId(getPart('wifi-bee'))).toBe('hardware/bee/wifi-bee');
    expect(partDocId(getPart('sd'))).toBe('hardware/sd');
    // The MCU Eye's parts: the eye- prefix keeps them apart from the MCU-S2's pages of the same segment.
    expect(partDocId(getPart('eye-sd'))).toBe('hardware/eye/sd');
    expect(partDocId(getPart('eye-rgb-led-esp32'))).toBe('hardware/eye/rgb-led-esp32');
    for (const id of PART_IDS) {
      expect(getPart(id).section === 'eye').toBe(id.startsWith(EYE_PART_PREFIX));
    }
  });

  it('keeps every I2C address in the 7-bit range 0x08–0x77', () => {
    for (const id of PART_IDS) {
      const part = getPart(id);
      for (const address of i2cAddresses(part)) {
        expect(Number.isInteger(address)).toBe(true);
        expect(address).toBeGreaterThanOrEqual(0x08);
        expect(address).toBeLessThanOrEqual(0x77);
      }
      if (part.i2c?.defaultAddress !== undefined) expect(i2cAddresses(part)).toContain(part.i2c.defaultAddress);
      // Only an I2C part has an I2C address.
      if (part.i2c) expect(part.interfaces).toContain('i2c');
    }
  });

  it('has the I2C addresses the sources give, and none they leave unsettled', () => {
    expect(getPart('display').i2c?.addresses).toEqual([0x3d]);
    expect(getPart('luftdruck-temperatur').i2c?.addresses).toEqual([0x76]);
    expect(getPart('mpu6050').i2c).toEqual({addresses: [0x68], bus: 'Wire1'});
    expect(getPart('multiplexer').i2c?.defaultAddress).toBe(0x77);
    expect(getPart('helligkeit-uv').i2c?.addresses).toEqual([0x29]);
    // 7-bit: the VL53L8CX driver's 8-bit 0x50 (set_i2c_address) is 0x28 on the bus.
    expect(getPart('tof').i2c).toEqual({addresses: [0x28], setInCode: true});
    expect(getPart('feinstaub-sps30').i2c).toEqual({addresses: [0x69]});
    // HDC1080 (0x40) and SCD30 are unverified in the sheet.
    expect(getPart('temperatur-luftfeuchte').i2c).toBeUndefined();
    expect(getPart('co2').i2c).toBeUndefined();
    // The BME680's address constant is 0x76 (Bosch bme68x_defs.h), the DPS310's and the BMP280's address.
    expect(getPart('umweltsensor').i2c).toEqual({addresses: [0x76], addressConstant: 'BME68X_I2C_ADDR_LOW'});
  });

  it('uses only valid kit ids, and never lists a kit as included and optional at once', () => {
    for (const id of PART_IDS) {
      const part = getPart(id);
      for (const kit of [...part.includedIn, ...part.optionalFor]) expect(KIT_IDS).toContain(kit);
      expect(new Set(part.includedIn).size).toBe(part.includedIn.length);
      expect(new Set(part.optionalFor).size).toBe(part.optionalFor.length);
    }
    const both = PART_IDS.filter((id) => getPart(id).includedIn.some((kit) => getPart(id).optionalFor.includes(kit)));
    expect(both).toEqual([]);
  });

  // The kit pages say what is in the box: boards/mini/mini-overview (MCU mini with its own RGB LED and
  // microSD slot, Umweltsensor, WiFi-Bee, display), the senseBox:basic pages (MCU S2 with its LED,
  // BME680, display, BLE-Bee) and products/home/home-overview (the base set: MCU and HDC1080; the other
  // sensors and the Bee are chosen when ordering).
  it.each([
    ['home', ['hardware/sensors/temperatur-luftfeuchte']],
    ['mini', ['hardware/accessoires/display', 'hardware/bee/wifi-bee', 'hardware/sensors/umweltsensor']],
    [
      'basic',
      [
        'hardware/accessoires/display',
        'hardware/accessoires/rgb-led-esp32',
        'hardware/bee/bluetooth-bee',
        'hardware/sensors/umweltsensor',
      ],
    ],
  ] as const)('puts exactly the parts of its kit page into the %s', (kit, docs) => {
    const included = PART_IDS.map(getPart).filter((part) => part.includedIn.includes(kit));
    expect(included.map(partDocId).sort()).toEqual([...docs].sort());
  });

  it('uses only known phenomena and interfaces', () => {
    for (const id of PART_IDS) {
      const part = getPart(id);
      for (const measure of part.measures) expect(PHENOMENON_IDS).toContain(measure.phenomenon);
      for (const iface of part.interfaces ?? []) expect(INTERFACES).toContain(iface);
      expect(allChips(part).length).toBeGreaterThan(0);
      for (const chip of allChips(part)) expect(Boolean(chip.name) || Boolean(chip.generic)).toBe(true);
    }
  });

  it('writes every range from low to high', () => {
    for (const id of PART_IDS) {
      const part = getPart(id);
      const specs = [
        ...part.measures.flatMap((measure) => [
          ...(measure.range ?? []),
          ...(measure.accuracy ?? []),
          ...(measure.resolution ? [measure.resolution] : []),
        ]),
        ...(part.supplyVoltage ?? []),
        ...(part.current ?? []),
        ...(part.extras ?? []).flatMap((extra) => extra.values),
      ].flatMap(allSpecValues);
      for (const spec of specs) {
        if (spec.kind === 'range') expect(spec.min).toBeLessThan(spec.max);
      }
    }
  });

  it('connects each part to ports that exist on the board', () => {
    for (const id of PART_IDS) {
      for (const connection of getPart(id).connections ?? []) {
        expect(BOARD_HARDWARE_IDS).toContain(connection.board);
        if (connection.onboard) {
          expect(connection.highlight).toBeUndefined();
        } else {
          expect(getHighlightedPorts(connection.board, connection.highlight).length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('connects the parts whose port the sheet left open as their libraries and Blockly blocks do', () => {
    // SPS30: I2C (Blockly tooltip, Sensirion arduino-sps); DS18B20 adapter: a digital port (Blockly generator).
    expect(getPart('feinstaub-sps30').interfaces).toEqual(['i2c']);
    expect(getPart('feinstaub-sps30').connections?.every((connection) => connection.highlight === 'i2c')).toBe(true);
    expect(getPart('wassertemperatur').connections?.map((connection) => connection.highlight)).toEqual([
      'digital-a',
      'digital-a',
      'io',
    ]);
  });

  it('keeps "cannot be used together" symmetric and pointing at real parts', () => {
    for (const id of PART_IDS) {
      for (const other of getPart(id).notTogetherWith ?? []) {
        expect(isPartId(other)).toBe(true);
        expect(getPart(other).notTogetherWith).toContain(id);
      }
    }
  });

  it('lets no two parts claim the same I2C address on the same bus of a board unless they are marked as not usable together', () => {
    const clashes: string[] = [];
    for (const board of ['mcu', 'mcus2', 'mini', 'eye'] as const) {
      const claims = new Map<string, string[]>();
      for (const id of PART_IDS) {
        const part = getPart(id);
        if (!part.connections?.some((connection) => connection.board === board)) continue;
        const address = part.i2c?.defaultAddress ?? part.i2c?.addresses?.[0];
        if (address === undefined) continue;
        const key = `${part.i2c?.bus ?? 'Wire'}@0x${address.toString(16)}`;
        claims.set(key, [...(claims.get(key) ?? []), id]);
      }
      for (const [key, ids] of claims) {
        for (const a of ids) {
          for (const b of ids) {
            if (a < b && !(getPart(a).notTogetherWith ?? []).includes(b)) clashes.push(`${board} ${key}: ${a} + ${b}`);
          }
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it('writes the facts the old pages got wrong correctly', () => {
    // PM values are mass per cubic metre, not per cubic centimetre.
    expect(getPart('feinstaub-sds011').measures.map((measure) => measure.unit)).toEqual(['µg/m³', 'µg/m³']);
    // The DPS310 block reads the air pressure in hPa.
    expect(getPart('luftdruck-temperatur').measures[0]).toMatchObject({phenomenon: 'airPressure', unit: 'hPa'});
    // The MCU-S2 reads the RG-15 on Serial0, the MCU on Serial1 or Serial2.
    expect(getPart('niederschlag-rg15').arduino?.serialPorts).toEqual({
      mcus2: ['Serial0'],
      mcu: ['Serial1', 'Serial2'],
    });
  });
});

describe('parts used on pages', () => {
  const references = partReferences();

  it('finds the components on the pages', () => {
    expect(references.length).toBeGreaterThan(0);
  });

  it.each(PAGES)('%s exists in German and English and shows its own part', (page) => {
    const id = page.split('/').pop() ?? '';
    expect(partDocId(getPart(id))).toBe(page);
    for (const root of DOC_ROOTS) {
      const file = relative(ROOT, join(root, `${page}.mdx`));
      const parts = references.filter((reference) => reference.file === file);
      expect(parts.map((reference) => reference.component).sort()).toEqual(['PartConnection', 'PartSpecs']);
      for (const reference of parts) expect(reference.part).toBe(id);
    }
  });

  const EYE_PAGES = PART_IDS.filter((id) => getPart(id).section === 'eye').map((id) => partDocId(getPart(id)));

  it.each(EYE_PAGES)('%s exists in German and English and shows its own part', (page) => {
    const id = `${EYE_PART_PREFIX}${page.split('/').pop() ?? ''}`;
    expect(partDocId(getPart(id))).toBe(page);
    for (const root of DOC_ROOTS) {
      const file = relative(ROOT, join(root, `${page}.mdx`));
      const parts = references.filter((reference) => reference.file === file);
      expect(parts.map((reference) => reference.component).sort()).toEqual(['PartConnection', 'PartSpecs']);
      for (const reference of parts) expect(reference.part).toBe(id);
    }
  });

  it('references only parts that exist', () => {
    for (const reference of references) {
      expect({file: reference.file, known: isPartId(reference.part)}).toEqual({file: reference.file, known: true});
    }
  });
});
