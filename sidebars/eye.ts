import {groupCategory, indexCategory, kitCategory, type CategoryEntry} from './categories';
import {kitHardwareCategory} from './kitHardware';
import {ARDUINO_ESP32_DOCS, BLOCKLY_DOCS, CIRCUITPYTHON_DOCS, DESCRIPTIONS} from './shared';

/**
 * :eye — the senseBox MCU Eye (ESP32-S3 with camera). Its on-board parts come
 * from the parts data (`includedIn: ['eye']`); the board's pin reference and
 * the editor's camera and machine-learning blocks follow them. New categories
 * pin new slugs, so the numbered category addresses already published stay where they are.
 */
export const eyeCategory: CategoryEntry = kitCategory('eye', [
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
