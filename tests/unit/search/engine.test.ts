/** @jest-environment node */
import {createEngine, typoTolerance} from '../../../src/search/local/engine';
import {englishRecords, germanRecords} from './fixtures';

const german = createEngine(germanRecords(), 'de');
const english = createEngine(englishRecords(), 'en');
const titles = (query: string, engine = german) => engine.search(query).map(({record}) => record.hierarchy.lvl1);
const first = (query: string, engine = german) => engine.search(query)[0]?.record;

describe('local search engine', () => {
  it('finds "Lautstärke" written with umlaut, spelled out, or with a typo', () => {
    for (const query of ['Lautstärke', 'lautstaerke', 'Lautstarke', 'lautstärke']) {
      expect(titles(query)).toContain('Lautstärkesensor');
    }
  });

  it('matches plurals and singulars both ways', () => {
    expect(titles('Bibliothek')).toContain('Lautstärkesensor');
    expect(titles('Sensoren')).toEqual(expect.arrayContaining(['Lautstärkesensor', 'MCU S2']));
    expect(titles('library', english)).toContain('Sound level sensor');
    expect(titles('switch', english)).toContain('Sound level sensor');
  });

  it('matches the word being typed as a prefix', () => {
    expect(titles('Temper')).toContain('Temperatur- und Luftfeuchtigkeitssensor');
    expect(titles('hdc10')).toContain('Temperatur- und Luftfeuchtigkeitssensor');
  });

  it('tolerates typos as Algolia does: none in short words, one from 4 letters, two from 8', () => {
    expect(typoTolerance('led')).toBe(0);
    expect(typoTolerance('port')).toBe(1);
    expect(typoTolerance('temperatur')).toBe(2);
    expect(titles('Temparatur')).toContain('Temperatur- und Luftfeuchtigkeitssensor');
    expect(titles('xyzzy')).toEqual([]);
  });

  it('needs every word on the record (with its page and headings), or any word when none has all', () => {
    const both = german.search('Genauigkeit Temperatur');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every(({record}) => record.hierarchy.lvl1 === 'Temperatur- und Luftfeuchtigkeitssensor')).toBe(true);
    expect(titles('Dezibel Genauigkeit')).toEqual(
      expect.arrayContaining(['Lautstärkesensor', 'Temperatur- und Luftfeuchtigkeitssensor']),
    );
  });

  it('ranks titles and headings above body text', () => {
    expect(first('Lautstärkesensor')?.type).toBe('lvl1');
    expect(first('Messwerte')?.type).toBe('lvl2');
    expect(first('Programmieren')?.type).toBe('lvl2');
  });

  it('lists every record, headings first, for a query without searchable words', () => {
    const all = german.search('   ');
    expect(all).toHaveLength(germanRecords().length);
    expect(all[0]?.record.type).toBe('lvl1');
  });
});
