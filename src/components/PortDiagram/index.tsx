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
  type PortKind,
} from '@site/src/data/boardHardware';
import {attachableLabel, portKindLabel, portName} from '@site/src/data/boardHardwareLabels';
import {BOX_METRICS, CELL_HEIGHT, layoutPorts, type PortBoxInput, type PortBoxLayout} from './layout';
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
  highlight?: PortKind | string;
  /** Replaces the default caption text; the highlight sentence is still added. */
  caption?: ReactNode;
};

/** The one line of text a box shows when it has no ordered pin row. */
function portText(board: BoardHardware, port: BoardPort): string | undefined {
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
  if (port.side === 'top') parts.push(translate({id: 'portDiagram.side.top', message: 'Oberseite'}));
  if (port.side === 'bottom') parts.push(translate({id: 'portDiagram.side.bottom', message: 'Unterseite'}));
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

function PortBox({box, highlighted, dimmed}: {box: PortBoxLayout; highlighted: boolean; dimmed: boolean}): ReactNode {
  const {port} = box;
  const contentY = box.y + BOX_METRICS.contentTop;
  return (
    <g
      className={clsx(styles.port, highlighted && styles.highlighted, dimmed && styles.dimmed)}
      data-port-id={port.id}
      data-port-kind={port.kind}
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
      {port.pins ? (
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

export default function PortDiagram({board, highlight, caption}: PortDiagramProps): ReactNode {
  const data = getBoard(board);
  const descriptionId = useId();
  const items: PortBoxInput[] = data.ports.map((port) => ({
    port,
    name: portName(board, port),
    text: port.pins ? undefined : portText(data, port),
  }));
  const headings: Partial<Record<PortKind, string>> = {};
  for (const port of data.ports) headings[port.kind] = portKindLabel(port.kind);
  const layout = layoutPorts(items, headings);
  const highlightedPorts = data.ports.filter((port) => portMatches(port, highlight));
  const hasHighlight = highlightedPorts.length > 0;

  const highlightSentence = hasHighlight
    ? translate(
        {id: 'portDiagram.highlighted', message: 'Hervorgehoben: {ports}.'},
        {ports: describePorts(data, highlightedPorts)},
      )
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

  return (
    <figure className={styles.figure} data-board={board}>
      <svg
        className={styles.svg}
        role="img"
        aria-label={accessibleName}
        aria-describedby={descriptionId}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width="100%"
        preserveAspectRatio="xMidYMin meet">
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
          return <PortBox key={box.port.id} box={box} highlighted={highlighted} dimmed={hasHighlight && !highlighted} />;
        })}
      </svg>
      {/* The pins in words: not shown, but read out as the drawing's description. */}
      <ul id={descriptionId} hidden>
        {data.ports.map((port) => {
          const pins = pinsForReader(data, port);
          return <li key={port.id}>{`${fullPortName(data, port)}${pins ? `: ${pins}` : ''}`}</li>;
        })}
      </ul>
      <figcaption className={styles.caption}>
        {caption ??
          translate(
            {
              id: 'portDiagram.defaultCaption',
              message:
                'Die Anschlüsse der {board} als Schema, nicht maßstabsgetreu. Pins in Kästchen stehen in der Reihenfolge, die auf der Platine aufgedruckt ist.',
            },
            {board: data.name},
          )}
        {hasHighlight && <strong className={styles.highlightNote}> {highlightSentence}</strong>}
      </figcaption>
    </figure>
  );
}
