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
];

export const ARDUINO_BASICS = [
  'editors/arduino/installation-arduino-ide',
  'editors/arduino/installation-bsp',
];

/** Arduino entries for the SAMD boards (:edu, :mini), which also use the senseBoxIO library. */
export const ARDUINO_SAMD_DOCS = [
  ...ARDUINO_BASICS,
  'boards/mcu/mcu-sensebox-io-library',
  'editors/arduino/libraries-hinzufuegen',
  'editors/arduino/first-steps',
];

/** Parts a reader can buy in addition to the :edu and :edu S2 kits. */
export const EDU_ADDITIONAL_HARDWARE = [
  'hardware/sensors/feinstaub-sds011',
  'hardware/sensors/feinstaub-sps30',
  'hardware/bee/lora-bee',
  'hardware/sensors/co2',
  'hardware/sensors/truebner',
  'hardware/sensors/umweltsensor',
  'hardware/sensors/niederschlag-rg15',
  'hardware/bee/ethernet-bee',
  'hardware/accessoires/gps',
  'hardware/sensors/wassertemperatur',
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
};
