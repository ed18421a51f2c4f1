/**
 * @jest-environment node
 *
 * `npm run new:part` (scripts/new-part.mjs): argument parsing and refusals, the ids it reads from the
 * TypeScript modules, the record it adds to parts.ts, the page templates, and whole runs in temporary
 * copies of the repository (refusals change nothing; a scaffold leaves markers the scaffold-marker
 * test reports until it is written). `npm run test:new-part` goes further: it fills the markers with
 * sample text, adds a page that is not a part, and runs the typecheck, the unit tests and the build there.
 */
import fs from 'fs';
import path from 'path';
import {filesBelow} from '../../../tools/files.mjs';
import ts from 'typescript';
import {KIT_BOARD, KIT_IDS} from '@site/src/kits/kits';
import {BOARD_HARDWARE_IDS} from '@site/src/data/boardHardware';
import {PART_IDS} from '@site/src/data/parts';
import {
  MARKER,
  RECORD_ANCHOR,
  UsageError,
  addPartRecord,
  findMarkers,
  pagePaths,
  parseArgs,
  readFacts,
  run,
  validateOptions,
} from '../../../scripts/new-part.mjs';
import {partPage, sketchBoards} from '../../../scripts/new-part/templates.mjs';
import {copyRepository} from '../../../scripts/test-new-part.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const PARTS = 'src/data/parts.ts';
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

type Options = ReturnType<typeof parseArgs>;
const options = (argv: string): Options => parseArgs(argv.split(' '));

/** The refusal message of `fn`, which must throw a UsageError. */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

/** Syntax errors TypeScript finds in a source text (none means: it still parses). */
function syntaxErrors(source: string, fileName: string): string[] {
  const result = ts.transpileModule(source, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {module: ts.ModuleKind.CommonJS},
  });
  return (result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('parseArgs', () => {
  it('reads the id, the section, the kit lists and the titles, with "--x value" and "--x=value"', () => {
    expect(
      parseArgs([
        'feinstaub-pms5003',
        '--section',
        'sensors',
        '--kits',
        'edus2, edu',
        '--optional-for=mini,home',
        '--title-de',
        'Feinstaubsensor PMS5003',
        '--title-en=PMS5003 Sensor',
      ]),
    ).toEqual({
      id: 'feinstaub-pms5003',
      section: 'sensors',
      kits: ['edus2', 'edu'],
      optionalFor: ['mini', 'home'],
      titleDe: 'Feinstaubsensor PMS5003',
      titleEn: 'PMS5003 Sensor',
      dryRun: false,
      help: false,
    });
    expect(options('gps2 --section accessoires --dry-run')).toMatchObject({
      kits: [],
      optionalFor: [],
      dryRun: true,
      titleDe: undefined,
    });
    expect(parseArgs(['--help']).help).toBe(true);
  });

  it.each(['Feinstaub', 'feinstaub_pms', 'pms-', 'pms--5003', 'pmä'])('refuses the id "%s" (not kebab-case)', (id) => {
    expect(refusal(() => parseArgs([id, '--section', 'sensors']))).toMatch(/not kebab-case/);
  });

  it('refuses a missing id, two ids, a missing or unknown section, unknown options and options without a value', () => {
    expect(refusal(() => parseArgs(['--section', 'sensors']))).toMatch(/exactly one part id \(got 0\)/);
    expect(refusal(() => options('a b --section sensors'))).toMatch(/exactly one part id \(got 2\)/);
    expect(refusal(() => options('abc'))).toMatch(/--section/);
    expect(refusal(() => options('abc --section board'))).toMatch(/--section sensors\|accessoires\|bee/);
    expect(refusal(() => options('abc --section sensors --kit edu'))).toMatch(/Unknown option '--kit'/);
    expect(refusal(() => options('abc --section'))).toMatch(/--section/);
  });

  it('refuses titles that would break the MDX or the front matter', () => {
    expect(refusal(() => parseArgs(['abc', '--section', 'bee', '--title-de', 'Neu {x}']))).toMatch(/cannot contain/);
    expect(refusal(() => parseArgs(['abc', '--section', 'bee', '--title-en', '<b>']))).toMatch(/cannot contain/);
    expect(refusal(() => parseArgs(['abc', '--section', 'bee', '--title-en', ' ']))).toMatch(/empty/);
  });
});

describe('facts read from the repository', () => {
  it('are the kit ids, kit boards, board ids and part ids the TypeScript modules export', () => {
    expect(readFacts(ROOT)).toEqual({
      kitIds: [...KIT_IDS],
      kitBoards: KIT_BOARD,
      boardIds: [...BOARD_HARDWARE_IDS],
      partIds: [...PART_IDS],
    });
  });
});

describe('validateOptions', () => {
  const facts = {kitIds: [...KIT_IDS], kitBoards: KIT_BOARD, boardIds: [...BOARD_HARDWARE_IDS], partIds: [...PART_IDS]};

  it('accepts a new part with known kits, for any kit', () => {
    expect(() =>
      validateOptions(options('pms5003 --section sensors --kits edus2 --optional-for edu,mini,home'), facts, []),
    ).not.toThrow();
    expect(() =>
      validateOptions(options('neu --section sensors --optional-for co2,eye,basic'), facts, []),
    ).not.toThrow();
  });

  it('refuses an existing id and an existing page', () => {
    expect(refusal(() => validateOptions(options('co2 --section sensors'), facts, []))).toMatch(
      /"co2" already exists in src\/data\/parts.ts/,
    );
    expect(refusal(() => validateOptions(options('neu --section bee'), facts, ['docs/hardware/bee/neu.mdx']))).toMatch(
      /docs\/hardware\/bee\/neu.mdx already exists/,
    );
  });

  it('refuses unknown kits, a kit named twice and a kit in both lists', () => {
    expect(refusal(() => validateOptions(options('neu --section sensors --kits edus2,edu2'), facts, []))).toMatch(
      new RegExp(`--kits: unknown kit edu2\\..*${KIT_IDS.join(', ')}`),
    );
    expect(refusal(() => validateOptions(options('neu --section sensors --optional-for mcu'), facts, []))).toMatch(
      /--optional-for: unknown kit mcu/,
    );
    expect(refusal(() => validateOptions(options('neu --section sensors --kits edu,edu'), facts, []))).toMatch(
      /names edu twice/,
    );
    expect(
      refusal(() => validateOptions(options('neu --section sensors --kits edu --optional-for edu'), facts, [])),
    ).toMatch(/not both/);
  });
});

describe('the record', () => {
  it('goes above the anchor line of PART_LIST, and parts.ts still parses', () => {
    const before = read(PARTS);
    const edited = addPartRecord(before, options('neu-teil --section bee --kits edus2 --optional-for mini'));
    expect(syntaxErrors(edited, 'parts.ts')).toEqual([]);
    const record = edited.slice(edited.indexOf("    id: 'neu-teil',"), edited.indexOf(RECORD_ANCHOR));
    expect(record).toContain("section: 'bee',");
    expect(record).toContain("includedIn: ['edus2'],");
    expect(record).toContain("optionalFor: ['mini'],");
    expect(record).toContain(`// ${MARKER}`);
    expect(edited.replace(record.replace(/^ {4}/, ''), '')).not.toContain('neu-teil');
  });

  it('fails with the file name when the anchor line is missing', () => {
    expect(() => addPartRecord(read(PARTS).replace(RECORD_ANCHOR, ''), options('neu --section bee'))).toThrow(
      /src\/data\/parts.ts: expected the line/,
    );
  });
});

describe('the page pair', () => {
  const headings = (source: string) => [...source.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
  const EN = 'i18n/en/docusaurus-plugin-content-docs/current';

  it('has the front matter, the components and the headings of the sensor pages, in both languages', () => {
    const opts = options('neu-sensor --section sensors --kits edus2');
    const pairs = [
      ['de', 'docs/hardware/sensors/temperatur-luftfeuchte.mdx'],
      ['en', `${EN}/hardware/sensors/temperatur-luftfeuchte.mdx`],
    ] as const;
    for (const [locale, twin] of pairs) {
      const page = partPage({...opts, titleDe: 'Neuer Sensor', titleEn: 'New Sensor'}, locale, 'mcus2');
      expect(page).toMatch(
        new RegExp(
          `^---\\ntitle: ${locale === 'de' ? 'Neuer Sensor' : 'New Sensor'}\\n(#.*\\n)?description: ''\\nkeywords:\\n`,
        ),
      );
      expect(page).toContain('<PartSpecs part="neu-sensor" />');
      expect(page).toContain('<PartConnection part="neu-sensor" />');
      expect(page).toContain('```cpp title="neu-sensor.ino" boards="mcus2"');
      expect(page).toContain('<Tabs groupId="editor">');
      expect(headings(page)).toEqual(headings(read(twin)));
    }
  });

  it('names a Bee in its first heading and leaves out the openSenseMap section for Bees and modules', () => {
    const bee = {...options('neu-bee --section bee'), titleDe: 'Funk-Bee', titleEn: 'Radio Bee'};
    expect(headings(partPage(bee, 'de', 'mcu'))).toEqual(
      headings(read('docs/hardware/bee/sd-bee.mdx')).map((h) => h.replace('SD-Bee', 'Funk-Bee')),
    );
    expect(headings(partPage(bee, 'en', 'mcu'))).toEqual(
      headings(read(`${EN}/hardware/bee/sd-bee.mdx`)).map((h) => h.replace('SD-Bee', 'Radio Bee')),
    );
    const module = options('neu-modul --section accessoires');
    expect(headings(partPage(module, 'de', 'mcu'))).toEqual([
      'Was kann das Modul?',
      'Technische Daten',
      'Anschluss',
      'Programmieren',
      'Tipps und typische Fehler',
      'Mehr dazu',
    ]);
    expect(headings(partPage(module, 'en', 'mcu'))).toEqual([
      'What can the module do?',
      'Technical data',
      'Connecting',
      'Programming',
      'Troubleshooting',
      'Learn more',
    ]);
  });

  it('marks every place to write with a comment, and shows readers no marker outside comments', () => {
    for (const locale of ['de', 'en'] as const) {
      const page = partPage(options('neu-sensor --section sensors'), locale, 'mcus2 mcu mini');
      const lines = page.split('\n').filter((line) => line.includes(MARKER));
      // YAML comments (title, description, keywords), MDX comments, and the sketch's code comment.
      for (const line of lines)
        expect(line).toMatch(/^\s*# NEW-PART: |^\{\/\* NEW-PART: [^{}]*\*\/\}$|^\/\/ NEW-PART: /);
      expect(lines.filter((line) => line.startsWith('{/*')).length).toBe(10);
      expect(lines.filter((line) => /^\s*#/.test(line)).length).toBe(3);
      // Without --title-*, the id stands in as the title, with a marker above it.
      expect(page).toContain('title: neu-sensor');
    }
  });

  it('names the boards of the kits in the sketch, or all boards when the kits name none', () => {
    const boards = [...BOARD_HARDWARE_IDS];
    expect(sketchBoards(options('a --section sensors --kits edu,edus2'), KIT_BOARD, boards)).toBe('mcu mcus2');
    expect(sketchBoards(options('a --section sensors --kits co2 --optional-for home,mini'), KIT_BOARD, boards)).toBe(
      'mcu mini',
    );
    expect(sketchBoards(options('a --section sensors --kits bike'), KIT_BOARD, boards)).toBe(boards.join(' '));
    expect(sketchBoards(options('a --section sensors --kits basic --optional-for eye'), KIT_BOARD, boards)).toBe(
      'mcus2 eye',
    );
  });
});

describe('run, in a copy of the repository', () => {
  const NEEDED = [
    'docs/hardware',
    'i18n/en/docusaurus-plugin-content-docs/current/hardware',
    'src/kits',
    'src/data',
    'scripts/new-part',
    'package.json',
  ];
  let copy: string;
  /** Every file of the copy with its content. */
  const snapshot = () =>
    JSON.stringify(
      NEEDED.filter((entry) => fs.statSync(path.join(copy, entry)).isDirectory()).flatMap((dir) =>
        filesBelow(path.join(copy, dir))
          .map((name) => path.join(copy, dir, name))
          .map((file) => [file, fs.readFileSync(file, 'utf8')]),
      ),
    );
  beforeAll(() => {
    copy = copyRepository(ROOT, {only: NEEDED, prefix: 'new-part-run-'});
  });
  afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));

  it('refuses bad input with exit code 2 and changes nothing', () => {
    const before = snapshot();
    for (const argv of [
      'co2 --section sensors',
      'Neu --section sensors',
      'neu --section boards',
      'neu --section sensors --kits ufo',
    ]) {
      const result = run(copy, argv.split(' '));
      expect({argv, code: result.code}).toEqual({argv, code: 2});
      expect(result.output).toMatch(/^new:part refused: /);
    }
    fs.writeFileSync(path.join(copy, 'docs/hardware/bee/halb-fertig.mdx'), '---\ntitle: x\n---\n');
    expect(run(copy, ['halb-fertig', '--section', 'bee'])).toMatchObject({
      code: 2,
      output: expect.stringMatching(/halb-fertig.mdx already exists/),
    });
    fs.rmSync(path.join(copy, 'docs/hardware/bee/halb-fertig.mdx'));
    expect(snapshot()).toBe(before);
  });

  it('writes nothing on --dry-run, and nothing at all when parts.ts lacks its anchor (exit code 1)', () => {
    const before = snapshot();
    const dry = run(copy, ['neu-bee', '--section', 'bee', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.output).toMatch(/^Would create the part "neu-bee"/);
    expect(snapshot()).toBe(before);
    const parts = path.join(copy, PARTS);
    const text = fs.readFileSync(parts, 'utf8');
    fs.writeFileSync(parts, text.replace(RECORD_ANCHOR, ''));
    expect(run(copy, ['neu-bee', '--section', 'bee'])).toMatchObject({
      code: 1,
      output: expect.stringMatching(/^new:part changed nothing: src\/data\/parts.ts/),
    });
    fs.writeFileSync(parts, text);
    expect(snapshot()).toBe(before);
  });
});

describe('a whole scaffold in a copy of the repository', () => {
  const ID = 'neu-probe';
  let copy: string;
  let output: string;
  beforeAll(() => {
    copy = copyRepository(ROOT, {
      only: [
        'docs',
        'i18n',
        'src',
        'config',
        'sidebars',
        'sidebars.ts',
        'plugins',
        'tools',
        'scripts/new-part',
        'tests/fixtures',
        'tests/unit/setup.ts',
        'tests/unit/stubs',
        'tests/unit/content/scaffoldMarkers.test.ts',
        'scripts/new-part.mjs',
        'package.json',
        'tsconfig.json',
        'jest.config.mjs',
        'docusaurus.config.ts',
        'docusaurus.config.strict.ts',
      ],
      prefix: 'new-part-whole-',
    });
    const result = run(copy, [
      ID,
      '--section',
      'sensors',
      '--kits',
      'edus2,bike',
      '--optional-for',
      'edu,mini,home',
      '--title-de',
      'Probesensor',
    ]);
    expect(result.code).toBe(0);
    output = result.output;
  });
  afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));

  it('creates the page pair and the record, touches no sidebar, and says what is left', () => {
    const pages = pagePaths({id: ID, section: 'sensors'});
    for (const file of [pages.de, pages.en]) expect(fs.existsSync(path.join(copy, file))).toBe(true);
    expect(output).toContain(pages.de);
    expect(output).toContain(PARTS);
    expect(output.slice(0, output.indexOf('What is left'))).not.toContain('sidebars/');
    expect(output).toMatch(/What is left for you:\n {2}1\. Fill in the record/);
  });

  it('leaves markers the scaffold-marker test reports, in the pages and the records (the typecheck, unit tests and build of a filled scaffold are `npm run test:new-part`)', () => {
    const markers = findMarkers(copy);
    expect(markers.some((marker: string) => marker.startsWith(`docs/hardware/sensors/${ID}.mdx:`))).toBe(true);
    expect(
      markers.some((marker: string) =>
        marker.startsWith(`i18n/en/docusaurus-plugin-content-docs/current/hardware/sensors/${ID}.mdx:`),
      ),
    ).toBe(true);
    expect(markers.some((marker: string) => marker.startsWith('src/data/parts.ts:'))).toBe(true);
    expect(markers.some((marker: string) => marker.startsWith('src/data/partDrawings.ts:'))).toBe(true);
  });
});
