/**
 * Hardware facts of the four senseBox microcontroller boards: processor,
 * connectors, ports with their pins, on-board parts and the Arduino set-up.
 *
 * Only facts from the board pages of the senseBox docs and their board pictures
 * (sensebox/docs 7be044b; the senseBox MCU Eye at be7190a), or facts looked up at
 * the source named in a comment next to the value (datasheet, board repository,
 * board support package). A field no source
 * gives stays undefined, so no component ever shows a guessed value.
 * Values are language-neutral (identifiers, part names, numbers); visible
 * words are added by the components (boardHardwareLabels.ts).
 */
import {BOARD_HARDWARE_IDS, BOARD_NAMES, type BoardHardwareId} from './boardNames';

export {BOARD_HARDWARE_IDS, type BoardHardwareId};

/** What kind of connection a port is; the diagram groups and highlights by kind. */
export const PORT_KINDS = [
  'usb',
  'battery',
  'power',
  'powerOut',
  'i2c',
  'uart',
  'digital',
  'xbee',
  'sdcard',
  'fan',
  'camera',
  'antenna',
] as const;

export type PortKind = (typeof PORT_KINDS)[number];

/** Plug systems the board and part pages name. */
export type ConnectorType = 'USB-C' | 'Micro-USB' | 'JST' | 'JST PH' | 'JST SH' | 'Qwiic (JST SH)' | 'FPC';

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
  | 'rgbLed'
  | 'wifiBee'
  | 'sdBee'
  | 'ethernetBee'
  | 'bluetoothBee'
  | 'loraBee'
  | 'microSdCard'
  | 'fan';

/**
 * Which GPIO of the processor a signal uses. `from`/`upTo` name the board
 * revisions the assignment holds for, where it changed between revisions.
 */
export type GpioAssignment = {
  /** Signal name as on the pin-out, e.g. 'SDA', 'CS', 'Y9/D7'. */
  signal: string;
  /** GPIO number; null when the signal is not connected. */
  gpio: number | null;
  /** First board revision with this assignment. */
  from?: string;
  /** Last board revision with this assignment. */
  upTo?: string;
  /**
   * A revision just outside `from`/`upTo` for which the sources disagree whether this
   * assignment holds (the pages say which sources and how to tell on the board).
   */
  sourcesDiffer?: string;
  /** Names for the pin in the Arduino board variant (pins_arduino.h). */
  arduinoNames?: readonly string[];
};

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
  /** Pin names the sources give without an order; never drawn as an ordered row. */
  unorderedPins?: readonly string[];
  /** Digital/analog signal pins whose names the sources do not give. */
  unnamedSignalPins?: number;
  /** Number of contacts, when known. */
  pinCount?: number;
  connector?: ConnectorType;
  /** Side of the board, where the sources say (the mini has ports underneath). */
  side?: 'top' | 'bottom';
  /** What plugs in here (sensors, modules, cables). */
  plugsIn?: readonly AttachableId[];
  /** The processor GPIOs behind the port's signals, where the sources give them. */
  gpios?: readonly GpioAssignment[];
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
  | 'builtinLeds'
  | 'camera'
  | 'bluetooth'
  | 'lora'
  | 'batteryGauge';

export type OnboardPart = {
  kind: OnboardPartKind;
  /** Chip or part name, e.g. "BMX055". */
  part?: string;
  /** Text printed on or next to the part, e.g. "Switch". */
  label?: string;
  /** Colour of a button, where the sources give it ('red' | 'blue'). */
  colour?: 'red' | 'blue';
  /** Colour of a button that changed between revisions, per revision name (drawn and named per revision). */
  colourByRevision?: Readonly<Record<string, 'red' | 'blue'>>;
  /** Names used in code, e.g. BUILTIN_1. */
  codeNames?: readonly string[];
  /** True when some boards of this type ship without the part. */
  notOnEveryBoard?: boolean;
  /** I2C address, where the part sits on the I2C bus, e.g. '0x68'. */
  i2cAddress?: string;
  /** The processor GPIOs the part uses, where the sources give them. */
  gpios?: readonly GpioAssignment[];
  /** Side of the board, where it matters for finding the part. */
  side?: 'top' | 'bottom';
  /** The port (by id) the part is plugged into, e.g. a camera module on its connector. */
  via?: string;
};

/** One thing in a drawing of a board side: a port (by id) or an on-board part (by kind). */
export type DrawnItem = {port: string} | {part: OnboardPartKind};

/** A row of a side drawing, left to right; `align` says where a short row sits. */
export type SideViewRow = {items: readonly DrawnItem[]; align?: 'start' | 'end' | 'spread'};

/** One side of a board as the sources show it, rows from the top edge to the bottom edge. */
export type SideView = {side: 'top' | 'bottom'; rows: readonly SideViewRow[]};

export type Processor = {
  /** Chip or family name, e.g. "SAM D21" or "ESP32-S2". */
  name: string;
  core?: string;
  manufacturer?: string;
  /** Full part number, e.g. "ATSAMD21G18". */
  partNumber?: string;
  /** Module the chip sits on, e.g. "ESP32-S2-MINI". */
  module?: string;
  /** Memory variant of the module, e.g. "N16R8". */
  moduleVariant?: string;
  /** Highest clock in MHz. */
  clockMHz?: number;
};

/** Memory of the board, in the units the sources use. */
export type BoardMemory = {
  flashMegabytes?: number;
  psramMegabytes?: number;
  sramKilobytes?: number;
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
  /** Chip of the on-board motion sensor, where it changed between revisions. */
  imu?: string;
};

export type BoardSupportPackage = {
  /** Name as listed in the Arduino IDE Boards Manager. */
  name: string;
  /** Publisher shown in the Boards Manager. */
  by: string;
  /** The platform's id for arduino-cli (`vendor:architecture`), which the compile workflow installs. */
  platform?: string;
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
  /** I/O voltage levels in volts, as the sources give them. */
  logicLevelVolts?: readonly number[];
  /** The sources call the I/Os "5 V tolerant". */
  fiveVoltTolerant?: boolean;
  /** Supply voltages in volts. */
  powerInput?: {usbVolts?: number; batteryVolts?: number};
  memory?: BoardMemory;
  /** WLAN standard of a built-in radio; undefined when WiFi needs a Bee. */
  builtInWifi?: string;
  /** Bluetooth version of a built-in radio; undefined when Bluetooth needs a Bee. */
  builtInBluetooth?: string;
  /** Arduino board support packages to install, in install order. */
  arduinoPackages?: readonly BoardSupportPackage[];
  /** The first release of the (last) package that has this board, where it is newer than most readers' copy. */
  firstPackageVersion?: string;
  /** Search word for the packages in the Boards Manager. */
  boardsManagerSearch?: string;
  /** URL for "Additional boards manager URLs" (Arduino IDE preferences). */
  boardsManagerUrl?: string;
  /** Board name to pick in the Arduino IDE. */
  arduinoBoardName?: string;
  /** Fully qualified board name (arduino-cli, compile services). */
  fqbn?: string;
  /**
   * A board with no board definition of its own: its sketches are compiled with this board's
   * FQBN and packages (the compile workflow, plugins/sketch-files/compileMatrix.ts).
   */
  compileWith?: BoardHardwareId;
  /** Name of the removable drive a compiled .BIN is copied to. */
  uploadDrive?: string;
  /**
   * Where ports and parts sit on each side, where the sources show it. The
   * port drawing places them so; without it, it groups the ports by kind.
   */
  sideViews?: readonly SideView[];
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
    ...[1, 2, 3, 4, 5].map((n): BoardPort => ({
      id: `i2c-${n}`,
      kind: 'i2c',
      pins: ['GND', '5V', 'SDA', 'SCL'],
      connector: 'JST PH',
      // No 'tof': the MCU's toolbox (also the mini's) has no ToF block, and the ToF page names the MCU-S2
      // and the Eye only (parts.ts, record 'tof').
      plugsIn: [
        'brightnessUv',
        'temperatureHumidity',
        'airPressure',
        'environmental',
        'co2',
        'display',
        'gps',
        'multiplexer',
      ],
    })),
    ...['1', '2'].map((label): BoardPort => ({
      id: `uart-${label}`,
      kind: 'uart',
      label,
      pins: ['GND', '5V', 'RX', 'TX'],
      connector: 'JST PH',
      plugsIn: ['sds011', 'rg15'],
    })),
    // Port A carries Arduino pins 1 and 2, B 3 and 4, C 5 and 6.
    ...(
      [
        ['A', '1', '2'],
        ['B', '3', '4'],
        ['C', '5', '6'],
      ] as const
    ).map(([label, first, second]): BoardPort => ({
      id: `digital-${label.toLowerCase()}`,
      kind: 'digital',
      label,
      pins: ['GND', '5V', first, second],
      connector: 'JST PH',
      plugsIn: ['microphone', 'ultrasonic', 'soilMoisture'],
    })),
    {id: 'xbee1', kind: 'xbee', label: 'XBEE1', plugsIn: ['wifiBee', 'ethernetBee']},
    {id: 'xbee2', kind: 'xbee', label: 'XBEE2', plugsIn: ['sdBee']},
  ],
  onboard: [
    {kind: 'imu', part: 'BMX055', notOnEveryBoard: true},
    {kind: 'cryptoChip', part: 'ATECC608A'},
    // Reset cap red on Rev 1.3 (its layout file names the part "PTS645SK50SMTR92-Red"), blue on the Rev 1.5
    // boards held against the drawings (the 1.5 layout file keeps the red part's name).
    {kind: 'resetButton', colourByRevision: {'1.3': 'red', '1.5': 'blue'}},
    {kind: 'userButton', label: 'Switch', colour: 'blue'},
    {kind: 'statusLeds'},
    {kind: 'builtinLeds', codeNames: ['BUILTIN_1', 'BUILTIN_2']},
  ],
  logicLevelVolts: [3.3, 5],
  fiveVoltTolerant: true,
  powerInput: {usbVolts: 5},
  // Platform ids: package `sensebox`, architecture `samd` (package_sensebox_index.json); its boards
  // build on Arduino's SAMD core (boards.txt: sb.build.core=arduino:arduino), platform arduino:samd.
  arduinoPackages: [
    {name: 'senseBox SAMD Boards', by: 'senseBox', platform: 'sensebox:samd'},
    {name: 'Arduino SAMD Boards', by: 'Arduino', platform: 'arduino:samd'},
  ],
  boardsManagerSearch: 'SAMD',
  boardsManagerUrl: 'https://github.com/sensebox/senseBoxMCU-core/raw/master/package_sensebox_index.json',
  arduinoBoardName: 'senseBox MCU',
  // Board id `sb` ("senseBox MCU") in sensebox/senseBoxMCU-core arduino/samd/boards.txt.
  fqbn: 'sensebox:samd:sb',
  uploadDrive: 'SENSEBOX',
  sku: 'SENSE-MCU-01',
  datasheetUrl: 'https://sensebox.de/non_img_assets/datenblaetter/pdf_output/Datenblatt-senseBox_MCU.pdf',
  schematicUrl: 'https://github.com/watterott/senseBox-MCU/blob/master/hardware/senseBox-MCU_v15.pdf',
};

// Motion sensor per revision: IC6 MPU-6050 in sensebox/senseBox-MCU-S2-ESP32S2 hardware/2.1/SenseBox-MCU-2-1.sch,
// IC7 ICM20948 in hardware/2.2/SenseBox-MCU-2-2.sch (added 2025-06-23, commit e386d70).
const MCU_S2_REVISIONS: readonly BoardRevision[] = [
  {name: '2.1', usb: 'USB-C', imu: 'MPU6050'},
  {name: '2.2', usb: 'USB-C', imu: 'ICM-20948'},
];

const MCU_S2: BoardHardware = {
  id: 'mcus2',
  name: BOARD_NAMES.mcus2,
  processor: {name: 'ESP32-S2', module: 'ESP32-S2-MINI'},
  usb: [{connector: 'USB-C'}],
  revisions: MCU_S2_REVISIONS,
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
    ).map(([designator, pins]): BoardPort => ({
      id: `i2c-${designator.toLowerCase()}`,
      kind: 'i2c',
      designator,
      pins,
      connector: 'Qwiic (JST SH)',
      plugsIn: ['brightnessUv', 'temperatureHumidity', 'airPressure', 'tof', 'display', 'co2', 'environmental', 'gps'],
    })),
    {
      id: 'uart-x4',
      kind: 'uart',
      designator: 'X4',
      pins: ['GND', '3V3', 'RXD', 'TXD'],
      plugsIn: ['sds011', 'rg15'],
    },
    // The board page names the pins of the GPIO ports but not their order.
    ...(
      [
        ['A', 'IO2', 'IO3'],
        ['B', 'IO4', 'IO5'],
        ['C', 'IO6', 'IO7'],
      ] as const
    ).map(([label, first, second]): BoardPort => ({
      id: `digital-${label.toLowerCase()}`,
      kind: 'digital',
      label,
      unorderedPins: [first, second, '3V3', 'GND'],
      plugsIn: ['ledMatrix', 'soilMoisture'],
    })),
    {id: 'xbee', kind: 'xbee', label: 'XBEE', designator: 'X11', plugsIn: ['bluetoothBee', 'loraBee']},
    {id: 'sdcard', kind: 'sdcard', label: 'Micro-SD', plugsIn: ['microSdCard']},
  ],
  onboard: [
    {kind: 'imu', part: MCU_S2_REVISIONS.map((revision) => revision.imu).join(' / ')},
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
  arduinoPackages: [{name: 'esp32', by: 'Espressif Systems', platform: 'esp32:esp32'}],
  boardsManagerSearch: 'ESP32',
  boardsManagerUrl: 'https://espressif.github.io/arduino-esp32/package_esp32_index.json',
  arduinoBoardName: 'senseBox MCU-S2 ESP32-S2',
  // Variant folder espressif/arduino-esp32 variants/sensebox_mcu_esp32s2; the senseBox compile
  // service compiles the editor's MCU-S2 programs with esp32:esp32:sensebox_mcu_esp32s2.
  fqbn: 'esp32:esp32:sensebox_mcu_esp32s2',
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
    ...[1, 2].map((n): BoardPort => ({
      id: `i2c-${n}`,
      kind: 'i2c',
      pinCount: 4,
      connector: 'Qwiic (JST SH)',
      side: 'top',
      plugsIn: ['environmental', 'display'],
    })),
    {id: 'uart', kind: 'uart', label: 'UART', side: 'bottom'},
    {id: 'io', kind: 'digital', unorderedPins: ['5V', 'GND'], unnamedSignalPins: 2, side: 'bottom'},
    {id: 'fan', kind: 'fan', label: 'Fan', unorderedPins: ['GND', '5V'], plugsIn: ['fan']},
    {id: 'xbee', kind: 'xbee', plugsIn: ['wifiBee']},
    {id: 'sdcard', kind: 'sdcard', plugsIn: ['microSdCard']},
  ],
  onboard: [{kind: 'rgbLed'}],
  logicLevelVolts: [3.3, 5],
  powerInput: {usbVolts: 5},
  // The board page gives the SAMD packages "same as MCU", but no board name and no URL.
  arduinoPackages: [
    {name: 'senseBox SAMD Boards', by: 'senseBox', platform: 'sensebox:samd'},
    {name: 'Arduino SAMD Boards', by: 'Arduino', platform: 'arduino:samd'},
  ],
  // The senseBox SAMD package has no mini board (boards.txt: sb, sbota); the Blockly editor compiles
  // mini programs as the MCU's (React-Ardublockly CompilationDialog: "MCU:MINI" → "sensebox-mcu").
  compileWith: 'mcu',
  sku: 'SENSE-MCUMINI-01',
  datasheetUrl: 'https://sensebox.de/non_img_assets/datenblaetter/pdf_output/Datenblatt-senseBox_MCU_mini.pdf',
  schematicUrl: 'https://github.com/watterott/senseBox-MCU/blob/master/hardware/senseBox-MCU_mini_v11.pdf',
};

/**
 * The senseBox MCU Eye (SB-150). Pins, parts and their places: the board pictures
 * in sensebox/docs be7190a (static/img/eye/), read off the board's pin-out (schematic v1.4) and the variant
 * file sensebox/senseBox_Eye BSP/arduino/pins_arduino.h. "top" is the camera
 * side, "bottom" the side with the ESP32-S3 module.
 */
const MCU_EYE: BoardHardware = {
  id: 'eye',
  name: BOARD_NAMES.eye,
  processor: {
    name: 'ESP32-S3',
    // Xtensa LX7 dual core up to 240 MHz: ESP32-S3-WROOM-1 datasheet.
    core: 'Xtensa LX7 dual-core',
    manufacturer: 'Espressif',
    module: 'ESP32-S3-WROOM-1',
    // N16R8: sensebox/senseBox_Eye BSP/README.md.
    moduleVariant: 'N16R8',
    clockMHz: 240,
  },
  // 16 MB quad-SPI flash, 8 MB octal-SPI PSRAM, 512 KB SRAM: sensebox/senseBox_Eye BSP/README.md.
  memory: {flashMegabytes: 16, psramMegabytes: 8, sramKilobytes: 512},
  usb: [{connector: 'USB-C'}],
  connectorSystem: 'Qwiic (JST SH)',
  ports: [
    {
      id: 'usb',
      kind: 'usb',
      label: 'USB charge & prog.',
      connector: 'USB-C',
      side: 'bottom',
      plugsIn: ['usbCable'],
      // Native USB of the ESP32-S3: sensebox/senseBox_Eye BSP/arduino/pins_arduino.h.
      gpios: [
        {signal: 'D−', gpio: 19},
        {signal: 'D+', gpio: 20},
      ],
    },
    {
      id: 'battery',
      kind: 'battery',
      label: 'Battery',
      pinCount: 2,
      connector: 'JST',
      side: 'bottom',
      plugsIn: ['battery'],
    },
    {id: '5v-out', kind: 'powerOut', label: '5V Out', pinCount: 2, side: 'top'},
    {
      id: 'qwiic',
      kind: 'i2c',
      label: 'Qwiic',
      // The pin-out names the two signals, not the printed order of the four contacts.
      unorderedPins: ['SDA', 'SCL'],
      pinCount: 4,
      connector: 'Qwiic (JST SH)',
      side: 'top',
      plugsIn: ['brightnessUv', 'temperatureHumidity', 'airPressure', 'tof', 'environmental', 'display'],
      gpios: [
        {signal: 'SDA', gpio: 2, arduinoNames: ['SDA', 'PIN_WIRE_SDA']},
        {signal: 'SCL', gpio: 1, arduinoNames: ['SCL', 'PIN_WIRE_SCL']},
      ],
    },
    {
      id: 'gpio',
      kind: 'digital',
      label: 'GPIO',
      unorderedPins: ['IO14', 'IO48'],
      pinCount: 4,
      connector: 'JST SH',
      side: 'top',
      plugsIn: ['ledMatrix'],
      gpios: [
        {signal: 'IO14', gpio: 14, arduinoNames: ['PIN_IO14', 'A14', 'D14', 'T14']},
        {signal: 'IO48', gpio: 48, arduinoNames: ['PIN_IO48', 'A48', 'D48', 'T48']},
      ],
    },
    {
      id: 'sdcard',
      kind: 'sdcard',
      label: 'Micro-SD',
      side: 'bottom',
      plugsIn: ['microSdCard'],
      gpios: [
        {signal: 'MISO/DAT', gpio: 40, arduinoNames: ['PIN_SPI_MISO', 'MISO']},
        {signal: 'MOSI/CMD', gpio: 38, arduinoNames: ['PIN_SPI_MOSI', 'MOSI']},
        {signal: 'SCLK', gpio: 39, arduinoNames: ['PIN_SPI_SCK', 'SCK']},
        {signal: 'SS/CS', gpio: 41, arduinoNames: ['PIN_SD_CS', 'SD_CS', 'PIN_SPI_SS', 'SS']},
        {signal: 'ENABLE', gpio: 3, arduinoNames: ['PIN_SD_ENABLE', 'SD_ENABLE']},
        {signal: 'SW', gpio: 42, arduinoNames: ['PIN_SD_SW', 'SD_SW']},
      ],
    },
    {
      id: 'camera',
      kind: 'camera',
      label: 'DVP',
      connector: 'FPC',
      side: 'top',
      // Pin-out image and pins_arduino.h (the *_GPIO_NUM names the esp32-camera driver uses).
      gpios: [
        {signal: 'Y9/D7', gpio: 16, arduinoNames: ['Y9_GPIO_NUM']},
        {signal: 'Y8/D6', gpio: 17, arduinoNames: ['Y8_GPIO_NUM']},
        {signal: 'Y7/D5', gpio: 18, arduinoNames: ['Y7_GPIO_NUM']},
        {signal: 'Y6/D4', gpio: 12, arduinoNames: ['Y6_GPIO_NUM']},
        {signal: 'Y5/D3', gpio: 10, arduinoNames: ['Y5_GPIO_NUM']},
        {signal: 'Y4/D2', gpio: 8, arduinoNames: ['Y4_GPIO_NUM']},
        {signal: 'Y3/D1', gpio: 9, arduinoNames: ['Y3_GPIO_NUM']},
        {signal: 'Y2/D0', gpio: 11, arduinoNames: ['Y2_GPIO_NUM']},
        {signal: 'XCLK', gpio: 15, arduinoNames: ['XCLK_GPIO_NUM']},
        {signal: 'PCLK', gpio: 13, arduinoNames: ['PCLK_GPIO_NUM']},
        {signal: 'VSYNC', gpio: 6, arduinoNames: ['VSYNC_GPIO_NUM']},
        {signal: 'HREF', gpio: 7, arduinoNames: ['HREF_GPIO_NUM']},
        {signal: 'SIOD (SCCB SDA)', gpio: 4, arduinoNames: ['SIOD_GPIO_NUM']},
        {signal: 'SIOC (SCCB SCL)', gpio: 5, arduinoNames: ['SIOC_GPIO_NUM']},
        {signal: 'PWDN', gpio: 46, arduinoNames: ['PWDN_GPIO_NUM']},
        {signal: 'RESET', gpio: null, arduinoNames: ['RESET_GPIO_NUM']},
      ],
    },
    {id: 'lora-antenna', kind: 'antenna', label: 'Lora Ant.', designator: 'J2', side: 'top'},
  ],
  onboard: [
    // The board ships with the camera module on the connector (eye-overview, hardware/eye/camera).
    {kind: 'camera', part: 'OV2640', side: 'top', via: 'camera'},
    {
      kind: 'imu',
      part: 'ICM-20948',
      side: 'top',
      // 0x68 on the Eye (docs page and Blockly); the Adafruit library's default is 0x69.
      i2cAddress: '0x68',
      gpios: [
        {signal: 'SDA', gpio: 2},
        {signal: 'SCL', gpio: 1},
      ],
    },
    {
      kind: 'rgbLed',
      side: 'top',
      codeNames: ['LED_BUILTIN', 'PIN_RGB_LED'],
      gpios: [{signal: 'DIN', gpio: 45, arduinoNames: ['PIN_RGB_LED', 'RGBLED_PIN', 'PIN_LED', 'LED_BUILTIN']}],
    },
    {kind: 'wifi', part: 'ESP32-S3-WROOM-1', side: 'bottom'},
    {kind: 'bluetooth', part: 'ESP32-S3-WROOM-1', side: 'bottom'},
    {
      kind: 'lora',
      side: 'bottom',
      // v1.0–v1.2: the UART modem U1 LBAA0QB1SJ on TXD0/RXD0 = IO43/IO44 (sensebox/senseBox_Eye
      // hardware/schematics/v1.0–v1.2/*.sch). v1.4 and v1.5: the SPI radio IC4 RFM9X (variant W), CS on
      // IO43 (net LORA_!CS), DIO0/DIO1 through two diodes to IO44 (net LORA_INT) (schematics v1.4, v1.5;
      // examples/LoRa/v1.4_and_above_of_Eye/README.md). v1.3: the schematic (hardware/schematics/v1.3/
      // SenseBox-Eye_v1.3.sch) already has the RFM9X with the same nets, but the examples file the AT-command
      // modem under examples/LoRa/v1.3_and_below_of_Eye/ ("for versions v1.0 to v1.3").
      gpios: [
        {signal: 'TX', gpio: 43, upTo: '1.2', sourcesDiffer: '1.3'},
        {signal: 'RX', gpio: 44, upTo: '1.2', sourcesDiffer: '1.3'},
        {signal: 'CS', gpio: 43, from: '1.4', sourcesDiffer: '1.3', arduinoNames: ['PIN_LORA_CS', 'LORA_CS']},
        {signal: 'INT', gpio: 44, from: '1.4', sourcesDiffer: '1.3', arduinoNames: ['PIN_LORA_INT', 'LORA_INT']},
      ],
    },
    {
      // IC8 MAX17048 on every revision v1.0–v1.5, its SDA/SCL on the nets SDA/SCL = IO2/IO1, the bus of the
      // Qwiic port (sensebox/senseBox_Eye hardware/schematics/*/*.sch; examples/I2C/README.md: "the integrated
      // battery sensor (max17048)"). 0x36: MAX17048_I2CADDR_DEFAULT in adafruit/Adafruit_MAX1704X
      // Adafruit_MAX1704X.h, the library of the board's example examples/I2C/max17048.
      kind: 'batteryGauge',
      part: 'MAX17048',
      i2cAddress: '0x36',
      gpios: [
        {signal: 'SDA', gpio: 2},
        {signal: 'SCL', gpio: 1},
      ],
    },
    {kind: 'resetButton', label: 'Rst', side: 'top'},
    {kind: 'bootButton', label: 'Boot', side: 'top', gpios: [{signal: 'Boot', gpio: 0}]},
    {
      kind: 'userButton',
      label: 'Sw',
      side: 'top',
      // IO47 up to v1.4 (pin-out), IO21 from v1.5 (espressif/arduino-esp32#12690; Blockly "on Board v1.5").
      gpios: [
        {signal: 'Sw', gpio: 47, upTo: '1.4'},
        {signal: 'Sw', gpio: 21, from: '1.5', arduinoNames: ['PIN_BUTTON', 'BUTTON']},
      ],
    },
    {kind: 'powerSwitch', label: 'on/off', side: 'top'},
  ],
  // Places from the annotated renders (ports-onboard-white.png, pinout.png, eyetop.png): the antenna
  // socket J2 in the top left corner with the RGB LED beside it, the camera connector at the top, the
  // accelerometer top right; the three buttons in a row above the ports; GPIO, Qwiic, 5V Out and the
  // switch along the bottom edge. Back: LoRa module top left, microSD slot left, the ESP32-S3 module in
  // the centre, battery plug and USB-C bottom right.
  sideViews: [
    {
      side: 'top',
      rows: [
        {items: [{port: 'lora-antenna'}, {part: 'rgbLed'}, {port: 'camera'}, {part: 'imu'}], align: 'spread'},
        {items: [{part: 'resetButton'}, {part: 'bootButton'}, {part: 'userButton'}]},
        {items: [{port: 'gpio'}, {port: 'qwiic'}, {port: '5v-out'}, {part: 'powerSwitch'}], align: 'spread'},
      ],
    },
    {
      side: 'bottom',
      rows: [
        {items: [{part: 'lora'}]},
        {items: [{port: 'sdcard'}, {part: 'wifi'}, {part: 'bluetooth'}]},
        {items: [{port: 'battery'}, {port: 'usb'}], align: 'end'},
      ],
    },
  ],
  // ESP32-S3 GPIOs work at 3.3 V (ESP32-S3-WROOM-1 datasheet, supply 3.0–3.6 V). The old
  // spec table's "5 V tolerant" is not settled by any source, so it is not claimed here.
  logicLevelVolts: [3.3],
  powerInput: {usbVolts: 5, batteryVolts: 3.7},
  builtInWifi: '802.11 b/g/n',
  // Bluetooth 5 (LE): ESP32-S3-WROOM-1 datasheet.
  builtInBluetooth: '5 (LE)',
  arduinoPackages: [{name: 'esp32', by: 'Espressif Systems', platform: 'esp32:esp32'}],
  // The first esp32 release with the board: 3.3.1 (its release notes list espressif/arduino-esp32 PR #11608
  // "Add senseBox Eye board", merged 2025-07-28). That first variant (variants/sensebox_eye/pins_arduino.h at
  // f1e4812) already has PIN_SD_CS 41 and PIN_BUTTON 47, but names the LoRa pins LORA_TX/LORA_RX; LORA_CS and
  // LORA_INT came with the later v1.4 update of the variant, PIN_BUTTON 21 and the board-revision menu with
  // PR #12690 (merged 2026-06-18). Which release first carried those two updates could not be settled, so the
  // pages say "3.3.1 or newer, and for LORA_CS/LORA_INT and the revision menu the newest".
  firstPackageVersion: '3.3.1',
  boardsManagerSearch: 'ESP32',
  boardsManagerUrl: 'https://espressif.github.io/arduino-esp32/package_esp32_index.json',
  // Board name and id in the esp32 package: espressif/arduino-esp32 PR #12690 (merged 2026-06-18) renamed
  // "senseBox Eye" to "senseBox MCU Eye" and kept the id sensebox_eye (variants/sensebox_eye); the id
  // rename to sensebox_mcu_eye (PR #12689) was closed unmerged.
  arduinoBoardName: 'senseBox MCU Eye',
  fqbn: 'esp32:esp32:sensebox_eye',
  // TinyUF2 bootloader of the Eye: adafruit/tinyuf2 ports/espressif/boards/sensebox_mcu_eye/board.h,
  // UF2_VOLUME_LABEL "senseBox" (as on the MCU-S2, whose drive the pages call SENSEBOX).
  uploadDrive: 'SENSEBOX',
  // SB-150: the TechSpecs of the live eye-overview page.
  sku: 'SB-150',
  datasheetUrl: 'https://sensebox.de/non_img_assets/datenblaetter/pdf_output/Datenblatt-senseBox_Eye.pdf',
  schematicUrl: 'https://github.com/sensebox/senseBox_Eye/blob/main/hardware/schematics/v1.4/SenseBox-Eye_v1.4.pdf',
};

export const BOARD_HARDWARE: Readonly<Record<BoardHardwareId, BoardHardware>> = {
  mcu: MCU,
  mcus2: MCU_S2,
  mini: MCU_MINI,
  eye: MCU_EYE,
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
export function findPortsFor(
  attachable: AttachableId,
): ReadonlyArray<{board: BoardHardwareId; ports: readonly BoardPort[]}> {
  return BOARD_HARDWARE_IDS.map((board) => ({
    board,
    ports: getBoard(board).ports.filter((port) => port.plugsIn?.includes(attachable) ?? false),
  })).filter((entry) => entry.ports.length > 0);
}
