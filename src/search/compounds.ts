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
