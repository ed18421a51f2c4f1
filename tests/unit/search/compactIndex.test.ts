/** @jest-environment node */
import {compactRecords, expandIndex, headingSlug, SLUG_ANCHOR} from '../../../src/search/compactIndex';
import {englishRecords, germanRecords} from './fixtures';

describe('compact index', () => {
  it('expands back into exactly the records the build made', () => {
    for (const [records, language] of [
      [germanRecords(), 'de'],
      [englishRecords(), 'en'],
    ] as const) {
      const compact = compactRecords(records, 'https://docs.sensebox.de', language);
      expect(expandIndex(JSON.parse(JSON.stringify(compact)))).toEqual(records);
    }
  });

  it('stores each page and each heading once', () => {
    const records = germanRecords();
    const compact = compactRecords(records, 'https://docs.sensebox.de', 'de');
    expect(compact.pages).toHaveLength(3);
    const sections = compact.pages.flatMap((page) => page[6]);
    expect(sections).toHaveLength(records.filter((record) => record.type !== 'content').length);
    expect(sections.flatMap((section) => section[3])).toHaveLength(
      records.filter((record) => record.type === 'content').length,
    );
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(records).length / 2);
  });

  it('stores a repeated text block once and refers back to it', () => {
    const records = germanRecords();
    const contents = records.filter((record) => record.type === 'content');
    // The first text block again, at the end of the last page: a note several pages share.
    const last = contents.at(-1)!;
    const position = records.filter((record) => record.url_without_anchor === last.url_without_anchor).length;
    const repeated = {
      ...last,
      objectID: `${last.url_without_anchor}#${position}`,
      content: contents[0]!.content,
      weight: {level: 0, position},
    };
    const withRepeat = [...records, repeated];
    const compact = compactRecords(withRepeat, 'https://docs.sensebox.de', 'de');
    expect(compact.pages.at(-1)![6].at(-1)![3].at(-1)).toBe(0);
    expect(JSON.stringify(compact).split(contents[0]!.content!)).toHaveLength(2);
    expect(expandIndex(JSON.parse(JSON.stringify(compact)))).toEqual(withRepeat);
  });

  it("leaves out an anchor that is the heading's slug, and keeps one that is not", () => {
    const records = germanRecords();
    const heading = records.find((record) => record.type === 'lvl2')!;
    const slugged = {
      ...heading,
      anchor: 'messwerte',
      url: `${heading.url_without_anchor}#messwerte`,
      hierarchy: {...heading.hierarchy, lvl2: 'Messwerte'},
    };
    const explicit = {
      ...heading,
      anchor: 'probleme',
      url: `${heading.url_without_anchor}#probleme`,
      hierarchy: {...heading.hierarchy, lvl2: 'Wenn etwas nicht klappt'},
    };
    for (const [record, stored] of [
      [slugged, SLUG_ANCHOR],
      [explicit, 'probleme'],
    ] as const) {
      const compact = compactRecords(
        [records[0]!, {...record, objectID: `${record.url_without_anchor}#1`, weight: {level: 80, position: 1}}],
        'https://docs.sensebox.de',
        'de',
      );
      expect(compact.pages[0]![6][1]![1]).toBe(stored);
      expect(expandIndex(JSON.parse(JSON.stringify(compact)))[1]!.url).toBe(record.url);
    }
  });

  it('makes anchors as Docusaurus does, numbering a repeated heading on the page', () => {
    const seen = new Map<string, number>();
    expect(headingSlug('Wofür ist die Kategorie Display da?', seen)).toBe('wofür-ist-die-kategorie-display-da');
    expect(headingSlug('SSL und API-Schlüssel', seen)).toBe('ssl-und-api-schlüssel');
    expect(headingSlug('Beispiel', seen)).toBe('beispiel');
    expect(headingSlug('Beispiel', seen)).toBe('beispiel-1');
    expect(headingSlug('Beispiel', seen)).toBe('beispiel-2');
  });

  it("keeps the page's keywords on its title record", () => {
    const records = germanRecords();
    const withKeywords = records.map((record, at) =>
      at === 0 ? {...record, keywords: ['senseBox MCU-S2', 'Übertragen']} : record,
    );
    const compact = compactRecords(withKeywords, 'https://docs.sensebox.de', 'de');
    expect(compact.pages[0]![5]).toBe('senseBox MCU-S2,Übertragen');
    expect(expandIndex(JSON.parse(JSON.stringify(compact)))).toEqual(withKeywords);
  });

  it("keeps each page's kits and twin rank, once per page, on every record of the page", () => {
    const records = germanRecords();
    const page = records[0]!.url_without_anchor;
    const marked = records.map((record) =>
      record.url_without_anchor === page ? {...record, kits: ['eye', 'edus2'], twin: 1} : record,
    );
    const compact = compactRecords(marked, 'https://docs.sensebox.de', 'de');
    expect([compact.pages[0]![7], compact.pages[0]![8], compact.pages[1]![7], compact.pages[1]![8]]).toEqual([
      'eye,edus2',
      1,
      null,
      0,
    ]);
    expect(expandIndex(JSON.parse(JSON.stringify(compact)))).toEqual(marked);
  });

  it('carries the concept table of its language', () => {
    const concepts = [{says: ['Handy'], means: ['Bluetooth']}];
    const compact = compactRecords(germanRecords(), 'https://docs.sensebox.de', 'de', concepts);
    expect(JSON.parse(JSON.stringify(compact)).concepts).toEqual(concepts);
  });

  it('refuses a file of another format instead of answering from it', () => {
    const compact = compactRecords(germanRecords(), 'https://docs.sensebox.de', 'de');
    expect(() => expandIndex({...compact, format: 2} as unknown as typeof compact)).toThrow(/format 2/);
  });

  it('keeps the headings above a deeper heading', () => {
    const records = expandIndex(compactRecords(germanRecords(), 'https://docs.sensebox.de', 'de'));
    const deep = records.find((record) => record.anchor === 'genauigkeit' && record.type === 'content');
    expect(deep?.hierarchy).toMatchObject({
      lvl0: 'Sensoren',
      lvl1: 'Temperatur- und Luftfeuchtigkeitssensor',
      lvl2: 'Messwerte',
      lvl3: 'Genauigkeit',
    });
    expect(deep?.url).toBe('https://docs.sensebox.de/docs/hardware/sensors/hdc1080#genauigkeit');
  });
});
