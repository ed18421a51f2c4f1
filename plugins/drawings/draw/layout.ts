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

function widthOfBox(
  name: string,
  text: string | undefined,
  pins: readonly string[] | undefined,
  maxWidth: number,
): number {
  const {width: cellsWidth} = layoutCells(pins ?? []);
  const contentWidth = pins ? cellsWidth : (text ?? '').length * TEXT_CHAR;
  return Math.min(maxWidth, Math.ceil(Math.max(name.length * NAME_CHAR, contentWidth, 44) + 2 * BOX_PADDING));
}

function boxWidth(item: PortBoxInput, maxWidth: number): number {
  return widthOfBox(item.name, item.text, item.port.pins, maxWidth);
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
      boxes.push({
        ...placed.item,
        x: x + placed.dx,
        y: top + placed.dy,
        width: placed.width,
        height: BOX_HEIGHT,
        cells,
      });
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

/*
 * Side drawings: for a board whose data says where its ports and parts sit
 * (BoardHardware.sideViews), one outline per side with the boxes in rows from
 * the top edge to the bottom edge, as on the board.
 */

/** Width of a side drawing; wider than the grouped drawing, as its rows hold more boxes. */
export const SIDE_VIEW_WIDTH = 640;
const PANEL_GAP = 14;
const ROW_GAP = 12;

/** One box of a side drawing: a port or an on-board part. */
export type DrawnBoxInput = {
  /** Unique within the drawing. */
  key: string;
  name: string;
  text?: string;
  /** Pins in printed order, drawn as cells; otherwise `text` is shown. */
  pins?: readonly string[];
};

export type DrawnBoxLayout<T extends DrawnBoxInput> = T & {
  x: number;
  y: number;
  width: number;
  height: number;
  cells: PinCell[];
};

export type SidePanelInput<T extends DrawnBoxInput> = {
  title: string;
  rows: ReadonlyArray<{items: readonly T[]; align?: 'start' | 'end' | 'spread'}>;
};

export type SidePanelLayout<T extends DrawnBoxInput> = {
  title: string;
  board: {x: number; y: number; width: number; height: number};
  titleY: number;
  boxes: Array<DrawnBoxLayout<T>>;
};

export type SideDiagramLayout<T extends DrawnBoxInput> = {
  width: number;
  height: number;
  panels: Array<SidePanelLayout<T>>;
};

/** Splits a row into lines that fit `maxWidth`, keeping the order. */
function wrapRow(widths: readonly number[], maxWidth: number): number[][] {
  const lines: number[][] = [];
  let line: number[] = [];
  let used = 0;
  widths.forEach((width, index) => {
    if (line.length > 0 && used + BOX_GAP + width > maxWidth) {
      lines.push(line);
      line = [];
      used = 0;
    }
    used += (line.length > 0 ? BOX_GAP : 0) + width;
    line.push(index);
  });
  if (line.length > 0) lines.push(line);
  return lines;
}

export function layoutSideViews<T extends DrawnBoxInput>(
  panels: ReadonlyArray<SidePanelInput<T>>,
): SideDiagramLayout<T> {
  const boardX = OUTER_MARGIN;
  const boardWidth = SIDE_VIEW_WIDTH - 2 * OUTER_MARGIN;
  const innerLeft = boardX + BOARD_PADDING;
  const innerWidth = boardWidth - 2 * BOARD_PADDING;
  const placed: Array<SidePanelLayout<T>> = [];
  let top = OUTER_MARGIN;

  for (const panel of panels) {
    const boxes: Array<DrawnBoxLayout<T>> = [];
    let y = top + TITLE_HEIGHT + GROUP_GAP / 2;
    for (const row of panel.rows) {
      const widths = row.items.map((item) => widthOfBox(item.name, item.text, item.pins, innerWidth));
      const lines = wrapRow(widths, innerWidth);
      // A row that had to wrap is set flush left, line by line.
      const align = lines.length > 1 ? 'start' : (row.align ?? 'start');
      for (const line of lines) {
        const used = line.reduce((sum, index) => sum + widths[index]!, 0);
        const free = innerWidth - used - BOX_GAP * (line.length - 1);
        let x = innerLeft + (align === 'end' ? free : 0);
        const gap = align === 'spread' && line.length > 1 ? BOX_GAP + free / (line.length - 1) : BOX_GAP;
        for (const index of line) {
          const item = row.items[index]!;
          const {cells} = layoutCells(item.pins ?? []);
          boxes.push({...item, x: Math.round(x), y, width: widths[index]!, height: BOX_HEIGHT, cells});
          x += widths[index]! + gap;
        }
        y += BOX_HEIGHT + ROW_GAP;
      }
    }
    const height = y - ROW_GAP + BOARD_PADDING - top;
    placed.push({title: panel.title, board: {x: boardX, y: top, width: boardWidth, height}, titleY: top + 24, boxes});
    top += height + PANEL_GAP;
  }

  return {width: SIDE_VIEW_WIDTH, height: top - PANEL_GAP + OUTER_MARGIN, panels: placed};
}
