import {PORT_KINDS, type BoardPort, type PortKind} from '@site/src/data/boardHardware';

/**
 * Places the ports of a board in a schematic drawing: one row group per port
 * kind, boxes wrapping inside the board outline. Pure geometry, no React, so
 * it can be tested on its own. Widths are estimated from character counts
 * because SVG text cannot be measured before it is rendered.
 */

export const VIEW_WIDTH = 440;

const OUTER_MARGIN = 4;
const BOARD_PADDING = 16;
const TITLE_HEIGHT = 34;
const HEADING_HEIGHT = 22;
const GROUP_GAP = 14;
/** Horizontal space between two groups in the same row. */
const GROUP_SPACING = 24;
const BOX_GAP = 10;
const BOX_PADDING = 8;
const NAME_LINE = 18;
const CONTENT_GAP = 6;
export const CELL_HEIGHT = 22;
const CELL_GAP = 3;
const BOX_HEIGHT = BOX_PADDING + NAME_LINE + CONTENT_GAP + CELL_HEIGHT + BOX_PADDING;

/** Average glyph widths (in viewBox units) of the fonts set in styles.module.css. */
const NAME_CHAR = 8.4;
const PIN_CHAR = 6.8;
const TEXT_CHAR = 6.4;
const HEADING_CHAR = 7.8;

/** What a port box shows: its name, and either ordered pin cells or one line of text. */
export type PortBoxInput = {
  port: BoardPort;
  name: string;
  /** Used when the port has no ordered pins. */
  text?: string;
};

export type PinCell = {name: string; x: number; width: number};

export type PortBoxLayout = PortBoxInput & {x: number; y: number; width: number; height: number; cells: PinCell[]};

export type HeadingLayout = {kind: PortKind; x: number; y: number};

export type DiagramLayout = {
  width: number;
  height: number;
  board: {x: number; y: number; width: number; height: number};
  titleY: number;
  headings: HeadingLayout[];
  boxes: PortBoxLayout[];
};

function cellWidth(pin: string): number {
  return Math.max(30, Math.ceil(pin.length * PIN_CHAR + 12));
}

function layoutCells(pins: readonly string[]): {cells: PinCell[]; width: number} {
  const cells: PinCell[] = [];
  let x = 0;
  for (const pin of pins) {
    const width = cellWidth(pin);
    cells.push({name: pin, x, width});
    x += width + CELL_GAP;
  }
  return {cells, width: Math.max(0, x - CELL_GAP)};
}

function boxWidth(item: PortBoxInput, maxWidth: number): number {
  const {width: cellsWidth} = layoutCells(item.port.pins ?? []);
  const contentWidth = item.port.pins ? cellsWidth : (item.text ?? '').length * TEXT_CHAR;
  return Math.min(maxWidth, Math.ceil(Math.max(item.name.length * NAME_CHAR, contentWidth, 44) + 2 * BOX_PADDING));
}

type GroupBlock = {
  kind: PortKind;
  width: number;
  height: number;
  /** Box positions relative to the block's top-left corner. */
  boxes: Array<{item: PortBoxInput; dx: number; dy: number; width: number}>;
};

/** One kind's heading and boxes; boxes wrap when the group is wider than the board. */
function layoutGroup(kind: PortKind, group: readonly PortBoxInput[], maxWidth: number, heading: string): GroupBlock {
  const boxes: GroupBlock['boxes'] = [];
  let dx = 0;
  let dy = HEADING_HEIGHT;
  let width = Math.min(maxWidth, Math.ceil(heading.length * HEADING_CHAR));
  for (const item of group) {
    const w = boxWidth(item, maxWidth);
    if (dx > 0 && dx + w > maxWidth) {
      dx = 0;
      dy += BOX_HEIGHT + BOX_GAP;
    }
    boxes.push({item, dx, dy, width: w});
    width = Math.max(width, dx + w);
    dx += w + BOX_GAP;
  }
  return {kind, width, height: dy + BOX_HEIGHT, boxes};
}

/**
 * `headings` holds the visible group titles; they only widen a group so that a
 * long title does not run into the next group.
 */
export function layoutPorts(
  items: readonly PortBoxInput[],
  headings: Partial<Record<PortKind, string>> = {},
): DiagramLayout {
  const boardX = OUTER_MARGIN;
  const boardY = OUTER_MARGIN;
  const boardWidth = VIEW_WIDTH - 2 * OUTER_MARGIN;
  const innerLeft = boardX + BOARD_PADDING;
  const innerWidth = boardWidth - 2 * BOARD_PADDING;

  const placedHeadings: HeadingLayout[] = [];
  const boxes: PortBoxLayout[] = [];

  // Groups flow like words in a line: small groups (USB, battery) share a row.
  let rowTop = boardY + TITLE_HEIGHT;
  let rowHeight = 0;
  let x = innerLeft;
  for (const kind of PORT_KINDS) {
    const group = items.filter((item) => item.port.kind === kind);
    if (group.length === 0) continue;
    const block = layoutGroup(kind, group, innerWidth, headings[kind] ?? kind);
    if (x > innerLeft && x + block.width > innerLeft + innerWidth) {
      rowTop += rowHeight;
      rowHeight = 0;
      x = innerLeft;
    }
    const top = rowTop + GROUP_GAP;
    placedHeadings.push({kind, x, y: top + HEADING_HEIGHT - 7});
    for (const placed of block.boxes) {
      const {cells} = layoutCells(placed.item.port.pins ?? []);
      boxes.push({...placed.item, x: x + placed.dx, y: top + placed.dy, width: placed.width, height: BOX_HEIGHT, cells});
    }
    rowHeight = Math.max(rowHeight, GROUP_GAP + block.height);
    x += block.width + GROUP_SPACING;
  }

  const boardHeight = rowTop + rowHeight + BOARD_PADDING - boardY;
  return {
    width: VIEW_WIDTH,
    height: boardY + boardHeight + OUTER_MARGIN,
    board: {x: boardX, y: boardY, width: boardWidth, height: boardHeight},
    titleY: boardY + 24,
    headings: placedHeadings,
    boxes,
  };
}

/** Offsets inside a box, shared by the component so text and cells line up. */
export const BOX_METRICS = {
  padding: BOX_PADDING,
  nameBaseline: BOX_PADDING + 13,
  contentTop: BOX_PADDING + NAME_LINE + CONTENT_GAP,
} as const;
