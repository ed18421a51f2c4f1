#!/usr/bin/env node
/**
 * `npm run new:part -- <id> --section <sensors|accessoires|bee> [--kits edus2,edu] [--optional-for mini,home]
 *  [--title-de "…"] [--title-en "…"] [--dry-run]`
 *
 * Creates everything a new hardware part needs (CONTRIBUTING.md, "Add a part or a sensor"): the German
 * and English page, the record in src/data/parts.ts, the route list and the part-id list of the tests.
 * Then it prints what is left for the author. The sidebar needs no edit: the kits' hardware lists and
 * the Glossar are generated from the record's `includedIn` and `optionalFor` (sidebars/kitHardware.ts).
 *
 * Every place the author still has to write carries the marker `NEW-PART:` in a comment (MDX, YAML or
 * code comment). tests/unit/content/scaffoldMarkers.test.ts fails while one is left in docs/, i18n/,
 * src/data/ or sidebars/, so a half-written part cannot be merged and no scaffold text reaches readers.
 *
 * Each edit is a pure function (file text in, file text out), so tests/unit/scripts/newPart.test.ts can
 * check it; `run(rootDir, argv)` reads the files, computes every edit in memory first and writes only
 * when all of them succeeded. Exit codes: 0 done, 2 refused (bad input), 1 a file did not look as expected.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The marker the scaffold leaves wherever the author has to write. */
export const MARKER = 'NEW-PART:';

/** Where markers must not be left (relative to the repository root). */
export const MARKER_DIRS = ['docs', 'i18n', 'src/data', 'sidebars'];

export const SECTIONS = ['sensors', 'accessoires', 'bee'];

const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';

/** The files the scaffold reads or changes, relative to the repository root. */
export const FILES = {
  kits: 'src/kits/kits.ts',
  boardHardware: 'src/data/boardHardware.ts',
  parts: 'src/data/parts.ts',
  routes: 'tests/fixtures/routes.ts',
  partsTest: 'tests/unit/data/parts.test.ts',
};

const USAGE = `Usage: npm run new:part -- <id> --section <${SECTIONS.join('|')}> [options]

  <id>                   the part's id in kebab-case, e.g. feinstaub-pms5003; it is the last part of
                         the page address /docs/hardware/<section>/<id>
  --section <section>    ${SECTIONS.join(', ')}
  --kits a,b             kits that ship the part (ids from src/kits/kits.ts, e.g. edus2, edu, mini, co2)
  --optional-for a,b     kits the part can be bought for in addition (a :home part always goes here)
  --title-de "…"         the German page title, e.g. "Feinstaubsensor PMS5003"
  --title-en "…"         the English page title, e.g. "PMS5003 Particulate Matter Sensor"
  --dry-run              show what would change, write nothing
  --help                 this text`;

/**
 * @typedef {object} Options
 * @property {string} id
 * @property {'sensors' | 'accessoires' | 'bee'} section
 * @property {string[]} kits kits that ship the part
 * @property {string[]} optionalFor kits it can be bought for in addition
 * @property {string} [titleDe]
 * @property {string} [titleEn]
 * @property {boolean} [dryRun]
 * @property {boolean} [help]
 */

/** Bad input: the command refuses with exit code 2 and this message. */
export class UsageError extends Error {
  constructor(message) {
    super(message);
    this.name = 'UsageError';
    this.exitCode = 2;
  }
}

// ------------------------------------------------------------------ arguments

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function listValue(value) {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * Reads the command line (without node and the script). Throws UsageError on bad syntax.
 * @param {string[]} argv
 * @returns {Options}
 */
export function parseArgs(argv) {
  /** @type {any} */
  const options = {id: undefined, section: undefined, kits: [], optionalFor: [], titleDe: undefined, titleEn: undefined, dryRun: false, help: false};
  const valueOptions = {
    '--section': (value) => (options.section = value),
    '--kits': (value) => (options.kits = listValue(value)),
    '--optional-for': (value) => (options.optionalFor = listValue(value)),
    '--title-de': (value) => (options.titleDe = value.trim()),
    '--title-en': (value) => (options.titleEn = value.trim()),
  };
  const positionals = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      options.help = true;
      continue;
    }
    if (arg === '--dry-run') {
      options.dryRun = true;
      continue;
    }
    if (arg.startsWith('--')) {
      const [name, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
      const set = valueOptions[name];
      if (!set) throw new UsageError(`Unknown option ${name}.\n\n${USAGE}`);
      const value = inline ?? argv[++i];
      if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`${name} needs a value.\n\n${USAGE}`);
      set(value);
      continue;
    }
    positionals.push(arg);
  }
  if (options.help) return options;
  if (positionals.length === 0) throw new UsageError(`Name the part's id.\n\n${USAGE}`);
  if (positionals.length > 1) throw new UsageError(`One id only, got: ${positionals.join(' ')}. Put a title in quotes.\n\n${USAGE}`);
  options.id = positionals[0];
  if (!KEBAB.test(options.id)) {
    throw new UsageError(
      `The id "${options.id}" is not kebab-case: lower-case letters and digits, words joined by single hyphens (e.g. feinstaub-pms5003).`,
    );
  }
  if (!options.section) throw new UsageError(`Name the section with --section ${SECTIONS.join('|')}.\n\n${USAGE}`);
  if (!SECTIONS.includes(options.section)) {
    throw new UsageError(`Unknown section "${options.section}". Use one of: ${SECTIONS.join(', ')}.`);
  }
  for (const [name, title] of [['--title-de', options.titleDe], ['--title-en', options.titleEn]]) {
    if (title === undefined) continue;
    if (!title) throw new UsageError(`${name} is empty.`);
    if (/[{}<>\n\r]/.test(title)) throw new UsageError(`${name} "${title}": a title cannot contain { } < > or a line break (it goes into MDX).`);
  }
  return options;
}

/**
 * The kit ids of the kit table (src/kits/kits.ts).
 * @param {string} kitsTs
 * @returns {string[]}
 */
export function kitIdsFrom(kitsTs) {
  const match = /export const KIT_IDS = \[([^\]]*)\]/.exec(kitsTs);
  if (!match) throw new Error(`${FILES.kits}: KIT_IDS not found`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/**
 * The board inside each kit (the `board` of each row of KITS in src/kits/kits.ts), e.g. {edus2: 'mcus2'};
 * kits without one are left out.
 * @param {string} kitsTs
 * @returns {Record<string, string>}
 */
export function kitBoardsFrom(kitsTs) {
  const table = kitsTs.indexOf('export const KITS');
  if (table === -1) throw new Error(`${FILES.kits}: KITS not found`);
  // One row per kit: "  <id>: {" at two spaces, its fields at four.
  const rows = kitsTs.slice(table).split(/\n {2}(?=\w+: \{\n)/).slice(1);
  return Object.fromEntries(
    rows.flatMap((row) => {
      const id = /^(\w+):/.exec(row)?.[1];
      const board = /\n {4}board: '([^']+)'/.exec(row)?.[1];
      return id && board ? [[id, board]] : [];
    }),
  );
}

/**
 * The board ids a sketch fence may name (src/data/boardHardware.ts), in the order pages write them.
 * @param {string} boardHardwareTs
 * @returns {string[]}
 */
export function sketchBoardIdsFrom(boardHardwareTs) {
  const match = /export const BOARD_HARDWARE_IDS = \[([^\]]*)\]/.exec(boardHardwareTs);
  if (!match) throw new Error(`${FILES.boardHardware}: BOARD_HARDWARE_IDS not found`);
  const ids = [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  // Pages name the newest board first ("eye mcus2 mcu mini").
  const order = ['eye', 'mcus2', 'mcu', 'mini'];
  return [...ids].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

/**
 * The part ids of src/data/parts.ts.
 * @param {string} partsTs
 * @returns {string[]}
 */
export function partIdsFrom(partsTs) {
  return [...partsTs.matchAll(/^ {4}id: '([^']+)',$/gm)].map((m) => m[1]);
}

/** @param {Pick<Options, 'id' | 'section'>} options */
export function docIdOf(options) {
  return `hardware/${options.section}/${options.id}`;
}

/** @param {Pick<Options, 'id' | 'section'>} options */
export function pagePaths(options) {
  return {de: `docs/${docIdOf(options)}.mdx`, en: `${EN_DOCS}/${docIdOf(options)}.mdx`};
}

/**
 * Checks the options against the repository. `facts`: kitIds, partIds, existingFiles (the paths of
 * pagePaths that exist), mentions (files that already name the doc id). Throws UsageError.
 */
/**
 * @param {Options} options
 * @param {{kitIds: string[], partIds: string[], existingFiles: string[], mentions: string[]}} facts
 */
export function validateOptions(options, facts) {
  const {id} = options;
  if (facts.partIds.includes(id)) throw new UsageError(`The part "${id}" already exists in ${FILES.parts}. Pick another id.`);
  for (const file of facts.existingFiles) throw new UsageError(`${file} already exists. Pick another id, or edit that page.`);
  if (facts.mentions.length > 0) {
    throw new UsageError(`"${docIdOf(options)}" is already named in ${facts.mentions.join(', ')}. Pick another id, or finish that entry by hand.`);
  }
  for (const [flag, list] of [['--kits', options.kits], ['--optional-for', options.optionalFor]]) {
    const unknown = list.filter((kit) => !facts.kitIds.includes(kit));
    if (unknown.length > 0) {
      throw new UsageError(`${flag}: unknown kit ${unknown.map((kit) => `"${kit}"`).join(', ')}. Kit ids (${FILES.kits}): ${facts.kitIds.join(', ')}.`);
    }
    const repeated = list.filter((kit, index) => list.indexOf(kit) !== index);
    if (repeated.length > 0) throw new UsageError(`${flag} names ${repeated.join(', ')} twice.`);
  }
  const both = options.kits.filter((kit) => options.optionalFor.includes(kit));
  if (both.length > 0) {
    throw new UsageError(`${both.join(', ')}: a kit either ships the part (--kits) or the part can be bought for it (--optional-for), not both.`);
  }
  if (options.kits.includes('home')) {
    throw new UsageError(
      '--kits home: the :home sidebar has one Hardware list, and the data keeps every :home part under optionalFor. Use --optional-for home.',
    );
  }
}

// ------------------------------------------------------------------ small source scanner

/** The index just past the string, comment or bracket that starts at `start` (skips quotes and comments). */
function skipToken(source, start) {
  const c = source[start];
  if (c === "'" || c === '"' || c === '`') {
    let i = start + 1;
    while (i < source.length && source[i] !== c) i += source[i] === '\\' ? 2 : 1;
    return i + 1;
  }
  if (source.startsWith('//', start)) {
    const end = source.indexOf('\n', start);
    return end === -1 ? source.length : end;
  }
  if (source.startsWith('/*', start)) return source.indexOf('*/', start + 2) + 2;
  return start + 1;
}

/** The index of the bracket that closes the one at `open`. */
function matchingBracket(source, open) {
  const pairs = {'[': ']', '(': ')', '{': '}'};
  const stack = [pairs[source[open]]];
  let i = open + 1;
  while (i < source.length) {
    const c = source[i];
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i;
    }
    i = skipToken(source, i);
  }
  throw new Error(`no closing "${pairs[source[open]]}" for the one at offset ${open}`);
}

/** The top-level items of the array literal source.slice(open, close + 1): text and offsets (comments dropped). */
function arrayItems(source, open, close) {
  const items = [];
  let start = open + 1;
  let i = open + 1;
  // An item runs from its first to its last character of code (comments and white space around it left out).
  const push = (end) => {
    let first = -1;
    let last = -1;
    for (let j = start; j < end; ) {
      const next = skipToken(source, j);
      const comment = source.startsWith('//', j) || source.startsWith('/*', j);
      if (!comment && /\S/.test(source[j])) {
        if (first === -1) first = j;
        last = next;
      }
      j = next;
    }
    if (first !== -1) items.push({text: source.slice(first, last), start: first, end: last});
  };
  while (i < close) {
    const c = source[i];
    if (c === '[' || c === '(' || c === '{') {
      i = matchingBracket(source, i) + 1;
      continue;
    }
    if (c === ',') {
      push(i);
      start = i + 1;
    }
    i = skipToken(source, i);
  }
  push(close);
  return items;
}

function lineStart(source, index) {
  return source.lastIndexOf('\n', index - 1) + 1;
}

function indentAt(source, index) {
  return /^[ \t]*/.exec(source.slice(lineStart(source, index)))[0];
}

/**
 * Adds `'entry'` to the list that follows `anchor` in `source`: an array literal, or an identifier
 * (a shared list), which becomes `[...IDENTIFIER, 'entry']`. By default at the end; `before(item)` puts
 * it before the first matching item, `after(item)` after the last matching one. `file` is for messages.
 */
/**
 * @param {string} source
 * @param {{anchor: string | RegExp, entry: string, file: string, before?: (item: string) => boolean, after?: (item: string) => boolean}} spec
 * @returns {string}
 */
export function addToList(source, {anchor, entry, file, before, after}) {
  const pattern = anchor instanceof RegExp ? new RegExp(anchor.source, 'g') : new RegExp(anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
  const matches = [...source.matchAll(pattern)];
  if (matches.length === 0) throw new Error(`${file}: cannot find ${anchor}; add '${entry}' to the list by hand`);
  if (matches.length > 1) throw new Error(`${file}: ${anchor} occurs twice; add '${entry}' to the list by hand`);
  let i = matches[0].index + matches[0][0].length;
  while (i < source.length && /[\s,=]/.test(source[i])) i++;
  const quoted = `'${entry}'`;

  if (source[i] !== '[') {
    const identifier = /^[A-Za-z_$][\w$]*/.exec(source.slice(i));
    if (!identifier) throw new Error(`${file}: no list after ${anchor}; add '${entry}' to the list by hand`);
    return `${source.slice(0, i)}[...${identifier[0]}, ${quoted}]${source.slice(i + identifier[0].length)}`;
  }

  const open = i;
  const close = matchingBracket(source, open);
  const items = arrayItems(source, open, close);
  if (items.some((item) => item.text === quoted)) throw new Error(`${file}: the list after ${anchor} already has ${quoted}`);
  const multiline = source.slice(open, close).includes('\n');

  let target;
  let placeBefore = false;
  if (before) {
    target = items.find((item) => before(item.text));
    placeBefore = Boolean(target);
  }
  if (!target && after) target = [...items].reverse().find((item) => after(item.text));
  if (!target) target = items[items.length - 1];

  if (!multiline) {
    if (!target) return `${source.slice(0, open + 1)}${quoted}${source.slice(close)}`;
    if (placeBefore) return `${source.slice(0, target.start)}${quoted}, ${source.slice(target.start)}`;
    return `${source.slice(0, target.end)}, ${quoted}${source.slice(target.end)}`;
  }

  if (!target) {
    const indent = `${indentAt(source, close)}  `;
    return `${source.slice(0, open + 1)}\n${indent}${quoted},${source.slice(open + 1)}`;
  }
  const indent = indentAt(source, target.start);
  if (placeBefore) {
    const at = lineStart(source, target.start);
    return `${source.slice(0, at)}${indent}${quoted},\n${source.slice(at)}`;
  }
  // After the target: past its comma (added if it had none) and the rest of its line.
  const comma = source[target.end] === ',' ? '' : ',';
  const end = target.end + (comma ? 0 : 1);
  const lineEnd = source.indexOf('\n', end);
  if (lineEnd === -1 || lineEnd > close) {
    // The list closes on the target's line: stay on that line.
    return `${source.slice(0, target.end)}${comma || ','} ${quoted}${source.slice(end)}`;
  }
  return `${source.slice(0, target.end)}${comma}${source.slice(target.end, lineEnd)}\n${indent}${quoted},${source.slice(lineEnd)}`;
}

// ------------------------------------------------------------------ the edits

/** Adds the doc id to DOC_IDS in tests/fixtures/routes.ts, on its own line after the last hardware line. */
/**
 * @param {string} routesTs
 * @param {string} docId
 * @returns {string}
 */
export function addRoute(routesTs, docId) {
  const start = routesTs.indexOf('export const DOC_IDS = `');
  if (start === -1) throw new Error(`${FILES.routes}: DOC_IDS not found; add ${docId} by hand`);
  const open = routesTs.indexOf('`', start) + 1;
  const close = routesTs.indexOf('`', open);
  const lines = routesTs.slice(open, close).split('\n');
  if (lines.some((line) => line.split(/\s+/).includes(docId))) throw new Error(`${FILES.routes} already lists ${docId}`);
  let last = -1;
  lines.forEach((line, index) => {
    if (line.startsWith('hardware/')) last = index;
  });
  lines.splice(last === -1 ? lines.length - 1 : last + 1, 0, docId);
  return routesTs.slice(0, open) + lines.join('\n') + routesTs.slice(close);
}

/** Adds the id to the expected part ids of tests/unit/data/parts.test.ts ("covers every hardware page"). */
/**
 * @param {string} partsTestTs
 * @param {string} id
 * @returns {string}
 */
export function addPartIdToTest(partsTestTs, id) {
  const test = partsTestTs.indexOf("it('covers every hardware page");
  if (test === -1) throw new Error(`${FILES.partsTest}: the test "covers every hardware page" is not there; add '${id}' by hand`);
  // expect([...PART_IDS].sort()).toEqual([ …the ids… ].sort())
  const expected = partsTestTs.indexOf('.toEqual(', test);
  const open = partsTestTs.indexOf('[', expected);
  if (expected === -1 || open === -1) throw new Error(`${FILES.partsTest}: the id list is not there; add '${id}' by hand`);
  return addToList(partsTestTs, {anchor: partsTestTs.slice(test, open), entry: id, file: FILES.partsTest});
}

const SECTION_HEADERS = {accessoires: /^ {2}\/\/ -+ accessoires$/m, bee: /^ {2}\/\/ -+ Bees$/m, sensors: /^ {2}\/\/ -+ sensors$/m};

/** The record of a new part, with `// NEW-PART:` where the data sheet's values go. */
/** @param {Options} options */
export function partRecord(options) {
  const list = (ids) => `[${ids.map((id) => `'${id}'`).join(', ')}]`;
  const measures =
    options.section === 'sensors'
      ? `    // ${MARKER} one entry per measured quantity, e.g. {phenomenon: 'temperature', unit: '°C', range: [range(-40, 125, '°C')],
    // accuracy: [pm(0.2, '°C')]}, each value with its source in a comment. A new phenomenon goes into PHENOMENON_IDS
    // above and gets its German name in src/data/partLabels.ts (phenomenonLabel) and its English one in i18n/en/code.json.
    measures: [],`
      : `    // ${MARKER} what the part puts out, if the data sheet lists measured quantities (e.g. {phenomenon: 'latitude'}); else keep [].
    measures: [],`;
  return `  {
    id: '${options.id}',
    section: '${options.section}',
    // ${MARKER} the chip(s) on the part from the data sheet, e.g. [{name: 'HDC1080', maker: 'Texas Instruments'}];
    // a unit test wants at least one. A part known only by what it is takes {generic: …} (GenericPartKind above).
    chips: [],
${measures}
    // ${MARKER} the data-sheet values that apply, each with its source in a comment; leave out what you cannot settle:
    // interfaces (e.g. ['i2c']), i2c ({addresses: [0x44]}, 7-bit), connectors, supplyVoltage, current, size, extras,
    // arduino ({libraries, headers, classes, methods, serialBaud}), blockly ({de: {blocks: […]}, en: {blocks: […]}}),
    // notTogetherWith, links ({datasheets, shop, libraries, projects}). Visible words go into src/data/partLabels.ts.
    includedIn: ${list(options.kits)},
    optionalFor: ${list(options.optionalFor)},
    // ${MARKER} how it connects, per board: e.g. connections: i2cPorts('mcu', 'mcus2', 'mini'), or
    // [{board: 'mcus2', highlight: 'digital-a'}]; <PartConnection> draws nothing until this is set.
  },
`;
}

/** Adds the record to PART_LIST in src/data/parts.ts: at the end of its section's block. */
/**
 * @param {string} partsTs
 * @param {Options} options
 * @returns {string}
 */
export function addPartRecord(partsTs, options) {
  const listStart = partsTs.indexOf('const PART_LIST');
  if (listStart === -1) throw new Error(`${FILES.parts}: PART_LIST not found; add the record by hand`);
  const listEnd = partsTs.indexOf('\n];', listStart);
  if (listEnd === -1) throw new Error(`${FILES.parts}: the end of PART_LIST ("];") not found; add the record by hand`);
  if (partIdsFrom(partsTs).includes(options.id)) throw new Error(`${FILES.parts} already has the part ${options.id}`);
  let insertAt = listEnd + 1;
  const header = SECTION_HEADERS[options.section].exec(partsTs.slice(listStart, listEnd));
  if (header) {
    const afterHeader = listStart + header.index + header[0].length;
    const next = /^ {2}\/\/ -+ /m.exec(partsTs.slice(afterHeader, listEnd));
    if (next) insertAt = afterHeader + next.index;
  }
  return partsTs.slice(0, insertAt) + partRecord(options) + partsTs.slice(insertAt);
}

// ------------------------------------------------------------------ the pages

function yamlString(text) {
  return /^[\p{L}\p{N}][\p{L}\p{N} .,()/+-]*$/u.test(text) ? text : `'${text.replace(/'/g, "''")}'`;
}

/** The boards a sketch names: those of the kits the part belongs to, or all of them. */
/**
 * @param {Options} options
 * @param {Record<string, string>} kitBoards
 * @param {string[]} boardIds
 */
export function sketchBoards(options, kitBoards, boardIds) {
  const wanted = new Set([...options.kits, ...options.optionalFor].map((kit) => kitBoards[kit]).filter(Boolean));
  const boards = boardIds.filter((board) => wanted.has(board));
  return (boards.length > 0 ? boards : boardIds).join(' ');
}

const c = (text) => `{/* ${MARKER} ${text} */}`;

const PAGE_TEXT = {
  de: {
    titleMarker: 'Der Titel der Seite, wie der Teil heißt (z. B. „Feinstaubsensor PMS5003“); er ist auch die Überschrift.',
    description: 'Ein Satz (mehr als 20 Zeichen): Was das Teil misst oder kann und was die Seite zeigt. Suche und Linkvorschau zeigen ihn.',
    keywords: 'Suchwörter: Chipname, Messgrößen, Schnittstelle (z. B. I2C), Bibliothek, die Kits (senseBox:edu S2 …).',
    intro: 'Ein oder zwei Sätze: Was bekommt die Leserin, der Leser auf dieser Seite? Du-Form, kurze Sätze, aktiv, wie auf den anderen Hardware-Seiten.',
    first: {
      sensors: 'Was misst der Sensor?',
      accessoires: 'Was kann das Modul?',
      bee: (title) => `Wofür ist das ${title ?? 'Bee'} da?`,
    },
    firstText: {
      sensors: 'In einfachen Worten: was der Sensor misst, in welcher Einheit, welcher Chip darauf sitzt. Fachbegriff beim ersten Mal in Klammern, z. B. „Luftdruck (in Hektopascal, hPa)“. Wofür man die Werte braucht.',
      accessoires: 'In einfachen Worten: was das Modul ist und wofür du es brauchst. Die Überschrift nennt das Teil, wie auf den anderen Seiten (z. B. „Was kann das Display?“); die englische Seite ebenso.',
      bee: 'In einfachen Worten: was das Bee kann und wofür du es brauchst (z. B. Messwerte per WLAN senden).',
    },
    specs: 'Die Tabelle kommt aus dem Eintrag in src/data/parts.ts; trag die Werte dort ein. Hier höchstens ein Satz, den die Tabelle nicht sagen kann, sonst diesen Kommentar einfach löschen.',
    connection: 'Über welche Schnittstelle und mit welchem Kabel das Teil an welchen Anschluss kommt, Schritt für Schritt. Die Zeichnung darunter kommt aus connections in src/data/parts.ts.',
    programming: 'Programmieren',
    blockly: 'In welcher Blockly-Kategorie der Block steht, wie er heißt (genau wie im Editor), was er liefert, ein kleines Beispiel. Zeichne ihn mit BlocklyBlock (import BlocklyBlock from \'@site/src/components/BlocklyBlock\'). Gibt es keinen Block, nimm die Tabs heraus und nenne die Überschrift „Programmieren mit der Arduino IDE“.',
    library: 'Die Bibliothek mit ihrem genauen Namen im Bibliotheksverwalter, und auf welchem Board man sie installieren muss (src/data/arduinoLibraries.ts sagt, was jedes Board-Paket mitbringt). Hat sie Abhängigkeiten: „Alle installieren“.',
    sketchComment: 'Ein vollständiger Sketch, von uns geschrieben: #include der Bibliothek, Teil in setup() starten, in loop() lesen und ausgeben. boards="…" nennt nur Boards, auf denen er läuft; die englische Seite nennt dieselben.',
    sketchExplained: 'Den Sketch Zeile für Zeile erklären, wo es hilft, und sagen, was im Seriellen Monitor zu sehen ist (Baudrate wie im Sketch).',
    openSenseMap: 'Messwerte zur openSenseMap senden',
    openSenseMapText: 'Welche Sensoren man auf der openSenseMap anlegt: eine Tabelle „Messwert | Einheit“, und wie Blockly die Werte schickt (Link auf /docs/editors/blockly/blocks/web/opensensemap).',
    tips: 'Tipps und typische Fehler',
    tipsText: 'Platzierung, Aufwärmzeit, Pflege; typische Fehler als Tabelle „Was passiert? | Mögliche Ursache | Was hilft?“.',
    more: 'Mehr dazu',
    moreText: 'Links: Datenblatt, Bibliothek, Projektideen, die Boards im Überblick (/docs/boards/…), bei Sensoren die Anmeldung auf der openSenseMap (/docs/misc/opensensemap/register).',
    specsHeading: 'Technische Daten',
    connectionHeading: 'Anschluss',
  },
  en: {
    titleMarker: 'The page title, the name of the part (e.g. "PMS5003 Particulate Matter Sensor"); it is the heading too.',
    description: 'One sentence (more than 20 characters): what the part measures or does and what the page shows. Search and link previews show it.',
    keywords: 'Search words: chip name, measured quantities, interface (e.g. I2C), library, the kits (senseBox:edu S2 …).',
    intro: 'One or two sentences: what does the reader get from this page? Plain "you", short sentences, active voice; the same content as the German page.',
    first: {
      sensors: 'What does the sensor measure?',
      accessoires: 'What can the module do?',
      bee: (title) => `What is the ${title ?? 'Bee'} for?`,
    },
    firstText: {
      sensors: 'In plain words: what the sensor measures, in which unit, which chip is on it. The technical term in brackets the first time, e.g. "air pressure (in hectopascals, hPa)". What the readings are good for.',
      accessoires: 'In plain words: what the module is and what you need it for. The heading names the part, as on the other pages (e.g. "What can the display do?"), and says what the German heading says.',
      bee: 'In plain words: what the Bee does and what you need it for (e.g. sending readings over Wi-Fi).',
    },
    specs: 'The table comes from the record in src/data/parts.ts; put the values there. Here at most a sentence the table cannot say; otherwise just delete this comment.',
    connection: 'Which interface and which cable the part uses and which port it goes into, step by step. The drawing below comes from connections in src/data/parts.ts.',
    programming: 'Programming',
    blockly: 'Which Blockly category the block is in, its name exactly as the editor shows it, what it gives you, a small example. Draw it with BlocklyBlock (import BlocklyBlock from \'@site/src/components/BlocklyBlock\'). If there is no block, take out the tabs and call the heading "Programming with the Arduino IDE".',
    library: 'The library by its exact name in the Library Manager, and on which board it has to be installed (src/data/arduinoLibraries.ts says what each board package brings). If it has dependencies: "Install all".',
    sketchComment: 'A complete sketch we wrote ourselves: #include the library, start the part in setup(), read and print in loop(). boards="…" names only boards it runs on; the German page names the same.',
    sketchExplained: 'Explain the sketch line by line where it helps, and say what the Serial Monitor shows (baud rate as in the sketch).',
    openSenseMap: 'Sending readings to openSenseMap',
    openSenseMapText: 'Which sensors to add on openSenseMap: a table "Measured value | Unit", and how Blockly sends the values (link to /docs/editors/blockly/blocks/web/opensensemap).',
    tips: 'Troubleshooting',
    tipsText: 'Placement, warm-up time, care; typical errors as a table "Problem | Possible cause | Fix".',
    more: 'Learn more',
    moreText: 'Links: data sheet, library, project ideas, the boards at a glance (/docs/boards/…), for sensors the openSenseMap registration (/docs/misc/opensensemap/register).',
    specsHeading: 'Technical data',
    connectionHeading: 'Connecting',
  },
};

/** One page of the pair (`locale` 'de' or 'en'), with the headings the existing hardware pages use. */
/**
 * @param {Options} options
 * @param {'de' | 'en'} locale
 * @param {string} boards
 * @returns {string}
 */
export function partPage(options, locale, boards) {
  const t = PAGE_TEXT[locale];
  const title = locale === 'de' ? options.titleDe : options.titleEn;
  const first = typeof t.first[options.section] === 'function' ? t.first[options.section](title) : t.first[options.section];
  const frontMatter = [
    '---',
    ...(title ? [] : [`# ${MARKER} ${t.titleMarker}`]),
    `title: ${yamlString(title ?? options.id)}`,
    `# ${MARKER} ${t.description}`,
    "description: ''",
    'keywords:',
    `  # ${MARKER} ${t.keywords}`,
    `  - ${yamlString(title ?? options.id)}`,
    '---',
  ];
  const sketch = [
    `\`\`\`cpp title="${options.id}.ino" boards="${boards}"`,
    `// ${MARKER} ${t.sketchComment}`,
    'void setup() {',
    '  Serial.begin(9600);',
    '}',
    '',
    'void loop() {',
    '}',
    '```',
  ];
  const body = [
    '',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import PartSpecs from '@site/src/components/PartSpecs';",
    "import PartConnection from '@site/src/components/PartConnection';",
    '',
    c(t.intro),
    '',
    `## ${first}`,
    '',
    c(t.firstText[options.section]),
    '',
    `## ${t.specsHeading}`,
    '',
    `<PartSpecs part="${options.id}" />`,
    '',
    c(t.specs),
    '',
    `## ${t.connectionHeading}`,
    '',
    c(t.connection),
    '',
    `<PartConnection part="${options.id}" />`,
    '',
    `## ${t.programming}`,
    '',
    '<Tabs groupId="editor">',
    '<TabItem value="blockly" label="Blockly">',
    '',
    c(t.blockly),
    '',
    '</TabItem>',
    '<TabItem value="arduino" label="Arduino IDE">',
    '',
    c(t.library),
    '',
    ...sketch,
    '',
    c(t.sketchExplained),
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    ...(options.section === 'sensors' ? [`## ${t.openSenseMap}`, '', c(t.openSenseMapText), ''] : []),
    `## ${t.tips}`,
    '',
    c(t.tipsText),
    '',
    `## ${t.more}`,
    '',
    c(t.moreText),
    '',
  ];
  return [...frontMatter, ...body].join('\n');
}

// ------------------------------------------------------------------ markers

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(full);
    return [full];
  });
}

/** Every `NEW-PART:` marker left in the given folders of `rootDir`, as "file:line". */
/**
 * @param {string} rootDir
 * @param {string[]} [dirs]
 * @returns {string[]}
 */
export function findMarkers(rootDir, dirs = MARKER_DIRS) {
  return dirs.flatMap((dir) =>
    walk(path.join(rootDir, dir)).flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      if (!text.includes(MARKER)) return [];
      const rel = path.relative(rootDir, file).split(path.sep).join('/');
      return text.split('\n').flatMap((line, index) => (line.includes(MARKER) ? [`${rel}:${index + 1}`] : []));
    }),
  );
}

// ------------------------------------------------------------------ run

/** The repository facts validation needs. */
export function readFacts(rootDir, options) {
  const read = (file) => fs.readFileSync(path.join(rootDir, file), 'utf8');
  const docId = docIdOf(options);
  const sidebarFiles = fs.readdirSync(path.join(rootDir, 'sidebars')).map((name) => `sidebars/${name}`);
  const mentions = [FILES.routes, ...sidebarFiles].filter((file) => read(file).includes(`'${docId}'`) || read(file).split(/\s+/).includes(docId));
  return {
    kitIds: kitIdsFrom(read(FILES.kits)),
    partIds: partIdsFrom(read(FILES.parts)),
    existingFiles: Object.values(pagePaths(options)).filter((file) => fs.existsSync(path.join(rootDir, file))),
    mentions,
  };
}

/** Every file the scaffold writes: {file, content, created, what}, computed in memory. */
export function planScaffold(rootDir, options) {
  const read = (file) => fs.readFileSync(path.join(rootDir, file), 'utf8');
  const kitBoards = kitBoardsFrom(read(FILES.kits));
  const boards = sketchBoards(options, kitBoards, sketchBoardIdsFrom(read(FILES.boardHardware)));
  const pages = pagePaths(options);
  const plan = [
    {file: pages.de, content: partPage(options, 'de', boards), created: true, what: 'German page'},
    {file: pages.en, content: partPage(options, 'en', boards), created: true, what: 'English page'},
    {file: FILES.parts, content: addPartRecord(read(FILES.parts), options), what: 'the record, data-sheet values to fill in'},
  ];
  plan.push({file: FILES.routes, content: addRoute(read(FILES.routes), docIdOf(options)), what: 'the route list'});
  plan.push({file: FILES.partsTest, content: addPartIdToTest(read(FILES.partsTest), options.id), what: 'the list of part ids'});
  return {plan, boards};
}

/** `text` broken into lines of at most `width` characters. */
function wrap(text, firstIndent, indent, width = 100) {
  const lines = [];
  let line = firstIndent;
  // A command in backticks stays on one line.
  for (const word of text.match(/`[^`]*`\S*|\S+/g) ?? []) {
    if (line.trim() && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line += (line.trim() ? ' ' : '') + word;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

/** What is left for the author, in plain words. */
export function todoText(options, boards) {
  const pages = pagePaths(options);
  const steps = [
    `Fill in the record in ${FILES.parts} from the data sheet: chips, ${options.section === 'sensors' ? 'measures, ' : ''}interfaces, I2C address, ` +
      'Arduino library, Blockly blocks, connections, links. Name the source of each value in a comment and leave out what you cannot settle.',
    'A new word the technical data shows (a phenomenon, a qualifier, an extra row, a generic part kind) gets its German label ' +
      'in src/data/partLabels.ts; `npm run write-translations -- --locale de` (and `-- --locale en`) adds its id to ' +
      'i18n/*/code.json, where you write the English text. `npm run test:translations` checks it.',
    `Write the German page ${pages.de} and its English twin ${pages.en}: the same sections, facts and sketch in both, ` +
      'at least 300 words of prose each, a title and a one-sentence description. Each NEW-PART comment says what goes where; delete it when done.',
    `The sketch names the boards "${boards}" (from the kits). Keep only the boards it compiles and runs on, in both languages; ` +
      'name every library the reader has to install by its Library Manager name. A board that needs its own sketch gets one in <BoardTabs>.',
    'Draw any picture as SVG in static/img/hardware/, with alt text in the page\'s language.',
    'Add names the spell check does not know (chip, library, brand) to words/project-words.txt: `npm run test:words`.',
    'The sidebar lists the part by itself, from the record\'s includedIn and optionalFor: in each kit\'s hardware lists and in ' +
      'the Glossar (sidebars/kitHardware.ts). Check them in `npm start`; the English sidebar shows the page under its English title.',
    'Run `npx jest tests/unit/content tests/unit/data tests/unit/sidebars`, then `npm test`. ' +
      'tests/unit/content/scaffoldMarkers.test.ts fails and lists every NEW-PART marker that is left, so the part cannot be merged half written.',
  ];
  return steps.map((step, index) => wrap(`${index + 1}. ${step}`, '  ', '     ')).join('\n');
}

/**
 * The whole command against the repository at `rootDir`. Returns {code, output}: 0 when the files
 * were written, 2 when the input was refused, 1 when a file did not look as the scaffold expects.
 */
/**
 * @param {string} rootDir
 * @param {string[]} argv
 * @returns {{code: number, output: string}}
 */
export function run(rootDir, argv) {
  let options;
  try {
    options = parseArgs(argv);
    if (options.help) return {code: 0, output: USAGE};
    validateOptions(options, readFacts(rootDir, options));
  } catch (error) {
    if (error instanceof UsageError) return {code: 2, output: `new:part refused: ${error.message}`};
    throw error;
  }
  let planned;
  try {
    planned = planScaffold(rootDir, options);
  } catch (error) {
    return {code: 1, output: `new:part changed nothing: ${error.message}`};
  }
  const {plan, boards} = planned;
  if (!options.dryRun) {
    for (const entry of plan) {
      const file = path.join(rootDir, entry.file);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, entry.content);
    }
  }
  const width = Math.max(...plan.map((entry) => entry.file.length));
  const line = (entry) => `  ${entry.file.padEnd(width)}  ${entry.what}`;
  const output = [
    `${options.dryRun ? 'Would create' : 'Created'} the part "${options.id}" (${options.section}), page /docs/${docIdOf(options)}.`,
    '',
    'New files:',
    ...plan.filter((entry) => entry.created).map(line),
    'Changed files:',
    ...plan.filter((entry) => !entry.created).map(line),
    '',
    'What is left for you:',
    todoText(options, boards),
  ].join('\n');
  return {code: 0, output};
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
  try {
    const {code, output} = run(root, process.argv.slice(2));
    (code === 0 ? console.log : console.error)(output);
    process.exit(code);
  } catch (error) {
    console.error(`new:part failed: ${error.stack ?? error}`);
    process.exit(1);
  }
}
