import {Prism, normalizeTokens} from 'prism-react-renderer';
import {grammarOfFence} from './grammars';
import {paletteClasses} from './codePalette';
// Registers every grammar of ./grammars.ts on prism-react-renderer's Prism, in this process only.
import './grammar/all';

/** The class theme-classic gives a highlighted line; the code stylesheet colours it (./codePalette.ts). */
export const HIGHLIGHTED_LINE_CLASS = 'theme-code-block-highlighted-line';

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type Line = Array<{types: string[]; content: string}>;

/** Prism's tokens, split into lines, as prism-react-renderer's Highlight makes them (with Prism's hooks). */
function tokenLines(code: string, language: string | null): Line[] {
  const grammar = language === null ? undefined : Prism.languages[language];
  if (language === null || !grammar) return code.split('\n').map((text) => [{types: ['plain'], content: text}]);
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  // An empty line comes back as one token holding "\n" (theme-classic drops it too): the line's <br> ends it.
  return normalizeTokens(env.tokens).map((line) => (line.length === 1 && line[0]!.content === '\n' ? [] : line));
}

/** One token as HTML: plain text bare, every other token a span with Prism's classes and our colour classes. */
function tokenHtml({types, content}: {types: string[]; content: string}): string {
  if (content === '' || (types.length === 1 && types[0] === 'plain')) return escapeHtml(content);
  const classes = ['token', ...types, ...paletteClasses(types)].join(' ');
  return `<span class="${classes}">${escapeHtml(content)}</span>`;
}

/**
 * The highlighted HTML of a code block (the inside of its `<code>` element):
 * one `<span class="token-line">` per line, ended by a `<br>`, as theme-classic
 * renders it, but with classes instead of inline colours, so the same HTML is
 * right in both colour modes (./codePalette.ts).
 *
 * @param fence the fence's language (`cpp`, `ino`, `text` …); null for none.
 * @param highlightedLines 1-based numbers of the lines to highlight.
 */
export function highlightToHtml(
  code: string,
  fence: string | null,
  highlightedLines: ReadonlySet<number> = new Set(),
): string {
  const grammar = fence === null ? null : grammarOfFence(fence);
  if (grammar === undefined) throw new Error(`no Prism grammar for the fence "${fence}"`);
  return tokenLines(code, grammar)
    .map((line, index) => {
      const lineClass = highlightedLines.has(index + 1) ? `token-line ${HIGHLIGHTED_LINE_CLASS}` : 'token-line';
      return `<span class="${lineClass}">${line.map(tokenHtml).join('')}<br></span>`;
    })
    .join('');
}
