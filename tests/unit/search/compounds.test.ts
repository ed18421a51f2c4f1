/** @jest-environment node */
import {createSplitter} from '../../../src/search/compounds';
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
