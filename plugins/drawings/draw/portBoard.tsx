import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {BoardHardware, BoardPort, OnboardPart, PortKind, SideView} from '@site/src/data/boardHardware';
import {
  attachableLabel,
  gpioSummary,
  onboardKindLabel,
  portKindLabel,
  portName,
} from '@site/src/data/boardHardwareLabels';
import {
  BOX_METRICS,
  CELL_HEIGHT,
  TEXT_LINE,
  layoutPorts,
  layoutSideViews,
  type DrawnBoxInput,
  type PinCell,
  type PortBoxInput,
} from './layout';
import {styles} from './classes';

/**
 * The board part of a port drawing: outline, title and one box per port (and,
 * on a board drawn side by side, per on-board part). PortDiagram shows it on
 * its own; BuildStepFigure adds cables and parts around it. Both need the
 * boxes' places, so the drawing comes back as SVG content plus geometry.
 */

/** The one line of text a box shows when it has no ordered pin row. */
export function portText(board: BoardHardware, port: BoardPort, withSide = true): string | undefined {
  const parts: string[] = [];
  const pinNames: string[] = [];
  if (port.unnamedSignalPins) {
    pinNames.push(
      translate(
        {
          id: 'portDiagram.signalPins',
          message: '{count} Signal-Pins',
          description: 'Digital/analog pins without names',
        },
        {count: String(port.unnamedSignalPins)},
      ),
    );
  }
  if (port.unorderedPins) pinNames.push(...port.unorderedPins);
  if (pinNames.length > 0) parts.push(pinNames.join(', '));
  if (parts.length === 0 && port.pinCount) {
    parts.push(translate({id: 'portDiagram.pinCount', message: '{count}-polig'}, {count: String(port.pinCount)}));
  }
  // An XBee socket has no pins to show; what goes in it helps more.
  if (port.kind === 'xbee' && port.plugsIn) parts.push(port.plugsIn.map(attachableLabel).join(', '));
  if (port.kind === 'usb') {
    parts.push(port.connector ?? board.usb.map((usb) => usb.connector).join(' / '));
  } else if (port.connector && !port.unorderedPins && !port.unnamedSignalPins) {
    parts.push(port.connector);
  }
  if (withSide && port.side === 'top') parts.push(translate({id: 'portDiagram.side.top', message: 'Oberseite'}));
  if (withSide && port.side === 'bottom') parts.push(translate({id: 'portDiagram.side.bottom', message: 'Unterseite'}));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The name a part is drawn with: the text printed next to it, or what it is. */
export function partName(part: OnboardPart): string {
  return part.label ?? onboardKindLabel(part.kind);
}

/** The line under a part's name: what it is (when the name is a printed label) or its chip, and its GPIOs. */
export function partText(part: OnboardPart): string | undefined {
  const parts: string[] = [];
  if (part.label) parts.push(onboardKindLabel(part.kind));
  else if (part.part) parts.push(part.part);
  // An I2C part is found by its address; its bus pins are the I2C port's.
  const where = part.i2cAddress ?? gpioSummary(part.gpios);
  if (where) parts.push(where);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** The line under a port's name in a side drawing: what kind of port, and its GPIOs or plug. */
function sidePortText(board: BoardHardware, port: BoardPort): string | undefined {
  const parts: string[] = [];
  // USB names itself; a power port's printed label ("5V Out") says more than the kind.
  if (port.kind !== 'usb' && port.kind !== 'power' && port.kind !== 'powerOut') parts.push(portKindLabel(port.kind));
  const detail = port.kind === 'usb' ? port.connector : (gpioSummary(port.gpios) ?? portText(board, port, false));
  if (detail && !parts.includes(detail)) parts.push(detail);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

function sideTitle(board: BoardHardware, side: 'top' | 'bottom'): string {
  return side === 'top'
    ? translate({id: 'portDiagram.sideTitle.top', message: '{board}: Oberseite'}, {board: board.name})
    : translate({id: 'portDiagram.sideTitle.bottom', message: '{board}: Unterseite'}, {board: board.name});
}

type SideBox = DrawnBoxInput & {port?: BoardPort; part?: OnboardPart};

function sideBoxes(
  board: BoardHardware,
  view: SideView,
): Array<{items: SideBox[]; align?: 'start' | 'end' | 'spread'}> {
  return view.rows.map((row) => ({
    align: row.align,
    items: row.items.flatMap((item): SideBox[] => {
      if ('port' in item) {
        const port = board.ports.find((candidate) => candidate.id === item.port);
        if (!port) throw new Error(`PortDiagram: ${board.id} draws port "${item.port}", which its data does not have`);
        return [
          {
            key: `port-${port.id}`,
            name: portName(board.id, port),
            text: port.pins ? undefined : sidePortText(board, port),
            pins: port.pins,
            port,
          },
        ];
      }
      const part = board.onboard.find((candidate) => candidate.kind === item.part);
      if (!part) throw new Error(`PortDiagram: ${board.id} draws part "${item.part}", which its data does not have`);
      return [{key: `part-${part.kind}`, name: partName(part), text: partText(part), part}];
    }),
  }));
}

/** What one box needs to be drawn: its place, its name and either pin cells or its text in lines. */
type BoxGeometry = {
  x: number;
  y: number;
  width: number;
  height: number;
  name: string;
  lines: string[];
  cells: PinCell[];
};

function DrawnBox({
  box,
  pins,
  highlighted,
  dimmed,
  data,
}: {
  box: BoxGeometry;
  pins: readonly string[] | undefined;
  highlighted: boolean;
  dimmed: boolean;
  data: Record<`data-${string}`, string>;
}): ReactNode {
  const contentY = box.y + BOX_METRICS.contentTop;
  return (
    <g
      className={clsx(styles.port, highlighted && styles.highlighted, dimmed && styles.dimmed)}
      {...data}
      data-highlighted={highlighted ? 'true' : 'false'}>
      {highlighted && (
        <rect
          className={styles.halo}
          x={box.x - 4}
          y={box.y - 4}
          width={box.width + 8}
          height={box.height + 8}
          rx={9}
        />
      )}
      <rect className={styles.box} x={box.x} y={box.y} width={box.width} height={box.height} rx={6} />
      <text className={styles.portName} x={box.x + BOX_METRICS.padding} y={box.y + BOX_METRICS.nameBaseline}>
        {box.name}
      </text>
      {pins
        ? box.cells.map((cell, index) => (
            <g key={`${cell.name}-${index}`} className={styles.pin} data-pin={cell.name}>
              <rect
                className={styles.pinCell}
                x={box.x + BOX_METRICS.padding + cell.x}
                y={contentY + cell.y}
                width={cell.width}
                height={CELL_HEIGHT}
                rx={3}
              />
              <text
                className={styles.pinName}
                x={box.x + BOX_METRICS.padding + cell.x + cell.width / 2}
                y={contentY + cell.y + CELL_HEIGHT / 2}
                textAnchor="middle"
                dominantBaseline="central">
                {cell.name}
              </text>
            </g>
          ))
        : box.lines.length > 0 && (
            <text className={styles.portText} x={box.x + BOX_METRICS.padding} dominantBaseline="central">
              {box.lines.map((line, index) => (
                // A space ends each line but the last, so the text reads on as one sentence.
                <tspan key={index} x={box.x + BOX_METRICS.padding} y={contentY + CELL_HEIGHT / 2 + index * TEXT_LINE}>
                  {index < box.lines.length - 1 ? `${line} ` : line}
                </tspan>
              ))}
            </text>
          )}
    </g>
  );
}

/** The board's green outline with its name in the top left corner. */
function BoardOutline({
  board,
  titleY,
  title,
}: {
  board: {x: number; y: number; width: number; height: number};
  titleY: number;
  title: string;
}): ReactNode {
  return (
    <>
      <rect className={styles.board} x={board.x} y={board.y} width={board.width} height={board.height} rx={16} />
      <text className={styles.boardName} x={board.x + 16} y={titleY}>
        {title}
      </text>
    </>
  );
}

function portData(port: BoardPort): Record<`data-${string}`, string> {
  return {'data-port-id': port.id, 'data-port-kind': port.kind};
}

/** A drawn box with what it stands for: a port or an on-board part. */
export type DrawnBoardBox = {x: number; y: number; width: number; height: number; port?: BoardPort; part?: OnboardPart};

export type BoardDrawingResult = {width: number; height: number; content: ReactNode; boxes: DrawnBoardBox[]};

export type BoardDrawingOptions = {
  data: BoardHardware;
  /** The sides to draw, for a board whose data places its parts; otherwise the ports grouped by kind. */
  views?: readonly SideView[];
  /** Grouped drawing only: the ports to draw (all by default). */
  ports?: readonly BoardPort[];
  /** Which boxes to mark; when any is marked, the others are dimmed. */
  isHighlighted: (item: {port?: BoardPort; part?: OnboardPart}) => boolean;
  /** The width of the drawing in viewBox units; the layout's own by default. */
  width?: number;
};

export function drawBoard({
  data,
  views,
  ports = data.ports,
  isHighlighted,
  width,
}: BoardDrawingOptions): BoardDrawingResult {
  if (views && views.length > 0) {
    const layout = layoutSideViews(
      views.map((view) => ({title: sideTitle(data, view.side), rows: sideBoxes(data, view)})),
      width,
    );
    const boxes = layout.panels.flatMap((panel) => panel.boxes);
    const hasHighlight = boxes.some((box) => isHighlighted(box));
    return {
      width: layout.width,
      height: layout.height,
      boxes: boxes.map(({x, y, width, height, port, part}) => ({x, y, width, height, port, part})),
      content: layout.panels.map((panel) => (
        <g key={panel.title}>
          <BoardOutline board={panel.board} titleY={panel.titleY} title={panel.title} />
          {panel.boxes.map((box) => {
            const highlighted = isHighlighted(box);
            const dataAttributes: Record<`data-${string}`, string> = box.port
              ? portData(box.port)
              : {'data-part-kind': box.part?.kind ?? ''};
            return (
              <DrawnBox
                key={box.key}
                box={box}
                pins={box.pins}
                highlighted={highlighted}
                dimmed={hasHighlight && !highlighted}
                data={dataAttributes}
              />
            );
          })}
        </g>
      )),
    };
  }

  const items: PortBoxInput[] = ports.map((port) => ({
    port,
    name: portName(data.id, port),
    text: port.pins ? undefined : portText(data, port),
  }));
  const headings: Partial<Record<PortKind, string>> = {};
  for (const port of ports) headings[port.kind] = portKindLabel(port.kind);
  const layout = layoutPorts(items, headings, width);
  const hasHighlight = layout.boxes.some((box) => isHighlighted({port: box.port}));
  return {
    width: layout.width,
    height: layout.height,
    boxes: layout.boxes.map(({x, y, width, height, port}) => ({x, y, width, height, port})),
    content: (
      <>
        <BoardOutline board={layout.board} titleY={layout.titleY} title={data.name} />
        {layout.headings.map((heading) => (
          <text key={heading.kind} className={styles.groupHeading} x={heading.x} y={heading.y}>
            {portKindLabel(heading.kind)}
          </text>
        ))}
        {layout.boxes.map((box) => {
          const highlighted = isHighlighted({port: box.port});
          return (
            <DrawnBox
              key={box.port.id}
              box={box}
              pins={box.port.pins}
              highlighted={highlighted}
              dimmed={hasHighlight && !highlighted}
              data={portData(box.port)}
            />
          );
        })}
      </>
    ),
  };
}
