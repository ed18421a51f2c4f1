/**
 * Lists the block types of the senseBox Blockly editor (sensebox/React-Ardublockly)
 * with their field and input names and, per board, the options of each dropdown,
 * into tests/fixtures/editorBlockTypes.json. The unit tests check every Blockly
 * program of the site (src/data/blocklyPrograms.ts) against it, so a block type or
 * field name the editor does not know fails before a reader opens the file.
 *
 *   node scripts/editor-block-types.mjs --editor <checkout of the editor with its node_modules>
 *        [--commit <the checkout's commit>] [--out <file>]
 *
 * Why run the editor's own code instead of reading it: its blocks build their
 * dropdowns at creation time from the board chosen (helpers/board.js), and some
 * are defined in code, some as JSON. Here Node loads Blockly's library blocks
 * and the editor's block files (src/components/Blockly/blocks/index.js) with a
 * small module hook: `@/` is the editor's src/ (its vite alias), imports
 * without extension get one, and the Redux store, which only the toolbox code
 * reads, is a stand-in that reports the board being listed. Then it creates
 * every block once per board in a headless workspace and records what it has.
 */
import fs from 'node:fs';
import {createRequire, register} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The editor's board values by our board id, written once in src/blockly/programXml.ts. */
export const EDITOR_BOARDS = createRequire(import.meta.url)('jiti')(import.meta.filename, {interopDefault: true})(
  path.join(ROOT, 'src/blockly/programXml.ts'),
).EDITOR_BOARD;

const HOOKS = `
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
const SRC = process.env.EDITOR_SRC;
const STORE = 'data:text/javascript,' + encodeURIComponent(
  'const store = {getState: () => ({board: {board: globalThis.__editorBoard}, auth: {user: null}, general: {}, workspace: {}}), subscribe() { return () => {}; }, dispatch() {}};' +
  'export default store;');
function probe(file) {
  for (const candidate of [file, file + '.js', file + '.jsx', path.join(file, 'index.js')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}
// Blockly and its plugins are CommonJS builds in Node whose named exports Node cannot see from an import;
// a small module re-exports what require() gives.
import {createRequire} from 'node:module';
const editorRequire = createRequire(path.join(SRC, '..', 'package.json'));
function commonJsWrapper(specifier) {
  const file = editorRequire.resolve(specifier);
  const names = Object.keys(editorRequire(file)).filter((name) => /^[A-Za-z_$][\\w$]*$/.test(name) && name !== 'default');
  const code = 'import {createRequire} from "node:module"; const m = createRequire(' + JSON.stringify(file) + ')(' + JSON.stringify(file) + ');' +
    names.map((name) => 'export const ' + name + ' = m[' + JSON.stringify(name) + '];').join('') + 'export default m;';
  return 'data:text/javascript,' + encodeURIComponent(code);
}
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@blockly/') || specifier === 'blockly' || specifier.startsWith('blockly/')) return {url: commonJsWrapper(specifier), shortCircuit: true};
  let file;
  if (specifier.startsWith('@/')) file = path.join(SRC, specifier.slice(2));
  else if ((specifier.startsWith('./') || specifier.startsWith('../')) && context.parentURL?.startsWith('file:')) {
    const parent = fileURLToPath(context.parentURL);
    if (parent.startsWith(SRC + path.sep)) file = path.resolve(path.dirname(parent), specifier);
  }
  if (file) {
    if (path.resolve(file) === path.join(SRC, 'store') || path.resolve(file) === path.join(SRC, 'store.js')) return {url: STORE, shortCircuit: true};
    const found = probe(file);
    if (found) return {url: pathToFileURL(found).href, shortCircuit: true};
  }
  return next(specifier, context);
}
`;

/**
 * Loads Blockly and the editor's block definitions into this Node process, with
 * the labels of one of the editor's languages ('de' or 'en'). One language per
 * process: Blockly keeps messages the other language lacks.
 */
export async function loadEditor(editorDir, locale) {
  const src = path.join(path.resolve(editorDir), 'src');
  process.env.EDITOR_SRC = src;
  register(`data:text/javascript,${encodeURIComponent(HOOKS)}`, import.meta.url);
  // Blockly's own blocks first, as the editor's BlocklyComponent imports them; the editor's files then override some.
  // Resolved from the editor checkout's node_modules: jsdom and blockly are its packages, not ours.
  const requireFromEditor = createRequire(path.join(path.resolve(editorDir), 'package.json'));
  // A few blocks build XML with the page's document, as in the browser.
  const {JSDOM} = requireFromEditor('jsdom');
  const {window} = new JSDOM('', {url: 'http://127.0.0.1/'});
  globalThis.window ??= /** @type {any} */ (window);
  globalThis.document ??= window.document;
  globalThis.sessionStorage ??= window.sessionStorage;
  globalThis.localStorage ??= window.localStorage;
  const core = requireFromEditor('blockly/core');
  requireFromEditor('blockly/blocks');
  const boardHelper = await import(pathToFileURL(path.join(src, 'components/Blockly/helpers/board.js')).href);
  // Labels come from the editor's message files (set as its Content.jsx does); without them a few blocks refuse to build.
  const messages = await import(pathToFileURL(path.join(src, `components/Blockly/msg/${locale}.js`)).href);
  core.setLocale(locale === 'en' ? messages.En : messages.De);
  // Blockly warns about every definition the editor overrides and every colour swatch it cannot draw here.
  const warn = console.warn;
  console.warn = () => {};
  await import(pathToFileURL(path.join(src, 'components/Blockly/blocks/index.js')).href);
  console.warn = warn;
  // No undo history or change events are needed for listing.
  core.Events.disable();
  return {core, boardHelper, window, messages: locale === 'en' ? messages.En : messages.De};
}

export async function listEditorBlocks(editorDir) {
  const {core, boardHelper, window} = await loadEditor(editorDir, 'de');
  const registry = core.Blocks;
  const warn = console.warn;
  console.warn = () => {};

  const blocks = {};
  const failed = new Set();
  for (const [board, value] of Object.entries(EDITOR_BOARDS)) {
    globalThis.__editorBoard = value;
    // Some blocks read the board from sessionStorage, where the editor keeps it (actions/boardAction.js).
    window.sessionStorage.setItem('board', value);
    boardHelper.setBoardHelper(value);
    const workspace = new core.Workspace();
    for (const type of Object.keys(registry).sort()) {
      let block;
      try {
        block = workspace.newBlock(type);
      } catch (error) {
        // Still a type the editor registers; its fields stay unlisted (the browser check covers it).
        (blocks[type] ??= {fields: {}, inputs: {}}).notCreated = String(error?.message ?? error).split('\n')[0];
        failed.add(type);
        continue;
      }
      const entry = (blocks[type] ??= {fields: {}, inputs: {}});
      for (const input of block.inputList) {
        if (input.name && input.type !== core.inputs?.inputTypes?.DUMMY && input.type !== 5) {
          entry.inputs[input.name] =
            input.type === core.inputs?.inputTypes?.STATEMENT || input.type === 3 ? 'statement' : 'value';
        }
        for (const field of input.fieldRow) {
          if (!field.name) continue;
          const record = (entry.fields[field.name] ??= {});
          if (typeof field.getOptions === 'function') {
            try {
              (record.options ??= {})[board] = field.getOptions(false).map((option) => option[1]);
            } catch {
              // A dropdown whose options depend on the workspace (variables) has none to list here.
            }
          }
        }
      }
      (entry.boards ??= []).push(board);
      block.dispose(false);
    }
    workspace.dispose();
  }
  console.warn = warn;
  return {blocks, failed};
}

async function main() {
  const {values} = parseArgs({
    options: {editor: {type: 'string'}, commit: {type: 'string'}, out: {type: 'string'}},
  });
  if (!values.editor) {
    console.error(
      'Usage: node scripts/editor-block-types.mjs --editor <editor checkout with node_modules> [--commit <sha>] [--out <file>]',
    );
    process.exit(2);
  }
  const out = values.out ?? path.join(ROOT, 'tests/fixtures/editorBlockTypes.json');
  const {blocks, failed} = await listEditorBlocks(values.editor);
  const result = {
    source: {
      repository: 'sensebox/React-Ardublockly',
      commit: values.commit ?? 'unknown',
      path: 'src/components/Blockly/blocks/',
    },
    boards: EDITOR_BOARDS,
    blocks,
  };
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
  console.log(
    `${Object.keys(blocks).length} block types written to ${path.relative(process.cwd(), out)}; ${failed.size} registered but not creatable here (${[...failed].join(', ')}).`,
  );
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
