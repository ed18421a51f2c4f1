import type {ReactNode} from 'react';
import {styles} from './classes';

/**
 * The shapes every identification drawing is made of: boards, connectors,
 * chips, buttons, LEDs, light sensors and the print on a board. One unit is
 * one millimetre of the real part, so a socket is the same size in every
 * drawing and a drawing can be laid out from a data sheet's dimensions. Each shape is
 * placed by its centre (`x`, `y`) and turned by `rotate` (degrees, clockwise)
 * about that centre; at `rotate` 0 a connector's opening faces up (towards
 * y = 0). The shapes take no words: text is passed in by the caller, and
 * visible words are the caller's to translate.
 *
 * Colours come from the custom properties drawing.css uses (one palette per
 * colour mode); strokes do not scale, so thin lines stay visible on a phone.
 */

export type Rotation = 0 | 90 | 180 | 270;

export type Placed = {
  /** Centre, in mm from the drawing's origin. */
  x: number;
  y: number;
  rotate?: Rotation;
};

function place({x, y, rotate}: Placed): string {
  return rotate ? `translate(${x} ${y}) rotate(${rotate})` : `translate(${x} ${y})`;
}

/** Rounded to 0.01 mm, so the markup stays short. */
function r(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Pitch-spaced positions centred on 0: the contacts of a row. */
function row(count: number, pitch: number): number[] {
  return Array.from({length: count}, (_, index) => r((index - (count - 1) / 2) * pitch));
}

// ---------------------------------------------------------------- drawing --

export type DrawingProps = {
  /** Width and height of the drawing in mm. */
  width: number;
  height: number;
  children: ReactNode;
};

/** The SVG element around an identification drawing: one viewBox in mm. Its words are the image's alt text. */
export function Drawing({width, height, children}: DrawingProps): ReactNode {
  return (
    <svg className={styles.part} viewBox={`0 0 ${width} ${height}`} xmlns="http://www.w3.org/2000/svg">
      {children}
    </svg>
  );
}

// -------------------------------------------------------------------- pcb --

/** Colours of boards, lids and plates a source settles; without one a board keeps the neutral colour. */
export type SurfaceColour = 'green' | 'blue' | 'black';

/** The class that paints a surface in its colour, added to the shape's own class. */
export function colourClass(base: string, colour: SurfaceColour | undefined): string {
  if (!colour) return base;
  const tint = {green: styles.pcbGreen, blue: styles.pcbBlue, black: styles.pcbBlack}[colour];
  return `${base} ${tint}`;
}

export type PcbProps = {
  /** Top-left corner and size in mm (the one shape placed by its corner). */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Corner radius in mm. */
  radius?: number;
  /**
   * Mounting holes: 'corners' puts one in each corner, inset by `holeInset`;
   * or a list of centres relative to the board's top-left corner.
   */
  holes?: 'corners' | 'none' | ReadonlyArray<{x: number; y: number}>;
  /** Hole diameter in mm (M3 clearance by default). */
  holeDiameter?: number;
  holeInset?: number;
  /** The board's colour, where a source settles it. */
  colour?: SurfaceColour;
  /** An outline that is not a rectangle: an SVG path in the board's own coordinates (mm, top-left origin). */
  outline?: string;
  children?: ReactNode;
};

/** A circuit board seen from the top: outline, mounting holes and what sits on it. */
export function Pcb({
  left,
  top,
  width,
  height,
  radius = 1,
  holes = 'corners',
  holeDiameter = 3.2,
  holeInset = 2.6,
  colour,
  outline,
  children,
}: PcbProps): ReactNode {
  const centres =
    holes === 'none'
      ? []
      : holes === 'corners'
        ? [
            {x: holeInset, y: holeInset},
            {x: width - holeInset, y: holeInset},
            {x: holeInset, y: height - holeInset},
            {x: width - holeInset, y: height - holeInset},
          ]
        : holes;
  return (
    <g transform={`translate(${left} ${top})`} data-shape="pcb">
      {outline ? (
        <path className={colourClass(styles.pcb, colour)} d={outline} />
      ) : (
        <rect className={colourClass(styles.pcb, colour)} width={width} height={height} rx={radius} />
      )}
      {centres.map((hole) => (
        <circle key={`${hole.x},${hole.y}`} className={styles.hole} cx={hole.x} cy={hole.y} r={holeDiameter / 2} />
      ))}
      {children}
    </g>
  );
}

// ------------------------------------------------------------- connectors --

export type ConnectorProps = Placed & {
  /** Number of contacts (4 for the senseBox I2C cables). */
  pins?: number;
};

/**
 * JST PH socket, 2 mm pitch, top entry: a light housing with one slot per
 * contact and the polarising ribs on the side the plug's latch goes.
 * Sizes from JST's PH drawing (B4B-PH-K: 9.9 × 4.5 mm for four contacts).
 */
export function JstPh({pins = 4, ...at}: ConnectorProps): ReactNode {
  const width = 2 * (pins - 1) + 3.9;
  const height = 4.5;
  return (
    <g transform={place(at)} data-shape="jst-ph">
      <rect className={styles.housing} x={-width / 2} y={-height / 2} width={width} height={height} rx={0.3} />
      <rect className={styles.slot} x={-width / 2 + 0.6} y={-height / 2 + 0.5} width={width - 1.2} height={0.7} />
      {row(pins, 2).map((cx) => (
        <rect key={cx} className={styles.metal} x={cx - 0.35} y={-0.2} width={0.7} height={1.4} />
      ))}
    </g>
  );
}

/**
 * JST SH socket (Qwiic / STEMMA QT), 1 mm pitch, side entry: a small light
 * housing with the two solder tabs left and right. SM04B-SRSS: body 6 × 4.25 mm
 * plus tabs.
 */
export function JstSh({pins = 4, ...at}: ConnectorProps): ReactNode {
  const width = pins + 2;
  const height = 4.25;
  return (
    <g transform={place(at)} data-shape="jst-sh">
      <rect className={styles.metal} x={-width / 2 - 1} y={-0.4} width={1.2} height={2.2} />
      <rect className={styles.metal} x={width / 2 - 0.2} y={-0.4} width={1.2} height={2.2} />
      <rect className={styles.housing} x={-width / 2} y={-height / 2} width={width} height={height} rx={0.2} />
      <rect className={styles.slot} x={-width / 2 + 0.5} y={-height / 2} width={width - 1} height={1.1} />
      {row(pins, 1).map((cx) => (
        <rect key={cx} className={styles.metal} x={cx - 0.2} y={height / 2} width={0.4} height={0.9} />
      ))}
    </g>
  );
}

export type HeaderProps = Placed & {
  /** Contacts per row. */
  pins: number;
  rows?: 1 | 2;
  /** Contact names beside the row (printed on the board), in order. */
  labels?: readonly string[];
  /** Empty holes instead of soldered pins. */
  holesOnly?: boolean;
};

/** A 2.54 mm pin header (or its row of holes), optionally with the printed pin names below it. */
export function PinHeader({pins, rows = 1, labels, holesOnly = false, ...at}: HeaderProps): ReactNode {
  const pitch = 2.54;
  const xs = row(pins, pitch);
  const ys = row(rows, pitch);
  const left = -(pins * pitch) / 2;
  const top = -(rows * pitch) / 2;
  return (
    <g transform={place(at)} data-shape="pin-header">
      {!holesOnly && (
        <rect className={styles.housingDark} x={left} y={top} width={pins * pitch} height={rows * pitch} />
      )}
      {xs.map((cx) =>
        ys.map((cy) =>
          holesOnly ? (
            <circle key={`${cx},${cy}`} className={styles.hole} cx={cx} cy={cy} r={0.5} />
          ) : (
            <rect key={`${cx},${cy}`} className={styles.metal} x={cx - 0.32} y={cy - 0.32} width={0.64} height={0.64} />
          ),
        ),
      )}
      {labels?.map((label, index) => (
        <text
          key={label + index}
          className={styles.silk}
          x={xs[index]}
          y={r(-top + 1.9)}
          fontSize={1.5}
          textAnchor="middle">
          {label}
        </text>
      ))}
    </g>
  );
}

export type TerminalBlockProps = Placed & {
  poles: number;
  /** Pole pitch in mm (5.0 or 3.5 for common screw terminals). */
  pitch?: number;
  /** Printed numbers or names per pole, in order. */
  labels?: readonly string[];
};

/** A screw terminal block: one screw per pole, wire entries on the top edge, pole names printed above. */
export function TerminalBlock({poles, pitch = 3.5, labels, ...at}: TerminalBlockProps): ReactNode {
  const width = poles * pitch;
  const height = 7;
  return (
    <g transform={place(at)} data-shape="terminal-block">
      <rect className={styles.housing} x={-width / 2} y={-height / 2} width={width} height={height} rx={0.3} />
      {row(poles, pitch).map((cx, index) => (
        <g key={cx}>
          <rect className={styles.slot} x={cx - pitch * 0.3} y={-height / 2} width={pitch * 0.6} height={1} />
          <circle className={styles.metal} cx={cx} cy={0.6} r={pitch * 0.32} />
          <line className={styles.leader} x1={cx - pitch * 0.22} y1={0.6} x2={cx + pitch * 0.22} y2={0.6} />
          {labels?.[index] !== undefined && (
            <text className={styles.silk} x={cx} y={-height / 2 - 0.8} fontSize={1.5} textAnchor="middle">
              {labels[index]}
            </text>
          )}
        </g>
      ))}
    </g>
  );
}

/** USB-C receptacle seen from above: metal shell, opening on the top edge. 8.9 × 7.3 mm. */
export function UsbC(at: Placed): ReactNode {
  return (
    <g transform={place(at)} data-shape="usb-c">
      <rect className={styles.metal} x={-4.45} y={-3.65} width={8.9} height={7.3} rx={1.2} />
      <rect className={styles.slot} x={-3.3} y={-3.65} width={6.6} height={1.2} rx={0.5} />
    </g>
  );
}

/** Micro-USB receptacle seen from above. 7.5 × 5 mm. */
export function MicroUsb(at: Placed): ReactNode {
  return (
    <g transform={place(at)} data-shape="micro-usb">
      <rect className={styles.metal} x={-3.75} y={-2.5} width={7.5} height={5} rx={0.4} />
      <rect className={styles.slot} x={-3} y={-2.5} width={6} height={1} />
    </g>
  );
}

/** Coaxial antenna socket (u.FL, or SMA with `size` 6.35): a round jack on a square base. */
export function AntennaConnector({size = 3, ...at}: Placed & {size?: number}): ReactNode {
  return (
    <g transform={place(at)} data-shape="antenna-connector">
      <rect className={styles.metal} x={-size / 2} y={-size / 2} width={size} height={size} rx={size * 0.1} />
      <circle className={styles.housingDark} r={size * 0.33} />
      <circle className={styles.metal} r={size * 0.1} />
    </g>
  );
}

/** microSD socket seen from above: a metal cover, card entry on the top edge. Push-push type: 14 × 15 mm. */
export function SdSlot({width = 14, height = 15, ...at}: Placed & {width?: number; height?: number}): ReactNode {
  return (
    <g transform={place(at)} data-shape="sd-slot">
      <rect className={styles.metal} x={-width / 2} y={-height / 2} width={width} height={height} rx={0.5} />
      <rect className={styles.slot} x={-width / 2 + 1} y={-height / 2} width={width - 2} height={0.8} />
      <line
        className={styles.leader}
        x1={-width / 2 + 1.5}
        y1={height / 2 - 2}
        x2={width / 2 - 1.5}
        y2={height / 2 - 2}
      />
    </g>
  );
}

/** Board-to-board socket or XBee row: two rows of holes in a dark strip. */
export function SocketStrip({pins, pitch = 2, ...at}: Placed & {pins: number; pitch?: number}): ReactNode {
  const xs = row(pins, pitch);
  return (
    <g transform={place(at)} data-shape="socket-strip">
      <rect className={styles.housingDark} x={-(pins * pitch) / 2} y={-pitch / 2} width={pins * pitch} height={pitch} />
      {xs.map((cx) => (
        <circle key={cx} className={styles.metal} cx={cx} cy={0} r={pitch * 0.22} />
      ))}
    </g>
  );
}

/** Flat flex-cable socket (FPC/FFC), e.g. for a camera: dark latch over a light body. */
export function FpcSocket({width, ...at}: Placed & {width: number}): ReactNode {
  return (
    <g transform={place(at)} data-shape="fpc">
      <rect className={styles.housing} x={-width / 2} y={-2} width={width} height={4} rx={0.2} />
      <rect className={styles.housingDark} x={-width / 2 + 0.5} y={-2} width={width - 1} height={1.6} />
    </g>
  );
}

// ------------------------------------------------------------ components --

export type ChipPackage = 'qfn' | 'lga' | 'dfn' | 'soic' | 'sot';

export type ChipProps = Placed & {
  /** Body size in mm. */
  width: number;
  height: number;
  package?: ChipPackage;
  /** Lines printed on the chip, only where a source gives them. */
  marking?: readonly string[];
  /** Corner of pin 1 (the dot): top-left unless said otherwise. */
  pin1?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'none';
};

/**
 * An integrated circuit: a dark body with a pin-1 dot and the lines printed
 * on it. Leaded packages (SOIC, SOT) get their legs; the leadless ones (QFN,
 * LGA, DFN) show only their body, as they do on the board.
 */
export function Chip({width, height, package: pkg = 'qfn', marking, pin1 = 'top-left', ...at}: ChipProps): ReactNode {
  const legs = pkg === 'soic' || pkg === 'sot' ? Math.max(2, Math.round(width / 1.27)) : 0;
  const legXs = legs > 0 ? row(legs, width / legs) : [];
  const dotX = pin1.endsWith('left') ? -width / 2 + 0.6 : width / 2 - 0.6;
  const dotY = pin1.startsWith('top') ? -height / 2 + 0.6 : height / 2 - 0.6;
  const lines = marking ?? [];
  // The marking fits the body: the font shrinks with the longest line.
  const longest = Math.max(1, ...lines.map((line) => line.length));
  const fontSize = r(Math.min(height / (lines.length + 1), (width * 1.45) / longest, 2.2));
  return (
    <g transform={place(at)} data-shape="chip" data-package={pkg}>
      {legXs.map((cx) => (
        <g key={cx}>
          <rect className={styles.metal} x={cx - 0.2} y={-height / 2 - 0.8} width={0.4} height={0.8} />
          <rect className={styles.metal} x={cx - 0.2} y={height / 2} width={0.4} height={0.8} />
        </g>
      ))}
      <rect className={styles.chip} x={-width / 2} y={-height / 2} width={width} height={height} rx={0.15} />
      {pin1 !== 'none' && <circle className={styles.pin1} cx={dotX} cy={dotY} r={Math.min(width, height) * 0.07} />}
      {lines.map((line, index) => (
        <text
          key={line + index}
          className={styles.chipText}
          x={0}
          y={r((index - (lines.length - 1) / 2) * fontSize * 1.15 + fontSize * 0.35)}
          fontSize={fontSize}
          textAnchor="middle">
          {line}
        </text>
      ))}
    </g>
  );
}

export type ModuleProps = Placed & {
  width: number;
  height: number;
  /** Length of the printed antenna at the module's top end, in mm; 0 for none. */
  antenna?: number;
  /** Lines printed on the shield can (e.g. "ESP32-S3-WROOM-1"), only where a source gives them. */
  marking?: readonly string[];
};

/**
 * A radio module such as an ESP32 module: a metal shield can over a small
 * board whose top end carries the printed antenna.
 */
export function ModuleCan({width, height, antenna = 0, marking, ...at}: ModuleProps): ReactNode {
  const canTop = -height / 2 + antenna;
  const lines = marking ?? [];
  const longest = Math.max(1, ...lines.map((line) => line.length));
  const fontSize = r(Math.min(2, (width * 1.4) / longest));
  const canMiddle = (canTop + height / 2) / 2;
  return (
    <g transform={place(at)} data-shape="module">
      <rect className={styles.pcb} x={-width / 2} y={-height / 2} width={width} height={height} rx={0.3} />
      {antenna > 0 && (
        <path
          className={styles.silkLine}
          d={`M ${r(-width / 2 + 1.5)} ${r(canTop - 1)} v ${r(-antenna + 2.5)} h 2 v ${r(antenna - 3)} h 2 v ${r(-antenna + 3)} h 2 v ${r(antenna - 3)} h 2 v ${r(-antenna + 3)} h 2`}
        />
      )}
      <rect
        className={styles.metal}
        x={-width / 2 + 0.6}
        y={canTop}
        width={width - 1.2}
        height={height / 2 - canTop - 0.6}
        rx={0.4}
      />
      {lines.map((line, index) => (
        <text
          key={line + index}
          className={`${styles.chipText} ${styles.canText}`}
          x={0}
          y={r(canMiddle + (index - (lines.length - 1) / 2) * fontSize * 1.3 + fontSize * 0.35)}
          fontSize={fontSize}
          textAnchor="middle">
          {line}
        </text>
      ))}
    </g>
  );
}

export type LedProps = Placed & {
  /** Package size in mm: 1.6 × 0.8 for a small indicator, 5 × 5 for an RGB LED. */
  width?: number;
  height?: number;
  /** The colour it lights in, where its part name says; an RGB LED or an unknown one has none. */
  color?: LedColor;
};

export type LedColor = 'red' | 'green';

const LED_LENS: Record<LedColor, string | undefined> = {red: styles.ledLensRed, green: styles.ledLensGreen};

/** A surface-mount LED: light body with a round lens, tinted in the LED's colour where it has one. */
export function Led({width = 1.6, height = 0.8, color, ...at}: LedProps): ReactNode {
  const lens = Math.min(width, height) * 0.36;
  return (
    <g transform={place(at)} data-shape="led" data-color={color}>
      <rect className={styles.ledBody} x={-width / 2} y={-height / 2} width={width} height={height} rx={0.1} />
      <circle className={[styles.ledLens, color && LED_LENS[color]].filter(Boolean).join(' ')} r={r(lens)} />
    </g>
  );
}

export type PhotodiodeProps = Placed & {
  /** Package size in mm (1.6 × 0.8 for an 0603 part). */
  width?: number;
  height?: number;
};

/**
 * A surface-mount photodiode (light sensor): metal end contacts, a dark body
 * and a square light window over the sensing chip. It is drawn unlike the LED
 * (light body, round lens) on purpose: on a board the two are the same size
 * and would otherwise look alike.
 */
export function Photodiode({width = 1.6, height = 0.8, ...at}: PhotodiodeProps): ReactNode {
  const contact = r(width * 0.2);
  const pane = r(Math.min(width - 2 * contact, height) * 0.6);
  return (
    <g transform={place(at)} data-shape="photodiode">
      <rect className={styles.metal} x={-width / 2} y={-height / 2} width={width} height={height} rx={0.05} />
      <rect
        className={styles.chip}
        x={r(-width / 2 + contact)}
        y={-height / 2}
        width={r(width - 2 * contact)}
        height={height}
      />
      <rect className={styles.sensorWindow} x={r(-pane / 2)} y={r(-pane / 2)} width={pane} height={pane} />
    </g>
  );
}

export type PushButtonProps = Placed & {
  size?: number;
  height?: number;
  /**
   * The cap on top where the footprint draws one: a rectangle of this size, or
   * a circle of this diameter (mm); without it a round cap of 60 % of the
   * shorter side.
   */
  cap?: ButtonCap;
  /**
   * A button pushed from the side (mm): the plunger stands out of the body's
   * edge that faces up at `rotate` 0, and there is no cap on top. Takes the
   * place of `cap`.
   */
  plunger?: {width: number; depth: number};
  /** The cap's colour where the data gives it for the revision drawn. */
  capColour?: ButtonColour;
};

export type ButtonColour = 'red' | 'blue';

export type ButtonCap = {width: number; height: number} | {diameter: number};

/**
 * A tactile push button: body with a round cap, or the cap `cap` says, or no
 * cap and a plunger on one edge for a side-pushed one. Square by default
 * (6 × 6 mm); `height` makes it oblong (small SMD buttons are ~ 3 × 4 mm).
 */
export function PushButton({size = 6, height = size, cap, plunger, capColour, ...at}: PushButtonProps): ReactNode {
  const kind = plunger ? 'side' : cap && 'width' in cap ? 'rect' : 'round';
  const capClass = capColour
    ? `${styles.buttonCap} ${capColour === 'red' ? styles.capRed : styles.capBlue}`
    : styles.buttonCap;
  return (
    <g transform={place(at)} data-shape="button" data-cap={kind} data-cap-colour={capColour}>
      <rect className={styles.metal} x={-size / 2} y={-height / 2} width={size} height={height} rx={0.3} />
      {plunger ? (
        <rect
          className={capClass}
          x={r(-plunger.width / 2)}
          y={r(-height / 2 - plunger.depth)}
          width={plunger.width}
          height={plunger.depth}
          rx={0.1}
        />
      ) : cap && 'width' in cap ? (
        <rect
          className={capClass}
          x={r(-cap.width / 2)}
          y={r(-cap.height / 2)}
          width={cap.width}
          height={cap.height}
          rx={0.2}
        />
      ) : (
        <circle className={capClass} r={r(cap ? cap.diameter / 2 : Math.min(size, height) * 0.3)} />
      )}
    </g>
  );
}

/** A slide switch: body with its knob moved to one side. */
export function SlideSwitch({width = 7, height = 3, ...at}: Placed & {width?: number; height?: number}): ReactNode {
  return (
    <g transform={place(at)} data-shape="switch">
      <rect className={styles.metal} x={-width / 2} y={-height / 2} width={width} height={height} rx={0.3} />
      <rect
        className={styles.buttonCap}
        x={-width / 2 + 0.6}
        y={-height / 2 + 0.5}
        width={width * 0.4}
        height={height - 1}
      />
    </g>
  );
}

/** A generic box-shaped part (a camera, a fan, a sensor housing) with an optional round opening. */
export function PartBody({
  width,
  height,
  opening,
  dark = false,
  colour,
  ...at
}: Placed & {width: number; height: number; opening?: number; dark?: boolean; colour?: SurfaceColour}): ReactNode {
  return (
    <g transform={place(at)} data-shape="body">
      <rect
        className={colourClass(dark ? styles.chip : styles.housing, colour)}
        x={-width / 2}
        y={-height / 2}
        width={width}
        height={height}
        rx={0.6}
      />
      {opening !== undefined && <circle className={dark ? styles.metal : styles.housingDark} r={opening / 2} />}
    </g>
  );
}

// ------------------------------------------------------------------ print --

export type SilkProps = Placed & {
  children: string;
  /** Font size in mm: 1.2 small print, 1.6 default, 2.4 a board's name. */
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  bold?: boolean;
};

/**
 * Text printed on the board (silkscreen). Only text the part really carries
 * belongs here; our own explanations use `Note`.
 */
export function Silk({children, size = 1.6, anchor = 'middle', bold = false, ...at}: SilkProps): ReactNode {
  return (
    <text
      className={styles.silk}
      transform={place(at)}
      y={r(size * 0.35)}
      fontSize={size}
      fontWeight={bold ? 700 : undefined}
      textAnchor={anchor}
      data-shape="silk">
      {children}
    </text>
  );
}

/** A solder jumper: two pads, bridged when `closed`. */
export function SolderJumper({closed = false, ...at}: Placed & {closed?: boolean}): ReactNode {
  return (
    <g transform={place(at)} data-shape="jumper">
      <rect className={styles.metal} x={-1.1} y={-0.7} width={0.9} height={1.4} />
      <rect className={styles.metal} x={0.2} y={-0.7} width={0.9} height={1.4} />
      {closed && <rect className={styles.metal} x={-0.3} y={-0.3} width={0.6} height={0.6} />}
    </g>
  );
}

// ------------------------------------------------------------ annotation --

export type NoteProps = {
  /** Where the leader line points (on the part). */
  from: {x: number; y: number};
  /** Where the text sits (outside the board). */
  to: {x: number; y: number};
  children: string;
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
};

/** Our own label with a leader line: names what the reader should look for. Caller translates the text. */
export function Note({from, to, children, size = 2, anchor = 'start'}: NoteProps): ReactNode {
  return (
    <g data-shape="note">
      <line className={styles.leader} x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
      <circle className={styles.leader} cx={from.x} cy={from.y} r={0.4} />
      <text
        className={styles.note}
        x={to.x + (anchor === 'start' ? 0.8 : anchor === 'end' ? -0.8 : 0)}
        y={to.y + size * 0.35}
        fontSize={size}
        textAnchor={anchor}>
        {children}
      </text>
    </g>
  );
}

/** The marked region of an on-board part: dashed outline plus tint, so it shows without colour vision. */
export function Highlight({width, height, ...at}: Placed & {width: number; height: number}): ReactNode {
  return (
    <rect
      className={styles.highlight}
      transform={place(at)}
      x={-width / 2 - 1.5}
      y={-height / 2 - 1.5}
      width={width + 3}
      height={height + 3}
      rx={1.2}
      data-shape="highlight"
    />
  );
}
