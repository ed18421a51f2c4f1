import type {BoardHardwareId} from '../data/boardHardware';

/**
 * Blockly programs as files the senseBox Blockly editor opens ("Projekt öffnen" /
 * "Open project"). A program is written once, as data (src/data/blocklyPrograms.ts);
 * this module turns it into the XML the editor itself saves: an `<xml>` root with
 * the `board` attribute (the editor selects that board and its toolbox; without
 * it, it falls back to the MCU and warns), the start block `arduino_functions`
 * with the statement inputs SETUP_FUNC and LOOP_FUNC, and every block as
 * `<block type>` with `<field>`, `<value>`, `<statement>` and `<next>`, the
 * format Blockly.Xml.domToWorkspace reads (sensebox/React-Ardublockly,
 * src/components/Workspace/ToolbarItems/OpenProject.jsx and actions/workspaceActions.js).
 *
 * Pure functions: the build plugin (plugins/blockly-files), the download links
 * and the tests all name a file through `programFilePath`.
 */

/** The folder below the locale's build folder (and URL below its base URL) that holds the programs. */
export const BLOCKLY_DIR = 'blockly-xml';

/**
 * The editor's board values (its helpers/board.js, setBoardHelper), by our board id. They are also what
 * its menu bar shows for the chosen board: actions/boardAction.js stores `board.toUpperCase()` and
 * components/Navbar.jsx prints it (only "MCU:MINI" as "MCU:mini"), so the Eye reads `MCU-EYE` there,
 * while the board list that opens from it says "MCU-Eye" (sensebox/React-Ardublockly 6510fb88).
 */
export const EDITOR_BOARD: Record<BoardHardwareId, string> = {
  mcu: 'MCU',
  mini: 'MCU:MINI',
  mcus2: 'MCU-S2',
  eye: 'MCU-EYE',
};

export type ProgramLocale = 'de' | 'en';

/**
 * A field's value as the editor stores it: a dropdown's value (not its label),
 * a number or text. Text a reader sees in the program (a message, a title) may
 * differ by language; a pin or port may differ by board.
 */
export type FieldValue =
  string | {text: Record<ProgramLocale, string>} | {perBoard: Partial<Record<BoardHardwareId, string>>} | VariableRef;

/**
 * A variable field (the editor's FieldVariable, named VAR): the key of one of the
 * program's `variables`. Blockly finds the variable by the id the field carries and
 * refuses a field whose `variabletype` differs from the variable's type, so the
 * field is written with both, taken from the program's list.
 */
export type VariableRef = {variable: string};

/** A typed variable as the editor's "Create Typed Variable" makes it: its name (it may differ by language) and type ("int", "float", "String" …). */
export type ProgramVariable = {key: string; name: string | {text: Record<ProgramLocale, string>}; type: string};

export type ProgramBlock = {
  type: string;
  fields?: Record<string, FieldValue>;
  /** Blocks plugged into value inputs, by input name. */
  values?: Record<string, ProgramBlock>;
  /** Stacks of blocks in statement inputs, by input name. */
  statements?: Record<string, ProgramBlock[]>;
  /** Attributes of the block's `<mutation>`, for blocks whose shape the XML must restore. */
  mutation?: Record<string, string>;
};

export type BlocklyProgram = {
  /** The file's name without board and extension: lower case, digits and hyphens. */
  id: string;
  /** Our ids of the boards the program is for; one file each, since the file names its board. */
  boards: BoardHardwareId[];
  setup: ProgramBlock[];
  loop: ProgramBlock[];
  /** Variables the program uses (Blockly lists them in `<variables>`), name and type as the editor's typed variables keep them. */
  variables?: ProgramVariable[];
};

/** `blockly-xml/<id>-<board>.xml`: the path below the locale's build folder. */
export function programFilePath(id: string, board: BoardHardwareId): string {
  return `${BLOCKLY_DIR}/${id}-${board}.xml`;
}

/** `<id>-<board>.xml`, the name the browser saves it under. */
export function programFileName(id: string, board: BoardHardwareId): string {
  return `${id}-${board}.xml`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function variableName(variable: ProgramVariable, locale: ProgramLocale): string {
  return typeof variable.name === 'string' ? variable.name : variable.name.text[locale];
}

/** The value a field has in one language on one board (for a variable field its name); throws where the data names none. */
export function resolveField(
  value: FieldValue,
  board: BoardHardwareId,
  locale: ProgramLocale,
  variables: readonly ProgramVariable[] = [],
): string {
  if (typeof value === 'string') return value;
  if ('text' in value) return value.text[locale];
  if ('variable' in value) {
    const variable = variables.find((candidate) => candidate.key === value.variable);
    if (!variable) throw new Error(`No variable ${value.variable} in the program`);
    return variableName(variable, locale);
  }
  const forBoard = value.perBoard[board];
  if (forBoard === undefined) throw new Error(`No value for board ${board}`);
  return forBoard;
}

type Context = {
  board: BoardHardwareId;
  locale: ProgramLocale;
  ids: {next: number};
  variables: readonly ProgramVariable[];
};

/** The id a variable has in the file: v1, v2 … in the order of the program's list. */
function variableId(variables: readonly ProgramVariable[], key: string): string {
  return `v${variables.findIndex((variable) => variable.key === key) + 1}`;
}

/** Block ids only have to be unique in the file; short, fixed ones keep the files stable between builds. */
function nextId(context: Context): string {
  context.ids.next += 1;
  return `b${context.ids.next}`;
}

function stackXml(blocks: readonly ProgramBlock[], context: Context, indent: string): string {
  const [first, ...rest] = blocks;
  if (!first) return '';
  return blockXml(first, context, indent, rest);
}

function blockXml(
  block: ProgramBlock,
  context: Context,
  indent: string,
  following: readonly ProgramBlock[] = [],
  position = '',
): string {
  const inner = `${indent}  `;
  const lines = [`${indent}<block type="${escapeXml(block.type)}" id="${nextId(context)}"${position}>`];
  if (block.mutation) {
    const attributes = Object.entries(block.mutation)
      .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
      .join('');
    lines.push(`${inner}<mutation${attributes}></mutation>`);
  }
  for (const [name, value] of Object.entries(block.fields ?? {})) {
    let resolved: string;
    try {
      resolved = resolveField(value, context.board, context.locale, context.variables);
    } catch (error) {
      throw new Error(`${block.type}.${name}: ${(error as Error).message}`);
    }
    const reference =
      typeof value === 'object' && 'variable' in value
        ? ` id="${variableId(context.variables, value.variable)}" variabletype="${escapeXml(context.variables.find((variable) => variable.key === value.variable)!.type)}"`
        : '';
    lines.push(`${inner}<field name="${escapeXml(name)}"${reference}>${escapeXml(resolved)}</field>`);
  }
  for (const [name, value] of Object.entries(block.values ?? {})) {
    lines.push(`${inner}<value name="${escapeXml(name)}">`, blockXml(value, context, `${inner}  `), `${inner}</value>`);
  }
  for (const [name, stack] of Object.entries(block.statements ?? {})) {
    if (stack.length === 0) continue;
    lines.push(
      `${inner}<statement name="${escapeXml(name)}">`,
      stackXml(stack, context, `${inner}  `),
      `${inner}</statement>`,
    );
  }
  const [next, ...rest] = following;
  if (next) lines.push(`${inner}<next>`, blockXml(next, context, `${inner}  `, rest), `${inner}</next>`);
  lines.push(`${indent}</block>`);
  return lines.join('\n');
}

/** The start block, as the editor's initial workspace has it (not deletable, at the same place). */
export function startBlock(program: Pick<BlocklyProgram, 'setup' | 'loop'>): ProgramBlock {
  return {type: 'arduino_functions', statements: {SETUP_FUNC: program.setup, LOOP_FUNC: program.loop}};
}

/** The file for one board in one language. */
export function programXml(program: BlocklyProgram, board: BoardHardwareId, locale: ProgramLocale): string {
  if (!program.boards.includes(board)) throw new Error(`${program.id} is not for board ${board}`);
  const context: Context = {board, locale, ids: {next: 0}, variables: program.variables ?? []};
  const variables = (program.variables ?? [])
    .map(
      (variable, index) =>
        `    <variable type="${escapeXml(variable.type)}" id="v${index + 1}">${escapeXml(variableName(variable, locale))}</variable>`,
    )
    .join('\n');
  const body = blockXml(startBlock(program), context, '  ', [], ' deletable="false" x="27" y="16"');
  return [
    `<xml xmlns="https://developers.google.com/blockly/xml" board="${EDITOR_BOARD[board]}">`,
    ...(variables ? ['  <variables>', variables, '  </variables>'] : []),
    body,
    '</xml>',
    '',
  ].join('\n');
}

/** Every block of a program, the start block first, depth first. */
export function programBlocks(program: Pick<BlocklyProgram, 'setup' | 'loop'>): ProgramBlock[] {
  const all: ProgramBlock[] = [];
  const visit = (block: ProgramBlock) => {
    all.push(block);
    Object.values(block.values ?? {}).forEach(visit);
    Object.values(block.statements ?? {}).forEach((stack) => stack.forEach(visit));
  };
  visit(startBlock(program));
  return all;
}

export type ProgramFile = {id: string; board: BoardHardwareId; path: string; content: string};

/** The files of a list of programs in one language. */
export function programFiles(programs: readonly BlocklyProgram[], locale: ProgramLocale): ProgramFile[] {
  return programs.flatMap((program) =>
    program.boards.map((board) => ({
      id: program.id,
      board,
      path: programFilePath(program.id, board),
      content: programXml(program, board, locale),
    })),
  );
}
