/**
 * Every kit's category of senseBoxSidebar, in one place: a kit is one entry
 * of KIT_CATEGORIES. `kitCategory` takes the label, the entry page and the
 * board selector's key from the kit table (src/kits/kits.ts); hardware lists
 * come from the parts data (./kitHardware.ts), never part pages by hand.
 */
import type {KitId} from '../src/kits/kits';
import {docCategory, groupCategory, indexCategory, kitCategory, labelledDoc, type CategoryEntry} from './categories';
import {kitHardwareCategory, splitHardwareCategory} from './kitHardware';
import {ARDUINO_ESP32_DOCS, ARDUINO_SAMD_DOCS, BLOCKLY_DOCS, CIRCUITPYTHON_DOCS, DESCRIPTIONS} from './shared';

/** :edu S2 — the senseBox:edu S2 with the MCU-S2 (ESP32-S2). */
const eduS2Category: CategoryEntry = kitCategory('edus2', [
  groupCategory('Erste Schritte', [
    'boards/mcus2/mcus2-in-betrieb-nehmen',
    'boards/mcus2/mcus2-erster-sketch',
    'boards/mcus2/mcus2-kompilieren',
  ]),
  splitHardwareCategory('edus2', {
    // The old site said ":edu" in the first list's label; the list is the :edu S2's. Its address keeps the old slug.
    slugs: {
      hardware: 'hardware',
      included: 'in-der-edu-enthaltene-hardware',
      optional: 'zusätzlich-erwerbbare-hardware',
    },
  }),
  indexCategory('Blockly', 'blockly', BLOCKLY_DOCS, {description: DESCRIPTIONS.blockly}),
  indexCategory('Arduino', 'arduino', ARDUINO_ESP32_DOCS, {description: DESCRIPTIONS.arduino}),
  // "Besonderheiten" held only the CircuitPython page; the CircuitPython section took its
  // place and keeps its address /docs/category/besonderheiten, so old links still land there.
  indexCategory('CircuitPython', 'besonderheiten', CIRCUITPYTHON_DOCS, {description: DESCRIPTIONS.circuitPython}),
]);

/**
 * :eye — the senseBox MCU Eye (ESP32-S3 with camera). Its on-board parts come
 * from the parts data (`includedIn: ['eye']`); the board's pin reference and
 * the editor's camera and machine-learning blocks follow them. New categories
 * pin new slugs, so the numbered category addresses already published stay where they are.
 */
const eyeCategory: CategoryEntry = kitCategory('eye', [
  groupCategory('Erste Schritte', [
    'boards/eye/eye-in-betrieb-nehmen',
    'boards/eye/eye-erster-sketch',
    'boards/eye/eye-kompilieren',
  ]),
  // The board's own parts first, then what plugs into its Qwiic and GPIO ports.
  kitHardwareCategory('eye', 'included', {
    label: 'Hardware',
    after: ['boards/eye/eye-ports-and-pins', 'boards/eye/eye-machine-learning'],
  }),
  kitHardwareCategory('eye', 'optional', {label: 'zusätzlich erwerbbare Hardware'}),
  indexCategory('Blockly', 'eye-blockly', BLOCKLY_DOCS, {description: DESCRIPTIONS.blockly}),
  indexCategory('Arduino', 'eye-arduino', ARDUINO_ESP32_DOCS, {description: DESCRIPTIONS.arduino}),
  indexCategory('CircuitPython', 'eye-circuitpython', CIRCUITPYTHON_DOCS, {description: DESCRIPTIONS.circuitPython}),
]);

/** The first steps with the senseBox MCU, shared by :edu and :home. */
const MCU_FIRST_STEPS = [
  'boards/mcu/mcu-revisions',
  'boards/mcu/mcu-in-betrieb-nehmen',
  'boards/mcu/mcu-erster-sketch',
  'boards/mcu/mcu-kompilieren',
];

/** :edu — the senseBox:edu with the senseBox MCU (SAMD21). */
const eduCategory: CategoryEntry = kitCategory('edu', [
  groupCategory('Erste Schritte', MCU_FIRST_STEPS),
  splitHardwareCategory('edu', {
    slugs: {
      hardware: 'hardware-1',
      included: 'in-der-edu-enthaltene-hardware-1',
      optional: 'zusätzlich-erwerbbare-hardware-1',
    },
  }),
  indexCategory('Blockly', 'blockly-1', BLOCKLY_DOCS, {description: DESCRIPTIONS.blockly}),
  indexCategory('Arduino', 'arduino-1', ARDUINO_SAMD_DOCS, {description: DESCRIPTIONS.arduino}),
  indexCategory(
    'Besonderheiten',
    'besonderheiten-1',
    ['misc/openRoberta', 'products/home/erweiterungen/home-erweiterung-LoRa'],
    {description: DESCRIPTIONS.specialFeatures},
  ),
]);

/**
 * :bike — the senseBox:bike, its app and its mount. The overview and the app's
 * first setup render without a sidebar (a spec row), so they are not listed
 * here; the pages link to them.
 */
const bikeCategory: CategoryEntry = kitCategory(
  'bike',
  [
    labelledDoc('products/bike/halterung/installation', 'Halterung'),
    groupCategory('App', [
      'products/bike/app/download',
      'products/bike/app/benutzung',
      'products/bike/app/troubleshooting',
    ]),
    kitHardwareCategory('bike', 'all', {label: 'Sensoren'}),
    'products/bike/misc/care',
  ],
  {description: 'Die senseBox:bike montieren, mit der App verbinden und pflegen.'},
);

/** :CO2 Ampel — the CO2 traffic light kit. */
const co2AmpelCategory: CategoryEntry = kitCategory('co2', [
  // The old site titled this index "Hardware" by mistake; it shows the assembly steps.
  indexCategory(
    'Aufbau und Installation',
    'aufbau-und-installation',
    [
      'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-1',
      'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-2',
      'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-3',
      'products/co2Ampel/aufbau/aufbau-co2Ampel-schritt-4',
    ],
    {description: DESCRIPTIONS.setup},
  ),
  kitHardwareCategory('co2', 'all', {label: 'Hardware', slug: 'hardware-2', description: DESCRIPTIONS.hardware}),
]);

/** :home — the senseBox:home station, built on the senseBox MCU. */
const homeCategory: CategoryEntry = kitCategory('home', [
  groupCategory('Erste Schritte', MCU_FIRST_STEPS),
  indexCategory(
    'Aufbau und Installation',
    'aufbau-und-installation-1',
    [
      'products/home/aufbau/home-schritt-1',
      'products/home/aufbau/home-schritt-2',
      'products/home/aufbau/home-schritt-3',
      'products/home/aufbau/home-aufstellen',
      'products/home/aufbau/aufbau-video',
    ],
    {description: DESCRIPTIONS.setup},
  ),
  // One list of the base set and what a buyer adds, as the :home sidebar has always shown it: a station
  // is put together when ordering, and its overview page (<KitContents>) says which parts are the base set.
  kitHardwareCategory('home', 'all', {label: 'Hardware', slug: 'hardware-3', description: DESCRIPTIONS.hardware}),
  indexCategory(
    'Erweiterungen',
    'erweiterungen',
    ['products/home/erweiterungen/home-erweiterung-LoRa', 'products/home/erweiterungen/circuitpython'],
    {description: DESCRIPTIONS.extensions},
  ),
]);

/** :mini — the senseBox:mini with the senseBox MCU mini. */
const miniCategory: CategoryEntry = kitCategory('mini', [
  splitHardwareCategory('mini', {
    slugs: {
      hardware: 'hardware-4',
      included: 'in-der-mini-enthaltene-hardware',
      optional: 'zusätzlich-erwerbbare-hardware-2',
    },
  }),
  indexCategory('Blockly', 'blockly-3', BLOCKLY_DOCS, {description: DESCRIPTIONS.blockly}),
  indexCategory('Arduino', 'arduino-2', ARDUINO_SAMD_DOCS, {description: DESCRIPTIONS.arduino}),
]);

/** :basic — the senseBox:basic for primary schools, programmed from a tablet app. */
const basicCategory: CategoryEntry = kitCategory('basic', [
  groupCategory('Erste Schritte', ['products/basic/basic-erste-schritte', 'products/basic/basic-programm-hochladen']),
  groupCategory('App', ['products/basic/app/basic-app-erste-schritte']),
  kitHardwareCategory('basic', 'all', {label: 'Hardware'}),
  // The materials page opens the category; under it the printable worksheets, in the order a class works through them.
  docCategory('Materialien', 'products/basic/basic-materialien', [
    'products/basic/arbeitsblaetter/temperatur',
    'products/basic/arbeitsblaetter/wuerfel',
    'products/basic/arbeitsblaetter/luftqualitaet',
    'products/basic/arbeitsblaetter/partylicht',
  ]),
]);

/**
 * Keyed by kit id, so the typecheck fails for a kit without a category. Its
 * order is the sidebar's: the :edu S2 first (a spec row: it is the entry a
 * reader without a chosen board sees first), the :eye after it as in the kit
 * table, the others in the order the old site listed them, the :basic last.
 */
export const KIT_CATEGORIES: Readonly<Record<KitId, CategoryEntry>> = {
  edus2: eduS2Category,
  eye: eyeCategory,
  edu: eduCategory,
  bike: bikeCategory,
  co2: co2AmpelCategory,
  home: homeCategory,
  mini: miniCategory,
  basic: basicCategory,
};
