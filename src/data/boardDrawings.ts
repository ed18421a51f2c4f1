/**
 * Where things sit on each senseBox board, for the identification drawings
 * (src/components/PartDrawing). Positions, sizes and printed texts come from
 * the boards' own layout files (Eagle .brd, in millimetres), named per board
 * below; the values keep the files' coordinates (origin and y axis as in the
 * file), and the drawing turns them into its own. What a port or part is
 * called, and which port is which, stays in boardHardware.ts: an item here
 * points at a port id or an on-board part kind and takes its printed label
 * from there, so each fact is written once.
 *
 * Only what the layout files place is drawn; resistors, capacitors and other
 * small parts that tell nothing apart are left out.
 */
import type {BoardHardwareId, OnboardPartKind} from './boardHardware';
import type {LookFact} from './partDrawings';
import type {ButtonCap, ChipPackage, LedColor, Rotation, SurfaceColour} from '@site/plugins/drawings/draw/shapes';

/** A point in the layout file's coordinates (mm), with the shape's turn in the drawing. */
export type LayoutPoint = {x: number; y: number; rotate?: Rotation};

/** What an item stands for, so a page can highlight it and the caption can name it. */
export type ItemRef = {
  /** A port id of boardHardware.ts. */
  port?: string;
  /** On-board part kinds of boardHardware.ts this item is (a radio module can be two). */
  parts?: readonly OnboardPartKind[];
  /** A part id of parts.ts whose page is about this item. */
  partId?: string;
};

export type BoardItem = ItemRef &
  LayoutPoint &
  (
    | {shape: 'jstPh'; pins: number}
    | {shape: 'jstSh'; pins: number}
    | {shape: 'usbC' | 'microUsb'}
    | {shape: 'xbeeRow'}
    | {shape: 'sdSlot'; width: number; height: number}
    | {shape: 'antenna'}
    | {shape: 'fpc'; width: number}
    | {shape: 'chip'; width: number; height: number; package: ChipPackage; marking?: 'processorPartNumber'}
    | {shape: 'module'; width: number; height: number; antenna: number; marking?: readonly string[]}
    | {
        shape: 'button';
        size: number;
        height?: number;
        cap?: ButtonCap;
        /** Pushed from the side: its plunger, facing the way `rotate` turns the shape's top edge. */
        plunger?: {width: number; depth: number};
      }
    | {shape: 'switch'; width: number; height: number}
    | {shape: 'led'; width: number; height: number; color?: LedColor}
    | {shape: 'photodiode'; width: number; height: number}
    | {shape: 'camera'; size: number}
  );

/**
 * Text printed on the board. `text` is print that no other data holds (a board
 * name, "I2C" beside a socket), where `{revision}` stands for the revision
 * drawn; an item with `port`, `parts` or `partId` and no
 * `text` prints that port's or part's label from boardHardware.ts / parts.ts.
 * `lines` breaks a label the way the board does (joined by spaces, or directly
 * after a hyphen, they give the label).
 */
export type SilkItem = ItemRef &
  LayoutPoint & {
    text?: string;
    lines?: readonly string[];
    /** Printed height in mm. */
    size: number;
  };

export type BoardSideDrawing = {
  /** Side in boardHardware.ts terms; the Eye's "top" is its camera side. */
  side: 'top' | 'bottom';
  /** Seen from this side the layout file's x axis is mirrored (the file's bottom layer). */
  mirrored: boolean;
  items: readonly BoardItem[];
  silk: readonly SilkItem[];
};

export type BoardDrawingData = {
  board: BoardHardwareId;
  /** The layout file the values come from, for the record. */
  source: string;
  /**
   * Board outline in the file's coordinates. `points`: the corners of an outline that is not a
   * rectangle, in order, each rounded by its `r` (the file's arcs), from the file's Dimension layer.
   */
  outline: {
    minX: number;
    minY: number;
    maxX: number;
    maxY: number;
    radius: number;
    points?: ReadonlyArray<{x: number; y: number; r?: number}>;
  };
  /** The board's colour and where it comes from; what no source settles is named in `unsettled`. */
  look: {colour?: SurfaceColour; source: string; unsettled?: readonly LookFact[]};
  holes: ReadonlyArray<{x: number; y: number; diameter: number}>;
  /** Drawn sides, the one readers see first first. */
  sides: readonly BoardSideDrawing[];
  /**
   * Revisions drawn side by side, each with its items that differ (they replace
   * the items of the same port or parts) and its print that moved (replacing the
   * print of the same port or parts). The names are those of boardHardware.ts
   * `revisions`; a board without them names the one revision its layout file is.
   */
  revisions?: ReadonlyArray<{name: string; replace: readonly BoardItem[]; silk?: readonly SilkItem[]}>;
};

const at = (x: number, y: number, rotate?: Rotation): LayoutPoint => (rotate ? {x, y, rotate} : {x, y});

// ---------------------------------------------------------------- senseBox MCU
// watterott/senseBox-MCU hardware/senseBox-MCU_v13.brd and _v15.brd (identical but for the USB socket
// J1 and the revision print). Ports: J5/J6/J8 = A/B/C (printed "A", "B", "C", pins GND 5V 1 2 …),
// J4/J7 = UART "1"/"2" (Rx Tx), J9–J13 = I2C (SDA SCL), J2 = battery (GND 5V), SW2 = reset (part "…-Red"),
// SW1 = the second button, IC2 = ATSAMD21G18A (QFN48, 7 mm), IC6 = BMX055, IC7 = ATECC608A ("ECC").
const MCU_DRAWING: BoardDrawingData = {
  board: 'mcu',
  source: 'watterott/senseBox-MCU hardware/senseBox-MCU_v13.brd, senseBox-MCU_v15.brd',
  // The stepped edge: a notch 10 mm deep on each side between the XBee rows (y 13–29), and the corner
  // below the USB socket cut back 6 mm (x 0–6 from y 43 up).
  outline: {
    minX: 0,
    minY: 0,
    maxX: 86,
    maxY: 66,
    radius: 1,
    points: [
      {x: 0, y: 0, r: 2},
      {x: 86, y: 0, r: 2},
      {x: 86, y: 13, r: 2},
      {x: 76, y: 13, r: 1},
      {x: 76, y: 29, r: 1},
      {x: 86, y: 29, r: 2},
      {x: 86, y: 66, r: 2},
      {x: 6, y: 66, r: 2},
      {x: 6, y: 43, r: 2},
      {x: 0, y: 43, r: 2},
      {x: 0, y: 29, r: 2},
      {x: 10, y: 29, r: 1},
      {x: 10, y: 13, r: 1},
      {x: 0, y: 13, r: 2},
    ],
  },
  // The MCU is "the green MCU" in the home kit's build steps (its text since the first site).
  look: {colour: 'green', source: 'the home kit build steps call it the green MCU'},
  holes: [
    {x: 21, y: 4, diameter: 3},
    {x: 81, y: 4, diameter: 3},
    {x: 51, y: 4, diameter: 4.2},
    {x: 21, y: 62, diameter: 3},
    {x: 81, y: 62, diameter: 3},
    {x: 51, y: 62, diameter: 4.2},
  ],
  sides: [
    {
      side: 'top',
      mirrored: false,
      items: [
        {shape: 'microUsb', port: 'usb', ...at(6.5, 50, 270)},
        {shape: 'jstPh', pins: 2, port: 'battery', ...at(11.5, 60)},
        {shape: 'jstPh', pins: 4, port: 'digital-a', ...at(32.5, 42)},
        {shape: 'jstPh', pins: 4, port: 'digital-b', ...at(32.5, 51)},
        {shape: 'jstPh', pins: 4, port: 'digital-c', ...at(32.5, 60)},
        {shape: 'jstPh', pins: 4, port: 'uart-1', ...at(48, 42)},
        {shape: 'jstPh', pins: 4, port: 'uart-2', ...at(48, 51)},
        {shape: 'jstPh', pins: 4, port: 'i2c-1', ...at(63, 42)},
        {shape: 'jstPh', pins: 4, port: 'i2c-2', ...at(77, 42)},
        {shape: 'jstPh', pins: 4, port: 'i2c-3', ...at(63, 51)},
        {shape: 'jstPh', pins: 4, port: 'i2c-4', ...at(77, 51)},
        {shape: 'jstPh', pins: 4, port: 'i2c-5', ...at(70, 60)},
        // XBEE1 and XBEE2: two rows of ten 2 mm contacts each, 25 mm apart.
        {shape: 'xbeeRow', port: 'xbee1', ...at(14, 8.5)},
        {shape: 'xbeeRow', port: 'xbee1', ...at(14, 33.5)},
        {shape: 'xbeeRow', port: 'xbee2', ...at(72, 8.5)},
        {shape: 'xbeeRow', port: 'xbee2', ...at(72, 33.5)},
        {shape: 'chip', width: 7, height: 7, package: 'qfn', marking: 'processorPartNumber', ...at(40.75, 20.75)},
        {shape: 'chip', width: 4.5, height: 3, package: 'lga', parts: ['imu'], partId: 'bmx055', ...at(30, 5)},
        {shape: 'chip', width: 2, height: 3, package: 'dfn', parts: ['cryptoChip'], ...at(37.6, 4.9)},
        {shape: 'button', size: 6, parts: ['resetButton'], ...at(9.4, 40)},
        {shape: 'button', size: 6, parts: ['userButton'], ...at(42.5, 6)},
        // The LEDs' package C0603 stands upright in the file (0.8 × 1.6 mm, contacts above and below);
        // the colour is each part's value. D2 "red" and D3 "green" beside the reset button, D7 and D8
        // (turned R180) "green", all upright; D16 (R270) and D20 (R90) "green", lying.
        {shape: 'led', width: 0.8, height: 1.6, color: 'red', ...at(5, 40)},
        {shape: 'led', width: 0.8, height: 1.6, color: 'green', ...at(3.5, 40)},
        {shape: 'led', width: 0.8, height: 1.6, color: 'green', ...at(25.5, 18.4)},
        {shape: 'led', width: 0.8, height: 1.6, color: 'green', ...at(60.5, 23.6)},
        {shape: 'led', width: 1.6, height: 0.8, color: 'green', ...at(51.5, 56)},
        {shape: 'led', width: 1.6, height: 0.8, color: 'green', ...at(59.5, 56)},
      ],
      silk: [
        {text: 'senseBox MCU', size: 2, ...at(75.5, 5.8)},
        // The XBee sockets' names (XBEE1 16/21 read upwards, XBEE2 70/21 read downwards, 1.4 mm) and the
        // data contacts' names beside the I2C sockets ("SDA", "SCL", 0.7 mm each, one text here at 1.6 mm).
        // The port group names the pages quote ("I2C/Wire", "UART/Serial") are no text in the file: its
        // tPlace layer holds them only as a bitmap of 1,500 thin rectangles that the drawing cannot read back,
        // so they are not drawn.
        {text: 'XBEE1', size: 1.4, ...at(16, 21, 270)},
        {text: 'XBEE2', size: 1.4, ...at(70, 21, 90)},
        {text: 'SDA SCL', size: 0.7, ...at(65.1, 45.6)},
        {text: 'SDA SCL', size: 0.7, ...at(79.1, 45.6)},
        {text: 'SDA SCL', size: 0.7, ...at(72.1, 54.6)},
        {text: 'Rev {revision}', size: 1.2, ...at(70, 3)},
        {port: 'digital-a', size: 1.4, ...at(26.5, 39)},
        {port: 'digital-b', size: 1.4, ...at(26.5, 48)},
        {port: 'digital-c', size: 1.4, ...at(26.5, 57)},
        {port: 'uart-1', size: 1.4, ...at(42.3, 39)},
        {port: 'uart-2', size: 1.4, ...at(42.3, 48)},
        {parts: ['imu'], size: 0.8, ...at(26.4, 7.2, 270)},
        {text: 'ECC', size: 0.8, ...at(35.3, 4.3, 270)},
      ],
    },
  ],
  revisions: [
    // Rev 1.3: Micro-USB (J1 USB-MICROB at 8/50); Rev 1.5: USB-C (J1 USB-C-S at 11.5/50, turned 180°).
    // The reset button's cap colour per revision is boardHardware.ts's (`colourByRevision`). The second
    // button's cap (SW1 "…-Grey" in the files, blue on the Rev 1.2 photo) is not coloured.
    {name: '1.3', replace: [{shape: 'microUsb', port: 'usb', ...at(6.5, 50, 270)}]},
    {name: '1.5', replace: [{shape: 'usbC', port: 'usb', ...at(8.9, 50, 270)}]},
  ],
};

// ------------------------------------------------------------- senseBox MCU-S2
// sensebox/senseBox-MCU-S2-ESP32S2 hardware/2.1/SenseBox-MCU-2-1.brd (the fact sheet's picture shows
// "MCU 2.1"); origin in the board's centre. X7/X8 I2C, X4 UART, X6/X5/X3 GPIO A/B/C (JST SH, BM04B),
// X9 Ext. 5V, IC9 Ext. On, X2 battery (JST PH; its footprint, named B4B-PH-SM4-TB, has two contacts, pad 1
// VBAT and pad 2 GND, and two mounting tabs), X10/X11 the XBee rows, X12 microSD (card entry on the
// right edge), IC3 ESP32-S2-MINI-1 (antenna end towards the bottom edge), IC6 IMU, D5 light sensor
// (photodiode IN-S63DTLS, package 0603N: 1.6 × 0.8 mm, at 20/16, in both 2.1 and 2.2; the schematic's
// device is PHOTODIODE, its sheet titled "Light Sensor"), D4 RGB LED (5050), SW3 reset (WS-TASU, pushed
// from the left edge: its footprint draws a 4.7 × 3.5 mm body and, on one long edge, a 2.6 × 1 mm
// plunger and no cap; turned R270 that edge faces the board's left edge), SW2 boot (WS-TRS-6x3.5, a
// 6 × 3.5 mm push button whose footprint draws a rectangular cap of 3.25 × 1.5 mm, centred within
// 0.13 mm), SW1 power slide switch (WS-SLSV, 5.5 × 6.6 mm, slides along the left edge).
// Board corners: arcs of 6 mm radius in the outline layer.
// The 2.1 schematic (SenseBox-MCU-2-1.sch) also places an ICM-42670-P (IC8, "IMU-Sensor (Alternative)")
// below the MPU-6050; which boards carry it the files do not say, so only the MPU-6050 is drawn.
// hardware/2.2/SenseBox-MCU-2-2.brd (commit e386d70, 2025-06-23) keeps the outline, the sockets, the
// module and the LEDs, and differs in what `revisions` below lists. Not drawn: beside the battery
// socket 2.2 prints "VBAT" and "GND" the other way round (2.1: VBAT -34.75/-13.55, GND -34.5/-9.25;
// 2.2: VBAT -34.75/-7.78, GND -34.627/-14.893; in both files pad 1 is VBAT), 2.1 carries a 10 mm maker
// logo (U$3, top) that 2.2 drops, and 2.2's underside adds "open Hardware" and four small logos.
const MCU_S2_DRAWING: BoardDrawingData = {
  board: 'mcus2',
  source: 'sensebox/senseBox-MCU-S2-ESP32S2 hardware/2.1/SenseBox-MCU-2-1.brd, hardware/2.2/SenseBox-MCU-2-2.brd',
  // Its outline (Dimension layer, the same in 2.1 and 2.2): a cut-out 45.4 mm wide in the bottom edge, into
  // which the radio module's antenna end reaches (y −34 to −17.5), a notch 16 mm wide in the top edge
  // (y 24–34), and a shallow notch (1.5 mm) in each side edge (y 10.95–22.95).
  outline: {
    minX: -37,
    minY: -34,
    maxX: 37,
    maxY: 34,
    radius: 6,
    points: [
      {x: -37, y: -34, r: 6},
      {x: -22.7, y: -34},
      {x: -22.7, y: -17.5, r: 1},
      {x: 22.7, y: -17.5, r: 1},
      {x: 22.7, y: -34},
      {x: 37, y: -34, r: 6},
      {x: 37, y: 10.95},
      {x: 35.5, y: 10.95, r: 1},
      {x: 35.5, y: 22.95, r: 1},
      {x: 37, y: 22.95},
      {x: 37, y: 34, r: 6},
      {x: 9, y: 34},
      {x: 8, y: 34, r: 0.5},
      {x: 8, y: 24, r: 1},
      {x: -8, y: 24, r: 1},
      {x: -8, y: 34, r: 0.5},
      {x: -37, y: 34, r: 6},
      {x: -37, y: 22.95},
      {x: -35.5, y: 22.95, r: 1},
      {x: -35.5, y: 10.95, r: 1},
      {x: -37, y: 10.95},
    ],
  },
  look: {source: 'no source names the board colour', unsettled: ['colour']},
  holes: [
    {x: -24.5, y: 29, diameter: 3.2},
    {x: 24.5, y: 29, diameter: 3.2},
    {x: 11, y: 32, diameter: 2.5},
    {x: -11, y: 32, diameter: 2.5},
  ],
  sides: [
    {
      side: 'top',
      mirrored: false,
      items: [
        {shape: 'usbC', port: 'usb', ...at(-34, 5, 270)},
        {shape: 'jstPh', pins: 2, port: 'battery', ...at(-29.5, -11, 90)},
        {shape: 'jstSh', pins: 2, port: 'ext-5v', ...at(-32, 15, 270)},
        {shape: 'jstSh', pins: 5, port: 'ext-on', ...at(-32, -28, 270)},
        {shape: 'jstSh', pins: 4, port: 'i2c-x7', ...at(-32, 27, 270)},
        {shape: 'jstSh', pins: 4, port: 'i2c-x8', ...at(32, 27, 90)},
        {shape: 'jstSh', pins: 4, port: 'uart-x4', ...at(32, 16, 90)},
        {shape: 'jstSh', pins: 4, port: 'digital-a', ...at(31.95, 5, 90)},
        {shape: 'jstSh', pins: 4, port: 'digital-b', ...at(25, 5, 90)},
        {shape: 'jstSh', pins: 4, port: 'digital-c', ...at(18, 5, 90)},
        {shape: 'xbeeRow', port: 'xbee', ...at(-11, 20, 90)},
        {shape: 'xbeeRow', port: 'xbee', ...at(11, 20, 90)},
        {shape: 'sdSlot', width: 14, height: 15.2, port: 'sdcard', partId: 'sd', ...at(28.5, -9.5, 90)},
        {shape: 'module', width: 15.4, height: 20.5, antenna: 5.3, parts: ['wifi'], partId: 'wifi', ...at(0, -12, 180)},
        {shape: 'chip', width: 4, height: 4, package: 'qfn', parts: ['imu'], partId: 'mpu6050', ...at(-18.6, 18.15)},
        {shape: 'photodiode', width: 1.6, height: 0.8, parts: ['lightSensor'], partId: 'photodiode', ...at(20, 16)},
        {shape: 'led', width: 5, height: 5, parts: ['rgbLed'], partId: 'rgb-led-esp32', ...at(29.5, -22)},
        {
          shape: 'button',
          size: 4.7,
          height: 3.5,
          plunger: {width: 2.6, depth: 1},
          parts: ['resetButton'],
          ...at(-34.8, -3.75, 270),
        },
        {
          shape: 'button',
          size: 6,
          height: 3.5,
          cap: {width: 3.25, height: 1.5},
          parts: ['bootButton'],
          ...at(14, -9.5, 90),
        },
        {shape: 'switch', width: 6.6, height: 5.5, parts: ['powerSwitch'], ...at(-29.5, -19.5, 90)},
        // D1 (value "red") and D6 ("green") beside the reset button: package 0603N, turned R270, so upright.
        {shape: 'led', width: 0.8, height: 1.6, color: 'red', ...at(-30.05, -5)},
        {shape: 'led', width: 0.8, height: 1.6, color: 'green', ...at(-30.05, -2)},
      ],
      silk: [
        {text: 'senseBox', size: 1.5, ...at(-18.6, -14.3)},
        {text: 'MCU {revision}', size: 2, ...at(-17.8, -16.6)},
        {text: 'USB', size: 1.5, ...at(-27.8, 8.7)},
        {text: 'I2C', size: 1.5, ...at(-32.3, 31.6)},
        {text: 'I2C', size: 1.5, ...at(31, 31.6)},
        {text: 'UART', size: 1.5, ...at(29.5, 20.5)},
        {text: 'GPIO', size: 1.5, ...at(35.4, 5.5, 270)},
        {port: 'digital-a', size: 1.5, ...at(32.8, 9.6)},
        {port: 'digital-b', size: 1.5, ...at(25.8, 9.6)},
        {port: 'digital-c', size: 1.5, ...at(18.9, 9.6)},
        {port: 'ext-5v', size: 1.5, ...at(-30.6, 18.5)},
        {port: 'ext-on', size: 1.5, ...at(-35.4, -28.4, 270)},
        {port: 'battery', size: 1.5, ...at(-35.6, -11.8, 270)},
        {port: 'xbee', size: 1.5, ...at(0.4, 17.4)},
        {port: 'sdcard', size: 1.5, ...at(27.9, -1.3)},
        {text: 'Reset', parts: ['resetButton'], size: 1.5, ...at(-31.7, -3.6, 270)},
        {parts: ['powerSwitch'], size: 1.5, ...at(-34.8, -18.8, 270)},
        // A two-line print grows upwards from its point in the file ("Boot-Switch" 11.05/-4.65, "Light
        // Sensor" 15.05/16.95): drawn at its middle, clear of the part below it as on the board.
        {parts: ['bootButton'], lines: ['Boot-', 'Switch'], size: 1.5, ...at(13.6, -2.8)},
        {partId: 'mpu6050', size: 1.5, ...at(-23.6, 18.5)},
        {partId: 'photodiode', lines: ['Light', 'Sensor'], size: 1.5, ...at(17.6, 18.8)},
        {partId: 'rgb-led-esp32', size: 1.5, ...at(27.8, -18.5)},
      ],
    },
  ],
  revisions: [
    {name: '2.1', replace: []},
    // SenseBox-MCU-2-2.brd: IC7 ICM20948 (QFN24, 3 × 3 mm, pin 1 top left) at -18.923/14.351 in place of
    // the MPU-6050 (QFN24, 4 × 4 mm, at -18.6/18.15); SW2 boot TL3365 (4.5 × 3.2 mm, its footprint's cap
    // a circle of radius 1.3 mm) at 14.224/-10.668; SW3 reset PTS840P ("C&K PTS840 PM SMTR", pushed from
    // the side: a 3.5 × 2.9 mm body, on one long edge a plunger 1.6–1.8 mm wide standing 0.65 mm out, no
    // cap; turned R270 towards the left edge, like 2.1's) at -35.506/-3.81; SW1 power CUS-22B (6.8 × 4.2 mm,
    // turned R90, slides along the edge) at -28.575/-19.558. The prints "Boot-Switch" (10.161/-7.444)
    // and "Reset" (-32.2/-6.4) follow their buttons; "MCU 2.2" stands where "MCU 2.1" stood.
    {
      name: '2.2',
      replace: [
        {shape: 'chip', width: 3, height: 3, package: 'qfn', parts: ['imu'], ...at(-18.92, 14.35)},
        {
          shape: 'button',
          size: 4.5,
          height: 3.2,
          cap: {diameter: 2.6},
          parts: ['bootButton'],
          ...at(14.22, -10.67, 90),
        },
        {
          shape: 'button',
          size: 3.5,
          height: 2.9,
          plunger: {width: 1.7, depth: 0.65},
          parts: ['resetButton'],
          ...at(-35.51, -3.81, 270),
        },
        // Drawn turned like 2.1's switch, so that both knobs stand at the same end.
        {shape: 'switch', width: 6.8, height: 4.2, parts: ['powerSwitch'], ...at(-28.58, -19.56, 90)},
      ],
      silk: [
        {parts: ['bootButton'], lines: ['Boot-', 'Switch'], size: 1.5, ...at(12.7, -5.6)},
        {text: 'Reset', parts: ['resetButton'], size: 1.5, ...at(-32.7, -3.6, 270)},
      ],
    },
  ],
};

// ------------------------------------------------------------ senseBox MCU mini
// watterott/senseBox-MCU hardware/senseBox-MCU_mini_v11.brd. Top: J12/J13 JST SH (I2C), J2 JST SH
// beside the print "Fan" (GND and +5V in senseBox-MCU_mini_v11.sch), D1 WS2812B RGB LED, J1 USB-C
// (opening on the right edge), SW2 reset (red), SW1, XBEE1. Bottom (seen from below, mirrored):
// J5 "IO1-2", J4 "UART", SD1 microSD slot, D16 green LED.
// SW1 and SW2 sit on the footprint PTS840P ("C&K PTS840 PM SMTR", a button pushed from the side; their
// values name a PTS645, a 6 mm button the footprint cannot take): a 3.5 × 2.9 mm body with, on one
// long edge, a plunger 1.6–1.8 mm wide standing 0.65 mm out, and no cap; turned R90, that edge faces
// the board's right edge. The LEDs' package C0603 stands upright (0.8 × 1.6 mm) and none is turned;
// the colour is each part's value.
const MCU_MINI_DRAWING: BoardDrawingData = {
  board: 'mini',
  source: 'watterott/senseBox-MCU hardware/senseBox-MCU_mini_v11.brd',
  // Its cut-out: the left edge steps in 10 mm between y 6 and 22 (Dimension layer).
  outline: {
    minX: 0,
    minY: 0,
    maxX: 45,
    maxY: 28,
    radius: 1,
    points: [
      {x: 0, y: 0, r: 2},
      {x: 45, y: 0, r: 2},
      {x: 45, y: 28, r: 2},
      {x: 0, y: 28, r: 2},
      {x: 0, y: 22, r: 2},
      {x: 10, y: 22, r: 2},
      {x: 10, y: 6, r: 2},
      {x: 0, y: 6, r: 2},
    ],
  },
  look: {source: 'no source names the board colour', unsettled: ['colour']},
  holes: [
    {x: 2, y: 2, diameter: 2.5},
    {x: 2, y: 24, diameter: 2.5},
  ],
  sides: [
    {
      side: 'top',
      mirrored: false,
      items: [
        {shape: 'jstSh', pins: 4, port: 'i2c-1', ...at(27.94, 25.4)},
        {shape: 'jstSh', pins: 4, port: 'i2c-2', ...at(36.58, 25.4)},
        {shape: 'xbeeRow', port: 'xbee', ...at(13, 1.5)},
        {shape: 'xbeeRow', port: 'xbee', ...at(13, 26.5)},
        {shape: 'jstSh', pins: 4, port: 'fan', ...at(12.07, 14.03, 270)},
        {shape: 'usbC', port: 'usb', ...at(42.1, 14, 90)},
        {shape: 'chip', width: 7, height: 7, package: 'qfn', ...at(32.4, 9.27)},
        {shape: 'led', width: 5, height: 5, parts: ['rgbLed'], ...at(25.49, 14)},
        {shape: 'button', size: 3.5, height: 2.9, plunger: {width: 1.7, depth: 0.65}, ...at(43.63, 5, 90)},
        {shape: 'button', size: 3.5, height: 2.9, plunger: {width: 1.7, depth: 0.65}, ...at(43.5, 23, 90)},
        // D2 "red" and D3 "green" beside the reset button, D7 and D20 "green".
        {shape: 'led', width: 0.8, height: 1.6, color: 'red', ...at(40.75, 5)},
        {shape: 'led', width: 0.8, height: 1.6, color: 'green', ...at(39.5, 5)},
        {shape: 'led', width: 0.8, height: 1.6, color: 'green', ...at(22.5, 20.38)},
        {shape: 'led', width: 0.8, height: 1.6, color: 'green', ...at(32.26, 26.16)},
      ],
      silk: [
        {text: 'I2C', size: 1.2, ...at(27.9, 18.8)},
        {port: 'fan', size: 1.2, ...at(17.6, 20.5)},
        {text: 'Xbee', size: 1.2, ...at(18.2, 12.4)},
        {text: 'Reset', size: 0.9, ...at(41.5, 5, 270)},
        {text: 'SW1', size: 1.2, ...at(41.3, 23, 270)},
      ],
    },
    {
      side: 'bottom',
      mirrored: true,
      items: [
        {shape: 'jstSh', pins: 4, port: 'io', ...at(27.94, 25.4)},
        {shape: 'jstSh', pins: 4, port: 'uart', ...at(36.58, 25.4)},
        {shape: 'sdSlot', width: 11.5, height: 15.3, port: 'sdcard', ...at(10.5, 13.7, 270)},
        // D16 "green" (bottom layer, MR0) lies under D20 of the top side, on its own net.
        {shape: 'led', width: 0.8, height: 1.6, color: 'green', ...at(32.25, 26.19)},
      ],
      silk: [
        {text: 'senseBox', size: 2, ...at(25.5, 6.8)},
        {text: 'MCU mini V1.1', size: 1.5, ...at(26.5, 4.5)},
        {port: 'uart', size: 1, ...at(41.7, 22.3, 90)},
        {text: 'IO1-2', size: 1, ...at(24.7, 22.3, 90)},
      ],
    },
  ],
};

// ------------------------------------------------------------- senseBox MCU Eye
// sensebox/senseBox_Eye hardware/schematics/v1.5/SenseBox-Eye_v1.5.brd. Its bottom layer is the side
// boardHardware.ts calls "top" (camera side): J2 U.FL "Lora Ant.", D1 RGB LED "LED", IC2 camera
// connector, IC10 ICM20948, SW1 "Rst", SW2 "Boot", SW3 "Sw", J6 "GPIO", J4 "Qwiic", J5 "5V Out", SW4
// "off"/"on", and beside SW3 the LEDs D4 (value "red", at 47.149/8.414, MR180) and D7 ("green", at
// 47.117/10.351, MR0), package 0603N: 1.6 × 0.8 mm, lying. Its top layer: IC1 ESP32-S3-WROOM-1
// (antenna end at the top edge), IC4 RFM9xW LoRa module, SD1 microSD, J1 USB-C "USB charge & prog."
// (right edge), J3 "Battery" (JST PH, 2 contacts).
// The drawing lies on the board's long side; the annotated renders show it upright, turned a quarter turn
// (antenna socket top left, ports along the bottom edge on the camera side).
const MCU_EYE_DRAWING: BoardDrawingData = {
  board: 'eye',
  source: 'sensebox/senseBox_Eye hardware/schematics/v1.5/SenseBox-Eye_v1.5.brd',
  outline: {minX: 0, minY: 0, maxX: 60, maxY: 30, radius: 1.5},
  look: {source: 'no source names the board colour', unsettled: ['colour']},
  holes: [{x: 51, y: 27, diameter: 2.5}],
  sides: [
    {
      side: 'top',
      mirrored: true,
      items: [
        {shape: 'antenna', port: 'lora-antenna', partId: 'eye-lora', ...at(4, 27.6)},
        {shape: 'led', width: 2, height: 2, parts: ['rgbLed'], partId: 'eye-rgb-led-esp32', ...at(6.67, 24.29)},
        {shape: 'fpc', width: 17.5, port: 'camera', ...at(20.9, 15, 90)},
        // The camera module hangs on its ribbon cable; drawn where the cable leaves the connector.
        {shape: 'camera', size: 8.5, parts: ['camera'], partId: 'eye-camera', ...at(27, 15)},
        {
          shape: 'chip',
          width: 3,
          height: 3,
          package: 'qfn',
          parts: ['imu'],
          partId: 'eye-icm20948',
          ...at(11.43, 3.43),
        },
        {shape: 'button', size: 4.5, parts: ['resetButton'], ...at(44, 25)},
        {shape: 'button', size: 4.5, parts: ['bootButton'], ...at(44, 15)},
        {shape: 'button', size: 4.5, parts: ['userButton'], partId: 'eye-button', ...at(44, 5)},
        {shape: 'led', width: 1.6, height: 0.8, color: 'red', ...at(47.15, 8.41)},
        {shape: 'led', width: 1.6, height: 0.8, color: 'green', ...at(47.12, 10.35)},
        {shape: 'jstSh', pins: 4, port: 'gpio', ...at(57.63, 25.72, 270)},
        {shape: 'jstSh', pins: 4, port: 'qwiic', ...at(57.63, 16.03, 270)},
        {shape: 'jstSh', pins: 2, port: '5v-out', ...at(57.63, 9.05, 270)},
        {shape: 'switch', width: 6.8, height: 4.3, parts: ['powerSwitch'], ...at(53.5, 3.65)},
      ],
      silk: [
        {port: 'lora-antenna', size: 1.2, ...at(8.8, 28)},
        {partId: 'eye-rgb-led-esp32', size: 1.27, ...at(9.5, 22.4, 270)},
        {parts: ['resetButton'], size: 1.78, ...at(38.9, 25, 270)},
        {parts: ['bootButton'], size: 1.78, ...at(38.9, 15, 270)},
        {parts: ['userButton'], size: 1.78, ...at(38.9, 5, 270)},
        {port: 'gpio', size: 1.27, ...at(52.8, 25.4, 270)},
        {port: 'qwiic', size: 1.27, ...at(52.8, 15.9, 270)},
        {port: '5v-out', lines: ['5V', 'Out'], size: 1.1, ...at(52, 9.1, 270)},
        {text: 'off', size: 1.5, ...at(58.4, 3.65, 270)},
        {text: 'on', size: 1.5, ...at(48.7, 3.65, 270)},
      ],
    },
    {
      side: 'bottom',
      mirrored: false,
      items: [
        {
          shape: 'module',
          width: 18,
          height: 25.5,
          antenna: 6.3,
          marking: ['ESP32-S3-WROOM-1'],
          parts: ['wifi', 'bluetooth'],
          ...at(29.53, 16.98),
        },
        {shape: 'module', width: 16, height: 16, antenna: 0, parts: ['lora'], ...at(9.53, 20.32)},
        {shape: 'sdSlot', width: 15.3, height: 11.5, port: 'sdcard', partId: 'eye-sd', ...at(11.8, 6.2, 180)},
        {shape: 'usbC', port: 'usb', ...at(56.2, 15.88, 90)},
        {shape: 'jstPh', pins: 2, port: 'battery', ...at(53.66, 6.5, 180)},
      ],
      silk: [
        {text: 'senseBox', size: 1.68, ...at(2.2, 22, 270)},
        {text: 'Eye', size: 1.68, ...at(2.2, 8, 270)},
        {port: 'usb', lines: ['USB', 'charge', '& prog.'], size: 1.0, ...at(56.4, 24)},
        {port: 'battery', size: 1.27, ...at(53.5, 1.2)},
      ],
    },
  ],
};

export const BOARD_DRAWINGS: Readonly<Record<BoardHardwareId, BoardDrawingData>> = {
  mcu: MCU_DRAWING,
  mcus2: MCU_S2_DRAWING,
  mini: MCU_MINI_DRAWING,
  eye: MCU_EYE_DRAWING,
};

export function getBoardDrawing(board: BoardHardwareId): BoardDrawingData {
  return BOARD_DRAWINGS[board];
}

/** Whether an item or print stands for what a page highlights. */
export function refMatches(ref: ItemRef, target: ItemRef | undefined): boolean {
  if (!target) return false;
  if (target.partId && ref.partId === target.partId) return true;
  if (target.port && ref.port === target.port) return true;
  return Boolean(target.parts && ref.parts?.some((kind) => target.parts?.includes(kind)));
}
