import {docCategory, groupCategory, indexCategory, type CategoryEntry} from './categories';
import {ARDUINO_BASICS, BLOCKLY_DOCS, DESCRIPTIONS, EDU_ADDITIONAL_HARDWARE} from './shared';

/** :edu S2 — the senseBox:edu S2 with the MCU-S2 (ESP32-S2). */
export const eduS2Category: CategoryEntry = docCategory(
  ':edu S2',
  'boards/mcus2/mcu-s2-overview',
  [
    groupCategory('Erste Schritte', [
      'boards/mcus2/mcus2-in-betrieb-nehmen',
      'boards/mcus2/mcus2-erster-sketch',
      'boards/mcus2/mcus2-kompilieren',
    ]),
    indexCategory(
      'Hardware',
      'hardware',
      [
        indexCategory(
          'in der :edu enthaltene Hardware',
          'in-der-edu-enthaltene-hardware',
          [
            'hardware/sensors/temperatur-luftfeuchte',
            'hardware/sensors/helligkeit-uv',
            'hardware/sensors/luftdruck-temperatur',
            'hardware/sensors/photodiode',
            'hardware/sensors/mpu6050',
            'hardware/sensors/tof',
            'hardware/bee/bluetooth-bee',
            'hardware/wifi',
            'hardware/sd',
            'hardware/accessoires/display',
            'hardware/accessoires/rgb-led-esp32',
            'hardware/accessoires/led-matrix',
            'hardware/accessoires/cable_overview',
          ],
          {description: DESCRIPTIONS.included},
        ),
        indexCategory(
          'zusätzlich erwerbbare Hardware',
          'zusätzlich-erwerbbare-hardware',
          EDU_ADDITIONAL_HARDWARE,
          {description: DESCRIPTIONS.additional},
        ),
      ],
      {description: DESCRIPTIONS.hardware},
    ),
    indexCategory('Blockly', 'blockly', BLOCKLY_DOCS, {description: DESCRIPTIONS.blockly}),
    indexCategory(
      'Arduino',
      'arduino',
      [...ARDUINO_BASICS, 'editors/arduino/first-steps', 'editors/arduino/libraries-hinzufuegen'],
      {description: DESCRIPTIONS.arduino},
    ),
    indexCategory('Besonderheiten', 'besonderheiten', ['misc/circuitpython_esp32'], {
      description: DESCRIPTIONS.specialFeatures,
    }),
  ],
  {board: 'edus2'},
);
