/**
 * The Blockly programs (src/data/blocklyPrograms.ts), their files and the drawings
 * that show them: every file is XML the editor reads, names its board, and holds
 * only block types, fields, inputs and dropdown values the editor has
 * (tests/fixtures/editorBlockTypes.json, listed from the editor's own block
 * definitions by scripts/editor-block-types.mjs); every drawn program on a page
 * names its program, and drawing and program have the same blocks in the same
 * places and the same numbers and texts.
 */
import editorBlocks from '../../fixtures/editorBlockTypes.json';
import {
  EDITOR_BOARD,
  programBlocks,
  programFiles,
  programXml,
  resolveField,
  startBlock,
  type BlocklyProgram,
  type ProgramBlock,
  type ProgramLocale,
} from '../../../src/blockly/programXml';
import {BLOCKLY_PROGRAMS, blocklyProgram} from '../../../src/data/blocklyPrograms';
import type {BoardHardwareId} from '../../../src/data/boardHardware';
import type {BlockSpec} from '../../../src/components/BlocklyBlock';
import {ALL_PAGE_FILES} from '../content/pageFiles';
import {drawingSkeleton, drawingWords, holdsBlocks, programDrawings, type Skeleton} from './drawings';

type EditorBlock = {
  fields: Record<string, {options?: Partial<Record<BoardHardwareId, string[]>>}>;
  inputs: Record<string, 'value' | 'statement'>;
  notCreated?: string;
};
const EDITOR = editorBlocks as unknown as {source: {commit: string}; blocks: Record<string, EditorBlock>};

/**
 * Drawn programs that have no file yet, by page and place among the page's
 * program drawings, with the reason. The test fails when one of them gets a
 * `program`, so the list only shrinks.
 */
const NOT_YET: Record<string, number[]> = {};

function parseXml(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(error.textContent ?? 'XML parse error');
  return document;
}

describe('the editor block list (fixture)', () => {
  it('comes from a named editor commit and holds the start block', () => {
    expect(EDITOR.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(EDITOR.blocks.arduino_functions?.inputs).toEqual({SETUP_FUNC: 'statement', LOOP_FUNC: 'statement'});
  });
});

describe.each(BLOCKLY_PROGRAMS.map((program) => [program.id, program] as const))('program %s', (_id, program) => {
  it('has a file name the site can use and at least one board', () => {
    expect(program.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(program.boards.length).toBeGreaterThan(0);
    expect(new Set(program.boards).size).toBe(program.boards.length);
  });

  it.each(program.boards)('is well-formed XML for %s whose root names the board and holds the start block', (board) => {
    for (const locale of ['de', 'en'] as const) {
      const document = parseXml(programXml(program, board, locale));
      const root = document.documentElement;
      expect(root.tagName).toBe('xml');
      expect(root.getAttribute('board')).toBe(EDITOR_BOARD[board]);
      const top = Array.from(root.children).filter((child) => child.tagName === 'block');
      expect(top.map((block) => block.getAttribute('type'))).toEqual(['arduino_functions']);
      expect(document.getElementsByTagName('block')).toHaveLength(programBlocks(program).length);
      const ids = Array.from(document.getElementsByTagName('block')).map((block) => block.getAttribute('id'));
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('uses only block types, fields, inputs and dropdown values the editor has', () => {
    const problems: string[] = [];
    for (const block of programBlocks(program)) {
      const known = EDITOR.blocks[block.type];
      if (!known) {
        problems.push(`unknown block type ${block.type}`);
        continue;
      }
      if (known.notCreated) continue;
      for (const [name, value] of Object.entries(block.fields ?? {})) {
        const field = known.fields[name];
        if (!field) {
          problems.push(`${block.type} has no field ${name}`);
          continue;
        }
        for (const board of program.boards) {
          const options = field.options?.[board];
          if (!options) continue;
          for (const locale of ['de', 'en'] as const) {
            const resolved = resolveField(value, board, locale, program.variables);
            if (!options.includes(resolved))
              problems.push(`${block.type}.${name} = ${resolved} is not an option on ${board} (${options.join(', ')})`);
          }
        }
      }
      for (const [name, kind] of [
        ...Object.keys(block.values ?? {}).map((name) => [name, 'value'] as const),
        ...Object.keys(block.statements ?? {}).map((name) => [name, 'statement'] as const),
      ]) {
        if (known.inputs[name] !== kind) problems.push(`${block.type} has no ${kind} input ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

it('gives every program of both languages one file per board, under distinct names', () => {
  for (const locale of ['de', 'en'] as const) {
    const files = programFiles(BLOCKLY_PROGRAMS, locale);
    expect(files).toHaveLength(BLOCKLY_PROGRAMS.reduce((sum, program) => sum + program.boards.length, 0));
    expect(new Set(files.map((file) => file.path)).size).toBe(files.length);
  }
});

/** The program's nesting of statement blocks, as drawingSkeleton gives a drawing's. */
function programSkeleton(block: ProgramBlock): Skeleton {
  return Object.values(block.statements ?? {})
    .map((stack) => stack.map(programSkeleton))
    .filter((stack) => stack.length > 0);
}

/** The start block's two rows of a drawing: the row labelled Setup() and the other one. */
function drawnStart(spec: BlockSpec): {setup: BlockSpec[]; loop: BlockSpec[]} {
  const isSetup = (parts: unknown[]) => parts[0] === 'Setup()';
  return {
    setup: spec.rows.filter((row) => isSetup(row.parts)).flatMap((row) => row.statements ?? []),
    loop: spec.rows.filter((row) => !isSetup(row.parts)).flatMap((row) => row.statements ?? []),
  };
}

/** Numbers and texts the program holds that a drawing shows as they are: number and text blocks, the interval. */
function shownValues(program: BlocklyProgram, board: BoardHardwareId, locale: ProgramLocale): string[] {
  return programBlocks(program).flatMap((block) => {
    const names =
      block.type === 'math_number'
        ? ['NUM']
        : block.type === 'text'
          ? ['TEXT']
          : block.type === 'sensebox_interval_timer'
            ? ['interval']
            : [];
    return names.map((name) => resolveField(block.fields![name]!, board, locale)).filter((value) => value !== '');
  });
}

const pages = ALL_PAGE_FILES.map((page) => {
  try {
    return {...page, drawings: programDrawings(page.source)};
  } catch (error) {
    throw new Error(`${page.locale}/${page.rel}: ${(error as Error).message}`);
  }
}).filter((page) => page.drawings.length > 0);

describe.each(pages.map((page) => [`${page.locale}/${page.rel}`, page] as const))(
  'drawn programs on %s',
  (_name, page) => {
    it('name their program, except the empty start block and the ones listed as not yet done', () => {
      const pending = NOT_YET[page.rel] ?? [];
      for (const drawing of page.drawings) {
        const where = `${page.locale}/${page.rel}:${drawing.line}`;
        if (!holdsBlocks(drawing.props)) {
          expect([where, drawing.props.program]).toEqual([where, undefined]);
        } else if (pending.includes(drawing.programIndex)) {
          expect([where, drawing.props.program]).toEqual([where, undefined]);
        } else {
          expect([where, blocklyProgram(drawing.props.program ?? '')?.id]).toEqual([
            where,
            drawing.props.program ?? 'a program="…" attribute',
          ]);
        }
      }
    });

    it('show the blocks of their program in the same places, with its numbers and texts', () => {
      for (const drawing of page.drawings) {
        const program = drawing.props.program ? blocklyProgram(drawing.props.program) : undefined;
        if (!program) continue;
        const where = `${page.locale}/${page.rel}:${drawing.line} (${program.id})`;
        const drawn = drawnStart(drawing.props);
        expect([where, drawn.setup.map(drawingSkeleton), drawn.loop.map(drawingSkeleton)]).toEqual([
          where,
          program.setup.map(programSkeleton),
          program.loop.map(programSkeleton),
        ]);
        const boards = drawing.props.programBoard ? [drawing.props.programBoard] : program.boards;
        expect(boards.every((board) => program.boards.includes(board))).toBe(true);
        const words = new Set(drawingWords(drawing.props).map((word) => word.trim()));
        for (const board of boards) {
          // A drawing's words are compared trimmed, so a text that ends in a space ("Temperatur: ") counts as shown.
          const missing = shownValues(program, board, page.locale).filter((value) => !words.has(value.trim()));
          expect([where, board, missing]).toEqual([where, board, []]);
        }
      }
    });
  },
);

it('finds the drawn programs of both languages in the same places', () => {
  const byLocale = (locale: string) =>
    Object.fromEntries(
      pages
        .filter((page) => page.locale === locale)
        .map((page) => [
          page.rel,
          page.drawings.map((drawing) => [drawing.props.program ?? null, drawing.props.programBoard ?? null]),
        ]),
    );
  expect(byLocale('en')).toEqual(byLocale('de'));
});

it('uses every program on a page', () => {
  const used = new Set(pages.flatMap((page) => page.drawings.map((drawing) => drawing.props.program)));
  expect(BLOCKLY_PROGRAMS.map((program) => program.id).filter((id) => !used.has(id))).toEqual([]);
});

it('starts every file with the start block the editor needs', () => {
  const program: BlocklyProgram = {id: 'x', boards: ['mcu'], setup: [], loop: []};
  expect(startBlock(program).type).toBe('arduino_functions');
  expect(programXml(program, 'mcu', 'de')).toContain('<block type="arduino_functions" id="b1" deletable="false"');
  expect(() => programXml(program, 'eye', 'de')).toThrow('not for board eye');
});

it('writes a typed variable once under <variables> and lets each variable field name it by id and type', () => {
  const program: BlocklyProgram = {
    id: 'x',
    boards: ['mcu'],
    variables: [{key: 'goals', name: {text: {de: 'Tore', en: 'goals'}}, type: 'int'}],
    setup: [{type: 'variables_set_dynamic', fields: {VAR: {variable: 'goals'}}}],
    loop: [{type: 'variables_set_dynamic', fields: {VAR: {variable: 'nothing'}}}],
  };
  expect(() => programXml(program, 'mcu', 'de')).toThrow(
    'variables_set_dynamic.VAR: No variable nothing in the program',
  );
  program.loop = [];
  const document = parseXml(programXml(program, 'mcu', 'en'));
  const declared = Array.from(document.getElementsByTagName('variable'));
  expect(
    declared.map((variable) => [variable.getAttribute('id'), variable.getAttribute('type'), variable.textContent]),
  ).toEqual([['v1', 'int', 'goals']]);
  const field = document.getElementsByTagName('field')[0]!;
  expect([
    field.getAttribute('name'),
    field.getAttribute('id'),
    field.getAttribute('variabletype'),
    field.textContent,
  ]).toEqual(['VAR', 'v1', 'int', 'goals']);
  expect(parseXml(programXml(program, 'mcu', 'de')).getElementsByTagName('field')[0]!.textContent).toBe('Tore');
});
