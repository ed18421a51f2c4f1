import type {ReactElement, ReactNode} from 'react';
import type {
  BeeForm,
  BoardForm,
  ChipFact,
  ConnectorFact,
  DeviceForm,
  ExtraFact,
  ModuleFact,
  PlacedPrint,
  Size,
} from '@site/src/data/partDrawings';
import {
  Chip,
  Drawing,
  JstPh,
  JstSh,
  Led,
  ModuleCan,
  Note,
  PartBody,
  Pcb,
  PinHeader,
  SdSlot,
  Silk,
  SocketStrip,
  SolderJumper,
  TerminalBlock,
  type Rotation,
} from './shapes';
import {styles} from './classes';

/**
 * Lays out a part drawing from its facts (partDrawings.ts): the board or
 * housing, its sockets along the edges, chips and modules in the middle, the
 * print, and our own labels in a column to the right. The layout is the
 * drawing's; only sizes given in the data are real sizes.
 */

/** A placed thing the layout names in its label column. */
type Named = {name: string; x: number; y: number};

type Layout = {width: number; height: number; body: ReactNode; notes: Named[]; below?: ReactNode};

const GAP = 2;
/** Print smaller than this would vanish on a phone; it is drawn at this size instead (as on the boards). */
const MIN_PRINT = 1.6;
const INSET = 3.2;
/** Board size when the data gives none (that of the senseBox sensor boards whose size is known). */
const DEFAULT_BOARD: Size = {width: 25, height: 25};

function connectorWidth(connector: ConnectorFact): number {
  const pins = connector.pins ?? 4;
  switch (connector.kind) {
    case 'jstPh':
      return 2 * (pins - 1) + 3.9;
    case 'qwiic':
      return pins + 4;
    case 'pinHeader':
    case 'contacts':
      return pins * 2.54;
    case 'terminalBlock':
      return pins * 3.5;
    case 'deviceSocket':
      return pins * (connector.pitch ?? 1.5) + 2;
  }
}

function connectorName(connector: ConnectorFact): string {
  switch (connector.kind) {
    case 'jstPh':
      return 'JST PH';
    case 'qwiic':
      return 'Qwiic';
    default:
      return '';
  }
}

function drawConnector(connector: ConnectorFact, x: number, y: number, rotate: Rotation): ReactNode {
  const pins = connector.pins ?? 4;
  switch (connector.kind) {
    case 'jstPh':
      return <JstPh x={x} y={y} rotate={rotate} pins={pins} />;
    case 'qwiic':
      return <JstSh x={x} y={y} rotate={rotate} pins={pins} />;
    case 'pinHeader':
      return <PinHeader x={x} y={y} pins={pins} />;
    case 'contacts':
      return <PinHeader x={x} y={y} pins={pins} holesOnly />;
    case 'terminalBlock':
      return <TerminalBlock x={x} y={y} rotate={rotate} poles={pins} labels={connector.labels} />;
    case 'deviceSocket':
      return <SocketStrip x={x} y={y} pins={pins} pitch={connector.pitch ?? 1.5} />;
  }
}

/** Sockets shown on the top side, one entry per socket. */
function visibleSockets(connectors: readonly ConnectorFact[]): ConnectorFact[] {
  return connectors
    .filter((connector) => !connector.onBack)
    .flatMap((connector) => Array.from({length: connector.count}, () => connector));
}

function rowWidth(sockets: readonly ConnectorFact[]): number {
  return sockets.reduce((sum, socket) => sum + connectorWidth(socket), 0) + Math.max(0, sockets.length - 1) * GAP;
}

function chipNode(chip: ChipFact, x: number, y: number): ReactNode {
  return (
    <g key={chip.name}>
      <Chip
        x={x}
        y={y}
        width={chip.size.width}
        height={chip.size.height}
        package={chip.package}
        marking={chip.marking}
      />
      {Array.from({length: chip.windows ?? 0}, (_, index) => (
        <circle
          key={index}
          className={styles.ledLens}
          cx={x + (index - ((chip.windows ?? 1) - 1) / 2) * chip.size.width * 0.45}
          cy={y}
          r={chip.size.height * 0.22}
        />
      ))}
    </g>
  );
}

function moduleNode(module: ModuleFact, x: number, y: number): ReactNode {
  const {width, height} = module.size;
  if (module.opticalTube)
    return (
      <g key={module.name} data-extra="optical-tube">
        <rect className={styles.pcb} x={x - width / 2} y={y - height / 2} width={width} height={height} rx={0.4} />
        <rect
          className={styles.housingDark}
          x={x - width * 0.45}
          y={y - height * 0.2}
          width={width * 0.9}
          height={height * 0.4}
          rx={height * 0.2}
        />
      </g>
    );
  return (
    <ModuleCan
      key={module.name}
      x={x}
      y={y}
      width={module.size.width}
      height={module.size.height}
      antenna={module.antenna ?? 0}
    />
  );
}

/** Something drawn side by side on a board: its size, how to draw it at a point, and the name noted beside it. */
type PlacedThing = {size: Size; node: (x: number, y: number) => ReactNode; name?: string};

/** The form's modules, then its chips, as things to place in a row. */
function modulesAndChips(form: BoardForm | BeeForm): PlacedThing[] {
  return [
    ...(form.modules ?? []).map((module) => ({
      size: module.size,
      node: (x: number, y: number) => moduleNode(module, x, y),
      name: module.name,
    })),
    ...form.chips.map((chip) => ({
      size: chip.size,
      node: (x: number, y: number) => chipNode(chip, x, y),
      name: chip.name,
    })),
  ];
}

/** The extras' footprint in the middle of a board, so the board can grow to fit them. */
function extraSize(extra: ExtraFact): Size {
  switch (extra.kind) {
    case 'oledPanel':
      return {width: extra.size.width, height: extra.size.height};
    case 'ledGrid':
      return {width: extra.columns * 3, height: extra.rows * 3};
    case 'rgbLed':
      return {width: 5, height: 5};
    case 'coinCell':
      return {width: 14, height: 14};
    case 'microSdSlot':
      return {width: 11, height: 14};
    case 'lanSocket':
      return {width: 16, height: 14};
    case 'wireAntenna':
      return {width: 14, height: 4};
    case 'ultrasonicPair':
      return {width: 42, height: 16};
    case 'microphoneCapsule':
      return {width: 6, height: 6};
    case 'addressJumper':
      return {width: 3, height: 2};
  }
}

function extraNode(extra: ExtraFact, x: number, y: number, key: number): ReactNode {
  switch (extra.kind) {
    case 'oledPanel':
      return (
        <g key={key} data-extra="oled">
          <rect
            className={styles.chip}
            x={x - extra.size.width / 2}
            y={y - extra.size.height / 2}
            width={extra.size.width}
            height={extra.size.height}
            rx={0.4}
          />
          <rect
            className={styles.housingDark}
            x={x - extra.size.width / 2 + 1.5}
            y={y - extra.size.height / 2 + 1.5}
            width={extra.size.width - 3}
            height={extra.size.height - 5}
          />
        </g>
      );
    case 'ledGrid':
      return (
        <g key={key} data-extra="led-grid">
          {Array.from({length: extra.rows}, (_, row) =>
            Array.from({length: extra.columns}, (_, column) => (
              <Led
                key={`${row}-${column}`}
                x={x + (column - (extra.columns - 1) / 2) * 3}
                y={y + (row - (extra.rows - 1) / 2) * 3}
                width={1.6}
                height={1.6}
              />
            )),
          )}
        </g>
      );
    case 'rgbLed':
      return <Led key={key} x={x} y={y} width={5} height={5} />;
    case 'coinCell':
      return (
        <g key={key} data-extra="coin-cell">
          <circle className={styles.metal} cx={x} cy={y} r={7} />
          <circle className={styles.leader} cx={x} cy={y} r={5.5} />
        </g>
      );
    case 'microSdSlot':
      return <SdSlot key={key} x={x} y={y} width={11} height={14} />;
    case 'lanSocket':
      return (
        <g key={key} data-extra="lan">
          <rect className={styles.metal} x={x - 8} y={y - 7} width={16} height={14} rx={0.4} />
          <rect className={styles.slot} x={x + 6} y={y - 4} width={2} height={8} />
        </g>
      );
    case 'wireAntenna':
      return (
        <path
          key={key}
          className={styles.wire}
          d={`M ${x - 7} ${y} h 3 ${Array.from({length: 5}, () => 'l 1 -1.5 l 1 3 l 0 -1.5').join(' ')} h 1`}
        />
      );
    case 'ultrasonicPair':
      return (
        <g key={key} data-extra="ultrasonic">
          {[-13, 13].map((dx) => (
            <g key={dx}>
              <circle className={styles.metal} cx={x + dx} cy={y} r={8} />
              <circle className={styles.housingDark} cx={x + dx} cy={y} r={6} />
            </g>
          ))}
        </g>
      );
    case 'microphoneCapsule':
      return (
        <g key={key} data-extra="microphone">
          <circle className={styles.metal} cx={x} cy={y} r={3} />
          <circle className={styles.housingDark} cx={x} cy={y} r={2} />
        </g>
      );
    case 'addressJumper':
      return <SolderJumper key={key} x={x} y={y} />;
  }
}

/** A row of things laid out side by side around a centre. */
function spread<T>(things: readonly T[], width: (thing: T) => number, centre: number): Array<{thing: T; x: number}> {
  const total = things.reduce((sum, thing) => sum + width(thing), 0) + Math.max(0, things.length - 1) * 4;
  let left = centre - total / 2;
  return things.map((thing) => {
    const x = left + width(thing) / 2;
    left += width(thing) + 4;
    return {thing, x};
  });
}

function boardLayout(form: BoardForm): Layout {
  const sockets = visibleSockets(form.connectors);
  // More sockets than fit one edge go to the top edge as well.
  const twoRows = rowWidth(sockets) > 40;
  const bottom = twoRows ? sockets.slice(0, Math.ceil(sockets.length / 2)) : sockets;
  const top = twoRows ? sockets.slice(Math.ceil(sockets.length / 2)) : [];
  const middle = [
    ...(form.modules ?? []).map((module) => module.size),
    ...form.chips.map((chip) => chip.size),
    ...(form.extras ?? []).map(extraSize),
  ];
  const middleWidth = middle.reduce((sum, size) => sum + size.width, 0) + Math.max(0, middle.length - 1) * 4;
  const middleHeight = Math.max(0, ...middle.map((size) => size.height));
  // Lines of print flow at the top; print with a place stands where its layout file puts it.
  const printLines = (form.look.print ?? []).filter((line): line is string => typeof line === 'string');
  const placedPrint = (form.look.print ?? []).filter((line): line is PlacedPrint => typeof line !== 'string');
  const printHeight = printLines.length * 2.2;
  const size = form.size ?? {
    width: Math.max(DEFAULT_BOARD.width, rowWidth(bottom) + 6, rowWidth(top) + 6, middleWidth + 6),
    height: Math.max(DEFAULT_BOARD.height, middleHeight + printHeight + (bottom.length ? 9 : 3) + (top.length ? 9 : 3)),
  };
  const notes: Named[] = [];
  const nodes: ReactNode[] = [];
  // Sockets are drawn last, so nothing in the middle covers them.
  const socketNodes: ReactNode[] = [];
  const {width: w, height: h} = size;
  const panel = form.extras?.find((extra) => extra.kind === 'oledPanel');
  const placeRow = (row: readonly ConnectorFact[], y: number, rotate: Rotation) => {
    for (const {thing, x} of spread(row, connectorWidth, w / 2)) {
      // Only plugs with an opening are turned; printed pole numbers stay readable.
      const turn = thing.kind === 'jstPh' || thing.kind === 'qwiic' ? rotate : 0;
      // A terminal block is deeper than a plug socket: it sits a little further in.
      const at = thing.kind === 'terminalBlock' && rotate === 180 ? y - 1 : y;
      socketNodes.push(
        <g key={`c-${socketNodes.length}`} data-connector={thing.kind}>
          {drawConnector(thing, x, at, turn)}
        </g>,
      );
      const name = connectorName(thing);
      if (name) notes.push({name, x, y});
      if (thing.print)
        socketNodes.push(
          <Silk key={`p-${socketNodes.length}`} x={x} y={y - 4.4} size={1.8}>
            {thing.print}
          </Silk>,
        );
    }
  };
  // Below an OLED panel the socket sits right at the edge, in the strip the panel leaves.
  placeRow(bottom, panel ? h - 2.3 : h - INSET, 180);
  placeRow(top, INSET, 0);
  const topSpace = top.length ? 7 : 2;
  const printTop = topSpace + 1.6;
  const longest = Math.max(1, ...printLines.map((line) => line.length));
  const printSize = Math.min(1.8, (w - 3) / (longest * 0.62));
  printLines.forEach((line, index) => {
    nodes.push(
      <Silk key={`print-${index}`} x={w / 2} y={printTop + index * printSize * 1.25} size={printSize}>
        {line}
      </Silk>,
    );
  });
  placedPrint.forEach((line, index) => {
    nodes.push(
      <Silk key={`placed-${index}`} x={line.x} y={line.y} rotate={line.rotate} size={Math.max(line.size, MIN_PRINT)}>
        {line.text}
      </Silk>,
    );
  });
  // An OLED panel takes the top of its board and a socket the strip below it; with none below it is centred.
  const middleY =
    panel?.kind === 'oledPanel'
      ? bottom.length
        ? panel.size.height / 2 + 0.3
        : h / 2
      : (printTop + printLines.length * printSize * 1.25 + (h - (bottom.length ? 7 : 2))) / 2;
  const things: PlacedThing[] = [
    ...modulesAndChips(form),
    ...(form.extras ?? []).map((extra, index) => ({
      size: extraSize(extra),
      node: (x: number, y: number) => extraNode(extra, x, y, index),
      name: extra.kind === 'rgbLed' ? extra.name : undefined,
    })),
  ];
  for (const {thing, x} of spread(things, (thing) => thing.size.width, w / 2)) {
    nodes.push(<g key={`m-${nodes.length}`}>{thing.node(x, middleY)}</g>);
    if (thing.name) notes.push({name: thing.name, x, y: middleY});
  }
  // The names of a socket's contacts, in order, as one line under the board.
  const rows = spread(bottom, connectorWidth, w / 2);
  const labelled = rows.filter(({thing}) => thing.labels && thing.kind !== 'terminalBlock');
  const below =
    labelled.length > 0 ? (
      <g data-contact-names>
        {labelled.map(({thing, x}) => (
          <text
            key={x}
            className={styles.note}
            x={x}
            y={h + Math.max(1.8, w / 22) + 1}
            fontSize={Math.max(1.8, w / 22)}
            textAnchor="middle">
            {(thing.labels ?? []).join(' · ')}
          </text>
        ))}
      </g>
    ) : undefined;
  return {
    width: w,
    height: h,
    body: (
      <Pcb left={0} top={0} width={w} height={h} holes="none" colour={form.look.colour}>
        {nodes}
        {socketNodes}
      </Pcb>
    ),
    notes,
    below,
  };
}

// XBee rows: 2 × 10 contacts, 2 mm pitch, 22 mm apart (the XBee footprint every Bee shares).
const XBEE_ROW_X = [1.5, 23.5] as const;

function beeLayout(form: BeeForm): Layout {
  const {width: w, height: h} = form.size;
  const notes: Named[] = [];
  const nodes: ReactNode[] = XBEE_ROW_X.map((x) => (
    <SocketStrip key={`row-${x}`} x={x} y={h / 2} rotate={90} pins={10} pitch={2} />
  ));
  const between = 12.5;
  const extension = w > 30 ? (25 + w) / 2 : undefined;
  const inner = modulesAndChips(form);
  type Thing = {size: Size; node: (x: number, y: number) => ReactNode; name?: string};
  const extras: Thing[] = (form.extras ?? []).map((extra, index) => ({
    size: extraSize(extra),
    node: (x: number, y: number) => extraNode(extra, x, y, index),
  }));
  // Between the rows go the module or chip; a long Bee carries the socket or antenna beyond them.
  const placed: Array<{thing: Thing; x: number}> =
    extension !== undefined
      ? [...inner.map((thing) => ({thing, x: between})), ...extras.map((thing) => ({thing, x: extension}))]
      : [...inner, ...extras].map((thing) => ({thing, x: between}));
  for (const {thing, x} of placed) {
    nodes.push(<g key={`b-${nodes.length}`}>{thing.node(x, h / 2)}</g>);
    if (thing.name) notes.push({name: thing.name, x, y: h / 2});
  }
  return {
    width: w,
    height: h,
    body: (
      <Pcb left={0} top={0} width={w} height={h} holes="none" colour={form.look.colour}>
        {nodes}
      </Pcb>
    ),
    notes,
  };
}

function deviceLayout(form: DeviceForm, adapterLayout: Layout | undefined): Layout {
  const nodes: ReactNode[] = [];
  const notes: Named[] = [];
  let w: number;
  let h: number;
  switch (form.shape) {
    case 'probe': {
      const size = form.size ?? {width: 50, height: 6};
      w = size.width + 20;
      h = size.height + 8;
      const middle = 2 + size.height / 2;
      nodes.push(
        <g key="probe" data-extra="probe">
          <path className={styles.cable} d={`M ${size.width} ${middle} c 6 0 6 4 12 4 s 6 -4 8 -4`} />
          <rect
            className={styles.metal}
            x={0}
            y={2}
            width={size.width}
            height={size.height}
            rx={Math.min(size.height / 2, 4)}
          />
        </g>,
      );
      notes.push({name: form.name, x: size.width / 2, y: 2 + size.height / 2});
      break;
    }
    case 'dome': {
      // The sensor itself is drawn small beside the adapter board, which is what the reader plugs in.
      const size = {width: 24, height: 14};
      w = size.width;
      h = size.height;
      nodes.push(
        <g key="dome" data-extra="dome">
          <rect className={styles.housing} x={0} y={0} width={size.width} height={size.height} rx={size.height / 2} />
          <ellipse
            className={styles.ledLens}
            cx={size.width / 2}
            cy={size.height / 2}
            rx={size.width * 0.32}
            ry={size.height * 0.32}
          />
        </g>,
      );
      notes.push({name: form.name, x: size.width / 2, y: size.height / 2});
      break;
    }
    default: {
      const size = form.size ?? {width: 40, height: 40};
      // A nozzle stands out of the left edge of a box with a corner fan: the drawing makes room for it.
      const inlet = form.cornerFan ? 6 : 0;
      const fan = {x: inlet + size.width * 0.72, y: size.height * 0.28, r: Math.min(size.width, size.height) * 0.22};
      w = size.width + inlet;
      h = size.height;
      nodes.push(
        <g key="box" data-extra={form.shape}>
          {form.cornerFan && (
            <rect className={styles.metal} x={0} y={h * 0.6} width={inlet + 2} height={7} rx={1} data-extra="nozzle" />
          )}
          <PartBody
            x={inlet + size.width / 2}
            y={h / 2}
            width={size.width}
            height={h}
            colour={form.look.colour}
            opening={form.shape === 'fanBox' && !form.cornerFan ? Math.min(w, h) * 0.55 : undefined}
          />
          {form.cornerFan && (
            <g data-extra="corner-fan">
              <circle className={styles.metal} cx={fan.x} cy={fan.y} r={fan.r} />
              <circle className={styles.housingDark} cx={fan.x} cy={fan.y} r={fan.r * 0.3} />
            </g>
          )}
          {form.connectors.map((connector, index) => (
            <g key={index} data-connector={connector.kind}>
              {drawConnector(connector, w - connectorWidth(connector) / 2 - 3, h - 2.5, 0)}
            </g>
          ))}
        </g>,
      );
      notes.push({name: form.name, x: inlet + size.width / 2, y: h / 2});
    }
  }
  if (adapterLayout) {
    // The adapter board below the device, a cable between them: stacked, so both stay large on a phone.
    const top = h + 10;
    nodes.push(
      <path
        key="cable"
        className={styles.cable}
        d={`M ${w / 2} ${h} C ${w / 2} ${h + 6} ${adapterLayout.width / 2} ${top - 6} ${adapterLayout.width / 2} ${top}`}
      />,
      <g key="adapter" transform={`translate(0 ${top})`}>
        {adapterLayout.body}
        {adapterLayout.below}
      </g>,
    );
    for (const note of adapterLayout.notes) notes.push({...note, y: note.y + top});
    w = Math.max(w, adapterLayout.width);
    h = top + adapterLayout.height;
  }
  return {width: w, height: h, body: <g>{nodes}</g>, notes};
}

export function layoutFor(form: BoardForm | BeeForm | DeviceForm): Layout {
  if (form.form === 'board') return boardLayout(form);
  if (form.form === 'bee') return beeLayout(form);
  return deviceLayout(form, form.adapter ? boardLayout(form.adapter) : undefined);
}

export type PartSvgOptions = {
  /** Our labels beside the drawing; off for the small pictures of a kit's contents. */
  labels?: boolean;
  /** A line under the drawing about what is on the back (already translated). */
  backText?: string;
};

/** A drawing with the size of its viewBox (mm). */
export type SizedSvg = {svg: ReactElement; width: number; height: number};

/** Whether the drawing names anything in its label column. */
export function hasLabels(form: BoardForm | BeeForm | DeviceForm): boolean {
  return layoutFor(form).notes.length > 0;
}

/** One part drawing: the laid-out body plus a column of labels with leader lines. */
export function partSvg(
  form: BoardForm | BeeForm | DeviceForm,
  {labels = true, backText}: PartSvgOptions = {},
): SizedSvg {
  const layout = layoutFor(form);
  const margin = 2;
  const names = labels ? dedupe(layout.notes) : [];
  const longest = Math.max(0, ...names.map((note) => note.name.length));
  // Long labels widen the drawing and so shrink it on a phone: their size grows with them, so that a
  // phone's column (about 330 px at 360 px) still shows them 10 px high.
  const noteSize = Math.max(2, layout.width / 22, (layout.width + 10) / Math.max(1, 31 - 0.62 * longest));
  const column = names.length > 0 ? longest * noteSize * 0.62 + 6 : 0;
  const width = round(margin * 2 + layout.width + column);
  // The words about the back run under the drawing, broken into lines as wide as the drawing.
  const backLines = backText
    ? wrapWords(backText, Math.max(16, Math.floor((width - margin * 2) / (noteSize * 0.56))))
    : [];
  // Labels sorted top to bottom and kept apart, so their lines never cross.
  const sorted = [...names].sort((a, b) => a.y - b.y);
  const step = noteSize * 1.5;
  let last = -Infinity;
  const placed = sorted.map((note) => {
    const y = Math.max(note.y, last + step);
    last = y;
    return {...note, labelY: y};
  });
  const belowHeight =
    (layout.below ? Math.max(4, layout.width / 18) : 0) +
    backLines.length * noteSize * 1.3 +
    (backText ? noteSize * 0.7 : 0);
  const height = round(margin * 2 + Math.max(layout.height + belowHeight, last + noteSize));
  const svg = (
    <Drawing width={width} height={height}>
      <g transform={`translate(${margin} ${margin})`}>
        {layout.body}
        {layout.below}
        {backText && (
          <text
            className={styles.note}
            x={0}
            y={layout.height + (layout.below ? Math.max(4, layout.width / 18) : 0) + noteSize * 1.4}
            fontSize={noteSize}
            data-back-note>
            {backLines.map((line, index) => (
              <tspan key={index} x={0} dy={index === 0 ? 0 : noteSize * 1.3}>
                {index < backLines.length - 1 ? `${line} ` : line}
              </tspan>
            ))}
          </text>
        )}
        {placed.map((note) => (
          <Note
            key={note.name}
            from={{x: note.x, y: note.y}}
            to={{x: layout.width + 4, y: note.labelY}}
            size={noteSize}>
            {note.name}
          </Note>
        ))}
      </g>
    </Drawing>
  );
  return {svg, width, height};
}

/** A text broken at spaces into lines of at most `max` characters (a longer word keeps its own line). */
function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function dedupe(notes: readonly Named[]): Named[] {
  const seen = new Set<string>();
  return notes.filter((note) => (seen.has(note.name) ? false : (seen.add(note.name), true)));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
