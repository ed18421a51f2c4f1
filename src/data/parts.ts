import type {KitId} from '@site/src/kits/kits';
import type {BoardHardwareId, PortKind} from './boardHardware';

/**
 * Technical data of every senseBox sensor, module, Bee and on-board part: one
 * record per hardware page, keyed by the last segment of its doc id.
 *
 * Only facts from the part's page in the senseBox docs repository
 * (sensebox/docs 7be044b; the :eye and senseBox:basic pages at be7190a; a few
 * from the old site, sensebox/docs.sensebox.de), its datasheet, its library or the board's repository live here; a source other than
 * the part's own page is named next to the value. A value no source settles, or
 * one the sources give in two conflicting ways, is left out, so it stays
 * undefined and no component shows it. Values are language-neutral (numbers,
 * unit symbols, identifiers); visible words come from partLabels.ts.
 */

/** What a part measures or puts out; each id has a translated name in partLabels.ts. */
export const PHENOMENON_IDS = [
  'temperature',
  'relativeHumidity',
  'airPressure',
  'altitude',
  'illuminance',
  'uvIntensity',
  'lightIntensity',
  'co2',
  'iaq',
  'iaqAccuracy',
  'co2Equivalent',
  'breathVocEquivalent',
  'distance',
  'acceleration',
  'rotationRate',
  'magneticField',
  'pm1',
  'pm2_5',
  'pm4',
  'pm10',
  'soundLevel',
  'loudness',
  'soilMoisture',
  'soilTemperature',
  'waterTemperature',
  'rainIntensity',
  'rainAmount',
  'latitude',
  'longitude',
  'speed',
  'timestamp',
  'date',
  'time',
] as const;

export type PhenomenonId = (typeof PHENOMENON_IDS)[number];

/** Unit symbols as datasheets write them; never translated. */
export type Unit =
  | '°C'
  | '%'
  | '%RH'
  | 'hPa'
  | 'Pa'
  | 'm'
  | 'cm'
  | 'mm'
  | 'lux'
  | 'µW/cm²'
  | 'ppm'
  | 'ppm/°C'
  | 'µg/m³'
  | 'mm/h'
  | 'dB'
  | 'dBA'
  | 'dBm'
  | 'mg'
  | '°/s'
  | 'µT'
  | 'g'
  | 'm/s²'
  | 'rad/s'
  | 'kg'
  | 'V'
  | 'A'
  | 'mA'
  | 'µA'
  | 'nA'
  | 'mAh'
  | 'W'
  | 'Hz'
  | 'MHz'
  | 'GHz'
  | 'px'
  | 'bit'
  | 's'
  | 'ms'
  | 'µs'
  | 'min';

/** `dvp`: the parallel camera interface of the MCU Eye (Espressif's esp32-camera driver). */
export const INTERFACES = ['i2c', 'uart', 'spi', 'digital', 'analog', 'onewire', 'internal', 'dvp'] as const;

export type Interface = (typeof INTERFACES)[number];

/** Words that qualify a value, e.g. "relativ", "Standby"; translated in partLabels.ts. */
export type Qualifier =
  | PhenomenonId
  | 'relative'
  | 'absolute'
  | 'standby'
  | 'continuous'
  | 'powerSave'
  | 'nominal'
  | 'whileRaining'
  | 'singleGnss'
  | 'dualGnss'
  | 'axisXY'
  | 'axisZ'
  | 'panel'
  | 'chargeController'
  | 'perCell'
  | 'rfm95w'
  | 'rfm96w'
  | 'tsl45315'
  | 'ltr329Gain1x'
  | 'ltr329Gain2x'
  | 'includingCable';

/**
 * One value of a data sheet. `prefix` turns 5 into "±5", "< 5", "> 5", "bis zu 5"
 * or "≈ 5"; `conditions` are printed after it ("bei 25 °C").
 */
export type SpecValue =
  | {
      kind: 'value';
      value: number;
      unit?: Unit;
      prefix?: 'plusMinus' | 'lessThan' | 'greaterThan' | 'upTo' | 'approx';
      qualifier?: Qualifier;
      conditions?: readonly SpecValue[];
    }
  | {
      kind: 'range';
      min: number;
      max: number;
      unit?: Unit;
      qualifier?: Qualifier;
      conditions?: readonly SpecValue[];
    }
  | {
      /** Values to choose from, e.g. the programmable ranges ±2, ±4, ±8, ±16 g. */
      kind: 'choices';
      values: readonly number[];
      unit?: Unit;
      plusMinus?: boolean;
      qualifier?: Qualifier;
    }
  | {kind: 'dimensions'; values: readonly number[]; unit?: Unit; prefix?: 'approx'; qualifier?: Qualifier}
  | {
      /**
       * A formula written with symbols only, so it reads the same in every
       * language: `{a}` is replaced by the formatted number `values.a`, and
       * `{ofReading}` by the translated words "des Messwerts" / "of the reading".
       */
      kind: 'formula';
      template: string;
      values: Readonly<Record<string, number>>;
      qualifier?: Qualifier;
      conditions?: readonly SpecValue[];
    };

/** Data of one measured quantity. `unit` is the unit of the value you read and upload to openSenseMap. */
export type Measurement = {
  phenomenon: PhenomenonId;
  unit?: Unit;
  range?: readonly SpecValue[];
  accuracy?: readonly SpecValue[];
  resolution?: SpecValue;
  repeatability?: SpecValue;
  responseTime?: SpecValue;
};

/** Further data-sheet rows; each label is translated in partLabels.ts. */
export type ExtraSpecLabel =
  | 'displayResolution'
  | 'panelSize'
  | 'ledCount'
  | 'matrix'
  | 'additionalPorts'
  | 'channels'
  | 'sensitivity'
  | 'updateRate'
  | 'measurementsPerSecond'
  | 'measuringInterval'
  | 'frameRate'
  | 'zones'
  | 'maxI2cClock'
  | 'temperatureStability'
  | 'temperatureCompensation'
  | 'operatingTemperature'
  | 'outputVoltage'
  | 'warmUpTime'
  | 'gasDeviation'
  | 'responseTime'
  | 'maxPower'
  | 'terminalVoltage'
  | 'voltageAtMaxPower'
  | 'shortCircuitCurrent'
  | 'battery'
  | 'frequency'
  | 'cableLength'
  | 'wifiBand'
  | 'adcResolution'
  | 'imageResolution'
  | 'bluetoothVersion';

export type ExtraSpec = {label: ExtraSpecLabel; values: readonly SpecValue[]};

/** Parts the sources name only by what they are, not by a chip name; translated in partLabels.ts. */
export type GenericPartKind =
  | 'condenserMicrophone'
  | 'sensorHub'
  | 'rtcModule'
  | 'photodiode'
  | 'rgbLed'
  | 'wifiModule'
  | 'microSdSlot'
  | 'pushButton';

/**
 * A chip on the part; an inner array lists chips of which a board carries one.
 * `name` is a chip or product name; without one, `generic` says what it is.
 */
export type Chip = {
  name?: string;
  generic?: GenericPartKind;
  maker?: string;
  /** Since when this chip is fitted, as the part page writes it (e.g. "02/2021"). */
  since?: string;
  /** The last board revision or date with this chip, where a later one replaced it. */
  upTo?: string;
  /** A revision between `upTo` of one chip and `since` of the next for which the sources disagree. */
  sourcesDiffer?: string;
  /** What this chip measures, when a board carries more than one chip. */
  role?: PhenomenonId;
};

/** `board`: on the MCU-S2, page directly under hardware/; `eye`: on the MCU Eye, page under hardware/eye/. */
export type PartSection = 'sensors' | 'accessoires' | 'bee' | 'board' | 'eye';

/**
 * I2C addresses in this file are 7-bit addresses: the form `Wire.beginTransmission()`,
 * an I2C scanner and most Arduino libraries use (0x08–0x77). Some drivers count
 * 8-bit addresses instead (the 7-bit address shifted left by one, read/write bit
 * included): ST's VL53L8CX driver starts at VL53L8CX_DEFAULT_I2C_ADDRESS 0x52 and
 * talks to `(address >> 1) & 0x7F` (stm32duino/VL53L8CX src/vl53l8cx.h IO_Read/IO_Write,
 * vl53l8cx_api.cpp vl53l8cx_set_i2c_address). Such a value is halved before it goes
 * here, and the page names both forms where its code needs the 8-bit one.
 */
export type I2cInfo = {
  /** 7-bit addresses (see above); the first is the one the part normally uses. */
  addresses?: readonly number[];
  /** Address the part uses unless you change it, when it can have several. */
  defaultAddress?: number;
  /** Bus the part sits on when it is not the normal `Wire`. */
  bus?: string;
  /** The example code sets this address itself (the part's own default is different). */
  setInCode?: boolean;
  /** Constant that names the address in code, when the sources give no number. */
  addressConstant?: string;
};

export type ArduinoInfo = {
  /** Library names exactly as the sources give them (Library Manager / Arduino reference). */
  libraries: readonly string[];
  headers?: readonly string[];
  classes?: readonly string[];
  methods?: readonly string[];
  /** Serial Monitor speed used by the examples. */
  serialBaud?: number;
  /** Serial port the part is read on, per board. */
  serialPorts?: Partial<Record<BoardHardwareId, readonly string[]>>;
  /** Arduino pin numbers or names the examples use. */
  pins?: Readonly<Record<string, number | string>>;
};

export type BlocklyLabels = {
  /** Block labels exactly as the editor shows them. */
  blocks: readonly string[];
  /** Choices or field labels of the block. */
  values?: readonly string[];
};

/** One pin of a part wired by hand to a board pin. */
export type WiringStep = {partPin: string; boardPin: string};

export type PartConnectionSpec = {
  board: BoardHardwareId;
  /** A port kind ('i2c') or port id ('digital-a') for PortDiagram's `highlight`. */
  highlight?: PortKind | string;
  /** The part is soldered onto this board: nothing to connect. */
  onboard?: boolean;
  /** Text printed next to an on-board part. */
  printedLabel?: string;
  /** Wiring through a breadboard, pin by pin. */
  wiring?: readonly WiringStep[];
};

export type PartLinks = {
  datasheets?: readonly string[];
  shop?: string;
  /** Arduino library reference or repository pages. */
  libraries?: readonly string[];
  projects?: readonly string[];
};

export type Part = {
  /**
   * Last segment of the doc id, e.g. 'temperatur-luftfeuchte'. The on-board parts of the MCU Eye
   * (section 'eye', pages hardware/eye/<segment>) carry the prefix `eye-`, because several of their
   * segments (sd, wifi, rgb-led-esp32) already name the MCU-S2's pages: 'eye-sd' is hardware/eye/sd.
   */
  id: string;
  section: PartSection;
  chips: ReadonlyArray<Chip | readonly Chip[]>;
  measures: readonly Measurement[];
  /** Undefined when the sources give conflicting interfaces or none. */
  interfaces?: readonly Interface[];
  i2c?: I2cInfo;
  /** Plug systems on the part. */
  connectors?: readonly string[];
  supplyVoltage?: readonly SpecValue[];
  current?: readonly SpecValue[];
  size?: readonly SpecValue[];
  weight?: SpecValue;
  extras?: readonly ExtraSpec[];
  arduino?: ArduinoInfo;
  blockly?: {de?: BlocklyLabels; en?: BlocklyLabels};
  /**
   * Kits that ship with the part. The only place this is written: the part's
   * "Enthalten in" row and the kits' sidebar hardware lists are generated from it.
   */
  includedIn: readonly KitId[];
  /**
   * Kits the part can be added to ("Zusätzlich erhältlich für", the sidebar's
   * "zusätzlich erwerbbare Hardware"). A kit is never in both lists. How a
   * kit's sidebar groups the two is the sidebar's choice (sidebars/kits.ts:
   * the :home shows both in one list), never a reason to move a part between them.
   */
  optionalFor: readonly KitId[];
  /** How it connects, per board; undefined when the sources give conflicting ports. */
  connections?: readonly PartConnectionSpec[];
  /** Parts that cannot be used at the same time as this one. */
  notTogetherWith?: readonly string[];
  links?: PartLinks;
};

// Small builders keep the records short and readable.
const value = (
  v: number,
  unit?: Unit,
  more: Omit<Extract<SpecValue, {kind: 'value'}>, 'kind' | 'value' | 'unit'> = {},
): SpecValue => ({kind: 'value', value: v, unit, ...more});
const pm = (
  v: number,
  unit?: Unit,
  more: Omit<Extract<SpecValue, {kind: 'value'}>, 'kind' | 'value' | 'unit' | 'prefix'> = {},
) => value(v, unit, {prefix: 'plusMinus', ...more});
const range = (
  min: number,
  max: number,
  unit?: Unit,
  more: Omit<Extract<SpecValue, {kind: 'range'}>, 'kind' | 'min' | 'max' | 'unit'> = {},
): SpecValue => ({kind: 'range', min, max, unit, ...more});
const mm = (...values: number[]): SpecValue => ({kind: 'dimensions', values, unit: 'mm'});
const i2cPorts = (...boards: BoardHardwareId[]): PartConnectionSpec[] =>
  boards.map((board) => ({board, highlight: 'i2c'}));

const PART_LIST: readonly Part[] = [
  // ---------------------------------------------------------------- accessoires
  {
    id: 'display',
    section: 'accessoires',
    chips: [{name: 'SSD1306'}],
    measures: [],
    interfaces: ['i2c'],
    i2c: {addresses: [0x3d]},
    connectors: ['JST'],
    // Board 45 × 25 mm: the outline of its layout file (watterott/senseBox-Sensors hardware/senseBox-OLED_v21.brd),
    // which the 26.7 mm wide panel needs; the height is the earlier record's.
    size: [mm(45, 25, 19)],
    extras: [
      {label: 'displayResolution', values: [{kind: 'dimensions', values: [128, 64], unit: 'px'}]},
      {label: 'panelSize', values: [mm(26.7, 19.26, 1.45)]},
    ],
    arduino: {
      libraries: ['Adafruit GFX Library', 'Adafruit SSD1306'],
      headers: ['Adafruit_GFX.h', 'Adafruit_SSD1306.h', 'SPI.h', 'Wire.h'],
      classes: ['Adafruit_SSD1306'],
      methods: ['begin', 'display', 'clearDisplay', 'setCursor', 'setTextSize', 'setTextColor', 'println'],
      pins: {OLED_RESET: -1},
    },
    blockly: {
      de: {
        blocks: ['Display initialisieren', 'Zeige auf dem Display', 'Display löschen', 'Schreibe Text/Zahl'],
        values: ['Schriftfarbe', 'Schriftgröße', 'x-Koordinate', 'y-Koordinate', 'Wert'],
      },
      en: {
        blocks: ['Initialize Display', 'Print on display', 'Clear Display', 'Show Text/Number'],
        values: ['Font color', 'Fontsize', 'Value'],
      },
    },
    // senseBox:basic: kit contents and the overview's hardware tab (sensebox/docs be7190a
    // docs/products/basic/basic-overview.mdx, static/img/basic/basic_bauteile.png).
    includedIn: ['edus2', 'edu', 'mini', 'co2', 'basic'],
    // :eye: the Eye overview's I2C/Wire tab lists the display (sensebox/docs be7190a docs/boards/eye/eye-overview.mdx), and the Eye toolbox has the
    // Display category (sensebox/React-Ardublockly 6510fb88 toolbox/ToolboxEye.jsx).
    optionalFor: ['home', 'eye'],
    connections: i2cPorts('mcu', 'mcus2', 'mini', 'eye'),
    links: {
      libraries: [
        'https://www.arduino.cc/reference/en/libraries/adafruit-gfx-library/',
        'https://www.arduino.cc/reference/en/libraries/adafruit-ssd1306/',
      ],
      projects: ['https://sensebox.de/projects/de/2024-01-10-iotmesstation_s2'],
    },
  },
  {
    id: 'expander',
    section: 'accessoires',
    chips: [{generic: 'sensorHub'}],
    measures: [],
    connectors: ['JST'],
    extras: [{label: 'additionalPorts', values: [value(4)]}],
    includedIn: [],
    optionalFor: [],
  },
  {
    id: 'gps',
    section: 'accessoires',
    chips: [{name: 'CAM-M8Q', maker: 'u-blox'}],
    measures: [
      {phenomenon: 'latitude'},
      {phenomenon: 'longitude'},
      {phenomenon: 'altitude', unit: 'm'},
      {phenomenon: 'speed'},
      {phenomenon: 'timestamp'},
      {phenomenon: 'date'},
      {phenomenon: 'time'},
    ],
    interfaces: ['i2c'],
    connectors: ['JST'],
    current: [
      value(30, 'mA', {qualifier: 'continuous'}),
      value(10, 'mA', {qualifier: 'powerSave', conditions: [value(1, 'Hz'), value(3, 'V')]}),
    ],
    extras: [
      {label: 'channels', values: [value(72)]},
      {label: 'sensitivity', values: [value(-167, 'dBm')]},
      {
        label: 'updateRate',
        values: [
          value(18, 'Hz', {prefix: 'upTo', qualifier: 'singleGnss'}),
          value(10, 'Hz', {prefix: 'upTo', qualifier: 'dualGnss'}),
        ],
      },
    ],
    arduino: {
      libraries: ['SparkFun u-blox GNSS Arduino Library'],
      headers: ['SparkFun_u-blox_GNSS_Arduino_Library.h', 'Wire.h'],
      classes: ['SFE_UBLOX_GNSS'],
      // getLatitude()/getLongitude() return int32_t degrees * 10^-7; getSIV() the satellites used
      // (sparkfun/SparkFun_u-blox_GNSS_Arduino_Library src/SparkFun_u-blox_GNSS_Arduino_Library.h).
      methods: ['begin', 'setI2COutput', 'saveConfiguration', 'getLatitude', 'getLongitude', 'getSIV'],
    },
    blockly: {
      de: {
        blocks: ['GPS Modul'],
        values: ['Längengrad', 'Breitengrad', 'Höhe', 'Zeitstempel (RFC3339)', 'Geschwindigkeit', 'Datum', 'Zeit'],
      },
      en: {
        blocks: ['GPS Modul'],
        values: ['longitude', 'latitude', 'altitude', 'timestamp (RFC3339)', 'speed', 'date', 'time'],
      },
    },
    includedIn: [],
    // :eye: the Eye toolbox offers the sensebox_gps block (sensebox/React-Ardublockly 6510fb88 toolbox/ToolboxEye.jsx).
    optionalFor: ['edus2', 'edu', 'mini', 'home', 'eye'],
    connections: i2cPorts('mcu', 'mcus2', 'mini', 'eye'),
    links: {
      datasheets: ['https://sensebox.kaufen/assets/datenblatt/senseBox-CAM-M8Q_v20.pdf'],
      shop: 'https://sensebox.kaufen/product/gps',
      libraries: ['https://www.arduino.cc/reference/en/libraries/sparkfun-u-blox-gnss-arduino-library/'],
    },
  },
  {
    id: 'led-matrix',
    section: 'accessoires',
    chips: [{name: 'NeoPixel'}],
    measures: [],
    interfaces: ['digital'],
    extras: [
      {label: 'ledCount', values: [value(96)]},
      {label: 'matrix', values: [{kind: 'dimensions', values: [12, 8]}]},
    ],
    blockly: {
      de: {
        blocks: ['LED-Matrix initialisieren', 'Zeige Text/Zahl', 'Zeige Bitmap', 'Pixel setzen'],
        values: ['Helligkeit:', 'Auto-Scroll', 'Farbe', 'Motiv', 'Zeige sofort'],
      },
      en: {
        blocks: ['Initialise LED-Matrix', 'Show text/number', 'Draw bitmap', 'Set pixels'],
        values: ['Brightness:', 'Motive'],
      },
    },
    includedIn: ['edus2'],
    // :eye: the Eye overview's Digital/Analog tab lists the LED matrix (sensebox/docs be7190a docs/boards/eye/eye-overview.mdx); the Eye toolbox has the
    // LED Matrix category, port A = IO14 (React-Ardublockly 6510fb88 helpers/board.js, sensebox_mcu_eye.digitalPinsRGBMatrix).
    optionalFor: ['eye'],
    connections: [
      {board: 'mcus2', highlight: 'digital'},
      {board: 'eye', highlight: 'gpio'},
    ],
    links: {
      projects: [
        'https://sensebox.de/projects/de/2024-04-02-smiley',
        'https://sensebox.de/projects/de/2024-04-02-tof-led',
        'https://sensebox.de/projects/de/2024-04-02-namensschild',
      ],
    },
  },
  {
    id: 'multiplexer',
    section: 'accessoires',
    chips: [{name: 'TCA9548A', maker: 'Texas Instruments'}],
    measures: [],
    interfaces: ['i2c'],
    // Three solder pads on the back choose the address.
    i2c: {addresses: [0x70, 0x71, 0x72, 0x73, 0x74, 0x75, 0x76, 0x77], defaultAddress: 0x77},
    connectors: ['JST'],
    extras: [{label: 'channels', values: [value(8)]}],
    arduino: {
      libraries: ['Wire'],
      headers: ['Wire.h'],
      methods: ['beginTransmission', 'write', 'endTransmission'],
      serialBaud: 115200,
    },
    includedIn: [],
    optionalFor: ['edu', 'mini', 'home'],
    connections: i2cPorts('mcu', 'mini'),
    links: {datasheets: ['http://www.ti.com/lit/ds/symlink/tca9548a.pdf']},
  },
  {
    id: 'rgb-led-esp32',
    section: 'accessoires',
    chips: [{generic: 'rgbLed'}],
    measures: [],
    interfaces: ['digital'],
    // PIN_NEOPIXEL 1: espressif/arduino-esp32 variants/sensebox_mcu_esp32s2/pins_arduino.h.
    arduino: {
      libraries: ['Adafruit NeoPixel'],
      headers: ['Adafruit_NeoPixel.h'],
      classes: ['Adafruit_NeoPixel'],
      methods: ['begin', 'setBrightness', 'setPixelColor', 'Color', 'show'],
      pins: {PIN_NEOPIXEL: 1},
    },
    // senseBox:basic: its MCU S2 carries this LED ("RGB-LED onboard" in sensebox/docs be7190a
    // static/img/basic/basic_bauteile.png); the kit has no
    // plug-in LED, so the overview's link to the WS2812 page (rgb-led) means this one.
    includedIn: ['edus2', 'basic'],
    optionalFor: [],
    connections: [{board: 'mcus2', onboard: true, printedLabel: 'RGB-LED'}],
    links: {projects: ['https://sensebox.de/projects/de/2024-01-10-rgb-led_s2']},
  },
  {
    id: 'rgb-led',
    section: 'accessoires',
    chips: [{name: 'WS2812'}],
    measures: [],
    interfaces: ['digital'],
    // One socket for the signal in, one to pass it on to the next LED.
    connectors: ['JST', 'JST'],
    // The CO2-Ampel drives this LED as a NeoPixel (one pixel) on digital pin 1.
    arduino: {
      libraries: ['Adafruit NeoPixel'],
      headers: ['Adafruit_NeoPixel.h'],
      classes: ['Adafruit_NeoPixel'],
      methods: ['begin', 'setBrightness', 'setPixelColor', 'Color', 'show'],
      pins: {data: 1},
    },
    blockly: {
      de: {blocks: ['senseBox WS2812 - RGB LED'], values: ['Pin:', 'Helligkeit', 'Position', 'rot', 'grün', 'blau']},
    },
    // Not in the :mini: its RGB LED is the one on the MCU mini (boards/mini/mini-overview).
    includedIn: ['co2'],
    optionalFor: [],
    // Any digital port works; the CO2-Ampel and the examples use port A.
    connections: [
      {board: 'mcu', highlight: 'digital-a'},
      {board: 'mini', highlight: 'digital'},
    ],
    links: {shop: 'https://sensebox.kaufen/product/verkettbare-rgb-led'},
  },
  {
    id: 'rtc-modul',
    section: 'accessoires',
    chips: [{generic: 'rtcModule'}],
    measures: [{phenomenon: 'time'}, {phenomenon: 'date'}],
    interfaces: ['i2c'],
    // 0x68: I2C_ADDR (0xD0 >> 1) in sensebox/senseBoxMCU-core
    // arduino/samd/libraries/RV8523-RTC-Arduino-Library/src/RV8523.cpp.
    i2c: {addresses: [0x68]},
    arduino: {
      libraries: ['RV8523'],
      headers: ['RV8523.h', 'senseBoxIO.h', 'Wire.h'],
      classes: ['RV8523'],
      methods: ['begin', 'start', 'set24HourMode', 'set', 'batterySwitchOver', 'get'],
      serialBaud: 9600,
    },
    includedIn: [],
    optionalFor: [],
    // The RV8523 library ships with the senseBox SAMD package only (MCU and mini share it).
    connections: i2cPorts('mcu', 'mini'),
  },
  {
    id: 'solar_set',
    section: 'accessoires',
    chips: [{name: 'SolarCharger V1.0 (SB-041)'}],
    measures: [],
    interfaces: ['i2c'],
    // 0x32 and the four status bytes: sensebox/SolarChargerSB041 src/SolarChargerSB041.h (default
    // address) and src/SolarChargerSB041.cpp (register comment and update()).
    i2c: {addresses: [0x32]},
    connectors: ['JST'],
    size: [
      {kind: 'dimensions', values: [340, 235, 17], unit: 'mm', qualifier: 'panel'},
      {kind: 'dimensions', values: [23, 45, 10], unit: 'mm', qualifier: 'chargeController'},
    ],
    weight: value(1, 'kg', {prefix: 'approx'}),
    extras: [
      {label: 'maxPower', values: [value(10, 'W')]},
      {label: 'terminalVoltage', values: [value(7.2, 'V')]},
      {label: 'voltageAtMaxPower', values: [value(6, 'V')]},
      {label: 'shortCircuitCurrent', values: [value(1.86, 'A')]},
      {label: 'battery', values: [value(3.7, 'V', {qualifier: 'perCell'}), value(3500, 'mAh', {qualifier: 'perCell'})]},
    ],
    // The page's sketch reads the four bytes with Wire; the library (a ZIP from GitHub, not in
    // a board package) is named as the alternative.
    arduino: {
      libraries: ['SolarChargerSB041'],
      headers: ['SolarChargerSB041.h', 'Wire.h'],
      classes: ['SolarChargerSB041'],
      methods: [
        'begin',
        'update',
        'isChargerConnected',
        'getSolarPanelVoltage',
        'getBatteryVoltage',
        'isCharging',
        'isFastCharging',
        'getBatteryLevel',
        'isGoodInputVoltage',
        'isBatteryPresent',
        'getBatteryTemperature',
      ],
    },
    blockly: {
      de: {blocks: ['Solarladeregler (SB-041)', 'Stromsparender Tiefschlaf und Neustart']},
      en: {blocks: ['Solar Charger (SB-041)', 'Power-saving deep sleep and restart']},
    },
    includedIn: [],
    optionalFor: ['edu', 'home'],
    // MCU: the set's JST cable into an I2C port. mini: "JST-auf-Qwiic-Kabel" into one of its I2C ports
    // (tooltip senseBox_solar_charger_SB041_tooltip_mini); both boards get the editor's Solar category
    // (ToolboxMcu.jsx, Erweitert → Solar). MCU-S2: the tooltip senseBox_solar_charger_SB041_tooltip_esp32 describes
    // an adapter cable with a separate power plug, but names no socket, and the MCU-S2 toolbox (ToolboxEsp.jsx) has
    // no Solar category: no connection here, the page says why (sensebox/React-Ardublockly 6510fb88).
    connections: i2cPorts('mcu', 'mini'),
    links: {
      datasheets: ['https://github.com/sensebox/solar-power-test/blob/master/senseBox_SolarCharger_V10.pdf'],
      shop: 'https://sensebox.kaufen/product/solar-set',
    },
  },
  // ---------------------------------------------------------------- Bees
  {
    id: 'bluetooth-bee',
    section: 'bee',
    chips: [{name: 'NINA-B3', maker: 'u-blox'}],
    measures: [],
    interfaces: ['uart'],
    blockly: {
      de: {blocks: ['Initialisiere Phyphox Gerät mit Namen:', 'Erstelle Experiment', 'Erstelle Graph', 'Sende Werte']},
      en: {blocks: ['Initialise Phyphox device with name:', 'Create experiment', 'Create Graph', 'Send values']},
    },
    // senseBox:basic: the app talks to the kit over this Bee (sensebox/docs be7190a docs/products/basic/basic-overview.mdx).
    includedIn: ['edus2', 'basic'],
    optionalFor: [],
    connections: [{board: 'mcus2', highlight: 'xbee'}],
    links: {
      datasheets: ['https://www.u-blox.com/sites/default/files/NINA-B3_DataSheet_UBX-17052099.pdf'],
      shop: 'https://sensebox.kaufen/product/bluetooth-bee',
      projects: ['https://sensebox.de/projects/de/2024-01-10-wurfbewegung-phyphox_s2'],
    },
  },
  {
    id: 'ethernet-bee',
    section: 'bee',
    chips: [{name: 'W5500', maker: 'WIZnet'}],
    measures: [],
    interfaces: ['spi'],
    supplyVoltage: [value(3.3, 'V')],
    size: [mm(46, 25, 12)],
    weight: value(9.2, 'g'),
    arduino: {
      libraries: ['Ethernet'],
      headers: ['SPI.h', 'Ethernet.h', 'senseBoxIO.h'],
      methods: ['powerXB1', 'init', 'localIP'],
      serialBaud: 9600,
      pins: {chipSelect: 'PIN_XB1_CS'},
    },
    includedIn: [],
    optionalFor: ['edus2', 'edu', 'mini', 'home'],
    // MCU-S2: its one XBee socket, PIN_XB1_CS 34 (espressif/arduino-esp32
    // variants/sensebox_mcu_esp32s2/pins_arduino.h). The mini uses the MCU's board definition
    // (sensebox/senseBoxMCU-core boards.txt has one SAMD board), so its socket answers as XB1.
    connections: [
      {board: 'mcu', highlight: 'xbee1'},
      {board: 'mcus2', highlight: 'xbee'},
      {board: 'mini', highlight: 'xbee'},
    ],
    links: {
      datasheets: ['https://docs.wiznet.io/img/products/w5500/W5500_ds_v110e.pdf'],
      shop: 'https://sensebox.kaufen/product/lan-bee',
    },
  },
  {
    id: 'lora-bee',
    section: 'bee',
    chips: [
      [
        {name: 'RFM95W', maker: 'HopeRF'},
        {name: 'RFM96W', maker: 'HopeRF'},
      ],
    ],
    measures: [],
    interfaces: ['spi'],
    size: [mm(46, 25, 12)],
    weight: value(1.1, 'g'),
    extras: [
      {
        label: 'frequency',
        values: [
          {kind: 'choices', values: [868, 915], unit: 'MHz', qualifier: 'rfm95w'},
          {kind: 'choices', values: [433, 470], unit: 'MHz', qualifier: 'rfm96w'},
        ],
      },
    ],
    includedIn: [],
    optionalFor: ['edus2', 'edu', 'home'],
    // On the MCU a LoRa-Bee goes on XBee 1, like the WiFi-Bee (products.md, senseBox:home step 1).
    connections: [
      {board: 'mcu', highlight: 'xbee1'},
      {board: 'mcus2', highlight: 'xbee'},
    ],
    links: {
      datasheets: [
        'https://sensebox.de/non_img_assets/datenblaetter/pdf_output/Datenblatt-senseBox_LoRa_Bee_868_Drahtantenne.pdf',
      ],
      shop: 'https://sensebox.kaufen/product/lora-bee',
    },
  },
  {
    id: 'sd-bee',
    section: 'bee',
    chips: [{name: 'mSD-Bee'}],
    measures: [],
    interfaces: ['spi'],
    size: [mm(24, 21, 9)],
    weight: value(2.4, 'g'),
    arduino: {
      libraries: ['SD'],
      headers: ['SPI.h', 'SD.h'],
      classes: ['File'],
      methods: ['begin', 'open', 'println', 'close'],
      pins: {chipSelect: 28},
    },
    blockly: {
      de: {
        blocks: ['Erstelle Datei auf SD-Karte', 'Öffne eine Datei auf der SD-Karte', 'Schreibe Daten auf SD-Karte'],
        values: ['Zeilenumbruch'],
      },
      en: {
        blocks: ['Create file on SD-Card', 'Open a file from SD-Card', 'Write Data to SD-Card'],
        values: ['linebreak'],
      },
    },
    // Not in the :mini, whose MCU mini has a microSD slot of its own (boards/mini/mini-overview).
    includedIn: ['edu'],
    optionalFor: ['home'],
    connections: [{board: 'mcu', highlight: 'xbee2'}],
    links: {
      datasheets: ['https://sensebox.de/non_img_assets/datenblaetter/pdf_output/Datenblatt-senseBox_SD_Bee.pdf'],
      shop: 'https://sensebox.kaufen/product/sd-bee',
    },
  },
  {
    id: 'wifi-bee',
    section: 'bee',
    chips: [{name: 'ATWINC1500', maker: 'Atmel (Microchip)'}],
    measures: [],
    interfaces: ['spi'],
    supplyVoltage: [range(3, 4.2, 'V')],
    size: [mm(24, 25, 9)],
    weight: value(3.5, 'g'),
    extras: [{label: 'wifiBand', values: [value(2.4, 'GHz')]}],
    arduino: {
      libraries: ['WiFi101'],
      headers: ['SPI.h', 'WiFi101.h', 'senseBoxIO.h'],
      methods: ['powerXB1', 'firmwareVersion', 'localIP'],
      serialBaud: 9600,
    },
    includedIn: ['edu', 'mini'],
    optionalFor: ['home'],
    connections: [
      {board: 'mcu', highlight: 'xbee1'},
      {board: 'mini', highlight: 'xbee'},
    ],
    links: {
      datasheets: ['https://sensebox.de/non_img_assets/datenblaetter/pdf_output/Datenblatt-senseBox_WiFi_Bee.pdf'],
      shop: 'https://sensebox.kaufen/product/wifi-bee',
    },
  },
  // ---------------------------------------------------------------- on the MCU-S2
  {
    id: 'sd',
    section: 'board',
    chips: [{generic: 'microSdSlot'}],
    measures: [],
    interfaces: ['spi'],
    arduino: {
      libraries: ['SD', 'FS'],
      headers: ['SD.h', 'SPI.h', 'FS.h'],
      classes: ['SPIClass'],
      methods: ['begin', 'open', 'println', 'close'],
      // espressif/arduino-esp32 variants/sensebox_mcu_esp32s2/pins_arduino.h (the older names
      // SD_ENABLE and VSPI_* stand for the same pins).
      pins: {PIN_SD_ENABLE: 9, PIN_SD_CS: 10, PIN_SD_MOSI: 11, PIN_SD_SCLK: 12, PIN_SD_MISO: 13},
    },
    blockly: {
      de: {
        blocks: ['Erstelle Datei auf SD-Karte', 'Öffne eine Datei auf der SD-Karte', 'Schreibe Daten auf SD-Karte'],
        values: ['Zeilenumbruch'],
      },
      en: {
        blocks: ['Create file on SD-Card', 'Open a file from SD-Card', 'Write Data to SD-Card'],
        values: ['linebreak'],
      },
    },
    includedIn: ['edus2'],
    optionalFor: [],
    connections: [{board: 'mcus2', highlight: 'sdcard'}],
  },
  {
    id: 'wifi',
    section: 'board',
    chips: [{generic: 'wifiModule'}],
    measures: [],
    interfaces: ['internal'],
    arduino: {libraries: ['WiFi'], headers: ['WiFi.h'], methods: ['begin', 'status', 'localIP'], serialBaud: 9600},
    blockly: {
      de: {blocks: ['Verbinde mit WLAN', 'Initialisiere WLAN Access Point']},
      en: {blocks: ['Connect to Wifi', 'Initialize Wifi Access Point']},
    },
    includedIn: ['edus2'],
    optionalFor: [],
    connections: [{board: 'mcus2', onboard: true}],
  },
  // ---------------------------------------------------------------- on the MCU Eye
  // Pages hardware/eye/<segment>, ids with the prefix eye- (see Part.id). Pins by board revision are not
  // repeated here: they live in the board's record (src/data/boardHardware.ts, MCU_EYE) and PinTable shows them.
  {
    id: 'eye-camera',
    section: 'eye',
    // OV2640 by OmniVision, 2 MP, UXGA 1600 × 1200, controlled over SCCB: OV2640 datasheet; the board ships
    // with it (sensebox/senseBox_Eye examples/camera/README.md, "The senseBox Eye comes with an OV2640").
    chips: [{name: 'OV2640', maker: 'OmniVision'}],
    measures: [],
    interfaces: ['dvp'],
    // Flat ribbon cable into an FPC socket on the board (sensebox/docs be7190a static/img/eye/ports-onboard-white.png; board file IC2
    // WE-CHIP_FPC24-0.5-CAM in sensebox/senseBox_Eye hardware/schematics/v1.5/SenseBox-Eye_v1.5.brd).
    connectors: ['FPC'],
    extras: [{label: 'imageResolution', values: [{kind: 'dimensions', values: [1600, 1200], unit: 'px'}]}],
    // esp_camera.h is Espressif's esp32-camera driver, part of the esp32 package; the *_GPIO_NUM pin names come
    // from the board variant (espressif/arduino-esp32 variants/sensebox_eye/pins_arduino.h).
    arduino: {
      libraries: [],
      headers: ['esp_camera.h'],
      methods: ['esp_camera_init', 'esp_camera_fb_get', 'esp_camera_fb_return'],
      serialBaud: 115200,
    },
    // sensebox/React-Ardublockly 6510fb88: msg/de|en/sensebox-sensors.js (sensebox_eye_camera),
    // msg/de|en/sensebox-display.js (senseBox_display_image).
    blockly: {de: {blocks: ['Kamerabild', 'Zeichne Bild']}, en: {blocks: ['Camera capture', 'Draw Image']}},
    includedIn: ['eye'],
    optionalFor: [],
    connections: [{board: 'eye', onboard: true}],
  },
  {
    id: 'eye-icm20948',
    section: 'eye',
    // ICM20948 (IC10) in the schematics from v1.4 on: sensebox/senseBox_Eye hardware/schematics/v1.4, v1.5 (.sch).
    // Maker: TDK InvenSense ICM-20948 datasheet (DS-000189); the magnetometer inside is the AK09916.
    chips: [{name: 'ICM-20948', maker: 'TDK InvenSense'}],
    measures: [
      {
        // The Adafruit ICM20X library and the Blockly block give m/s² (Adafruit_ICM20X sensors_event_t
        // acceleration; msg/de/sensebox-sensors.js senseBox_accelerometer_tooltip). Ranges: ICM20948_ACCEL_RANGE_2_G
        // … _16_G in Adafruit_ICM20948.h, the datasheet's full-scale ranges.
        phenomenon: 'acceleration',
        unit: 'm/s²',
        range: [{kind: 'choices', values: [2, 4, 8, 16], unit: 'g', plusMinus: true}],
      },
      {
        // ICM20948_GYRO_RANGE_250_DPS … _2000_DPS (Adafruit_ICM20948.h); the library gives rad/s.
        phenomenon: 'rotationRate',
        unit: 'rad/s',
        range: [{kind: 'choices', values: [250, 500, 1000, 2000], unit: '°/s', plusMinus: true}],
      },
      // Magnetometer full scale ±4900 µT: ICM-20948 datasheet (AK09916); the library gives µT.
      {phenomenon: 'magneticField', unit: 'µT', range: [pm(4900, 'µT')]},
    ],
    interfaces: ['i2c'],
    // AD0 is tied to GND in the v1.4 and v1.5 schematics (net GND: IC10 SDO/AD0), which gives 0x68 (datasheet:
    // b110100X with X = AD0); the Blockly code also uses 0x68. The Adafruit library's default is 0x69, so
    // the example passes the address.
    i2c: {addresses: [0x68], setInCode: true},
    arduino: {
      // Library Manager name: adafruit/Adafruit_ICM20X library.properties (depends Adafruit BusIO, Adafruit Unified Sensor).
      // The editor's generated code includes Adafruit_ICM20948.h (generator/arduino/sensebox-sensors.js).
      libraries: ['Adafruit ICM20X'],
      headers: ['Adafruit_ICM20948.h', 'Wire.h'],
      classes: ['Adafruit_ICM20948'],
      methods: ['begin_I2C', 'setAccelRange', 'getEvent'],
      serialBaud: 115200,
    },
    blockly: {
      // msg/de|en/sensebox-sensors.js: senseBox_accelerometer, senseBox_value; dropdown X, Y, Z, senseBox_temp.
      de: {blocks: ['ESP32-S2 Beschleunigungssensor'], values: ['Messwert:', 'X', 'Y', 'Z']},
      en: {blocks: ['ESP32-S2 Accelerometer'], values: ['Value:', 'X', 'Y', 'Z']},
    },
    includedIn: ['eye'],
    optionalFor: [],
    connections: [{board: 'eye', onboard: true}],
    links: {libraries: ['https://github.com/adafruit/Adafruit_ICM20X']},
  },
  {
    id: 'eye-rgb-led-esp32',
    section: 'eye',
    // D1 WS2812B (package 2020) in the schematics v1.3–v1.5 (sensebox/senseBox_Eye hardware/schematics).
    chips: [{name: 'WS2812B'}],
    measures: [],
    interfaces: ['digital'],
    // rgbLedWrite() is part of the esp32 core (cores/esp32/esp32-hal-rgb-led.c); PIN_RGB_LED 45 and RGBLED_NUM 1:
    // espressif/arduino-esp32 variants/sensebox_eye/pins_arduino.h.
    arduino: {libraries: [], methods: ['rgbLedWrite'], pins: {PIN_RGB_LED: 45}},
    blockly: {
      // msg/de|en/sensebox-led.js (senseBox_ws2818_rgb_led_init, senseBox_ws2818_rgb_led, …); port "on Board" = 45
      // (helpers/board.js, sensebox_mcu_eye.digitalPinsRGB).
      de: {
        blocks: ['RGB LED (WS2818) initialisieren', 'Setze RGB-LED (WS2818) an'],
        values: ['Port:', 'on Board', 'Helligkeit', 'Anzahl', 'Position', 'Farbe'],
      },
      en: {
        blocks: ['Initialise RGB LED (WS2818)', 'Set RGB-LED at'],
        values: ['Port:', 'on Board', 'Brightness', 'Number', 'Position', 'Color'],
      },
    },
    includedIn: ['eye'],
    optionalFor: [],
    // Printed "LED" next to D1 (bottom silkscreen of SenseBox-Eye_v1.5.brd, the camera side).
    connections: [{board: 'eye', onboard: true, printedLabel: 'LED'}],
  },
  {
    id: 'eye-wifi',
    section: 'eye',
    // ESP32-S3-WROOM-1-N16R8 (IC1 in the schematics v1.3–v1.5); Wi-Fi 802.11 b/g/n in the 2.4 GHz band:
    // ESP32-S3-WROOM-1 datasheet (sensebox/senseBox_Eye hardware/datasheets/esp32-s3-wroom-1.pdf).
    chips: [{name: 'ESP32-S3-WROOM-1', maker: 'Espressif'}],
    measures: [],
    interfaces: ['internal'],
    extras: [{label: 'wifiBand', values: [value(2.4, 'GHz')]}],
    arduino: {
      libraries: ['WiFi'],
      headers: ['WiFi.h'],
      methods: ['begin', 'status', 'localIP', 'RSSI'],
      serialBaud: 115200,
    },
    blockly: {
      // msg/de|en/sensebox-web.js; the Eye toolbox's WIFI category (toolbox/ToolboxEye.jsx).
      de: {
        blocks: ['Verbinde mit WLAN', 'Verbinde mit WLAN (WPA2 Enterprise)', 'Initialisiere WLAN Access Point'],
        values: ['Netzwerkname', 'Passwort'],
      },
      en: {
        blocks: ['Connect to Wifi', 'Connect to Wifi (WPA2 Enterprise)', 'Initialize Wifi Access Point'],
        values: ['Networkname', 'Password'],
      },
    },
    includedIn: ['eye'],
    optionalFor: [],
    connections: [{board: 'eye', onboard: true}],
  },
  {
    id: 'eye-ble',
    section: 'eye',
    // Bluetooth 5 (LE) of the ESP32-S3 on the same module: ESP32-S3-WROOM-1 datasheet.
    chips: [{name: 'ESP32-S3-WROOM-1', maker: 'Espressif'}],
    measures: [],
    interfaces: ['internal'],
    extras: [{label: 'bluetoothVersion', values: [value(5)]}],
    // The esp32 package's BLE library (espressif/arduino-esp32 libraries/BLE).
    arduino: {
      libraries: ['BLE'],
      headers: ['BLEDevice.h', 'BLEServer.h', 'BLE2902.h'],
      classes: ['BLEServer', 'BLEService', 'BLECharacteristic'],
      methods: [
        'init',
        'createServer',
        'createService',
        'createCharacteristic',
        'setValue',
        'notify',
        'startAdvertising',
      ],
      serialBaud: 115200,
    },
    blockly: {
      // msg/de|en/sensebox-ble.js; Eye toolbox: Datenübertragung → Bluetooth → Phyphox (toolbox/ToolboxEye.jsx).
      de: {
        blocks: [
          'Initialisiere Phyphox Gerät mit Namen:',
          'Erstelle Experiment',
          'Erstelle Graph',
          'Sende Werte',
          'sende an Kanal:',
        ],
      },
      en: {
        blocks: [
          'Initialise Phyphox device with name:',
          'Create experiment',
          'Create Graph',
          'Send values',
          'send to channel:',
        ],
      },
    },
    includedIn: ['eye'],
    optionalFor: [],
    connections: [{board: 'eye', onboard: true}],
  },
  {
    id: 'eye-lora',
    section: 'eye',
    // v1.0–v1.2: the AT-command modem U1 LBAA0QB1SJ, Murata's Type 1SJ, on UART (sensebox/senseBox_Eye
    // hardware/schematics/v1.0–v1.2/*.sch, datasheet hardware/datasheets/v1.0-v1.3/1SJ_LBAA0QB1SJ-686.pdf).
    // v1.4 and v1.5: the SPI radio IC4 RFM9X, variant W (schematics v1.4, v1.5; examples/LoRa/v1.4_and_above_of_Eye);
    // the board's RadioLib example drives it as an SX1276. Its frequency band is not stated. v1.3: the schematic
    // (hardware/schematics/v1.3/SenseBox-Eye_v1.3.sch) already draws IC4 RFM9X and no U1, while the examples file
    // the modem under examples/LoRa/v1.3_and_below_of_Eye ("for versions v1.0 to v1.3"): the sources differ.
    chips: [
      [
        {name: 'LBAA0QB1SJ', maker: 'Murata', upTo: 'v1.2', sourcesDiffer: 'v1.3'},
        {name: 'RFM9xW', since: 'v1.4', sourcesDiffer: 'v1.3'},
      ],
    ],
    measures: [],
    interfaces: ['spi', 'uart'],
    // U.FL socket J2 "Lora Ant." for the antenna (board files v1.4, v1.5).
    connectors: ['U.FL'],
    arduino: {
      // Library Manager name: jgromes/RadioLib library.properties. LORA_CS 43, LORA_INT 44:
      // espressif/arduino-esp32 variants/sensebox_eye/pins_arduino.h.
      libraries: ['RadioLib'],
      headers: ['RadioLib.h'],
      classes: ['SX1276', 'Module'],
      methods: ['begin'],
      serialBaud: 115200,
      pins: {LORA_CS: 43, LORA_INT: 44},
    },
    blockly: {
      // blocks/sensebox-lora.js ("Initialize LoRa (OTAA)", "Initialize LoRa (ABP)", "TTN Mapper" are not translated),
      // msg/de|en/sensebox-lora.js (senseBox_LoRa_send_message, senseBox_measurement).
      de: {
        blocks: [
          'Initialize LoRa (OTAA)',
          'Initialize LoRa (ABP)',
          'Sende als Lora Nachricht',
          'Messung',
          'TTN Mapper',
        ],
      },
      en: {
        blocks: ['Initialize LoRa (OTAA)', 'Initialize LoRa (ABP)', 'Send as Lora Message', 'Messung', 'TTN Mapper'],
      },
    },
    includedIn: ['eye'],
    optionalFor: [],
    connections: [{board: 'eye', highlight: 'lora-antenna'}],
    links: {libraries: ['https://github.com/jgromes/RadioLib']},
  },
  {
    id: 'eye-sd',
    section: 'eye',
    chips: [{generic: 'microSdSlot'}],
    measures: [],
    interfaces: ['spi'],
    arduino: {
      libraries: ['SD', 'FS'],
      headers: ['SD.h', 'SPI.h'],
      classes: ['SPIClass', 'File'],
      methods: ['begin', 'open', 'println', 'close'],
      serialBaud: 115200,
      // espressif/arduino-esp32 variants/sensebox_eye/pins_arduino.h; SD_SW LOW = card inserted
      // (sensebox/senseBox_Eye examples/SD/README.md).
      pins: {PIN_SD_ENABLE: 3, PIN_SD_CS: 41, PIN_SPI_MOSI: 38, PIN_SPI_SCK: 39, PIN_SPI_MISO: 40, PIN_SD_SW: 42},
    },
    blockly: {
      // msg/de|en/sensebox-sd.js, msg/de|en/translations.js (senseBox_output_linebreak); Eye toolbox category SD.
      de: {
        blocks: ['Erstelle Datei auf SD-Karte', 'Öffne eine Datei auf der SD-Karte', 'Schreibe Daten auf SD-Karte'],
        values: ['Zeilenumbruch'],
      },
      en: {
        blocks: ['Create file on SD-Card', 'Open a file from SD-Card', 'Write Data to SD-Card'],
        values: ['linebreak'],
      },
    },
    includedIn: ['eye'],
    optionalFor: [],
    connections: [{board: 'eye', highlight: 'sdcard'}],
  },
  {
    id: 'eye-button',
    section: 'eye',
    // SW3 "Sw" (TL3305 tactile switch) between its GPIO and GND: schematics v1.3–v1.5 (net BUTTON).
    chips: [{generic: 'pushButton'}],
    measures: [],
    interfaces: ['digital'],
    arduino: {libraries: [], methods: ['pinMode', 'digitalRead'], serialBaud: 115200},
    blockly: {
      // msg/de|en/sensebox-sensors.js (senseBox_button…); pins "on Board" 47 and "on Board v1.5" 21
      // (helpers/board.js, sensebox_mcu_eye.digitalPinsButton).
      de: {
        blocks: ['Button'],
        values: ['ist gedrückt', 'wurde gedrückt', 'als Schalter', 'Gedrückt für', 'on Board', 'on Board v1.5'],
      },
      en: {
        blocks: ['Button'],
        values: ['is Pressed', 'was Pressed', 'as Switch', 'Pressed for', 'on Board', 'on Board v1.5'],
      },
    },
    includedIn: ['eye'],
    optionalFor: [],
    connections: [{board: 'eye', onboard: true, printedLabel: 'Sw'}],
  },
  // ---------------------------------------------------------------- sensors
  {
    id: 'bmx055',
    section: 'sensors',
    chips: [{name: 'BMX055', maker: 'Bosch'}],
    measures: [
      {
        // getAccelerationX/Y/Z() return g (sensebox BMX055-Arduino-Library src/BMX055.cpp: raw × range / 2048).
        phenomenon: 'acceleration',
        unit: 'g',
        range: [{kind: 'choices', values: [2, 4, 8, 16], unit: 'g', plusMinus: true}],
        resolution: value(0.98, 'mg'),
      },
      {
        phenomenon: 'rotationRate',
        unit: '°/s',
        range: [{kind: 'choices', values: [125, 250, 500, 1000, 2000], unit: '°/s', plusMinus: true}],
        resolution: value(0.004, '°/s'),
      },
      {
        phenomenon: 'magneticField',
        unit: 'µT',
        range: [pm(1300, 'µT', {qualifier: 'axisXY'}), pm(2500, 'µT', {qualifier: 'axisZ'})],
        resolution: value(0.3, 'µT'),
      },
    ],
    interfaces: ['i2c'],
    arduino: {
      libraries: ['BMX055 Arduino Library'],
      headers: ['BMX055.h', 'senseBoxIO.h'],
      classes: ['BMX055'],
      methods: ['beginAcc', 'getAccelerationX', 'getAccelerationY', 'getAccelerationZ'],
      serialBaud: 9600,
    },
    blockly: {
      de: {blocks: ['Beschleunigungssensor'], values: ['Richtung', 'Messbereich']},
      en: {blocks: ['Accelerometer'], values: ['Direction', 'Range']},
    },
    includedIn: ['edu'],
    optionalFor: ['mini', 'home'],
    connections: [{board: 'mcu', onboard: true}],
    links: {libraries: ['https://github.com/sensebox/BMX055-Arduino-Library/']},
  },
  {
    id: 'co2',
    section: 'sensors',
    chips: [{name: 'SCD30', maker: 'Sensirion'}],
    measures: [
      {
        phenomenon: 'co2',
        unit: 'ppm',
        range: [range(0, 40000, 'ppm')],
        accuracy: [
          {
            kind: 'formula',
            template: '±({a} ppm + {b} % {ofReading})',
            values: {a: 30, b: 3},
            conditions: [value(25, '°C'), range(400, 10000, 'ppm')],
          },
        ],
        repeatability: value(10, 'ppm'),
        responseTime: value(20, 's'),
      },
      {
        phenomenon: 'relativeHumidity',
        unit: '%',
        range: [range(0, 100, '%RH')],
        accuracy: [pm(3, '%RH')],
        repeatability: value(0.1, '%RH'),
        responseTime: value(8, 's'),
      },
      {
        phenomenon: 'temperature',
        unit: '°C',
        range: [range(-40, 70, '°C')],
        accuracy: [{kind: 'formula', template: '±({a} °C + {b} × (T − {c} °C))', values: {a: 0.4, b: 0.023, c: 25}}],
        repeatability: value(0.1, '°C'),
        responseTime: value(10, 's', {prefix: 'greaterThan'}),
      },
    ],
    interfaces: ['i2c'],
    connectors: ['JST PH', 'Qwiic'],
    extras: [{label: 'temperatureStability', values: [value(2.5, 'ppm/°C', {conditions: [range(0, 50, '°C')]})]}],
    arduino: {
      libraries: ['SparkFun SCD30 Arduino Library'],
      headers: ['SparkFun_SCD30_Arduino_Library.h'],
      classes: ['SCD30'],
      methods: [
        'begin',
        'useStaleData',
        'dataAvailable',
        'getCO2',
        'getTemperature',
        'getHumidity',
        'getAutoSelfCalibration',
      ],
      serialBaud: 9600,
    },
    blockly: {
      de: {blocks: ['CO2 Sensor (Sensirion SCD30)'], values: ['Messwert:', 'CO2 in ppm']},
      en: {blocks: ['CO2 Sensor (Sensirion SCD30)'], values: ['Value:', 'CO2 in ppm']},
    },
    includedIn: ['co2'],
    // :eye: the Eye toolbox offers the sensebox_scd30 block (sensebox/React-Ardublockly 6510fb88 toolbox/ToolboxEye.jsx).
    optionalFor: ['edus2', 'edu', 'mini', 'home', 'eye'],
    connections: i2cPorts('mcu', 'mcus2', 'mini', 'eye'),
    links: {
      shop: 'https://sensebox.kaufen/product/co2-sensor',
      libraries: ['https://www.arduino.cc/reference/en/libraries/sparkfun-scd30-arduino-library/'],
    },
  },
  {
    id: 'distanz',
    section: 'sensors',
    chips: [{name: 'HC-SR04'}],
    measures: [{phenomenon: 'distance', unit: 'cm'}],
    interfaces: ['digital'],
    supplyVoltage: [value(5, 'V')],
    current: [value(2, 'mA', {prefix: 'lessThan'})],
    size: [mm(45, 20, 17)],
    extras: [{label: 'measurementsPerSecond', values: [value(50, undefined, {prefix: 'upTo'})]}],
    // No library: the sketch sends the trigger pulse and times the echo itself.
    arduino: {libraries: [], serialBaud: 9600, pins: {trig: 1, echo: 2}},
    blockly: {
      de: {blocks: ['Ultraschall-Abstandssensor an Port'], values: ['Trigger', 'Echo']},
      en: {blocks: ['Ultrasonic distance sensor at Port'], values: ['Trigger', 'Echo', 'Max distance']},
    },
    includedIn: ['edu', 'bike'],
    optionalFor: ['mini'],
    connections: [
      {
        board: 'mcu',
        highlight: 'digital-a',
        wiring: [
          {partPin: 'VCC', boardPin: '5V'},
          {partPin: 'Trig', boardPin: '1'},
          {partPin: 'Echo', boardPin: '2'},
          {partPin: 'GND', boardPin: 'GND'},
        ],
      },
    ],
  },
  {
    id: 'feinstaub-sds011',
    section: 'sensors',
    chips: [{name: 'SDS011', maker: 'Nova Fitness'}],
    measures: [
      {
        phenomenon: 'pm2_5',
        unit: 'µg/m³',
        resolution: value(0.3, 'µg/m³', {prefix: 'upTo'}),
        responseTime: value(10, 's', {prefix: 'lessThan'}),
      },
      {
        phenomenon: 'pm10',
        unit: 'µg/m³',
        resolution: value(0.3, 'µg/m³', {prefix: 'upTo'}),
        responseTime: value(10, 's', {prefix: 'lessThan'}),
      },
    ],
    interfaces: ['uart'],
    // 5 V: Nova Fitness SDS011 specification V1.0, technical parameters ("Power supply voltage 5V"; pin 3 "5V Input").
    // The MCU's UART ports carry 5 V, the MCU-S2's UART port X4 only 3V3 (boardHardware.ts): the pages say so.
    supplyVoltage: [value(5, 'V')],
    extras: [{label: 'warmUpTime', values: [value(30, 's')]}],
    // Library and class: lewapek/sds-dust-sensors-arduino-library library.properties (name) and
    // src/SdsDustSensor.h; ESP32 builds since release 1.5.1 (SoftwareSerial left out on ESP32).
    // Serial ports: MCU-S2 UART port = Serial0 on RX 44 / TX 43 (espressif/arduino-esp32
    // variants/sensebox_mcu_esp32s2/pins_arduino.h), MCU and mini as in sensebox/React-Ardublockly
    // src/components/Blockly/helpers/board.js (serialSensors).
    arduino: {
      libraries: ['Nova Fitness Sds dust sensors library'],
      headers: ['SdsDustSensor.h'],
      classes: ['SdsDustSensor', 'PmResult'],
      methods: ['begin', 'setQueryReportingMode', 'queryPm', 'isOk', 'statusToString'],
      serialBaud: 9600,
      serialPorts: {mcus2: ['Serial0'], mcu: ['Serial1', 'Serial2'], mini: ['Serial1']},
    },
    blockly: {
      de: {blocks: ['Feinstaubsensor'], values: ['Messwert:', 'PM2.5', 'PM10', 'in µg/m³ an', 'Serial1']},
      en: {blocks: ['Fine Particular Sensor'], values: ['PM2.5', 'PM10', 'in µg/m³ at', 'Serial1']},
    },
    includedIn: [],
    // Not for the :edu S2: the MCU-S2's UART port X4 carries 3V3, the sensor needs 5 V, its JST PHR-4 cable is
    // listed for the :edu and the :mini only (cables.ts), and the MCU-S2 toolbox has no SDS011 block
    // (sensebox/React-Ardublockly toolbox/ToolboxEsp.jsx, 6510fb88). The page keeps the MCU-S2 sketch with that caution.
    optionalFor: ['edu', 'mini', 'home'],
    connections: [
      {board: 'mcu', highlight: 'uart'},
      {board: 'mcus2', highlight: 'uart'},
    ],
    links: {
      datasheets: ['https://cdn-reichelt.de/documents/datenblatt/X200/SDS011-DATASHEET.pdf'],
      shop: 'https://sensebox.kaufen/product/feinstaub-sds011',
    },
  },
  {
    id: 'feinstaub-sps30',
    section: 'sensors',
    chips: [{name: 'SPS30', maker: 'Sensirion'}],
    measures: [
      {phenomenon: 'pm1', unit: 'µg/m³'},
      {phenomenon: 'pm2_5', unit: 'µg/m³'},
      {phenomenon: 'pm4', unit: 'µg/m³'},
      {phenomenon: 'pm10', unit: 'µg/m³'},
    ],
    // I2C: the senseBox Blockly block's tooltip says to plug it into an I2C port
    // (sensebox/React-Ardublockly, senseBox_sps30_tooltip), and the sensirion-sps driver is
    // I2C only: pin 4 (SEL) on GND selects I2C (Sensirion/arduino-sps README.md).
    // Address 0x69: Sensirion/python-i2c-sps30 README.md, SPS30_I2C_ADDRESS in Sensirion's drivers.
    interfaces: ['i2c'],
    i2c: {addresses: [0x69]},
    // 4.5–5.5 V: Sensirion/arduino-sps README.md ("The SPS30 requires 5V input voltage +/-0.5V in order to provide
    // correct output values"). The MCU-S2's Qwiic ports X7 and X8 carry 3V3 (boardHardware.ts): the pages say so.
    supplyVoltage: [range(4.5, 5.5, 'V')],
    arduino: {
      libraries: ['sensirion-sps'],
      headers: ['sps30.h'],
      methods: [
        'sensirion_i2c_init',
        'sps30_probe',
        'sps30_set_fan_auto_cleaning_interval_days',
        'sps30_start_measurement',
        'sps30_read_data_ready',
        'sps30_read_measurement',
      ],
    },
    blockly: {
      de: {blocks: ['Feinstaubsensor Sensirion SPS30'], values: ['Messwert:']},
      en: {blocks: ['Particulate Matter Sensor (Sensirion SPS30)']},
    },
    includedIn: ['bike'],
    optionalFor: ['edus2', 'edu', 'mini', 'home'],
    connections: i2cPorts('mcu', 'mcus2', 'mini'),
    links: {libraries: ['https://www.arduino.cc/reference/en/libraries/sensirion-sps/']},
  },
  {
    id: 'helligkeit-uv',
    section: 'sensors',
    chips: [
      [
        {name: 'TSL45315', maker: 'AMS-TAOS', role: 'illuminance'},
        {name: 'LTR-329ALS-01', maker: 'LiteOn', since: '02/2021', role: 'illuminance'},
      ],
      {name: 'VEML6070', maker: 'Vishay', role: 'uvIntensity'},
    ],
    measures: [
      // Each light chip has its own range. TSL45315: 3 lux to 220,000 lux (ams TSL45315 datasheet, features; the
      // senseBox data sheet senseBox-VEML-TSL_v20.pdf). LTR-329ALS-01: 1 lux to 64,000 lux at gain 1×, the gain of
      // both sketches on the page, and 0.5 lux to 32,000 lux at gain 2× (LiteOn LTR-329ALS-01 datasheet, ALS_CONTR
      // register, ALS_GAIN). The senseBox Blockly block sets gain code 1 = 2× (sensebox/React-Ardublockly
      // generator/arduino/sensebox-sensors.js, sensebox_sensor_uv_light: `unsigned char gain = 1`; gain codes in
      // senseBoxMCU-core LTR329-Lightsensor-Arduino-Library src/LTR329.h, setControl()).
      {
        phenomenon: 'illuminance',
        unit: 'lux',
        range: [
          range(3, 220000, 'lux', {qualifier: 'tsl45315'}),
          range(1, 64000, 'lux', {qualifier: 'ltr329Gain1x'}),
          range(0.5, 32000, 'lux', {qualifier: 'ltr329Gain2x'}),
        ],
      },
      {phenomenon: 'uvIntensity', unit: 'µW/cm²'},
    ],
    interfaces: ['i2c'],
    // The light chip's address; the sources give none for the UV chip.
    i2c: {addresses: [0x29]},
    supplyVoltage: [range(3.3, 5, 'V', {qualifier: 'illuminance'}), range(2.7, 5.5, 'V', {qualifier: 'uvIntensity'})],
    size: [mm(25, 25, 9)],
    weight: value(2.5, 'g'),
    extras: [{label: 'temperatureCompensation', values: [range(-40, 85, '°C', {qualifier: 'uvIntensity'})]}],
    // MCU and mini: LTR329.h / VEML6070.h of the senseBox SAMD package (sensebox/senseBoxMCU-core
    // arduino/samd/libraries). MCU-S2: the two Adafruit libraries (adafruit/Adafruit_LTR329_LTR303
    // Adafruit_LTR329_LTR303.h, adafruit/Adafruit_VEML6070 Adafruit_VEML6070.h).
    arduino: {
      libraries: ['Adafruit LTR329 and LTR303', 'Adafruit VEML6070 Library'],
      headers: ['LTR329.h', 'VEML6070.h', 'Adafruit_LTR329_LTR303.h', 'Adafruit_VEML6070.h'],
      classes: ['LTR329', 'VEML6070', 'Adafruit_LTR329', 'Adafruit_VEML6070'],
      methods: [
        'begin',
        'setControl',
        'setMeasurementRate',
        'getData',
        'getLux',
        'getUV',
        'setGain',
        'setIntegrationTime',
        'readBothChannels',
        'readUV',
      ],
      serialBaud: 9600,
    },
    blockly: {
      de: {blocks: ['Helligkeit-/UV-Sensor'], values: ['Beleuchtungsstärke in Lux', 'UV-Intensität in µW/cm²']},
      en: {blocks: ['Light Visible + UV'], values: ['Illuminance in Lux', 'UV-Light in µW/cm²']},
    },
    includedIn: ['edus2', 'edu'],
    // :eye: the Eye overview's I2C/Wire tab lists the light sensor (sensebox/docs be7190a docs/boards/eye/eye-overview.mdx); the Eye toolbox offers
    // sensebox_sensor_uv_light (sensebox/React-Ardublockly 6510fb88 toolbox/ToolboxEye.jsx).
    optionalFor: ['mini', 'home', 'eye'],
    connections: i2cPorts('mcu', 'mcus2', 'mini', 'eye'),
    links: {
      datasheets: [
        'https://sensebox.kaufen/assets/datenblatt/senseBox-VEML-TSL_v20.pdf',
        'https://www.vishay.com/docs/84277/veml6070.pdf',
        'https://optoelectronics.liteon.com/upload/download/DS86-2014-0006/LTR-329ALS-01_DS_V1.pdf',
      ],
      libraries: [
        'https://www.arduino.cc/reference/en/libraries/adafruit-ltr329-and-ltr303/',
        'https://www.arduino.cc/reference/en/libraries/adafruit-veml6070-library/',
      ],
      projects: ['https://sensebox.de/projects/de/2024-01-10-iotmesstation_s2'],
    },
  },
  {
    id: 'lautstaerke',
    section: 'sensors',
    chips: [{name: 'SEN0232 Gravity', maker: 'DFRobot'}],
    measures: [{phenomenon: 'soundLevel', unit: 'dBA', range: [range(30, 130, 'dBA')]}],
    interfaces: ['analog'],
    supplyVoltage: [range(3.3, 5, 'V')],
    size: [mm(60, 43, 9)],
    extras: [
      {label: 'outputVoltage', values: [range(0.6, 2.6, 'V')]},
      {label: 'measuringInterval', values: [value(125, 'ms')]},
    ],
    arduino: {libraries: [], serialBaud: 115200, pins: {signal: 'A1'}},
    // The editor's block for this sensor (its help link opens this page): sensebox_soundsensor_dfrobot,
    // msg/de|en senseBox_soundsensor_dfrobot "Soundsensor (DF Robot)" with the field "Port:" (React-Ardublockly 6510fb88).
    blockly: {
      de: {blocks: ['Soundsensor (DF Robot)'], values: ['Port:']},
      en: {blocks: ['Soundsensor (DF Robot)'], values: ['Port:']},
    },
    includedIn: [],
    optionalFor: [],
    // The block's generator reads the first pin its port value names: MCU A "IO1_2" → 1, B → 3, C → 5;
    // MCU-S2 A "IO3_2" → IO3, B → IO5, C → IO7 (generator/arduino/sensebox-sensors.js, helpers/board.js).
    // The MCU-S2's ports carry 3V3, within the sensor's 3.3–5 V. The Eye's port value "IO48_14" falls to the
    // generator's default, pin 1, which on the Eye is SCL of the I2C bus: no connection for the Eye.
    connections: [
      {
        board: 'mcu',
        highlight: 'digital-a',
        wiring: [
          {partPin: '−', boardPin: 'GND'},
          {partPin: '+', boardPin: '5V'},
          {partPin: 'A', boardPin: '1'},
        ],
      },
      {
        board: 'mcus2',
        highlight: 'digital-a',
        wiring: [
          {partPin: '−', boardPin: 'GND'},
          {partPin: '+', boardPin: '3V3'},
          {partPin: 'A', boardPin: 'IO3'},
        ],
      },
    ],
    links: {
      datasheets: ['https://www.mouser.de/pdfdocs/SEN0232_Web.pdf'],
      shop: 'https://sensebox.kaufen/product/lautstarkesensor',
    },
  },
  {
    id: 'luftdruck-temperatur-bmp280',
    section: 'sensors',
    chips: [{name: 'BMP280', maker: 'Bosch'}],
    measures: [
      {
        phenomenon: 'airPressure',
        unit: 'Pa',
        range: [range(300, 1100, 'hPa')],
        accuracy: [pm(0.12, 'hPa', {qualifier: 'relative'}), pm(1, 'hPa', {qualifier: 'absolute'})],
      },
      // Temperature range -40 … +85 °C: Bosch BMP280 datasheet (BST-BMP280-DS001, key parameters) and
      // adafruit/Adafruit_BMP280_Library Adafruit_BMP280.cpp getSensor().
      {phenomenon: 'temperature', unit: '°C', range: [range(-40, 85, '°C')]},
      // The altitude is calculated from the pressure, not measured: no row of its own (the page explains it).
    ],
    interfaces: ['i2c'],
    // senseBox BMP280 board: 0x76 (sensebox/senseBoxMCU-core SenseBox-MCU/SenseBoxMCU.h, BMP280_ADDR);
    // the Adafruit library's default is 0x77 (BMP280_ADDRESS), so the page's sketch passes 0x76.
    i2c: {addresses: [0x76]},
    current: [value(2.7, 'µA', {conditions: [value(1, 'Hz')]})],
    size: [mm(25, 25, 9)],
    weight: value(2.4, 'g'),
    arduino: {
      libraries: ['Adafruit BMP280 Library'],
      headers: ['Adafruit_BMP280.h'],
      classes: ['Adafruit_BMP280'],
      methods: ['begin', 'readPressure', 'readTemperature', 'readAltitude'],
      serialBaud: 9600,
    },
    blockly: {
      de: {blocks: ['Luftdruck-/Temperatursensor (BMP280)'], values: ['Höhe über NN in m', 'Luftdruck auf NN']},
    },
    includedIn: [],
    optionalFor: [],
    connections: i2cPorts('mcu'),
    // Same I2C address 0x76 as the DPS310 board that replaced it.
    notTogetherWith: ['umweltsensor', 'luftdruck-temperatur'],
    links: {
      datasheets: ['https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-bmp280-ds001.pdf'],
      shop: 'https://sensebox.kaufen/product/luftdruck-temperatur',
    },
  },
  {
    id: 'luftdruck-temperatur',
    section: 'sensors',
    chips: [{name: 'DPS310', maker: 'Infineon'}],
    measures: [
      {
        phenomenon: 'airPressure',
        unit: 'hPa',
        range: [range(300, 1200, 'hPa')],
        accuracy: [pm(0.06, 'hPa', {qualifier: 'relative'}), pm(1, 'hPa', {qualifier: 'absolute'})],
      },
      // Temperature range: adafruit/Adafruit_DPS310 Adafruit_DPS310.cpp, getSensor() ("Temperature range -40 ~ +85 C").
      {phenomenon: 'temperature', unit: '°C', range: [range(-40, 85, '°C')], accuracy: [pm(0.5, '°C')]},
      // The altitude is calculated from the pressure, not measured: no row of its own (the page explains it).
    ],
    interfaces: ['i2c'],
    i2c: {addresses: [0x76]},
    connectors: ['JST'],
    supplyVoltage: [range(3, 5.5, 'V')],
    current: [
      value(1.7, 'µA', {qualifier: 'airPressure', conditions: [value(1, 'Hz')]}),
      value(1.5, 'µA', {qualifier: 'temperature', conditions: [value(1, 'Hz')]}),
      value(0.5, 'µA', {qualifier: 'standby'}),
    ],
    arduino: {
      libraries: ['Adafruit DPS310'],
      headers: ['Adafruit_DPS310.h'],
      classes: ['Adafruit_DPS310', 'sensors_event_t'],
      methods: ['begin_I2C', 'configurePressure', 'configureTemperature', 'getEvents'],
      serialBaud: 9600,
    },
    blockly: {
      de: {blocks: ['Luftdruck-/Temperatursensor (DPS310)'], values: ['Luftdruck in hPa']},
      en: {blocks: ['Airpressure/Temperature Sensor (DPS310)']},
    },
    includedIn: ['edus2', 'edu'],
    // :eye: the Eye overview's I2C/Wire tab lists the air-pressure sensor (sensebox/docs be7190a docs/boards/eye/eye-overview.mdx); the Eye toolbox
    // offers sensebox_sensor_dps310 (sensebox/React-Ardublockly 6510fb88 toolbox/ToolboxEye.jsx).
    optionalFor: ['mini', 'home', 'eye'],
    connections: i2cPorts('mcu', 'mcus2', 'mini', 'eye'),
    // Same I2C address 0x76 as the BMP280 board it replaced and the BME680 (umweltsensor).
    notTogetherWith: ['luftdruck-temperatur-bmp280', 'umweltsensor'],
    links: {
      shop: 'https://sensebox.kaufen/product/luftdruck-temperatur',
      libraries: ['https://www.arduino.cc/reference/en/libraries/adafruit-dps310/'],
      projects: ['https://sensebox.de/projects/de/2024-01-10-iotmesstation_s2'],
    },
  },
  {
    id: 'mikro',
    section: 'sensors',
    chips: [{generic: 'condenserMicrophone', maker: 'Watterott Electronics'}],
    measures: [{phenomenon: 'loudness', range: [range(58, 110, 'dB')]}],
    interfaces: ['analog'],
    supplyVoltage: [range(2.7, 5.5, 'V')],
    size: [mm(30, 11, 7.5)],
    extras: [{label: 'outputVoltage', values: [range(0, 5, 'V')]}],
    arduino: {libraries: [], serialBaud: 9600, pins: {micPort: 1}},
    blockly: {de: {blocks: ['Mikrofon'], values: ['Pin:']}, en: {blocks: ['Microphone'], values: ['Pin:']}},
    includedIn: ['edu'],
    optionalFor: ['mini'],
    connections: [
      {
        board: 'mcu',
        highlight: 'digital-a',
        wiring: [
          {partPin: 'GND', boardPin: 'GND'},
          {partPin: '5V', boardPin: '5V'},
          {partPin: 'Signal', boardPin: '1'},
        ],
      },
    ],
  },
  {
    id: 'mpu6050',
    section: 'sensors',
    // Boards up to revision 2.1. Revision 2.2 carries an ICM20948 in its place (sensebox/senseBox-MCU-S2-ESP32S2,
    // hardware/2.2/SenseBox-MCU-2-2.sch, added 2025-06-23); the page says so in its note.
    chips: [{name: 'MPU6050'}],
    measures: [{phenomenon: 'acceleration'}],
    interfaces: ['i2c'],
    i2c: {addresses: [0x68], bus: 'Wire1'},
    arduino: {
      libraries: ['Adafruit MPU6050'],
      headers: ['Adafruit_MPU6050.h', 'Wire.h'],
      classes: ['Adafruit_MPU6050', 'sensors_event_t'],
      methods: ['begin', 'setAccelerometerRange', 'getEvent'],
      serialBaud: 115200,
    },
    blockly: {
      de: {blocks: ['ESP32-S2 MPU6050'], values: ['Messwert:', 'X', 'Y', 'Z']},
      en: {blocks: ['ESP32-S2 MPU6050'], values: ['Value:', 'X', 'Y', 'Z']},
    },
    includedIn: ['edus2', 'bike'],
    optionalFor: [],
    connections: [{board: 'mcus2', onboard: true, printedLabel: 'IMU'}],
  },
  {
    id: 'niederschlag-rg15',
    section: 'sensors',
    chips: [{name: 'RG-15', maker: 'Hydreon'}],
    measures: [
      {phenomenon: 'rainIntensity', unit: 'mm/h', accuracy: [pm(10, '%')]},
      {phenomenon: 'rainAmount', unit: 'mm', accuracy: [pm(10, '%')]},
    ],
    interfaces: ['uart'],
    supplyVoltage: [{kind: 'choices', values: [3.3, 5], unit: 'V'}],
    current: [value(110, 'µA', {qualifier: 'nominal'}), range(2, 4, 'mA', {qualifier: 'whileRaining'})],
    size: [mm(121, 71, 56)],
    extras: [{label: 'operatingTemperature', values: [range(-40, 60, '°C')]}],
    // No library: the page's sketch sends the RG-15's one-letter commands (p, m, h, o, r) over the
    // serial port itself and reads the reply "Acc … mm, EventAcc … mm, TotalAcc … mm, RInt … mmph"
    // (command letters and reply format as sent and parsed in sensebox/rg15-arduino-lib src/RG15.cpp).
    // Blockly's block uses that library (React-Ardublockly generator: #include <RG15.h>); the link stays below.
    arduino: {
      libraries: [],
      serialBaud: 9600,
      serialPorts: {mcus2: ['Serial0'], mcu: ['Serial1', 'Serial2']},
    },
    blockly: {
      // msg/de|en sensebox_rg15_rainsensor, _port, _value (React-Ardublockly 6510fb88).
      de: {blocks: ['Regensensor (RG-15)'], values: ['Serieller Port:', 'Messwert:']},
      en: {blocks: ['Rainsensor (RG-15)'], values: ['Serial Port:', 'value:']},
    },
    // An add-on for every kit; the old :mini sidebar listed it as included by mistake
    // (the :mini is MCU mini, Umweltsensor, WiFi-Bee and display: boards/mini/mini-overview).
    includedIn: [],
    optionalFor: ['edus2', 'edu', 'mini', 'home'],
    connections: [
      {board: 'mcu', highlight: 'uart'},
      {board: 'mcus2', highlight: 'uart'},
    ],
    links: {
      datasheets: [
        'https://rainsensors.com/wp-content/uploads/sites/3/2022/07/2022.07.18-rev-1.000-rg-15_instructions.pdf',
      ],
      shop: 'https://sensebox.kaufen/product/hydreon-rg-15-regensensor',
      libraries: ['https://github.com/sensebox/rg15-arduino-lib'],
    },
  },
  {
    id: 'photodiode',
    section: 'sensors',
    chips: [{generic: 'photodiode'}],
    measures: [{phenomenon: 'lightIntensity', range: [range(0, 4095)]}],
    interfaces: ['analog'],
    extras: [{label: 'adcResolution', values: [value(12, 'bit')]}],
    arduino: {libraries: [], serialBaud: 9600, pins: {PD_ENABLE: 'PD_ENABLE', PD_SENSE: 'PD_SENSE'}},
    blockly: {
      de: {blocks: ['ESP32-S2 Phododiode'], values: ['Lichtintensität']},
      en: {blocks: ['ESP32-S2 Phododiode'], values: ['Light intensity']},
    },
    includedIn: ['edus2'],
    optionalFor: [],
    connections: [{board: 'mcus2', onboard: true, printedLabel: 'Light Sensor'}],
    links: {projects: ['https://sensebox.de/projects/de/2024-01-10-stra%C3%9Fenbeleuchtung_s2']},
  },
  {
    id: 'temperatur-luftfeuchte',
    section: 'sensors',
    chips: [{name: 'HDC1080', maker: 'Texas Instruments'}],
    measures: [
      {phenomenon: 'temperature', unit: '°C', accuracy: [pm(0.2, '°C')], resolution: value(14, 'bit')},
      {
        phenomenon: 'relativeHumidity',
        unit: '%',
        range: [range(0, 100, '%')],
        accuracy: [pm(4, '%')],
        resolution: value(14, 'bit'),
      },
    ],
    interfaces: ['i2c'],
    supplyVoltage: [range(2.7, 5.5, 'V')],
    current: [value(2100, 'nA')],
    arduino: {
      libraries: ['Adafruit HDC1000 Library'],
      headers: ['Adafruit_HDC1000.h'],
      classes: ['Adafruit_HDC1000'],
      methods: ['begin', 'readTemperature', 'readHumidity'],
      serialBaud: 9600,
    },
    blockly: {
      de: {
        blocks: ['Temperatur-/Luftfeuchtigkeitssensor (HDC1080)'],
        values: ['Temperatur in °C', 'Luftfeuchtigkeit in %'],
      },
      en: {blocks: ['Temperature/Humidity Sensor (HDC1080)'], values: ['humidity in %']},
    },
    // :home: the base set is the senseBox MCU, this sensor, the radiation shield, the outdoor case, a power
    // supply and a 3 m USB cable; the other sensors and the Bee are chosen when ordering (sensebox/docs be7190a
    // docs/products/home/home-overview.mdx, tab "Bauteile"). The shield, case and cable have no part record.
    includedIn: ['edus2', 'edu', 'home', 'bike'],
    // :eye: the Eye overview's I2C/Wire tab lists the temperature sensor (sensebox/docs be7190a docs/boards/eye/eye-overview.mdx); the Eye toolbox
    // offers sensebox_sensor_temp_hum (sensebox/React-Ardublockly 6510fb88 toolbox/ToolboxEye.jsx).
    optionalFor: ['mini', 'eye'],
    connections: i2cPorts('mcu', 'mcus2', 'mini', 'eye'),
    links: {
      datasheets: ['https://www.ti.com/lit/ds/symlink/hdc1080.pdf'],
      shop: 'https://sensebox.kaufen/product/temperatur-luftfeuchte',
      libraries: ['https://www.arduino.cc/reference/en/libraries/adafruit-hdc1000-library/'],
      projects: ['https://sensebox.de/projects/de/2024-01-10-iotmesstation_s2'],
    },
  },
  {
    id: 'tof',
    section: 'sensors',
    chips: [{name: 'VL53L8CX'}],
    measures: [{phenomenon: 'distance', range: [value(400, 'cm', {prefix: 'upTo'})]}],
    interfaces: ['i2c'],
    // 7-bit addresses (see I2cInfo). Factory address 0x29 = VL53L8CX_DEFAULT_I2C_ADDRESS 0x52 in the
    // driver's 8-bit count, the same as the LTR-329 light chip (0x29). The example moves the sensor to
    // 0x28 with set_i2c_address(0x50), 8-bit (stm32duino/VL53L8CX vl53l8cx_api.cpp writes address >> 1).
    // The senseBox Blockly code writes 0x51, which the driver also turns into 0x28.
    i2c: {addresses: [0x28], setInCode: true},
    extras: [
      {label: 'zones', values: [{kind: 'dimensions', values: [8, 8]}]},
      {label: 'frameRate', values: [value(60, 'Hz', {prefix: 'upTo'})]},
      {label: 'maxI2cClock', values: [value(1, 'MHz')]},
    ],
    arduino: {
      libraries: ['STM32duino VL53L8CX'], // library.properties name (stm32duino/VL53L8CX)
      headers: ['vl53l8cx.h'],
      classes: ['VL53L8CX', 'VL53L8CX_ResultsData'],
      methods: [
        'set_i2c_address',
        'begin',
        'init',
        'set_ranging_frequency_hz',
        'set_resolution',
        'start_ranging',
        'check_data_ready',
        'get_ranging_data',
      ],
    },
    blockly: {
      de: {blocks: ['ToF Distanz Imager'], values: ['Geringste Distanz in cm']},
      en: {blocks: ['ToF Distance Imager'], values: ['Closest distance in cm']},
    },
    includedIn: ['edus2'],
    // :eye: the Eye overview's I2C/Wire tab lists the ToF sensor (sensebox/docs be7190a docs/boards/eye/eye-overview.mdx); the Eye toolbox offers
    // sensebox_tof_imager (sensebox/React-Ardublockly 6510fb88 toolbox/ToolboxEye.jsx).
    optionalFor: ['eye'],
    // Not for the MCU or the mini: the Blockly editor gives both the toolbox ToolboxMcu.jsx, which has no
    // sensebox_tof_imager block (sensebox/React-Ardublockly src/components/Blockly/toolbox/Toolbox.jsx, commit 6510fb88).
    connections: i2cPorts('mcus2', 'eye'),
    links: {
      libraries: ['https://github.com/stm32duino/VL53L8CX/tree/main'],
      projects: ['https://sensebox.de/projects/de/2024-04-02-tof-led'],
    },
  },
  {
    id: 'truebner',
    section: 'sensors',
    chips: [{name: 'SMT50', maker: 'TRUEBNER'}],
    measures: [
      {phenomenon: 'soilMoisture', unit: '%', range: [range(0, 50, '%')], accuracy: [pm(3, '%')]},
      {phenomenon: 'soilTemperature', unit: '°C', range: [range(-20, 85, '°C')], accuracy: [pm(1, '°C')]},
    ],
    interfaces: ['analog'],
    supplyVoltage: [range(3.3, 30, 'V')],
    current: [value(2.7, 'mA', {prefix: 'approx', conditions: [value(12, 'V')]})],
    size: [{kind: 'dimensions', values: [135, 21.5], unit: 'mm', prefix: 'approx'}],
    weight: value(235, 'g', {prefix: 'approx', qualifier: 'includingCable'}),
    extras: [{label: 'cableLength', values: [value(10, 'm')]}],
    // Port A: temperature on pin 1, moisture on pin 2 (senseBox MCU); IO3 and IO2 (senseBox MCU-S2).
    // Conversions: °C = (V - 0.5) × 100, % = V × 50 / 3. Source: sensebox/React-Ardublockly, generator of the
    // SMT50 blocks (sensebox_sensor_truebner_smt50, ..._esp32) and board.js (MCU-S2 port A = "IO3_2").
    arduino: {
      libraries: [],
      serialBaud: 9600,
      pins: {temperatureMcu: 1, moistureMcu: 2, temperatureMcuS2: 3, moistureMcuS2: 2},
    },
    blockly: {
      de: {blocks: ['Bodenfeuchte/-temperatur (SMT50)'], values: ['Port:', 'Temperatur in °C', 'Bodenfeuchte']},
      en: {blocks: ['Soil Moisture and Temperature (SMT50)'], values: ['Port:']},
    },
    includedIn: [],
    optionalFor: ['edus2', 'edu', 'mini', 'home'],
    connections: [
      {board: 'mcu', highlight: 'digital-a'},
      {board: 'mcus2', highlight: 'digital-a'},
    ],
    links: {shop: 'https://sensebox.kaufen/product/bodenfeuchte-temperatursensor-smt50'},
  },
  {
    id: 'umweltsensor',
    section: 'sensors',
    chips: [{name: 'BME680', maker: 'Bosch'}],
    // Operating ranges of temperature, humidity and pressure: Bosch BME680 datasheet
    // BST-BME680-DS001, "Key features" (−40…+85 °C, 0…100 % r.H., 300…1100 hPa).
    // Units of the two estimates: Bosch BSEC bsec_datatypes.h (BSEC_OUTPUT_CO2_EQUIVALENT [ppm],
    // BSEC_OUTPUT_BREATH_VOC_EQUIVALENT [ppm]).
    measures: [
      {phenomenon: 'temperature', unit: '°C', range: [range(-40, 85, '°C')]},
      {phenomenon: 'relativeHumidity', unit: '%', range: [range(0, 100, '%')]},
      {phenomenon: 'airPressure', unit: 'Pa', range: [range(300, 1100, 'hPa')]},
      {phenomenon: 'iaq', range: [range(0, 500)]},
      {phenomenon: 'iaqAccuracy', range: [range(0, 3)]},
      {phenomenon: 'co2Equivalent', unit: 'ppm'},
      {phenomenon: 'breathVocEquivalent', unit: 'ppm'},
    ],
    interfaces: ['i2c'],
    // BME68X_I2C_ADDR_LOW = 0x76: Bosch BME68x Sensor API bme68x_defs.h (boschsensortec/BME68x-Sensor-API),
    // used by both sketches and by the CircuitPython page; the board's silkscreen reads "I2C: 0x76 open / 0x77 closed"
    // (sensebox/docs static/img/eye/I2C-daisy.png).
    i2c: {addresses: [0x76], addressConstant: 'BME68X_I2C_ADDR_LOW'},
    extras: [
      {label: 'responseTime', values: [value(10, 's', {prefix: 'lessThan'})]},
      {label: 'gasDeviation', values: [pm(15, '%')]},
      {label: 'warmUpTime', values: [value(25, 'min', {prefix: 'approx'})]},
    ],
    // BSEC Software Library on the MCU and the mini (precompiled for cortex-m0plus); on the MCU-S2 the
    // page uses the Adafruit BME680 Library (adafruit/Adafruit_BME680 Adafruit_BME680.h), because the
    // BSEC Software Library has no ESP32-S2 build (boschsensortec/BSEC-Arduino-library src/ folders).
    arduino: {
      libraries: ['BSEC Software Library', 'Adafruit BME680 Library'],
      headers: ['bsec.h', 'Adafruit_BME680.h'],
      classes: ['Bsec', 'Adafruit_BME680'],
      methods: ['begin', 'updateSubscription', 'run', 'performReading'],
      serialBaud: 9600,
    },
    blockly: {
      de: {blocks: ['Umweltsensor (BME680)'], values: ['Innenraumluftqualität (IAQ)']},
      en: {blocks: ['Environmental sensor (BME680)']},
    },
    // senseBox:mini (boards/mini/mini-overview) and senseBox:basic (BME680 in sensebox/docs be7190a
    // static/img/basic/basic_bauteile.png).
    includedIn: ['mini', 'basic'],
    // :eye: the Eye overview's I2C daisy-chain picture has this board on the Eye's Qwiic port (sensebox/docs
    // be7190a static/img/eye/I2C-daisy.png); the Eye toolbox offers sensebox_sensor_bme680_bsec (sensebox/React-Ardublockly 6510fb88 toolbox/ToolboxEye.jsx).
    optionalFor: ['edus2', 'edu', 'home', 'eye'],
    connections: i2cPorts('mcu', 'mcus2', 'mini', 'eye'),
    // Same I2C address 0x76 as the BMP280 and the DPS310.
    notTogetherWith: ['luftdruck-temperatur-bmp280', 'luftdruck-temperatur'],
    links: {
      datasheets: ['https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-bme680-ds001.pdf'],
      shop: 'https://sensebox.kaufen/product/sensebox-mini',
      libraries: ['https://www.arduino.cc/reference/en/libraries/bsec-software-library/'],
    },
  },
  {
    id: 'wassertemperatur',
    section: 'sensors',
    chips: [{name: 'DS18B20'}],
    measures: [{phenomenon: 'waterTemperature', unit: '°C', range: [range(-55, 125, '°C')]}],
    interfaces: ['onewire'],
    // The 1-Wire adapter goes into a digital port (A, B or C), not I2C: the senseBox Blockly block
    // takes a digital port and puts the data line on its first pin (sensebox/React-Ardublockly
    // generator sensebox-sensors.js sensebox_sensor_watertemperature with helpers/board.js
    // digitalPorts): MCU A/B/C = pin 1/3/5, mini = pin 1, MCU-S2 A/B/C = IO3/IO5/IO7.
    arduino: {
      libraries: ['OneWire', 'DallasTemperature'],
      headers: ['OneWire.h', 'DallasTemperature.h'],
      classes: ['OneWire', 'DallasTemperature'],
      methods: ['begin', 'requestTemperatures', 'getTempCByIndex'],
      serialBaud: 9600,
      pins: {oneWireBusMcu: 1, oneWireBusMini: 1, oneWireBusMcuS2: 3},
    },
    blockly: {
      de: {blocks: ['Wassertemperatur'], values: ['Port:']},
      en: {blocks: ['Water Temperature'], values: ['Port:', 'Index:']},
    },
    includedIn: [],
    optionalFor: ['edus2', 'edu', 'mini'],
    connections: [
      {board: 'mcu', highlight: 'digital-a'},
      {board: 'mcus2', highlight: 'digital-a'},
      {board: 'mini', highlight: 'io'},
    ],
    links: {
      shop: 'https://sensebox.kaufen/product/sensebox-one-wire-adapter',
      libraries: [
        'https://www.arduino.cc/reference/en/libraries/onewire/',
        'https://www.arduino.cc/reference/en/libraries/dallastemperature/',
      ],
    },
  },
  // npm run new:part adds new records above this line.
];

export const PARTS: Readonly<Record<string, Part>> = Object.fromEntries(PART_LIST.map((part) => [part.id, part]));

export const PART_IDS: readonly string[] = PART_LIST.map((part) => part.id);

export function isPartId(id: unknown): id is string {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(PARTS, id);
}

/** The record of one part; throws for an unknown id so a typo on a page fails loudly. */
export function getPart(id: string): Part {
  const part = PARTS[id];
  if (!part) throw new Error(`Unknown hardware part: ${id}`);
  return part;
}

/** Prefix of the MCU Eye's part ids (see Part.id). */
export const EYE_PART_PREFIX = 'eye-';

/** The doc id of a part's page, e.g. 'hardware/sensors/co2'. */
export function partDocId(part: Part): string {
  if (part.section === 'eye') return `hardware/eye/${part.id.slice(EYE_PART_PREFIX.length)}`;
  return part.section === 'board' ? `hardware/${part.id}` : `hardware/${part.section}/${part.id}`;
}

/** All chips of a part, alternatives included. */
export function allChips(part: Part): readonly Chip[] {
  return part.chips.flatMap((entry) => (Array.isArray(entry) ? (entry as readonly Chip[]) : [entry as Chip]));
}

/** Every I2C address a part can use, from the record. */
export function i2cAddresses(part: Part): readonly number[] {
  return part.i2c?.addresses ?? [];
}
