/**
 * The editor screenshots of the drawn programs: every program drawing on a page
 * has one for its board in the page's language (scripts/editor-shots.mjs takes
 * them), and the script's quick reading of a page finds the same drawings as
 * the full reading the other program tests use.
 */
import {programDrawingsIn, programShotBoard, programShotName} from '../../../src/blockly/programShots';
import {BLOCKLY_PROGRAMS, blocklyProgram} from '../../../src/data/blocklyPrograms';
import {SCREENSHOTS} from '../../../src/data/screenshots';
import {ALL_PAGE_FILES} from '../content/pageFiles';
import {programDrawings} from './drawings';

const drawn = ALL_PAGE_FILES.flatMap((page) =>
  programDrawings(page.source)
    .filter((drawing) => drawing.props.program !== undefined)
    .map((drawing) => ({
      where: `${page.locale}/${page.rel}:${drawing.line}`,
      locale: page.locale,
      program: drawing.props.program!,
      board: drawing.props.programBoard,
    })),
);

describe('the editor screenshots of the drawn programs', () => {
  it('finds program drawings on the pages', () => {
    expect(drawn.length).toBeGreaterThan(20);
  });

  it('has a screenshot for every program drawing, for its board and in the page’s language', () => {
    const missing = drawn.flatMap(({where, locale, program, board}) => {
      const data = blocklyProgram(program);
      if (!data) return [`${where}: no program ${program}`];
      const name = programShotName(program, programShotBoard(data, board));
      return SCREENSHOTS[name]?.[locale] ? [] : [`${where}: ${name} (${locale}), npm run editor-shots`];
    });
    expect(missing).toEqual([]);
  });

  it('has one for every program on its first board in both languages', () => {
    for (const program of BLOCKLY_PROGRAMS) {
      const entry = SCREENSHOTS[programShotName(program.id, program.boards[0]!)];
      expect({program: program.id, de: !!entry?.de, en: !!entry?.en}).toEqual({
        program: program.id,
        de: true,
        en: true,
      });
    }
  });

  it('reads the drawings of a page as the full reading does', () => {
    for (const page of ALL_PAGE_FILES) {
      const full = programDrawings(page.source)
        .filter((drawing) => drawing.props.program !== undefined)
        .map(({props}) =>
          props.programBoard ? {program: props.program, board: props.programBoard} : {program: props.program},
        );
      expect({page: page.rel, drawings: programDrawingsIn(page.source)}).toEqual({page: page.rel, drawings: full});
    }
  });

  it('takes the drawing’s board, else the program’s first', () => {
    expect(programShotBoard({boards: ['mcus2', 'mcu']})).toBe('mcus2');
    expect(programShotBoard({boards: ['mcus2', 'mcu']}, 'mcu')).toBe('mcu');
    expect(programShotName('led-blinken', 'eye')).toBe('editor/program-led-blinken-eye');
  });
});
