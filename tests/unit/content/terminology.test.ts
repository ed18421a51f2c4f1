/**
 * One terminology per language: every variant that
 * src/data/terminology.ts lists as not used fails the test where it occurs in
 * the prose of its language (German docs and the German authors' guide,
 * English docs and the English guide), with file:line. Code, inline code,
 * tags, URLs, link targets and quotes are not prose (see terminologyCheck.ts).
 * Admonitions are written `:::type` or `:::type[Title]`, never `:::type Title`.
 */
import fs from 'fs';
import path from 'path';
import {TERMINOLOGY, terminologyMarkdown, type TermLocale, type Variant} from '../../../src/data/terminology';
import {
  checkedText,
  ROOT,
  findBadAdmonitions,
  findTerminologyHits,
  findVariant,
  formatHit,
  sourceFiles,
  uiMessages,
  uiSourceFiles,
  type SourceFile,
} from './terminologyCheck';

const LOCALES: TermLocale[] = ['de', 'en'];

describe('one terminology per language', () => {
  it.each(LOCALES)('%s pages use no variant the table rules out', (locale) => {
    const files = sourceFiles(locale);
    expect(files.length).toBeGreaterThan(100);
    expect(findTerminologyHits(files, locale).map((hit) => formatHit(hit, locale))).toEqual([]);
  });

  it.each(LOCALES)('%s admonitions are written :::type or :::type[Title]', (locale) => {
    expect(findBadAdmonitions(sourceFiles(locale))).toEqual([]);
  });
});

describe('English without German sentence patterns', () => {
  const calques = TERMINOLOGY.find((term) => term.id === 'english-calques')?.forbidden.en ?? [];

  it('the table has the rules', () => {
    expect(calques.map((variant) => variant.text)).toEqual(
      expect.arrayContaining(['You find', 'get to know', 'On this page you learn']),
    );
  });

  it('the English UI strings (components, sidebar, navbar, footer) use none of them', () => {
    const files = uiSourceFiles('en');
    expect(files.length).toBeGreaterThanOrEqual(2);
    const hits = files.flatMap((file) =>
      calques.flatMap((variant) =>
        findVariant(checkedText(file.source, 'en', variant.scope ?? 'prose'), variant).map(
          ({found}) => `${file.label}: "${found}" (${variant.text})`,
        ),
      ),
    );
    expect(hits).toEqual([]);
  });

  it('reads the messages of a UI string file, one per line, and the rule finds a calque there', () => {
    const text = uiMessages(JSON.stringify({a: {message: 'Here you find the blocks.'}, b: {message: 'Fine.'}}));
    expect(text).toBe('Here you find the blocks.\nFine.');
    const youFind = calques.find((variant) => variant.text === 'You find')!;
    expect(findVariant(checkedText(text, 'en', 'prose'), youFind)).toHaveLength(1);
  });

  it('leaves natural uses alone', () => {
    const found = (sentence: string) =>
      calques.flatMap((variant) => findVariant(checkedText(sentence, 'en', 'prose'), variant));
    expect(found('If you find a bug, tell us. This page helps you find a good place. You will find it there.')).toEqual(
      [],
    );
    expect(found('Read the following table. To get help quickly, include your app version.')).toEqual([]);
    expect(found('Then you find out where the air is worst.')).toEqual([]);
  });
});

describe('the terminology table', () => {
  it('has unique ids, a form per language and a reason for every variant in both languages', () => {
    const ids = TERMINOLOGY.map((term) => term.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const term of TERMINOLOGY) {
      expect(term.de ?? term.en).toBeTruthy();
      for (const locale of LOCALES) {
        for (const variant of term.forbidden[locale]) {
          expect({
            id: term.id,
            variant: variant.text,
            de: variant.reason.de.length > 10,
            en: variant.reason.en.length > 10,
          }).toEqual({
            id: term.id,
            variant: variant.text,
            de: true,
            en: true,
          });
        }
      }
    }
  });
});

describe('every rule can fail', () => {
  const page = (source: string, label = 'docs/x.mdx'): SourceFile => ({label, source});
  const exampleOf = (variant: Variant): string => variant.example ?? `Text ${variant.text} Text.`;

  const cases = TERMINOLOGY.flatMap((term) =>
    LOCALES.flatMap((locale) =>
      term.forbidden[locale].map((variant) => [term.id, locale, variant.text, variant] as const),
    ),
  );

  it.each(cases)('%s (%s): %s is caught in a sentence', (_id, locale, _text, variant) => {
    const text = checkedText(exampleOf(variant), locale, variant.scope ?? 'prose');
    expect(findVariant(text, variant).length).toBeGreaterThan(0);
  });

  it('reports file and line of every hit', () => {
    const hits = findTerminologyHits(
      [page('---\ntitle: Kohlendioxid\n---\n\nZeile.\n\nWir messen Kohlendioxid und CO₂.\n')],
      'de',
    );
    expect(hits.map((hit) => formatHit(hit, 'de'))).toEqual([
      'docs/x.mdx:2: "Kohlendioxid" (Kohlendioxid) → Kohlenstoffdioxid',
      'docs/x.mdx:7: "Kohlendioxid" (Kohlendioxid) → Kohlenstoffdioxid',
      'docs/x.mdx:7: "CO₂" (CO₂) → CO2',
    ]);
  });

  it('leaves code, inline code, tags, URLs, link targets, quotes, keywords and allowed labels alone', () => {
    const source = [
      '---',
      'keywords: [Kohlendioxid]',
      '---',
      "import X from '@site/Kohlendioxid';",
      '',
      '```cpp',
      '// Kohlendioxid messen',
      '```',
      '',
      'Der Wert `Kohlendioxid` kommt aus https://example.org/Kohlendioxid und [hier](/docs/Kohlendioxid).',
      '<Bild alt="Kohlendioxid" data={{a: "Kohlendioxid"}} />',
      'Der Block heißt „Kohlendioxid messen“. {/* Kohlendioxid */}',
      '| microSD-Karte | Micro-SD | Karte |',
      'Das WiFi-Bee nutzt WiFi101.',
    ].join('\n');
    expect(findTerminologyHits([page(source)], 'de').map((hit) => formatHit(hit, 'de'))).toEqual([]);
  });

  it('counts a capitalised "Seriellen Monitor" mid-sentence, not at the start or in the menu path', () => {
    const hits = (source: string) => findTerminologyHits([page(source)], 'de').map((hit) => hit.found);
    expect(hits('Öffne den Seriellen Monitor.')).toEqual(['Seriellen Monitor']);
    expect(hits('Öffne den seriellen Monitor (**Werkzeuge → Serieller Monitor**).')).toEqual([]);
    expect(hits('## Serieller Monitor\n\nSerieller Monitor: so geht es.')).toEqual([]);
  });

  it('tells an imperative from a noun and from a question', () => {
    const hits = (source: string) => findTerminologyHits([page(source)], 'de').map((hit) => hit.found);
    expect(hits('1. Stelle den Regler ein.')).toEqual(['Stelle']);
    expect(hits('An dieser Stelle misst der Sensor. Die Suche findet nichts.')).toEqual([]);
    expect(hits('Wie lege ich eine Box an? Der Speicher ist voll.')).toEqual([]);
    expect(hits('3. Speicher die Änderungen und prüfe sie.')).toEqual(['Speicher', 'prüfe']);
  });

  it('keeps the article before an openSenseMap noun in English', () => {
    const hits = (source: string) => findTerminologyHits([page(source, 'en.mdx')], 'en').map((hit) => hit.found);
    expect(hits('Send it to the openSenseMap. Open the openSenseMap dashboard.')).toEqual(['the openSenseMap']);
  });

  it('finds menu paths written as code spans or with ">"', () => {
    const hits = (source: string) => findTerminologyHits([page(source)], 'de').map((hit) => hit.variant.text);
    expect(hits('Öffne `Werkzeuge` → `Port` und **Sketch > Bibliothek einbinden**.')).toEqual([
      '`Werkzeuge` → `Port`',
      'Werkzeuge > Port',
    ]);
    expect(hits('Öffne **Werkzeuge → Port**.')).toEqual([]);
  });

  it('finds admonitions in the space-title form', () => {
    const found = findBadAdmonitions([
      page(
        ':::tip Mein Tipp\nText\n:::\n\n:::note[Gut]\nText\n:::\n\n:::info\nText\n:::\n\n```md\n:::tip Beispiel\n```\n',
      ),
    ]);
    expect(found).toEqual(['docs/x.mdx:1: ":::tip Mein Tipp"']);
  });
});

describe('the rules in CONTRIBUTING.md', () => {
  it('are the table as it is now (node scripts/terms.mjs writes them)', () => {
    const contributing = fs.readFileSync(path.join(ROOT, 'CONTRIBUTING.md'), 'utf8');
    const listed = /<!-- terms:start -->\n([\s\S]*?)\n<!-- terms:end -->/.exec(contributing)?.[1];
    expect(listed).toBe(terminologyMarkdown());
  });
});
