/** @jest-environment node */
import {createSegmenter, createSplitter} from '../../../src/search/compounds';
import {createEngine, vocabulary} from '../../../src/search/local/engine';
import {stemGerman} from '../../../src/search/text';
import {buildRecords} from '../../../plugins/search/records';
import {page} from './fixtures';

const SITE = 'https://docs.sensebox.de';

describe('compound splitting', () => {
  const split = createSplitter(
    new Set(['feinstaub', 'sensor', 'luftfeuchtigkeit', 'web', 'server', 'sd', 'karte', 'temperatur']),
    stemGerman,
  );

  it('splits a word into two words of the vocabulary, with a German linking s between them', () => {
    expect(split('feinstaubsensor')).toEqual(['feinstaub', 'sensor']);
    expect(split('luftfeuchtigkeitssensor')).toEqual(['luftfeuchtigkeit', 'sensor']);
    expect(split('webserver')).toEqual(['web', 'server']);
    expect(split('sdkarte')).toEqual(['sd', 'karte']);
  });

  it('leaves words alone that are no two known words, short words and part numbers', () => {
    expect(split('sensor')).toBeNull();
    expect(split('feinstaubmessung')).toBeNull();
    expect(split('bme680')).toBeNull();
    expect(split('web')).toBeNull();
  });
});

describe('compounds in the engine: joined, split and hyphenated forms meet', () => {
  const records = (language: 'de' | 'en', pages: [string, string][]) =>
    pages.flatMap(([id, body]) =>
      buildRecords(
        page(language, language === 'de' ? 'Sensoren' : 'Sensors', body),
        `${SITE}${language === 'en' ? '/en' : ''}/docs/${id}`,
      ),
    );
  const german = createEngine(
    records('de', [
      ['feinstaub', '<header><h1>Feinstaubsensor SDS011</h1></header><p>Misst kleine Teilchen in der Luft.</p>'],
      ['hdc', '<header><h1>Temperatur- und Luftfeuchtigkeitssensor</h1></header><p>Misst die Temperatur.</p>'],
      ['web', '<header><h1>Webserver</h1></header><p>Ein Web-Server im WLAN. Der Server antwortet.</p>'],
      ['glossar', '<header><h1>Begriffe</h1></header><p>Feinstaub ist Staub. Ein Sensor misst.</p>'],
    ]),
    'de',
  );
  const english = createEngine(
    records('en', [['web', '<header><h1>Web server</h1></header><p>A web page from the board.</p>']]),
    'en',
  );
  const firstPage = (engine: ReturnType<typeof createEngine>, query: string) =>
    engine.search(query)[0]?.record.url_without_anchor;

  it('builds its dictionary from the words that stand alone in the records', () => {
    expect(vocabulary(german.records, 'de').has('feinstaub')).toBe(true);
    expect(vocabulary(german.records, 'de').has('sensor')).toBe(true);
  });

  it('finds the compound from its first part ("feinstaub messen" → Feinstaubsensor)', () => {
    expect(firstPage(german, 'feinstaub messen')).toBe(`${SITE}/docs/feinstaub`);
  });

  it('finds "Temperatur- und Luftfeuchtigkeitssensor" for "Temperatursensor"', () => {
    expect(firstPage(german, 'Temperatursensor')).toBe(`${SITE}/docs/hdc`);
  });

  it('"webserver", "web server" and "Web-Server" find the same page, in both languages', () => {
    for (const query of ['webserver', 'web server', 'Web-Server']) {
      expect(firstPage(german, query)).toBe(`${SITE}/docs/web`);
      expect(firstPage(english, query)).toBe(`${SITE}/en/docs/web`);
    }
  });
});

describe('compound segmentation: a word the index does not know, taken apart', () => {
  const segment = createSegmenter(
    new Set([
      'luft',
      'qualitaet',
      'sensor',
      'boden',
      'feuchtigkeit',
      'laerm',
      'mess',
      'geraet',
      'wasser',
      'temperatur',
    ]),
    stemGerman,
  );

  it('into any number of words of the vocabulary, linking letters dropped', () => {
    expect(segment('luftqualitaetssensor')?.parts).toEqual(['luft', 'qualitaet', 'sensor']);
    expect(segment('laermmessgeraet')?.parts).toEqual(['laerm', 'mess', 'geraet']);
    expect(segment('bodenfeuchtigkeitsensor')?.parts).toEqual(['boden', 'feuchtigkeit', 'sensor']);
  });

  it('keeps a stretch of unknown letters as a part of its own (a typo in a long compound)', () => {
    expect(segment('wassertemperatursenor')).toEqual({
      parts: ['wasser', 'temperatur', 'senor'],
      known: 2,
      coverage: 'wassertemperatur'.length / 'wassertemperatursenor'.length,
      head: true,
    });
  });

  it('says when the head noun is too short to keep, so the parts left only say which one', () => {
    expect(segment('wasserhof')).toEqual({
      parts: ['wasser'],
      known: 1,
      coverage: 'wasser'.length / 'wasserhof'.length,
      head: false,
    });
  });

  it('is null for a word with no known part, a part number or a word of one part', () => {
    expect(segment('xyzzyfoo')).toBeNull();
    expect(segment('bme680')).toBeNull();
    expect(segment('sensor')).toBeNull();
  });
});
