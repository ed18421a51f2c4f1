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
 * To add a kit: add its id to KIT_IDS and its row to KITS, then see
 * CONTRIBUTING.md ("Add a kit") for the other files.
 */
import {translate} from '@docusaurus/Translate';
import type {BoardHardwareId} from '../data/boardHardware';
import {BOARD_NAMES} from '../data/boardNames';

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
   * The short name in the selector and on the home tile (":edu S2"). Its German
   * text is also the label of the kit's sidebar category (sidebars/<kit>.ts), and
   * must stay written twice: Docusaurus collects UI strings from literal
   * translate() calls (i18n/<locale>/code.json) and sidebar labels from the
   * sidebar config, which it runs in Node, where this module cannot be loaded
   * (translate() exists only in the site's bundle). tests/unit/kits/kits.test.ts
   * fails when the two differ, in either language.
   */
  label: () => string;
  /** The full product name, e.g. in a part's "Enthalten in" row ("senseBox:edu S2"). */
  productName: () => string;
  /** One sentence for the home tile. */
  description: () => string;
  /** What else the box holds that has no page of its own (parts with a page say so in parts.ts `includedIn`). */
  boxItems?: readonly BoxItem[];
};

/*
 * Visible words go through translate() with literal arguments: Docusaurus
 * finds these calls in the source to build i18n/<locale>/code.json, and they
 * must run at render time, when the page's language is known.
 */
export const KITS: Readonly<Record<KitId, Kit>> = {
  eye: {
    id: 'eye',
    board: 'eye',
    entryPath: '/docs/boards/eye/eye-overview',
    icon: 'camera',
    // The kit is the board itself; its product name is the board's.
    label: () => translate({id: 'board.eye.label', message: ':eye', description: 'Name of the senseBox MCU Eye kit'}),
    productName: () => BOARD_NAMES.eye,
    description: () =>
      translate({
        id: 'home.tile.eye.description',
        message: 'Das Board mit Kamera: die senseBox MCU Eye (ESP32-S3) mit WLAN, Bluetooth und microSD-Steckplatz.',
      }),
  },
  edus2: {
    id: 'edus2',
    board: 'mcus2',
    entryPath: '/docs/boards/mcus2/mcu-s2-overview',
    icon: 'board',
    label: () =>
      translate({id: 'board.edus2.label', message: ':edu S2', description: 'Name of the senseBox:edu S2 kit'}),
    productName: () => 'senseBox:edu S2',
    description: () =>
      translate({
        id: 'home.tile.edus2.description',
        message: 'Das Schulset der zweiten Generation mit der senseBox MCU-S2 (ESP32-S2) und WLAN an Bord.',
      }),
  },
  edu: {
    id: 'edu',
    board: 'mcu',
    entryPath: '/docs/boards/mcu/mcu-overview',
    icon: 'board',
    label: () => translate({id: 'board.edu.label', message: ':edu', description: 'Name of the senseBox:edu kit'}),
    productName: () => 'senseBox:edu',
    description: () =>
      translate({
        id: 'home.tile.edu.description',
        message: 'Das Schulset mit der senseBox MCU: Sensoren anstecken, programmieren, messen.',
      }),
  },
  mini: {
    id: 'mini',
    board: 'mini',
    entryPath: '/docs/boards/mini/mini-overview',
    icon: 'board',
    label: () => translate({id: 'board.mini.label', message: ':mini', description: 'Name of the senseBox:mini kit'}),
    productName: () => 'senseBox:mini',
    description: () =>
      translate({
        id: 'home.tile.mini.description',
        message: 'Das kleine Einstiegsset mit der senseBox MCU mini.',
      }),
  },
  home: {
    id: 'home',
    // The station is built on the senseBox MCU (its first steps are the MCU's).
    board: 'mcu',
    entryPath: '/docs/products/home/home-overview',
    icon: 'home',
    label: () =>
      translate({id: 'board.home.label', message: ':home', description: 'Name of the senseBox:home station'}),
    productName: () => 'senseBox:home',
    description: () =>
      translate({
        id: 'home.tile.home.description',
        message: 'Deine eigene Umweltmessstation, die ihre Messwerte an die openSenseMap schickt.',
      }),
    // The base set: besides the MCU and the temperature and humidity sensor, the radiation shield, the
    // weatherproof case with its cable glands, a power supply and a 3 m USB cable (sensebox/docs be7190a
    // docs/products/home/home-overview.mdx, tab "Bauteile"; the kit's overview page lists them).
    boxItems: ['radiationShield', 'outdoorCase', 'powerSupply', 'usbCable'],
  },
  bike: {
    id: 'bike',
    entryPath: '/docs/category/bike',
    icon: 'bike',
    label: () => translate({id: 'board.bike.label', message: ':bike', description: 'Name of the senseBox:bike'}),
    productName: () => 'senseBox:bike',
    description: () =>
      translate({
        id: 'home.tile.bike.description',
        message: 'Messen unterwegs: Halterung montieren, App einrichten und losfahren.',
      }),
  },
  co2: {
    id: 'co2',
    // Its assembly connects the parts "to the MCU": the senseBox MCU.
    board: 'mcu',
    entryPath: '/docs/products/co2Ampel/co2Ampel-overview',
    icon: 'trafficLight',
    label: () =>
      translate({id: 'board.co2.label', message: ':CO2 Ampel', description: 'Name of the CO2 traffic light kit'}),
    productName: () => translate({id: 'parts.kit.co2', message: 'CO2-Ampel'}),
    description: () =>
      translate({
        id: 'home.tile.co2.description',
        message: 'Die CO2-Ampel zeigt, wann im Klassenzimmer gelüftet werden sollte.',
      }),
  },
  basic: {
    id: 'basic',
    // The kit's pictures show a senseBox MCU S2 (silkscreen "MCU 2.1") in the case.
    board: 'mcus2',
    entryPath: '/docs/products/basic/basic-overview',
    icon: 'tablet',
    label: () => translate({id: 'board.basic.label', message: ':basic', description: 'Name of the senseBox:basic kit'}),
    productName: () => 'senseBox:basic',
    description: () =>
      translate({
        id: 'home.tile.basic.description',
        message: 'Das Set für die Grundschule: Sensoren entdecken und mit der App auf dem Tablet programmieren.',
      }),
  },
};

export function isKitId(value: unknown): value is KitId {
  return typeof value === 'string' && (KIT_IDS as readonly string[]).includes(value);
}

/** The kits in selector order. */
export function kitsInOrder(): Kit[] {
  return KIT_IDS.map((id) => KITS[id]);
}

export function kitLabel(kit: KitId): string {
  return KITS[kit].label();
}

export function kitProductName(kit: KitId): string {
  return KITS[kit].productName();
}

export function kitDescription(kit: KitId): string {
  return KITS[kit].description();
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
