import {docCategory, groupCategory, indexCategory, type CategoryEntry} from './categories';
import {ARDUINO_SAMD_DOCS, BLOCKLY_DOCS, DESCRIPTIONS, EDU_ADDITIONAL_HARDWARE} from './shared';

/** The first steps with the senseBox MCU, shared by :edu and :home. */
export const MCU_FIRST_STEPS = [
  'boards/mcu/mcu-revisions',
  'boards/mcu/mcu-in-betrieb-nehmen',
  'boards/mcu/mcu-erster-sketch',
  'boards/mcu/mcu-kompilieren',
];

/** :edu — the senseBox:edu with the senseBox MCU (SAMD21). */
export const eduCategory: CategoryEntry = docCategory(
  ':edu',
  'boards/mcu/mcu-overview',
  [
    groupCategory('Erste Schritte', MCU_FIRST_STEPS),
    indexCategory(
      'Hardware',
      'hardware-1',
      [
        indexCategory(
          'in der :edu enthaltene Hardware',
          'in-der-edu-enthaltene-hardware-1',
          [
            'hardware/bee/wifi-bee',
            'hardware/bee/sd-bee',
            'hardware/sensors/temperatur-luftfeuchte',
            'hardware/sensors/helligkeit-uv',
            'hardware/sensors/distanz',
            'hardware/sensors/mikro',
            'hardware/sensors/luftdruck-temperatur',
            'hardware/accessoires/display',
            'hardware/sensors/bmx055',
            'hardware/accessoires/cable_overview',
          ],
          {description: DESCRIPTIONS.included},
        ),
        // The old sidebar listed the rain sensor twice here; once is enough.
        indexCategory(
          'zusätzlich erwerbbare Hardware',
          'zusätzlich-erwerbbare-hardware-1',
          [...EDU_ADDITIONAL_HARDWARE, 'hardware/accessoires/multiplexer', 'hardware/accessoires/solar_set'],
          {description: DESCRIPTIONS.additional},
        ),
      ],
      {description: DESCRIPTIONS.hardware},
    ),
    indexCategory('Blockly', 'blockly-1', BLOCKLY_DOCS, {description: DESCRIPTIONS.blockly}),
    indexCategory('Arduino', 'arduino-1', ARDUINO_SAMD_DOCS, {description: DESCRIPTIONS.arduino}),
    indexCategory(
      'Besonderheiten',
      'besonderheiten-1',
      ['misc/openRoberta', 'products/home/erweiterungen/home-erweiterung-LoRa'],
      {description: DESCRIPTIONS.specialFeatures},
    ),
  ],
  {board: 'edu'},
);
