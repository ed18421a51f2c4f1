import {indexCategory, kitCategory, type CategoryEntry} from './categories';
import {splitHardwareCategory} from './kitHardware';
import {ARDUINO_SAMD_DOCS, BLOCKLY_DOCS, DESCRIPTIONS} from './shared';

/** :mini — the senseBox:mini with the senseBox MCU mini. */
export const miniCategory: CategoryEntry = kitCategory('mini', [
  splitHardwareCategory('mini', {
    slugs: {
      hardware: 'hardware-4',
      included: 'in-der-mini-enthaltene-hardware',
      optional: 'zusätzlich-erwerbbare-hardware-2',
    },
    includedAfter: ['hardware/accessoires/cable_overview'],
  }),
  indexCategory('Blockly', 'blockly-3', BLOCKLY_DOCS, {description: DESCRIPTIONS.blockly}),
  indexCategory('Arduino', 'arduino-2', ARDUINO_SAMD_DOCS, {description: DESCRIPTIONS.arduino}),
]);
