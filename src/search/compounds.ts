/**
 * Compounds, joined and split: "Feinstaubsensor" is also found as "Feinstaub" and "Sensor",
 * "webserver" meets "Web server" and "Web-Server". The dictionary is the site's own vocabulary: every
 * term that stands alone somewhere in the index. A word splits into two such terms (with a German linking
 * "s", "es", "n" or "en" between them: Luftfeuchtigkeit·s·sensor). Index and query split the same way, so
 * a compound on the page and its parts in the query meet, and the other way round.
 * Chosen over a German word list from npm (docs-dev/decisions.md): parts that never stand alone on
 * the site could not lead to a page anyway, and the engine chunk stays small.
 */

/** Shortest part (head or tail) of a split. */
const MIN_PART = 3;
/** A head may be shorter when the tail is long ("SD" + "Karte"). */
const MIN_HEAD = 2;
const MIN_TAIL_AFTER_SHORT_HEAD = 4;
/** Shortest word that is tried at all. */
const MIN_WORD = 6;
const LINKS = ['s', 'es', 'n', 'en'];
const HAS_DIGIT = /\d/;

export type Splitter = (term: string) => readonly [string, string] | null;

/**
 * A splitter over a vocabulary of terms (folded and stemmed as src/search/text.ts makes them).
 * `stem` turns a head with its link removed into the form the vocabulary holds.
 * Of several splits the one with the longest head wins (the more specific word).
 */
export function createSplitter(
  vocabulary: ReadonlySet<string>,
  stem: (word: string) => string = (word) => word,
): Splitter {
  const cache = new Map<string, readonly [string, string] | null>();
  const known = (word: string) => word.length >= MIN_PART && vocabulary.has(word);
  return (term) => {
    if (term.length < MIN_WORD || HAS_DIGIT.test(term)) return null;
    const cached = cache.get(term);
    if (cached !== undefined) return cached;
    let found: readonly [string, string] | null = null;
    for (let cut = term.length - MIN_PART; cut >= MIN_HEAD && !found; cut--) {
      const tail = term.slice(cut);
      if (!known(tail)) continue;
      const head = term.slice(0, cut);
      if (cut < MIN_PART) {
        // Only for a word the site never uses whole ("sdkarte"): "anschließen" is no "an" + "schließen".
        if (tail.length >= MIN_TAIL_AFTER_SHORT_HEAD && vocabulary.has(head) && !vocabulary.has(term))
          found = [head, tail];
      } else if (known(head)) found = [head, tail];
      else if (known(stem(head))) found = [stem(head), tail];
      else {
        for (const link of LINKS) {
          if (head.endsWith(link) && known(head.slice(0, -link.length))) {
            found = [head.slice(0, -link.length), tail];
            break;
          }
        }
      }
    }
    cache.set(term, found);
    return found;
  };
}

/** Longest word the segmenter takes apart (longer input is no word a reader types). */
const MAX_SEGMENTED = 40;
/** Letters left between known parts that still make a part of their own (searched with typo tolerance). */
const MIN_GAP = 4;

/**
 * The parts of a word, how many of them are words of the vocabulary, the share of letters they cover,
 * and whether the last part is the word's end (its head noun), not a part before a short unknown end.
 */
export type Segments = {parts: string[]; known: number; coverage: number; head: boolean};
export type Segmenter = (term: string) => Segments | null;

/**
 * For a word the index does not know: the words of the vocabulary it is made of, left to right, with
 * any stretch between them of MIN_GAP letters or more as a part of its own (a typo in a long compound,
 * "Wassertemperatursenor", leaves "senor" between known words). Unlike the splitter it takes any
 * number of parts and needs only some of them known, so a compound with another head noun
 * ("Lärmmessgerät", "Neigungssensor") still reaches the pages of the parts the site uses. The split
 * covering the most letters with known words wins, then the one with fewer parts. Null when no part
 * of MIN_PART letters is known, or the word is one part.
 */
export function createSegmenter(
  vocabulary: ReadonlySet<string>,
  stem: (word: string) => string = (word) => word,
): Segmenter {
  const known = (piece: string): string | null => {
    if (piece.length < MIN_PART) return null;
    if (vocabulary.has(piece)) return piece;
    const stemmed = stem(piece);
    if (stemmed.length >= MIN_PART && vocabulary.has(stemmed)) return stemmed;
    for (const link of LINKS) {
      const bare = piece.slice(0, -link.length);
      if (piece.endsWith(link) && bare.length >= MIN_PART && vocabulary.has(bare)) return bare;
    }
    return null;
  };
  type Part = {text: string; raw: string; known: boolean};
  type Best = {covered: number; parts: Part[]};
  return (term) => {
    if (term.length < MIN_WORD || term.length > MAX_SEGMENTED || HAS_DIGIT.test(term)) return null;
    // best[end]: the best split of term.slice(0, end).
    const best: Best[] = [{covered: 0, parts: []}];
    for (let end = 1; end <= term.length; end++) {
      let chosen: Best | null = null;
      for (let start = 0; start < end; start++) {
        const before = best[start]!;
        const piece = term.slice(start, end);
        const word = known(piece);
        const previous = before.parts[before.parts.length - 1];
        // Letters no known word covers join the stretch before them, if that is one too.
        const candidate: Best = word
          ? {covered: before.covered + piece.length, parts: [...before.parts, {text: word, raw: piece, known: true}]}
          : previous && !previous.known
            ? {
                covered: before.covered,
                parts: [
                  ...before.parts.slice(0, -1),
                  {text: previous.text + piece, raw: previous.raw + piece, known: false},
                ],
              }
            : {covered: before.covered, parts: [...before.parts, {text: piece, raw: piece, known: false}]};
        if (
          !chosen ||
          candidate.covered > chosen.covered ||
          (candidate.covered === chosen.covered && candidate.parts.length < chosen.parts.length)
        )
          chosen = candidate;
      }
      best.push(chosen!);
    }
    const parts = best[term.length]!.parts;
    // A linking letter or an ending is only one before another known word: before a stretch of
    // unknown letters it more likely starts that stretch ("temperatur" + "senor", not "temperaturs" + "enor").
    for (let at = 0; at + 1 < parts.length; at++) {
      const part = parts[at]!;
      const next = parts[at + 1]!;
      if (part.known && !next.known && part.raw.startsWith(part.text) && part.raw !== part.text) {
        const moved = part.raw.slice(part.text.length);
        parts[at] = {...part, raw: part.text};
        parts[at + 1] = {text: moved + next.text, raw: moved + next.raw, known: false};
      }
    }
    const found = parts.filter((part) => part.known);
    if (parts.length < 2 || found.length === 0) return null;
    const kept = (part: Part) => part.known || part.text.length >= MIN_GAP;
    return {
      parts: parts.filter(kept).map((part) => part.text),
      head: kept(parts[parts.length - 1]!),
      known: found.length,
      coverage: found.reduce((sum, part) => sum + part.raw.length, 0) / term.length,
    };
  };
}
