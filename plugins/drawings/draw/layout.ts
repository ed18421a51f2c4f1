import {PORT_KINDS, type BoardPort, type PortKind} from '@site/src/data/boardHardware';

/**
 * Places the ports of a board in a schematic drawing: one row group per port
 * kind, boxes wrapping inside the board outline. Pure geometry, no React, so
 * it can be tested on its own. Widths are estimated from character counts
 * because SVG text cannot be measured before it is rendered.
 *
 * A long row wraps, a long line of text too, and a box grows downwards: so
 * each drawing is laid out twice, at its own width for a wide screen and at
 * NARROW_WIDTH for a phone, which shows it about 1:1 and keeps its text
 * readable.
 */

export const VIEW_WIDTH = 440;
/** The width of a drawing's layout for a phone's column (about 330 px at 360 px), in viewBox units. */
export const NARROW_WIDTH = 380;

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
/** From one line of a box's text to the next. */
export const TEXT_LINE = 16;

/**
 * Glyph widths (in viewBox units) of the fonts set in drawing.css, for the widest of the fonts a reader
 * may have (DejaVu Sans, the usual system-ui font on Linux): capitals and digits are wider than the rest.
 */
type GlyphWidths = {lower: number; upper: number};
/** 12 px text, and 13 px bold names and headings. */
export const TEXT_GLYPHS: GlyphWidths = {lower: 6.4, upper: 8};
const NAME_GLYPHS: GlyphWidths = {lower: 7.8, upper: 9.7};
/** 12 px monospace. */
const PIN_CHAR = 7.3;

/** The estimated width of a text in viewBox units. */
function textWidth(text: string, glyphs: GlyphWidths): number {
  let width = 0;
  for (const char of text) width += /[A-ZÄÖÜ0-9]/.test(char) ? glyphs.upper : glyphs.lower;
  return width;
}

/**
 * Breaks a line into pieces of at most `max` at spaces: `max` characters, or as wide as `glyphs`
 * estimate.
 */
export function wrapText(text: string, max: number, glyphs?: GlyphWidths): string[] {
  const measure = (piece: string) => (glyphs ? textWidth(piece, glyphs) : piece.length);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && measure(`${line} ${word}`) > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** What a port box shows: its name, and either ordered pin cells or one line of text. */
export type PortBoxInput = {
  port: BoardPort;
  name: string;
  /** Used when the port has no ordered pins. */
  text?: string;
};

/** A pin's cell; `y` counts from the top of the box's content, as cells wrap into rows. */
export type PinCell = {name: string; x: number; y: number; width: number};

/** What a box holds below its name: pin cells, or its text in lines. */
type BoxContent = {width: number; height: number; cells: PinCell[]; lines: string[]};

export type PortBoxLayout = PortBoxInput & {
  x: number;
  y: number;
  width: number;
  height: number;
  cells: PinCell[];
  lines: string[];
};

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
  return Math.max(30, Math.ceil(pin.length * PIN_CHAR + 8));
}

/** The cells in printed order, wrapping into another row where `maxWidth` ends. */
function layoutCells(pins: readonly string[], maxWidth: number): {cells: PinCell[]; width: number; height: number} {
  const cells: PinCell[] = [];
  let x = 0;
  let y = 0;
  let width = 0;
  for (const pin of pins) {
    const cell = cellWidth(pin);
    if (x > 0 && x + cell > maxWidth) {
      x = 0;
      y += CELL_HEIGHT + CELL_GAP;
    }
    cells.push({name: pin, x, y, width: cell});
    width = Math.max(width, x + cell);
    x += cell + CELL_GAP;
  }
  return {cells, width, height: y + CELL_HEIGHT};
}

function boxContent(text: string | undefined, pins: readonly string[] | undefined, maxWidth: number): BoxContent {
  const inner = maxWidth - 2 * BOX_PADDING;
  if (pins) return {...layoutCells(pins, inner), lines: []};
  const lines = text ? wrapText(text, inner, TEXT_GLYPHS) : [];
  return {
    width: Math.max(0, ...lines.map((line) => textWidth(line, TEXT_GLYPHS))),
    height: CELL_HEIGHT + Math.max(0, lines.length - 1) * TEXT_LINE,
    cells: [],
    lines,
  };
}

/** A box's size and content: as wide as its name or content needs, at most `maxWidth`. */
function sizeOfBox(
  name: string,
  text: string | undefined,
  pins: readonly string[] | undefined,
  maxWidth: number,
): BoxContent {
  const content = boxContent(text, pins, maxWidth);
  return {
    ...content,
    width: Math.min(maxWidth, Math.ceil(Math.max(textWidth(name, NAME_GLYPHS), content.width, 44) + 2 * BOX_PADDING)),
    height: BOX_PADDING + NAME_LINE + CONTENT_GAP + content.height + BOX_PADDING,
  };
}

type GroupBlock = {
  kind: PortKind;
  width: number;
  height: number;
  /** Box positions relative to the block's top-left corner. */
  boxes: Array<{item: PortBoxInput; dx: number; dy: number; size: BoxContent}>;
};

/** One kind's heading and boxes; boxes wrap when the group is wider than the board. */
function layoutGroup(kind: PortKind, group: readonly PortBoxInput[], maxWidth: number, heading: string): GroupBlock {
  const boxes: GroupBlock['boxes'] = [];
  let dx = 0;
  let dy = HEADING_HEIGHT;
  let lineHeight = 0;
  let width = Math.min(maxWidth, Math.ceil(textWidth(heading, NAME_GLYPHS)));
  for (const item of group) {
    const size = sizeOfBox(item.name, item.text, item.port.pins, maxWidth);
    if (dx > 0 && dx + size.width > maxWidth) {
      dx = 0;
      dy += lineHeight + BOX_GAP;
      lineHeight = 0;
    }
    boxes.push({item, dx, dy, size});
    width = Math.max(width, dx + size.width);
    lineHeight = Math.max(lineHeight, size.height);
    dx += size.width + BOX_GAP;
  }
  return {kind, width, height: dy + lineHeight, boxes};
}

/**
 * `headings` holds the visible group titles; they only widen a group so that a
 * long title does not run into the next group.
 */
export function layoutPorts(
  items: readonly PortBoxInput[],
  headings: Partial<Record<PortKind, string>> = {},
  viewWidth = VIEW_WIDTH,
): DiagramLayout {
  const boardX = OUTER_MARGIN;
  const boardY = OUTER_MARGIN;
  const boardWidth = viewWidth - 2 * OUTER_MARGIN;
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
      boxes.push({
        ...placed.item,
        x: x + placed.dx,
        y: top + placed.dy,
        width: placed.size.width,
        height: placed.size.height,
        cells: placed.size.cells,
        lines: placed.size.lines,
      });
    }
    rowHeight = Math.max(rowHeight, GROUP_GAP + block.height);
    x += block.width + GROUP_SPACING;
  }

  const boardHeight = rowTop + rowHeight + BOARD_PADDING - boardY;
  return {
    width: viewWidth,
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
  lines: string[];
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
  viewWidth = SIDE_VIEW_WIDTH,
): SideDiagramLayout<T> {
  const boardX = OUTER_MARGIN;
  const boardWidth = viewWidth - 2 * OUTER_MARGIN;
  const innerLeft = boardX + BOARD_PADDING;
  const innerWidth = boardWidth - 2 * BOARD_PADDING;
  const placed: Array<SidePanelLayout<T>> = [];
  let top = OUTER_MARGIN;

  for (const panel of panels) {
    const boxes: Array<DrawnBoxLayout<T>> = [];
    let y = top + TITLE_HEIGHT + GROUP_GAP / 2;
    for (const row of panel.rows) {
      const sizes = row.items.map((item) => sizeOfBox(item.name, item.text, item.pins, innerWidth));
      const widths = sizes.map((size) => size.width);
      const lines = wrapRow(widths, innerWidth);
      // A row that had to wrap is set flush left, line by line.
      const align = lines.length > 1 ? 'start' : (row.align ?? 'start');
      for (const line of lines) {
        const used = line.reduce((sum, index) => sum + widths[index]!, 0);
        const free = innerWidth - used - BOX_GAP * (line.length - 1);
        let x = innerLeft + (align === 'end' ? free : 0);
        const gap = align === 'spread' && line.length > 1 ? BOX_GAP + free / (line.length - 1) : BOX_GAP;
        for (const index of line) {
          const {width, height, cells, lines: textLines} = sizes[index]!;
          boxes.push({...row.items[index]!, x: Math.round(x), y, width, height, cells, lines: textLines});
          x += width + gap;
        }
        y += Math.max(...line.map((index) => sizes[index]!.height)) + ROW_GAP;
      }
    }
    const height = y - ROW_GAP + BOARD_PADDING - top;
    placed.push({title: panel.title, board: {x: boardX, y: top, width: boardWidth, height}, titleY: top + 24, boxes});
    top += height + PANEL_GAP;
  }

  return {width: viewWidth, height: top - PANEL_GAP + OUTER_MARGIN, panels: placed};
}
