import {translate} from '@docusaurus/Translate';
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

/**
 * Visible words for the board hardware data, in the current language.
 * Functions (not constants) because `translate()` must run at render time,
 * when the locale's messages are known. German is the default message.
 */

export function portKindLabel(kind: PortKind): string {
  switch (kind) {
    case 'usb':
      return translate({id: 'boardHardware.portKind.usb', message: 'USB', description: 'Port kind: USB socket'});
    case 'battery':
      return translate({
        id: 'boardHardware.portKind.battery',
        message: 'Akku',
        description: 'Port kind: battery connector',
      });
    case 'power':
      return translate({
        id: 'boardHardware.portKind.power',
        message: 'Externe Stromversorgung',
        description: 'Port kind: external power pins',
      });
    case 'powerOut':
      return translate({
        id: 'boardHardware.portKind.powerOut',
        message: 'Stromausgang',
        description: 'Port kind: pins that supply power to a connected device',
      });
    case 'i2c':
      return translate({id: 'boardHardware.portKind.i2c', message: 'I2C/Wire', description: 'Port kind: I2C'});
    case 'uart':
      return translate({id: 'boardHardware.portKind.uart', message: 'UART/Serial', description: 'Port kind: UART'});
    case 'digital':
      return translate({
        id: 'boardHardware.portKind.digital',
        message: 'Digital/Analog',
        description: 'Port kind: digital/analog I/O',
      });
    case 'xbee':
      return translate({id: 'boardHardware.portKind.xbee', message: 'XBee', description: 'Port kind: XBee socket'});
    case 'sdcard':
      return translate({
        id: 'boardHardware.portKind.sdcard',
        message: 'microSD-Karte',
        description: 'Port kind: micro-SD card slot',
      });
    case 'fan':
      return translate({id: 'boardHardware.portKind.fan', message: 'Lüfter', description: 'Port kind: fan connector'});
    case 'camera':
      return translate({
        id: 'boardHardware.portKind.camera',
        message: 'Kamera-Anschluss',
        description: 'Port kind: camera connector (DVP, flat ribbon cable)',
      });
    case 'antenna':
      return translate({
        id: 'boardHardware.portKind.antenna',
        message: 'Antennen-Buchse',
        description: 'Port kind: socket for a radio antenna',
      });
  }
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

export function attachableLabel(id: AttachableId): string {
  switch (id) {
    case 'usbCable':
      return translate({id: 'boardHardware.attachable.usbCable', message: 'USB-Kabel zum Computer oder zur Powerbank'});
    case 'battery':
      return translate({id: 'boardHardware.attachable.battery', message: 'Akku'});
    case 'temperatureHumidity':
      return translate({
        id: 'boardHardware.attachable.temperatureHumidity',
        message: 'Temperatur- und Luftfeuchtigkeitssensor',
      });
    case 'brightnessUv':
      return translate({id: 'boardHardware.attachable.brightnessUv', message: 'Helligkeits- und UV-Sensor'});
    case 'airPressure':
      return translate({id: 'boardHardware.attachable.airPressure', message: 'Luftdruck- und Temperatursensor'});
    case 'tof':
      return translate({id: 'boardHardware.attachable.tof', message: 'Time-of-Flight-Sensor (ToF)'});
    case 'environmental':
      return translate({id: 'boardHardware.attachable.environmental', message: 'Umweltsensor'});
    case 'co2':
      return translate({id: 'boardHardware.attachable.co2', message: 'CO2-Sensor'});
    case 'display':
      return translate({id: 'boardHardware.attachable.display', message: 'OLED-Display'});
    case 'gps':
      return translate({id: 'boardHardware.attachable.gps', message: 'GPS-Modul'});
    case 'multiplexer':
      return translate({id: 'boardHardware.attachable.multiplexer', message: 'I2C-Multiplexer'});
    case 'sds011':
      return translate({id: 'boardHardware.attachable.sds011', message: 'Feinstaubsensor SDS011'});
    case 'rg15':
      return translate({id: 'boardHardware.attachable.rg15', message: 'Niederschlagssensor RG-15'});
    case 'microphone':
      return translate({id: 'boardHardware.attachable.microphone', message: 'Mikrofon'});
    case 'ultrasonic':
      return translate({id: 'boardHardware.attachable.ultrasonic', message: 'Ultraschall-Distanzsensor'});
    case 'soilMoisture':
      return translate({id: 'boardHardware.attachable.soilMoisture', message: 'Bodenfeuchte- und Temperatursensor'});
    case 'ledMatrix':
      return translate({id: 'boardHardware.attachable.ledMatrix', message: 'LED-Matrix'});
    case 'rgbLed':
      return translate({id: 'boardHardware.attachable.rgbLed', message: 'RGB-LED'});
    case 'wifiBee':
      return translate({id: 'boardHardware.attachable.wifiBee', message: 'WiFi-Bee'});
    case 'sdBee':
      return translate({id: 'boardHardware.attachable.sdBee', message: 'SD-Bee'});
    case 'ethernetBee':
      return translate({id: 'boardHardware.attachable.ethernetBee', message: 'Ethernet-Bee'});
    case 'bluetoothBee':
      return translate({id: 'boardHardware.attachable.bluetoothBee', message: 'Bluetooth-Bee'});
    case 'loraBee':
      return translate({id: 'boardHardware.attachable.loraBee', message: 'LoRa-Bee'});
    case 'microSdCard':
      return translate({id: 'boardHardware.attachable.microSdCard', message: 'microSD-Karte'});
    case 'fan':
      return translate({id: 'boardHardware.attachable.fan', message: 'Lüfter'});
  }
}

export function onboardKindLabel(kind: OnboardPartKind): string {
  switch (kind) {
    case 'imu':
      return translate({id: 'boardHardware.onboard.imu', message: 'Lagesensor (IMU)'});
    case 'lightSensor':
      return translate({id: 'boardHardware.onboard.lightSensor', message: 'Lichtsensor'});
    case 'rgbLed':
      return translate({id: 'boardHardware.onboard.rgbLed', message: 'RGB-LED'});
    case 'wifi':
      return translate({id: 'boardHardware.onboard.wifi', message: 'WLAN (WiFi)'});
    case 'cryptoChip':
      return translate({id: 'boardHardware.onboard.cryptoChip', message: 'Krypto-Chip'});
    case 'resetButton':
      return translate({id: 'boardHardware.onboard.resetButton', message: 'Reset-Knopf'});
    case 'userButton':
      return translate({id: 'boardHardware.onboard.userButton', message: 'Taster'});
    case 'bootButton':
      return translate({id: 'boardHardware.onboard.bootButton', message: 'Boot-Switch-Knopf'});
    case 'powerSwitch':
      return translate({id: 'boardHardware.onboard.powerSwitch', message: 'An-/Aus-Knopf'});
    case 'statusLeds':
      return translate({id: 'boardHardware.onboard.statusLeds', message: 'Status-LEDs'});
    case 'builtinLeds':
      return translate({id: 'boardHardware.onboard.builtinLeds', message: 'eingebaute LEDs'});
    case 'camera':
      return translate({id: 'boardHardware.onboard.camera', message: 'Kamera'});
    case 'bluetooth':
      return translate({id: 'boardHardware.onboard.bluetooth', message: 'Bluetooth (BLE)'});
    case 'lora':
      return translate({id: 'boardHardware.onboard.lora', message: 'LoRa-Funkmodul'});
    case 'batteryGauge':
      return translate({id: 'boardHardware.onboard.batteryGauge', message: 'Akku-Ladestandsmesser'});
  }
}

export function colourLabel(colour: 'red' | 'blue'): string {
  return colour === 'red'
    ? translate({id: 'boardHardware.colour.red', message: 'rot'})
    : translate({id: 'boardHardware.colour.blue', message: 'blau'});
}

/** One on-board part as a short line, e.g. "Taster „Switch“ (blau)" or "Lagesensor (IMU) BMX055". */
export function onboardPartLabel(part: OnboardPart): string {
  const kindLabel = onboardKindLabel(part.kind);
  let text = kindLabel;
  if (part.part) text += ` ${part.part}`;
  // "Boot-Switch-Knopf „Boot-Switch“" would say the same thing twice.
  if (part.label && !kindLabel.includes(part.label)) {
    text += ' ' + translate({id: 'boardHardware.onboard.printedLabel', message: '„{label}“'}, {label: part.label});
  }
  const details: string[] = [];
  if (part.colour) details.push(colourLabel(part.colour));
  for (const [revision, colour] of Object.entries(part.colourByRevision ?? {})) {
    details.push(
      translate(
        {id: 'boardHardware.colourByRevision', message: '{colour} bei Revision {revision}'},
        {colour: colourLabel(colour), revision},
      ),
    );
  }
  if (part.codeNames) details.push(part.codeNames.join(', '));
  if (part.i2cAddress) {
    details.push(
      translate({id: 'boardHardware.onboard.i2cAddress', message: 'I2C-Adresse {address}'}, {address: part.i2cAddress}),
    );
  }
  if (part.notOnEveryBoard) {
    details.push(translate({id: 'boardHardware.onboard.notOnEveryBoard', message: 'nicht auf jeder Platine'}));
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
  const unsettled = translate(
    {
      id: 'boardHardware.revision.sourcesDiffer',
      message: 'v{revision} unklar',
      description: 'A board revision for which schematic and examples disagree, after a revision range',
    },
    {revision: assignment.sourcesDiffer},
  );
  return range ? `${range}, ${unsettled}` : unsettled;
}

/** The GPIO of one assignment, e.g. "IO45", or "nicht verbunden". */
export function gpioName(assignment: GpioAssignment): string {
  return assignment.gpio === null
    ? translate({
        id: 'boardHardware.gpio.notConnected',
        message: 'nicht verbunden',
        description: 'A signal without a GPIO',
      })
    : `IO${assignment.gpio}`;
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
