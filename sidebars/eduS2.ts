import {groupCategory, indexCategory, kitCategory, type CategoryEntry} from './categories';
import {splitHardwareCategory} from './kitHardware';
import {ARDUINO_ESP32_DOCS, BLOCKLY_DOCS, CIRCUITPYTHON_DOCS, DESCRIPTIONS} from './shared';

/** :edu S2 — the senseBox:edu S2 with the MCU-S2 (ESP32-S2). */
export const eduS2Category: CategoryEntry = kitCategory('edus2', [
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
    includedAfter: ['hardware/accessoires/cable_overview'],
  }),
  indexCategory('Blockly', 'blockly', BLOCKLY_DOCS, {description: DESCRIPTIONS.blockly}),
  indexCategory('Arduino', 'arduino', ARDUINO_ESP32_DOCS, {description: DESCRIPTIONS.arduino}),
  // "Besonderheiten" held only the CircuitPython page; the CircuitPython section took its
  // place and keeps its address /docs/category/besonderheiten, so old links still land there.
  indexCategory('CircuitPython', 'besonderheiten', CIRCUITPYTHON_DOCS, {description: DESCRIPTIONS.circuitPython}),
]);
