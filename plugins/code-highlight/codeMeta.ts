import parseNumericRange from 'parse-numeric-range';

/**
 * What a fence's meta string says (```cpp title="x.ino" boards="mcus2" {6}):
 * the same syntax theme-classic reads in the browser, now read at build time.
 * What we do not render is refused with a message for the author, instead of
 * being shown or ignored silently.
 */
export type CodeMeta = {title?: string; highlightedLines: Set<number>};

const TITLE = /title=(?<quote>["'])(?<title>.*?)\k<quote>/;
const LINE_RANGES = /\{(?<range>[\d,-]+)\}/;
const MAGIC_COMMENT = /^\s*(?:\/\/|#|<!--|\/\*)\s*highlight-(?:next-line|start|end)\b/m;

export function parseCodeMeta(meta: string | null | undefined, code: string): CodeMeta {
  const text = meta ?? '';
  if (/\bshowLineNumbers\b/.test(text)) {
    throw new Error(
      'code blocks have no line numbers on this site (`showLineNumbers`); refer to lines by what they do, or highlight them with {n}',
    );
  }
  if (MAGIC_COMMENT.test(code)) {
    throw new Error(
      'highlight comments (`// highlight-next-line` …) are not read on this site; highlight lines with {n} after the title',
    );
  }
  const range = LINE_RANGES.exec(text)?.groups?.range;
  return {
    title: TITLE.exec(text)?.groups?.title,
    highlightedLines: new Set(range ? parseNumericRange(range) : []),
  };
}
