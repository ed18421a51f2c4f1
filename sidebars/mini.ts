import {docCategory, indexCategory, type CategoryEntry} from './categories';
import {ARDUINO_SAMD_DOCS, BLOCKLY_DOCS, DESCRIPTIONS} from './shared';

/** :mini — the senseBox:mini with the senseBox MCU mini. */
export const miniCategory: CategoryEntry = docCategory(
  ':mini',
  'boards/mini/mini-overview',
  [
    indexCategory(
      'Hardware',
      'hardware-4',
      [
        // The old site titled this index "in der :edu enthaltene Hardware" by mistake.
        indexCategory(
          'in der :mini enthaltene Hardware',
          'in-der-mini-enthaltene-hardware',
          [
            'hardware/bee/wifi-bee',
            'hardware/bee/sd-bee',
            'hardware/sensors/umweltsensor',
            'hardware/accessoires/display',
            'hardware/accessoires/rgb-led',
            'hardware/accessoires/cable_overview',
          ],
          {description: DESCRIPTIONS.included},
        ),
        // The rain sensor stood in both lists on the old site; it is an add-on, so it stays here only.
        indexCategory(
          'zusätzlich erwerbbare Hardware',
          'zusätzlich-erwerbbare-hardware-2',
          [
            'hardware/sensors/feinstaub-sds011',
            'hardware/sensors/feinstaub-sps30',
            'hardware/sensors/co2',
            'hardware/sensors/truebner',
            'hardware/sensors/niederschlag-rg15',
            'hardware/bee/ethernet-bee',
            'hardware/accessoires/gps',
            'hardware/sensors/wassertemperatur',
            'hardware/accessoires/multiplexer',
            'hardware/sensors/temperatur-luftfeuchte',
            'hardware/sensors/helligkeit-uv',
            'hardware/sensors/distanz',
            'hardware/sensors/mikro',
            'hardware/sensors/luftdruck-temperatur',
            'hardware/sensors/bmx055',
          ],
          {description: DESCRIPTIONS.additional},
        ),
      ],
      {description: DESCRIPTIONS.hardware},
    ),
    indexCategory('Blockly', 'blockly-3', BLOCKLY_DOCS, {description: DESCRIPTIONS.blockly}),
    indexCategory('Arduino', 'arduino-2', ARDUINO_SAMD_DOCS, {description: DESCRIPTIONS.arduino}),
  ],
  {board: 'mini'},
);
