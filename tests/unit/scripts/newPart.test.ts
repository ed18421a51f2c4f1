/**
 * @jest-environment node
 *
 * `npm run new:part` (scripts/new-part.mjs): its argument parsing and refusals, each file edit as a
 * pure function on the real files (the result still parses, and evaluated it puts the part where the
 * route list and the data expect it, and the generated sidebar lists it), the page templates, and one whole scaffold into a
 * temporary copy of the repository that must pass `tsc` and must make the scaffold-marker test fail.
 * The full site build of a scaffold is `npm run test:new-part` (too slow for this suite).
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import {KIT_BOARD, KIT_IDS} from '@site/src/kits/kits';
import {PART_IDS} from '@site/src/data/parts';
import {
  FILES,
  MARKER,
  UsageError,
  addPartIdToTest,
  addPartRecord,
  addRoute,
  addToList,
  findMarkers,
  kitBoardsFrom,
  kitIdsFrom,
  pagePaths,
  parseArgs,
  partIdsFrom,
  partPage,
  run,
  sketchBoardIdsFrom,
  sketchBoards,
  validateOptions,
} from '../../../scripts/new-part.mjs';
import {copyRepository} from '../../../scripts/test-new-part.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

type Options = ReturnType<typeof parseArgs>;
const options = (argv: string): Options => parseArgs(argv.split(' '));

/** The refusal message of `fn`, which must throw a UsageError (exit code 2). */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    expect((error as UsageError & {exitCode: number}).exitCode).toBe(2);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

/** Syntax errors TypeScript finds in a source text (none means: it still parses). */
function syntaxErrors(source: string, fileName: string): string[] {
  const result = ts.transpileModule(source, {fileName, reportDiagnostics: true, compilerOptions: {module: ts.ModuleKind.CommonJS}});
  return (result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/**
 * Evaluates TypeScript modules of the repository, with some files replaced by edited texts: the
 * edited sidebar modules, route list or parts data run as they would in the site.
 */
function evaluate(entry: string, replaced: Record<string, string>): Record<string, unknown> {
  const cache = new Map<string, Record<string, unknown>>();
  const load = (file: string): Record<string, unknown> => {
    const cached = cache.get(file);
    if (cached) return cached;
    const source = replaced[file] ?? read(file);
    const js = ts.transpileModule(source, {fileName: file, compilerOptions: {module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022}}).outputText;
    const module = {exports: {} as Record<string, unknown>};
    cache.set(file, module.exports);
    const localRequire = (specifier: string) => {
      if (!specifier.startsWith('.')) return require(specifier);
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      return load(resolved.endsWith('.ts') ? resolved : `${resolved}.ts`);
    };
    new Function('exports', 'require', 'module', '__dirname', js)(module.exports, localRequire, module, path.join(ROOT, path.dirname(file)));
    cache.set(file, module.exports);
    return module.exports;
  };
  return load(entry);
}

type Category = {type: 'category'; label: string; items: Array<string | {type: 'doc'; id: string} | Category>};

/** The ids listed directly in the category found by following `labels` from the top level. */
function idsIn(categories: Category[], labels: string[]): string[] {
  let items: Category['items'] = categories;
  for (const label of labels) {
    const next = items.find((item): item is Category => typeof item === 'object' && item.type === 'category' && item.label === label);
    if (!next) throw new Error(`no category ${labels.join(' › ')}`);
    items = next.items;
  }
  return items.flatMap((item) => (typeof item === 'string' ? [item] : item.type === 'doc' ? [item.id] : []));
}

describe('parseArgs', () => {
  it('reads the id, the section, the kit lists and the titles, with "--x value" and "--x=value"', () => {
    expect(parseArgs(['feinstaub-pms5003', '--section', 'sensors', '--kits', 'edus2, edu', '--optional-for=mini,home', '--title-de', 'Feinstaubsensor PMS5003', '--title-en=PMS5003 Sensor'])).toEqual({
      id: 'feinstaub-pms5003',
      section: 'sensors',
      kits: ['edus2', 'edu'],
      optionalFor: ['mini', 'home'],
      titleDe: 'Feinstaubsensor PMS5003',
      titleEn: 'PMS5003 Sensor',
      dryRun: false,
      help: false,
    });
    expect(options('gps2 --section accessoires --dry-run')).toMatchObject({kits: [], optionalFor: [], dryRun: true, titleDe: undefined});
    expect(parseArgs(['--help']).help).toBe(true);
  });

  it.each(['Feinstaub', 'feinstaub_pms', '-pms', 'pms-', 'pms--5003', 'pms 5003', 'pmä'])('refuses the id "%s" (not kebab-case)', (id) => {
    expect(refusal(() => parseArgs([id, '--section', 'sensors']))).toMatch(/not kebab-case/);
  });

  it('refuses a missing id, two ids, a missing or unknown section, unknown options and options without a value', () => {
    expect(refusal(() => parseArgs(['--section', 'sensors']))).toMatch(/Name the part's id/);
    expect(refusal(() => options('a b --section sensors'))).toMatch(/One id only/);
    expect(refusal(() => options('abc'))).toMatch(/--section/);
    expect(refusal(() => options('abc --section board'))).toMatch(/Unknown section "board"/);
    expect(refusal(() => options('abc --section sensors --kit edu'))).toMatch(/Unknown option --kit/);
    expect(refusal(() => options('abc --section'))).toMatch(/--section needs a value/);
    expect(refusal(() => options('abc --kits --section sensors'))).toMatch(/--kits needs a value/);
  });

  it('refuses titles that would break the MDX or the front matter', () => {
    expect(refusal(() => parseArgs(['abc', '--section', 'bee', '--title-de', 'Neu {x}']))).toMatch(/cannot contain/);
    expect(refusal(() => parseArgs(['abc', '--section', 'bee', '--title-en', '<b>']))).toMatch(/cannot contain/);
    expect(refusal(() => parseArgs(['abc', '--section', 'bee', '--title-en', ' ']))).toMatch(/empty/);
  });
});

describe('facts read from the repository', () => {
  it('reads the kit ids, the kit boards, the sketch boards and the part ids as the TypeScript modules have them', () => {
    expect(kitIdsFrom(read(FILES.kits))).toEqual([...KIT_IDS]);
    expect(kitBoardsFrom(read(FILES.kits))).toEqual(KIT_BOARD);
    expect(sketchBoardIdsFrom(read(FILES.boardHardware))).toEqual(['eye', 'mcus2', 'mcu', 'mini']);
    expect(partIdsFrom(read(FILES.parts))).toEqual([...PART_IDS]);
  });
});

describe('validateOptions', () => {
  const facts = {kitIds: [...KIT_IDS], partIds: [...PART_IDS], existingFiles: [] as string[], mentions: [] as string[]};

  it('accepts a new part with known kits', () => {
    expect(() => validateOptions(options('pms5003 --section sensors --kits edus2 --optional-for edu,mini,home'), facts)).not.toThrow();
  });

  it('refuses an existing id, an existing page and a doc id the sidebar or route list already names', () => {
    expect(refusal(() => validateOptions(options('co2 --section sensors'), facts))).toMatch(/"co2" already exists in src\/data\/parts.ts/);
    expect(refusal(() => validateOptions(options('neu --section bee'), {...facts, existingFiles: ['docs/hardware/bee/neu.mdx']}))).toMatch(
      /docs\/hardware\/bee\/neu.mdx already exists/,
    );
    expect(refusal(() => validateOptions(options('neu --section bee'), {...facts, mentions: ['sidebars/home.ts']}))).toMatch(/already named in sidebars\/home.ts/);
  });

  it('refuses unknown kits, a kit named twice, a kit in both lists and a :home part under --kits', () => {
    expect(refusal(() => validateOptions(options('neu --section sensors --kits edus2,edu2'), facts))).toMatch(
      /--kits: unknown kit "edu2".*eye, edus2, edu, mini, home, bike, co2, basic/,
    );
    expect(refusal(() => validateOptions(options('neu --section sensors --optional-for mcu'), facts))).toMatch(/--optional-for: unknown kit "mcu"/);
    expect(refusal(() => validateOptions(options('neu --section sensors --kits edu,edu'), facts))).toMatch(/names edu twice/);
    expect(refusal(() => validateOptions(options('neu --section sensors --kits edu --optional-for edu'), facts))).toMatch(/not both/);
    // Every kit's hardware list is generated, so a part can be an add-on for any kit.
    expect(() => validateOptions(options('neu --section sensors --optional-for co2,eye,basic'), facts)).not.toThrow();
    expect(refusal(() => validateOptions(options('neu --section sensors --kits home'), facts))).toMatch(/Use --optional-for home/);
  });
});

describe('addToList', () => {
  const file = 'x.ts';

  it('appends to a multi-line list in its indentation, adding a missing trailing comma', () => {
    const source = "f('slug',\n  [\n    'a',\n    'b'\n  ],\n);\n";
    expect(addToList(source, {anchor: "'slug'", entry: 'c', file})).toBe("f('slug',\n  [\n    'a',\n    'b',\n    'c',\n  ],\n);\n");
  });

  it('puts the entry before a given item, or after the last item that matches', () => {
    const source = "const L = [\n  'x/a',\n  'y/b',\n  'x/c',\n  'z/d',\n];\n";
    expect(addToList(source, {anchor: 'const L', entry: 'n', file, before: (item: string) => item === "'z/d'"})).toBe(
      "const L = [\n  'x/a',\n  'y/b',\n  'x/c',\n  'n',\n  'z/d',\n];\n",
    );
    expect(addToList(source, {anchor: 'const L', entry: 'y/n', file, after: (item: string) => item.startsWith("'y/")})).toBe(
      "const L = [\n  'x/a',\n  'y/b',\n  'y/n',\n  'x/c',\n  'z/d',\n];\n",
    );
  });

  it('handles one-line lists, empty lists, comments and a shared list given by name', () => {
    expect(addToList("g('s', ['a', 'b']);", {anchor: "'s'", entry: 'c', file})).toBe("g('s', ['a', 'b', 'c']);");
    expect(addToList("g('s', ['a', 'b']);", {anchor: "'s'", entry: 'c', file, before: (item: string) => item === "'b'"})).toBe("g('s', ['a', 'c', 'b']);");
    expect(addToList("g('s', []);", {anchor: "'s'", entry: 'c', file})).toBe("g('s', ['c']);");
    expect(addToList("g('s', [\n  'a', // why\n]);", {anchor: "'s'", entry: 'c', file})).toBe("g('s', [\n  'a', // why\n  'c',\n]);");
    expect(addToList("g('s', [\n  'a' // why\n]);", {anchor: "'s'", entry: 'c', file})).toBe("g('s', [\n  'a', // why\n  'c',\n]);");
    expect(addToList("g('s', [\n  // first\n  'a',\n]);", {anchor: "'s'", entry: 'c', file, before: (item: string) => item === "'a'"})).toBe(
      "g('s', [\n  // first\n  'c',\n  'a',\n]);",
    );
    expect(addToList("g('s', SHARED, {x: 1});", {anchor: "'s'", entry: 'c', file})).toBe("g('s', [...SHARED, 'c'], {x: 1});");
  });

  it('fails with the file name when the list is missing, ambiguous or already has the entry', () => {
    expect(() => addToList("g('s', ['a']);", {anchor: "'t'", entry: 'c', file})).toThrow("x.ts: cannot find 't'");
    expect(() => addToList("g('s', ['a']); g('s', []);", {anchor: "'s'", entry: 'c', file})).toThrow('occurs twice');
    expect(() => addToList("g('s', ['a']);", {anchor: "'s'", entry: 'a', file})).toThrow("already has 'a'");
  });
});

describe('the edits on the real files', () => {
  it.each([
    ['sensors', /\n\];\n\nexport const PARTS/],
    ['bee', /\n {2}\/\/ -+ on the MCU-S2\n/],
    ['accessoires', /\n {2}\/\/ -+ Bees\n/],
  ])('adds a %s record at the end of its block of PART_LIST; the data still parses and has the part', (section, next) => {
    const before = read(FILES.parts);
    const edited = addPartRecord(before, options(`neu-teil --section ${section} --kits edus2 --optional-for mini`));
    expect(syntaxErrors(edited, 'parts.ts')).toEqual([]);
    const record = edited.indexOf("    id: 'neu-teil',");
    // Directly followed by the next block (or the end of the list).
    expect(next.exec(edited.slice(record))?.index).toBe(edited.slice(record).indexOf('\n  },\n') + '\n  },'.length);
    const data = evaluate(FILES.parts, {[FILES.parts]: edited}) as {PART_IDS: string[]; getPart: (id: string) => Record<string, unknown>};
    expect(data.PART_IDS.filter((id) => id !== 'neu-teil')).toEqual([...PART_IDS]);
    expect(data.getPart('neu-teil')).toEqual({id: 'neu-teil', section, chips: [], measures: [], includedIn: ['edus2'], optionalFor: ['mini']});
    expect(edited.slice(record).split('\n  },\n')[0]).toContain(`// ${MARKER}`);
  });

  it('needs no sidebar edit: the generated sidebar lists the new record in its kits and in the Glossar', () => {
    const edited = addPartRecord(read(FILES.parts), options('neu-teil --section sensors --kits edus2,bike --optional-for mini,home'));
    const {TOP_LEVEL_CATEGORIES: tree} = evaluate('sidebars/index.ts', {[FILES.parts]: edited}) as {TOP_LEVEL_CATEGORIES: Category[]};
    const doc = 'hardware/sensors/neu-teil';
    expect(idsIn(tree, [':edu S2', 'Hardware', 'in der :edu S2 enthaltene Hardware'])).toContain(doc);
    expect(idsIn(tree, [':bike', 'Sensoren'])).toContain(doc);
    expect(idsIn(tree, [':mini', 'Hardware', 'zusätzlich erwerbbare Hardware'])).toContain(doc);
    expect(idsIn(tree, [':home', 'Hardware'])).toContain(doc);
    expect(idsIn(tree, ['Glossar'])).toContain(doc);
    // Not in lists the options did not name.
    expect(idsIn(tree, [':edu S2', 'Hardware', 'zusätzlich erwerbbare Hardware'])).not.toContain(doc);
    expect(idsIn(tree, [':edu', 'Hardware', 'in der :edu enthaltene Hardware'])).not.toContain(doc);
    expect(idsIn(tree, [':mini', 'Hardware', 'in der :mini enthaltene Hardware'])).not.toContain(doc);
  });

  it('adds the doc id to the route list after the last hardware line', () => {
    const edited = addRoute(read(FILES.routes), 'hardware/bee/neu-bee');
    expect(syntaxErrors(edited, 'routes.ts')).toEqual([]);
    const {DOC_IDS} = evaluate(FILES.routes, {[FILES.routes]: edited}) as {DOC_IDS: string[]};
    expect(DOC_IDS).toContain('hardware/bee/neu-bee');
    expect(DOC_IDS.length).toBe((evaluate(FILES.routes, {}) as {DOC_IDS: string[]}).DOC_IDS.length + 1);
    expect(edited).toMatch(/\nhardware\/wifi\nhardware\/bee\/neu-bee\nmisc\//);
    expect(() => addRoute(edited, 'hardware/bee/neu-bee')).toThrow('already lists');
  });

  it('adds the id to the expected part ids of the data test', () => {
    const edited = addPartIdToTest(read(FILES.partsTest), 'neu-teil');
    expect(syntaxErrors(edited, 'parts.test.ts')).toEqual([]);
    const test = edited.slice(edited.indexOf("it('covers every hardware page"));
    const expected = test.slice(test.indexOf('.toEqual('), test.indexOf('].sort()', test.indexOf('.toEqual(')));
    expect(expected).toContain("'neu-teil'");
    expect(test.slice(0, test.indexOf('.toEqual('))).not.toContain('neu-teil');
  });
});

describe('the page pair', () => {
  const headings = (source: string) => [...source.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
  const EN = 'i18n/en/docusaurus-plugin-content-docs/current';

  it('has the front matter, the components and the headings of the sensor pages, in both languages', () => {
    const opts = options('neu-sensor --section sensors --kits edus2');
    const pairs = [['de', 'docs/hardware/sensors/temperatur-luftfeuchte.mdx'], ['en', `${EN}/hardware/sensors/temperatur-luftfeuchte.mdx`]] as const;
    for (const [locale, twin] of pairs) {
      const page = partPage({...opts, titleDe: 'Neuer Sensor', titleEn: 'New Sensor'}, locale, 'mcus2');
      expect(page).toMatch(new RegExp(`^---\\ntitle: ${locale === 'de' ? 'Neuer Sensor' : 'New Sensor'}\\n(#.*\\n)?description: ''\\nkeywords:\\n`));
      expect(page).toContain('<PartSpecs part="neu-sensor" />');
      expect(page).toContain('<PartConnection part="neu-sensor" />');
      expect(page).toContain('```cpp title="neu-sensor.ino" boards="mcus2"');
      expect(page).toContain('<Tabs groupId="editor">');
      expect(headings(page)).toEqual(headings(read(twin)));
    }
  });

  it('names a Bee in its first heading and leaves out the openSenseMap section for Bees and modules', () => {
    const bee = {...options('neu-bee --section bee'), titleDe: 'Funk-Bee', titleEn: 'Radio Bee'};
    expect(headings(partPage(bee, 'de', 'mcu'))).toEqual(headings(read('docs/hardware/bee/sd-bee.mdx')).map((h) => h.replace('SD-Bee', 'Funk-Bee')));
    expect(headings(partPage(bee, 'en', 'mcu'))).toEqual(headings(read(`${EN}/hardware/bee/sd-bee.mdx`)).map((h) => h.replace('SD-Bee', 'Radio Bee')));
    const module = options('neu-modul --section accessoires');
    expect(headings(partPage(module, 'de', 'mcu'))).toEqual(['Was kann das Modul?', 'Technische Daten', 'Anschluss', 'Programmieren', 'Tipps und typische Fehler', 'Mehr dazu']);
    expect(headings(partPage(module, 'en', 'mcu'))).toEqual(['What can the module do?', 'Technical data', 'Connecting', 'Programming', 'Troubleshooting', 'Learn more']);
  });

  it('marks every place to write with a comment, and shows readers no marker outside comments', () => {
    for (const locale of ['de', 'en'] as const) {
      const page = partPage(options('neu-sensor --section sensors'), locale, 'mcus2 mcu mini');
      const lines = page.split('\n').filter((line) => line.includes(MARKER));
      // YAML comments (title, description, keywords), MDX comments, and the sketch's code comment.
      for (const line of lines) expect(line).toMatch(/^\s*# NEW-PART: |^\{\/\* NEW-PART: [^{}]*\*\/\}$|^\/\/ NEW-PART: /);
      expect(lines.filter((line) => line.startsWith('{/*')).length).toBe(10);
      expect(lines.filter((line) => /^\s*#/.test(line)).length).toBe(3);
      // Without --title-*, the id stands in as the title, with a marker above it.
      expect(page).toContain('title: neu-sensor');
    }
  });

  it('names the boards of the kits in the sketch, or all boards when the kits name none', () => {
    const kitBoards = kitBoardsFrom(read(FILES.kits));
    const boards = sketchBoardIdsFrom(read(FILES.boardHardware));
    expect(sketchBoards(options('a --section sensors --kits edu,edus2'), kitBoards, boards)).toBe('mcus2 mcu');
    expect(sketchBoards(options('a --section sensors --kits co2 --optional-for home,mini'), kitBoards, boards)).toBe('mcu mini');
    expect(sketchBoards(options('a --section sensors --kits bike'), kitBoards, boards)).toBe('eye mcus2 mcu mini');
    expect(sketchBoards(options('a --section sensors --kits basic --optional-for eye'), kitBoards, boards)).toBe('eye mcus2');
  });
});

describe('run', () => {
  const NEEDED = ['docs/hardware', 'i18n/en/docusaurus-plugin-content-docs/current/hardware', 'src/kits', 'src/data', 'sidebars', 'tests/fixtures', 'tests/unit/data'];
  let copy: string;
  /** Every file of the copy with its content. */
  const snapshot = () =>
    JSON.stringify(
      NEEDED.flatMap((dir) =>
        (fs.readdirSync(path.join(copy, dir), {recursive: true}) as string[])
          .sort()
          .map((name) => path.join(copy, dir, name))
          .filter((file) => fs.statSync(file).isFile())
          .map((file) => [file, fs.readFileSync(file, 'utf8')]),
      ),
    );
  beforeAll(() => {
    copy = copyRepository(ROOT, {only: NEEDED, prefix: 'new-part-run-'});
  });
  afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));

  it('refuses bad input with exit code 2 and changes nothing', () => {
    const before = snapshot();
    for (const argv of ['co2 --section sensors', 'Neu --section sensors', 'neu --section boards', 'neu --section sensors --kits ufo']) {
      const result = run(copy, argv.split(' '));
      expect({argv, code: result.code}).toEqual({argv, code: 2});
      expect(result.output).toMatch(/^new:part refused: /);
    }
    fs.mkdirSync(path.join(copy, 'docs/hardware/bee'), {recursive: true});
    fs.writeFileSync(path.join(copy, 'docs/hardware/bee/halb-fertig.mdx'), '---\ntitle: x\n---\n');
    expect(run(copy, ['halb-fertig', '--section', 'bee'])).toMatchObject({code: 2, output: expect.stringMatching(/halb-fertig.mdx already exists/)});
    fs.rmSync(path.join(copy, 'docs/hardware/bee/halb-fertig.mdx'));
    expect(snapshot()).toBe(before);
  });

  it('writes nothing on --dry-run, and nothing at all when one edit cannot be made (exit code 1)', () => {
    const before = snapshot();
    const dry = run(copy, ['neu-bee', '--section', 'bee', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.output).toMatch(/^Would create the part "neu-bee"/);
    expect(snapshot()).toBe(before);
    const routes = path.join(copy, FILES.routes);
    const text = fs.readFileSync(routes, 'utf8');
    fs.writeFileSync(routes, text.replace('export const DOC_IDS = `', 'export const PAGE_IDS = `'));
    const broken = run(copy, ['neu-bee', '--section', 'bee']);
    expect(broken).toMatchObject({code: 1, output: expect.stringMatching(/^new:part changed nothing: tests\/fixtures\/routes.ts: DOC_IDS not found/)});
    fs.writeFileSync(routes, text);
    expect(snapshot()).toBe(before);
    expect(fs.existsSync(path.join(copy, 'docs/hardware/bee/neu-bee.mdx'))).toBe(false);
  });
});

describe('a whole scaffold in a copy of the repository', () => {
  const ID = 'neu-probe';
  let copy: string;
  let output: string;
  beforeAll(() => {
    copy = copyRepository(ROOT, {
      only: [
        'docs', 'i18n', 'src', 'sidebars', 'sidebars.ts', 'plugins', 'tests/fixtures', 'tests/unit/data', 'tests/unit/setup.ts', 'tests/unit/stubs',
        'tests/unit/content/scaffoldMarkers.test.ts', 'scripts/new-part.mjs', 'package.json', 'tsconfig.json', 'jest.config.mjs',
        'docusaurus.config.ts', 'docusaurus.config.strict.ts',
      ],
      prefix: 'new-part-whole-',
    });
    const result = run(copy, [ID, '--section', 'sensors', '--kits', 'edus2,bike', '--optional-for', 'edu,mini,home', '--title-de', 'Probesensor']);
    expect(result.code).toBe(0);
    output = result.output;
  });
  afterAll(() => fs.rmSync(copy, {recursive: true, force: true}));

  it('creates the page pair and says what it changed and what is left to do', () => {
    const pages = pagePaths({id: ID, section: 'sensors'});
    for (const file of Object.values(pages)) expect(fs.existsSync(path.join(copy, file as string))).toBe(true);
    expect(output).toContain(pages.de);
    for (const file of ['src/data/parts.ts', FILES.routes, FILES.partsTest]) expect(output).toContain(file);
    // The sidebar is generated from the record: no sidebar module is touched.
    expect(output.slice(0, output.indexOf('What is left'))).not.toContain('sidebars/');
    expect(output).toMatch(/What is left for you:\n {2}1\. Fill in the record/);
    expect(output).toContain('scaffoldMarkers.test.ts');
  });

  it('passes the TypeScript check of the copy', () => {
    const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', copy], {encoding: 'utf8'});
    expect({status: tsc.status, output: tsc.stdout + tsc.stderr}).toEqual({status: 0, output: ''});
  }, 120_000);

  it('makes the scaffold-marker test fail there, naming the pages and the record', () => {
    const markers = findMarkers(copy);
    expect(markers.some((marker: string) => marker.startsWith(`docs/hardware/sensors/${ID}.mdx:`))).toBe(true);
    expect(markers.some((marker: string) => marker.startsWith(`i18n/en/docusaurus-plugin-content-docs/current/hardware/sensors/${ID}.mdx:`))).toBe(true);
    expect(markers.some((marker: string) => marker.startsWith('src/data/parts.ts:'))).toBe(true);
    // The test file itself, run by Jest in the copy.
    const jest = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--rootDir', copy, '--ci', '--colors=false', 'tests/unit/content/scaffoldMarkers'],
      {cwd: copy, encoding: 'utf8'},
    );
    expect(jest.status).toBe(1);
    expect(jest.stderr).toContain(`docs/hardware/sensors/${ID}.mdx:`);
    expect(jest.stderr).toContain('src/data/parts.ts:');
  }, 120_000);
});
