/**
 * The BlocklyBlock drawings of a page, evaluated: each `<BlocklyBlock …/>` tag's
 * attributes become the props the component gets, with the page's own
 * `export const` helpers (led(), wait() …) applied. Pages write the drawings as
 * plain JavaScript object literals, so evaluating those helpers and attribute
 * expressions is enough; no MDX compiler is needed.
 */
import type {BlockSpec, BlocklyBlockProps} from '../../../src/components/BlocklyBlock';

export type Drawing = {
  props: BlocklyBlockProps;
  line: number;
  /** 0-based among the page's program drawings. */ programIndex: number;
};

/** The page's ESM paragraphs that define helpers, `export ` removed. */
function helperCode(source: string): string {
  return source
    .split(/\n[ \t]*\n/)
    .filter((paragraph) => /^export const /.test(paragraph.trimStart()))
    .map((paragraph) => paragraph.trimStart().replace(/^export /gm, ''))
    .join('\n');
}

/** The end of a JS expression that starts at `start` with an opening brace, skipping strings. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"' || char === "'" || char === '`') {
      const close = text.indexOf(char, i + 1);
      i = close;
      continue;
    }
    if (char === '{') depth += 1;
    if (char === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  throw new Error('Unbalanced braces in a BlocklyBlock tag');
}

/** `<BlocklyBlock a="x" b={…} {...c} />` → a JS object literal of its props. */
function propsLiteral(source: string, start: number): {literal: string; end: number} {
  let i = start + '<BlocklyBlock'.length;
  const parts: string[] = [];
  for (;;) {
    while (/\s/.test(source[i] ?? '')) i += 1;
    if (source.startsWith('/>', i)) return {literal: `({${parts.join(', ')}})`, end: i + 2};
    if (source[i] === '{') {
      const close = matchingBrace(source, i);
      parts.push(source.slice(i + 1, close).trim());
      i = close + 1;
      continue;
    }
    const name = /^[A-Za-z]+/.exec(source.slice(i))?.[0];
    if (!name) throw new Error(`Cannot read a BlocklyBlock attribute at "${source.slice(i, i + 30)}"`);
    i += name.length;
    if (source[i] !== '=') {
      // A JSX attribute without a value is true (`output`).
      parts.push(`${name}: true`);
      continue;
    }
    i += 1;
    if (source[i] === '"') {
      const close = source.indexOf('"', i + 1);
      parts.push(`${name}: ${JSON.stringify(source.slice(i + 1, close))}`);
      i = close + 1;
    } else {
      const close = matchingBrace(source, i);
      parts.push(`${name}: (${source.slice(i + 1, close)})`);
      i = close + 1;
    }
  }
}

/** Every drawing on the page whose colour is "program" (the start block), evaluated. */
export function programDrawings(source: string): Drawing[] {
  const helpers = helperCode(source);
  const drawings: Drawing[] = [];
  let index = source.indexOf('<BlocklyBlock');
  while (index !== -1) {
    const {literal, end} = propsLiteral(source, index);
    const line = source.slice(0, index).split('\n').length;
    let props: BlocklyBlockProps;
    try {
      props = new Function(`${helpers}\nreturn ${literal};`)() as BlocklyBlockProps;
    } catch (error) {
      throw new Error(`BlocklyBlock at line ${line}: ${(error as Error).message}\n${literal.slice(0, 300)}`);
    }
    if (props.colour === 'program') {
      drawings.push({props, line, programIndex: drawings.length});
    }
    index = source.indexOf('<BlocklyBlock', end);
  }
  return drawings;
}

/** Does the drawing hold any block (an empty start block is not a program)? */
export function holdsBlocks(spec: BlockSpec): boolean {
  return spec.rows.some((row) => (row.statements ?? []).length > 0);
}

/**
 * The nesting of statement blocks: for each row with blocks in it, the
 * skeletons of those blocks in order. Value blocks (sockets) are left out: a
 * drawing writes a number into a block where the editor plugs a number block.
 */
export type Skeleton = Skeleton[][];

export function drawingSkeleton(spec: BlockSpec): Skeleton {
  return spec.rows.map((row) => (row.statements ?? []).map(drawingSkeleton)).filter((stack) => stack.length > 0);
}

/** Every text a reader sees in a drawing: labels, fields, dropdowns, nested blocks. */
export function drawingWords(spec: BlockSpec): string[] {
  return spec.rows.flatMap((row) => [
    ...row.parts.flatMap((part) => {
      if (typeof part === 'string') return [part];
      if ('field' in part) return [part.field];
      if ('dropdown' in part) return [part.dropdown];
      if ('socket' in part && part.socket) return drawingWords(part.socket);
      return [];
    }),
    ...(row.statements ?? []).flatMap(drawingWords),
  ]);
}

/** The labels of a drawing: its plain texts, not the values in fields and dropdowns. */
export function drawingLabels(spec: BlockSpec): string[] {
  return spec.rows.flatMap((row) => [
    ...row.parts.flatMap((part) => {
      if (typeof part === 'string') return [part];
      if ('socket' in part && part.socket) return drawingLabels(part.socket);
      return [];
    }),
    ...(row.statements ?? []).flatMap(drawingLabels),
  ]);
}
