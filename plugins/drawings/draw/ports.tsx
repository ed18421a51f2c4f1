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
import type {DiagramFigure} from '@site/src/components/Drawn/types';
import {drawBoard, partName, partText, portText} from './portBoard';
import type {ReactElement} from 'react';
import {NARROW_WIDTH} from './layout';
import {image, type ImageToDraw} from './image';

/**
 * A schematic drawing of a senseBox board: the board outline and every port
 * as a labelled box with its pins in printed order. `highlight` (a port kind
 * such as 'i2c', or a port id such as 'i2c-x7') marks the matching ports with
 * a thick outline, so the hint does not depend on colour alone, and names
 * them in the caption and in the accessible name.
 */

/** How wide the page shows a port diagram or a build step (px). */
export const DIAGRAM_WIDTH = 560;

/**
 * A drawing's layout for a phone, shown a quarter larger than its viewBox where the column allows: its
 * 12-unit text is 10 px or more in a phone's column of about 330 px (at 360 px) and 15 px at most.
 */
export function narrowImage(
  svg: ReactElement,
  box: {width: number; height: number},
): NonNullable<ImageToDraw['narrow']> {
  const {width, height} = image(svg, box, box.width * 1.25, '');
  return {svg, width, height};
}

export type PortDiagramOptions = {
  board: BoardHardwareId;
  /**
   * A port kind ('i2c'), a port id ('i2c-x7') or, on a board drawn side by
   * side, an on-board part kind ('rgbLed', 'userButton').
   */
  highlight?: PortKind | string;
  /** On a board drawn side by side: only this side. */
  side?: 'top' | 'bottom';
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

export function portFigure({board, highlight, side}: PortDiagramOptions): DiagramFigure<ImageToDraw> {
  const data = getBoard(board);
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

  const isHighlighted = (item: {port?: BoardPort; part?: OnboardPart}) =>
    item.port ? portMatches(item.port, highlight) : item.part ? partMatches(item.part, highlight) : false;
  const drawing = drawBoard({data, views, isHighlighted});
  const narrow = drawBoard({data, views, isHighlighted, width: NARROW_WIDTH});

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

  // The pins in words: not shown, but read out as the drawing's description.
  const description = [
    ...drawnPorts.map((port) => {
      const pins = views ? (gpioSummary(port.gpios, Infinity) ?? pinsForReader(data, port)) : pinsForReader(data, port);
      return `${fullPortName(data, port)}${pins ? `: ${pins}` : ''}`;
    }),
    ...drawnParts.map((part) => {
      const text = partText(part);
      return `${partName(part)}${text ? `: ${text}` : ''}`;
    }),
  ];
  const svg = (
    <svg viewBox={`0 0 ${drawing.width} ${drawing.height}`} xmlns="http://www.w3.org/2000/svg">
      {drawing.content}
    </svg>
  );
  const narrowSvg = (
    <svg viewBox={`0 0 ${narrow.width} ${narrow.height}`} xmlns="http://www.w3.org/2000/svg">
      {narrow.content}
    </svg>
  );
  return {
    image: {
      ...image(
        svg,
        drawing,
        DIAGRAM_WIDTH,
        accessibleName,
        ['ports', board, highlight, side].filter(Boolean).join('-'),
      ),
      narrow: narrowImage(narrowSvg, narrow),
    },
    description,
    caption: defaultCaption,
    highlight: highlightSentence || undefined,
  };
}
