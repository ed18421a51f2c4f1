import {
  formatI2cAddress,
  formatI2cAddresses,
  formatNumber,
  formatSpecValue,
  type SpecWords,
} from '@site/src/data/formatSpec';
import {getPart} from '@site/src/data/parts';

const GERMAN: SpecWords = {upTo: 'bis zu', at: 'bei', ofReading: 'des Messwerts', qualifier: (id) => `q:${id}`};
const ENGLISH: SpecWords = {upTo: 'up to', at: 'at', ofReading: 'of the reading', qualifier: (id) => `q:${id}`};
const NBSP = '\u00a0';

describe('formatNumber', () => {
  it('uses the decimal separator of the language', () => {
    expect(formatNumber(0.06, 'de')).toBe('0,06');
    expect(formatNumber(0.06, 'en')).toBe('0.06');
  });

  it('groups thousands only from five digits on', () => {
    expect(formatNumber(1200, 'de')).toBe('1200');
    expect(formatNumber(40000, 'de')).toBe('40.000');
    expect(formatNumber(40000, 'en')).toBe('40,000');
  });

  it('writes a real minus sign', () => {
    expect(formatNumber(-40, 'en')).toBe('\u221240');
  });
});

describe('formatSpecValue', () => {
  it('writes values with prefix, unit, qualifier and conditions the same way in both languages', () => {
    const current = getPart('luftdruck-temperatur').current ?? [];
    expect(current[0] && formatSpecValue(current[0], 'de', GERMAN)).toBe(
      `1,7${NBSP}µA (q:airPressure, bei 1${NBSP}Hz)`,
    );
    expect(current[0] && formatSpecValue(current[0], 'en', ENGLISH)).toBe(
      `1.7${NBSP}µA (q:airPressure, at 1${NBSP}Hz)`,
    );
    expect(formatSpecValue({kind: 'value', value: 0.2, unit: '°C', prefix: 'plusMinus'}, 'de', GERMAN)).toBe(
      `±0,2${NBSP}°C`,
    );
    expect(formatSpecValue({kind: 'value', value: 400, unit: 'cm', prefix: 'upTo'}, 'en', ENGLISH)).toBe(
      `up to 400${NBSP}cm`,
    );
  });

  it('writes ranges with an en dash, or with dots when they start below zero', () => {
    expect(formatSpecValue({kind: 'range', min: 300, max: 1200, unit: 'hPa'}, 'de', GERMAN)).toBe(`300–1200${NBSP}hPa`);
    expect(formatSpecValue({kind: 'range', min: -40, max: 70, unit: '°C'}, 'de', GERMAN)).toBe(
      `\u221240 … 70${NBSP}°C`,
    );
    expect(formatSpecValue({kind: 'range', min: 3, max: 220000, unit: 'lux'}, 'en', ENGLISH)).toBe(
      `3–220,000${NBSP}lux`,
    );
  });

  it('fills formulas with local numbers and the translated words', () => {
    const co2 = getPart('co2').measures[0]?.accuracy?.[0];
    if (!co2) throw new Error('SCD30 accuracy missing');
    expect(formatSpecValue(co2, 'de', GERMAN)).toBe(
      `±(30 ppm + 3 % des Messwerts) (bei 25${NBSP}°C, 400–10.000${NBSP}ppm)`,
    );
    expect(formatSpecValue(co2, 'en', ENGLISH)).toBe(
      `±(30 ppm + 3 % of the reading) (at 25${NBSP}°C, 400–10,000${NBSP}ppm)`,
    );
  });

  it('writes dimensions and choices', () => {
    expect(formatSpecValue({kind: 'dimensions', values: [26.7, 19.26, 1.45], unit: 'mm'}, 'de', GERMAN)).toBe(
      `26,7 × 19,26 × 1,45${NBSP}mm`,
    );
    expect(formatSpecValue({kind: 'choices', values: [2, 4], unit: 'g', plusMinus: true}, 'en', ENGLISH)).toBe(
      `±2 / ±4${NBSP}g`,
    );
  });
});

describe('I2C addresses', () => {
  it('prints addresses as in code and shortens runs', () => {
    expect(formatI2cAddress(0x3d)).toBe('0x3D');
    expect(formatI2cAddresses([0x77, 0x70, 0x71, 0x72, 0x73, 0x74, 0x75, 0x76])).toBe('0x70–0x77');
    expect(formatI2cAddresses([0x29, 0x51])).toBe('0x29, 0x51');
  });
});
