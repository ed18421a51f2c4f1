import {localized, type Bilingual} from './language';
import type {Chip, ExtraSpecLabel, GenericPartKind, Interface, PhenomenonId, Qualifier} from './parts';
import type {SpecWords} from './formatSpec';

/**
 * Visible words for the parts data in both languages; the functions give the page's
 * (language.ts). A new phenomenon, qualifier or extra row gets its words here.
 */

const PHENOMENON_LABELS: Record<PhenomenonId, Bilingual> = {
  temperature: {de: 'Temperatur', en: 'temperature'},
  relativeHumidity: {de: 'relative Luftfeuchtigkeit', en: 'relative humidity'},
  airPressure: {de: 'Luftdruck', en: 'air pressure'},
  altitude: {de: 'Höhe über NN', en: 'altitude above sea level'},
  illuminance: {de: 'Beleuchtungsstärke', en: 'illuminance'},
  uvIntensity: {de: 'UV-Intensität', en: 'UV intensity'},
  lightIntensity: {de: 'Lichtintensität (relativ)', en: 'light intensity (relative)'},
  co2: {de: 'CO2-Gehalt der Luft', en: 'CO2 content of the air'},
  iaq: {de: 'Innenraumluftqualität (IAQ)', en: 'indoor air quality (IAQ)'},
  iaqAccuracy: {de: 'Kalibrierstatus des IAQ-Werts', en: 'calibration status of the IAQ value'},
  co2Equivalent: {de: 'CO2-Äquivalent', en: 'CO2 equivalent'},
  breathVocEquivalent: {de: 'Atemluft-VOC-Äquivalent', en: 'breath VOC equivalent'},
  distance: {de: 'Distanz', en: 'distance'},
  acceleration: {de: 'Beschleunigung', en: 'acceleration'},
  rotationRate: {de: 'Drehrate', en: 'rotation rate'},
  magneticField: {de: 'Magnetfeld', en: 'magnetic field'},
  pm1: {de: 'Feinstaub PM1.0', en: 'particulate matter PM1.0'},
  pm2_5: {de: 'Feinstaub PM2.5', en: 'particulate matter PM2.5'},
  pm4: {de: 'Feinstaub PM4.0', en: 'particulate matter PM4.0'},
  pm10: {de: 'Feinstaub PM10', en: 'particulate matter PM10'},
  soundLevel: {de: 'Lautstärke (Schallpegel)', en: 'sound level'},
  loudness: {de: 'Lautstärke', en: 'loudness'},
  soilMoisture: {
    de: 'Bodenfeuchte (volumetrischer Wassergehalt)',
    en: 'soil moisture (volumetric water content)',
  },
  soilTemperature: {de: 'Bodentemperatur', en: 'soil temperature'},
  waterTemperature: {de: 'Wassertemperatur', en: 'water temperature'},
  rainIntensity: {de: 'Niederschlagsintensität', en: 'rainfall intensity'},
  rainAmount: {de: 'Niederschlagsmenge', en: 'rainfall amount'},
  latitude: {de: 'Breitengrad', en: 'latitude'},
  longitude: {de: 'Längengrad', en: 'longitude'},
  speed: {de: 'Geschwindigkeit', en: 'speed'},
  timestamp: {de: 'Zeitstempel', en: 'timestamp'},
  date: {de: 'Datum', en: 'date'},
  time: {de: 'Uhrzeit', en: 'time'},
};

export function phenomenonLabel(id: PhenomenonId): string {
  return localized(PHENOMENON_LABELS[id]);
}

/** A label, or a name that reads the same in both languages. */
type Label = Bilingual | string;

function text(label: Label): string {
  return typeof label === 'string' ? label : localized(label);
}

const QUALIFIER_LABELS: Record<Exclude<Qualifier, PhenomenonId>, Label> = {
  relative: {de: 'relativ', en: 'relative'},
  absolute: {de: 'absolut', en: 'absolute'},
  standby: {de: 'Standby', en: 'standby'},
  continuous: {de: 'Dauerbetrieb', en: 'continuous operation'},
  powerSave: {de: 'Energiesparmodus', en: 'power-saving mode'},
  nominal: {de: 'im Ruhezustand', en: 'at rest'},
  whileRaining: {de: 'bei Regen', en: 'while raining'},
  singleGnss: {de: 'ein Satellitensystem', en: 'one satellite system'},
  dualGnss: {de: 'zwei Satellitensysteme', en: 'two satellite systems'},
  axisXY: {de: 'x- und y-Achse', en: 'x and y axis'},
  axisZ: {de: 'z-Achse', en: 'z axis'},
  panel: {de: 'Solarpanel', en: 'solar panel'},
  chargeController: {de: 'Laderegler', en: 'charge controller'},
  perCell: {de: 'je Akku', en: 'per battery'},
  rfm95w: 'RFM95W',
  rfm96w: 'RFM96W',
  tsl45315: 'TSL45315',
  ltr329Gain1x: {de: 'LTR-329ALS-01, Verstärkung 1×', en: 'LTR-329ALS-01, gain 1×'},
  ltr329Gain2x: {de: 'LTR-329ALS-01, Verstärkung 2× wie in Blockly', en: 'LTR-329ALS-01, gain 2× as in Blockly'},
  includingCable: {de: 'mit Kabel', en: 'including cable'},
};

export function qualifierLabel(id: Qualifier): string {
  // Every other qualifier is a phenomenon id.
  return id in QUALIFIER_LABELS
    ? text(QUALIFIER_LABELS[id as keyof typeof QUALIFIER_LABELS])
    : phenomenonLabel(id as PhenomenonId);
}

const INTERFACE_LABELS: Record<Interface, Label> = {
  i2c: 'I2C',
  uart: 'UART',
  spi: 'SPI',
  onewire: '1-Wire',
  digital: 'digital',
  analog: {de: 'analog', en: 'analogue'},
  internal: {de: 'intern auf der Platine', en: 'internal, on the board'},
  dvp: {de: 'DVP (parallele Kamera-Schnittstelle)', en: 'DVP (parallel camera interface)'},
};

export function interfaceLabel(id: Interface): string {
  return text(INTERFACE_LABELS[id]);
}

const EXTRA_SPEC_LABELS: Record<ExtraSpecLabel, Bilingual> = {
  displayResolution: {de: 'Auflösung des Displays', en: 'Display resolution'},
  panelSize: {de: 'Maße der Anzeigefläche', en: 'Dimensions of the display area'},
  ledCount: {de: 'Anzahl LEDs', en: 'Number of LEDs'},
  matrix: {de: 'LEDs (Spalten × Zeilen)', en: 'LEDs (columns × rows)'},
  additionalPorts: {de: 'Zusätzliche Anschlüsse', en: 'Additional ports'},
  channels: {de: 'Kanäle', en: 'Channels'},
  sensitivity: {de: 'Empfindlichkeit', en: 'Sensitivity'},
  updateRate: {de: 'Aktualisierungsrate', en: 'Update rate'},
  measurementsPerSecond: {de: 'Messungen pro Sekunde', en: 'Measurements per second'},
  measuringInterval: {de: 'Messintervall', en: 'Measuring interval'},
  frameRate: {de: 'Bildrate', en: 'Frame rate'},
  zones: {de: 'Messzonen', en: 'Measuring zones'},
  maxI2cClock: {de: 'Höchster I2C-Takt', en: 'Maximum I2C clock'},
  temperatureStability: {de: 'Temperaturstabilität', en: 'Temperature stability'},
  temperatureCompensation: {de: 'Temperaturkompensation', en: 'Temperature compensation'},
  operatingTemperature: {de: 'Betriebstemperatur', en: 'Operating temperature'},
  outputVoltage: {de: 'Ausgangsspannung', en: 'Output voltage'},
  warmUpTime: {de: 'Aufwärmzeit', en: 'Warm-up time'},
  gasDeviation: {de: 'Abweichung der Gasmessung', en: 'Deviation of the gas measurement'},
  responseTime: {de: 'Reaktionszeit', en: 'Response time'},
  maxPower: {de: 'Maximale Leistung', en: 'Maximum power'},
  terminalVoltage: {de: 'Klemmenspannung', en: 'Terminal voltage'},
  voltageAtMaxPower: {de: 'Spannung bei maximaler Leistung', en: 'Voltage at maximum power'},
  shortCircuitCurrent: {de: 'Kurzschlussstrom', en: 'Short-circuit current'},
  battery: {de: 'Akkus (LiPo)', en: 'Batteries (LiPo)'},
  frequency: {de: 'Frequenz', en: 'Frequency'},
  cableLength: {de: 'Kabellänge', en: 'Cable length'},
  wifiBand: {de: 'WLAN-Frequenzband', en: 'WiFi frequency band'},
  adcResolution: {de: 'Auflösung des Analogwerts', en: 'Resolution of the analogue value'},
  imageResolution: {de: 'Höchste Bildauflösung', en: 'Maximum image resolution'},
  bluetoothVersion: {de: 'Bluetooth-Version (Low Energy)', en: 'Bluetooth version (Low Energy)'},
};

export function extraSpecLabel(id: ExtraSpecLabel): string {
  return localized(EXTRA_SPEC_LABELS[id]);
}

const GENERIC_PART_LABELS: Record<GenericPartKind, Bilingual> = {
  condenserMicrophone: {de: 'Kondensatormikrofon mit Verstärker', en: 'condenser microphone with amplifier'},
  sensorHub: {de: 'Sensor-Hub', en: 'sensor hub'},
  rtcModule: {de: 'Echtzeituhr (RTC) mit Knopfzelle', en: 'real-time clock (RTC) with coin cell'},
  photodiode: {de: 'Photodiode', en: 'photodiode'},
  rgbLed: {de: 'RGB-LED', en: 'RGB-LED'},
  wifiModule: {de: 'WLAN-Modul', en: 'WiFi module'},
  microSdSlot: {de: 'microSD-Steckplatz', en: 'microSD slot'},
  pushButton: {de: 'Taster', en: 'Push button'},
};

export function genericPartLabel(kind: GenericPartKind): string {
  return localized(GENERIC_PART_LABELS[kind]);
}

/** The name a chip is shown with: its own name, or what it is. */
export function chipName(chip: Chip): string {
  if (chip.name) return chip.name;
  return chip.generic ? genericPartLabel(chip.generic) : '';
}

/** The translated words formatSpecValue needs. */
export function specWords(): SpecWords {
  return {
    upTo: localized({de: 'bis zu', en: 'up to'}),
    at: localized({de: 'bei', en: 'at'}),
    ofReading: localized({de: 'des Messwerts', en: 'of the reading'}),
    qualifier: (id) => qualifierLabel(id as Qualifier),
  };
}
