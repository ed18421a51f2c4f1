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
    expect(compact.sections.flatMap((section) => section[4])).toHaveLength(records.filter((record) => record.type === 'content').length);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(records).length / 2);
  });

  it('stores a repeated text block once and refers back to it', () => {
    const records = germanRecords();
    const contents = records.filter((record) => record.type === 'content');
    // The first text block again, at the end of the last page: a note several pages share.
    const last = contents.at(-1)!;
    const position = records.filter((record) => record.url_without_anchor === last.url_without_anchor).length;
    const repeated = {...last, objectID: `${last.url_without_anchor}#${position}`, content: contents[0]!.content, weight: {level: 0, position}};
    const withRepeat = [...records, repeated];
    const compact = compactRecords(withRepeat, 'https://docs.sensebox.de', 'de');
    expect(compact.sections.at(-1)![4].at(-1)).toBe(0);
    expect(JSON.stringify(compact).split(contents[0]!.content!)).toHaveLength(2);
    expect(expandIndex(JSON.parse(JSON.stringify(compact)))).toEqual(withRepeat);
  });

  it('refuses a file of another format instead of answering from it', () => {
    const compact = compactRecords(germanRecords(), 'https://docs.sensebox.de', 'de');
    expect(() => expandIndex({...compact, format: 1} as unknown as typeof compact)).toThrow(/format 1/);
  });

  it('keeps the headings above a deeper heading', () => {
    const records = expandIndex(compactRecords(germanRecords(), 'https://docs.sensebox.de', 'de'));
    const deep = records.find((record) => record.anchor === 'genauigkeit' && record.type === 'content');
    expect(deep?.hierarchy).toMatchObject({lvl0: 'Sensoren', lvl1: 'Temperatur- und Luftfeuchtigkeitssensor', lvl2: 'Messwerte', lvl3: 'Genauigkeit'});
    expect(deep?.url).toBe('https://docs.sensebox.de/docs/hardware/sensors/hdc1080#genauigkeit');
  });
});
