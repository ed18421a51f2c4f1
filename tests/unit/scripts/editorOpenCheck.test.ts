/**
 * @jest-environment node
 *
 * `npm run editor-open-check` (scripts/editor-open-check.mjs) opens every Blockly program file in the
 * built senseBox editor. What it decides runs here without a browser: the summary of a file, of a live
 * workspace (a stand-in with Blockly's block interface) and of the editor's autosave; how the editor's
 * workspace, generator and store are found in its page (stand-ins for React's fibers); and the verdict
 * for each file — loads, loads without code (an editor bug), autosave differs, does not load.
 * Node environment: the script parses XML with jsdom, which does not load inside Jest's jsdom
 * environment; the page tests get a jsdom window of their own.
 */
import {JSDOM} from 'jsdom';
import {
  catchArduinoGenerator,
  differences,
  missingGenerators,
  readEditor,
  summaryOfWorkspace,
  verdict,
  workspaceSummary,
} from '../../../scripts/editor-open-check.mjs';

/** A program as the site writes it: ids and positions, a shadow under a block, a variable, a next block. */
const FILE = `<xml xmlns="https://developers.google.com/blockly/xml" board="MCU-S2">
  <block type="arduino_functions" id="a" x="10" y="20">
    <statement name="LOOP_FUNC">
      <block type="variables_set" id="b">
        <field name="VAR" id="v1">count</field>
        <value name="VALUE">
          <shadow type="math_number" id="s"><field name="NUM">0</field></shadow>
          <block type="math_number" id="c"><field name="NUM">5</field></block>
        </value>
        <next>
          <block type="time_delay" id="d">
            <value name="DELAY_TIME_MILI"><block type="math_number" id="e"><field name="NUM">1000</field></block></value>
          </block>
        </next>
      </block>
    </statement>
  </block>
</xml>`;

type FakeSpec = {
  type: string;
  fields?: Record<string, string | number>;
  variable?: [string, string];
  inputs?: Record<string, FakeSpec | null>;
  next?: FakeSpec;
};

/** A stand-in for a Blockly block with what summaryOfWorkspace reads: inputs, their fields and connections. */
function fakeBlock(spec: FakeSpec): unknown {
  const label = {name: undefined, isSerializable: () => false, getValue: () => 'a label'};
  const fields = Object.entries(spec.fields ?? {}).map(([name, value]) => ({
    name,
    isSerializable: () => true,
    getValue: () => value,
  }));
  if (spec.variable) {
    const [name, variableName] = spec.variable;
    fields.push({
      name,
      isSerializable: () => true,
      getValue: () => 'variable-id',
      getVariable: () => ({getName: () => variableName}),
    } as (typeof fields)[number]);
  }
  return {
    type: spec.type,
    inputList: [
      {name: '', fieldRow: [label, ...fields], connection: null},
      ...Object.entries(spec.inputs ?? {}).map(([name, inner]) => ({
        name,
        fieldRow: [],
        connection: {targetBlock: () => (inner ? fakeBlock(inner) : null)},
      })),
    ],
    nextConnection: {targetBlock: () => (spec.next ? fakeBlock(spec.next) : null)},
  };
}

function fakeWorkspace(...top: FakeSpec[]) {
  return {isFlyout: false, getTopBlocks: (ordered: boolean) => (ordered ? top.map(fakeBlock) : [])};
}

/** The workspace the editor shows after opening FILE: the shadow is covered, an empty input has nothing. */
const LOADED = fakeWorkspace({
  type: 'arduino_functions',
  inputs: {
    SETUP_FUNC: null,
    LOOP_FUNC: {
      type: 'variables_set',
      variable: ['VAR', 'count'],
      inputs: {VALUE: {type: 'math_number', fields: {NUM: 5}}},
      next: {type: 'time_delay', inputs: {DELAY_TIME_MILI: {type: 'math_number', fields: {NUM: 1000}}}},
    },
  },
});

const FILE_BLOCKS = [
  {where: '0', type: 'arduino_functions', fields: {}},
  {where: '0/LOOP_FUNC', type: 'variables_set', fields: {VAR: 'count'}},
  {where: '0/LOOP_FUNC/VALUE', type: 'math_number', fields: {NUM: '5'}},
  {where: '0/LOOP_FUNC+', type: 'time_delay', fields: {}},
  {where: '0/LOOP_FUNC+/DELAY_TIME_MILI', type: 'math_number', fields: {NUM: '1000'}},
];

describe('workspaceSummary', () => {
  test('gives each block its path from the start block, its type and fields, and the board', () => {
    expect(workspaceSummary(FILE)).toEqual({board: 'MCU-S2', blocks: FILE_BLOCKS});
  });

  test('takes the block in an input, not the shadow it covers, and a lone shadow when there is no block', () => {
    const summary = workspaceSummary(
      `<xml board="MCU"><block type="time_delay"><value name="DELAY_TIME_MILI"><shadow type="math_number"><field name="NUM">7</field></shadow></value></block></xml>`,
    );
    expect(summary.blocks[1]).toEqual({where: '0/DELAY_TIME_MILI', type: 'math_number', fields: {NUM: '7'}});
  });

  test('numbers the top blocks and has no board when the file names none', () => {
    const summary = workspaceSummary('<xml><block type="a"/><block type="b"/></xml>');
    expect(summary).toEqual({
      board: null,
      blocks: [
        {where: '0', type: 'a', fields: {}},
        {where: '1', type: 'b', fields: {}},
      ],
    });
  });

  test('refuses XML that is not well-formed', () => {
    expect(() => workspaceSummary('<xml><block type="a"></xml>')).toThrow('not well-formed XML');
  });
});

describe('differences', () => {
  const expected = workspaceSummary(FILE);

  test('finds none between a file and itself, whatever the ids, positions and added default fields', () => {
    const editorCopy = FILE.replace(/ id="[^"]*"/g, ' id="other"')
      .replace('x="10" y="20"', 'x="300" y="400"')
      .replace(
        '<block type="time_delay" id="other">',
        '<block type="time_delay" id="other"><field name="UNIT">ms</field>',
      );
    expect(differences(expected, workspaceSummary(editorCopy))).toEqual([]);
  });

  test('names a different board, a changed field, a different type and a missing block', () => {
    const changed = FILE.replace('board="MCU-S2"', 'board="MCU"')
      .replace('>5<', '>6<')
      .replace('type="time_delay"', 'type="time_delay_micro"')
      .replace(/<value name="DELAY_TIME_MILI">.*<\/value>/, '');
    expect(differences(expected, workspaceSummary(changed))).toEqual([
      'board MCU, not MCU-S2',
      'math_number.NUM is "6", not "5"',
      'time_delay_micro at 0/LOOP_FUNC+, not time_delay',
      'math_number at 0/LOOP_FUNC+/DELAY_TIME_MILI is missing',
      '4 blocks in the workspace, 5 in the file',
    ]);
  });

  test('counts blocks the workspace has beyond the file', () => {
    const extra = FILE.replace('</xml>', '<block type="loose"/></xml>');
    expect(differences(expected, workspaceSummary(extra))).toEqual(['6 blocks in the workspace, 5 in the file']);
  });
});

describe('summaryOfWorkspace', () => {
  test('reads a live workspace the way workspaceSummary reads its XML', () => {
    const live = summaryOfWorkspace(LOADED, 'MCU-S2');
    expect(live).toEqual({board: 'MCU-S2', blocks: FILE_BLOCKS});
    expect(differences(workspaceSummary(FILE), live)).toEqual([]);
  });

  test('gives a variable field its name, skips labels, and sees a block the file does not have', () => {
    const live = summaryOfWorkspace(
      fakeWorkspace({type: 'variables_get', variable: ['VAR', 'count']}, {type: 'x'}),
      'MCU',
    );
    expect(live.blocks).toEqual([
      {where: '0', type: 'variables_get', fields: {VAR: 'count'}},
      {where: '1', type: 'x', fields: {}},
    ]);
  });

  test('runs on its own, as it does in the browser', () => {
    const copy = new Function(`return (${summaryOfWorkspace.toString()})`)() as typeof summaryOfWorkspace;
    expect(copy(LOADED, 'MCU-S2')).toEqual(summaryOfWorkspace(LOADED, 'MCU-S2'));
  });
});

describe('missingGenerators', () => {
  test('names each block type without a generator once, in the order of the blocks', () => {
    const summary = workspaceSummary(FILE);
    expect(missingGenerators(summary, ['arduino_functions', 'variables_set'])).toEqual(['math_number', 'time_delay']);
    expect(missingGenerators(summary, ['arduino_functions', 'variables_set', 'math_number', 'time_delay'])).toEqual([]);
  });
});

describe('verdict', () => {
  const expected = workspaceSummary(FILE);
  const live = summaryOfWorkspace(LOADED, 'MCU-S2');
  const allTypes = ['arduino_functions', 'variables_set', 'math_number', 'time_delay'];
  const started = '<xml board="MCU-S2"><block type="arduino_functions"/></xml>';

  test('loads: the workspace holds the file, code is generated and the autosave is the same', () => {
    expect(verdict(expected, {live, generatorTypes: allTypes, autosaved: FILE, codeError: null})).toEqual({
      kind: 'loads',
      problems: [],
    });
  });

  test('no-code: the workspace holds the file but a block type has no generator, which stops the autosave', () => {
    expect(
      verdict(expected, {
        live,
        generatorTypes: allTypes.filter((type) => type !== 'time_delay'),
        autosaved: started,
        codeError: 'no code for time_delay',
      }),
    ).toEqual({
      kind: 'no-code',
      missing: ['time_delay'],
      codeError: 'no code for time_delay',
      autosaveProblems: expect.arrayContaining(['1 blocks in the workspace, 5 in the file']),
    });
  });

  test('autosave-differs: code is generated but the autosave does not hold the file', () => {
    expect(verdict(expected, {live, generatorTypes: allTypes, autosaved: started, codeError: null})).toMatchObject({
      kind: 'autosave-differs',
      problems: expect.arrayContaining(['1 blocks in the workspace, 5 in the file']),
    });
    expect(verdict(expected, {live, generatorTypes: allTypes, autosaved: null, codeError: null})).toEqual({
      kind: 'autosave-differs',
      problems: ['nothing autosaved'],
    });
  });

  test('does-not-load: the workspace differs from the file or was not found, whatever the generator says', () => {
    const other = summaryOfWorkspace(LOADED, 'MCU');
    expect(verdict(expected, {live: other, generatorTypes: [], autosaved: FILE, codeError: 'x'})).toEqual({
      kind: 'does-not-load',
      problems: ['board MCU, not MCU-S2'],
    });
    expect(verdict(expected, {live: null, generatorTypes: allTypes, autosaved: FILE, codeError: null})).toEqual({
      kind: 'does-not-load',
      problems: ["the editor's workspace was not found"],
    });
  });
});

describe('in the editor page', () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  let page: JSDOM;
  // The page's window as the script sees it: its storage and what the init script puts there.
  let pageWindow: Record<string, unknown>;
  beforeEach(() => {
    page = new JSDOM('<!doctype html><body></body>', {url: 'http://127.0.0.1/'});
    pageWindow = {localStorage: page.window.localStorage};
    globals.window = pageWindow;
    globals.document = page.window.document;
  });
  afterEach(() => {
    delete globals.window;
    delete globals.document;
    delete (Object.prototype as unknown as Record<string, unknown>).Arduino;
    page.window.close();
  });

  test('catchArduinoGenerator keeps the generator the editor assigns and then removes itself', () => {
    catchArduinoGenerator();
    // As the editor does it: a property the class does not declare, assigned once.
    class Generator {
      forBlock = {};
      workspaceToCode() {
        return '';
      }
    }
    const Holder = Generator as unknown as Record<string, unknown>;
    const unrelated: Record<string, unknown> = {};
    unrelated.Arduino = 'not a generator';
    expect(unrelated.Arduino).toBe('not a generator');
    expect(pageWindow.__editorArduinoGenerator).toBeUndefined();

    const generator = new Generator();
    Holder.Arduino = generator;
    expect(Holder.Arduino).toBe(generator);
    expect(Object.getOwnPropertyDescriptor(Holder, 'Arduino')?.value).toBe(generator);
    expect(pageWindow.__editorArduinoGenerator).toBe(generator);
    expect(Object.getOwnPropertyDescriptor(Object.prototype, 'Arduino')).toBeUndefined();
  });

  /** Blockly's injection div under an element whose React fiber leads up to the component and the Provider. */
  function editorPage(componentState: unknown, staleState: unknown) {
    const {document} = page.window;
    const host = document.createElement('div');
    host.appendChild(document.createElement('div')).className = 'injectionDiv';
    document.body.appendChild(host);
    const store = {getState: () => ({board: {board: 'MCU-S2'}}), dispatch: () => undefined};
    const provider = {tag: 10, memoizedProps: {store, children: null}, memoizedState: null, return: null};
    const hooks = (value: unknown) => ({memoizedState: {current: null}, next: {memoizedState: value, next: null}});
    // The element keeps the fiber it was made with; the component's current state is on its alternate.
    const component = {
      tag: 0,
      memoizedProps: {},
      memoizedState: hooks(staleState),
      alternate: {tag: 0, memoizedProps: {}, memoizedState: hooks(componentState), return: provider},
      return: provider,
    };
    Object.assign(host, {__reactFiber$test: {tag: 5, memoizedProps: {className: ''}, return: component}});
  }

  test('readEditor finds the workspace and board through the fibers and reads the generator table', () => {
    editorPage(LOADED, undefined);
    page.window.localStorage.setItem('autoSaveXML', FILE);
    pageWindow.__editorArduinoGenerator = {
      forBlock: {arduino_functions: () => '', variables_set: () => '', math_number: () => '', note: 'not a function'},
      workspaceToCode: () => {
        throw new Error('Arduino generator does not know how to generate code\nfor time_delay');
      },
    };
    expect(readEditor(summaryOfWorkspace, false)).toEqual({
      live: {board: 'MCU-S2', blocks: FILE_BLOCKS},
      generatorTypes: ['arduino_functions', 'variables_set', 'math_number'],
      autosaved: FILE,
      codeError: null,
    });
    expect(readEditor(summaryOfWorkspace, true).codeError).toBe('Arduino generator does not know how to generate code');
  });

  test('readEditor reports no workspace and no generator when the page has none', () => {
    editorPage(undefined, undefined);
    expect(readEditor(summaryOfWorkspace, true)).toEqual({
      live: null,
      generatorTypes: null,
      autosaved: null,
      codeError: null,
    });
  });
});
