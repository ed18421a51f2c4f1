/** Doc lists that several boards show in the same order. */

export const BLOCKLY_DOCS = [
  'editors/blockly/blocks/logik',
  'editors/blockly/blocks/mathematik',
  'editors/blockly/blocks/schleifen',
  'editors/blockly/blocks/sensoren',
  'editors/blockly/blocks/text',
  'editors/blockly/blocks/variablen',
  'editors/blockly/blocks/web/opensensemap',
  'editors/blockly/blocks/web/wifi',
  'editors/blockly/blocks/zeit',
  'editors/blockly/fehlermeldungen',
];

export const ARDUINO_BASICS = ['editors/arduino/installation-arduino-ide', 'editors/arduino/installation-bsp'];

/** Arduino entries for the SAMD boards (:edu, :mini), which also use the senseBoxIO library. */
export const ARDUINO_SAMD_DOCS = [
  ...ARDUINO_BASICS,
  'boards/mcu/mcu-sensebox-io-library',
  'editors/arduino/libraries-hinzufuegen',
  'editors/arduino/first-steps',
  'editors/arduino/fehlermeldungen',
];

/** Arduino entries for the ESP32 boards (:edu S2, :eye). */
export const ARDUINO_ESP32_DOCS = [
  ...ARDUINO_BASICS,
  'editors/arduino/first-steps',
  'editors/arduino/libraries-hinzufuegen',
  'editors/arduino/fehlermeldungen',
];

/** The CircuitPython section, in the order of the current senseBox docs (:edu S2 and :eye). */
export const CIRCUITPYTHON_DOCS = [
  'editors/circuitpython/circuitpython_esp32',
  'editors/circuitpython/circpy_uninstall',
  'editors/circuitpython/circpy_first-steps',
  'editors/circuitpython/circpy_libraries',
  'editors/circuitpython/circpy_supported-hardware',
  'editors/circuitpython/circpy_editors',
  'editors/circuitpython/circpy_osem',
  'editors/circuitpython/circpy_example',
  'editors/circuitpython/circpy_fehlermeldungen',
];

/** Category descriptions shared by same-named categories (Docusaurus keys their translations by label). */
export const DESCRIPTIONS = {
  hardware: 'Sensoren, Bees und Zubehör, die zu diesem Kit passen.',
  included: 'Diese Teile liegen im Kit.',
  additional: 'Diese Teile kannst du zusätzlich kaufen und anschließen.',
  blockly: 'Die Blöcke von Blockly für senseBox, Kategorie für Kategorie.',
  arduino: 'Die Arduino IDE einrichten und die senseBox mit C++ programmieren.',
  specialFeatures: 'Weitere Wege, dieses Board zu programmieren und zu erweitern.',
  setup: 'Schritt für Schritt vom Bausatz zum fertigen Gerät.',
  extensions: 'Mehr Funktionen für deine senseBox:home.',
  circuitPython: 'CircuitPython auf das Board bringen und dein Board in Python programmieren.',
};
