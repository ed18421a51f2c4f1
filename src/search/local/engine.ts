/**
 * The local search engine: MiniSearch over the DocSearch records of one locale.
 * Every record is searchable by its page's category and title, its headings and
 * its own text, like DocSearch's searchable attributes, so "bme680 anschließen"
 * finds the paragraph under that page. Titles and headings outrank body text:
 * field boosts, plus a bonus for records that are headings themselves.
 * Compounds are indexed and asked as themselves and as their parts (../compounds.ts),
 * synonyms come from src/data/searchSynonyms.ts and everyday words' topics from
 * src/data/searchConcepts.ts, and a query of several words ranks pages by how well each
 * word matches somewhere on them; a pasted message prefers the troubleshooting section
 * that quotes it, and the reader's board its pages (ARCHITECTURE.md, "Search").
 */
import MiniSearch, {type Query, type SearchOptions, type SearchResult} from 'minisearch';
import type {ConceptWords} from '../../data/searchConcepts';
import {SEARCH_SYNONYMS} from '../../data/searchSynonyms';
import {createSegmenter, createSplitter, type Segmenter, type Splitter} from '../compounds';
import type {SearchRecord} from '../searchRecord';
import {
  adjectiveRoots,
  fold,
  isQuestionWord,
  isStopWord,
  lastWordIndex,
  queryTerms,
  queryTokens,
  stemGerman,
  toTerm,
  words,
  type QueryToken,
  type SearchLanguage,
} from '../text';

type IndexedRecord = {id: number; category: string; title: string; keywords: string; headings: string; content: string};

const FIELD_BOOST = {title: 6, keywords: 3, headings: 2, content: 1, category: 0.5};
const TYPE_BOOST: Record<SearchRecord['type'], number> = {
  lvl1: 1.6,
  lvl2: 1.4,
  lvl3: 1.3,
  lvl4: 1.2,
  lvl5: 1.2,
  lvl6: 1.2,
  content: 1,
};

/**
 * Pages that point to others rank below the page a term links to: the glossary, the generated
 * category pages (lists of cards), the home page and the Blockly category of every sensor (a
 * section per sensor, each linking the sensor's page, which shows its blocks too).
 */
export const POINTER_PAGES =
  /\/(docs\/misc\/begriffe|docs\/category\/[^/]+|docs\/editors\/blockly\/blocks\/sensoren)?$/;
export const POINTER_BOOST = 0.4;
/**
 * Unless the reader asks what a word means ("was heißt I2C", "what does I2C mean"): then the glossary
 * is the answer and comes first. Matched on the folded query (umlauts spelled out).
 */
export const GLOSSARY_PAGE = /\/docs\/misc\/begriffe$/;
export const DEFINITION_QUESTION: Record<SearchLanguage, RegExp> = {
  de: /^\s*(was\s+(heisst|bedeutet|ist|sind|meint)|wofuer\s+steht)\b|\bbedeutung\b/,
  en: /^\s*what\s+(does|do|is|are)\b|\bmean(s|ing)?\b|\bdefinition\b|\bstands?\s+for\b/,
};
/** Enough to put the glossary's entry above a page that carries the word in its title ("I2C-Multiplexer"). */
export const DEFINITION_BOOST = 6;
/**
 * A pasted message: the page whose troubleshooting section holds the query's words in the same
 * order (stop words and words the site never uses, such as a port name or an ID, left out) beats
 * pages that merely name the words, as Algolia's proximity and exact criteria do. Messages stand in
 * the troubleshooting sections of the pages that fix them; elsewhere a few search words in a row
 * ("senseBox MCU übertragen") are ordinary prose. Only for queries that look like a message: of
 * PHRASE_WORDS typed words or more (not a few search words that a link in a troubleshooting section
 * may hold in that order, "MCU-S2 zurücksetzen"), and with what tools print and readers do not type
 * (MESSAGE_MARKS: a colon, quotes, brackets, an exclamation mark, a full stop between sentences, a
 * word with digits such as COM4 or 0x77) or of MESSAGE_WORDS words or more: "usb cable only charges"
 * is a question, "No device found on COM4" a message. Counted from PHRASE_MIN words in a row; each
 * word of the run adds PHRASE_WEIGHT to the page's score (a word found on a page adds at most 1).
 */
export const TROUBLESHOOTING_HEADING = /nicht klappt|problem|fehler|trouble|error|mistake/;
export const PHRASE_WORDS = 4;
export const MESSAGE_WORDS = 6;
export const MESSAGE_MARKS = /[:'"(){}![\]]|\.\s|\.$|\b(?=[a-z_]*\d)(?=\d*[a-z_])[a-z\d_]+\b/i;
export const PHRASE_MIN = 3;
export const PHRASE_WEIGHT = 1;
/** And as much as this for a quote that is all of its record (the share of the record the run fills). */
export const QUOTE_WEIGHT = 1;
/**
 * Task words: a query with one of them prefers pages whose title or headings carry the task
 * ("install arduino ide" → "Installing the Arduino IDE"). Folded roots; a term carries the task when it starts with one.
 * Roots of one group are the same task in other words, so "programm hochladen" prefers a page titled
 * "Kompilieren und Übertragen".
 */
export const TASKS: readonly (readonly string[])[] = [
  ['deinstall', 'uninstall', 'entfern', 'remov'],
  ['install'],
  ['hochlad', 'upload', 'uebertrag', 'transfer', 'flash'],
  ['reset', 'zuruecksetz'],
  ['anschl', 'connect', 'verbind'],
  ['einricht'],
  ['registr', 'register'],
  ['download', 'herunterlad'],
];
export const TASK_BOOST = 2;
export const SYNONYM_WEIGHT = 0.3;
/** The topic words of an everyday word count this much of a word typed (one way: see searchConcepts.ts). */
export const CONCEPT_WEIGHT = 0.5;
/**
 * An everyday word whose topic the site knows ("Handy", "vibrations") says what the question is about;
 * the words around it describe the situation ("see values on my phone") and often stand on pages
 * about something else: it counts this much of another word.
 */
export const TOPIC_STRESS = 1.5;
/**
 * The reader's board (the kit chosen in the board selector): its pages score this much more, pages
 * that only other kits list this much less; pages no kit lists (the editors' and openSenseMap's) stay.
 */
export const BOARD_BOOST = 1.5;
export const OTHER_BOARD = 0.6;
/**
 * And its pages that score at least this share of the best page come before all others, its own pages
 * (listed by at most OWN_KITS kits) before the ones most kits share.
 */
export const BOARD_FLOOR = 0.5;
export const OWN_KITS = 2;
/**
 * A board's own page that shares its title with a general page (the Eye's "SD-Karte" and the Glossar's)
 * scores this much, unless it is the reader's board's: the general page comes first.
 */
export const TWIN_FACTOR = 0.8;
/** A query word counts fully on a page whose best record for it scores this share of the word's best anywhere. */
export const WORD_SATURATION = 0.4;
/**
 * This share of a word's credit follows its score on the page all the way up: of two pages that each
 * have one word well and the other in passing, the one whose word stands out more (a title, a heading)
 * comes first ("Display anschließen": the display's page before a page that connects one in passing).
 */
export const PROMINENCE = 0.1;
/** A page with only the topic words an everyday word stands for counts this much of it, where readers' words are on some page. */
export const RELATED_SHARE = 0.6;
/** A part of a compound before its head noun counts this much of a word. */
export const MODIFIER_WEIGHT = 0.5;
/** A word on every page counts this much of a word on one page (see the rarity in `search`). */
export const RARITY_FLOOR = 0.4;
/** A compound the index does not know is taken apart when its known parts cover this share of it (or two are known). */
export const SEGMENT_COVERAGE = 0.6;
/** Sections of one page before the next page's (when a query has several words). */
export const SECTIONS_PER_PAGE = 3;

/** Typos allowed per query word, as Algolia does: none below 4 letters, 1 from 4, 2 from 8. */
export function typoTolerance(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/** What the reader chose, besides the query: the kit of the board selector, or null. */
export type SearchContext = {board?: string | null};

export type Engine = {
  language: SearchLanguage;
  records: readonly SearchRecord[];
  search(query: string, context?: SearchContext): RankedRecord[];
};

export type RankedRecord = {record: SearchRecord; score: number; terms: ReadonlySet<string>};

function toIndexed(record: SearchRecord, id: number): IndexedRecord {
  const {lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
  return {
    id,
    category: lvl0 ?? '',
    title: lvl1 ?? '',
    keywords: record.keywords?.join(' ') ?? '',
    headings: [lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' '),
    content: record.content ?? '',
  };
}

/** The word with each pair of neighbouring letters swapped in turn. */
export function transposed(word: string): string[] {
  const variants: string[] = [];
  for (let at = 0; at + 1 < word.length; at++)
    if (word[at] !== word[at + 1]) variants.push(word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2));
  return variants;
}

/** The task a term names (the index of its group in TASKS), or -1. */
const taskOf = (term: string): number => TASKS.findIndex((roots) => roots.some((root) => term.startsWith(root)));

/** Every term that stands alone somewhere in the records: the dictionary compounds split into. */
export function vocabulary(records: readonly SearchRecord[], language: SearchLanguage): Set<string> {
  const terms = new Set<string>();
  const seen = new Set<string>();
  for (const record of records) {
    const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
    for (const text of [lvl1, lvl2, lvl3, lvl4, lvl5, lvl6, record.content]) {
      if (!text || seen.has(text)) continue;
      seen.add(text);
      for (const word of words(text)) {
        const term = toTerm(word, language);
        // A stem can look like a stop word ("eins" → "ein"): never a part of a compound.
        if (term && !isStopWord(term, language)) terms.add(term);
      }
    }
  }
  return terms;
}

/**
 * What a word or phrase of a query also searches for: a synonym group's entries search for each other
 * (`triggers` and `related` are the same list), a concept's everyday words for its topic words.
 * Entries as tokens of this language, stop words included (an entry of several words is a phrase).
 */
export type Expansion = {triggers: QueryToken[][]; related: QueryToken[][]; weight: number; stress: number};

function tokenEntries(entries: readonly string[], language: SearchLanguage): QueryToken[][] {
  const tokens = entries
    .map((entry) => queryTokens(entry, language))
    .filter((entry) => entry.some((token) => !token.stop));
  const unique = new Map(tokens.map((entry) => [entry.map((token) => token.term).join(' '), entry]));
  return [...unique.values()];
}

export function expansions(language: SearchLanguage, concepts: readonly ConceptWords[] = []): Expansion[] {
  return [
    ...SEARCH_SYNONYMS.map((group) => {
      const entries = tokenEntries(group.words, language);
      return {triggers: entries, related: entries, weight: SYNONYM_WEIGHT, stress: 1};
    }),
    ...concepts.map((concept) => ({
      triggers: tokenEntries(concept.says, language),
      related: tokenEntries(concept.means, language),
      weight: CONCEPT_WEIGHT,
      stress: concept.symptom ? 1 : TOPIC_STRESS,
    })),
  ];
}

/** A term, or the term or its parts when it is a compound. */
function termQuery(term: string, split: Splitter): Query {
  const parts = split(term);
  return parts
    ? {combineWith: 'OR', queries: [term, {combineWith: 'AND', queries: parts.map((part) => termQuery(part, split))}]}
    : term;
}

/** The terms a word is indexed under: itself, and for a compound its parts at every level. */
function indexTerms(term: string, split: Splitter): string[] {
  const parts = split(term);
  return parts ? [term, ...indexTerms(parts[0], split), ...indexTerms(parts[1], split)] : [term];
}

/** The words of an entry that carry meaning, as one query node (all of them, for a phrase). */
function entryNode(entry: readonly QueryToken[], split: Splitter): Query {
  const terms = entry.filter((token) => !token.stop).map((token) => token.term);
  return terms.length === 1
    ? termQuery(terms[0]!, split)
    : {combineWith: 'AND', queries: terms.map((term) => termQuery(term, split))};
}

/** How far after its last word an entry's closing small words may stand ("erkennt die Box nicht"). */
const TRAILING_GAP = 3;

/**
 * Where an entry (a synonym or everyday phrase) stands in the query, starting at `at`: its words one
 * after the other, except that the small words it ends with may come a few words later, as German puts
 * "nicht" at the end of a clause ("erkennt die senseBox nicht" for "erkennt nicht"). Null if it does not.
 */
function entryAt(entry: readonly QueryToken[], tokens: readonly QueryToken[], at: number): number[] | null {
  const trailing = entry.length - [...entry].reverse().findIndex((token) => !token.stop);
  const positions: number[] = [];
  let next = at;
  for (const [offset, token] of entry.entries()) {
    if (offset >= trailing && offset > 0) {
      let found = -1;
      for (let look = next; look < Math.min(tokens.length, next + TRAILING_GAP + 1); look++) {
        if (tokens[look]!.term === token.term) {
          found = look;
          break;
        }
      }
      if (found < 0) return null;
      positions.push(found);
      next = found + 1;
    } else {
      if (tokens[next]?.term !== token.term) return null;
      positions.push(next);
      next++;
    }
  }
  return positions;
}

/**
 * One word (or phrase) of the query as a MiniSearch query tree, how much it counts on a page, the
 * terms the reader typed for it, and for a word that stands for more words, every way readers say it
 * (the synonym group's words, the concept's everyday words) without the words it stands for.
 */
export type QueryNode = {query: Query; weight: number; typed: string[]; said: Query | null};

/**
 * The query as MiniSearch query trees, one per word (or synonym or concept phrase): the OR of its
 * forms (the compound and its parts, the other entries of its synonym group, its concepts' topic
 * words). Stop words take part in phrases ("reagiert nicht") and are dropped elsewhere.
 */
export function queryNodes(tokens: readonly QueryToken[], split: Splitter, groups: readonly Expansion[]): QueryNode[] {
  const nodes: QueryNode[] = [];
  const lastWord = lastWordIndex(tokens);
  const used = new Set<number>();
  for (let at = 0; at < tokens.length; at++) {
    if (used.has(at)) continue;
    let positions: number[] = [];
    let matched: {group: Expansion; entry: QueryToken[]}[] = [];
    for (const group of groups) {
      for (const entry of group.triggers) {
        if (entry.length < positions.length) continue;
        const found = entryAt(entry, tokens, at);
        if (!found || found.some((position) => used.has(position))) continue;
        if (entry.length > positions.length) matched = [];
        positions = found;
        matched.push({group, entry});
      }
    }
    const token = tokens[at]!;
    if (matched.length === 0) {
      // The last word is still being typed: match it as a prefix.
      if (!token.stop)
        nodes.push({
          query: {
            combineWith: 'OR',
            queries: [
              termQuery(token.term, split),
              // Another form of the word: less weight, as a synonym, and no typo tolerance.
              ...(token.root
                ? [{combineWith: 'OR', queries: [token.root], boostTerm: () => SYNONYM_WEIGHT, fuzzy: false} as Query]
                : []),
            ],
            prefix: at === lastWord,
          },
          weight: token.weight ?? 1,
          typed: [token.term],
          said: null,
        });
      continue;
    }
    positions.forEach((position) => used.add(position));
    // The words typed count fully, the words they stand for less: a page naming every synonym is no better for it.
    const typed = matched[0]!.entry;
    const typedKey = typed.map((entry) => entry.term).join(' ');
    const seen = new Set([typedKey]);
    const alternatives: Query[] = [entryNode(typed, split)];
    for (const {group} of matched) {
      for (const entry of group.related) {
        const key = entry.map((word) => word.term).join(' ');
        if (seen.has(key)) continue;
        seen.add(key);
        alternatives.push({
          combineWith: 'OR',
          queries: [entryNode(entry, split)],
          boostTerm: () => group.weight,
          // Topic words are the site's own spelling: no typo tolerance, which would find other words.
          fuzzy: false,
        });
      }
    }
    nodes.push({
      query: {combineWith: 'OR', queries: alternatives, prefix: positions.includes(lastWord)},
      weight:
        Math.max(...positions.map((position) => tokens[position]!.weight ?? 1)) *
        Math.max(...matched.map(({group}) => group.stress)),
      typed: typed.filter((entry) => !entry.stop).map((entry) => entry.term),
      said: {
        combineWith: 'OR',
        queries: matched.flatMap(({group}) => group.triggers.map((entry) => entryNode(entry, split))),
      },
    });
  }
  return nodes;
}

/** The length of the longest run of consecutive query terms that appears, in order, in the text's terms. */
export function longestRun(query: readonly string[], text: readonly string[]): number {
  let best = 0;
  let previous = new Array<number>(text.length + 1).fill(0);
  for (const term of query) {
    const current = new Array<number>(text.length + 1).fill(0);
    for (let at = 0; at < text.length; at++) {
      if (text[at] === term) {
        current[at + 1] = previous[at]! + 1;
        best = Math.max(best, current[at + 1]!);
      }
    }
    previous = current;
  }
  return best;
}

/** `concepts`: this language's everyday words and their topics (the index file carries them). */
export type EngineOptions = {concepts?: readonly ConceptWords[]};

export function createEngine(
  records: readonly SearchRecord[],
  language: SearchLanguage,
  {concepts = []}: EngineOptions = {},
): Engine {
  const known = vocabulary(records, language);
  const stem = language === 'de' ? stemGerman : (word: string) => word;
  const split = createSplitter(known, stem);
  // Parts of a compound are words with a meaning: never a question word ("any" + "more").
  const segment: Segmenter = createSegmenter(
    new Set([...known].filter((term) => !isQuestionWord(term, language))),
    stem,
  );
  const groups = expansions(language, concepts);
  const paths = records.map((record) => new URL(record.url_without_anchor).pathname);
  const pageBoost = paths.map((path) => (POINTER_PAGES.test(path) ? POINTER_BOOST : 1));
  const glossary = paths.map((path) => GLOSSARY_PAGE.test(path));
  // Records in a troubleshooting section (under a heading such as "Wenn etwas nicht klappt").
  const troubleshooting = records.map(({hierarchy: {lvl2, lvl3, lvl4, lvl5, lvl6}}) =>
    [lvl2, lvl3, lvl4, lvl5, lvl6].some((heading) => heading !== null && TROUBLESHOOTING_HEADING.test(fold(heading))),
  );
  // A record's own text as terms, made when a query first needs it.
  const recordTerms = new Map<number, string[]>();
  const termsOf = (id: number): string[] => {
    let terms = recordTerms.get(id);
    if (!terms) {
      const record = records[id]!;
      const text = record.type === 'content' ? (record.content ?? '') : (record.hierarchy[record.type] ?? '');
      terms = queryTerms(text, language);
      recordTerms.set(id, terms);
    }
    return terms;
  };
  // The tasks a record's page title and headings carry.
  const tasks = records.map((record) => {
    const {lvl1, lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
    const carried = new Set<number>();
    for (const word of words([lvl1, lvl2, lvl3, lvl4, lvl5, lvl6].filter(Boolean).join(' '))) {
      const task = taskOf(toTerm(word, language) ?? '');
      if (task >= 0) carried.add(task);
    }
    return carried;
  });
  const boost = (record: number, term: string, definition: boolean): number => {
    const task = term ? taskOf(term) : -1;
    const page = definition && glossary[record] ? DEFINITION_BOOST : pageBoost[record]!;
    return TYPE_BOOST[records[record]!.type] * page * (task >= 0 && tasks[record]!.has(task) ? TASK_BOOST : 1);
  };
  // Each page's first record (its title, which carries the page's kits and twin rank).
  const firstRecord = new Map<string, number>();
  records.forEach((record, id) => {
    if (!firstRecord.has(record.url_without_anchor)) firstRecord.set(record.url_without_anchor, id);
  });
  const kitsOf = (id: number) => records[firstRecord.get(records[id]!.url_without_anchor)!]!;
  /** A record's page's weight for the reader's board (or for none). */
  const pageFactor =
    (board: string | null) =>
    (id: number): number => {
      const {kits = [], twin = 0} = kitsOf(id);
      if (board && kits.includes(board)) return BOARD_BOOST;
      return (board && kits.length > 0 ? OTHER_BOARD : 1) * (twin > 0 ? TWIN_FACTOR : 1);
    };
  const miniSearch = new MiniSearch<IndexedRecord>({
    fields: ['category', 'title', 'keywords', 'headings', 'content'],
    storeFields: [],
    tokenize: words,
    processTerm: (word) => {
      const term = toTerm(word, language);
      if (!term) return null;
      return split(term) ? indexTerms(term, split) : term;
    },
    searchOptions: {
      boost: FIELD_BOOST,
      prefix: false,
      fuzzy: typoTolerance,
      // A word that starts a longer one is usually the same thing ("Lautstärke" in
      // "Lautstärkesensor"): German compounds need a strong prefix weight.
      weights: {fuzzy: 0.45, prefix: 0.75},
      boostDocument: (id, term) => boost(id as number, term, false),
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
    search(query, context = {}) {
      const terms = queryTerms(query, language);
      if (terms.length === 0) {
        // An empty query lists everything, headings first, as Algolia does.
        return records
          .map((record) => ({record, score: TYPE_BOOST[record.type], terms: new Set<string>()}))
          .sort((a, b) => b.score - a.score);
      }
      const definition = DEFINITION_QUESTION[language].test(fold(query));
      const options = {
        tokenize: (q: string) => [q],
        processTerm: (t: string) => t,
        boostDocument: (id: unknown, term: string) => boost(id as number, term, definition),
      };
      // A word that finds nothing, not even with a typo allowed, is taken apart into the words the
      // site uses ("Luftqualitätssensor" → Luft, Qualität, Sensor), each then a word of the query: when
      // two or more parts are known or the known parts are most of the word, or the word is the whole
      // query (a compound never finds nothing when a part of it is on a page). A word that is no
      // compound ("anymore") is not cut into a shorter word the site happens to use.
      const tokens = queryTokens(query, language);
      const lastWord = lastWordIndex(tokens);
      const alone = tokens.filter((token) => !token.stop).length === 1;
      const expanded = tokens.flatMap((token, at): QueryToken[] => {
        if (token.stop || known.has(token.term)) return [token];
        if (miniSearch.search(token.term, {...options, prefix: at === lastWord}).length > 0) return [token];
        // Two letters swapped, the commonest typo, is two edits for the typo tolerance ("dispaly").
        const swapped = transposed(token.word).find((word) => known.has(toTerm(word, language) ?? ''));
        if (swapped) return [{...token, term: toTerm(swapped, language)!, word: swapped}];
        const segments = segment(token.word);
        if (!segments || !(segments.known >= 2 || segments.coverage >= SEGMENT_COVERAGE || alone)) return [token];
        // The last part is the head noun, what the compound is (a Gartenteich is a pond); the parts
        // before it say which one, and count less. A head too short to search for ("Schulhof" when the
        // site has no "Hof") leaves only parts that say which one.
        return segments.parts.map((part, index) => ({
          term: part,
          word: part,
          stop: false,
          weight: segments.head && index === segments.parts.length - 1 ? 1 : MODIFIER_WEIGHT,
        }));
      });
      // A German noun made of an adjective is also searched as the adjective, where the site uses that
      // instead ("Bodenfeuchtigkeit" and "Bodenfeuchte").
      if (language === 'de')
        for (const token of expanded) {
          const root = token.stop ? undefined : adjectiveRoots(token.term).find((form) => known.has(form));
          if (root) token.root = root;
        }
      const weighted = queryNodes(expanded, split, groups);
      const nodes = weighted.map((node) => node.query);
      const factor = pageFactor(context.board ?? null);
      const any = miniSearch.search({combineWith: 'OR', queries: nodes}, options);
      const board = context.board ?? null;
      // The reader's board's pages: 2 for its own (at most OWN_KITS kits list them: a kit and its
      // sibling with the same board, as the :edu and the :home), 1 for those most kits share.
      const inKit = (id: number) => {
        const kits = kitsOf(id).kits ?? [];
        return board === null || !kits.includes(board) ? 0 : kits.length <= OWN_KITS ? 2 : 1;
      };
      if (nodes.length === 1) {
        const scored = (result: SearchResult) => result.score * factor(result.id as number);
        const pageBest = new Map<string, number>();
        for (const result of any) {
          const page = records[result.id as number]!.url_without_anchor;
          pageBest.set(page, Math.max(pageBest.get(page) ?? 0, scored(result)));
        }
        const floor = BOARD_FLOOR * Math.max(0, ...pageBest.values());
        const boardFirst = (result: SearchResult) =>
          pageBest.get(records[result.id as number]!.url_without_anchor)! >= floor ? inKit(result.id as number) : 0;
        return rank([...any].sort((a, b) => boardFirst(b) - boardFirst(a) || scored(b) - scored(a)));
      }
      // Pages are ranked by how well each word matches somewhere on them, in its title, its headings
      // or any of its text blocks ("esp32 reset bootloader" has each word in another section of the
      // reset page): the sum over the words of each word's best record on the page. A page that
      // explains the words beats one record that merely names them all, and a page that has the
      // main words strongly beats one that has every word weakly; a page's records follow by their own score.
      const best = new Map<string, number[]>();
      nodes.forEach((node, at) => {
        for (const result of miniSearch.search(node, options)) {
          const page = records[result.id as number]!.url_without_anchor;
          const scores = best.get(page) ?? nodes.map(() => 0);
          scores[at] = Math.max(scores[at]!, result.score);
          best.set(page, scores);
        }
      });
      // Each word counts alike: its best score on the page against its best anywhere (a rare word such
      // as "remove" is not drowned by a frequent, heavily weighted one such as "circuitpython"), and
      // fully from WORD_SATURATION of that best: a page with the word in its keywords or a heading is
      // not worse for it than one with the word in its title, so the other words decide.
      const top = nodes.map((_node, at) => Math.max(0, ...[...best.values()].map((scores) => scores[at]!)) || 1);
      const pageOf = (result: SearchResult) => best.get(records[result.id as number]!.url_without_anchor) ?? [];
      const coverage = (result: SearchResult) => pageOf(result).filter((score) => score > 0).length;
      // A word on many pages tells them apart less than a rare one ("messen" against "Erschütterung"):
      // each word counts by how few pages have it as typed (no typo, no synonym, no topic word), from
      // RARITY_FLOOR for a word on every page to 1. A word no page has as typed but that stands for a
      // topic (an everyday word) is what the reader asks about: it counts fully. A typo counts as the
      // words it is taken for ("temprature" as "temperature"), so a short word that only resembles a
      // word of some page ("risk" and "disk") gains nothing over that word.
      const pageCount = firstRecord.size;
      const exact = {...options, fuzzy: false, prefix: false};
      const pagesOf = (query: Query, how: SearchOptions) =>
        new Set(miniSearch.search(query, how).map((result) => records[result.id as number]!.url_without_anchor));
      const typedSomewhere = weighted.map(() => false);
      const rarity = weighted.map(({typed, said}, at) => {
        const query: Query = {combineWith: 'AND', queries: typed};
        let pagesWithWord = pagesOf(query, exact).size;
        typedSomewhere[at] = pagesWithWord > 0;
        if (pagesWithWord === 0 && !said) pagesWithWord = pagesOf(query, {...options, prefix: false}).size;
        if (pagesWithWord === 0) return 1;
        return RARITY_FLOOR + (1 - RARITY_FLOOR) * (Math.log(pageCount / pagesWithWord) / Math.log(pageCount));
      });
      // Where readers' words for a topic are on some page (the word typed, or another everyday word of
      // its concept: "Smartphone" or "Handy"), a page that has only the topic's words counts for at most
      // RELATED_SHARE of the word: "traffic" in "CO2 traffic light" is the page's own word before it
      // stands for air pollution. (A synonym group's words are all readers' words.) Only where the word
      // typed is some page's own word: one no page uses ("sunburn") can only mean its topic. And only
      // the words themselves: a typo away from them is another word ("lake" and "make").
      const literal = weighted.map(({said}, at) => {
        if (!said || !typedSomewhere[at]) return null;
        const pages = pagesOf(said, exact);
        return pages.size > 0 ? pages : null;
      });
      const credit = (page: string, score: number, at: number) => {
        const full =
          (1 - PROMINENCE) * Math.min(1, score / (WORD_SATURATION * top[at]!)) + PROMINENCE * (score / top[at]!);
        const typedOn = literal[at];
        return typedOn && !typedOn.has(page) ? Math.min(RELATED_SHARE, full) : full;
      };
      // A page that points to others stays below them here too: its credit per word is full as soon as
      // it names the word in passing (a section per sensor), so its lower record scores alone do not do it.
      const pointerFactor = (id: number) => (definition && glossary[id] ? 1 : pageBoost[id]!);
      const pageScores = new Map(
        [...best].map(([page, scores]) => [
          page,
          scores.reduce((sum, score, at) => sum + credit(page, score, at) * weighted[at]!.weight * rarity[at]!, 0) *
            factor(firstRecord.get(page)!) *
            pointerFactor(firstRecord.get(page)!),
        ]),
      );
      // A pasted message: the words in their order, without the ones no page uses (a port, an ID).
      const phrase = terms.filter((term) => known.has(term));
      const runs = new Map<number, number>();
      const typedWords = words(query).length;
      const message = typedWords >= MESSAGE_WORDS || (typedWords >= PHRASE_WORDS && MESSAGE_MARKS.test(query));
      if (phrase.length >= PHRASE_MIN) {
        const bestOnPage = new Map<string, number>();
        for (const result of any) {
          const id = result.id as number;
          if (!troubleshooting[id]) continue;
          const text = termsOf(id);
          const run = longestRun(phrase, text);
          if (run < PHRASE_MIN) continue;
          // A record that is the words typed and nothing else (a message in a table's first cell) is the
          // message, however short and plain it looks ("Code done running").
          if (!message && !(run === phrase.length && run === text.length)) continue;
          runs.set(id, run);
          const page = records[id]!.url_without_anchor;
          // Of two quotes, the message alone beats the message inside a longer one or a sentence: the
          // general "'…' was not declared in this scope" before "'display' was not declared in this scope".
          const value = run * PHRASE_WEIGHT + QUOTE_WEIGHT * (run / text.length);
          bestOnPage.set(page, Math.max(bestOnPage.get(page) ?? 0, value));
        }
        for (const [page, value] of bestOnPage) pageScores.set(page, (pageScores.get(page) ?? 0) + value);
      }
      const pageScore = (result: SearchResult) => pageScores.get(records[result.id as number]!.url_without_anchor) ?? 0;
      const run = (result: SearchResult) => runs.get(result.id as number) ?? 0;
      // Pages with fewer than half the words are left out when some page has them all.
      const most = Math.max(...any.map(coverage));
      const floor = BOARD_FLOOR * Math.max(0, ...pageScores.values());
      const boardFirst = (result: SearchResult) => (pageScore(result) >= floor ? inKit(result.id as number) : 0);
      const ordered = any
        .filter((result) => most < nodes.length || coverage(result) * 2 >= nodes.length)
        .sort(
          (a, b) =>
            boardFirst(b) - boardFirst(a) || pageScore(b) - pageScore(a) || run(b) - run(a) || b.score - a.score,
        );
      // A page's best sections first, then the next page's: the rest of each page comes after them,
      // so one long page does not fill the 20 hits the modal shows.
      const shown = new Map<string, number>();
      const first: SearchResult[] = [];
      const rest: SearchResult[] = [];
      for (const result of ordered) {
        const page = records[result.id as number]!.url_without_anchor;
        const count = shown.get(page) ?? 0;
        shown.set(page, count + 1);
        (count < SECTIONS_PER_PAGE ? first : rest).push(result);
      }
      return rank([...first, ...rest]);
    },
  };
}
