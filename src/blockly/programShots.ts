import type {BoardHardwareId} from '../data/boardHardware';
import type {BlocklyProgram} from './programXml';

/**
 * Screenshots of the Blockly editor with a program opened from its file
 * (scripts/editor-shots.mjs takes them, src/data/screenshots.ts lists them).
 * One per program and board a page shows it for: a drawing for one board (a
 * board tab, `programBoard`) gets that board's, any other drawing the
 * program's first board's.
 */

/** The board whose screenshot goes under a drawing. */
export function programShotBoard(program: Pick<BlocklyProgram, 'boards'>, only?: BoardHardwareId): BoardHardwareId {
  const board = only ?? program.boards[0];
  if (!board) throw new Error('a Blockly program without boards');
  return board;
}

/** The screenshot's name below images/editor/<lang>/ and static/img/editor/ (without extension). */
export function programShotFile(id: string, board: BoardHardwareId): string {
  return `program-${id}-${board}`;
}

/** The `<Screenshot name>`: group and file. */
export function programShotName(id: string, board: BoardHardwareId): string {
  return `editor/${programShotFile(id, board)}`;
}

/**
 * The program drawings of a page's Markdown as `{program, board}`: `program`
 * and an optional `programBoard` inside one `<BlocklyBlock …>` tag. The
 * script uses this to know which shots to take; the content test checks every
 * page's drawings against the screenshot list by parsing them fully.
 */
export function programDrawingsIn(source: string): {program: string; board?: BoardHardwareId}[] {
  const found: {program: string; board?: BoardHardwareId}[] = [];
  const starts = [...source.matchAll(/<BlocklyBlock\b/g)].map((match) => match.index);
  starts.forEach((start, index) => {
    // A tag's props run to its "/>"; a row's text may hold ">" (an HTML tag in a text block), so not to the first ">".
    const rest = source.slice(start, starts[index + 1] ?? source.length);
    const end = rest.search(/\/>\s*(\n|$)/);
    const props = end === -1 ? rest : rest.slice(0, end);
    const program = /\bprogram="([^"]+)"/.exec(props)?.[1];
    if (!program) return;
    const board = /\bprogramBoard="([^"]+)"/.exec(props)?.[1] as BoardHardwareId | undefined;
    found.push(board ? {program, board} : {program});
  });
  return found;
}
