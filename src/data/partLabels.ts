import {translate} from '@docusaurus/Translate';
import type {Chip, ExtraSpecLabel, GenericPartKind, Interface, PhenomenonId, Qualifier} from './parts';
import type {SpecWords} from './formatSpec';

/**
 * Visible words for the parts data, in the current language. Functions (not
 * constants) because `translate()` must run at render time. German is the
 * default message; the English ones are in tmp-translations/hardware-a.en.json.
 */

export function phenomenonLabel(id: PhenomenonId): string {
  switch (id) {
    case 'temperature':
      return translate({id: 'parts.phenomenon.temperature', message: 'Temperatur'});
    case 'relativeHumidity':
      return translate({id: 'parts.phenomenon.relativeHumidity', message: 'relative Luftfeuchtigkeit'});
    case 'airPressure':
      return translate({id: 'parts.phenomenon.airPressure', message: 'Luftdruck'});
    case 'altitude':
      return translate({id: 'parts.phenomenon.altitude', message: 'Höhe über NN'});
    case 'illuminance':
      return translate({id: 'parts.phenomenon.illuminance', message: 'Beleuchtungsstärke'});
    case 'uvIntensity':
      return translate({id: 'parts.phenomenon.uvIntensity', message: 'UV-Intensität'});
    case 'lightIntensity':
      return translate({id: 'parts.phenomenon.lightIntensity', message: 'Lichtintensität (relativ)'});
    case 'co2':
      return translate({id: 'parts.phenomenon.co2', message: 'CO2-Gehalt der Luft'});
    case 'iaq':
      return translate({id: 'parts.phenomenon.iaq', message: 'Innenraumluftqualität (IAQ)'});
    case 'iaqAccuracy':
      return translate({id: 'parts.phenomenon.iaqAccuracy', message: 'Kalibrierstatus des IAQ-Werts'});
    case 'co2Equivalent':
      return translate({id: 'parts.phenomenon.co2Equivalent', message: 'CO2-Äquivalent'});
    case 'breathVocEquivalent':
      return translate({id: 'parts.phenomenon.breathVocEquivalent', message: 'Atemluft-VOC-Äquivalent'});
    case 'distance':
      return translate({id: 'parts.phenomenon.distance', message: 'Distanz'});
    case 'acceleration':
      return translate({id: 'parts.phenomenon.acceleration', message: 'Beschleunigung'});
    case 'rotationRate':
      return translate({id: 'parts.phenomenon.rotationRate', message: 'Drehrate'});
    case 'magneticField':
      return translate({id: 'parts.phenomenon.magneticField', message: 'Magnetfeld'});
    case 'pm1':
      return translate({id: 'parts.phenomenon.pm1', message: 'Feinstaub PM1.0'});
    case 'pm2_5':
      return translate({id: 'parts.phenomenon.pm2_5', message: 'Feinstaub PM2.5'});
    case 'pm4':
      return translate({id: 'parts.phenomenon.pm4', message: 'Feinstaub PM4.0'});
    case 'pm10':
      return translate({id: 'parts.phenomenon.pm10', message: 'Feinstaub PM10'});
    case 'soundLevel':
      return translate({id: 'parts.phenomenon.soundLevel', message: 'Lautstärke (Schallpegel)'});
    case 'loudness':
      return translate({id: 'parts.phenomenon.loudness', message: 'Lautstärke'});
    case 'soilMoisture':
      return translate({id: 'parts.phenomenon.soilMoisture', message: 'Bodenfeuchte (volumetrischer Wassergehalt)'});
    case 'soilTemperature':
      return translate({id: 'parts.phenomenon.soilTemperature', message: 'Bodentemperatur'});
    case 'waterTemperature':
      return translate({id: 'parts.phenomenon.waterTemperature', message: 'Wassertemperatur'});
    case 'rainIntensity':
      return translate({id: 'parts.phenomenon.rainIntensity', message: 'Niederschlagsintensität'});
    case 'rainAmount':
      return translate({id: 'parts.phenomenon.rainAmount', message: 'Niederschlagsmenge'});
    case 'latitude':
      return translate({id: 'parts.phenomenon.latitude', message: 'Breitengrad'});
    case 'longitude':
      return translate({id: 'parts.phenomenon.longitude', message: 'Längengrad'});
    case 'speed':
      return translate({id: 'parts.phenomenon.speed', message: 'Geschwindigkeit'});
    case 'timestamp':
      return translate({id: 'parts.phenomenon.timestamp', message: 'Zeitstempel'});
    case 'date':
      return translate({id: 'parts.phenomenon.date', message: 'Datum'});
    case 'time':
      return translate({id: 'parts.phenomenon.time', message: 'Uhrzeit'});
  }
}

export function qualifierLabel(id: Qualifier): string {
  switch (id) {
    case 'relative':
      return translate({id: 'parts.qualifier.relative', message: 'relativ'});
    case 'absolute':
      return translate({id: 'parts.qualifier.absolute', message: 'absolut'});
    case 'standby':
      return translate({id: 'parts.qualifier.standby', message: 'Standby'});
    case 'continuous':
      return translate({id: 'parts.qualifier.continuous', message: 'Dauerbetrieb'});
    case 'powerSave':
      return translate({id: 'parts.qualifier.powerSave', message: 'Energiesparmodus'});
    case 'nominal':
      return translate({id: 'parts.qualifier.nominal', message: 'im Ruhezustand'});
    case 'whileRaining':
      return translate({id: 'parts.qualifier.whileRaining', message: 'bei Regen'});
    case 'singleGnss':
      return translate({id: 'parts.qualifier.singleGnss', message: 'ein Satellitensystem'});
    case 'dualGnss':
      return translate({id: 'parts.qualifier.dualGnss', message: 'zwei Satellitensysteme'});
    case 'axisXY':
      return translate({id: 'parts.qualifier.axisXY', message: 'x- und y-Achse'});
    case 'axisZ':
      return translate({id: 'parts.qualifier.axisZ', message: 'z-Achse'});
    case 'panel':
      return translate({id: 'parts.qualifier.panel', message: 'Solarpanel'});
    case 'chargeController':
      return translate({id: 'parts.qualifier.chargeController', message: 'Laderegler'});
    case 'perCell':
      return translate({id: 'parts.qualifier.perCell', message: 'je Akku'});
    case 'rfm95w':
      return 'RFM95W';
    case 'rfm96w':
      return 'RFM96W';
    case 'tsl45315':
      return 'TSL45315';
    case 'ltr329Gain1x':
      return translate({id: 'parts.qualifier.ltr329Gain1x', message: 'LTR-329ALS-01, Verstärkung 1×'});
    case 'ltr329Gain2x':
      return translate({id: 'parts.qualifier.ltr329Gain2x', message: 'LTR-329ALS-01, Verstärkung 2× wie in Blockly'});
    case 'includingCable':
      return translate({id: 'parts.qualifier.includingCable', message: 'mit Kabel'});
    default:
      // Every other qualifier is a phenomenon id.
      return phenomenonLabel(id);
  }
}

export function interfaceLabel(id: Interface): string {
  switch (id) {
    case 'i2c':
      return 'I2C';
    case 'uart':
      return 'UART';
    case 'spi':
      return 'SPI';
    case 'onewire':
      return '1-Wire';
    case 'digital':
      return translate({id: 'parts.interface.digital', message: 'digital'});
    case 'analog':
      return translate({id: 'parts.interface.analog', message: 'analog'});
    case 'internal':
      return translate({id: 'parts.interface.internal', message: 'intern auf der Platine'});
    case 'dvp':
      return translate({id: 'parts.interface.dvp', message: 'DVP (parallele Kamera-Schnittstelle)'});
  }
}

export function extraSpecLabel(id: ExtraSpecLabel): string {
  switch (id) {
    case 'displayResolution':
      return translate({id: 'parts.extra.displayResolution', message: 'Auflösung des Displays'});
    case 'panelSize':
      return translate({id: 'parts.extra.panelSize', message: 'Maße der Anzeigefläche'});
    case 'ledCount':
      return translate({id: 'parts.extra.ledCount', message: 'Anzahl LEDs'});
    case 'matrix':
      return translate({id: 'parts.extra.matrix', message: 'LEDs (Spalten × Zeilen)'});
    case 'additionalPorts':
      return translate({id: 'parts.extra.additionalPorts', message: 'Zusätzliche Anschlüsse'});
    case 'channels':
      return translate({id: 'parts.extra.channels', message: 'Kanäle'});
    case 'sensitivity':
      return translate({id: 'parts.extra.sensitivity', message: 'Empfindlichkeit'});
    case 'updateRate':
      return translate({id: 'parts.extra.updateRate', message: 'Aktualisierungsrate'});
    case 'measurementsPerSecond':
      return translate({id: 'parts.extra.measurementsPerSecond', message: 'Messungen pro Sekunde'});
    case 'measuringInterval':
      return translate({id: 'parts.extra.measuringInterval', message: 'Messintervall'});
    case 'frameRate':
      return translate({id: 'parts.extra.frameRate', message: 'Bildrate'});
    case 'zones':
      return translate({id: 'parts.extra.zones', message: 'Messzonen'});
    case 'maxI2cClock':
      return translate({id: 'parts.extra.maxI2cClock', message: 'Höchster I2C-Takt'});
    case 'temperatureStability':
      return translate({id: 'parts.extra.temperatureStability', message: 'Temperaturstabilität'});
    case 'temperatureCompensation':
      return translate({id: 'parts.extra.temperatureCompensation', message: 'Temperaturkompensation'});
    case 'operatingTemperature':
      return translate({id: 'parts.extra.operatingTemperature', message: 'Betriebstemperatur'});
    case 'outputVoltage':
      return translate({id: 'parts.extra.outputVoltage', message: 'Ausgangsspannung'});
    case 'warmUpTime':
      return translate({id: 'parts.extra.warmUpTime', message: 'Aufwärmzeit'});
    case 'gasDeviation':
      return translate({id: 'parts.extra.gasDeviation', message: 'Abweichung der Gasmessung'});
    case 'responseTime':
      return translate({id: 'parts.extra.responseTime', message: 'Reaktionszeit'});
    case 'maxPower':
      return translate({id: 'parts.extra.maxPower', message: 'Maximale Leistung'});
    case 'terminalVoltage':
      return translate({id: 'parts.extra.terminalVoltage', message: 'Klemmenspannung'});
    case 'voltageAtMaxPower':
      return translate({id: 'parts.extra.voltageAtMaxPower', message: 'Spannung bei maximaler Leistung'});
    case 'shortCircuitCurrent':
      return translate({id: 'parts.extra.shortCircuitCurrent', message: 'Kurzschlussstrom'});
    case 'battery':
      return translate({id: 'parts.extra.battery', message: 'Akkus (LiPo)'});
    case 'frequency':
      return translate({id: 'parts.extra.frequency', message: 'Frequenz'});
    case 'cableLength':
      return translate({id: 'parts.extra.cableLength', message: 'Kabellänge'});
    case 'wifiBand':
      return translate({id: 'parts.extra.wifiBand', message: 'WLAN-Frequenzband'});
    case 'adcResolution':
      return translate({id: 'parts.extra.adcResolution', message: 'Auflösung des Analogwerts'});
    case 'imageResolution':
      return translate({id: 'parts.extra.imageResolution', message: 'Höchste Bildauflösung'});
    case 'bluetoothVersion':
      return translate({id: 'parts.extra.bluetoothVersion', message: 'Bluetooth-Version (Low Energy)'});
  }
}

export function genericPartLabel(kind: GenericPartKind): string {
  switch (kind) {
    case 'condenserMicrophone':
      return translate({id: 'parts.generic.condenserMicrophone', message: 'Kondensatormikrofon mit Verstärker'});
    case 'sensorHub':
      return translate({id: 'parts.generic.sensorHub', message: 'Sensor-Hub'});
    case 'rtcModule':
      return translate({id: 'parts.generic.rtcModule', message: 'Echtzeituhr (RTC) mit Knopfzelle'});
    case 'photodiode':
      return translate({id: 'parts.generic.photodiode', message: 'Photodiode'});
    case 'rgbLed':
      return translate({id: 'parts.generic.rgbLed', message: 'RGB-LED'});
    case 'wifiModule':
      return translate({id: 'parts.generic.wifiModule', message: 'WLAN-Modul'});
    case 'microSdSlot':
      return translate({id: 'parts.generic.microSdSlot', message: 'microSD-Steckplatz'});
    case 'pushButton':
      return translate({id: 'parts.generic.pushButton', message: 'Taster'});
  }
}

/** The name a chip is shown with: its own name, or what it is. */
export function chipName(chip: Chip): string {
  if (chip.name) return chip.name;
  return chip.generic ? genericPartLabel(chip.generic) : '';
}

/** The translated words formatSpecValue needs. */
export function specWords(): SpecWords {
  return {
    upTo: translate({
      id: 'parts.spec.upTo',
      message: 'bis zu',
      description: 'In front of a maximum value: "up to 400 cm"',
    }),
    at: translate({id: 'parts.spec.at', message: 'bei', description: 'In front of measuring conditions: "at 25 °C"'}),
    ofReading: translate({
      id: 'parts.spec.ofReading',
      message: 'des Messwerts',
      description: 'Accuracy formula: "±(30 ppm + 3 % of the reading)"',
    }),
    qualifier: (id) => qualifierLabel(id as Qualifier),
  };
}
