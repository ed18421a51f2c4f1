/**
 * How words become search terms, the same at index time and at query time.
 * German first: umlauts and ß are folded ("Lautstärke" and "lautstaerke" meet),
 * and a light stemmer strips plural and case endings ("Sensoren" → "sensor").
 * It is deliberately light: both sides go through it, so consistency matters
 * more than linguistic precision, and a light stemmer rarely merges words that
 * readers would not expect to match.
 */

export type SearchLanguage = 'de' | 'en';

/** Letters, digits and the underscore of identifiers; everything else separates words. */
const WORD = /[\p{L}\p{N}_]+/gu;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
const HAS_DIGIT = /\d/;

const STOP_WORDS: Record<SearchLanguage, ReadonlySet<string>> = {
  de: new Set(
    'der die das den dem des ein eine einen einem einer eines und oder mit im in ist sind zu zum zur von vom fuer auf am es wird werden du sie wir ihr man nicht auch als wie so dass bei aus dann was heisst bedeutet'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the a an and or of to in on for is are be with by as at it this that you your from can then what does mean means'.split(
      ' ',
    ),
  ),
};

/**
 * More words without meaning of their own, left out of queries only: the pronouns, question words and
 * auxiliary verbs of a question typed as a sentence ("wann sollen wir …", "how do I …"), so the words
 * that carry its meaning decide. The pages keep them, so a pasted message still meets its quote word
 * for word. "wenn" and "if" name a Blockly block too, but in a typed sentence they join its clauses;
 * alone, or with the block's other words ("wenn sonst"), they are still found. Words that name a block
 * and rarely join a sentence stay ("immer", "mal").
 */
const QUESTION_WORDS: Record<SearchLanguage, ReadonlySet<string>> = {
  de: new Set(
    [
      'ich mich mir mein meine meinen meinem meiner dein deine deinen deinem uns unser unsere unseren sein seine ihre ihren er',
      'kann kannst koennen konnte muss musst muessen soll sollen sollte sollten will willst wollen moechte moechten darf',
      'hat habe haben hast hatte bin bist war wurde',
      'wann warum wieso weshalb wo woher wohin welche welcher welches welchen wer wen wem wenn falls',
      'ob da dort hier denn doch ja noch schon nur sehr bitte jetzt gerade eigentlich einfach mehr',
      'ins ans aufs beim ueber unter nach um',
    ]
      .join(' ')
      .split(' '),
  ),
  en: new Set(
    [
      'i me my mine we our us he she they them their its',
      'how when why where which who whom whose if',
      'do did done doing has have had having was were been being am will would should could shall may might must',
      'get gets got getting there here just very too so also please into onto about than any',
    ]
      .join(' ')
      .split(' '),
  ),
};

/** Whether a folded word is one that queries leave out (a question word, pronoun or auxiliary verb). */
export function isQuestionWord(word: string, language: SearchLanguage): boolean {
  return QUESTION_WORDS[language].has(word);
}

/** Whether a term (folded, as toTerm makes it) is a word without meaning of its own. */
export function isStopWord(term: string, language: SearchLanguage): boolean {
  return STOP_WORDS[language].has(term);
}

/** Splits text into words (original spelling kept, for highlighting). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Lower case, umlauts and ß spelled out, other accents dropped. */
export function fold(word: string): string {
  return word
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '');
}

const GERMAN_ENDINGS = ['ern', 'en', 'er', 'es', 'e', 'n', 's'];
const MIN_STEM = 3;

function stripEnding(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/** German: one plural or case ending off ("bibliotheken" → "bibliothek", "werte" → "wert"). */
export function stemGerman(word: string): string {
  return stripEnding(word, GERMAN_ENDINGS);
}

/** English: plural endings only ("libraries" → "library", "switches" → "switch", "sensors" → "sensor"). */
export function stemEnglish(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|x|z|ch|sh)es$/.test(word) && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word) && word.length > MIN_STEM) return word.slice(0, -1);
  return word;
}

/** Noun endings that make a noun of an adjective: "Feuchtigkeit" of "feucht", "Sicherheit" of "sicher". */
const NOUN_OF_ADJECTIVE = ['keit', 'igkeit', 'heit'];

/**
 * German: the adjectives a noun may be made of, for a noun such as "Feuchtigkeit" (→ "feuchtig", "feucht"),
 * longest first; the caller keeps the one the site uses ("Bodenfeuchte" has "feucht", not "Feuchtigkeit").
 */
export function adjectiveRoots(term: string): string[] {
  return NOUN_OF_ADJECTIVE.filter((ending) => term.endsWith(ending) && term.length - ending.length >= 4).map((ending) =>
    term.slice(0, -ending.length),
  );
}

/**
 * The term stored in the index for a word, or null for words that carry no
 * meaning on their own. Words with digits (part names such as BME680, I2C)
 * are only folded, never stemmed.
 */
export function toTerm(word: string, language: SearchLanguage): string | null {
  const folded = fold(word);
  if (folded.length === 0 || STOP_WORDS[language].has(folded)) return null;
  if (HAS_DIGIT.test(folded)) return folded;
  return language === 'de' ? stemGerman(folded) : stemEnglish(folded);
}

/**
 * A word of a query: as the index would store it (`term`), folded but not stemmed (`word`, what a
 * compound is taken apart from), and whether queries leave it out (`stop`: a stop word, then `term` is
 * only folded, or a question word).
 */
export type QueryToken = {
  term: string;
  word: string;
  stop: boolean;
  /** How much the word counts on a page, 1 unless said (a compound's part before its head noun counts less). */
  weight?: number;
  /** The word the site uses that the word is made of (German: "feucht" for "Feuchtigkeit"), also searched, with less weight. */
  root?: string;
};

/**
 * Query text as tokens, stop words and question words included and marked: synonym and concept
 * phrases ("reagiert nicht", "does not work") are matched on them before those words are dropped. A
 * query of nothing but question words keeps them as words.
 */
export function queryTokens(query: string, language: SearchLanguage): QueryToken[] {
  const tokens = words(query).flatMap((word): (QueryToken & {question: boolean})[] => {
    const folded = fold(word);
    if (!folded) return [];
    const term = toTerm(word, language);
    if (!term) return [{term: folded, word: folded, stop: true, question: false}];
    const question = QUESTION_WORDS[language].has(folded);
    return [{term, word: folded, stop: question, question}];
  });
  const meaningful = tokens.some((token) => !token.stop);
  return tokens.map(({question, ...token}) => (meaningful || !question ? token : {...token, stop: false}));
}

/** The index of the last word that is no stop word, or -1. */
export function lastWordIndex(tokens: readonly QueryToken[]): number {
  for (let at = tokens.length - 1; at >= 0; at--) if (!tokens[at]!.stop) return at;
  return -1;
}

/** Query text as terms, in order; the empty list when nothing searchable is left. */
export function queryTerms(query: string, language: SearchLanguage): string[] {
  return words(query)
    .map((word) => toTerm(word, language))
    .filter((term): term is string => term !== null);
}
