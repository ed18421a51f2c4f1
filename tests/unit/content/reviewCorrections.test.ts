/**
 * The corrections from the review of 40 page pairs,
 * each guarded where a later edit could bring the old text back: the light
 * sensor's range per chip, parts that share an I2C address, the Blockly pin
 * names of the senseBox MCU, the Arduino names of its LEDs, the boards of the
 * ToF sensor, promises of pictures, the TTN v3 webhook, the CSV delimiter of
 * openSenseMap, the FAQ's button sketch, 5 V sensors on 3.3 V ports and the
 * Arduino path of the MCU overview. The English wording rules of the same
 * review live in src/data/terminology.ts (terminology.test.ts).
 */
import fs from 'fs';
import path from 'path';
import {getBoard, getHighlightedPorts, type BoardHardwareId} from '../../../src/data/boardHardware';
import {EDITOR_BOARD} from '../../../src/blockly/programXml';
import {libraryOfHeader} from '../../../src/data/arduinoLibraries';
import {allChips, getPart, PART_IDS, partDocId, type SpecValue} from '../../../src/data/parts';
import {ALL_PAGE_FILES, fences, LOCALE_DIRS, prose, ROOT, withPartials, type Locale, type PageFile} from './pageFiles';

const LOCALES: Locale[] = ['de', 'en'];

function page(locale: Locale, rel: string): PageFile {
  const file = path.join(LOCALE_DIRS[locale], rel);
  return {locale, rel, source: fs.readFileSync(file, 'utf8')};
}

const bothPages = (rel: string): PageFile[] => LOCALES.map((locale) => page(locale, rel));

/** A number as the page's language writes it in prose: 220.000 / 220,000; 0,5 / 0.5. */
function written(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-US', {
    maximumFractionDigits: 3,
    useGrouping: value >= 10000,
  }).format(value);
}

type Range = Extract<SpecValue, {kind: 'range'}>;

function illuminanceRange(qualifier: string): Range {
  const measure = getPart('helligkeit-uv').measures.find((entry) => entry.phenomenon === 'illuminance');
  const found = measure?.range?.find(
    (value): value is Range => value.kind === 'range' && value.qualifier === qualifier,
  );
  if (!found) throw new Error(`no illuminance range for ${qualifier}`);
  return found;
}

describe('light sensor: each chip has its own range', () => {
  it('the data give the TSL45315 3–220,000 lux and the LTR-329 1–64,000 lux (gain 1×) and 0.5–32,000 lux (gain 2×, Blockly)', () => {
    expect(illuminanceRange('tsl45315')).toMatchObject({min: 3, max: 220000, unit: 'lux'});
    expect(illuminanceRange('ltr329Gain1x')).toMatchObject({min: 1, max: 64000, unit: 'lux'});
    expect(illuminanceRange('ltr329Gain2x')).toMatchObject({min: 0.5, max: 32000, unit: 'lux'});
  });

  it.each(LOCALES)('the sensor page (%s) states every range of the data', (locale) => {
    const text = prose(page(locale, 'hardware/sensors/helligkeit-uv.mdx').source);
    for (const qualifier of ['tsl45315', 'ltr329Gain1x', 'ltr329Gain2x']) {
      const {min, max} = illuminanceRange(qualifier);
      expect({qualifier, max: text.includes(written(max, locale)), min: text.includes(written(min, locale))}).toEqual({
        qualifier,
        max: true,
        min: true,
      });
    }
  });

  it('no page gives the TSL45315 range without naming the TSL45315', () => {
    const findings = ALL_PAGE_FILES.flatMap((file) =>
      prose(file.source)
        .split('\n')
        .filter(
          (line) => /220[.,\u00a0\u202f]?000/.test(line) && /\b(lux|Lux|lx)\b/.test(line) && !/TSL45315/.test(line),
        )
        .map((line) => `${file.locale}/${file.rel}: ${line.slice(0, 120)}`),
    );
    expect(findings).toEqual([]);
  });

  it.each(LOCALES)(
    'the Mathematik map example (%s) maps the range of the Blockly block, not the TSL45315 range',
    (locale) => {
      const source = page(locale, 'editors/blockly/blocks/mathematik.mdx').source;
      const maxLabel = locale === 'de' ? 'bis maximum' : 'from Max';
      const match = new RegExp(String.raw`\['${maxLabel}', \{socket: num\('(\d+)'\)\}\]`).exec(source);
      expect(match?.[1]).toBe(String(illuminanceRange('ltr329Gain2x').max));
      expect(source).not.toMatch(/num\('220000'\)/);
    },
  );

  it.each(LOCALES)('the MCU sketch on the sensor page (%s) reads lux on boards with the TSL45315 too', (locale) => {
    const sketch = fences(page(locale, 'hardware/sensors/helligkeit-uv.mdx').source).find((fence) =>
      /boards="mcu mini"/.test(fence.meta),
    );
    expect(sketch).toBeDefined();
    const body = sketch!.body;
    // Power on (control register 0x00 = 0x03), 100 ms / factor 4 (config 0x01 = 0x02), data 0x04/0x05 × 4:
    // the senseBox Blockly generator's TSL45315 code (React-Ardublockly sensebox_sensor_uv_light).
    expect(body).toMatch(/writeRegister\(0x00, 0x03\)/);
    expect(body).toMatch(/writeRegister\(0x01, 0x02\)/);
    expect(body).toMatch(/readRegister\(0x04\)[\s\S]*readRegister\(0x05\)[\s\S]*\* 4UL/);
    expect(body).toMatch(/Serial\.print\(readTsl45315\(\)\)/);
    expect(body).not.toMatch(/UV-Wert\.|UV value\./);
  });
});

describe('parts that share an I2C address are marked, and their pages warn', () => {
  it('the BME680 shares 0x76 with the DPS310 and the BMP280 in the data', () => {
    for (const id of ['umweltsensor', 'luftdruck-temperatur', 'luftdruck-temperatur-bmp280']) {
      expect(getPart(id).i2c?.addresses?.[0]).toBe(0x76);
    }
    expect(getPart('umweltsensor').notTogetherWith).toEqual(
      expect.arrayContaining(['luftdruck-temperatur', 'luftdruck-temperatur-bmp280']),
    );
    expect(getPart('luftdruck-temperatur').notTogetherWith).toEqual(expect.arrayContaining(['umweltsensor']));
  });

  const pairs = PART_IDS.flatMap((id) => (getPart(id).notTogetherWith ?? []).map((other) => [id, other] as const));

  it.each(pairs.flatMap(([id, other]) => LOCALES.map((locale) => [id, other, locale] as const)))(
    'the page of %s names %s (%s)',
    (id, other, locale) => {
      const file = path.join(LOCALE_DIRS[locale], `${partDocId(getPart(id))}.mdx`);
      const text = prose(fs.readFileSync(file, 'utf8'));
      const names = allChips(getPart(other)).flatMap((chip) => (chip.name ? [chip.name] : []));
      expect({id, other, locale, named: names.some((name) => text.includes(name))}).toEqual({
        id,
        other,
        locale,
        named: true,
      });
    },
  );

  it.each(LOCALES)(
    'the Blockly sensor page (%s) warns that the BME680 shares its address with the DPS310 and the BMP280',
    (locale) => {
      const source = page(locale, 'editors/blockly/blocks/sensoren.mdx').source;
      const caution = /:::caution\[[^\]]*BME680[^\]]*\]([\s\S]*?):::/.exec(source)?.[1] ?? '';
      expect(caution).toMatch(/DPS310/);
      expect(caution).toMatch(/BMP280/);
      expect(caution).toMatch(/0x76/);
    },
  );
});

describe('Blockly pin names of the senseBox MCU', () => {
  // sensebox/React-Ardublockly src/components/Blockly/helpers/board.js, sensebox_mcu.digitalPins (commit 6510fb88):
  // the editor labels pins 1–6 by port and number. "D1" … "D6" are names of an older editor.
  const MCU_BLOCKLY_PINS = ['A1', 'A2', 'B3', 'B4', 'C5', 'C6'];

  it('no page calls a Blockly pin D1 … D6 (CircuitPython board pins excepted)', () => {
    const findings = ALL_PAGE_FILES.filter((file) => !/circuitpython/i.test(file.rel)).flatMap((file) =>
      [...file.source.replace(/\{\/\*[\s\S]*?\*\/\}/g, '').matchAll(/(?<![\w/.-])D[1-6](?!\w)/g)].map(
        (match) => `${file.locale}/${file.rel}: ${match[0]}`,
      ),
    );
    expect(findings).toEqual([]);
  });

  it.each(['hardware/sensors/distanz.mdx', 'boards/mcu/mcu-overview.mdx', 'editors/blockly/blocks/led.mdx'])(
    '%s names the pins as the editor does, the same in both languages',
    (rel) => {
      const [de, en] = bothPages(rel).map((file) =>
        MCU_BLOCKLY_PINS.filter((pin) => new RegExp(`\\b${pin}\\b`).test(file.source)),
      );
      expect(de!.length).toBeGreaterThan(0);
      expect(en).toEqual(de);
    },
  );

  it('German and English distanz show the same block: the same dropdowns and fields', () => {
    const controls = (file: PageFile) =>
      [...file.source.matchAll(/\{(dropdown|field): '([^']*)'\}/g)].map((match) => `${match[1]}:${match[2]}`);
    const [de, en] = bothPages('hardware/sensors/distanz.mdx').map(controls);
    expect(de).toEqual(en);
    expect(de).toEqual(expect.arrayContaining(['dropdown:A1', 'dropdown:A2', 'field:250']));
  });
});

describe('the senseBox MCU overview', () => {
  it.each(LOCALES)('(%s) gives the Arduino names of the two LEDs (senseBoxMCU-core variant.h)', (locale) => {
    const source = page(locale, 'boards/mcu/mcu-overview.mdx').source;
    expect(source).toMatch(/`LED_BUILTIN` \((?:auch|also) `PIN_LED`, Pin 7/i);
    expect(source).toMatch(/`LED_BUILTIN2` \((?:auch|also) `PIN_LED2`, Pin 8/i);
  });

  it.each(LOCALES)('(%s) finishes the Arduino path: an example, the upload and a link to the first steps', (locale) => {
    const source = page(locale, 'boards/mcu/mcu-overview.mdx').source;
    const arduinoTab = /<TabItem value="arduino"[\s\S]*?<\/TabItem>/.exec(source)?.[0] ?? '';
    expect(arduinoTab).toMatch(locale === 'de' ? /\*\*Hochladen\*\*/ : /\*\*Upload\*\*/);
    expect(arduinoTab).toMatch(/Blink/);
    expect(arduinoTab).toMatch(/\(\/docs\/editors\/arduino\/first-steps\)/);
  });
});

describe('the ToF sensor: pages and data name the same boards', () => {
  const OVERVIEWS: Record<'mcu' | 'mcus2' | 'mini', string> = {
    mcu: 'boards/mcu/mcu-overview.mdx',
    mcus2: 'boards/mcus2/mcu-s2-overview.mdx',
    mini: 'boards/mini/mini-overview.mdx',
  };
  const tofBoards = (getPart('tof').connections ?? []).map((connection) => connection.board);

  it('the data connect the ToF sensor to the MCU-S2 and not to the MCU or the mini (no ToF block in ToolboxMcu.jsx)', () => {
    expect(tofBoards).toContain('mcus2');
    expect(tofBoards).not.toContain('mcu');
    expect(tofBoards).not.toContain('mini');
  });

  it.each(Object.entries(OVERVIEWS).flatMap(([board, rel]) => LOCALES.map((locale) => [board, rel, locale] as const)))(
    'the %s overview (%s, %s) lists the ToF sensor exactly when the data connect it',
    (board, rel, locale) => {
      const mentions = /\bToF\b|Time-of-Flight|time-of-flight/.test(prose(page(locale, rel).source));
      expect({board, locale, mentions}).toEqual({
        board,
        locale,
        mentions: tofBoards.includes(board as BoardHardwareId),
      });
    },
  );
});

describe('a promise of pictures points to a page with pictures', () => {
  const PROMISE = /mit Bildern|with (?:pictures|images|screenshots)/i;
  const hasPicture = (source: string) => /!\[[^\]]*\]\(|<img\b|<ImageWithText\b|\.(?:svg|png|jpe?g|gif)\b/.test(source);

  it('every linked page behind such a promise shows a picture', () => {
    const findings: string[] = [];
    for (const file of ALL_PAGE_FILES) {
      for (const line of file.source.split('\n').filter((entry) => PROMISE.test(entry))) {
        for (const link of line.matchAll(/\]\((\/docs\/[^)#\s]+)/g)) {
          const rel = `${link[1]!.replace(/^\/docs\//, '')}.mdx`;
          const target = path.join(LOCALE_DIRS[file.locale], rel);
          if (!fs.existsSync(target) || !hasPicture(fs.readFileSync(target, 'utf8')))
            findings.push(`${file.locale}/${file.rel} → ${rel}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
});

describe('TTN: the v3 webhook', () => {
  // sensebox/ttn-osem-integration lib/index.js: POST /v3 is the TTN v3 webhook; /v1.1 served the TTN v2 HTTP integration.
  it('no page sends readers to the retired v2 integration', () => {
    const findings = ALL_PAGE_FILES.filter((file) =>
      /ttn\.opensensemap\.org\/v1|books-v2\/osem\/ttn_integration/.test(withPartials(file)),
    ).map((file) => `${file.locale}/${file.rel}`);
    expect(findings).toEqual([]);
  });

  it.each([
    'hardware/bee/lora-bee.mdx',
    'editors/blockly/blocks/_lora-bloecke.mdx',
    'products/home/erweiterungen/home-erweiterung-LoRa.mdx',
  ])('%s gives the /v3 webhook in both languages', (rel) => {
    for (const file of bothPages(rel)) {
      expect(file.source).toMatch(/`https:\/\/ttn\.opensensemap\.org\/v3`/);
      expect(file.source).toMatch(/[Ww]ebhook/);
    }
  });

  it.each(LOCALES)('the decoder on the LoRa Blockly page (%s) is a TTN v3 uplink formatter', (locale) => {
    const decoder = fences(page(locale, 'editors/blockly/blocks/_lora-bloecke.mdx').source).find(
      (fence) => fence.lang === 'js',
    );
    expect(decoder?.body).toMatch(/function decodeUplink\(input\)/);
    expect(decoder?.body).toMatch(/return \{data: /);
  });
});

describe('openSenseMap CSV: the default delimiter is a comma', () => {
  // sensebox/openSenseMap-API packages/api/lib/helpers/userParamHelpers.js: 'delimiter' defaultValue ',' (commit 953c476).
  const CSV_PAGES = ['misc/begriffe.mdx', 'misc/opensensemap/download.mdx', 'misc/opensensemap/faq.mdx'];
  const SEMICOLON_AS_DEFAULT = {
    de: /(?:durch ein|mit einem) Semikolon(?: \(`;`\))? getrennt|trennt die Spalten mit einem Semikolon/,
    en: /separated by a semicolon|separates the columns with a semicolon/,
  };

  it.each(CSV_PAGES.flatMap((rel) => LOCALES.map((locale) => [rel, locale] as const)))(
    '%s (%s) says comma',
    (rel, locale) => {
      const text = prose(page(locale, rel).source);
      expect(text).not.toMatch(SEMICOLON_AS_DEFAULT[locale]);
      expect(text).toMatch(locale === 'de' ? /Komma/ : /comma/);
    },
  );

  it.each(LOCALES)('the sample file on the download page (%s) is comma-separated with the API columns', (locale) => {
    const sample = fences(page(locale, 'misc/opensensemap/download.mdx').source).find((fence) =>
      /measurements\.csv/.test(fence.meta),
    );
    expect(sample?.body.split('\n')[0]).toBe('sensorId,createdAt,value,lat,lon');
  });
});

describe('the FAQ sketch for the "Switch" button', () => {
  it.each(LOCALES)('(%s) is complete: include, begin() and read(), for the senseBox MCU', (locale) => {
    const sketch = fences(page(locale, 'misc/faq.mdx').source).find((fence) => /JC_Button/.test(fence.body));
    expect(sketch?.meta).toMatch(/boards="mcu"/);
    expect(sketch?.body).toMatch(/#include <JC_Button\.h>/);
    expect(sketch?.body).toMatch(/Button \w+\(0\);/);
    expect(sketch?.body).toMatch(/\.begin\(\);/);
    expect(sketch?.body).toMatch(/void loop\(\) \{\n\s+\w+\.read\(\);/);
    expect(libraryOfHeader('JC_Button.h')?.bundledWith).toContain('mcu');
  });
});

describe('parts that need 5 V on boards whose port supplies 3.3 V', () => {
  const minVolts = (values: readonly SpecValue[] | undefined) =>
    Math.min(
      ...(values ?? []).map((value) =>
        value.kind === 'range'
          ? value.min
          : value.kind === 'value'
            ? value.value
            : value.kind === 'choices'
              ? Math.min(...value.values)
              : Infinity,
      ),
    );

  it('the SDS011 and the SPS30 need 5 V in the data', () => {
    expect(minVolts(getPart('feinstaub-sds011').supplyVoltage)).toBe(5);
    expect(minVolts(getPart('feinstaub-sps30').supplyVoltage)).toBe(4.5);
  });

  const cases = PART_IDS.flatMap((id) => {
    const part = getPart(id);
    if (!part.supplyVoltage?.length || !(minVolts(part.supplyVoltage) > 3.6)) return [];
    return (part.connections ?? []).flatMap((connection) => {
      const ports = connection.onboard ? [] : getHighlightedPorts(connection.board, connection.highlight);
      const lowOnly =
        ports.length > 0 &&
        ports.every(
          (port) =>
            (port.pins ?? port.unorderedPins ?? []).includes('3V3') &&
            !(port.pins ?? port.unorderedPins ?? []).includes('5V'),
        );
      return lowOnly ? LOCALES.map((locale) => [id, connection.board, locale] as const) : [];
    });
  });

  it('there are such cases (SDS011 and SPS30 on the MCU-S2)', () => {
    expect(cases.map(([id, board]) => `${id}@${board}`)).toEqual(
      expect.arrayContaining(['feinstaub-sds011@mcus2', 'feinstaub-sps30@mcus2']),
    );
  });

  it.each(cases)('the page of %s says what the %s port supplies (%s)', (id, _board, locale) => {
    const text = prose(fs.readFileSync(path.join(LOCALE_DIRS[locale], `${partDocId(getPart(id))}.mdx`), 'utf8'));
    const caution =
      locale === 'de' ? /3,3 V[\s\S]{0,200}|[\s\S]{0,200}3,3 V/ : /3\.3 V[\s\S]{0,200}|[\s\S]{0,200}3\.3 V/;
    const around = caution.exec(text)?.[0] ?? '';
    expect({id, locale, says: /MCU-S2/.test(around) && /\b5 V\b/.test(text)}).toEqual({id, locale, says: true});
  });
});

describe('the English mode names of the senseBox MCU', () => {
  it('the drawing of the two modes uses the words of the pages', () => {
    const svg = fs.readFileSync(path.join(ROOT, 'static/img/boards/mcu-modi-en.svg'), 'utf8');
    expect(svg).toMatch(/>Normal mode</);
    expect(svg).toMatch(/>Bootloader mode</);
    expect(svg).not.toMatch(/learning mode|programming mode/i);
  });
});

describe('the senseBox MCU Eye: facts of the fourth review', () => {
  const eyePages = ALL_PAGE_FILES.filter((file) => /(^|\/)eye\/|installation-bsp/.test(file.rel));

  it('a page that names the first esp32 release with the Eye names the one in the data', () => {
    const first = getBoard('eye').firstPackageVersion;
    expect(first).toMatch(/^\d+\.\d+\.\d+$/);
    const stated = eyePages.flatMap((file) =>
      [...prose(file.source).matchAll(/\b3\.\d+\.\d+\b/g)].map((match) => `${file.locale}/${file.rel} ${match[0]}`),
    );
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.filter((entry) => !entry.endsWith(` ${first}`))).toEqual([]);
  });

  it("the editor's menu bar is quoted as it shows the Eye (the upper-cased board value)", () => {
    const quotedWrong = eyePages.filter((file) => /(Menüleiste|menu bar)[^.\n]{0,60}[„"]MCU-Eye[“"]/.test(file.source));
    expect(quotedWrong.map((file) => `${file.locale}/${file.rel}`)).toEqual([]);
    const quotedRight = eyePages.filter((file) =>
      new RegExp(`(Menüleiste|menu bar)[^.\\n]{0,60}\`${EDITOR_BOARD.eye}\``).test(file.source),
    );
    expect(quotedRight.length).toBeGreaterThanOrEqual(4);
  });

  it.each(LOCALES)('the LoRa pages (%s) say that the sources differ on version 1.3, as the data do', (locale) => {
    const lora = getBoard('eye').onboard.find((part) => part.kind === 'lora');
    const disputed = new Set((lora?.gpios ?? []).map((gpio) => gpio.sourcesDiffer));
    expect([...disputed]).toEqual(['1.3']);
    for (const rel of ['hardware/eye/lora.mdx', 'boards/eye/eye-ports-and-pins.mdx']) {
      const text = prose(page(locale, rel).source);
      const says =
        locale === 'de' ? /Version 1\.3 widersprechen sich die Quellen/ : /version 1\.3 the sources disagree/i;
      expect({rel, says: says.test(text)}).toEqual({rel, says: true});
    }
  });

  it.each(LOCALES)('the pins page (%s) names the battery gauge and its I2C address from the data', (locale) => {
    const gauge = getBoard('eye').onboard.find((part) => part.kind === 'batteryGauge');
    const text = prose(page(locale, 'boards/eye/eye-ports-and-pins.mdx').source);
    expect(text).toContain(gauge?.part);
    expect(text).toContain(gauge?.i2cAddress);
  });
});
