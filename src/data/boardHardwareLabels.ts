import {localized, type Bilingual} from './language';
import type {
  AttachableId,
  BoardHardwareId,
  BoardPort,
  GpioAssignment,
  OnboardPart,
  OnboardPartKind,
  PortKind,
} from './boardHardware';
import {getBoard} from './boardHardware';

/** Visible words for the board hardware data in both languages; the functions give the page's (language.ts). */

const PORT_KIND_LABELS: Record<PortKind, Bilingual> = {
  usb: {de: 'USB', en: 'USB'},
  battery: {de: 'Akku', en: 'Battery'},
  power: {de: 'Externe Stromversorgung', en: 'External power'},
  powerOut: {de: 'Stromausgang', en: 'Power output'},
  i2c: {de: 'I2C/Wire', en: 'I2C/Wire'},
  uart: {de: 'UART/Serial', en: 'UART/Serial'},
  digital: {de: 'Digital/Analog', en: 'Digital/Analog'},
  xbee: {de: 'XBee', en: 'XBee'},
  sdcard: {de: 'microSD-Karte', en: 'microSD card'},
  fan: {de: 'Lüfter', en: 'Fan'},
  camera: {de: 'Kamera-Anschluss', en: 'Camera connector'},
  antenna: {de: 'Antennen-Buchse', en: 'Antenna socket'},
};

export function portKindLabel(kind: PortKind): string {
  return localized(PORT_KIND_LABELS[kind]);
}

/**
 * The name a port is shown with: its printed label and designator, or, when
 * nothing is printed, the kind with a running number ("I2C/Wire 2").
 */
export function portName(board: BoardHardwareId, port: BoardPort): string {
  if (port.label && port.designator) return `${port.label} (${port.designator})`;
  if (port.label) return port.label;
  if (port.designator) return port.designator;
  const sameKind = getBoard(board).ports.filter((other) => other.kind === port.kind);
  const kind = portKindLabel(port.kind);
  return sameKind.length > 1 ? `${kind} ${sameKind.indexOf(port) + 1}` : kind;
}

const ATTACHABLE_LABELS: Record<AttachableId, Bilingual> = {
  usbCable: {de: 'USB-Kabel zum Computer oder zur Powerbank', en: 'USB cable to a computer or power bank'},
  battery: {de: 'Akku', en: 'Battery'},
  temperatureHumidity: {de: 'Temperatur- und Luftfeuchtigkeitssensor', en: 'Temperature and humidity sensor'},
  brightnessUv: {de: 'Helligkeits- und UV-Sensor', en: 'Brightness and UV sensor'},
  airPressure: {de: 'Luftdruck- und Temperatursensor', en: 'Air pressure and temperature sensor'},
  tof: {de: 'Time-of-Flight-Sensor (ToF)', en: 'Time-of-flight (ToF) sensor'},
  environmental: {de: 'Umweltsensor', en: 'Environmental sensor'},
  co2: {de: 'CO2-Sensor', en: 'CO2 sensor'},
  display: {de: 'OLED-Display', en: 'OLED display'},
  gps: {de: 'GPS-Modul', en: 'GPS module'},
  multiplexer: {de: 'I2C-Multiplexer', en: 'I2C multiplexer'},
  sds011: {de: 'Feinstaubsensor SDS011', en: 'Particulate matter sensor SDS011'},
  rg15: {de: 'Niederschlagssensor RG-15', en: 'Precipitation sensor RG-15'},
  microphone: {de: 'Mikrofon', en: 'Microphone'},
  ultrasonic: {de: 'Ultraschall-Distanzsensor', en: 'Ultrasonic distance sensor'},
  soilMoisture: {de: 'Bodenfeuchte- und Temperatursensor', en: 'Soil moisture and temperature sensor'},
  ledMatrix: {de: 'LED-Matrix', en: 'LED matrix'},
  rgbLed: {de: 'RGB-LED', en: 'RGB LED'},
  wifiBee: {de: 'WiFi-Bee', en: 'WiFi-Bee'},
  sdBee: {de: 'SD-Bee', en: 'SD-Bee'},
  ethernetBee: {de: 'Ethernet-Bee', en: 'Ethernet-Bee'},
  bluetoothBee: {de: 'Bluetooth-Bee', en: 'Bluetooth-Bee'},
  loraBee: {de: 'LoRa-Bee', en: 'LoRa-Bee'},
  microSdCard: {de: 'microSD-Karte', en: 'microSD card'},
  fan: {de: 'Lüfter', en: 'Fan'},
};

export function attachableLabel(id: AttachableId): string {
  return localized(ATTACHABLE_LABELS[id]);
}

const ONBOARD_KIND_LABELS: Record<OnboardPartKind, Bilingual> = {
  imu: {de: 'Lagesensor (IMU)', en: 'Motion sensor (IMU)'},
  lightSensor: {de: 'Lichtsensor', en: 'Light sensor'},
  rgbLed: {de: 'RGB-LED', en: 'RGB LED'},
  wifi: {de: 'WLAN (WiFi)', en: 'WiFi'},
  cryptoChip: {de: 'Krypto-Chip', en: 'Crypto chip'},
  resetButton: {de: 'Reset-Knopf', en: 'Reset button'},
  userButton: {de: 'Taster', en: 'Push button'},
  bootButton: {de: 'Boot-Switch-Knopf', en: 'Boot button'},
  powerSwitch: {de: 'An-/Aus-Knopf', en: 'On/off switch'},
  statusLeds: {de: 'Status-LEDs', en: 'Status LEDs'},
  builtinLeds: {de: 'eingebaute LEDs', en: 'Built-in LEDs'},
  camera: {de: 'Kamera', en: 'Camera'},
  bluetooth: {de: 'Bluetooth (BLE)', en: 'Bluetooth (BLE)'},
  lora: {de: 'LoRa-Funkmodul', en: 'LoRa radio module'},
  batteryGauge: {de: 'Akku-Ladestandsmesser', en: 'battery fuel gauge'},
};

export function onboardKindLabel(kind: OnboardPartKind): string {
  return localized(ONBOARD_KIND_LABELS[kind]);
}

export function colourLabel(colour: 'red' | 'blue'): string {
  return colour === 'red' ? localized({de: 'rot', en: 'red'}) : localized({de: 'blau', en: 'blue'});
}

/** One on-board part as a short line, e.g. "Taster „Switch“ (blau)" or "Lagesensor (IMU) BMX055". */
export function onboardPartLabel(part: OnboardPart): string {
  const kindLabel = onboardKindLabel(part.kind);
  let text = kindLabel;
  if (part.part) text += ` ${part.part}`;
  // "Boot-Switch-Knopf „Boot-Switch“" would say the same thing twice.
  if (part.label && !kindLabel.includes(part.label)) {
    text += ' ' + localized({de: '„{label}“', en: '“{label}”'}, {label: part.label});
  }
  const details: string[] = [];
  if (part.colour) details.push(colourLabel(part.colour));
  for (const [revision, colour] of Object.entries(part.colourByRevision ?? {})) {
    details.push(
      localized(
        {de: '{colour} bei Revision {revision}', en: '{colour} on revision {revision}'},
        {
          colour: colourLabel(colour),
          revision,
        },
      ),
    );
  }
  if (part.codeNames) details.push(part.codeNames.join(', '));
  if (part.i2cAddress) {
    details.push(localized({de: 'I2C-Adresse {address}', en: 'I2C address {address}'}, {address: part.i2cAddress}));
  }
  if (part.notOnEveryBoard) {
    details.push(localized({de: 'nicht auf jeder Platine', en: 'not on every board'}));
  }
  return details.length > 0 ? `${text} (${details.join('; ')})` : text;
}

/** The board revisions an assignment holds for, e.g. "≥ v1.5"; empty when it never changed. */
export function revisionRange(assignment: GpioAssignment): string {
  let range = '';
  if (assignment.from && assignment.upTo) range = `v${assignment.from}–v${assignment.upTo}`;
  else if (assignment.from) range = `≥ v${assignment.from}`;
  else if (assignment.upTo) range = `≤ v${assignment.upTo}`;
  if (!assignment.sourcesDiffer) return range;
  const unsettled = localized(
    {de: 'v{revision} unklar', en: 'v{revision} unclear'},
    {revision: assignment.sourcesDiffer},
  );
  return range ? `${range}, ${unsettled}` : unsettled;
}

/** The GPIO of one assignment, e.g. "IO45", or "nicht verbunden". */
export function gpioName(assignment: GpioAssignment): string {
  return assignment.gpio === null ? localized({de: 'nicht verbunden', en: 'not connected'}) : `IO${assignment.gpio}`;
}

/**
 * A short line for a drawing: "SDA IO2, SCL IO1", "IO47 (≤ v1.4), IO21 (≥ v1.5)".
 * The signal name is left out where it adds nothing (one signal only, or
 * the signal is the GPIO's own name). With more than `max` assignments only
 * the current ones count; still too many gives undefined (the pin table has them).
 */
export function gpioSummary(gpios: readonly GpioAssignment[] | undefined, max = 3): string | undefined {
  if (!gpios || gpios.length === 0) return undefined;
  let shown = gpios;
  if (shown.length > max) shown = shown.filter((assignment) => !assignment.upTo);
  if (shown.length > max || shown.length === 0) return undefined;
  const oneSignal = new Set(shown.map((assignment) => assignment.signal)).size === 1;
  return shown
    .map((assignment) => {
      const gpio = gpioName(assignment);
      const withSignal = oneSignal || assignment.signal === gpio ? gpio : `${assignment.signal} ${gpio}`;
      const range = revisionRange(assignment);
      return range ? `${withSignal} (${range})` : withSignal;
    })
    .join(', ');
}
