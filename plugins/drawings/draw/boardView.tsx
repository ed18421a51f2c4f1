import type {ReactNode} from 'react';
import {getBoard, type BoardHardware, type BoardHardwareId} from '@site/src/data/boardHardware';
import {
  getBoardDrawing,
  refMatches,
  type BoardDrawingData,
  type BoardItem,
  type BoardSideDrawing,
  type ItemRef,
  type SilkItem,
} from '@site/src/data/boardDrawings';
import {getPart} from '@site/src/data/parts';
import {
  AntennaConnector,
  Chip,
  FpcSocket,
  Highlight,
  JstPh,
  JstSh,
  Led,
  MicroUsb,
  ModuleCan,
  PartBody,
  Pcb,
  Photodiode,
  PushButton,
  SdSlot,
  Silk,
  SlideSwitch,
  SocketStrip,
  UsbC,
  type ButtonColour,
  type Placed,
} from './shapes';

/**
 * One side of a senseBox board drawn from its layout data (boardDrawings.ts):
 * converts the layout file's coordinates to the drawing's and draws each item
 * with the shared shapes. Pure: the words it prints are the board's own.
 */

/** Free space around the board, for sockets that reach over its edge. */
export const BOARD_MARGIN = 3;

/** Print smaller than this would vanish on a phone; it is drawn at this size instead. */
const MIN_PRINT = 1.6;

export type BoardSideGeometry = {width: number; height: number};

export function boardSideGeometry(drawing: BoardDrawingData): BoardSideGeometry {
  const {minX, maxX, minY, maxY} = drawing.outline;
  return {width: maxX - minX + 2 * BOARD_MARGIN, height: maxY - minY + 2 * BOARD_MARGIN};
}

function toView(
  drawing: BoardDrawingData,
  side: BoardSideDrawing,
  point: {x: number; y: number},
): {x: number; y: number} {
  const {minX, maxX, maxY} = drawing.outline;
  const x = side.mirrored ? maxX - point.x : point.x - minX;
  return {x: round(x + BOARD_MARGIN), y: round(maxY - point.y + BOARD_MARGIN)};
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The side's items for one revision: the revision's own items replace those standing for the same thing. */
export function itemsFor(
  drawing: BoardDrawingData,
  side: BoardSideDrawing,
  revision: string | undefined,
): readonly BoardItem[] {
  const replace = drawing.revisions?.find((entry) => entry.name === revision)?.replace ?? [];
  if (replace.length === 0) return side.items;
  return side.items.map((item) => replace.find((other) => sameThing(other, item)) ?? item);
}

function sameThing(a: ItemRef, b: ItemRef): boolean {
  return (
    (a.port !== undefined && a.port === b.port) || Boolean(a.parts && b.parts && a.parts.join() === b.parts.join())
  );
}

/** The side's print for one revision: print that moved with its part replaces the print of the same thing. */
export function silkFor(
  drawing: BoardDrawingData,
  side: BoardSideDrawing,
  revision: string | undefined,
): readonly SilkItem[] {
  const moved = drawing.revisions?.find((entry) => entry.name === revision)?.silk ?? [];
  if (moved.length === 0) return side.silk;
  return side.silk.map((item) => moved.find((other) => sameThing(other, item)) ?? item);
}

/** The text a print item shows: its own, or the label of the port or part it stands for. */
export function silkText(board: BoardHardware, item: SilkItem, revision: string | undefined): string | undefined {
  if (item.text) return item.text.replace('{revision}', revision ?? '').trim();
  if (item.port) {
    const port = board.ports.find((entry) => entry.id === item.port);
    return port?.label ?? port?.designator;
  }
  if (item.partId) {
    const connection = getPart(item.partId).connections?.find((entry) => entry.board === board.id);
    return connection?.printedLabel;
  }
  if (item.parts) {
    const part = board.onboard.find((entry) => item.parts?.includes(entry.kind));
    return part?.label ?? part?.part;
  }
  return undefined;
}

function drawItem(board: BoardHardware, item: BoardItem, at: Placed, revision: string | undefined): ReactNode {
  switch (item.shape) {
    case 'jstPh':
      return <JstPh {...at} pins={item.pins} />;
    case 'jstSh':
      return <JstSh {...at} pins={item.pins} />;
    case 'usbC':
      return <UsbC {...at} />;
    case 'microUsb':
      return <MicroUsb {...at} />;
    case 'xbeeRow':
      return <SocketStrip {...at} pins={10} pitch={2} />;
    case 'sdSlot':
      return <SdSlot {...at} width={item.width} height={item.height} />;
    case 'antenna':
      return <AntennaConnector {...at} />;
    case 'fpc':
      return <FpcSocket {...at} width={item.width} />;
    case 'chip': {
      const marking =
        item.marking === 'processorPartNumber' && board.processor.partNumber ? [board.processor.partNumber] : undefined;
      return <Chip {...at} width={item.width} height={item.height} package={item.package} marking={marking} />;
    }
    case 'module':
      return (
        <ModuleCan {...at} width={item.width} height={item.height} antenna={item.antenna} marking={item.marking} />
      );
    case 'button':
      return (
        <PushButton
          {...at}
          size={item.size}
          height={item.height}
          cap={item.cap}
          plunger={item.plunger}
          capColour={buttonColour(board, item, revision)}
        />
      );
    case 'switch':
      return <SlideSwitch {...at} width={item.width} height={item.height} />;
    case 'led':
      return <Led {...at} width={item.width} height={item.height} color={item.color} />;
    case 'photodiode':
      return <Photodiode {...at} width={item.width} height={item.height} />;
    case 'camera':
      return <PartBody {...at} width={item.size} height={item.size} opening={item.size * 0.55} dark />;
  }
}

/**
 * The outline's corners as a closed path in the board's own drawing coordinates (origin at the
 * board's top-left corner), each corner rounded by its radius.
 */
function outlinePath(drawing: BoardDrawingData, side: BoardSideDrawing): string | undefined {
  const corners = drawing.outline.points?.map((point) => {
    const view = toView(drawing, side, point);
    return {x: view.x - BOARD_MARGIN, y: view.y - BOARD_MARGIN, r: point.r ?? 0};
  });
  if (!corners) return undefined;
  const towards = (from: {x: number; y: number}, to: {x: number; y: number}, distance: number) => {
    const length = Math.hypot(to.x - from.x, to.y - from.y) || 1;
    return `${round(from.x + ((to.x - from.x) * distance) / length)} ${round(from.y + ((to.y - from.y) * distance) / length)}`;
  };
  const steps = corners.map((corner, index) => {
    const before = corners[(index + corners.length - 1) % corners.length]!;
    const after = corners[(index + 1) % corners.length]!;
    if (!corner.r) return `L ${round(corner.x)} ${round(corner.y)}`;
    return `L ${towards(corner, before, corner.r)} Q ${round(corner.x)} ${round(corner.y)} ${towards(corner, after, corner.r)}`;
  });
  return `M${steps.join(' ').slice(1)} Z`;
}

/** A button's cap colour in the revision drawn, where boardHardware.ts gives one. */
function buttonColour(board: BoardHardware, item: BoardItem, revision: string | undefined): ButtonColour | undefined {
  const part = board.onboard.find((entry) => item.parts?.includes(entry.kind));
  return revision ? part?.colourByRevision?.[revision] : undefined;
}

/** Width and height of an item as drawn (turned items swap them), for its highlight. */
export function itemBox(item: BoardItem): {width: number; height: number} {
  let box: {width: number; height: number};
  switch (item.shape) {
    case 'jstPh':
      box = {width: 2 * (item.pins - 1) + 3.9, height: 4.5};
      break;
    case 'jstSh':
      box = {width: item.pins + 4, height: 5};
      break;
    case 'usbC':
      box = {width: 8.9, height: 7.3};
      break;
    case 'microUsb':
      box = {width: 7.5, height: 5};
      break;
    case 'xbeeRow':
      box = {width: 20, height: 2};
      break;
    case 'antenna':
      box = {width: 3, height: 3};
      break;
    case 'fpc':
      box = {width: item.width, height: 4};
      break;
    case 'button':
      box = {width: item.size, height: item.height ?? item.size};
      break;
    case 'camera':
      box = {width: item.size, height: item.size};
      break;
    default:
      box = {width: item.width, height: item.height};
  }
  return item.rotate === 90 || item.rotate === 270 ? {width: box.height, height: box.width} : box;
}

export type BoardSideProps = {
  board: BoardHardwareId;
  side: BoardSideDrawing;
  revision?: string;
  /** What to mark: matching items get a dashed, tinted outline. */
  highlight?: ItemRef;
};

/** The board of one side, its items, its print and the highlight, in drawing coordinates (mm). */
export function BoardSide({board: boardId, side, revision, highlight}: BoardSideProps): ReactNode {
  const drawing = getBoardDrawing(boardId);
  const board = getBoard(boardId);
  const {minX, maxX, minY, maxY, radius} = drawing.outline;
  // Holes go through the board: seen from the other side they are mirrored like everything else.
  const holes = drawing.holes.map((hole) => {
    const view = toView(drawing, side, hole);
    return {x: round(view.x - BOARD_MARGIN), y: round(view.y - BOARD_MARGIN)};
  });
  const items = itemsFor(drawing, side, revision);
  const highlighted = items.filter((item) => refMatches(item, highlight));
  return (
    <g data-board={boardId} data-side={side.side}>
      <Pcb
        left={BOARD_MARGIN}
        top={BOARD_MARGIN}
        width={maxX - minX}
        height={maxY - minY}
        radius={radius}
        holes={holes}
        holeDiameter={drawing.holes[0]?.diameter ?? 3}
        colour={drawing.look.colour}
        outline={outlinePath(drawing, side)}
      />
      {items.map((item, index) => (
        <g
          key={`${item.shape}-${index}`}
          data-item={item.shape}
          data-port={item.port}
          data-highlighted={refMatches(item, highlight) ? 'true' : undefined}>
          {drawItem(board, item, {...toView(drawing, side, item), rotate: item.rotate}, revision)}
        </g>
      ))}
      {silkFor(drawing, side, revision).map((item, index) => {
        const text = silkText(board, item, revision);
        if (!text) return null;
        const lines = item.lines ?? [text];
        const size = Math.max(item.size, MIN_PRINT);
        const at = toView(drawing, side, item);
        const vertical = item.rotate === 90 || item.rotate === 270;
        return (
          <g key={`silk-${index}`} data-print={text}>
            {lines.map((line, lineIndex) => {
              const offset = (lineIndex - (lines.length - 1) / 2) * size * 1.15;
              return (
                <Silk
                  key={line}
                  x={round(vertical ? at.x + offset : at.x)}
                  y={round(vertical ? at.y : at.y + offset)}
                  rotate={item.rotate}
                  size={size}>
                  {line}
                </Silk>
              );
            })}
          </g>
        );
      })}
      {highlighted.map((item, index) => {
        const box = itemBox(item);
        return (
          <Highlight
            key={`mark-${index}`}
            {...toView(drawing, side, item)}
            width={box.width + 1}
            height={box.height + 1}
          />
        );
      })}
    </g>
  );
}

/** Every printed text of a side, in the order of the data. */
export function sidePrints(boardId: BoardHardwareId, side: BoardSideDrawing, revision: string | undefined): string[] {
  const board = getBoard(boardId);
  return silkFor(getBoardDrawing(boardId), side, revision)
    .map((item) => silkText(board, item, revision))
    .filter((text): text is string => Boolean(text));
}

/** Sides to draw: all, or the one asked for. */
export function sidesOf(boardId: BoardHardwareId, only?: 'top' | 'bottom'): readonly BoardSideDrawing[] {
  const sides = getBoardDrawing(boardId).sides;
  return only ? sides.filter((side) => side.side === only) : sides;
}

/** Whether a side has an item the target stands for. */
export function sideHas(boardId: BoardHardwareId, side: BoardSideDrawing, target: ItemRef): boolean {
  return itemsFor(getBoardDrawing(boardId), side, undefined).some((item) => refMatches(item, target));
}
