/**
 * Lists the visible labels of every block of the senseBox Blockly editor, in
 * German and English, into tests/fixtures/editorBlockLabels.json. The pages draw
 * the editor's blocks with BlocklyBlock and write their labels by hand; the unit
 * tests compare each drawn program with these labels, so a drawing that says
 * "Token" where the editor says "telegram" fails.
 *
 *   node scripts/editor-block-labels.mjs --editor <checkout of the editor with its node_modules>
 *        [--commit <the checkout's commit>] [--out <file>]
 *
 * The editor is loaded as scripts/editor-block-types.mjs loads it. Each
 * language and board runs in a process of its own: Blockly keeps a message the
 * second language lacks, and a few blocks end the process on a board they do
 * not support. A block's labels are the texts of its label fields in order,
 * over the boards that can create it; field values (numbers, names, dropdown
 * choices) are not labels.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {EDITOR_BOARDS, loadEditor} from './editor-block-types.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCALES = ['de', 'en'];

/** One process: the labels of every block for one language and board, printed as JSON. */
async function worker(editorDir, locale, board) {
  const {core, boardHelper, window, messages} = await loadEditor(editorDir, locale);
  // Importing the block files brings back Blockly's English messages; the editor sets its language after them too.
  core.setLocale(messages);
  globalThis.__editorBoard = EDITOR_BOARDS[board];
  window.sessionStorage.setItem('board', EDITOR_BOARDS[board]);
  boardHelper.setBoardHelper(EDITOR_BOARDS[board]);
  const warn = console.warn;
  console.warn = () => {};
  const workspace = new core.Workspace();
  const labels = {};
  for (const type of Object.keys(core.Blocks).sort()) {
    let block;
    try {
      block = workspace.newBlock(type);
    } catch {
      continue;
    }
    labels[type] = block.inputList.flatMap((input) =>
      input.fieldRow
        .filter((field) => field instanceof core.FieldLabel)
        .map((field) => String(field.getText()).trim())
        .filter((text) => text !== ''),
    );
    try {
      block.dispose(false);
    } catch {
      // A block that fails to clean up has been read already.
    }
  }
  console.warn = warn;
  process.stdout.write(JSON.stringify(labels));
  process.exit(0);
}

function main() {
  const {values} = parseArgs({
    options: {
      editor: {type: 'string'},
      commit: {type: 'string'},
      out: {type: 'string'},
      worker: {type: 'string'},
      board: {type: 'string'},
    },
  });
  if (!values.editor) {
    console.error(
      'Usage: node scripts/editor-block-labels.mjs --editor <editor checkout with node_modules> [--commit <sha>] [--out <file>]',
    );
    process.exit(2);
  }
  if (values.worker && values.board) return worker(values.editor, values.worker, values.board);

  const out = values.out ?? path.join(ROOT, 'tests/fixtures/editorBlockLabels.json');
  const script = fileURLToPath(import.meta.url);
  /** @type {Record<string, Record<string, string[]>>} type → locale → labels */
  const blocks = {};
  for (const locale of LOCALES) {
    for (const board of Object.keys(EDITOR_BOARDS)) {
      let labels;
      try {
        const stdout = execFileSync(
          process.execPath,
          [script, '--editor', values.editor, '--worker', locale, '--board', board],
          {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore']},
        );
        labels = JSON.parse(stdout);
      } catch (error) {
        console.error(`${locale}/${board}: no labels (${String(error?.message ?? error).split('\n')[0]})`);
        continue;
      }
      for (const [type, list] of Object.entries(labels)) {
        const known = ((blocks[type] ??= {})[locale] ??= []);
        for (const label of list) if (!known.includes(label)) known.push(label);
      }
    }
  }
  const sorted = Object.fromEntries(
    Object.keys(blocks)
      .sort()
      .map((type) => [type, blocks[type]]),
  );
  const result = {
    source: {
      repository: 'sensebox/React-Ardublockly',
      commit: values.commit ?? 'unknown',
      path: 'src/components/Blockly/blocks/ and msg/',
    },
    blocks: sorted,
  };
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, `${JSON.stringify(result, null, 1)}\n`);
  console.log(`Labels of ${Object.keys(sorted).length} block types written to ${path.relative(process.cwd(), out)}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
