#!/usr/bin/env node
/**
 * `npm run new:part -- <id> --section <sensors|accessoires|bee> [--kits edus2,edu] [--optional-for mini,home]
 *  [--title-de "…"] [--title-en "…"] [--dry-run]`
 *
 * Creates what a new hardware part needs (CONTRIBUTING.md, "Add a part or a sensor"): the German and
 * English page, the record in src/data/parts.ts and its drawing in src/data/partDrawings.ts, then prints what is left for the author. Nothing
 * else needs an edit: the kits' hardware lists and the Glossar are generated from the record's
 * `includedIn` and `optionalFor` (sidebars/kitHardware.ts), and the tests find pages and parts by
 * themselves. The kit, board and part ids are read from the TypeScript modules that define them.
 *
 * Exit codes: 0 done, 2 refused (bad input; nothing written), 1 a file did not look as expected.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs as parseCommandLine} from 'node:util';
import {createRequire} from 'node:module';
import {MARKER, partPage, partRecord, sketchBoards} from './new-part/templates.mjs';

export {MARKER};

/** Where markers must not be left (relative to the repository root). */
export const MARKER_DIRS = ['docs', 'i18n', 'src/data', 'sidebars'];

export const SECTIONS = ['sensors', 'accessoires', 'bee'];

const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';
const PARTS_FILE = 'src/data/parts.ts';

/** The line in parts.ts above which the scaffold adds a record. */
export const RECORD_ANCHOR = '  // npm run new:part adds new records above this line.\n';

const DRAWINGS_FILE = 'src/data/partDrawings.ts';

/** The line in partDrawings.ts above which the scaffold adds the part's drawing. */
export const DRAWING_ANCHOR = '  // npm run new:part adds new drawings above this line.\n';

const USAGE = `Usage: npm run new:part -- <id> --section <${SECTIONS.join('|')}> [options]

  <id>                   the part's id in kebab-case, e.g. feinstaub-pms5003; it is the last part of
                         the page address /docs/hardware/<section>/<id>
  --section <section>    ${SECTIONS.join(', ')}
  --kits a,b             kits that ship the part (ids from src/kits/kits.ts, e.g. edus2, edu, mini, co2)
  --optional-for a,b     kits the part can be bought for in addition
  --title-de "…"         the German page title, e.g. "Feinstaubsensor PMS5003"
  --title-en "…"         the English page title, e.g. "PMS5003 Particulate Matter Sensor"
  --dry-run              show what would change, write nothing
  --help                 this text`;

/** Bad input: the command refuses with exit code 2 and this message. */
export class UsageError extends Error {}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * Reads the command line (without node and the script). Throws UsageError on bad input.
 * With --help only `help` is meaningful.
 * @param {string[]} argv
 * @returns {import('./new-part/templates.mjs').PartOptions & {dryRun: boolean, help: boolean}}
 */
export function parseArgs(argv) {
  let parsed;
  try {
    parsed = parseCommandLine({
      args: argv,
      allowPositionals: true,
      options: {
        section: {type: 'string'},
        kits: {type: 'string'},
        'optional-for': {type: 'string'},
        'title-de': {type: 'string'},
        'title-en': {type: 'string'},
        'dry-run': {type: 'boolean', default: false},
        help: {type: 'boolean', short: 'h', default: false},
      },
    });
  } catch (error) {
    throw new UsageError(`${error.message}\n\n${USAGE}`);
  }
  const {values, positionals} = parsed;
  /** @type {any} */
  const options = {
    id: positionals[0],
    section: values.section,
    kits: list(values.kits),
    optionalFor: list(values['optional-for']),
    titleDe: values['title-de']?.trim(),
    titleEn: values['title-en']?.trim(),
    dryRun: values['dry-run'],
    help: values.help,
  };
  if (options.help) return options;
  if (positionals.length !== 1)
    throw new UsageError(`Name exactly one part id (got ${positionals.length}); put a title in quotes.\n\n${USAGE}`);
  if (!KEBAB.test(options.id)) {
    throw new UsageError(
      `The id "${options.id}" is not kebab-case: lower-case letters and digits, words joined by single hyphens (e.g. feinstaub-pms5003).`,
    );
  }
  if (!SECTIONS.includes(options.section ?? ''))
    throw new UsageError(`Name the section with --section ${SECTIONS.join('|')}.\n\n${USAGE}`);
  for (const [flag, title] of [
    ['--title-de', options.titleDe],
    ['--title-en', options.titleEn],
  ]) {
    if (title === undefined) continue;
    if (!title) throw new UsageError(`${flag} is empty.`);
    if (/[{}<>\n\r]/.test(title))
      throw new UsageError(`${flag} "${title}": a title cannot contain { } < > or a line break (it goes into MDX).`);
  }
  return options;
}

/**
 * The ids the scaffold checks against, from the modules that define them. Docusaurus loads its
 * TypeScript config with jiti; so do we. `translate()` only matters at render time: a stand-in
 * returns the German message.
 */
export function readFacts(rootDir) {
  const require = createRequire(path.join(rootDir, 'package.json'));
  const load = require('jiti')(path.join(rootDir, 'scripts/new-part.mjs'), {
    interopDefault: true,
    alias: {'@site': rootDir, '@docusaurus/Translate': path.join(rootDir, 'scripts/new-part/translateStandIn.cjs')},
  });
  const {KIT_IDS, KIT_BOARD} = load(path.join(rootDir, 'src/kits/kits.ts'));
  const {BOARD_HARDWARE_IDS} = load(path.join(rootDir, 'src/data/boardHardware.ts'));
  const {PART_IDS} = load(path.join(rootDir, PARTS_FILE));
  return {kitIds: [...KIT_IDS], kitBoards: {...KIT_BOARD}, boardIds: [...BOARD_HARDWARE_IDS], partIds: [...PART_IDS]};
}

export function pagePaths({section, id}) {
  const docId = `hardware/${section}/${id}`;
  return {docId, de: `docs/${docId}.mdx`, en: `${EN_DOCS}/${docId}.mdx`};
}

/** Checks the options against the repository's ids and files. Throws UsageError. */
export function validateOptions(options, facts, existingFiles) {
  if (facts.partIds.includes(options.id))
    throw new UsageError(`The part "${options.id}" already exists in ${PARTS_FILE}. Pick another id.`);
  for (const file of existingFiles) throw new UsageError(`${file} already exists. Pick another id, or edit that page.`);
  for (const [flag, kits] of [
    ['--kits', options.kits],
    ['--optional-for', options.optionalFor],
  ]) {
    const unknown = kits.filter((kit) => !facts.kitIds.includes(kit));
    if (unknown.length > 0)
      throw new UsageError(
        `${flag}: unknown kit ${unknown.join(', ')}. Kit ids (src/kits/kits.ts): ${facts.kitIds.join(', ')}.`,
      );
    const repeated = kits.filter((kit, index) => kits.indexOf(kit) !== index);
    if (repeated.length > 0) throw new UsageError(`${flag} names ${repeated.join(', ')} twice.`);
  }
  const both = options.kits.filter((kit) => options.optionalFor.includes(kit));
  if (both.length > 0)
    throw new UsageError(
      `${both.join(', ')}: a kit either ships the part (--kits) or can add it (--optional-for), not both.`,
    );
}

/** parts.ts with the new record above the anchor line. */
export function addPartRecord(partsTs, options) {
  if (partsTs.split(RECORD_ANCHOR).length !== 2)
    throw new Error(`${PARTS_FILE}: expected the line "${RECORD_ANCHOR.trim()}" once; add the record by hand`);
  return partsTs.replace(RECORD_ANCHOR, partRecord(options) + RECORD_ANCHOR);
}

/** partDrawings.ts with an empty drawing for the part above the anchor line, to be filled in. */
export function addPartDrawing(drawingsTs, options) {
  if (drawingsTs.split(DRAWING_ANCHOR).length !== 2)
    throw new Error(`${DRAWINGS_FILE}: expected the line "${DRAWING_ANCHOR.trim()}" once; add the drawing by hand`);
  const entry = [
    `  '${options.id}': {`,
    `    // ${MARKER} what its top side shows, from the photo on the data sheet or the maker's page: sockets`,
    `    // (kind, count), chips with their package size, print on the board, LEDs; a source next to each value.`,
    `    // Its look: the board colour and the print as printed, with their source; what no source settles stays`,
    `    // in \`unsettled\` (tests/unit/data/looks.test.ts fails while the source is empty).`,
    "    drawing: board({connectors: [], chips: [], look: {source: '', unsettled: ['colour', 'print']}}),",
    '  },',
    '',
  ].join('\n');
  return drawingsTs.replace(DRAWING_ANCHOR, entry + DRAWING_ANCHOR);
}

/** Every `NEW-PART:` marker left in the given folders of `rootDir`, as "file:line". */
export function findMarkers(rootDir, dirs = MARKER_DIRS) {
  return dirs.flatMap((dir) => {
    const base = path.join(rootDir, dir);
    if (!fs.existsSync(base)) return [];
    return fs
      .readdirSync(base, {recursive: true})
      .map((name) => path.join(base, name))
      .filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`) && fs.statSync(file).isFile())
      .sort()
      .flatMap((file) => {
        const rel = path.relative(rootDir, file).split(path.sep).join('/');
        return fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (line.includes(MARKER) ? [`${rel}:${index + 1}`] : []));
      });
  });
}

/** What is left for the author, numbered. */
export function todoText(options, boards) {
  const {de, en} = pagePaths(options);
  return [
    `Fill in the record in ${PARTS_FILE} from the data sheet (the NEW-PART comments name each field and the helpers range(), value(), pm(), mm(), i2cPorts()); give each value its source in a comment, leave out what you cannot settle. You may move the record into its section's block.`,
    `Fill in its drawing in ${DRAWINGS_FILE}: the sockets, chips and print its top side shows (PartSpecs draws it at the top of the page).`,
    'A new word the technical data shows (phenomenon, qualifier, extra row) gets its German and English label in src/data/partLabels.ts (the record is typed: `npm run typecheck` names a missing one).',
    'A library the sketch needs goes into src/data/arduinoLibraries.ts (its headers and the boards whose package brings it, or its Library Manager name); the sketch test checks every #include against it.',
    `Write ${de} and ${en}: the same sections, facts and sketch in both, at least 300 words of prose each. Delete each NEW-PART comment when its place is written.`,
    `The sketch names the boards "${boards}" (from the kits). Keep only the boards it compiles and runs on, in both languages.`,
    "Draw pictures as SVG in static/img/hardware/, with alt text in the page's language; add unknown names to words/project-words.txt (`npm run test:words`).",
    "The sidebar needs no edit: the kits' hardware lists and the Glossar show the part from includedIn and optionalFor.",
    'Run `npx jest tests/unit/content tests/unit/data tests/unit/sidebars` (it lists every NEW-PART marker left), then `npm test`.',
  ]
    .map((step, index) => `  ${index + 1}. ${step}`)
    .join('\n');
}

/** The whole command against the repository at `rootDir`: {code, output}. */
export function run(rootDir, argv) {
  let options;
  let facts;
  const pages = () => pagePaths(options);
  try {
    options = parseArgs(argv);
    if (options.help) return {code: 0, output: USAGE};
    facts = readFacts(rootDir);
    const existing = [pages().de, pages().en].filter((file) => fs.existsSync(path.join(rootDir, file)));
    validateOptions(options, facts, existing);
  } catch (error) {
    if (error instanceof UsageError) return {code: 2, output: `new:part refused: ${error.message}`};
    throw error;
  }
  const boards = sketchBoards(options, facts.kitBoards, facts.boardIds);
  let partsTs;
  let drawingsTs;
  try {
    partsTs = addPartRecord(fs.readFileSync(path.join(rootDir, PARTS_FILE), 'utf8'), options);
    drawingsTs = addPartDrawing(fs.readFileSync(path.join(rootDir, DRAWINGS_FILE), 'utf8'), options);
  } catch (error) {
    return {code: 1, output: `new:part changed nothing: ${error.message}`};
  }
  const writes = [
    [pages().de, partPage(options, 'de', boards), 'German page'],
    [pages().en, partPage(options, 'en', boards), 'English page'],
    [PARTS_FILE, partsTs, 'the record, data-sheet values to fill in'],
    [DRAWINGS_FILE, drawingsTs, 'its drawing, to fill in'],
  ];
  if (!options.dryRun) {
    for (const [file, content] of writes) {
      fs.mkdirSync(path.dirname(path.join(rootDir, file)), {recursive: true});
      fs.writeFileSync(path.join(rootDir, file), content);
    }
  }
  const output = [
    `${options.dryRun ? 'Would create' : 'Created'} the part "${options.id}" (${options.section}), page /docs/${pages().docId}.`,
    '',
    ...writes.map(([file, , what]) => `  ${file.padEnd(70)}  ${what}`),
    '',
    'What is left for you:',
    todoText(options, boards),
  ].join('\n');
  return {code: 0, output};
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  const {code, output} = run(root, process.argv.slice(2));
  (code === 0 ? console.log : console.error)(output);
  process.exit(code);
}
