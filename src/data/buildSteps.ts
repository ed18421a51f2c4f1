import {KITS, type KitId} from '@site/src/kits/kits';
import {
  getBoard,
  getPorts,
  portMatches,
  type AttachableId,
  type BoardHardwareId,
  type BoardPort,
  type OnboardPartKind,
} from './boardHardware';
import {CABLES, type Cable, type CableId} from './cables';
import {getPart} from './parts';

/**
 * The steps of the build guides that move a part: which thing goes into which
 * port of the board, which way round, and where it goes in the housing. Each
 * step is drawn on its page, either by BuildStepFigure (from this data and the
 * board, part and cable data) or by a drawing already on the page (`images`).
 *
 * Only what no other data file says is written here. The port a part goes
 * into comes from the part's record (parts.ts `connections`) or from the
 * board's ports (`plugsIn`); the plug from the port's connector; the cable
 * from cables.ts where a cable is made for the part. New facts, each with the
 * place it was read, are the orientation and housing notes below. Where the
 * sources do not say where a part sits, the figure does not draw it.
 */

export const BUILD_GUIDE_IDS = ['home', 'co2', 'bike', 'basic', 'eye'] as const;

export type BuildGuideId = (typeof BUILD_GUIDE_IDS)[number];

/**
 * Which way round a thing goes in. Where each is written in the senseBox docs
 * (sensebox/docs 7be044b; the senseBox:basic and the MCU Eye at be7190a):
 * - beeMarker: "every Bee" carries a printed direction marker that must match
 *   the socket (docs/products/home/aufbau/home-schritt-1, WiFi-Bee), so the
 *   Bluetooth-Bee of the senseBox:basic does too;
 * - largerSocket: the particulate-matter cable goes into the SDS011's larger
 *   connector (home-schritt-1, particulate-matter sensor);
 * - oneWay: "mind which way round a plug goes", a rule on every senseBox:basic
 *   worksheet (static/img/basic/placemats);
 * - polarity: "+" and "−" are printed at the MCU Eye's battery socket (the
 *   back render static/img/blockly-bilder/inbetriebnahme/eye/2.png);
 * - ledInput: the RGB LED module has two sockets, the input goes to the
 *   board, the output on to the next LED (docs/hardware/accessoires/rgb-led).
 */
export const ORIENTATION_IDS = ['beeMarker', 'oneWay', 'polarity', 'largerSocket', 'ledInput'] as const;

export type OrientationId = (typeof ORIENTATION_IDS)[number];

/**
 * The way a cable takes through the housing (home-schritt-1): the outdoor
 * sensors' cables through cable glands, the USB cable through the case opening.
 */
export const ROUTE_IDS = ['cableGland', 'caseOpening'] as const;

export type RouteId = (typeof ROUTE_IDS)[number];

/**
 * Where a part ends up. The temperature sensor in the radiation shield and the
 * particulate-matter sensor in its own box, both outside (home-schritt-1); on
 * the senseBox:basic the sensor on the socket "oben links", the display on
 * "oben rechts" (slide static/img/basic/erste-schritte-2.svg). Which of the
 * MCU-S2's sockets X7 and X8 is the left one no source says, so the figure
 * names the place and may draw either cable to either socket.
 */
export const SPOT_IDS = ['radiationShield', 'pmBox', 'topLeft', 'topRight'] as const;

export type SpotId = (typeof SPOT_IDS)[number];

/**
 * A place of the board itself in its housing: in the case sold up to November
 * 2020, the red reset button and the USB port face the front, two small screws
 * through the middle holes (home-schritt-1).
 */
export const HOUSING_NOTE_IDS = ['oldCaseFront'] as const;

export type HousingNoteId = (typeof HOUSING_NOTE_IDS)[number];

export type StepConnection = {
  /** What goes in, as the board data names it (label, `plugsIn`). */
  attach: AttachableId;
  /** The part's record in parts.ts, where it has one: its `connections` name the port. */
  part?: string;
  /** A cable the guide names for this kit, when no cable in cables.ts is made for the part. */
  cable?: CableId;
  orientation?: OrientationId;
  route?: RouteId;
  spot?: SpotId;
};

export type BuildStep = {
  /** Unique within its guide; pages pass it as `step`. */
  id: string;
  /** Doc id of the page, e.g. 'products/home/aufbau/home-schritt-1'. */
  page: string;
  /** The heading anchor the step stands under, in both languages. */
  anchor: string;
  /** What the step plugs in, drawn by BuildStepFigure. */
  connections?: readonly StepConnection[];
  /** Further ports (ids) or on-board parts (kinds) the step touches. */
  marks?: readonly string[];
  housing?: HousingNoteId;
  /** Drawings on the page that already show the step (paths under static/). */
  images?: readonly string[];
};

export type BuildGuide = {
  id: BuildGuideId;
  /** Every page of the guide: each shows at least one figure. */
  pages: readonly string[];
  steps: readonly BuildStep[];
};

const HOME_1 = 'products/home/aufbau/home-schritt-1';
const CO2_1 = 'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-1';
const CO2_2 = 'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-2';
const CO2_3 = 'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-3';
const CO2_4 = 'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-4';
const BASIC = 'products/basic/basic-erste-schritte';
const EYE = 'boards/eye/eye-in-betrieb-nehmen';

export const BUILD_GUIDES: Readonly<Record<BuildGuideId, BuildGuide>> = {
  home: {
    id: 'home',
    pages: [HOME_1, 'products/home/aufbau/home-schritt-3', 'products/home/aufbau-home-v1'],
    steps: [
      {id: 'mcu-ab-2020', page: HOME_1, anchor: 'ab-dezember-2020', images: ['/img/home/gehaeuse-mcu.svg']},
      {id: 'mcu-bis-2020', page: HOME_1, anchor: 'bis-november-2020', marks: ['usb'], housing: 'oldCaseFront'},
      {id: 'wifi-bee', page: HOME_1, anchor: 'wifi-bee', images: ['/img/home/wifi-bee.svg']},
      {id: 'strahlenschutz', page: HOME_1, anchor: 'strahlenschutz', images: ['/img/home/strahlenschutz.svg']},
      {id: 'feinstaub-gehaeuse', page: HOME_1, anchor: 'feinstaubsensor', images: ['/img/home/feinstaub-gehaeuse.svg']},
      {
        id: 'externe-sensoren',
        page: HOME_1,
        anchor: 'externe-sensoren',
        connections: [
          {attach: 'temperatureHumidity', part: 'temperatur-luftfeuchte', route: 'cableGland', spot: 'radiationShield'},
          {attach: 'sds011', part: 'feinstaub-sds011', orientation: 'largerSocket', route: 'cableGland', spot: 'pmBox'},
        ],
      },
      {id: 'usb-kabel', page: HOME_1, anchor: 'usb-kabel', connections: [{attach: 'usbCable', route: 'caseOpening'}]},
      {
        id: 'interne-sensoren',
        page: HOME_1,
        anchor: 'interne-sensoren',
        images: ['/img/home/montageebene.svg', '/img/home/verkabelung.svg'],
      },
      {
        id: 'gehaeuse-schliessen',
        page: HOME_1,
        anchor: 'gehaeuse-schliessen',
        images: ['/img/home/gehaeuse-schliessen.svg'],
      },
      {
        id: 'lern-modus',
        page: 'products/home/aufbau/home-schritt-3',
        anchor: 'lern-modus',
        connections: [{attach: 'usbCable'}],
      },
      // The v1 station (Genuino Uno under two shields) has no record in boardHardware.ts: its own drawing shows it.
      {
        id: 'v1-sensoren',
        page: 'products/home/aufbau-home-v1',
        anchor: 'sensoren-anschliessen',
        images: ['/img/home/v1-platinenstapel.svg'],
      },
    ],
  },
  co2: {
    id: 'co2',
    pages: [CO2_1, CO2_2, CO2_3, CO2_4],
    steps: [
      {
        id: 'abstandshalter',
        page: CO2_1,
        anchor: 'abstandshalter',
        images: ['/img/co2ampel/halterung-abstandshalter.svg'],
      },
      // Sensor and LED under the holder, diffuser and display on top: one drawing after both steps shows them in place.
      {
        id: 'halterung-bestuecken',
        page: CO2_1,
        anchor: 'plexiglas-und-display',
        images: ['/img/co2ampel/halterung-bestueckt.svg'],
      },
      {id: 'mcu-befestigen', page: CO2_2, anchor: 'mcu-befestigen', images: ['/img/co2ampel/mcu-bodenplatte.svg']},
      {
        id: 'kabel',
        page: CO2_2,
        anchor: 'kabel',
        connections: [
          {attach: 'rgbLed', part: 'rgb-led', orientation: 'ledInput'},
          {attach: 'display', part: 'display'},
          {attach: 'co2', part: 'co2'},
        ],
      },
      {
        id: 'halterung-aufsetzen',
        page: CO2_2,
        anchor: 'halterung-aufsetzen',
        images: ['/img/co2ampel/stapel-seitenansicht.svg'],
      },
      {
        id: 'usb-verbinden',
        page: CO2_3,
        anchor: 'schritte',
        connections: [{attach: 'usbCable'}],
        marks: ['resetButton'],
      },
      {id: 'gehaeuse', page: CO2_4, anchor: 'schritte', images: ['/img/co2ampel/gehaeuse-schliessen.svg']},
    ],
  },
  // The bike's box and brackets have no board or port data: the pages' own drawings show each step.
  bike: {
    id: 'bike',
    pages: ['products/bike/halterung/installation', 'products/bike/app/setup'],
    steps: [
      {
        id: 'halterung',
        page: 'products/bike/halterung/installation',
        anchor: 'schritt-2',
        images: ['/img/bike/halterung-sattelstuetze.svg', '/img/bike/halterung-gepaecktraeger.svg'],
      },
      {
        id: 'box-aufsetzen',
        page: 'products/bike/halterung/installation',
        anchor: 'schritt-3',
        images: ['/img/bike/box-aufschieben.svg'],
      },
      {
        id: 'box-abnehmen',
        page: 'products/bike/halterung/installation',
        anchor: 'abnehmen',
        images: ['/img/bike/box-abnehmen.svg'],
      },
      {id: 'laden', page: 'products/bike/app/setup', anchor: 'laden', images: ['/img/bike/laden-usb.svg']},
    ],
  },
  basic: {
    id: 'basic',
    pages: [BASIC],
    steps: [
      {
        id: 'sensor-display',
        page: BASIC,
        anchor: 'sensor-display',
        connections: [
          {attach: 'environmental', part: 'umweltsensor', cable: 'qwiic', orientation: 'oneWay', spot: 'topLeft'},
          {attach: 'display', part: 'display', cable: 'qwiic', orientation: 'oneWay', spot: 'topRight'},
        ],
      },
      {
        id: 'bluetooth-bee',
        page: BASIC,
        anchor: 'bluetooth-bee',
        connections: [{attach: 'bluetoothBee', part: 'bluetooth-bee', orientation: 'beeMarker'}],
      },
      {
        id: 'akku',
        page: BASIC,
        anchor: 'akku',
        connections: [{attach: 'battery', orientation: 'oneWay'}],
        marks: ['powerSwitch'],
      },
    ],
  },
  eye: {
    id: 'eye',
    pages: [EYE],
    steps: [
      {id: 'usb', page: EYE, anchor: 'strom-usb', connections: [{attach: 'usbCable'}], marks: ['powerSwitch']},
      {
        id: 'akku',
        page: EYE,
        anchor: 'strom-akku',
        connections: [{attach: 'battery', orientation: 'polarity'}],
        marks: ['powerSwitch'],
      },
    ],
  },
};

/**
 * Steps a learner does with the board in hand, on the boards' own pages (in
 * Betrieb nehmen, kompilieren, zurücksetzen): BoardDrawing with `step` shows
 * the board as drawn from its layout file (boardDrawings.ts) with what the
 * step uses marked, and says in its caption what to do with it. Where each
 * fact was read:
 * - plugUsb, plugBattery: the senseBox MCU's USB socket sits beside the reset
 *   button, the battery's 2-pin JST socket beside the USB socket (sensebox/docs
 *   7be044b, mcu-in-betrieb-nehmen); the MCU-S2's USB-C socket and "Battery"
 *   socket likewise, switched on at "Off/On" (mcus2-in-betrieb-nehmen);
 * - doublePressReset: the MCU enters its learning mode (drive SENSEBOX) when
 *   the reset button is pressed twice quickly (mcu-kompilieren);
 * - resetThenBoot, holdBootPressReset: both ESP32 boards start their drive
 *   (TinyUF2 bootloader) when reset is pressed and then, at once, the boot
 *   button on GPIO0, and the chip's download mode when the boot button is held
 *   while reset is pressed (adafruit/tinyuf2 ports/espressif/README.md,
 *   "Usage", 047e58f; the Eye's "Boot" button is IO0, boardHardware.ts). The
 *   buttons are the MCU-S2's reset and "Boot-Switch" (sensebox/docs
 *   mcus2-kompilieren, reset-esp32) and the MCU Eye's "Rst" and "Boot".
 */
export const HAND_ACTION_IDS = [
  'plugUsb',
  'plugBattery',
  'doublePressReset',
  'resetThenBoot',
  'holdBootPressReset',
] as const;

export type HandActionId = (typeof HAND_ACTION_IDS)[number];

export type HandStep = {
  board: BoardHardwareId;
  /** What to mark: a port id and on-board part kinds of boardHardware.ts. */
  marks: {port?: string; parts?: readonly OnboardPartKind[]};
  action: HandActionId;
  /** Where a board has two sides: the one the step uses. */
  side?: 'top' | 'bottom';
};

export const HAND_STEPS = {
  'mcu-usb': {board: 'mcu', marks: {port: 'usb'}, action: 'plugUsb'},
  'mcu-akku': {board: 'mcu', marks: {port: 'battery'}, action: 'plugBattery'},
  'mcu-lern-modus': {board: 'mcu', marks: {parts: ['resetButton']}, action: 'doublePressReset'},
  'mcus2-usb': {board: 'mcus2', marks: {port: 'usb', parts: ['powerSwitch']}, action: 'plugUsb'},
  'mcus2-akku': {board: 'mcus2', marks: {port: 'battery', parts: ['powerSwitch']}, action: 'plugBattery'},
  'mcus2-bootloader': {board: 'mcus2', marks: {parts: ['resetButton', 'bootButton']}, action: 'resetThenBoot'},
  'mcus2-download': {board: 'mcus2', marks: {parts: ['resetButton', 'bootButton']}, action: 'holdBootPressReset'},
  'eye-bootloader': {
    board: 'eye',
    marks: {parts: ['resetButton', 'bootButton']},
    action: 'resetThenBoot',
    side: 'top',
  },
  'eye-download': {
    board: 'eye',
    marks: {parts: ['resetButton', 'bootButton']},
    action: 'holdBootPressReset',
    side: 'top',
  },
} as const satisfies Record<string, HandStep>;

export type HandStepId = keyof typeof HAND_STEPS;

export function getHandStep(id: string): HandStep {
  if (!(id in HAND_STEPS)) throw new Error(`Unknown hand step "${id}" (src/data/buildSteps.ts HAND_STEPS)`);
  return HAND_STEPS[id as HandStepId];
}

/** The board a guide's kit is built on; undefined for a kit without board data (the :bike). */
export function guideBoard(guide: BuildGuideId): BoardHardwareId | undefined {
  return KITS[guide satisfies KitId].board;
}

export function getBuildStep(guide: BuildGuideId, step: string): BuildStep {
  const found = BUILD_GUIDES[guide].steps.find((candidate) => candidate.id === step);
  if (!found) throw new Error(`Unknown build step "${step}" in guide "${guide}"`);
  return found;
}

/**
 * The ports a connection may use: those the part's record names for the board
 * (a kind matches every port of it), else those whose `plugsIn` has the thing.
 */
export function portsFor(board: BoardHardwareId, connection: StepConnection): readonly BoardPort[] {
  if (connection.part) {
    const spec = getPart(connection.part).connections?.find((candidate) => candidate.board === board);
    if (spec?.highlight) return getPorts(board).filter((port) => portMatches(port, spec.highlight));
    return [];
  }
  return getPorts(board).filter((port) => port.plugsIn?.includes(connection.attach) ?? false);
}

/** The cable of a connection: one made for the part, else the one the guide names. */
export function cableFor(connection: StepConnection): Cable | undefined {
  const own = connection.part ? CABLES.find((cable) => cable.parts?.includes(connection.part!)) : undefined;
  return own ?? CABLES.find((cable) => cable.id === connection.cable);
}

/** A mark is a port id (not a kind: a mark names one thing) or an on-board part kind of the board. */
export function resolveMark(
  board: BoardHardwareId,
  mark: string,
): {port: BoardPort} | {part: OnboardPartKind} | undefined {
  const data = getBoard(board);
  const port = data.ports.find((candidate) => candidate.id === mark);
  if (port) return {port};
  const part = data.onboard.find((candidate) => candidate.kind === mark);
  return part ? {part: part.kind} : undefined;
}
