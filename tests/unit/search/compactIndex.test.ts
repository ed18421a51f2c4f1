/** @jest-environment node */
import {compactRecords, expandIndex} from '../../../src/search/compactIndex';
import {englishRecords, germanRecords} from './fixtures';

describe('compact index', () => {
  it('expands back into exactly the records the build made', () => {
    for (const [records, language] of [[germanRecords(), 'de'], [englishRecords(), 'en']] as const) {
      const compact = compactRecords(records, 'https://docs.sensebox.de', language);
      expect(expandIndex(JSON.parse(JSON.stringify(compact)))).toEqual(records);
    }
  });

  it('stores each page and each heading once', () => {
    const records = germanRecords();
    const compact = compactRecords(records, 'https://docs.sensebox.de', 'de');
    expect(compact.pages).toHaveLength(3);
    expect(compact.sections).toHaveLength(records.filter((record) => record.type !== 'content').length);
    expect(compact.contents).toHaveLength(records.filter((record) => record.type === 'content').length);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(records).length / 2);
  });

  it('keeps the headings above a deeper heading', () => {
    const records = expandIndex(compactRecords(germanRecords(), 'https://docs.sensebox.de', 'de'));
    const deep = records.find((record) => record.anchor === 'genauigkeit' && record.type === 'content');
    expect(deep?.hierarchy).toMatchObject({lvl0: 'Sensoren', lvl1: 'Temperatur- und Luftfeuchtigkeitssensor', lvl2: 'Messwerte', lvl3: 'Genauigkeit'});
    expect(deep?.url).toBe('https://docs.sensebox.de/docs/hardware/sensors/hdc1080#genauigkeit');
  });
});
