/**
 * Highlighting and snippets in Algolia's response shape. The values are HTML:
 * DocSearch and the search page insert them with dangerouslySetInnerHTML, so
 * the text is escaped first and only our own tags are added (a "<Wire.h>" in a
 * paragraph stays text, a "<script>" in a query stays harmless).
 */
import {toTerm, type SearchLanguage} from '../text';

export type MatchLevel = 'none' | 'partial' | 'full';
export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};
export type SnippetResult = {value: string; matchLevel: MatchLevel};
export type Tags = {pre: string; post: string};

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
const WORD_OR_GAP = /([\p{L}\p{N}_]+)|([^\p{L}\p{N}_]+)/gu;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

type Piece = {text: string; isWord: boolean; matched: boolean};

function pieces(text: string, terms: ReadonlySet<string>, language: SearchLanguage): Piece[] {
  const result: Piece[] = [];
  for (const match of text.matchAll(WORD_OR_GAP)) {
    const isWord = match[1] !== undefined;
    const term = isWord ? toTerm(match[0], language) : null;
    result.push({text: match[0], isWord, matched: term !== null && terms.has(term)});
  }
  return result;
}

function render(parts: readonly Piece[], tags: Tags): string {
  return parts
    .map((part) => (part.matched ? `${tags.pre}${escapeHtml(part.text)}${tags.post}` : escapeHtml(part.text)))
    .join('');
}

function level(parts: readonly Piece[]): {matchLevel: MatchLevel; matchedWords: string[]; fully: boolean} {
  const wordsOnly = parts.filter((part) => part.isWord);
  const matched = wordsOnly.filter((part) => part.matched);
  if (matched.length === 0) return {matchLevel: 'none', matchedWords: [], fully: false};
  const fully = matched.length === wordsOnly.length;
  return {matchLevel: fully ? 'full' : 'partial', matchedWords: [...new Set(matched.map((part) => part.text))], fully};
}

/** The whole value with every matched word wrapped in the tags. */
export function highlight(
  text: string,
  terms: ReadonlySet<string>,
  language: SearchLanguage,
  tags: Tags,
): HighlightResult {
  const parts = pieces(text, terms, language);
  const {matchLevel, matchedWords, fully} = level(parts);
  return {
    value: render(parts, tags),
    matchLevel,
    matchedWords,
    ...(matchLevel === 'none' ? {} : {fullyHighlighted: fully}),
  };
}

/**
 * At most `length` words around the first matched word (or the first words when
 * nothing matched), with the ellipsis where text was cut, as Algolia's snippets.
 */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  language: SearchLanguage,
  tags: Tags,
  length: number,
  ellipsis: string,
): SnippetResult {
  const parts = pieces(text, terms, language);
  const wordIndexes = parts.flatMap((part, index) => (part.isWord ? [index] : []));
  const {matchLevel} = level(parts);
  if (wordIndexes.length <= length) return {value: render(parts, tags), matchLevel};
  const firstMatch = Math.max(
    0,
    wordIndexes.findIndex((index) => parts[index]!.matched),
  );
  // Put the match near the start, with a little context before it.
  const startWord = Math.max(0, Math.min(firstMatch - Math.floor(length / 3), wordIndexes.length - length));
  const endWord = startWord + length - 1;
  const from = startWord === 0 ? 0 : wordIndexes[startWord]!;
  const to = wordIndexes[endWord]! + 1;
  // Keep punctuation right after the last word ("Port."), but not the space before the next one.
  const trailing = parts[to] && !parts[to]!.isWord && endWord === wordIndexes.length - 1 ? 1 : 0;
  const value = render(parts.slice(from, to + trailing), tags);
  return {
    value: `${startWord > 0 ? ellipsis : ''}${value}${endWord < wordIndexes.length - 1 ? ellipsis : ''}`,
    matchLevel,
  };
}
