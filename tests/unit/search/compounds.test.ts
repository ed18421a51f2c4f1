/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import {createSegmenter, createSplitter} from '../../../src/search/compounds';
import {createEngine, vocabulary} from '../../../src/search/local/engine';
import {fold, isQuestionWord, stemGerman, toTerm, words} from '../../../src/search/text';
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

/**
 * Records made from the site's own pages (their Markdown as plain paragraphs and headings, roughly as
 * the build renders them), so the vocabulary below is the pages' words.
 */
function pagesFromDocs(language: 'de' | 'en', ids: readonly string[]) {
  const root = language === 'de' ? 'docs' : 'i18n/en/docusaurus-plugin-content-docs/current';
  return ids.map((id) => {
    const source = fs.readFileSync(path.join(process.cwd(), root, `${id}.mdx`), 'utf8');
    const title = /^title: (.*)$/m.exec(source)?.[1] ?? id;
    const body = source
      .replace(/^---[\s\S]*?\n---\n/, '')
      .replace(/```[\s\S]*?```/g, '')
      .replace(/^(import|export) .*$/gm, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*|]/g, ' ')
      .split(/\n+/)
      .map((line) => line.trim())
      .filter((line) => line.length > 0 && !/^[-:\s]+$/.test(line))
      .map((line) => (line.startsWith('#') ? `<h2>${line.replace(/^#+\s*/, '')}</h2>` : `<p>${line}</p>`))
      .join('');
    return {
      id,
      records: buildRecords(page(language, 'Docs', `<header><h1>${title}</h1></header>${body}`), `${SITE}/docs/${id}`),
    };
  });
}

/** Every page of a language's docs, as ids ("hardware/sensors/truebner"). */
function docIds(language: 'de' | 'en'): string[] {
  const root = path.join(process.cwd(), language === 'de' ? 'docs' : 'i18n/en/docusaurus-plugin-content-docs/current');
  const ids: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const child = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.mdx')) ids.push(child.slice(0, -'.mdx'.length));
    }
  };
  walk('');
  return ids.sort();
}

describe("no query made of a page's words or compound parts finds nothing", () => {
  // Every page of the language (its Markdown, not a list): each of its words, the parts of each of its
  // compounds, and two neighbouring words of its title joined into one, as readers join them
  // ("Bodenfeuchte" + "Sensor"). Each query is asked once; what it finds is checked for every page
  // whose words it is made of.
  it.each(['de', 'en'] as const)("%s: each word, a compound's parts, two words of a title joined", (language) => {
    const pages = pagesFromDocs(language, docIds(language));
    const records = pages.flatMap((entry) => entry.records);
    const engine = createEngine(records, language);
    const split = createSplitter(vocabulary(records, language), language === 'de' ? stemGerman : undefined);
    const answers = new Map<string, Set<string>>();
    const missed: string[] = [];
    const check = (query: string, id: string) => {
      let found = answers.get(query);
      if (!found) {
        found = new Set(engine.search(query).map(({record}) => record.url_without_anchor));
        answers.set(query, found);
      }
      if (!found.has(`${SITE}/docs/${id}`)) missed.push(`${query} → ${id}`);
    };
    const searchable = (word: string) => toTerm(word, language) !== null && !/\d/.test(word);
    for (const {id, records: own} of pages) {
      const text = own.map((record) => record.content ?? record.hierarchy.lvl1 ?? '').join(' ');
      const pageWords = new Set(words(text).filter(searchable).map(fold));
      for (const word of pageWords) check(word, id);
      for (const word of pageWords) {
        const parts = split(toTerm(word, language)!);
        if (parts) check(parts.join(' '), id);
      }
      const title = words(own[0]!.hierarchy.lvl1 ?? '').filter(
        (word) => word.length >= 3 && searchable(word) && !isQuestionWord(fold(word), language),
      );
      for (let at = 0; at + 1 < title.length; at++) check(`${title[at]}${title[at + 1]!.toLowerCase()}`, id);
    }
    expect(missed).toEqual([]);
  });
});
