import type {ReactNode} from 'react';
import {useId} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {
  getBoard,
  portMatches,
  type BoardHardware,
  type BoardHardwareId,
  type BoardPort,
  type OnboardPart,
  type PortKind,
  type SideView,
} from '@site/src/data/boardHardware';
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
  layoutPorts,
  layoutSideViews,
  type DrawnBoxInput,
  type PinCell,
  type PortBoxInput,
} from './layout';
import styles from './styles.module.css';

/**
 * A schematic drawing of a senseBox board: the board outline and every port
 * as a labelled box with its pins in printed order. `highlight` (a port kind
 * such as 'i2c', or a port id such as 'i2c-x7') marks the matching ports with
 * a thick outline, so the hint does not depend on colour alone, and names
 * them in the caption and in the accessible name.
 */

export type PortDiagramProps = {
  board: BoardHardwareId;
  /**
   * A port kind ('i2c'), a port id ('i2c-x7') or, on a board drawn side by
   * side, an on-board part kind ('rgbLed', 'userButton').
   */
  highlight?: PortKind | string;
  /** On a board drawn side by side: only this side. */
  side?: 'top' | 'bottom';
  /** Replaces the default caption text; the highlight sentence is still added. */
  caption?: ReactNode;
};

/** The one line of text a box shows when it has no ordered pin row. */
function portText(board: BoardHardware, port: BoardPort, withSide = true): string | undefined {
  const parts: string[] = [];
  const pinNames: string[] = [];
  if (port.unnamedSignalPins) {
    pinNames.push(
      translate(
        {id: 'portDiagram.signalPins', message: '{count} Signal-Pins', description: 'Digital/analog pins without names'},
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

/** Port names grouped by kind: "X7, X8 (I2C/Wire)". */
function describePorts(board: BoardHardware, ports: readonly BoardPort[]): string {
  const byKind = new Map<PortKind, string[]>();
  for (const port of ports) {
    const names = byKind.get(port.kind) ?? [];
    names.push(portName(board.id, port));
    byKind.set(port.kind, names);
  }
  return [...byKind.entries()]
    .map(([kind, names]) => {
      const kindLabel = portKindLabel(kind);
      const list = names.join(', ');
      return list === kindLabel || names.every((name) => name.startsWith(kindLabel)) ? list : `${list} (${kindLabel})`;
    })
    .join('; ');
}

/** The port name with its kind in front, unless the name already starts with it. */
function fullPortName(board: BoardHardware, port: BoardPort): string {
  const name = portName(board.id, port);
  const kindLabel = portKindLabel(port.kind);
  return name.startsWith(kindLabel) ? name : `${kindLabel} ${name}`;
}

/** Pin list of one port for screen readers. */
function pinsForReader(board: BoardHardware, port: BoardPort): string {
  if (port.pins) return port.pins.join(', ');
  return portText(board, port) ?? '';
}

/** What one box needs to be drawn: its place, its name and either pin cells or a line of text. */
type BoxGeometry = {x: number; y: number; width: number; height: number; name: string; text?: string; cells: PinCell[]};

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
      {pins ? (
        box.cells.map((cell, index) => (
          <g key={`${cell.name}-${index}`} className={styles.pin} data-pin={cell.name}>
            <rect
              className={styles.pinCell}
              x={box.x + BOX_METRICS.padding + cell.x}
              y={contentY}
              width={cell.width}
              height={CELL_HEIGHT}
              rx={3}
            />
            <text
              className={styles.pinName}
              x={box.x + BOX_METRICS.padding + cell.x + cell.width / 2}
              y={contentY + CELL_HEIGHT / 2}
              textAnchor="middle"
              dominantBaseline="central">
              {cell.name}
            </text>
          </g>
        ))
      ) : box.text ? (
        <text
          className={styles.portText}
          x={box.x + BOX_METRICS.padding}
          y={contentY + CELL_HEIGHT / 2}
          dominantBaseline="central">
          {box.text}
        </text>
      ) : null}
    </g>
  );
}

function portData(port: BoardPort): Record<`data-${string}`, string> {
  return {'data-port-id': port.id, 'data-port-kind': port.kind};
}

/** Whether an on-board part matches a `highlight` value (its kind). */
function partMatches(part: OnboardPart, highlight: string | undefined): boolean {
  return Boolean(highlight) && part.kind === highlight;
}

/** The name a part is drawn with: the text printed next to it, or what it is. */
function partName(part: OnboardPart): string {
  return part.label ?? onboardKindLabel(part.kind);
}

/** The line under a part's name: what it is (when the name is a printed label) or its chip, and its GPIOs. */
function partText(part: OnboardPart): string | undefined {
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

function sideBoxes(board: BoardHardware, view: SideView): Array<{items: SideBox[]; align?: 'start' | 'end' | 'spread'}> {
  return view.rows.map((row) => ({
    align: row.align,
    items: row.items.flatMap((item): SideBox[] => {
      if ('port' in item) {
        const port = board.ports.find((candidate) => candidate.id === item.port);
        if (!port) throw new Error(`PortDiagram: ${board.id} draws port "${item.port}", which its data does not have`);
        return [{key: `port-${port.id}`, name: portName(board.id, port), text: port.pins ? undefined : sidePortText(board, port), pins: port.pins, port}];
      }
      const part = board.onboard.find((candidate) => candidate.kind === item.part);
      if (!part) throw new Error(`PortDiagram: ${board.id} draws part "${item.part}", which its data does not have`);
      return [{key: `part-${part.kind}`, name: partName(part), text: partText(part), part}];
    }),
  }));
}

export default function PortDiagram({board, highlight, side, caption}: PortDiagramProps): ReactNode {
  const data = getBoard(board);
  const descriptionId = useId();
  const views = data.sideViews?.filter((view) => !side || view.side === side);
  const drawnPorts = views
    ? data.ports.filter((port) => views.some((view) => view.rows.some((row) => row.items.some((item) => 'port' in item && item.port === port.id))))
    : data.ports;
  const drawnParts = views
    ? data.onboard.filter((part) => views.some((view) => view.rows.some((row) => row.items.some((item) => 'part' in item && item.part === part.kind))))
    : [];
  const highlightedPorts = drawnPorts.filter((port) => portMatches(port, highlight));
  const highlightedParts = drawnParts.filter((part) => partMatches(part, highlight));
  const hasHighlight = highlightedPorts.length > 0 || highlightedParts.length > 0;

  const highlightedNames = [
    ...(highlightedPorts.length > 0 ? [describePorts(data, highlightedPorts)] : []),
    ...highlightedParts.map((part) => (part.label ? `${part.label} (${onboardKindLabel(part.kind)})` : onboardKindLabel(part.kind))),
  ].join('; ');
  const highlightSentence = hasHighlight
    ? translate({id: 'portDiagram.highlighted', message: 'Hervorgehoben: {ports}.'}, {ports: highlightedNames})
    : '';
  const accessibleName = [
    translate(
      {id: 'portDiagram.ariaLabel', message: 'Schematische Zeichnung der {board} mit ihren Anschlüssen.'},
      {board: data.name},
    ),
    highlightSentence,
  ]
    .filter(Boolean)
    .join(' ');

  let drawing: {width: number; height: number; content: ReactNode};
  if (views) {
    const layout = layoutSideViews(views.map((view) => ({title: sideTitle(data, view.side), rows: sideBoxes(data, view)})));
    drawing = {
      width: layout.width,
      height: layout.height,
      content: layout.panels.map((panel) => (
        <g key={panel.title}>
          <rect
            className={styles.board}
            x={panel.board.x}
            y={panel.board.y}
            width={panel.board.width}
            height={panel.board.height}
            rx={16}
          />
          <text className={styles.boardName} x={panel.board.x + 16} y={panel.titleY}>
            {panel.title}
          </text>
          {panel.boxes.map((box) => {
            const highlighted = box.port ? portMatches(box.port, highlight) : box.part ? partMatches(box.part, highlight) : false;
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
  } else {
    const items: PortBoxInput[] = data.ports.map((port) => ({
      port,
      name: portName(board, port),
      text: port.pins ? undefined : portText(data, port),
    }));
    const headings: Partial<Record<PortKind, string>> = {};
    for (const port of data.ports) headings[port.kind] = portKindLabel(port.kind);
    const layout = layoutPorts(items, headings);
    drawing = {
      width: layout.width,
      height: layout.height,
      content: (
        <>
          <rect
            className={styles.board}
            x={layout.board.x}
            y={layout.board.y}
            width={layout.board.width}
            height={layout.board.height}
            rx={16}
          />
          <text className={styles.boardName} x={layout.board.x + 16} y={layout.titleY}>
            {data.name}
          </text>
          {layout.headings.map((heading) => (
            <text key={heading.kind} className={styles.groupHeading} x={heading.x} y={heading.y}>
              {portKindLabel(heading.kind)}
            </text>
          ))}
          {layout.boxes.map((box) => {
            const highlighted = portMatches(box.port, highlight);
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

  const defaultCaption = views
    ? translate(
        {
          id: 'portDiagram.sideCaption',
          message:
            'Die Anschlüsse und Bauteile der {board} als Schema, nicht maßstabsgetreu: Jedes Kästchen liegt ungefähr dort, wo das Teil auf der Platine sitzt. Die Oberseite ist die Seite mit der Kamera.',
        },
        {board: data.name},
      )
    : translate(
        {
          id: 'portDiagram.defaultCaption',
          message:
            'Die Anschlüsse der {board} als Schema, nicht maßstabsgetreu. Pins in Kästchen stehen in der Reihenfolge, die auf der Platine aufgedruckt ist.',
        },
        {board: data.name},
      );

  return (
    <figure className={styles.figure} data-board={board}>
      <svg
        className={styles.svg}
        role="img"
        aria-label={accessibleName}
        aria-describedby={descriptionId}
        viewBox={`0 0 ${drawing.width} ${drawing.height}`}
        width="100%"
        preserveAspectRatio="xMidYMin meet">
        {drawing.content}
      </svg>
      {/* The pins in words: not shown, but read out as the drawing's description. */}
      <ul id={descriptionId} hidden>
        {drawnPorts.map((port) => {
          const pins = views ? (gpioSummary(port.gpios, Infinity) ?? pinsForReader(data, port)) : pinsForReader(data, port);
          return <li key={port.id}>{`${fullPortName(data, port)}${pins ? `: ${pins}` : ''}`}</li>;
        })}
        {drawnParts.map((part) => {
          const text = partText(part);
          return <li key={part.kind}>{`${partName(part)}${text ? `: ${text}` : ''}`}</li>;
        })}
      </ul>
      <figcaption className={styles.caption}>
        {caption ?? defaultCaption}
        {hasHighlight && <strong className={styles.highlightNote}> {highlightSentence}</strong>}
      </figcaption>
    </figure>
  );
}
