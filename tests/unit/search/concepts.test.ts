/** @jest-environment node */
import {SEARCH_CONCEPTS} from '../../../src/data/searchConcepts';
import {SEARCH_SYNONYMS} from '../../../src/data/searchSynonyms';
import {createEngine, expansions, queryNodes} from '../../../src/search/local/engine';
import {createSplitter} from '../../../src/search/compounds';
import {queryTokens, type SearchLanguage} from '../../../src/search/text';
import {buildRecords} from '../../../plugins/search/records';
import {page} from './fixtures';

const SITE = 'https://docs.sensebox.de';
const LANGUAGES: SearchLanguage[] = ['de', 'en'];
const key = (entry: string, language: SearchLanguage) =>
  queryTokens(entry, language)
    .map((token) => token.term)
    .join(' ');

describe('the concept table (src/data/searchConcepts.ts)', () => {
  it.each(LANGUAGES)('gives every concept everyday words and topic words in %s', (language) => {
    for (const concept of SEARCH_CONCEPTS) {
      expect([concept.id, concept[language].says.length > 0]).toEqual([concept.id, true]);
      expect([concept.id, concept[language].means.length > 0]).toEqual([concept.id, true]);
    }
  });

  it.each(LANGUAGES)('lets an everyday word of %s stand for one topic only, and for no synonym group', (language) => {
    const owners = new Map<string, string[]>();
    for (const group of SEARCH_SYNONYMS)
      for (const word of group.words) owners.set(key(word, language), [`synonym ${group.id}`]);
    for (const concept of SEARCH_CONCEPTS) {
      for (const word of concept[language].says) {
        const owner = owners.get(key(word, language)) ?? [];
        if (!owner.includes(concept.id)) owners.set(key(word, language), [...owner, concept.id]);
      }
    }
    expect([...owners].filter(([, list]) => list.length > 1)).toEqual([]);
  });

  it('ids are unique', () => {
    const ids = SEARCH_CONCEPTS.map((concept) => concept.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('concepts in the engine: everyday words find the topic, one way', () => {
  const concept = SEARCH_CONCEPTS.find((entry) => entry.de.says.includes('Handy'))!;
  const topic = concept.de.means[0]!;
  const records = buildRecords(
    page('de', 'Hardware', `<header><h1>${topic}-Modul</h1></header><p>Das Modul funkt kurze Strecken.</p>`),
    `${SITE}/docs/topic`,
  ).concat(
    buildRecords(
      page('de', 'Hardware', '<header><h1>Ein Handy im Unterricht</h1></header><p>Ein Handy liegt auf dem Tisch.</p>'),
      `${SITE}/docs/handy`,
    ),
  );
  const engine = createEngine(records, 'de', {concepts: SEARCH_CONCEPTS.map((entry) => entry.de)});
  const pages = (query: string) => [...new Set(engine.search(query).map(({record}) => record.url_without_anchor))];

  it('a query of an everyday word also finds the pages of its topic', () => {
    expect(pages('Handy')).toEqual(expect.arrayContaining([`${SITE}/docs/topic`, `${SITE}/docs/handy`]));
  });

  it('the words typed count more than the topic words they stand for', () => {
    expect(pages('Handy')[0]).toBe(`${SITE}/docs/handy`);
  });

  it('a topic word does not search for the everyday words', () => {
    expect(pages(topic)).toEqual([`${SITE}/docs/topic`]);
  });

  it('finds a phrase whose closing small word comes later, as German puts "nicht" ("erkennt die Box nicht")', () => {
    const split = createSplitter(new Set<string>());
    const concepts = SEARCH_CONCEPTS.map((entry) => entry.de);
    const phrase = concepts.flatMap((entry) => entry.says).find((says) => /^\S+ nicht$/.test(says))!;
    const [verb] = phrase.split(' ');
    const nodes = queryNodes(queryTokens(`PC ${verb} die Box nicht`, 'de'), split, expansions('de', concepts));
    // "PC", the phrase (with its topic words) and "Box".
    expect(nodes).toHaveLength(3);
    expect(nodes[1]!.typed).toEqual(
      queryTokens(phrase, 'de')
        .filter((token) => !token.stop)
        .map((token) => token.term),
    );
  });

  it('matches a phrase with its small words ("reagiert nicht") and leaves them out elsewhere', () => {
    const split = createSplitter(new Set<string>());
    const phrase = SEARCH_CONCEPTS.flatMap((entry) => entry.de.says).find((says) => / nicht\b/.test(says))!;
    const nodes = queryNodes(
      queryTokens(`die Box ${phrase}`, 'de'),
      split,
      expansions(
        'de',
        SEARCH_CONCEPTS.map((entry) => entry.de),
      ),
    );
    // "die" is dropped, "Box" is one word, the phrase another.
    expect(nodes).toHaveLength(2);
  });
});
