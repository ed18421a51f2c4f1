/**
 * The kits a reader can choose: the one place every fact about a kit is
 * written. The `?board=` values, the board selector's options, the home tiles,
 * the sidebar's `customProps.kit` keys, the product names in the parts' spec
 * tables and the board whose tab a page opens first all come from here.
 *
 * What a kit contains is not written here: each part's record in
 * src/data/parts.ts says which kits ship it (`includedIn`) and which can add it
 * (`optionalFor`), and the sidebar's hardware lists are generated from that
 * (sidebars/kitHardware.ts).
 *
 * Its words are written here in both languages ({de, en}; src/kits/kitNames.ts picks the page's), and
 * the module imports nothing that needs the site's bundle: the sidebar config, which Docusaurus runs in
 * Node, takes each kit's category label from here.
 *
 * To add a kit: add its id to KIT_IDS and its row to KITS, then see
 * CONTRIBUTING.md ("Add a kit") for the other files.
 */
import type {BoardHardwareId} from '../data/boardHardware';
import {BOARD_NAMES} from '../data/boardNames';
import type {Bilingual} from '../data/language';

/**
 * The kit ids, in the order the board selector and the home page list them.
 * The six ids of the old site keep their order; the two newer kits stand
 * where the senseBox sidebar puts them: the :eye first (the newest board
 * first, as the :edu S2 comes before the :edu) and the :basic after the
 * other kits.
 */
export const KIT_IDS = ['eye', 'edus2', 'edu', 'mini', 'home', 'bike', 'co2', 'basic'] as const;

export type KitId = (typeof KIT_IDS)[number];

/** The drawings of the home tiles (src/components/HomeTiles/TileIcon.tsx). */
export type KitIcon = 'camera' | 'board' | 'home' | 'bike' | 'trafficLight' | 'tablet';

/** Things in a kit's box that have no page of their own: the kit figure draws them simply. */
export type BoxItem = 'radiationShield' | 'outdoorCase' | 'powerSupply' | 'usbCable';

export type Kit = {
  id: KitId;
  /**
   * The microcontroller board in the kit, so pages can open the reader's own
   * board first. Undefined where the sources do not name it (the :bike).
   */
  board?: BoardHardwareId;
  /** Where the kit's documentation starts; the home tile links here with `?board=`. */
  entryPath: string;
  icon: KitIcon;
  /**
   * The short name in the selector and on the home tile (":edu S2"); also the label of the kit's sidebar
   * category (sidebars/kits.ts), whose English text Docusaurus takes from
   * i18n/en/docusaurus-plugin-content-docs/current.json.
   */
  label: Bilingual;
  /** The full product name, e.g. in a part's "Enthalten in" row ("senseBox:edu S2"); a string where both languages agree. */
  productName: string | Bilingual;
  /** One sentence for the home tile. */
  description: Bilingual;
  /** What else the box holds that has no page of its own (parts with a page say so in parts.ts `includedIn`). */
  boxItems?: readonly BoxItem[];
};

export const KITS: Readonly<Record<KitId, Kit>> = {
  eye: {
    id: 'eye',
    board: 'eye',
    entryPath: '/docs/boards/eye/eye-overview',
    icon: 'camera',
    // The kit is the board itself; its product name is the board's.
    label: {de: ':eye', en: ':eye'},
    productName: BOARD_NAMES.eye,
    description: {
      de: 'Das Board mit Kamera: die senseBox MCU Eye (ESP32-S3) mit WLAN, Bluetooth und microSD-Steckplatz.',
      en: 'The board with a camera: the senseBox MCU Eye (ESP32-S3) with WiFi, Bluetooth and a microSD slot.',
    },
  },
  edus2: {
    id: 'edus2',
    board: 'mcus2',
    entryPath: '/docs/boards/mcus2/mcu-s2-overview',
    icon: 'board',
    label: {de: ':edu S2', en: ':edu S2'},
    productName: 'senseBox:edu S2',
    description: {
      de: 'Das Schulset der zweiten Generation mit der senseBox MCU-S2 (ESP32-S2) und WLAN an Bord.',
      en: 'The second-generation school kit with the senseBox MCU-S2 (ESP32-S2) and built-in WiFi.',
    },
  },
  edu: {
    id: 'edu',
    board: 'mcu',
    entryPath: '/docs/boards/mcu/mcu-overview',
    icon: 'board',
    label: {de: ':edu', en: ':edu'},
    productName: 'senseBox:edu',
    description: {
      de: 'Das Schulset mit der senseBox MCU: Sensoren anstecken, programmieren, messen.',
      en: 'The school kit with the senseBox MCU: plug in sensors, program, measure.',
    },
  },
  mini: {
    id: 'mini',
    board: 'mini',
    entryPath: '/docs/boards/mini/mini-overview',
    icon: 'board',
    label: {de: ':mini', en: ':mini'},
    productName: 'senseBox:mini',
    description: {
      de: 'Das kleine Einstiegsset mit der senseBox MCU mini.',
      en: 'The small starter kit with the senseBox MCU mini.',
    },
  },
  home: {
    id: 'home',
    // The station is built on the senseBox MCU (its first steps are the MCU's).
    board: 'mcu',
    entryPath: '/docs/products/home/home-overview',
    icon: 'home',
    label: {de: ':home', en: ':home'},
    productName: 'senseBox:home',
    description: {
      de: 'Deine eigene Umweltmessstation, die ihre Messwerte an die openSenseMap schickt.',
      en: 'Your own environmental station that sends its measurements to openSenseMap.',
    },
    // The base set: besides the MCU and the temperature and humidity sensor, the radiation shield, the
    // weatherproof case with its cable glands, a power supply and a 3 m USB cable (sensebox/docs be7190a
    // docs/products/home/home-overview.mdx, tab "Bauteile"; the kit's overview page lists them).
    boxItems: ['radiationShield', 'outdoorCase', 'powerSupply', 'usbCable'],
  },
  bike: {
    id: 'bike',
    entryPath: '/docs/category/bike',
    icon: 'bike',
    label: {de: ':bike', en: ':bike'},
    productName: 'senseBox:bike',
    description: {
      de: 'Messen unterwegs: Halterung montieren, App einrichten und losfahren.',
      en: 'Measuring on the move: fit the mount, set up the app and ride.',
    },
  },
  co2: {
    id: 'co2',
    // Its assembly connects the parts "to the MCU": the senseBox MCU.
    board: 'mcu',
    entryPath: '/docs/products/co2Ampel/co2Ampel-overview',
    icon: 'trafficLight',
    label: {de: ':CO2 Ampel', en: ':CO2 traffic light'},
    productName: {de: 'CO2-Ampel', en: 'CO2 traffic light'},
    description: {
      de: 'Die CO2-Ampel zeigt, wann im Klassenzimmer gelüftet werden sollte.',
      en: 'The CO2 traffic light shows when a classroom needs fresh air.',
    },
  },
  basic: {
    id: 'basic',
    // The kit's pictures show a senseBox MCU S2 (silkscreen "MCU 2.1") in the case.
    board: 'mcus2',
    entryPath: '/docs/products/basic/basic-overview',
    icon: 'tablet',
    label: {de: ':basic', en: ':basic'},
    productName: 'senseBox:basic',
    description: {
      de: 'Das Set für die Grundschule: Sensoren entdecken und mit der App auf dem Tablet programmieren.',
      en: 'The kit for primary schools: explore sensors and program them with the app on a tablet.',
    },
  },
};

export function isKitId(value: unknown): value is KitId {
  return typeof value === 'string' && (KIT_IDS as readonly string[]).includes(value);
}

/** Where each kit's documentation starts. */
export const KIT_ENTRY_PATHS: Readonly<Record<KitId, string>> = Object.fromEntries(
  KIT_IDS.map((id) => [id, KITS[id].entryPath]),
) as Record<KitId, string>;

/** The board inside each kit; kits whose board the sources do not name are left out. */
export const KIT_BOARD: Readonly<Partial<Record<KitId, BoardHardwareId>>> = Object.fromEntries(
  KIT_IDS.flatMap((id) => {
    const board = KITS[id].board;
    return board ? [[id, board]] : [];
  }),
);
