import {BOARD_HARDWARE_IDS, type BoardHardwareId} from '../data/boardNames';

/**
 * A code fence names the boards its sketch is for in its meta string:
 *
 *     ```cpp title="blink.ino" boards="mcus2 mcu"
 *
 * This module reads that attribute; plugins/sketch-boards turns it into the
 * badge above the block, and the content tests require it on every complete
 * sketch.
 */
const BOARDS_ATTRIBUTE = /(?:^|\s)boards="([^"]*)"/;

/** The raw value of `boards="…"`, or undefined when the fence has none. */
export function boardsAttribute(meta: string | null | undefined): string | undefined {
  return BOARDS_ATTRIBUTE.exec(meta ?? '')?.[1];
}

export function isBoardHardwareId(value: string): value is BoardHardwareId {
  return (BOARD_HARDWARE_IDS as readonly string[]).includes(value);
}

/**
 * The board ids of a `boards` value, in the author's order. Throws on an
 * unknown id, a repeated id or an empty list, so a typo fails the build
 * instead of showing readers a wrong badge.
 */
export function parseSketchBoards(value: string): BoardHardwareId[] {
  const ids = value.split(/\s+/).filter(Boolean);
  if (ids.length === 0)
    throw new Error('boards="" names no board; use one or more of ' + BOARD_HARDWARE_IDS.join(', '));
  const boards: BoardHardwareId[] = [];
  for (const id of ids) {
    if (!isBoardHardwareId(id)) {
      throw new Error(`boards="${value}": unknown board "${id}"; use one or more of ${BOARD_HARDWARE_IDS.join(', ')}`);
    }
    if (boards.includes(id)) throw new Error(`boards="${value}" names "${id}" twice`);
    boards.push(id);
  }
  return boards;
}
