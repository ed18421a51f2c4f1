import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {
  getBoard,
  type BoardHardware,
  type BoardPort,
  type OnboardPart,
  type SideView,
} from '@site/src/data/boardHardware';
import {attachableLabel, onboardKindLabel, onboardPartLabel, portKindLabel} from '@site/src/data/boardHardwareLabels';
import {
  cableFor,
  getBuildStep,
  guideBoard,
  portsFor,
  resolveMark,
  type BuildGuideId,
  type HousingNoteId,
  type OrientationId,
  type RouteId,
  type SpotId,
  type StepConnection,
} from '@site/src/data/buildSteps';
import {allChips, getPart} from '@site/src/data/parts';
import {chipName} from '@site/src/data/partLabels';
import {cableName} from '@site/src/data/cableLabels';
import {getPartDrawing} from '@site/src/data/partDrawings';
import type {DiagramFigure} from '@site/src/components/Drawn/types';
import {drawBoard} from './portBoard';
import {NARROW_WIDTH, TEXT_GLYPHS, wrapText} from './layout';
import {DIAGRAM_WIDTH, describePorts, fullPortName, narrowImage} from './ports';
import {partSvg, type SizedSvg} from './partView';
import {JstPh, JstSh, MicroUsb, UsbC} from './shapes';
import {styles} from './classes';
import {image, type ImageToDraw} from './image';

/**
 * One step of a build guide as a drawing: the board with the ports the step
 * uses marked, and below it each thing that goes in, with its cable to the
 * port, the plug, which way round and where it goes in the housing. Everything
 * comes from src/data/buildSteps.ts and the board, part and cable data; the
 * words from Docusaurus translation, so both languages draw the same facts.
 */

export function orientationText(id: OrientationId): string {
  switch (id) {
    case 'beeMarker':
      return translate({
        id: 'buildStep.orientation.beeMarker',
        message: 'Die aufgedruckte Markierung zeigt, wie herum das Bee sitzt.',
      });
    case 'oneWay':
      return translate({id: 'buildStep.orientation.oneWay', message: 'Der Stecker passt nur in einer Richtung.'});
    case 'polarity':
      return translate({
        id: 'buildStep.orientation.polarity',
        message: 'Plus und Minus am Stecker wie „+“ und „−“ an der Buchse.',
      });
    case 'ledInput':
      return translate({id: 'buildStep.orientation.ledInput', message: 'An der LED in die Buchse „Eingang“.'});
    case 'largerSocket':
      return translate({id: 'buildStep.orientation.largerSocket', message: 'Am Sensor in den größeren Anschluss.'});
  }
}

export function routeText(id: RouteId): string {
  switch (id) {
    case 'cableGland':
      return translate({
        id: 'buildStep.route.cableGland',
        message: 'Das Kabel läuft durch eine Kabelverschraubung ins Gehäuse.',
      });
    case 'caseOpening':
      return translate({id: 'buildStep.route.caseOpening', message: 'Das Kabel läuft durch die Öffnung im Gehäuse.'});
  }
}

export function spotText(id: SpotId): string {
  switch (id) {
    case 'radiationShield':
      return translate({
        id: 'buildStep.spot.radiationShield',
        message: 'Der Sensor hängt draußen im Strahlenschutz-Gehäuse.',
      });
    case 'pmBox':
      return translate({id: 'buildStep.spot.pmBox', message: 'Der Sensor hängt draußen in seinem eigenen Gehäuse.'});
    case 'topLeft':
      return translate({id: 'buildStep.spot.topLeft', message: 'Auf der Platine: der Anschluss oben links.'});
    case 'topRight':
      return translate({id: 'buildStep.spot.topRight', message: 'Auf der Platine: der Anschluss oben rechts.'});
  }
}

/** The enclosure a spot outside the housing is, drawn as a frame around the thing; none for a spot on the board. */
function enclosureName(id: SpotId): string | undefined {
  switch (id) {
    case 'radiationShield':
      return translate({id: 'buildStep.enclosure.radiationShield', message: 'Strahlenschutz-Gehäuse'});
    case 'pmBox':
      return translate({id: 'buildStep.enclosure.pmBox', message: 'Gehäuse des Feinstaubsensors'});
    default:
      return undefined;
  }
}

export function housingText(id: HousingNoteId): string {
  switch (id) {
    case 'oldCaseFront':
      return translate({
        id: 'buildStep.housing.oldCaseFront',
        message: 'Im Gehäuse zeigen der USB-Anschluss und der rote Reset-Knopf nach vorn.',
      });
  }
}

/** A connection with the ports it may use; `drawnTo` is the one its cable is drawn to. */
type Resolved = {connection: StepConnection; ports: readonly BoardPort[]; drawnTo: BoardPort};

function resolveConnections(
  board: BoardHardware,
  connections: readonly StepConnection[],
): Array<Omit<Resolved, 'drawnTo'>> {
  return connections.map((connection) => {
    const ports = portsFor(board.id, connection);
    if (ports.length === 0) throw new Error(`BuildStepFigure: nothing on ${board.id} takes "${connection.attach}"`);
    return {connection, ports};
  });
}

/** The name of the thing: what it is, with its chip where the part record names one. */
function thingName(connection: StepConnection): string {
  const label = attachableLabel(connection.attach);
  if (!connection.part) return label;
  const chips = allChips(getPart(connection.part)).map(chipName).filter(Boolean);
  const chip = chips.join(' / ');
  return chip && !label.includes(chip) ? `${label} (${chip})` : label;
}

function quoted(label: string): string {
  return translate({id: 'boardHardware.onboard.printedLabel', message: '„{label}“'}, {label});
}

/** A port by the words printed next to it, with what kind it is: „Battery“ (Akku). */
function printedPortName(board: BoardHardware, port: BoardPort): string {
  if (!port.label) return fullPortName(board, port);
  return `${quoted(port.label)}${port.designator ? ` ${port.designator}` : ''} (${portKindLabel(port.kind)})`;
}

/** An on-board part the same way: „on/off“ (An-/Aus-Knopf). */
function printedPartName(part: OnboardPart): string {
  return part.label ? `${quoted(part.label)} (${onboardKindLabel(part.kind)})` : onboardPartLabel(part);
}

/** Where it goes: one port, or any of several ports of a kind. */
function portLine(board: BoardHardware, resolved: Resolved): string {
  if (resolved.ports.length === 1) {
    return translate(
      {id: 'buildStep.port.one', message: 'Anschluss: {port}'},
      {port: printedPortName(board, resolved.ports[0]!)},
    );
  }
  return translate(
    {id: 'buildStep.port.any', message: 'Anschluss: einer von {ports}, welcher, ist egal'},
    {ports: describePorts(board, resolved.ports)},
  );
}

/** The plug at the board end: the USB connectors by revision, or the port's plug system. */
function plugNames(board: BoardHardware, port: BoardPort): string[] {
  if (port.kind === 'usb' && !port.connector) {
    return board.usb.map((usb) => (usb.revision ? `${usb.connector} (Rev. ${usb.revision})` : usb.connector));
  }
  return port.connector ? [port.connector] : [];
}

function plugLine(board: BoardHardware, resolved: Resolved): string | undefined {
  const cable = cableFor(resolved.connection);
  if (cable) return translate({id: 'buildStep.cable', message: 'Kabel: {cable}'}, {cable: cableName(cable.id)});
  // A Bee sits on its socket; there is no plug to name.
  if (resolved.drawnTo.kind === 'xbee') return undefined;
  const plugs = plugNames(board, resolved.drawnTo);
  return plugs.length > 0
    ? translate({id: 'buildStep.plug', message: 'Stecker: {plug}'}, {plug: plugs.join(' / ')})
    : undefined;
}

/** All lines one thing's box shows (after its name). */
function thingLines(board: BoardHardware, resolved: Resolved): string[] {
  const {connection} = resolved;
  return [
    portLine(board, resolved),
    plugLine(board, resolved),
    connection.orientation && orientationText(connection.orientation),
    connection.route && routeText(connection.route),
    connection.spot && spotText(connection.spot),
  ].filter((line): line is string => Boolean(line));
}

/** The socket drawings for the board end of a cable, from the shared part shapes (mm, drawn by their centre). */
function plugShapes(board: BoardHardware, port: BoardPort): Array<(at: {x: number; y: number}) => ReactNode> {
  if (port.kind === 'usb') {
    return plugNames(board, port).map((name) =>
      name.startsWith('USB-C') ? (at) => <UsbC {...at} rotate={270} /> : (at) => <MicroUsb {...at} rotate={270} />,
    );
  }
  if (port.connector === 'JST PH')
    return [(at) => <JstPh {...at} pins={port.pins?.length ?? port.pinCount ?? 4} rotate={270} />];
  if (port.connector === 'Qwiic (JST SH)') return [(at) => <JstSh {...at} rotate={270} />];
  // A plain "JST" names no series: no socket is drawn rather than a guessed one.
  return [];
}

/** Lines as one text for screen readers: each ends with a full stop, none with two. */
function asSentences(lines: readonly string[]): string {
  return lines.map((line) => (/[.!?]$/.test(line) ? line : `${line}.`)).join(' ');
}

/**
 * The part as the reader sees it on the desk, small and without labels, from the shared part drawings;
 * none for a thing without a part record (a cable, a battery).
 */
function partThumbnail(partId: string | undefined): SizedSvg | undefined {
  if (!partId) return undefined;
  const {drawing} = getPartDrawing(partId);
  return drawing.form === 'onboard' ? undefined : partSvg(drawing, {labels: false});
}

export {wrapText};

const LINE = 16;
const NAME_LINE = 20;
const PAD = 10;
/** Space between two cables' lanes left of the board. */
const LANE_STEP = 14;
const LANE_GAP = 10;
const ICON_WIDTH = 64;
/** The small drawing of the part itself, above the socket drawings. */
const THUMB_WIDTH = 52;
const THUMB_HEIGHT = 44;
const SHAPE_ROW = 34;
/** Glyph widths of the things' 14 px bold names (see layout.ts); their text is the port boxes' size. */
const NAME_GLYPHS = {lower: 8.4, upper: 10.4};
/** Where a cable leaves its port box: in the box's left padding, clear of the names and pin cells. */
const CABLE_INSET = 5;
/** Height of the band with the housing wall between the board and the things outside. */
const WALL_SPACE = 40;
/**
 * A build step's layout for a phone: narrower than a port diagram's, as a step often stands in a list item
 * (about 295 px wide at 360 px), where its 12-unit text must still be 10 px.
 */
export const STEP_NARROW_WIDTH = NARROW_WIDTH - 30;
/** Room for an enclosure's name above its thing, and the enclosure's margin around the thing's box. */
const ENCLOSURE_TITLE = 20;
const ENCLOSURE_INSET = 8;
/** Scale of the socket shapes: 1 mm of the real socket is 3.5 units here. */
const SHAPE_SCALE = 4.5;

export function stepFigure(guide: BuildGuideId, stepId: string): DiagramFigure<ImageToDraw> {
  const step = getBuildStep(guide, stepId);
  const boardId = guideBoard(guide);
  if (!boardId) throw new Error(`BuildStepFigure: guide "${guide}" has no board data to draw`);
  const board = getBoard(boardId);
  const resolved = resolveConnections(board, step.connections ?? []);
  const marks = (step.marks ?? []).map((mark) => {
    const found = resolveMark(board.id, mark);
    if (!found) throw new Error(`BuildStepFigure: ${board.id} has no port or part "${mark}"`);
    return found;
  });
  const markedPorts = marks.flatMap((mark) => ('port' in mark ? [mark.port] : []));
  const markedParts = marks.flatMap((mark) =>
    'part' in mark ? board.onboard.filter((part) => part.kind === mark.part) : [],
  );
  const involvedPorts = [...resolved.flatMap((entry) => entry.ports), ...markedPorts];

  // A board whose data places its parts is drawn side by side, only the sides this step uses.
  let views: readonly SideView[] | undefined;
  if (board.sideViews) {
    const sides = new Set([...involvedPorts, ...markedParts].map((item) => item.side).filter(Boolean));
    views = board.sideViews.filter((view) => sides.size === 0 || sides.has(view.side));
  }
  const drawnParts = views
    ? markedParts.filter((part) =>
        views!.some((view) =>
          view.rows.some((row) => row.items.some((item) => 'part' in item && item.part === part.kind)),
        ),
      )
    : [];
  const partsInWords: OnboardPart[] = markedParts.filter((part) => !drawnParts.includes(part));
  // Without places, the ports are grouped by kind: only the kinds of this step.
  const kinds = new Set(involvedPorts.map((port) => port.kind));
  const notes = [
    ...(step.housing ? [housingText(step.housing)] : []),
    ...(partsInWords.length > 0
      ? [
          translate(
            {id: 'buildStep.alsoParts', message: 'Auf der Platine brauchst du dabei: {parts}.'},
            {parts: partsInWords.map(onboardPartLabel).join(', ')},
          ),
        ]
      : []),
  ];

  /** The drawing at the board's own width, or `totalWidth` wide with the board narrowed to fit. */
  const draw = (totalWidth?: number) => {
    // The cables run in lanes left of the board, one per cable; the board and the things' boxes stand right of them.
    const laneCount = resolved.length;
    const offset = laneCount > 0 ? 8 + laneCount * LANE_STEP : 0;
    const boardDrawing = drawBoard({
      width: totalWidth === undefined ? undefined : totalWidth - offset,
      data: board,
      views,
      ports: board.ports.filter((port) => kinds.has(port.kind)),
      isHighlighted: ({port, part}) =>
        port ? involvedPorts.some((candidate) => candidate.id === port.id) : part ? drawnParts.includes(part) : false,
    });

    const width = offset + boardDrawing.width;
    const boxLeft = offset + 4;
    // When every cable of the step runs through the housing, a wall line parts inside (the board) from outside.
    const wall = laneCount > 0 && resolved.every((entry) => entry.connection.route !== undefined);
    const wallY = boardDrawing.height + LANE_GAP * (laneCount + 1) + WALL_SPACE / 2 - 4;
    let y = boardDrawing.height + LANE_GAP * (laneCount + 1) + (wall ? WALL_SPACE : 0);

    const boxOf = (port: BoardPort) => {
      const box = boardDrawing.boxes.find((candidate) => candidate.port?.id === port.id);
      if (!box) throw new Error(`BuildStepFigure: port ${port.id} is not drawn`);
      return box;
    };
    /** A cable leaves its port downwards, in the box's left padding: how many other boxes it would cross. */
    const crossings = (port: BoardPort) => {
      const from = boxOf(port);
      const x = from.x + CABLE_INSET;
      return boardDrawing.boxes.filter((box) => box !== from && box.y > from.y && box.x <= x && x <= box.x + box.width)
        .length;
    };
    const firstColumn = Math.min(...boardDrawing.boxes.map((box) => box.x));
    // Where a thing may use any of several ports, its cable goes to one it leaves without crossing another box:
    // straight down if it can, else out of the left side of a port in the first column.
    const used = new Set<string>();
    const cabled = resolved.map((entry) => {
      const free = entry.ports.filter((port) => !used.has(port.id));
      const candidates = free.length > 0 ? free : entry.ports;
      const down = candidates.find((port) => crossings(port) === 0);
      const left = down ? undefined : candidates.find((port) => boxOf(port).x === firstColumn);
      const drawnTo = down ?? left ?? candidates[0]!;
      used.add(drawnTo.id);
      return {...entry, drawnTo, leftExit: left !== undefined};
    });
    // The order of the boxes keeps the cables from crossing each other: first the cables that leave downwards,
    // from the rightmost port, then those that leave sideways, from the lowest port. Each box's cable takes the
    // lane nearest the board that is still free.
    const downwards = cabled.filter((entry) => !entry.leftExit).sort((a, b) => boxOf(b.drawnTo).x - boxOf(a.drawnTo).x);
    const sideways = cabled.filter((entry) => entry.leftExit).sort((a, b) => boxOf(b.drawnTo).y - boxOf(a.drawnTo).y);
    const ordered = [...downwards, ...sideways];

    const things = ordered.map((entry, index) => {
      const name = thingName(entry.connection);
      // A thing that sits in an enclosure of its own outside (radiation shield, particulate-matter box) is drawn
      // inside a frame that names it.
      const enclosure = entry.connection.spot ? enclosureName(entry.connection.spot) : undefined;
      const inset = enclosure ? ENCLOSURE_INSET : 0;
      const frameTop = y;
      if (enclosure) y += ENCLOSURE_TITLE;
      const thingWidth = boardDrawing.width - 8 - 2 * inset;
      const thingTextWidth = thingWidth - ICON_WIDTH - 2 * PAD;
      const nameLines = wrapText(name, thingTextWidth, NAME_GLYPHS);
      const lines = thingLines(board, entry).flatMap((line) => wrapText(line, thingTextWidth, TEXT_GLYPHS));
      const thumbnail = partThumbnail(entry.connection.part);
      const shapes = plugShapes(board, entry.drawnTo);
      const iconHeight = (thumbnail ? THUMB_HEIGHT + 8 : 0) + shapes.length * SHAPE_ROW;
      const height = PAD * 2 + Math.max(nameLines.length * NAME_LINE + lines.length * LINE, iconHeight);
      const box = {x: boxLeft + inset, y, width: thingWidth, height};
      y += height + inset;
      const frame = enclosure
        ? {x: boxLeft, y: frameTop, width: boardDrawing.width - 8, height: y - frameTop, name: enclosure}
        : undefined;
      y += LANE_GAP;
      const port = boxOf(entry.drawnTo);
      const portX = offset + port.x;
      const laneX = offset - 6 - index * LANE_STEP;
      const endY = box.y + Math.min(box.height / 2, PAD + NAME_LINE);
      // The first box's cable turns lowest below the board, so the next one's passes above it.
      const turnY = boardDrawing.height + LANE_GAP * (downwards.length - index);
      const path = entry.leftExit
        ? `M ${portX} ${port.y + port.height / 2} H ${laneX} V ${endY} H ${box.x}`
        : `M ${portX + CABLE_INSET} ${port.y + port.height} V ${turnY} H ${laneX} V ${endY} H ${box.x}`;
      return {
        entry,
        name,
        nameLines,
        lines,
        box,
        frame,
        path,
        wallX: laneX,
        thumbnail,
        shapes,
        mounted: entry.drawnTo.kind === 'xbee',
      };
    });

    // The passage nearest the board gets the name: the lanes lie left of the board, the first one rightmost.
    const passage = things[0];

    const noteLines = notes.flatMap((note) => wrapText(note, boardDrawing.width - 8, TEXT_GLYPHS));
    const notesTop = y;
    const height = y + (noteLines.length > 0 ? noteLines.length * LINE + PAD : 0);

    const svg = (
      <svg viewBox={`0 0 ${width} ${height}`} xmlns="http://www.w3.org/2000/svg">
        <g transform={offset ? `translate(${offset} 0)` : undefined}>{boardDrawing.content}</g>
        {wall && (
          <g data-housing-wall="">
            <line className={styles.wall} x1={0} y1={wallY} x2={width} y2={wallY} />
            <text className={styles.wallText} x={width - 4} y={wallY - 6} textAnchor="end">
              {translate({id: 'buildStep.wall.inside', message: 'im Gehäuse'})}
            </text>
            <text className={styles.wallText} x={width - 4} y={wallY + 16} textAnchor="end">
              {translate({id: 'buildStep.wall.outside', message: 'außerhalb'})}
            </text>
          </g>
        )}
        {things.map(
          ({entry, frame}) =>
            frame && (
              // The enclosure the thing sits in outside, under the cable that enters it.
              <g key={`enclosure-${entry.connection.attach}`} data-enclosure={entry.connection.spot}>
                <rect
                  className={styles.enclosure}
                  x={frame.x}
                  y={frame.y}
                  width={frame.width}
                  height={frame.height}
                  rx={10}
                />
                <text className={styles.wallText} x={frame.x + 10} y={frame.y + 14}>
                  {frame.name}
                </text>
              </g>
            ),
        )}
        {wall && passage && (
          // What the mark on the wall is: the first cable's gland or opening, named beside it.
          <text className={styles.wallText} x={passage.wallX + 14} y={wallY - 6}>
            {passage.entry.connection.route === 'cableGland'
              ? translate({id: 'buildStep.wall.gland', message: 'Kabelverschraubung'})
              : translate({id: 'buildStep.wall.opening', message: 'Öffnung im Gehäuse'})}
          </text>
        )}
        {wall &&
          things
            .filter(({entry}) => entry.connection.route === 'caseOpening')
            .map(({entry, wallX}) => (
              // An opening: the wall is open where the cable passes, drawn under the cable.
              <g key={`through-${entry.connection.attach}`} data-through="caseOpening">
                <rect className={styles.opening} x={wallX - 9} y={wallY - 3} width={18} height={6} />
                <line className={styles.openingEdge} x1={wallX - 9} y1={wallY - 6} x2={wallX - 9} y2={wallY + 6} />
                <line className={styles.openingEdge} x1={wallX + 9} y1={wallY - 6} x2={wallX + 9} y2={wallY + 6} />
              </g>
            ))}
        {things.map(({entry, path, mounted}) => (
          <g
            key={`cable-${entry.connection.attach}`}
            data-cable-for={entry.connection.attach}
            data-cable-to={entry.drawnTo.id}>
            <path className={styles.cableCasing} d={path} />
            <path className={mounted ? styles.mount : styles.stepCable} d={path} />
          </g>
        ))}
        {wall &&
          things
            .filter(({entry}) => entry.connection.route === 'cableGland')
            .map(({entry, wallX}) => (
              // A cable gland: a nut around the cable where it passes the wall, drawn over the cable.
              <rect
                key={`through-${entry.connection.attach}`}
                className={styles.gland}
                data-through="cableGland"
                x={wallX - 6}
                y={wallY - 8}
                width={12}
                height={16}
                rx={3}
              />
            ))}
        {things.map(({entry, nameLines, lines, box, thumbnail, shapes}) => {
          const textX = box.x + ICON_WIDTH + PAD;
          const shapesTop = box.y + PAD + (thumbnail ? THUMB_HEIGHT + 8 : 0);
          return (
            <g
              key={`thing-${entry.connection.attach}`}
              data-thing={entry.connection.attach}
              data-port={entry.drawnTo.id}>
              <rect className={styles.thing} x={box.x} y={box.y} width={box.width} height={box.height} rx={6} />
              {thumbnail && (
                // The part's own drawing, an SVG of its own in millimetres, fitted into its place.
                <svg
                  x={box.x + 6}
                  y={box.y + PAD}
                  width={THUMB_WIDTH}
                  height={THUMB_HEIGHT}
                  viewBox={`0 0 ${thumbnail.width} ${thumbnail.height}`}
                  data-part-thumbnail={entry.connection.part}>
                  {thumbnail.svg.props.children}
                </svg>
              )}
              <g className={styles.part}>
                {shapes.map((shape, index) => (
                  <g
                    key={index}
                    transform={`translate(${box.x + ICON_WIDTH / 2} ${shapesTop + SHAPE_ROW / 2 + index * SHAPE_ROW}) scale(${SHAPE_SCALE})`}>
                    {shape({x: 0, y: 0})}
                  </g>
                ))}
              </g>
              {nameLines.map((line, index) => (
                <text key={`n${index}`} className={styles.thingName} x={textX} y={box.y + PAD + 14 + index * NAME_LINE}>
                  {line}
                </text>
              ))}
              {lines.map((line, index) => (
                <text
                  key={`l${index}`}
                  className={styles.thingText}
                  x={textX}
                  y={box.y + PAD + nameLines.length * NAME_LINE + 12 + index * LINE}>
                  {line}
                </text>
              ))}
            </g>
          );
        })}
        {noteLines.map((line, index) => (
          <text key={`note${index}`} className={styles.stepNote} x={boxLeft} y={notesTop + 12 + index * LINE}>
            {line}
          </text>
        ))}
      </svg>
    );
    return {svg, width, height, cabled, things};
  };

  // The words follow the wide drawing; the narrow one, for a phone, shows the same things.
  const {svg, width, height, cabled, things} = draw();
  const narrow = draw(STEP_NARROW_WIDTH);
  const summary = [
    ...cabled.map((entry) =>
      translate(
        {id: 'buildStep.summary.connection', message: '{thing} in {port}'},
        {
          thing: thingName(entry.connection),
          port: entry.ports.length === 1 ? printedPortName(board, entry.drawnTo) : describePorts(board, entry.ports),
        },
      ),
    ),
    ...markedPorts.map((port) =>
      translate({id: 'buildStep.summary.port', message: 'markiert: {port}'}, {port: printedPortName(board, port)}),
    ),
    ...drawnParts.map((part) =>
      translate({id: 'buildStep.summary.port', message: 'markiert: {port}'}, {port: printedPartName(part)}),
    ),
  ].join('; ');
  const accessibleName = translate(
    {id: 'buildStep.ariaLabel', message: 'Schritt-Zeichnung mit der {board}: {summary}.'},
    {board: board.name, summary},
  );
  const caption = translate(
    {
      id: 'buildStep.caption',
      message:
        'Schema dieses Schritts, nicht maßstabsgetreu: {summary}. Markiert sind die Anschlüsse, die du brauchst.',
    },
    {summary},
  );

  return {
    image: {...image(svg, {width, height}, DIAGRAM_WIDTH, accessibleName), narrow: narrowImage(narrow.svg, narrow)},
    // Each thing with every detail, read out as the drawing's description.
    description: [...things.map(({entry, name}) => asSentences([name, ...thingLines(board, entry)])), ...notes],
    caption,
  };
}
