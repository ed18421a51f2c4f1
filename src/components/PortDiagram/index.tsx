import type {ReactNode} from 'react';
import {useId} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  getBoard,
  portMatches,
  type BoardHardware,
  type BoardHardwareId,
  type BoardPort,
  type OnboardPart,
  type PortKind,
} from '@site/src/data/boardHardware';
import {gpioSummary, onboardKindLabel, portKindLabel, portName} from '@site/src/data/boardHardwareLabels';
import {drawBoard, partName, partText, portText} from './BoardDrawing';
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

/** Port names grouped by kind: "X7, X8 (I2C/Wire)". */
export function describePorts(board: BoardHardware, ports: readonly BoardPort[]): string {
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
export function fullPortName(board: BoardHardware, port: BoardPort): string {
  const name = portName(board.id, port);
  const kindLabel = portKindLabel(port.kind);
  return name.startsWith(kindLabel) ? name : `${kindLabel} ${name}`;
}

/** Pin list of one port for screen readers. */
function pinsForReader(board: BoardHardware, port: BoardPort): string {
  if (port.pins) return port.pins.join(', ');
  return portText(board, port) ?? '';
}

/** Whether an on-board part matches a `highlight` value (its kind). */
function partMatches(part: OnboardPart, highlight: string | undefined): boolean {
  return Boolean(highlight) && part.kind === highlight;
}

export default function PortDiagram({board, highlight, side, caption}: PortDiagramProps): ReactNode {
  const data = getBoard(board);
  const descriptionId = useId();
  const views = data.sideViews?.filter((view) => !side || view.side === side);
  const drawnPorts = views
    ? data.ports.filter((port) =>
        views.some((view) =>
          view.rows.some((row) => row.items.some((item) => 'port' in item && item.port === port.id)),
        ),
      )
    : data.ports;
  const drawnParts = views
    ? data.onboard.filter((part) =>
        views.some((view) =>
          view.rows.some((row) => row.items.some((item) => 'part' in item && item.part === part.kind)),
        ),
      )
    : [];
  const highlightedPorts = drawnPorts.filter((port) => portMatches(port, highlight));
  const highlightedParts = drawnParts.filter((part) => partMatches(part, highlight));
  const hasHighlight = highlightedPorts.length > 0 || highlightedParts.length > 0;

  const highlightedNames = [
    ...(highlightedPorts.length > 0 ? [describePorts(data, highlightedPorts)] : []),
    ...highlightedParts.map((part) =>
      part.label ? `${part.label} (${onboardKindLabel(part.kind)})` : onboardKindLabel(part.kind),
    ),
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

  const drawing = drawBoard({
    data,
    views,
    isHighlighted: (item) =>
      item.port ? portMatches(item.port, highlight) : item.part ? partMatches(item.part, highlight) : false,
  });

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
          const pins = views
            ? (gpioSummary(port.gpios, Infinity) ?? pinsForReader(data, port))
            : pinsForReader(data, port);
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
