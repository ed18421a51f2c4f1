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
import type {ChipPackage, Rotation, SurfaceColour} from '@site/plugins/drawings/draw/shapes';

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
  /** Distance between contacts in mm, where a data sheet gives one that is not the kind's usual one. */
  pitch?: number;
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

export type ModuleFact = {
  name: string;
  size: Size;
  /** Printed antenna at one end, mm. */
  antenna?: number;
  /** A module without a shield can, whose optical chamber (a dark tube) spans it: an NDIR gas sensor. */
  opticalTube?: boolean;
};

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

/** A fact about how a part looks that a source may leave open. */
export type LookFact = 'colour' | 'print' | 'size';

/**
 * Print placed where the layout file puts it, in the drawing's millimetres (origin top left, y down): the
 * centre of the text, its printed height and its turn (90: read top to bottom, 270: bottom to top).
 */
export type PlacedPrint = {text: string; x: number; y: number; size: number; rotate?: Rotation};

/**
 * What a learner recognises the real part by, each with its source: the colour of the board (or of a
 * device's top), and the text printed on its top side, exactly as printed (never translated). A string
 * is drawn as a line at the top of the board; a placed print where its layout file puts it. What no
 * source settles is named in `unsettled` and not drawn: the board keeps the drawings' neutral colour,
 * the print is left out.
 */
export type Look = {
  colour?: SurfaceColour;
  print?: ReadonlyArray<string | PlacedPrint>;
  /** Where colour and print come from. */
  source: string;
  unsettled?: readonly LookFact[];
};

/** A small circuit board: sensor boards, accessories. */
export type BoardForm = {
  form: 'board';
  /** Real size, where the record or a data sheet gives it; otherwise the drawing is not to scale. */
  size?: Size;
  connectors: readonly ConnectorFact[];
  chips: readonly ChipFact[];
  modules?: readonly ModuleFact[];
  look: Look;
  extras?: readonly ExtraFact[];
};

/** A Bee: a board with the two XBee contact rows (2 × 10, 2 mm pitch, rows 22 mm apart). */
export type BeeForm = {
  form: 'bee';
  size: Size;
  chips: readonly ChipFact[];
  modules?: readonly ModuleFact[];
  look: Look;
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
  /** For `fanBox`: the round fan sits in a corner and a nozzle (the air inlet) stands out of the left edge. */
  cornerFan?: boolean;
  /** Colour of the housing's top (`look.colour`) and its print. */
  look: Look;
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

// ---------------------------------------------------------------- looks
// The senseBox sensor boards' own layout files: watterott/senseBox-Sensors hardware/*.brd (Eagle). Their
// top print (layer tPlace) is given below as printed; sizes are the files' board outlines. Print smaller
// than 1.2 mm in the files (the I2C addresses, pin names) is left out: too small to read in a drawing.
// Positions are the files' (origin bottom left, y up) turned into the drawing's (origin top left, y down).
const SENSORS_REPO = 'watterott/senseBox-Sensors';
// The senseBox names its I2C sensor boards and the display "the green sensors" (the I2C port's caption on
// the board overview pages); which boards that covers is listed with each look below.
const GREEN_SENSORS = 'colour: the senseBox calls the I2C sensor boards and the display "the green sensors"';
// Colours seen on the parts themselves when the drawings were held against them:
// used for third-party modules whose makers' data sheets give no colour.
const SEEN_ON_PART = 'colour: seen on the real part when the drawings were held against it';

/** The print of a 25 × 25 mm senseBox sensor board: title lines at the top, chip names up the left edge, "senseBox" at the bottom. */
function sensorBoardPrint(title: readonly string[], chips: readonly string[]): PlacedPrint[] {
  return [
    ...title.map((text, index) => ({text, x: 12.5, y: 2.9 + index * 1.9, size: 1.2})),
    ...chips.map((text, index) => ({text, x: 2.8 + index * 1.9, y: 12.5, size: 1.2, rotate: 270 as const})),
    {text: 'senseBox', x: 12.5, y: 22.2, size: 1.2},
  ];
}

// Light and UV board, both versions 25 × 25 mm (the VEML-TSL board's outline; the part record gives the same).
const lightBoard = (lightChip: ChipFact, look: Look, connectors: readonly ConnectorFact[]): BoardForm =>
  board({size: {width: 25, height: 25}, connectors, chips: [lightChip, VEML6070], look});

// The LTR-329 version's board has no published layout file: its colour is that of the sensor boards,
// its print and sockets are not drawn.
const LTR_LOOK: Look = {
  colour: 'green',
  source: `${GREEN_SENSORS} (light and UV among them); no layout file gives the LTR-329 board's print`,
  unsettled: ['print'],
};

export const PART_DRAWINGS: Readonly<Record<string, PartDrawingData>> = {
  // ------------------------------------------------------------------ accessoires
  display: {
    // senseBox-OLED_v21.brd: board 45 × 25 mm (the part record's 24 mm width is not the layout's), its JST PH
    // socket J2 on the underside; panel WiseChip UG-2864HSWEG01, 26.7 × 19.26 mm (part record), so it fits
    // the board. The SSD1306 driver sits on the panel's glass.
    drawing: board({
      size: {width: 45, height: 25},
      connectors: [{kind: 'jstPh', count: 1, pins: 4, onBack: true}],
      chips: [],
      extras: [{kind: 'oledPanel', size: {width: 26.7, height: 19.26}}],
      look: {
        colour: 'green',
        // "OLED-Display" top centre (22.5/24), "WiseChip" / "UG-2864HSWEG01" up the left edge (2/12.5, R90),
        // "senseBox" up the right edge (43/12.5, R90).
        print: [
          {text: 'OLED-Display', x: 22.5, y: 1.6, size: 1.2},
          {text: 'WiseChip', x: 2.8, y: 12.5, size: 1, rotate: 270},
          {text: 'UG-2864HSWEG01', x: 4.6, y: 12.5, size: 1, rotate: 270},
          {text: 'senseBox', x: 42.2, y: 12.5, size: 1.2, rotate: 270},
        ],
        source: `${SENSORS_REPO} hardware/senseBox-OLED_v21.brd; ${GREEN_SENSORS} (the display is named with them)`,
      },
    }),
  },
  expander: {
    // senseBox-Expander_v20.brd: 45 × 25 mm, five JST PH sockets (J1–J5) on the top side; the drawing
    // places them itself, in two rows. The board prints "senseBox" "Expander" along its top edge and again,
    // upside down, along the bottom; drawn once, between the rows, where the sockets leave room.
    drawing: board({
      size: {width: 45, height: 25},
      connectors: [{kind: 'jstPh', count: 5, pins: 4}],
      chips: [],
      look: {
        print: ['senseBox Expander'],
        source: `${SENSORS_REPO} hardware/senseBox-Expander_v20.brd`,
        unsettled: ['colour'],
      },
    }),
  },
  gps: {
    // senseBox-CAM-M8Q_v21.brd: 35 × 25 mm; u-blox CAM-M8Q data sheet: module with built-in antenna,
    // 9.6 × 14.0 mm; the JST PH socket on the underside. The file prints its text upside down (R180): the
    // drawing shows the board turned half a turn, so it reads the right way up.
    drawing: board({
      size: {width: 35, height: 25},
      connectors: [{kind: 'jstPh', count: 1, pins: 4, onBack: true}],
      chips: [],
      modules: [{name: 'CAM-M8Q', size: {width: 9.6, height: 14}, antenna: 0}],
      look: {
        print: [
          {text: 'GPS, Galileo', x: 7, y: 2.6, size: 1},
          {text: 'GLONASS', x: 7, y: 4.5, size: 1},
          {text: 'BeiDou', x: 7, y: 6.4, size: 1},
          {text: 'GNSS', x: 18.6, y: 22.6, size: 1.4},
          {text: 'u-blox CAM-M8Q', x: 33, y: 12.5, size: 1.2, rotate: 90},
        ],
        source: `${SENSORS_REPO} hardware/senseBox-CAM-M8Q_v21.brd`,
        unsettled: ['colour'],
      },
    }),
  },
  'led-matrix': {
    // 96 LEDs in 12 columns and 8 rows (part record). No layout file of the board is published.
    drawing: board({
      connectors: [],
      chips: [],
      extras: [{kind: 'ledGrid', columns: 12, rows: 8}],
      look: {source: 'no layout file or data sheet names its colour or print', unsettled: ['colour', 'print']},
    }),
  },
  multiplexer: {
    // senseBox_I2C-Multiplexer_V11.brd (in the same repository): 45 × 25 mm, eight JST PH sockets on the
    // top side, TCA9548A; its name and the address pads A0–A2 are printed on the underside. Drawn without its
    // size: the drawing lines the eight sockets up in two rows, wider than the board's 45 mm.
    drawing: board({
      connectors: [{kind: 'jstPh', count: 8, pins: 4}],
      chips: [TCA9548A],
      extras: [{kind: 'addressJumper'}],
      look: {
        // The top side prints only the channel numbers 0–7 beside the sockets, which the drawing places itself.
        source: `${SENSORS_REPO} hardware/senseBox_I2C-Multiplexer_V11.brd`,
        unsettled: ['colour', 'print'],
      },
    }),
  },
  'rgb-led-esp32': {drawing: onboard('mcus2', {partId: 'rgb-led-esp32'})},
  'rgb-led': {
    // One WS2812 LED; the two JST sockets (in, out) are on the back (fact sheet, rgb-led page).
    drawing: board({
      connectors: [{kind: 'jstPh', count: 2, pins: 4, onBack: true}],
      chips: [],
      extras: [{kind: 'rgbLed', name: 'WS2812'}],
      look: {source: 'no layout file or data sheet names its colour or print', unsettled: ['colour', 'print']},
    }),
  },
  'rtc-modul': {
    // senseBox-RTC-RV8523_v20.brd: 25 × 25 mm; a coin cell holder (BAT1) takes the cell before the first
    // use (fact sheet, rtc-modul page, step 1); one JST PH and two Qwiic sockets on the underside.
    drawing: board({
      size: {width: 25, height: 25},
      connectors: [
        {kind: 'jstPh', count: 1, pins: 4, onBack: true},
        {kind: 'qwiic', count: 2, pins: 4, onBack: true},
      ],
      chips: [],
      extras: [{kind: 'coinCell'}],
      look: {
        // "senseBox" / "RTC" up the left edge (1.87/16.6, R90).
        print: [
          {text: 'senseBox', x: 1.9, y: 8.4, size: 1.27, rotate: 270},
          {text: 'RTC', x: 3.8, y: 8.4, size: 1.27, rotate: 270},
        ],
        source: `${SENSORS_REPO} hardware/senseBox-RTC-RV8523_v20.brd`,
        unsettled: ['colour'],
      },
    }),
  },
  solar_set: {
    // The charge controller the senseBox connects to: 23 × 45 mm, JST to an I2C port (part record).
    drawing: board({
      size: {width: 23, height: 45},
      connectors: [{kind: 'jstPh', count: 1, pins: 4}],
      chips: [],
      look: {
        // watterott/senseBox-SolarCharger holds a larger charger board, not this 23 × 45 mm one.
        source: 'no layout file of this board is published',
        unsettled: ['colour', 'print'],
      },
    }),
  },
  // ------------------------------------------------------------------ Bees
  'bluetooth-bee': {
    // u-blox NINA-B3 data sheet: NINA-B301 module 10.0 × 15.0 mm. Bee size: that of the other small Bees.
    drawing: {
      form: 'bee',
      size: {width: 24, height: 25},
      chips: [],
      modules: [{name: 'NINA-B3', size: {width: 10, height: 15}}],
      look: {source: 'no layout file of the Bee is published', unsettled: ['colour', 'print', 'size']},
    },
  },
  'ethernet-bee': {
    // 46 × 25 mm (part record); LAN socket for the network cable.
    drawing: {
      form: 'bee',
      size: {width: 46, height: 25},
      chips: [W5500],
      extras: [{kind: 'lanSocket'}],
      look: {source: 'no layout file of the Bee is published', unsettled: ['colour', 'print']},
    },
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
      look: {source: 'no layout file of the Bee is published', unsettled: ['colour', 'print']},
    },
  },
  'sd-bee': {
    // 24 × 21 mm (part record), a microSD slot.
    drawing: {
      form: 'bee',
      size: {width: 24, height: 21},
      chips: [],
      extras: [{kind: 'microSdSlot'}],
      look: {source: 'no layout file of the Bee is published', unsettled: ['colour', 'print']},
    },
  },
  'wifi-bee': {
    // 24 × 25 mm (part record); Microchip ATWINC1500-MR210PB module 21.7 × 14.7 mm with printed antenna.
    drawing: {
      form: 'bee',
      size: {width: 24, height: 25},
      chips: [],
      modules: [{name: 'ATWINC1500', size: {width: 14.7, height: 21.7}, antenna: 5}],
      look: {source: 'no layout file of the Bee is published', unsettled: ['colour', 'print']},
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
    // senseBox-SCD30_V20.brd: adapter board 45 × 25 mm, one JST PH and two Qwiic sockets on its underside,
    // "Sensirion SCD30" up its left edge (1.25/12.5, R90). Sensirion SCD30 data sheet: module 35 × 23 mm,
    // NDIR: its optical chamber is the dark tube along the module.
    drawing: board({
      size: {width: 45, height: 25},
      connectors: [
        {kind: 'jstPh', count: 1, pins: 4, onBack: true},
        {kind: 'qwiic', count: 2, pins: 4, onBack: true},
      ],
      chips: [],
      modules: [{name: 'SCD30', size: {width: 35, height: 23}, opticalTube: true}],
      look: {
        print: [{text: 'Sensirion SCD30', x: 2, y: 12.5, size: 1.2, rotate: 270}],
        source: `${SENSORS_REPO} hardware/senseBox-SCD30_V20.brd; the tube: ${SEEN_ON_PART}`,
        unsettled: ['colour'],
      },
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
      look: {
        colour: 'blue',
        source: `HC-SR04: a blue board with two silver capsules; ${SEEN_ON_PART}`,
        unsettled: ['print'],
      },
    }),
  },
  'feinstaub-sds011': {
    // Nova Fitness SDS011 specification V1.3: 71 × 70 × 23 mm, built-in fan, air inlet nozzle; its socket
    // has 7 contacts at 2.54 mm (CTL, 1µm, 5V, 25µm, GND, R, T), reached with the JST PHR-4 → SDS011
    // adapter cable (cable overview).
    drawing: {
      form: 'device',
      shape: 'fanBox',
      size: {width: 71, height: 70},
      name: 'SDS011',
      cornerFan: true,
      connectors: [{kind: 'deviceSocket', count: 1, pins: 7, pitch: 2.54}],
      look: {
        colour: 'black',
        source: `Nova Fitness SDS011 specification V1.3; a black plate with the fan in a corner: ${SEEN_ON_PART}`,
        unsettled: ['print'],
      },
    },
  },
  'feinstaub-sps30': {
    // Sensirion SPS30 data sheet: 40.6 × 40.6 × 12.2 mm housing, one 5-pin socket (plug JST ZHR-5, 1.5 mm).
    drawing: {
      form: 'device',
      shape: 'box',
      size: {width: 40.6, height: 40.6},
      name: 'SPS30',
      connectors: [{kind: 'deviceSocket', count: 1, pins: 5}],
      look: {
        colour: 'green',
        source: `Sensirion SPS30 data sheet; the green lid: ${SEEN_ON_PART}`,
        unsettled: ['print'],
      },
    },
  },
  'helligkeit-uv': {
    drawing: lightBoard(LTR329, LTR_LOOK, []),
    // Light chip TSL45315, or LTR-329ALS-01 since 02/2021; a program tells them by the ID it reads
    // from the chip at 0x29 (part record and fact sheet, helligkeit-uv page).
    versions: {
      list: [
        {
          name: 'TSL45315',
          // senseBox-VEML-TSL_v20.brd: its JST PH socket on the underside.
          drawing: lightBoard(
            TSL45315,
            {
              colour: 'green',
              print: sensorBoardPrint(['Light', 'visible + UV'], ['Vishay VEML6070', 'AMS TSL45315']),
              source: `${SENSORS_REPO} hardware/senseBox-VEML-TSL_v20.brd; ${GREEN_SENSORS} (light and UV among them)`,
            },
            [{kind: 'jstPh', count: 1, pins: 4, onBack: true}],
          ),
        },
        {name: 'LTR-329ALS-01', drawing: lightBoard(LTR329, LTR_LOOK, [])},
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
      extras: [{kind: 'microphoneCapsule'}],
      look: {
        print: ['Gravity', 'Sound Level Meter V1.0'],
        source: 'print: DFRobot SEN0232 as photographed (fact sheet)',
        unsettled: ['colour'],
      },
    }),
  },
  'luftdruck-temperatur-bmp280': {
    // senseBox-BMP280_v20.brd: 25 × 25 mm, its JST PH socket on the underside. It works on the senseBox MCU
    // only (part record), whose I2C ports are JST PH and take the JST PHR-4 cable (boardHardware.ts, cable
    // overview); it came before Qwiic.
    drawing: board({
      size: {width: 25, height: 25},
      connectors: [{kind: 'jstPh', count: 1, pins: 4, onBack: true}],
      chips: [BMP280],
      look: {
        colour: 'green',
        print: sensorBoardPrint(['Temperature', 'Pressure'], ['Bosch BMP280']),
        source: `${SENSORS_REPO} hardware/senseBox-BMP280_v20.brd; ${GREEN_SENSORS} (the pressure sensor among them)`,
      },
    }),
    // The DPS310 board replaced it; the print on the board tells them apart (fact sheet, luftdruck-temperatur page).
    lookalike: {part: 'luftdruck-temperatur', tellApart: [{by: 'print'}]},
  },
  'luftdruck-temperatur': {
    // One JST socket (part record). No layout file of the DPS310 board is published.
    drawing: board({
      connectors: [{kind: 'jstPh', count: 1, pins: 4}],
      chips: [DPS310],
      look: {
        colour: 'green',
        source: `${GREEN_SENSORS} (the pressure sensor among them); no layout file gives its print`,
        unsettled: ['print', 'size'],
      },
    }),
    lookalike: {part: 'luftdruck-temperatur-bmp280', tellApart: [{by: 'print'}]},
  },
  mikro: {
    // 30 × 11 mm (part record); pins GND, 5V, Signal (fact sheet, wiring); an electret capsule.
    drawing: board({
      size: {width: 30, height: 11},
      connectors: [{kind: 'contacts', count: 1, pins: 3, labels: ['GND', '5V', 'Signal']}],
      chips: [],
      extras: [{kind: 'microphoneCapsule'}],
      look: {source: 'no layout file or data sheet names its colour or print', unsettled: ['colour', 'print']},
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
      look: {source: 'Hydreon RG-15 (part record); its colour and print are not drawn', unsettled: ['colour', 'print']},
      adapter: board({
        connectors: [
          {kind: 'jstPh', count: 1, pins: 4},
          {kind: 'qwiic', count: 1, pins: 4, print: '3.3V only'},
          {kind: 'terminalBlock', count: 1, pins: 5, labels: ['1', '2', '3', '4', '5']},
        ],
        chips: [],
        look: {
          source: 'the adapter as photographed (fact sheet): only the socket print is given',
          unsettled: ['colour', 'print'],
        },
      }),
    },
  },
  photodiode: {drawing: onboard('mcus2', {partId: 'photodiode'})},
  'temperatur-luftfeuchte': {
    // senseBox-HDC1080_v22.brd: 25 × 25 mm, one JST PH and two Qwiic sockets on the underside.
    drawing: board({
      size: {width: 25, height: 25},
      connectors: [
        {kind: 'jstPh', count: 1, pins: 4, onBack: true},
        {kind: 'qwiic', count: 2, pins: 4, onBack: true},
      ],
      chips: [HDC1080],
      look: {
        colour: 'green',
        print: sensorBoardPrint(['Temperature', 'Humidity'], ['TI HDC1080']),
        source: `${SENSORS_REPO} hardware/senseBox-HDC1080_v22.brd; ${GREEN_SENSORS} (temperature and humidity among them)`,
      },
    }),
  },
  tof: {
    drawing: board({
      connectors: [],
      chips: [VL53L8CX],
      look: {
        colour: 'green',
        source: `${GREEN_SENSORS} (the time-of-flight sensor among them); no layout file gives its print or size`,
        unsettled: ['print', 'size'],
      },
    }),
  },
  truebner: {
    // TRUEBNER SMT50: probe about 135 × 21.5 mm on a 10 m cable (part record).
    drawing: {
      form: 'device',
      shape: 'probe',
      size: {width: 135, height: 21.5},
      name: 'SMT50',
      connectors: [],
      cable: true,
      look: {
        source: 'TRUEBNER SMT50 (part record); its colour and print are not drawn',
        unsettled: ['colour', 'print'],
      },
    },
  },
  umweltsensor: {
    // senseBox-BME680_v20.brd: 25 × 25 mm; the address jumper J1 (0x76 open, 0x77 closed).
    drawing: board({
      size: {width: 25, height: 25},
      connectors: [],
      chips: [BME680],
      extras: [{kind: 'addressJumper'}],
      look: {
        colour: 'green',
        print: sensorBoardPrint(['Temp.+ Pressure', 'Humidity', 'Air-Quality'], ['Bosch BME680']),
        source: `${SENSORS_REPO} hardware/senseBox-BME680_v20.brd; ${GREEN_SENSORS} (the environmental sensor among them)`,
      },
    }),
  },
  wassertemperatur: {
    // DS18B20 in a waterproof probe on a cable, read through the senseBox 1-Wire adapter (part record).
    drawing: {
      form: 'device',
      shape: 'probe',
      name: 'DS18B20',
      connectors: [],
      cable: true,
      look: {source: 'DS18B20 probe (part record); its colour and print are not drawn', unsettled: ['colour', 'print']},
    },
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
