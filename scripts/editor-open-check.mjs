/**
 * Proves every Blockly program file of a built site (build/blockly-xml/*.xml and
 * build/en/blockly-xml/*.xml, written by plugins/blockly-files) in the senseBox
 * Blockly editor itself: each file is opened as a reader does, with the
 * editor's "Projekt öffnen" button (its file input) and "Bestätigen" in the
 * dialog; then the editor's live workspace (the blocks it shows, read from its
 * Blockly workspace object, and the board it switched to) must hold the same
 * blocks, nested the same way, with the same field values and the same board.
 *
 * Two more signals, from the editor's own code: whether its Arduino generator
 * has code for every block type of the file (its generator table, `forBlock`)
 * and turns the workspace into code, and whether the XML it autosaves to
 * localStorage holds the file too. It generates code before it autosaves, so a
 * block without a generator also stops the autosave; such a file is reported
 * as loading without code, an editor bug (docs-dev/editor-bugs.md), not as a
 * failure of the file.
 *
 *   npm run editor-open-check -- --editor <the editor's built folder> [--site build] [--only <file name>]
 *
 * The editor is sensebox/React-Ardublockly, built locally (see editor-shots.mjs);
 * it is served from 127.0.0.1 and needs no network for this. Exit code 1 when a
 * file does not load (the workspace differs from the file) or the autosave
 * differs although the editor generates code.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {JSDOM} from 'jsdom';

// The browser and the editor's server are imported in main(), so the unit tests of the functions
// below load neither.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {DOMParser} = new JSDOM('').window;

/** The program files of a built site, German and English. */
export function programFilesOf(site) {
  return [
    ['de', path.join(site, 'blockly-xml')],
    ['en', path.join(site, 'en', 'blockly-xml')],
  ].flatMap(([locale, dir]) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.xml'))
          .sort()
          .map((name) => ({locale, name, file: path.join(dir, name)}))
      : [],
  );
}

/**
 * A workspace's blocks in a form two files can be compared by: for each block
 * its path (input names from the start block), type and fields. Ids and
 * positions are left out (the editor gives its own); so are fields the file
 * does not set (the editor adds the defaults of blocks such as the interval).
 */
export function workspaceSummary(xml) {
  const document = new DOMParser().parseFromString(xml, 'text/xml');
  if (document.getElementsByTagName('parsererror').length > 0) throw new Error('not well-formed XML');
  const blocks = [];
  const visit = (block, where) => {
    const fields = {};
    const children = [...block.children];
    for (const child of children.filter((c) => c.tagName === 'field'))
      fields[child.getAttribute('name')] = child.textContent;
    blocks.push({where, type: block.getAttribute('type'), fields});
    for (const child of children) {
      // A block in an input covers its shadow (Blockly writes the shadow first): the workspace shows the block.
      const inner =
        [...child.children].find((c) => c.tagName === 'block') ??
        [...child.children].find((c) => c.tagName === 'shadow');
      if (!inner) continue;
      if (child.tagName === 'value' || child.tagName === 'statement')
        visit(inner, `${where}/${child.getAttribute('name')}`);
      if (child.tagName === 'next') visit(inner, `${where}+`);
    }
  };
  const top = [...document.documentElement.children].filter((c) => c.tagName === 'block');
  top.forEach((block, index) => visit(block, `${index}`));
  return {board: document.documentElement.getAttribute('board'), blocks};
}

/** What differs between the file and the editor's workspace; [] when the editor holds the file as written. */
export function differences(expected, actual) {
  const problems = [];
  if (expected.board !== actual.board) problems.push(`board ${actual.board}, not ${expected.board}`);
  const byPlace = new Map(actual.blocks.map((block) => [block.where, block]));
  for (const block of expected.blocks) {
    const found = byPlace.get(block.where);
    if (!found) {
      problems.push(`${block.type} at ${block.where} is missing`);
      continue;
    }
    if (found.type !== block.type) problems.push(`${found.type} at ${block.where}, not ${block.type}`);
    for (const [name, value] of Object.entries(block.fields)) {
      if (found.fields[name] !== value)
        problems.push(`${block.type}.${name} is ${JSON.stringify(found.fields[name])}, not ${JSON.stringify(value)}`);
    }
  }
  if (actual.blocks.length !== expected.blocks.length)
    problems.push(`${actual.blocks.length} blocks in the workspace, ${expected.blocks.length} in the file`);
  return problems;
}

/**
 * Runs in the editor's page before its own scripts: keeps the editor's Arduino code generator where the
 * check can read its table of block generators (`forBlock`). The editor creates it with
 * `Blockly.Generator.Arduino = new Blockly.Generator("Arduino")` and exposes neither Blockly nor the
 * generator, so a setter on Object.prototype sees that one assignment, stores the value as the
 * object's own property (the editor goes on as usual) and removes itself. Self-contained: its source
 * is sent to the browser.
 */
export function catchArduinoGenerator() {
  Object.defineProperty(Object.prototype, 'Arduino', {
    configurable: true,
    set(value) {
      Object.defineProperty(this, 'Arduino', {value, writable: true, enumerable: true, configurable: true});
      if (value && typeof value === 'object' && value.forBlock && typeof value.workspaceToCode === 'function') {
        /** @type {any} */ (window).__editorArduinoGenerator = value;
        delete (/** @type {any} */ (Object.prototype).Arduino);
      }
    },
  });
}

/**
 * The blocks of a live Blockly workspace in the form of workspaceSummary: the same paths, types and
 * fields Blockly writes to XML (a serializable field's value as text, a variable field's variable
 * name). Self-contained: its source is sent to the browser.
 */
export function summaryOfWorkspace(workspace, board) {
  const blocks = [];
  const visit = (block, where) => {
    const fields = {};
    for (const input of block.inputList) {
      for (const field of input.fieldRow) {
        if (!field.name || !field.isSerializable()) continue;
        const variable = typeof field.getVariable === 'function' ? field.getVariable() : null;
        fields[field.name] = variable ? variable.getName() : String(field.getValue() ?? '');
      }
    }
    blocks.push({where, type: block.type, fields});
    for (const input of block.inputList) {
      const inner = input.connection ? input.connection.targetBlock() : null;
      if (inner) visit(inner, `${where}/${input.name}`);
    }
    const next = block.nextConnection ? block.nextConnection.targetBlock() : null;
    if (next) visit(next, `${where}+`);
  };
  workspace.getTopBlocks(true).forEach((block, index) => visit(block, `${index}`));
  return {board, blocks};
}

/**
 * Runs in the editor's page: its main workspace as it is now (summarised), the board in its Redux
 * store, the block types its Arduino generator has code for, its autosaved XML and, with `generate`,
 * what happens when it turns the workspace into code. The editor keeps the workspace in the state of
 * its BlocklyComponent and the store in react-redux's Provider; both are found by walking up React's
 * fibers from the element Blockly was injected into. Self-contained: its source is sent to the browser.
 */
export function readEditor(summarize, generate) {
  const fiberOf = (element) => {
    const key = element ? Object.keys(element).find((name) => name.startsWith('__reactFiber$')) : undefined;
    return key ? element[key] : null;
  };
  const valuesOf = (fiber) => {
    const values = Object.values(fiber.memoizedProps ?? {});
    let hook = fiber.tag === 0 || fiber.tag === 11 || fiber.tag === 15 ? fiber.memoizedState : null;
    for (; hook && typeof hook === 'object'; hook = hook.next) values.push(hook.memoizedState);
    if (fiber.tag === 1 && fiber.stateNode) values.push(...Object.values(fiber.stateNode.state ?? {}));
    return values;
  };
  // An element keeps the fiber it was created with; after a re-render the component's current state
  // may be on that fiber's alternate, so both are searched.
  const find = (element, test) => {
    for (let fiber = fiberOf(element); fiber; fiber = fiber.return)
      for (const version of [fiber, fiber.alternate].filter(Boolean))
        for (const value of valuesOf(version)) if (value && typeof value === 'object' && test(value)) return value;
    return null;
  };
  const host = document.querySelector('.injectionDiv')?.parentElement;
  const workspace = find(host, (value) => typeof value.getTopBlocks === 'function' && !value.isFlyout);
  const store = find(host, (value) => typeof value.getState === 'function' && typeof value.dispatch === 'function');
  const generator = /** @type {any} */ (window).__editorArduinoGenerator;
  const result = {
    live: workspace ? summarize(workspace, store?.getState()?.board?.board ?? null) : null,
    generatorTypes: generator
      ? Object.keys(generator.forBlock).filter((type) => typeof generator.forBlock[type] === 'function')
      : null,
    autosaved: window.localStorage.getItem('autoSaveXML'),
    codeError: null,
  };
  if (generate && workspace && generator) {
    try {
      generator.workspaceToCode(workspace);
    } catch (error) {
      result.codeError = String(error?.message ?? error).split('\n')[0];
    }
  }
  return result;
}

/** The block types of a summary the editor's generator table has no code for, each once, in order. */
export function missingGenerators(summary, generatorTypes) {
  const known = new Set(generatorTypes);
  return [...new Set(summary.blocks.map((block) => block.type))].filter((type) => !known.has(type));
}

/**
 * What a file's check found, from the file's summary and the editor's state after loading it:
 * - `loads`: the workspace holds the file's blocks, the editor generates code and autosaves the same;
 * - `no-code`: the workspace holds the file's blocks but the editor cannot turn them into code (an
 *   editor bug: `missing` names the block types without a generator); that also stops its autosave;
 * - `autosave-differs`: the workspace holds the file, the code is generated, but the autosave differs;
 * - `does-not-load`: the workspace is missing or does not hold the file's blocks.
 * Only the last two fail the check.
 */
export function verdict(expected, {live, generatorTypes, autosaved, codeError}) {
  if (!live) return {kind: 'does-not-load', problems: ["the editor's workspace was not found"]};
  const problems = differences(expected, live);
  if (problems.length > 0) return {kind: 'does-not-load', problems};
  const missing = generatorTypes ? missingGenerators(live, generatorTypes) : [];
  let autosaveProblems;
  try {
    autosaveProblems = autosaved ? differences(expected, workspaceSummary(autosaved)) : ['nothing autosaved'];
  } catch (error) {
    autosaveProblems = [`autosave: ${String(error?.message ?? error)}`];
  }
  if (missing.length > 0 || codeError) return {kind: 'no-code', missing, codeError, autosaveProblems};
  if (autosaveProblems.length > 0) return {kind: 'autosave-differs', problems: autosaveProblems};
  return {kind: 'loads', problems: []};
}

/** Opens one file in a fresh editor page and returns what readEditor finds there once it has settled. */
async function openInEditor(browser, origin, {name, file}, expected) {
  const context = await browser.newContext({viewport: {width: 1280, height: 880}, locale: 'de-DE'});
  // The cookie note stays away once its cookie is set (as in editor-shots.mjs).
  await context.addCookies([{name: 'cookieConsent', value: 'true', url: origin}]);
  // Start on the MCU, so the board dialog stays closed; the file then chooses its own board.
  await context.addInitScript(() => {
    window.localStorage.setItem('locale', 'de_DE');
    window.sessionStorage.setItem('board', 'MCU');
  });
  await context.addInitScript({
    content: `(${catchArduinoGenerator})();
window.__editorOpenCheck = {summarize: ${summaryOfWorkspace}, read: ${readEditor}};`,
  });
  const page = await context.newPage();
  const read = (generate) =>
    page.evaluate((flag) => {
      const check = /** @type {any} */ (window).__editorOpenCheck;
      return check.read(check.summarize, flag);
    }, generate);
  try {
    await page.goto(`${origin}/`);
    await page.locator('.blocklyToolboxDiv, .blocklyToolbox').first().waitFor({timeout: 30_000});
    // "Projekt öffnen" is a label for the hidden file input #open-blocks; the browser gives an .xml file the type text/xml.
    await page.setInputFiles('#open-blocks', {name, mimeType: 'text/xml', buffer: fs.readFileSync(file)});
    await page.getByRole('button', {name: 'Bestätigen'}).click({timeout: 15_000});
    // The editor loads the file 300 ms after the click and switches to the file's board. Wait for a
    // workspace on that board with as many blocks as the file; when none comes, compare what is there.
    await page
      .waitForFunction(
        ({board, count}) => {
          const check = /** @type {any} */ (window).__editorOpenCheck;
          const {live} = check.read(check.summarize, false);
          return live?.board === board && live.blocks.length >= count;
        },
        expected,
        {timeout: 20_000},
      )
      .catch(() => undefined);
    // Let the board switch's re-render and the autosave (400 ms after a change) settle.
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const check = /** @type {any} */ (window).__editorOpenCheck;
          const now = () => JSON.stringify(check.read(check.summarize, false));
          const first = now();
          setTimeout(() => resolve(now() === first), 1000);
        }),
      null,
      {timeout: 20_000},
    );
    return await read(true);
  } finally {
    await context.close();
  }
}

async function main() {
  const {values} = parseArgs({
    options: {editor: {type: 'string'}, site: {type: 'string'}, only: {type: 'string', multiple: true}},
  });
  if (!values.editor) {
    console.error(
      'Usage: npm run editor-open-check -- --editor <built editor folder> [--site build] [--only <file name>]',
    );
    process.exit(2);
  }
  const site = path.resolve(values.site ?? path.join(ROOT, 'build'));
  const files = programFilesOf(site).filter((entry) => !values.only || values.only.includes(entry.name));
  if (files.length === 0) {
    console.error(`No Blockly program files in ${site}/blockly-xml or ${site}/en/blockly-xml: build the site first.`);
    process.exit(2);
  }
  const {launchBrowser} = await import('../tools/chromium.mjs');
  const {serveEditor} = await import('./editor-shots.mjs');
  const {server, origin} = await serveEditor(values.editor);
  const browser = await launchBrowser();
  const counts = {loads: 0, 'no-code': 0, 'autosave-differs': 0, 'does-not-load': 0};
  const editorBugs = new Set();
  try {
    for (const entry of files) {
      const label = `${entry.locale}/${entry.name}`;
      let result;
      let expected;
      try {
        expected = workspaceSummary(fs.readFileSync(entry.file, 'utf8'));
        const opened = await openInEditor(browser, origin, entry, {
          board: expected.board,
          count: expected.blocks.length,
        });
        result = verdict(expected, opened);
        if (!opened.generatorTypes) console.log(`      ${label}: the editor's Arduino generator was not found`);
      } catch (error) {
        result = {kind: 'does-not-load', problems: [String(error?.message ?? error).split('\n')[0]]};
      }
      counts[result.kind] += 1;
      if (result.kind === 'loads')
        console.log(`ok       ${label}: ${expected.blocks.length} blocks on ${expected.board}`);
      else if (result.kind === 'no-code') {
        const missing = result.missing.length > 0 ? `no Arduino generator for ${result.missing.join(', ')}` : '';
        const thrown = result.codeError ? `code generation throws "${result.codeError}"` : '';
        for (const type of result.missing) editorBugs.add(type);
        console.log(
          `NO CODE  ${label}: the workspace holds the file's ${expected.blocks.length} blocks on ${expected.board}, ` +
            `but the editor cannot generate code (editor bug: ${[missing, thrown].filter(Boolean).join('; ')})` +
            (result.autosaveProblems.length > 0 ? '; its autosave stops short of the file' : ''),
        );
      } else console.log(`FAIL     ${label}: ${result.kind}: ${result.problems.join('; ')}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const holding = counts.loads + counts['no-code'];
  console.log(
    `\n${holding} of ${files.length} files load with the editor's workspace holding exactly the file's blocks and board:` +
      ` ${counts.loads} as written (code generated, autosave the same), ${counts['no-code']} without code from the editor.` +
      ` ${counts['autosave-differs']} autosaved differently, ${counts['does-not-load']} did not load.`,
  );
  if (editorBugs.size > 0)
    console.log(
      `Editor bug, not the files: its Arduino generator has no code for ${[...editorBugs].join(', ')} (docs-dev/editor-bugs.md).`,
    );
  const failed = counts['autosave-differs'] + counts['does-not-load'];
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(2);
  });
}
