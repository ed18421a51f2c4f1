/**
 * Proves every Blockly program file of a built site (build/blockly-xml/*.xml and
 * build/en/blockly-xml/*.xml, written by plugins/blockly-files) in the senseBox
 * Blockly editor itself: each file is opened as a reader does, with the
 * editor's "Projekt öffnen" button (its file input) and "Bestätigen" in the
 * dialog; then the editor's own copy of its workspace (the XML it autosaves to
 * localStorage, with the board it switched to) must hold the same blocks,
 * nested the same way, with the same field values and the same board.
 *
 *   npm run editor-open-check -- --editor <the editor's built folder> [--site build] [--only <file name>]
 *
 * The editor is sensebox/React-Ardublockly, built locally (see editor-shots.mjs);
 * it is served from 127.0.0.1 and needs no network for this. Exit code 1 when a
 * file does not load as written.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {JSDOM} from 'jsdom';
import {launchBrowser} from '../tests/e2e/browser.mjs';
import {serveEditor} from './editor-shots.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
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
      const inner = [...child.children].find((c) => c.tagName === 'block' || c.tagName === 'shadow');
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
 * Opens one file in a fresh editor page and returns the editor's autosaved workspace XML, and the
 * blocks the editor has no code generator for: it turns every change into code before it autosaves,
 * so such a block stops the autosave even though the workspace shows it.
 */
async function openInEditor(browser, origin, {name, file}, expected) {
  const context = await browser.newContext({viewport: {width: 1280, height: 880}, locale: 'de-DE'});
  // The cookie note stays away once its cookie is set (as in editor-shots.mjs).
  await context.addCookies([{name: 'cookieConsent', value: 'true', url: origin}]);
  // Start on the MCU, so the board dialog stays closed; the file then chooses its own board.
  await context.addInitScript(() => {
    window.localStorage.setItem('locale', 'de_DE');
    window.sessionStorage.setItem('board', 'MCU');
  });
  const page = await context.newPage();
  const noGenerator = new Set();
  page.on('pageerror', (error) => {
    const type = /does not know how to generate code for block type "([^"]+)"/.exec(
      String(error?.message ?? error),
    )?.[1];
    if (type) noGenerator.add(type);
  });
  try {
    await page.goto(`${origin}/`);
    await page.locator('.blocklyToolboxDiv, .blocklyToolbox').first().waitFor({timeout: 30_000});
    // "Projekt öffnen" is a label for the hidden file input #open-blocks; the browser gives an .xml file the type text/xml.
    await page.setInputFiles('#open-blocks', {name, mimeType: 'text/xml', buffer: fs.readFileSync(file)});
    await page.getByRole('button', {name: 'Bestätigen'}).click({timeout: 15_000});
    // The editor loads the file 300 ms after the click and autosaves 400 ms after the change. Wait for an
    // autosave on the file's board with as many blocks as the file; when none comes, compare what is there.
    await page
      .waitForFunction(
        ({board, count}) => {
          const xml = window.localStorage.getItem('autoSaveXML') ?? '';
          return xml.includes(`board="${board}"`) && (xml.match(/<block /g) ?? []).length >= count;
        },
        expected,
        {timeout: 20_000},
      )
      .catch(() => undefined);
    // Let a second autosave (the board switch re-renders the workspace) settle.
    await page.waitForFunction(
      () =>
        new Promise((resolve) => {
          const first = window.localStorage.getItem('autoSaveXML');
          setTimeout(() => resolve(window.localStorage.getItem('autoSaveXML') === first), 1000);
        }),
      null,
      {timeout: 20_000},
    );
    return {xml: await page.evaluate(() => window.localStorage.getItem('autoSaveXML')), noGenerator: [...noGenerator]};
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
  const {server, origin} = await serveEditor(values.editor);
  const browser = await launchBrowser();
  let failed = 0;
  try {
    for (const entry of files) {
      const label = `${entry.locale}/${entry.name}`;
      try {
        const expected = workspaceSummary(fs.readFileSync(entry.file, 'utf8'));
        const opened = await openInEditor(browser, origin, entry, {
          board: expected.board,
          count: expected.blocks.length,
        });
        const actual = workspaceSummary(opened.xml);
        const problems = differences(expected, actual);
        if (problems.length > 0 && opened.noGenerator.length > 0)
          problems.unshift(
            `the editor cannot generate code for ${opened.noGenerator.join(', ')}, so it does not autosave`,
          );
        if (problems.length === 0) console.log(`ok    ${label}: ${expected.blocks.length} blocks on ${expected.board}`);
        else {
          failed += 1;
          console.log(`FAIL  ${label}: ${problems.join('; ')}`);
        }
      } catch (error) {
        failed += 1;
        console.log(`FAIL  ${label}: ${String(error?.message ?? error).split('\n')[0]}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.log(`${files.length - failed} of ${files.length} files load in the editor as written.`);
  process.exit(failed === 0 ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
