/**
 * Hardware facts of the three senseBox microcontroller boards: processor,
 * connectors, ports with their pins, on-board parts and the Arduino set-up.
 *
 * Only facts from the fact sheets live here (boards-editors-misc.md, sections
 * 0.4 and A; hardware.md for what plugs in where). A field the sheets do not
 * give stays undefined, so no component ever shows a guessed value.
 * Values are language-neutral (identifiers, part names, numbers); visible
 * words are added by the components through Docusaurus translation.
 */
import {BOARD_NAMES} from './boardNames';

export const BOARD_HARDWARE_IDS = ['mcu', 'mcus2', 'mini'] as const;

export type BoardHardwareId = (typeof BOARD_HARDWARE_IDS)[number];

/** What kind of connection a port is; the diagram groups and highlights by kind. */
export const PORT_KINDS = ['usb', 'battery', 'power', 'i2c', 'uart', 'digital', 'xbee', 'sdcard', 'fan'] as const;

export type PortKind = (typeof PORT_KINDS)[number];

/** Plug systems named in the fact sheets. */
export type ConnectorType = 'USB-C' | 'Micro-USB' | 'JST' | 'JST PH' | 'Qwiic (JST SH)';

/**
 * Sensors, modules and other things that plug into a port. Each id has a
 * translated name in boardHardwareLabels.ts.
 */
export type AttachableId =
  | 'usbCable'
  | 'battery'
  | 'temperatureHumidity'
  | 'brightnessUv'
  | 'airPressure'
  | 'tof'
  | 'environmental'
  | 'co2'
  | 'display'
  | 'gps'
  | 'multiplexer'
  | 'sds011'
  | 'rg15'
  | 'microphone'
  | 'ultrasonic'
  | 'soilMoisture'
  | 'ledMatrix'
  | 'wifiBee'
  | 'sdBee'
  | 'ethernetBee'
  | 'bluetoothBee'
  | 'loraBee'
  | 'microSdCard'
  | 'fan';

export type BoardPort = {
  /** Unique within its board and stable: pages pass it as `highlight`. */
  id: string;
  kind: PortKind;
  /** Name printed next to the port, e.g. "A", "Battery", "Ext. 5V". */
  label?: string;
  /** Printed reference designator, e.g. "X7". */
  designator?: string;
  /** Pin names in the order printed on the board. */
  pins?: readonly string[];
  /** Pin names the sheets give without an order; never drawn as an ordered row. */
  unorderedPins?: readonly string[];
  /** Digital/analog signal pins whose names the sheets do not give. */
  unnamedSignalPins?: number;
  /** Number of contacts, when known. */
  pinCount?: number;
  connector?: ConnectorType;
  /** Side of the board, where the sheets say (the mini has ports underneath). */
  side?: 'top' | 'bottom';
  /** What plugs in here (sensors, modules, cables). */
  plugsIn?: readonly AttachableId[];
};

/** Parts soldered onto the board that are not ports. */
export type OnboardPartKind =
  | 'imu'
  | 'lightSensor'
  | 'rgbLed'
  | 'wifi'
  | 'cryptoChip'
  | 'resetButton'
  | 'userButton'
  | 'bootButton'
  | 'powerSwitch'
  | 'statusLeds'
  | 'builtinLeds';

export type OnboardPart = {
  kind: OnboardPartKind;
  /** Chip or part name, e.g. "BMX055". */
  part?: string;
  /** Text printed on or next to the part, e.g. "Switch". */
  label?: string;
  /** Colour of a button, where the sheets give it ('red' | 'blue'). */
  colour?: 'red' | 'blue';
  /** Names used in code, e.g. BUILTIN_1. */
  codeNames?: readonly string[];
  /** True when some boards of this type ship without the part. */
  notOnEveryBoard?: boolean;
};

export type Processor = {
  /** Chip or family name, e.g. "SAM D21" or "ESP32-S2". */
  name: string;
  core?: string;
  manufacturer?: string;
  /** Full part number, e.g. "ATSAMD21G18". */
  partNumber?: string;
  /** Module the chip sits on, e.g. "ESP32-S2-MINI". */
  module?: string;
};

export type UsbConnector = {
  connector: 'USB-C' | 'Micro-USB';
  /** Board revision with this connector, when the board had more than one. */
  revision?: string;
};

export type BoardRevision = {
  name: string;
  /** Year the revision was first shipped, where known. */
  since?: number;
  usb: 'USB-C' | 'Micro-USB';
};

export type BoardSupportPackage = {
  /** Name as listed in the Arduino IDE Boards Manager. */
  name: string;
  /** Publisher shown in the Boards Manager. */
  by: string;
};

export type BoardHardware = {
  id: BoardHardwareId;
  /** Product name, never translated. */
  name: string;
  processor: Processor;
  usb: readonly UsbConnector[];
  revisions?: readonly BoardRevision[];
  /** Plug system of the sensor ports. */
  connectorSystem?: ConnectorType;
  ports: readonly BoardPort[];
  onboard: readonly OnboardPart[];
  /** I/O voltage levels in volts, as the sheets give them. */
  logicLevelVolts?: readonly number[];
  /** The sheets call the I/Os "5 V tolerant". */
  fiveVoltTolerant?: boolean;
  /** Supply voltages in volts. */
  powerInput?: {usbVolts?: number; batteryVolts?: number};
  /** WLAN standard of a built-in radio; undefined when WiFi needs a Bee. */
  builtInWifi?: string;
  /** Arduino board support packages to install, in install order. */
  arduinoPackages?: readonly BoardSupportPackage[];
  /** Search word for the packages in the Boards Manager. */
  boardsManagerSearch?: string;
  /** URL for "Additional boards manager URLs" (Arduino IDE preferences). */
  boardsManagerUrl?: string;
  /** Board name to pick in the Arduino IDE. */
  arduinoBoardName?: string;
  /** Name of the removable drive a compiled .BIN is copied to. */
  uploadDrive?: string;
  /** Shop article number. */
  sku?: string;
  datasheetUrl?: string;
  /** Schematic / pin-out PDF. */
  schematicUrl?: string;
};

const MCU: BoardHardware = {
  id: 'mcu',
  name: BOARD_NAMES.mcu,
  processor: {
    name: 'SAM D21',
    core: 'ARM Cortex-M0+',
    manufacturer: 'Microchip',
    // Chip marking on the revision photos.
    partNumber: 'SAMD21G18',
  },
  usb: [
    {connector: 'USB-C', revision: '1.5'},
    {connector: 'Micro-USB', revision: '1.3'},
  ],
  revisions: [
    {name: '1.3', since: 2018, usb: 'Micro-USB'},
    {name: '1.5', usb: 'USB-C'},
  ],
  connectorSystem: 'JST PH',
  ports: [
    {id: 'usb', kind: 'usb', plugsIn: ['usbCable']},
    {id: 'battery', kind: 'battery', pinCount: 2, connector: 'JST', plugsIn: ['battery']},
    ...[1, 2, 3, 4, 5].map(
      (n): BoardPort => ({
        id: `i2c-${n}`,
        kind: 'i2c',
        pins: ['GND', '5V', 'SDA', 'SCL'],
        connector: 'JST PH',
        plugsIn: [
          'brightnessUv',
          'temperatureHumidity',
          'airPressure',
          'tof',
          'environmental',
          'co2',
          'display',
          'gps',
          'multiplexer',
        ],
      }),
    ),
    ...['1', '2'].map(
      (label): BoardPort => ({
        id: `uart-${label}`,
        kind: 'uart',
        label,
        pins: ['GND', '5V', 'RX', 'TX'],
        connector: 'JST PH',
        plugsIn: ['sds011', 'rg15'],
      }),
    ),
    // Port A carries Arduino pins 1 and 2, B 3 and 4, C 5 and 6.
    ...(
      [
        ['A', '1', '2'],
        ['B', '3', '4'],
        ['C', '5', '6'],
      ] as const
    ).map(
      ([label, first, second]): BoardPort => ({
        id: `digital-${label.toLowerCase()}`,
        kind: 'digital',
        label,
        pins: ['GND', '5V', first, second],
        connector: 'JST PH',
        plugsIn: ['microphone', 'ultrasonic', 'soilMoisture'],
      }),
    ),
    {id: 'xbee1', kind: 'xbee', label: 'XBEE1', plugsIn: ['wifiBee', 'ethernetBee']},
    {id: 'xbee2', kind: 'xbee', label: 'XBEE2', plugsIn: ['sdBee']},
  ],
  onboard: [
    {kind: 'imu', part: 'BMX055', notOnEveryBoard: true},
    {kind: 'cryptoChip', part: 'ATECC608A'},
    {kind: 'resetButton', colour: 'red'},
    {kind: 'userButton', label: 'Switch', colour: 'blue'},
    {kind: 'statusLeds'},
    {kind: 'builtinLeds', codeNames: ['BUILTIN_1', 'BUILTIN_2']},
  ],
  logicLevelVolts: [3.3, 5],
  fiveVoltTolerant: true,
  powerInput: {usbVolts: 5},
  arduinoPackages: [
    {name: 'senseBox SAMD Boards', by: 'senseBox'},
    {name: 'Arduino SAMD Boards', by: 'Arduino'},
  ],
  boardsManagerSearch: 'SAMD',
  boardsManagerUrl: 'https://github.com/sensebox/senseBoxMCU-core/raw/master/package_sensebox_index.json',
  arduinoBoardName: 'senseBox MCU',
  uploadDrive: 'SENSEBOX',
  sku: 'SENSE-MCU-01',
  datasheetUrl: 'https://sensebox.de/non_img_assets/datenblaetter/pdf_output/Datenblatt-senseBox_MCU.pdf',
  schematicUrl: 'https://github.com/watterott/senseBox-MCU/blob/master/hardware/senseBox-MCU_v15.pdf',
};

const MCU_S2: BoardHardware = {
  id: 'mcus2',
  name: BOARD_NAMES.mcus2,
  processor: {name: 'ESP32-S2', module: 'ESP32-S2-MINI'},
  usb: [{connector: 'USB-C'}],
  connectorSystem: 'Qwiic (JST SH)',
  ports: [
    {id: 'usb', kind: 'usb', connector: 'USB-C', plugsIn: ['usbCable']},
    {
      id: 'battery',
      kind: 'battery',
      label: 'Battery',
      pins: ['GND', 'VBAT'],
      connector: 'JST',
      plugsIn: ['battery'],
    },
    {id: 'ext-5v', kind: 'power', label: 'Ext. 5V', designator: 'X9', pins: ['5V', 'GND']},
    {id: 'ext-on', kind: 'power', label: 'Ext. On', pins: ['EN_3V3', 'VIN_ORED', '5V', 'VUSB', 'GND']},
    // X7 and X8 are mirror images: check the printed order before wiring.
    ...(
      [
        ['X7', ['SCL', 'SDA', '3V3', 'GND']],
        ['X8', ['GND', '3V3', 'SDA', 'SCL']],
      ] as const
    ).map(
      ([designator, pins]): BoardPort => ({
        id: `i2c-${designator.toLowerCase()}`,
        kind: 'i2c',
        designator,
        pins,
        connector: 'Qwiic (JST SH)',
        plugsIn: ['brightnessUv', 'temperatureHumidity', 'airPressure', 'tof', 'display', 'co2', 'environmental', 'gps'],
      }),
    ),
    {
      id: 'uart-x4',
      kind: 'uart',
      designator: 'X4',
      pins: ['GND', '3V3', 'RXD', 'TXD'],
      plugsIn: ['sds011', 'rg15'],
    },
    // The sheet names the pins of the GPIO ports but not their order.
    ...(
      [
        ['A', 'IO2', 'IO3'],
        ['B', 'IO4', 'IO5'],
        ['C', 'IO6', 'IO7'],
      ] as const
    ).map(
      ([label, first, second]): BoardPort => ({
        id: `digital-${label.toLowerCase()}`,
        kind: 'digital',
        label,
        unorderedPins: [first, second, '3V3', 'GND'],
        plugsIn: ['ledMatrix', 'soilMoisture'],
      }),
    ),
    {id: 'xbee', kind: 'xbee', label: 'XBEE', designator: 'X11', plugsIn: ['bluetoothBee', 'loraBee']},
    {id: 'sdcard', kind: 'sdcard', label: 'Micro-SD', plugsIn: ['microSdCard']},
  ],
  onboard: [
    {kind: 'imu', part: 'MPU6050'},
    {kind: 'lightSensor'},
    {kind: 'rgbLed', part: 'WS2812'},
    {kind: 'wifi'},
    {kind: 'resetButton', colour: 'red'},
    {kind: 'bootButton', label: 'Boot-Switch'},
    {kind: 'powerSwitch', label: 'Off/On'},
  ],
  logicLevelVolts: [3.3, 5],
  fiveVoltTolerant: true,
  powerInput: {usbVolts: 5, batteryVolts: 3.7},
  builtInWifi: '802.11 b/g/n',
  arduinoPackages: [{name: 'esp32', by: 'Espressif Systems'}],
  boardsManagerSearch: 'ESP32',
  boardsManagerUrl: 'https://espressif.github.io/arduino-esp32/package_esp32_index.json',
  arduinoBoardName: 'senseBox MCU-S2 ESP32-S2',
  uploadDrive: 'SENSEBOX',
  sku: 'SENSE-MCU2-01',
  datasheetUrl: 'https://sensebox.de/non_img_assets/datenblaetter/pdf_output/Datenblatt-senseBox_MCU_S2.pdf',
  schematicUrl: 'https://github.com/sensebox/senseBox-MCU-S2-ESP32S2/blob/main/hardware/2.2/SenseBox-MCU-2-2.pdf',
};

const MCU_MINI: BoardHardware = {
  id: 'mini',
  name: BOARD_NAMES.mini,
  processor: {name: 'SAM D21', core: 'ARM Cortex-M0+', partNumber: 'ATSAMD21G18'},
  usb: [{connector: 'USB-C'}],
  connectorSystem: 'Qwiic (JST SH)',
  ports: [
    {id: 'usb', kind: 'usb', connector: 'USB-C', plugsIn: ['usbCable']},
    ...[1, 2].map(
      (n): BoardPort => ({
        id: `i2c-${n}`,
        kind: 'i2c',
        pinCount: 4,
        connector: 'Qwiic (JST SH)',
        side: 'top',
        plugsIn: ['environmental', 'display'],
      }),
    ),
    {id: 'uart', kind: 'uart', label: 'UART', side: 'bottom'},
    {id: 'io', kind: 'digital', unorderedPins: ['5V', 'GND'], unnamedSignalPins: 2, side: 'bottom'},
    {id: 'fan', kind: 'fan', label: 'Fan', unorderedPins: ['GND', '5V'], plugsIn: ['fan']},
    {id: 'xbee', kind: 'xbee', plugsIn: ['wifiBee']},
    {id: 'sdcard', kind: 'sdcard', plugsIn: ['microSdCard']},
  ],
  onboard: [{kind: 'rgbLed'}],
  logicLevelVolts: [3.3, 5],
  powerInput: {usbVolts: 5},
  // The sheet gives the SAMD packages "same as MCU", but no board name and no URL.
  arduinoPackages: [
    {name: 'senseBox SAMD Boards', by: 'senseBox'},
    {name: 'Arduino SAMD Boards', by: 'Arduino'},
  ],
  sku: 'SENSE-MCUMINI-01',
  datasheetUrl: 'https://sensebox.de/non_img_assets/datenblaetter/pdf_output/Datenblatt-senseBox_MCU_mini.pdf',
  schematicUrl: 'https://github.com/watterott/senseBox-MCU/blob/master/hardware/senseBox-MCU_mini_v11.pdf',
};

export const BOARD_HARDWARE: Readonly<Record<BoardHardwareId, BoardHardware>> = {
  mcu: MCU,
  mcus2: MCU_S2,
  mini: MCU_MINI,
};

export function isBoardHardwareId(value: unknown): value is BoardHardwareId {
  return typeof value === 'string' && (BOARD_HARDWARE_IDS as readonly string[]).includes(value);
}

export function isPortKind(value: unknown): value is PortKind {
  return typeof value === 'string' && (PORT_KINDS as readonly string[]).includes(value);
}

export function getBoard(id: BoardHardwareId): BoardHardware {
  return BOARD_HARDWARE[id];
}

/** All ports of a board, or only those of one kind. */
export function getPorts(id: BoardHardwareId, kind?: PortKind): readonly BoardPort[] {
  const ports = getBoard(id).ports;
  return kind ? ports.filter((port) => port.kind === kind) : ports;
}

export function getPort(id: BoardHardwareId, portId: string): BoardPort | undefined {
  return getBoard(id).ports.find((port) => port.id === portId);
}

/**
 * Whether a port matches a `highlight` value: a port kind ('i2c') matches
 * every port of that kind, anything else is compared with the port id.
 */
export function portMatches(port: BoardPort, highlight: string | undefined): boolean {
  if (!highlight) return false;
  return isPortKind(highlight) ? port.kind === highlight : port.id === highlight;
}

export function getHighlightedPorts(id: BoardHardwareId, highlight: string | undefined): readonly BoardPort[] {
  return getBoard(id).ports.filter((port) => portMatches(port, highlight));
}

/** How many ports of each kind a board has, in PORT_KINDS order, kinds with none left out. */
export function countPortsByKind(id: BoardHardwareId): ReadonlyArray<{kind: PortKind; count: number}> {
  const ports = getBoard(id).ports;
  return PORT_KINDS.map((kind) => ({kind, count: ports.filter((port) => port.kind === kind).length})).filter(
    (entry) => entry.count > 0,
  );
}

/** Boards that a given thing plugs into, with the matching ports. */
export function findPortsFor(attachable: AttachableId): ReadonlyArray<{board: BoardHardwareId; ports: readonly BoardPort[]}> {
  return BOARD_HARDWARE_IDS.map((board) => ({
    board,
    ports: getBoard(board).ports.filter((port) => port.plugsIn?.includes(attachable) ?? false),
  })).filter((entry) => entry.ports.length > 0);
}
