/**
 * The labels of every drawn program read as the editor shows them in the page's
 * language: each plain text of the drawing is a label of one of the program's
 * blocks (tests/fixtures/editorBlockLabels.json, listed from the editor by
 * scripts/editor-block-labels.mjs), and every label of those blocks is drawn.
 * Values (numbers, names, dropdown choices) are checked by programs.test.ts.
 */
import editorLabels from '../../fixtures/editorBlockLabels.json';
import editorBlocks from '../../fixtures/editorBlockTypes.json';
import {programBlocks, type BlocklyProgram} from '../../../src/blockly/programXml';
import {blocklyProgram} from '../../../src/data/blocklyPrograms';
import {ALL_PAGE_FILES, type Locale} from '../content/pageFiles';
import {drawingLabels, programDrawings} from './drawings';

const LABELS = editorLabels as unknown as {
  source: {commit: string};
  blocks: Record<string, Partial<Record<Locale, string[]>>>;
};

/**
 * What the editor draws around its labels and a drawing copies as text: the
 * quotes of a text block, the + and − of "create text with".
 */
const CHROME = new Set(['“', '”', '+', '−']);

/** The labels the editor shows for a program's blocks; a variable block also shows the variable's type. */
function editorLabelsOf(program: BlocklyProgram, locale: Locale): {labels: Set<string>; unknown: string[]} {
  const labels = new Set<string>();
  const unknown: string[] = [];
  for (const block of programBlocks(program)) {
    const known = LABELS.blocks[block.type]?.[locale];
    if (known) known.forEach((label) => labels.add(label));
    else unknown.push(block.type);
  }
  for (const variable of program.variables ?? []) labels.add(variable.type);
  return {labels, unknown};
}

const pages = ALL_PAGE_FILES.map((page) => ({...page, drawings: programDrawings(page.source)})).filter((page) =>
  page.drawings.some((drawing) => drawing.props.program),
);

it('come from the editor commit the block list is from', () => {
  expect(LABELS.source.commit).toBe((editorBlocks as {source: {commit: string}}).source.commit);
  expect(LABELS.blocks.sensebox_telegram).toEqual({
    de: ['Telegram Bot initialisieren', 'telegram'],
    en: ['Initialize Telegram Bot', 'telegram'],
  });
});

describe.each(pages.map((page) => [`${page.locale}/${page.rel}`, page] as const))(
  'drawn programs on %s',
  (_name, page) => {
    it("show the editor's labels of their blocks, and no others", () => {
      for (const drawing of page.drawings) {
        const program = drawing.props.program ? blocklyProgram(drawing.props.program) : undefined;
        if (!program) continue;
        const where = `${page.locale}/${page.rel}:${drawing.line} (${program.id})`;
        const {labels, unknown} = editorLabelsOf(program, page.locale);
        expect([where, unknown]).toEqual([where, []]);
        const drawn = new Set(
          drawingLabels(drawing.props)
            .map((label) => label.trim())
            .filter((label) => label !== '' && !CHROME.has(label)),
        );
        expect([where, [...drawn].filter((label) => !labels.has(label))]).toEqual([where, []]);
        expect([where, [...labels].filter((label) => !drawn.has(label))]).toEqual([where, []]);
      }
    });
  },
);

it('fails on a drawing that labels a block differently from the editor', () => {
  const program = blocklyProgram('telegram-temperatur')!;
  const {labels} = editorLabelsOf(program, 'de');
  expect(labels.has('telegram')).toBe(true);
  expect(labels.has('Token')).toBe(false);
});
