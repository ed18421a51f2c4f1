import {useRef, type CSSProperties, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useScrollTabStop} from '../ScrollRegion/useScrollTabStop';
import type {BoardHardwareId} from '../../data/boardHardware';
import ProgramDownload from './ProgramDownload';
import styles from './styles.module.css';

/**
 * Draws a Blockly-like block from a small description, so the block pages can
 * show what a block looks like without screenshots. All label text comes from
 * the page, which lets each language pass its own on-screen labels.
 */

/** Toolbox categories we draw; each maps to one block colour. */
export type BlockColour =
  'logic' | 'loops' | 'math' | 'text' | 'variables' | 'time' | 'sensors' | 'web' | 'webserver' | 'output' | 'program';

/**
 * The hue each category has in the editor (sensebox/React-Ardublockly
 * src/components/Blockly/helpers/colour.js): the senseBox blocks (sensors, LEDs,
 * display, WiFi, openSenseMap, LoRa) share `sensebox` 120; the start block is
 * `procedures` 290; the web server blocks `webserver` 40.
 */
export const BLOCK_HUES: Record<BlockColour, number> = {
  logic: 210,
  loops: 10,
  math: 230,
  text: 160,
  variables: 330,
  time: 140,
  sensors: 120,
  web: 120,
  webserver: 40,
  output: 120,
  program: 290,
};

/**
 * The editor's colours: Blockly turns a hue into a colour at saturation 0.45
 * and value 0.65. Where white text on that colour stays under 4.5:1, the value
 * is lowered just enough to reach it (hue and saturation kept), so the labels
 * stay readable; logic 0.605, loops 0.635, text 0.5, time 0.505, senseBox 0.51,
 * web server 0.525; math, variables and the start block keep the editor's.
 */
export const BLOCK_COLOURS: Record<BlockColour, string> = {
  logic: '#55789a',
  loops: '#a26559',
  math: '#5b68a6',
  text: '#467f6c',
  variables: '#a65b80',
  time: '#47815a',
  sensors: '#488248',
  web: '#488248',
  webserver: '#86724a',
  output: '#488248',
  program: '#995ba6',
};

/** One piece of a block row, read from left to right. */
export type BlockPart =
  string | {field: string} | {dropdown: string} | {checkbox: boolean} | {socket: BlockSpec | null};

/** A row of a block; `statements` draws a C-shaped slot below the row. */
export type BlockRow = {
  parts: BlockPart[];
  statements?: BlockSpec[];
};

export type BlockSpec = {
  colour: BlockColour;
  rows: BlockRow[];
  /** A value block (it plugs into a socket) instead of a statement block. */
  output?: boolean;
};

export type BlocklyBlockProps = BlockSpec & {
  /** Text for screen readers in the page's language; defaults to the block's labels. */
  alt?: string;
  /**
   * A drawn program's id in src/data/blocklyPrograms.ts: the drawing gets its
   * files to open in the editor underneath. Every drawing of the start block
   * with blocks in it names one.
   */
  program?: string;
  /** Where the drawing is for one board (a board tab): only that board's file. */
  programBoard?: BoardHardwareId;
};

/** One block's own words: the labels, fields and menus of its rows, without the blocks inside it. */
function blockName(spec: BlockSpec): string {
  const words = spec.rows
    .flatMap((row) => row.parts)
    .flatMap((part) => {
      if (typeof part === 'string') return [part];
      if ('field' in part) return [part.field];
      if ('dropdown' in part) return [part.dropdown];
      return [];
    });
  return words.filter((word) => word.trim() !== '').join(' ');
}

/** Every block of a drawing in reading order, each named by its own words: the list a program's screenshot names. */
export function blockNames(spec: BlockSpec): string[] {
  const names = [blockName(spec)];
  for (const row of spec.rows) {
    for (const part of row.parts)
      if (typeof part === 'object' && 'socket' in part && part.socket) names.push(...blockNames(part.socket));
    for (const inner of row.statements ?? []) names.push(...blockNames(inner));
  }
  return names.filter(Boolean);
}

/** Collects the visible words of a block, used for the default accessible name. */
export function blockText(spec: BlockSpec): string {
  const words: string[] = [];
  for (const row of spec.rows) {
    for (const part of row.parts) {
      if (typeof part === 'string') words.push(part);
      else if ('field' in part) words.push(part.field);
      else if ('dropdown' in part) words.push(part.dropdown);
      else if ('socket' in part && part.socket) words.push(blockText(part.socket));
    }
    for (const inner of row.statements ?? []) words.push(blockText(inner));
  }
  return words.filter((word) => word.trim() !== '').join(' ');
}

function Part({part}: {part: BlockPart}): ReactNode {
  if (typeof part === 'string') return <span className={styles.label}>{part}</span>;
  if ('field' in part) return <span className={styles.field}>{part.field}</span>;
  if ('dropdown' in part) return <span className={styles.dropdown}>{part.dropdown} ▾</span>;
  if ('checkbox' in part) return <span className={styles.checkbox}>{part.checkbox ? '✓' : ''}</span>;
  return <span className={styles.socket}>{part.socket ? <BlockBody spec={part.socket} /> : null}</span>;
}

function BlockBody({spec}: {spec: BlockSpec}): ReactNode {
  // A custom property lets the CSS tabs and notches reuse the block colour.
  const style = {'--blockly-block-colour': BLOCK_COLOURS[spec.colour]} as CSSProperties;
  return (
    <span
      className={`${styles.block} ${spec.output ? styles.valueBlock : styles.statementBlock}`}
      style={style}
      data-colour={spec.colour}>
      {spec.rows.map((row, rowIndex) => (
        <span className={styles.rowGroup} key={rowIndex}>
          <span className={styles.row}>
            {row.parts.map((part, partIndex) => (
              <Part part={part} key={partIndex} />
            ))}
          </span>
          {row.statements ? (
            <span className={styles.statementInput}>
              {row.statements.map((inner, innerIndex) => (
                <BlockBody spec={inner} key={innerIndex} />
              ))}
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}

export default function BlocklyBlock({alt, program, programBoard, ...spec}: BlocklyBlockProps): ReactNode {
  const label =
    alt ??
    translate(
      {
        id: 'blocklyBlock.defaultAlt',
        message: 'Blockly-Block: {labels}',
        description: 'Screen-reader name of a drawn Blockly block; {labels} are the texts on the block',
      },
      {labels: blockText(spec)},
    );
  if (!program) return <BlocklyFigure label={label} spec={spec} />;
  return (
    <>
      <BlocklyFigure label={label} spec={spec} />
      <ProgramDownload program={program} board={programBoard} blocks={blockNames(spec)} />
    </>
  );
}

/**
 * The drawing scrolls sideways where a phone is narrower than the block; then
 * it takes keyboard focus so it can be scrolled without a mouse. The server
 * HTML is focusable already (the width is unknown there); the browser drops
 * the tab stop once it has measured that the drawing fits.
 */
function BlocklyFigure({label, spec}: {label: string; spec: BlockSpec}): ReactNode {
  const figure = useRef<HTMLSpanElement>(null);
  const tabStop = useScrollTabStop(figure);
  return (
    <span ref={figure} className={styles.figure} role="img" aria-label={label} {...(tabStop ? {tabIndex: 0} : {})}>
      <BlockBody spec={spec} />
    </span>
  );
}
