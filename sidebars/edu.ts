import {groupCategory, indexCategory, kitCategory, type CategoryEntry} from './categories';
import {splitHardwareCategory} from './kitHardware';
import {ARDUINO_SAMD_DOCS, BLOCKLY_DOCS, DESCRIPTIONS} from './shared';

/** The first steps with the senseBox MCU, shared by :edu and :home. */
export const MCU_FIRST_STEPS = [
  'boards/mcu/mcu-revisions',
  'boards/mcu/mcu-in-betrieb-nehmen',
  'boards/mcu/mcu-erster-sketch',
  'boards/mcu/mcu-kompilieren',
];

/** :edu — the senseBox:edu with the senseBox MCU (SAMD21). */
export const eduCategory: CategoryEntry = kitCategory('edu', [
  groupCategory('Erste Schritte', MCU_FIRST_STEPS),
  splitHardwareCategory('edu', {
    slugs: {
      hardware: 'hardware-1',
      included: 'in-der-edu-enthaltene-hardware-1',
      optional: 'zusätzlich-erwerbbare-hardware-1',
    },
    includedAfter: ['hardware/accessoires/cable_overview'],
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
