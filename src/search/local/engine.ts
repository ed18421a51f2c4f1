/**
 * The local search engine: MiniSearch over the DocSearch records of one locale.
 * Every record is searchable by its page's category and title, its headings and
 * its own text, like DocSearch's searchable attributes, so "bme680 anschließen"
 * finds the paragraph under that page. Titles and headings outrank body text:
 * field boosts, plus a bonus for records that are headings themselves.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import type {SearchRecord} from '../records';
import {queryTerms, toTerm, words, type SearchLanguage} from '../text';

type IndexedRecord = {id: number; category: string; title: string; headings: string; content: string};

const FIELD_BOOST = {title: 3, headings: 2, content: 1, category: 0.5};
const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.4,
  lvl3: 1.3,
  lvl4: 1.2,
  lvl5: 1.2,
  lvl6: 1.2,
  content: 1,
};

/** Typos allowed per query word, as Algolia does: none below 4 letters, 1 from 4, 2 from 8. */
export function typoTolerance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

export type Engine = {
  language: SearchLanguage;
  records: readonly SearchRecord[];
  search(query: string): RankedRecord[];
};

export type RankedRecord = {record: SearchRecord; score: number; terms: ReadonlySet<string>};

function toIndexed(record: SearchRecord, id: number): IndexedRecord {
  const {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return {
    id,
    category: lvl0 ?? '',
    title: lvl1 ?? '',
    headings: [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' '),
    content: record.content ?? '',
  };
}

export function createEngine(records: readonly SearchRecord[], language: SearchLanguage): Engine {
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: ['category', 'title', 'headings', 'content'],
    storeFields: [],
    tokenize: words,
    processTerm: (word) => toTerm(word, language) ?? null,
    searchOptions: {
      boost: FIELD_BOOST,
      // The last word is still being typed: match it as a prefix.
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: typoTolerance,
      // A word that starts a longer one is usually the same thing ("Lautstärke" in
      // "Lautstärkesensor"): German compounds need a strong prefix weight.
      weights: {fuzzy: 0.45, prefix: 0.75},
      boostDocument: (id) => TYPE_BOOST[records[id as number]!.type],
    },
  });
  miniSearch.addAll(records.map(toIndexed));

  const rank = (results: SearchResult[]): RankedRecord[] =>
    results.map((result) => ({
      record: records[result.id as number]!,
      score: result.score,
      terms: new Set(result.terms),
    }));

  return {
    language,
    records,
    search(query) {
      const terms = queryTerms(query, language);
      if (terms.length === 0) {
        // An empty query lists everything, headings first, as Algolia does.
        return records
          .map((record) => ({record, score: TYPE_BOOST[record.type], terms: new Set<string>()}))
          .sort((a, b) => b.score - a.score);
      }
      const text = terms.join(' ');
      // Every word must match; when that finds nothing, any word may.
      const all = miniSearch.search(text, {combineWith: 'AND', tokenize: (q) => q.split(' '), processTerm: (t) => t});
      if (all.length > 0) return rank(all);
      return rank(miniSearch.search(text, {combineWith: 'OR', tokenize: (q) => q.split(' '), processTerm: (t) => t}));
    },
  };
}
