import {parseBoardParam, withBoardParam} from '../../../src/boards/boardParam';
import {KIT_IDS} from '../../../src/kits/kits';

/** The six original values (linked from the Blockly editor and old pages), whose behaviour must not change. */
const SPEC_VALUES = ['home', 'edus2', 'edu', 'bike', 'co2', 'mini'];

describe('parseBoardParam', () => {
  it('keeps the six original values among the kits it accepts', () => {
    for (const value of SPEC_VALUES) expect(parseBoardParam(`?board=${value}`)).toEqual({kind: 'valid', board: value});
    expect(KIT_IDS).toEqual(expect.arrayContaining(SPEC_VALUES));
  });

  it.each(KIT_IDS.flatMap((id) => [id, id.toUpperCase(), id[0]!.toUpperCase() + id.slice(1)]))(
    'accepts %s in any letter case',
    (value) => {
      expect(parseBoardParam(`?board=${value}`)).toEqual({kind: 'valid', board: value.toLowerCase()});
    },
  );

  it('selects the :eye and the :basic, also in capitals', () => {
    expect(parseBoardParam('?board=EYE')).toEqual({kind: 'valid', board: 'eye'});
    expect(parseBoardParam('?board=Basic')).toEqual({kind: 'valid', board: 'basic'});
  });

  it('finds the parameter among others', () => {
    expect(parseBoardParam('?q=x&board=Mini&lang=de')).toEqual({kind: 'valid', board: 'mini'});
  });

  it('reports a missing parameter as absent', () => {
    expect(parseBoardParam('')).toEqual({kind: 'absent'});
    expect(parseBoardParam('?')).toEqual({kind: 'absent'});
    expect(parseBoardParam('?boards=edu')).toEqual({kind: 'absent'});
  });

  it.each([
    ['empty', '?board='],
    ['bare key', '?board'],
    ['unknown', '?board=uno'],
    ['padded with spaces', '?board=%20edu'],
    ['padded with a plus', '?board=edu+'],
    ['encoded letters', '?board=%65du'],
    ['encoded markup', '?board=%3Cscript%3E'],
    ['very long', `?board=${'edu'.repeat(400)}`],
    ['repeated', '?board=edu&board=edu'],
    ['repeated with different values', '?board=edu&board=mini'],
    ['a label instead of an id', '?board=:edu'],
    ['the label of a new kit', '?board=:eye'],
    ['a board instead of a kit', '?board=mcus2'],
    ["the editor's board name", '?board=MCU-EYE'],
  ])('rejects %s', (_name, search) => {
    const result = parseBoardParam(search);
    expect(result.kind).toBe('invalid');
  });

  it('cuts long invalid values in the report', () => {
    const result = parseBoardParam(`?board=${'x'.repeat(500)}`);
    expect(result.kind === 'invalid' && result.raw.length).toBeLessThanOrEqual(40);
  });
});

describe('withBoardParam', () => {
  it('sets, replaces and removes the parameter and keeps the others', () => {
    expect(withBoardParam('', 'edu')).toBe('?board=edu');
    expect(withBoardParam('?q=1&board=mini', 'co2')).toBe('?q=1&board=co2');
    expect(withBoardParam('?q=1&board=mini', null)).toBe('?q=1');
    expect(withBoardParam('?board=mini', null)).toBe('');
  });
});
