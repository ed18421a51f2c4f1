import {boardsAttribute, parseSketchBoards} from '../../../src/boards/sketchBoards';

describe('sketch boards in a fence meta', () => {
  it('reads boards="…" wherever it stands in the meta', () => {
    expect(boardsAttribute('title="a.ino" boards="mcus2 mcu"')).toBe('mcus2 mcu');
    expect(boardsAttribute('boards="mini" title="a.ino"')).toBe('mini');
    expect(boardsAttribute('title="a.ino"')).toBeUndefined();
    expect(boardsAttribute(null)).toBeUndefined();
    // Only a whole attribute: "myboards=" is not it.
    expect(boardsAttribute('myboards="mcu"')).toBeUndefined();
  });

  it('keeps the order the author wrote', () => {
    expect(parseSketchBoards('mini  mcu')).toEqual(['mini', 'mcu']);
  });

  it('rejects unknown, repeated and missing boards', () => {
    expect(() => parseSketchBoards('mcu-s2')).toThrow(/unknown board "mcu-s2"/);
    expect(() => parseSketchBoards('mcu mcu')).toThrow(/names "mcu" twice/);
    expect(() => parseSketchBoards(' ')).toThrow(/names no board/);
  });
});
