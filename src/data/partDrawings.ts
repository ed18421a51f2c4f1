/**
 * What the top side of each part shows that tells it apart: the kind and
 * number of its sockets, its chips and modules, the print on the board, its
 * LEDs. The identification drawings (src/components/PartDrawing) are made
 * from these facts; their layout is the drawing's, not a claim about where
 * a socket sits, unless a part is drawn on its board (`onboard`), whose
 * places come from the board's layout file (boardDrawings.ts).
 *
 * A detail no source gives is left out, so the drawing shows less rather
 * than something invented: no chip carries a marking unless a source names
 * it, and a board is drawn at its real size only where the part's record or
 * a data sheet gives one (`size`). Chip sizes are the package sizes of the
 * makers' data sheets, noted next to each value. Names that go with a chip
 * are written beside it in the drawing as our own label, not as print.
 */
import type {BoardHardwareId} from './boardHardware';
import type {ItemRef} from './boardDrawings';
import {PART_IDS, type Part} from './parts';
import type {ChipPackage} from '@site/plugins/drawings/draw/shapes';

export type Size = {width: number; height: number};

/** Sockets and plugs a reader matches cables to. */
export type ConnectorKind =
  | 'jstPh'
  | 'qwiic'
  | 'pinHeader'
  | 'terminalBlock'
  /** Contacts whose plug system no source names: drawn as plain pads with their names. */
  | 'contacts'
  /** A socket of the device's own (SDS011, SPS30), reached through an adapter cable. */
  | 'deviceSocket';

export type ConnectorFact = {
  kind: ConnectorKind;
  count: number;
  /** Contacts per socket, where known. */
  pins?: number;
  /** Names printed at the contacts, in order. */
  labels?: readonly string[];
  /** Print next to the socket. */
  print?: string;
  /** On the underside: not drawn on the top view, named in the caption. */
  onBack?: boolean;
};

export type ChipFact = {
  /** Chip name, written beside the chip as our label. */
  name: string;
  size: Size;
  package: ChipPackage;
  /** Lines printed on the chip itself, only where a source gives them. */
  marking?: readonly string[];
  /** Optical windows in the lid (a time-of-flight sensor's emitter and receiver). */
  windows?: number;
};

export type ModuleFact = {name: string; size: Size; /** Printed antenna at one end, mm. */ antenna?: number};

/** Extra things on a board that tell it apart. */
export type ExtraFact =
  | {kind: 'oledPanel'; size: Size}
  | {kind: 'ledGrid'; columns: number; rows: number}
  /** An RGB LED in its 5 × 5 mm package, with the name written beside it. */
  | {kind: 'rgbLed'; name?: string}
  | {kind: 'coinCell'}
  | {kind: 'microSdSlot'}
  | {kind: 'lanSocket'}
  | {kind: 'wireAntenna'}
  | {kind: 'ultrasonicPair'}
  | {kind: 'microphoneCapsule'}
  | {kind: 'addressJumper'};

/** A small circuit board: sensor boards, accessories. */
export type BoardForm = {
  form: 'board';
  /** Real size, where the record or a data sheet gives it; otherwise the drawing is not to scale. */
  size?: Size;
  connectors: readonly ConnectorFact[];
  chips: readonly ChipFact[];
  modules?: readonly ModuleFact[];
  /** Lines printed on the board. */
  print?: readonly string[];
  extras?: readonly ExtraFact[];
};

/** A Bee: a board with the two XBee contact rows (2 × 10, 2 mm pitch, rows 22 mm apart). */
export type BeeForm = {
  form: 'bee';
  size: Size;
  chips: readonly ChipFact[];
  modules?: readonly ModuleFact[];
  extras?: readonly ExtraFact[];
};

/** A device in its own housing or a probe on a cable. */
export type DeviceForm = {
  form: 'device';
  shape: 'box' | 'fanBox' | 'probe' | 'dome';
  /** Outer size seen from above, from the maker's data sheet; without it the drawing is not to scale. */
  size?: Size;
  name: string;
  connectors: readonly ConnectorFact[];
  /** A cable leaves the device (probes). */
  cable?: boolean;
  /** A separate adapter board that comes with the device and is what plugs into the senseBox. */
  adapter?: BoardForm;
};

/** A part soldered onto a senseBox board: the board drawing with the part highlighted. */
export type OnboardForm = {
  form: 'onboard';
  board: BoardHardwareId;
  target: ItemRef;
  side?: 'top' | 'bottom';
};

export type DrawingForm = BoardForm | BeeForm | DeviceForm | OnboardForm;

/** How a reader tells two versions of a part apart. */
export type TellApart =
  /** The print on the board names the chip. */
  | {by: 'print'}
  /** Boards sold from this date on carry the newer chip. */
  | {by: 'since'; date: string; newer: string; older: string}
  /** A program can ask the chip at this I2C address for its ID. */
  | {by: 'chipId'; address: number};

export type PartVersion = {
  /** Name of the version, a chip or part name. */
  name: string;
  drawing: DrawingForm;
};

export type PartDrawingData = {
  drawing: DrawingForm;
  /** Two or more versions of the part the reader may have; drawn side by side. */
  versions?: {list: readonly PartVersion[]; tellApart: readonly TellApart[]};
  /** Another part a reader may hold instead (same socket, same use); drawn beside this one. */
  lookalike?: {part: string; tellApart: readonly TellApart[]};
};

// Package sizes, from the makers' data sheets.
// HDC1080: TI HDC1080 data sheet, PWSON (DMB) 6 pins, 3.00 × 3.00 mm.
const HDC1080: ChipFact = {name: 'HDC1080', size: {width: 3, height: 3}, package: 'dfn'};
// BMP280: Bosch BST-BMP280-DS001, LGA 8 pins, 2.0 × 2.5 mm, metal lid.
const BMP280: ChipFact = {name: 'BMP280', size: {width: 2.5, height: 2}, package: 'lga'};
// DPS310: Infineon DPS310 data sheet, LGA 8 pins, 2.0 × 2.5 mm.
const DPS310: ChipFact = {name: 'DPS310', size: {width: 2.5, height: 2}, package: 'lga'};
// BME680: Bosch BST-BME680-DS001, LGA 8 pins, 3.0 × 3.0 mm, metal lid.
const BME680: ChipFact = {name: 'BME680', size: {width: 3, height: 3}, package: 'lga'};
// VEML6070: Vishay VEML6070 data sheet (linked on the part), OPLGA 6 pins, 2.35 × 1.8 mm.
const VEML6070: ChipFact = {name: 'VEML6070', size: {width: 2.35, height: 1.8}, package: 'lga'};
// TSL45315: ams TSL4531 data sheet, FN (dual flat no-lead) 6 pins, 2.0 × 2.0 mm.
const TSL45315: ChipFact = {name: 'TSL45315', size: {width: 2, height: 2}, package: 'dfn'};
// LTR-329ALS-01: LiteOn data sheet (linked on the part), ChipLED 6 pins, 2.0 × 2.0 mm.
const LTR329: ChipFact = {name: 'LTR-329ALS-01', size: {width: 2, height: 2}, package: 'dfn'};
// VL53L8CX: ST VL53L8CX data sheet, optical LGA 16, 6.4 × 3.0 mm, with emitter and receiver windows.
const VL53L8CX: ChipFact = {name: 'VL53L8CX', size: {width: 6.4, height: 3}, package: 'lga', windows: 2};
// TCA9548A: TI TCA9548A data sheet, TSSOP-24 (PW), body 7.8 × 4.4 mm.
const TCA9548A: ChipFact = {name: 'TCA9548A', size: {width: 7.8, height: 4.4}, package: 'soic'};
// W5500: WIZnet W5500 data sheet (linked on the part), LQFP48, body 7 × 7 mm.
const W5500: ChipFact = {name: 'W5500', size: {width: 7, height: 7}, package: 'qfn'};

const board = (facts: Omit<BoardForm, 'form'>): BoardForm => ({form: 'board', ...facts});
const onboard = (boardId: BoardHardwareId, target: ItemRef, side?: 'top' | 'bottom'): OnboardForm =>
  side ? {form: 'onboard', board: boardId, target, side} : {form: 'onboard', board: boardId, target};

// The light and UV board: 25 × 25 mm (part record), the light chip and the VEML6070 side by side.
const lightBoard = (lightChip: ChipFact): BoardForm =>
  board({size: {width: 25, height: 25}, connectors: [], chips: [lightChip, VEML6070]});

export const PART_DRAWINGS: Readonly<Record<string, PartDrawingData>> = {
  // ------------------------------------------------------------------ accessoires
  display: {
    // Module 24 × 25 mm and panel 26.7 × 19.26 mm (part record); one JST socket ("JST" in the
    // senseBox means JST PH: cable overview). The SSD1306 driver sits on the panel's glass.
    drawing: board({
      size: {width: 25, height: 24},
      connectors: [{kind: 'jstPh', count: 1, pins: 4}],
      chips: [],
      extras: [{kind: 'oledPanel', size: {width: 26.7, height: 19.26}}],
    }),
  },
  expander: {
    // "adds 4 JST ports" (fact sheet, expander page).
    drawing: board({connectors: [{kind: 'jstPh', count: 4, pins: 4}], chips: []}),
  },
  gps: {
    // u-blox CAM-M8Q data sheet: module with built-in antenna, 9.6 × 14.0 mm; JST breakout.
    drawing: board({
      connectors: [{kind: 'jstPh', count: 1, pins: 4}],
      chips: [],
      modules: [{name: 'CAM-M8Q', size: {width: 9.6, height: 14}, antenna: 0}],
    }),
  },
  'led-matrix': {
    // 96 LEDs in 12 columns and 8 rows (part record).
    drawing: board({connectors: [], chips: [], extras: [{kind: 'ledGrid', columns: 12, rows: 8}]}),
  },
  multiplexer: {
    // Eight JST ports (fact sheet, multiplexer page); the address pads are on the back (part record).
    drawing: board({
      connectors: [{kind: 'jstPh', count: 8, pins: 4}],
      chips: [TCA9548A],
      extras: [{kind: 'addressJumper'}],
    }),
  },
  'rgb-led-esp32': {drawing: onboard('mcus2', {partId: 'rgb-led-esp32'})},
  'rgb-led': {
    // One WS2812 LED; the two JST sockets (in, out) are on the back (fact sheet, rgb-led page).
    drawing: board({
      connectors: [{kind: 'jstPh', count: 2, pins: 4, onBack: true}],
      chips: [],
      extras: [{kind: 'rgbLed', name: 'WS2812'}],
    }),
  },
  'rtc-modul': {
    // A coin cell goes into the module before the first use (fact sheet, rtc-modul page, step 1).
    drawing: board({connectors: [], chips: [], extras: [{kind: 'coinCell'}]}),
  },
  solar_set: {
    // The charge controller the senseBox connects to: 23 × 45 mm, JST to an I2C port (part record).
    drawing: board({size: {width: 23, height: 45}, connectors: [{kind: 'jstPh', count: 1, pins: 4}], chips: []}),
  },
  // ------------------------------------------------------------------ Bees
  'bluetooth-bee': {
    // u-blox NINA-B3 data sheet: NINA-B301 module 10.0 × 15.0 mm. Bee size: that of the other small Bees.
    drawing: {
      form: 'bee',
      size: {width: 24, height: 25},
      chips: [],
      modules: [{name: 'NINA-B3', size: {width: 10, height: 15}}],
    },
  },
  'ethernet-bee': {
    // 46 × 25 mm (part record); LAN socket for the network cable.
    drawing: {form: 'bee', size: {width: 46, height: 25}, chips: [W5500], extras: [{kind: 'lanSocket'}]},
  },
  'lora-bee': {
    // 46 × 25 mm (part record); HopeRF RFM95W/RFM96W module 16 × 16 mm (HopeRF data sheet); a wire
    // antenna ("Drahtantenne" in the data sheet's name).
    drawing: {
      form: 'bee',
      size: {width: 46, height: 25},
      chips: [],
      modules: [{name: 'RFM95W / RFM96W', size: {width: 16, height: 16}}],
      extras: [{kind: 'wireAntenna'}],
    },
  },
  'sd-bee': {
    // 24 × 21 mm (part record), a microSD slot.
    drawing: {form: 'bee', size: {width: 24, height: 21}, chips: [], extras: [{kind: 'microSdSlot'}]},
  },
  'wifi-bee': {
    // 24 × 25 mm (part record); Microchip ATWINC1500-MR210PB module 21.7 × 14.7 mm with printed antenna.
    drawing: {
      form: 'bee',
      size: {width: 24, height: 25},
      chips: [],
      modules: [{name: 'ATWINC1500', size: {width: 14.7, height: 21.7}, antenna: 5}],
    },
  },
  // ------------------------------------------------------------------ on the MCU-S2
  sd: {drawing: onboard('mcus2', {partId: 'sd'})},
  wifi: {drawing: onboard('mcus2', {partId: 'wifi'})},
  // ------------------------------------------------------------------ on the MCU Eye
  'eye-camera': {drawing: onboard('eye', {partId: 'eye-camera', port: 'camera'}, 'top')},
  'eye-icm20948': {drawing: onboard('eye', {partId: 'eye-icm20948'}, 'top')},
  'eye-rgb-led-esp32': {drawing: onboard('eye', {partId: 'eye-rgb-led-esp32'}, 'top')},
  'eye-wifi': {drawing: onboard('eye', {parts: ['wifi']}, 'bottom')},
  'eye-ble': {drawing: onboard('eye', {parts: ['bluetooth']}, 'bottom')},
  'eye-lora': {drawing: onboard('eye', {parts: ['lora'], port: 'lora-antenna'})},
  'eye-sd': {drawing: onboard('eye', {partId: 'eye-sd'}, 'bottom')},
  'eye-button': {drawing: onboard('eye', {partId: 'eye-button'}, 'top')},
  // ------------------------------------------------------------------ sensors
  bmx055: {drawing: onboard('mcu', {partId: 'bmx055'})},
  co2: {
    // Sensirion SCD30 data sheet: module 35 × 23 mm; sockets JST PH and Qwiic (part record).
    drawing: board({
      connectors: [
        {kind: 'jstPh', count: 1, pins: 4},
        {kind: 'qwiic', count: 1, pins: 4},
      ],
      chips: [],
      modules: [{name: 'SCD30', size: {width: 35, height: 23}}],
    }),
  },
  distanz: {
    // 45 × 20 mm (part record); two ultrasonic capsules; pins VCC, Trig, Echo, GND in the order of
    // the wiring (fact sheet, distanz page) and of the HC-SR04 data sheet.
    drawing: board({
      size: {width: 45, height: 20},
      connectors: [{kind: 'pinHeader', count: 1, pins: 4, labels: ['VCC', 'Trig', 'Echo', 'GND']}],
      chips: [],
      extras: [{kind: 'ultrasonicPair'}],
    }),
  },
  'feinstaub-sds011': {
    // Nova Fitness SDS011 specification: 71 × 70 × 23 mm, fan and air outlet; its own socket, reached
    // with the JST PHR-4 → SDS011 adapter cable (cable overview).
    drawing: {
      form: 'device',
      shape: 'fanBox',
      size: {width: 71, height: 70},
      name: 'SDS011',
      connectors: [{kind: 'deviceSocket', count: 1}],
    },
  },
  'feinstaub-sps30': {
    // Sensirion SPS30 data sheet: 40.6 × 40.6 × 12.2 mm metal housing, one 5-pin socket.
    drawing: {
      form: 'device',
      shape: 'box',
      size: {width: 40.6, height: 40.6},
      name: 'SPS30',
      connectors: [{kind: 'deviceSocket', count: 1, pins: 5}],
    },
  },
  'helligkeit-uv': {
    drawing: lightBoard(LTR329),
    // Light chip TSL45315, or LTR-329ALS-01 since 02/2021; a program tells them by the ID it reads
    // from the chip at 0x29 (part record and fact sheet, helligkeit-uv page).
    versions: {
      list: [
        {name: 'TSL45315', drawing: lightBoard(TSL45315)},
        {name: 'LTR-329ALS-01', drawing: lightBoard(LTR329)},
      ],
      tellApart: [
        {by: 'since', date: '02/2021', newer: 'LTR-329ALS-01', older: 'TSL45315'},
        {by: 'chipId', address: 0x29},
      ],
    },
  },
  lautstaerke: {
    // 60 × 43 mm (part record); print "Gravity Sound Level Meter V1.0" (fact sheet, from the photo);
    // contacts −, +, A (fact sheet, wiring).
    drawing: board({
      size: {width: 60, height: 43},
      connectors: [{kind: 'contacts', count: 1, pins: 3, labels: ['−', '+', 'A']}],
      chips: [],
      print: ['Gravity', 'Sound Level Meter V1.0'],
      extras: [{kind: 'microphoneCapsule'}],
    }),
  },
  'luftdruck-temperatur-bmp280': {
    // 25 × 25 mm (part record). It works on the senseBox MCU only (part record), whose I2C ports are
    // JST PH and take the JST PHR-4 cable (boardHardware.ts, cable overview); it came before Qwiic.
    drawing: board({size: {width: 25, height: 25}, connectors: [{kind: 'jstPh', count: 1, pins: 4}], chips: [BMP280]}),
    // The DPS310 board replaced it; the print on the board tells them apart (fact sheet, luftdruck-temperatur page).
    lookalike: {part: 'luftdruck-temperatur', tellApart: [{by: 'print'}]},
  },
  'luftdruck-temperatur': {
    // One JST socket (part record).
    drawing: board({connectors: [{kind: 'jstPh', count: 1, pins: 4}], chips: [DPS310]}),
    lookalike: {part: 'luftdruck-temperatur-bmp280', tellApart: [{by: 'print'}]},
  },
  mikro: {
    // 30 × 11 mm (part record); pins GND, 5V, Signal (fact sheet, wiring); an electret capsule.
    drawing: board({
      size: {width: 30, height: 11},
      connectors: [{kind: 'contacts', count: 1, pins: 3, labels: ['GND', '5V', 'Signal']}],
      chips: [],
      extras: [{kind: 'microphoneCapsule'}],
    }),
  },
  mpu6050: {drawing: onboard('mcus2', {partId: 'mpu6050'})},
  'niederschlag-rg15': {
    // Hydreon RG-15: 121 × 71 mm seen from above (part record). The adapter board that comes with it:
    // JST PH 4-pin socket, Qwiic socket marked "3.3V only", terminal block 1–5 (fact sheet [img]).
    drawing: {
      form: 'device',
      shape: 'dome',
      size: {width: 121, height: 71},
      name: 'RG-15',
      connectors: [],
      adapter: board({
        connectors: [
          {kind: 'jstPh', count: 1, pins: 4},
          {kind: 'qwiic', count: 1, pins: 4, print: '3.3V only'},
          {kind: 'terminalBlock', count: 1, pins: 5, labels: ['1', '2', '3', '4', '5']},
        ],
        chips: [],
      }),
    },
  },
  photodiode: {drawing: onboard('mcus2', {partId: 'photodiode'})},
  'temperatur-luftfeuchte': {drawing: board({connectors: [], chips: [HDC1080]})},
  tof: {drawing: board({connectors: [], chips: [VL53L8CX]})},
  truebner: {
    // TRUEBNER SMT50: probe about 135 × 21.5 mm on a 10 m cable (part record).
    drawing: {
      form: 'device',
      shape: 'probe',
      size: {width: 135, height: 21.5},
      name: 'SMT50',
      connectors: [],
      cable: true,
    },
  },
  umweltsensor: {
    // Print "Temp.+ Pressure Humidity Air-Quality" and "I2C: 0x76 open / 0x77 closed" next to the
    // address jumper (fact sheet, I2C-daisy picture of the Eye overview).
    drawing: board({
      connectors: [],
      chips: [BME680],
      print: ['Temp.+ Pressure', 'Humidity Air-Quality', 'I2C: 0x76 open', '0x77 closed'],
      extras: [{kind: 'addressJumper'}],
    }),
  },
  wassertemperatur: {
    // DS18B20 in a waterproof probe on a cable, read through the senseBox 1-Wire adapter (part record).
    drawing: {form: 'device', shape: 'probe', name: 'DS18B20', connectors: [], cable: true},
  },
  // npm run new:part adds new drawings above this line.
};

export function getPartDrawing(id: string): PartDrawingData {
  const data = PART_DRAWINGS[id];
  if (!data) throw new Error(`No drawing for part: ${id}`);
  return data;
}

/** Part ids without a drawing; empty when every part has one (a unit test checks). */
export function partsWithoutDrawing(): string[] {
  return PART_IDS.filter((id) => !PART_DRAWINGS[id]);
}

/** Whether the part is soldered onto a board (it has no box of its own). */
export function isOnboardPart(part: Part): boolean {
  return PART_DRAWINGS[part.id]?.drawing.form === 'onboard';
}
