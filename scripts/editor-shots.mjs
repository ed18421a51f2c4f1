/**
 * Screenshots of the senseBox Blockly editor (sensebox/React-Ardublockly) for
 * the docs: the board dialog, the editor with each kit's board
 * selected, and the toolbox category of each block family that the pages in
 * docs/editors/blockly/blocks/ describe, and the workspace with each Blockly
 * program of the pages (src/data/blocklyPrograms.ts) opened from its file —
 * German UI for the German pages, English UI for the English ones.
 *
 *   npm run editor-shots -- --editor <the editor's built folder (vite build)>
 *   options: --only <shot name> (repeatable; program:<id> for all shots of one program),
 *            --lang de|en (repeatable), --skip-images,
 *            --monaco <folder of the npm package monaco-editor at the version the editor's
 *            code pane loads from jsDelivr (0.55.1 at editor commit 6510fb8)>, for the code pane
 *
 * It serves the built editor from 127.0.0.1 (single-page fallback to
 * index.html), drives it with Debian's Chromium (tools/chromium.mjs) and
 * writes PNG sources to images/editor/<lang>/<name>.png. Then it runs the
 * responsive-image step (scripts/responsive-images.mjs), which turns them into
 * the WebP/AVIF files the <Screenshot> component shows. The editor itself is
 * never copied into this repository.
 *
 * Left out because they need a network service that is not here: the compile
 * and download dialog (compile.sensebox.de), the gallery and the login. The code
 * pane loads Monaco from a CDN: without --monaco it shows "Loading...".
 */
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchBrowser} from '../tools/chromium.mjs';
import {filesBelow} from '../tools/files.mjs';
import {makeResponsiveImages} from './responsive-images.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'images/editor');

/** The editor's own settings: locale in localStorage (de_DE / en_US), board in sessionStorage. */
const LANGS = {de: 'de_DE', en: 'en_US'};
const VIEWPORT_HEIGHT = 880;

/** The boards of the editor's board dialog, each with the value the editor stores (src/blockly/programXml.ts). */
const BOARDS = loadProgramModules().EDITOR_BOARD;

/**
 * One shot per block family: the toolbox path to click (category names as the
 * editor shows them, from its msg/de and msg/en files and its toolbox files),
 * on the MCU-S2, the board the block pages are written for.
 */
const CATEGORIES = {
  sensoren: {de: ['Sensoren'], en: ['Sensors']},
  led: {de: ['LED', 'RGB LED'], en: ['LED', 'RGB LED']},
  display: {de: ['Display'], en: ['Display']},
  text: {de: ['Text'], en: ['Text']},
  logik: {de: ['Logik'], en: ['Logic']},
  schleifen: {de: ['Schleifen'], en: ['Loops']},
  zeit: {de: ['Zeit', 'Zeitsteuerung'], en: ['Time', 'Time control']},
  mathematik: {de: ['Mathematik'], en: ['Math']},
  variablen: {de: ['Variablen'], en: ['Variables']},
  wifi: {de: ['Datenübertragung', 'WIFI'], en: ['Data transmission', 'WIFI']},
  opensensemap: {de: ['Datenübertragung', 'openSenseMap'], en: ['Data transmission', 'openSenseMap']},
  lora: {de: ['Datenübertragung', 'LoRa', 'Aktivierung'], en: ['Data transmission', 'LoRa', 'Aktivierung']},
  webserver: {de: ['Erweitert', 'Webserver'], en: ['Advanced', 'Webserver']},
  audio: {de: ['Erweitert', 'Audio'], en: ['Advanced', 'Audio']},
};

/** The page folders of each language, for the program drawings on them. */
const PAGE_DIRS = {de: 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'};

/** The program data and its XML, TypeScript modules loaded with jiti as Docusaurus loads its config. */
function loadProgramModules() {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const load = require('jiti')(import.meta.filename, {interopDefault: true, alias: {'@site': ROOT}});
  return {
    ...load(path.join(ROOT, 'src/blockly/programXml.ts')),
    ...load(path.join(ROOT, 'src/blockly/programShots.ts')),
    ...load(path.join(ROOT, 'src/data/blocklyPrograms.ts')),
  };
}

/**
 * The program shots of one language: every program on its first board, and
 * every other board a page of that language shows it for (a board tab).
 * Returns [{program, board, file}] with `file` the shot's name.
 */
export function programShots(modules, lang) {
  const {BLOCKLY_PROGRAMS, programDrawingsIn, programShotBoard, programShotFile} = modules;
  const byId = new Map(BLOCKLY_PROGRAMS.map((program) => [program.id, program]));
  const wanted = BLOCKLY_PROGRAMS.map((program) => ({program, board: programShotBoard(program)}));
  const dir = path.join(ROOT, PAGE_DIRS[lang]);
  for (const file of filesBelow(dir)
    .filter((name) => /\.mdx?$/.test(name))
    .sort()) {
    for (const drawing of programDrawingsIn(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      const program = byId.get(drawing.program);
      if (program) wanted.push({program, board: programShotBoard(program, drawing.board)});
    }
  }
  const shots = new Map();
  for (const shot of wanted) {
    const file = programShotFile(shot.program.id, shot.board);
    if (!shots.has(file)) shots.set(file, {...shot, file});
  }
  return [...shots.values()];
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

/** Serves the built editor; unknown paths get index.html, as its router expects. */
export function serveEditor(dir) {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    let file;
    try {
      file = path.join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    } catch {
      file = root;
    }
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    res.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
      }),
    );
  });
}

/** A page with the editor in one language; with `board` the board dialog is skipped. */
async function openEditor({browser, origin, monaco}, lang, board) {
  const context = await browser.newContext({
    viewport: {width: 1280, height: VIEWPORT_HEIGHT},
    deviceScaleFactor: 2,
    locale: lang === 'de' ? 'de-DE' : 'en-US',
  });
  // The cookie note (react-cookie-consent, cookieName in the editor's Cookies.jsx) stays away once its cookie is set.
  await context.addCookies([{name: 'cookieConsent', value: 'true', url: origin}]);
  if (monaco) {
    // The code pane loads Monaco from jsDelivr; a local copy of the same npm package stands in for it.
    await context.route(/^https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^/]+\/min\//, (route) => {
      const rest = new URL(route.request().url()).pathname.replace(/^\/npm\/monaco-editor@[^/]+\/min\//, '');
      const file = path.join(monaco, 'min', rest);
      if (!fs.existsSync(file)) return route.fulfill({status: 404, body: ''});
      return route.fulfill({
        body: fs.readFileSync(file),
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
    });
  }
  await context.addInitScript(
    ({locale, boardValue}) => {
      window.localStorage.setItem('locale', locale);
      if (boardValue) window.sessionStorage.setItem('board', boardValue);
      else window.sessionStorage.removeItem('board');
    },
    // The editor sets Blockly's language only after the toolbox is first drawn, so a page
    // opened in English keeps German category names; it starts in German and switches below.
    {locale: LANGS.de, boardValue: board ? BOARDS[board] : null},
  );
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  if (board) await switchLanguage(page, lang);
  await page.locator('.blocklyToolboxDiv, .blocklyToolbox').first().waitFor({timeout: 30_000});
  await page.waitForTimeout(1500);
  return {page, context};
}

/** Chooses the language in the editor's menu bar, as a reader does (Deutsch → English). */
async function switchLanguage(page, lang) {
  if (lang === 'de') return;
  await page.locator('header').getByText('Deutsch', {exact: true}).first().click();
  await page.getByRole('menuitem', {name: 'English'}).click();
  await page.locator('header').getByText('English', {exact: true}).first().waitFor();
  // Away from the toolbar, so no tooltip stays open in the picture.
  await page.mouse.move(300, 75);
  await page.waitForTimeout(500);
}

/** Clicks one toolbox category by its visible name. */
async function clickCategory(page, name) {
  const row = page.locator('.blocklyTreeLabel, .blocklyToolboxCategoryLabel').getByText(name, {exact: true}).first();
  // The label sits under the category's row element, which takes the click.
  await row.click({force: true});
  await page.waitForTimeout(700);
}

async function shotBoardDialog(env, lang, file) {
  const {page, context} = await openEditor(env, lang, null);
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.waitForTimeout(800);
  await dialog.screenshot({path: file});
  await context.close();
}

/** The editor after the board was chosen: menu bar, toolbox and workspace (the code pane needs a CDN). */
async function shotBoard(env, lang, board, file) {
  const {page, context} = await openEditor(env, lang, board);
  await page.waitForTimeout(env.monaco ? 2500 : 0);
  await page.screenshot({path: file, clip: {x: 0, y: 0, width: 1280, height: 620}});
  await context.close();
}

/** The toolbox with one category open and its blocks in the flyout next to it. */
async function shotCategory(env, lang, names, file) {
  const {page, context} = await openEditor(env, lang, 'mcus2');
  for (const name of names) await clickCategory(page, name);
  const toolbox = await page.locator('.blocklyToolboxDiv, .blocklyToolbox').first().boundingBox();
  const flyout = await page.locator('svg.blocklyToolboxFlyout').first().boundingBox();
  const left = Math.max(0, Math.floor(toolbox.x) - 4);
  const right = Math.min(
    1280,
    Math.ceil((flyout ? Math.max(flyout.x + flyout.width, toolbox.x + toolbox.width) : toolbox.x + toolbox.width) + 8),
  );
  const top = Math.max(0, Math.floor(toolbox.y) - 4);
  const bottom = Math.min(VIEWPORT_HEIGHT, Math.ceil(toolbox.y + toolbox.height));
  await page.screenshot({path: file, clip: {x: left, y: top, width: right - left, height: bottom - top}});
  await context.close();
}

/** The editor's confirm button in its "open project" dialog (msg/de and msg/en, button_accept). */
const CONFIRM = {de: 'Bestätigen', en: 'Ok'};
/** Room kept free at the workspace's right edge for the editor's controls (backpack, zoom, trash) and around the program. */
const CONTROLS_WIDTH = 110;
const MARGIN = 24;

/** Where the workspace, the toolbox and the program's blocks are on the page. */
function workspaceLayout(page) {
  return page.evaluate(() => {
    const box = (element) => {
      const rect = element.getBoundingClientRect();
      return {left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom};
    };
    const svg = document.querySelector('.injectionDiv > svg.blocklySvg');
    const toolbox = document.querySelector('.injectionDiv .blocklyToolboxDiv, .injectionDiv .blocklyToolbox');
    const canvas = svg?.querySelector('.blocklyBlockCanvas');
    if (!svg || !toolbox || !canvas) return null;
    return {workspace: box(svg), toolbox: box(toolbox), blocks: box(canvas), count: canvas.children.length};
  });
}

/**
 * The workspace with a program opened from its file, as a reader sees it after
 * "Projekt öffnen" and "Bestätigen": the file made by src/blockly/programXml.ts
 * (as plugins/blockly-files writes it) in the page's language, the code pane
 * hidden for room, the window made large enough that the whole program shows
 * at the editor's own zoom, and the picture cut to the workspace around it.
 */
async function shotProgram(env, lang, {program, board}, file) {
  const {page, context} = await openEditor(env, lang, board);
  const problems = [];
  page.on('pageerror', (error) => {
    const message = String(error?.message ?? error);
    // The editor turns the workspace into code after every change; blocks it has no generator for
    // still show (the web server's response blocks at editor commit 6510fb8), so the shot goes on. A bare
    // "Event" is the code pane failing to load Monaco from its CDN (without --monaco), which the shot hides.
    if (!/does not know how to generate code/.test(message) && message !== 'Event') problems.push(message);
  });
  try {
    // The button at the workspace's top right hides the code pane, so the workspace takes the full width.
    await page.locator('button:has(svg[data-icon="code"])').first().click();
    await page.mouse.move(5, 5);
    const xml = env.modules.programXml(program, board, lang);
    await page.setInputFiles('#open-blocks', {
      name: env.modules.programFileName(program.id, board),
      mimeType: 'text/xml',
      buffer: Buffer.from(xml),
    });
    await page.getByRole('button', {name: CONFIRM[lang], exact: true}).click({timeout: 15_000});
    // The editor reports the loaded file in a note at the bottom left; an error note stops the shot.
    const note = page.locator('.MuiSnackbar-root').first();
    await note.waitFor({timeout: 15_000});
    const noteClass = (await note.locator('.MuiSnackbarContent-root').getAttribute('class')) ?? '';
    if (/error/i.test(noteClass)) throw new Error(`the editor refused the file: ${await note.innerText()}`);
    await note.getByRole('button').click();
    await note.waitFor({state: 'detached', timeout: 10_000});
    await page.mouse.move(5, 5);
    await page.waitForFunction(
      () => (document.querySelector('.injectionDiv > svg.blocklySvg .blocklyBlockCanvas')?.children.length ?? 0) > 0,
      null,
      {timeout: 15_000},
    );
    // Grow the window until the program fits next to the editor's controls (the workspace follows the window).
    let layout = await workspaceLayout(page);
    for (let round = 0; round < 4 && layout; round += 1) {
      const wider = Math.ceil(layout.blocks.right + MARGIN + CONTROLS_WIDTH - layout.workspace.right);
      const taller = Math.ceil(layout.blocks.bottom + MARGIN + 16 - layout.workspace.bottom);
      if (wider <= 0 && taller <= 0) break;
      const size = page.viewportSize();
      await page.setViewportSize({
        width: size.width + Math.max(0, wider),
        height: size.height + Math.max(0, taller),
      });
      await page.waitForTimeout(800);
      layout = await workspaceLayout(page);
    }
    if (!layout || layout.count === 0) throw new Error('no blocks in the workspace');
    await page.waitForTimeout(500);
    if (problems.length > 0) throw new Error(`errors in the editor: ${problems.join('; ')}`);
    const left = Math.ceil(layout.toolbox.right);
    // One pixel below the workspace's top edge, which carries a border line.
    const top = Math.ceil(layout.workspace.top) + 1;
    const right = Math.min(Math.floor(layout.workspace.right), Math.ceil(layout.blocks.right + MARGIN));
    const bottom = Math.min(Math.floor(layout.workspace.bottom), Math.ceil(layout.blocks.bottom + MARGIN));
    await page.screenshot({path: file, clip: {x: left, y: top, width: right - left, height: bottom - top}});
  } finally {
    await context.close();
  }
}

async function main() {
  const {values} = parseArgs({
    options: {
      editor: {type: 'string'},
      only: {type: 'string', multiple: true},
      lang: {type: 'string', multiple: true},
      monaco: {type: 'string'},
      'skip-images': {type: 'boolean', default: false},
    },
  });
  if (!values.editor || !fs.existsSync(path.join(values.editor, 'index.html'))) {
    console.error('Usage: npm run editor-shots -- --editor <built editor folder with index.html>');
    process.exit(2);
  }
  const wanted = (name, programId) =>
    !values.only ||
    values.only.includes(name) ||
    (programId !== undefined && values.only.includes(`program:${programId}`));
  const langs = values.lang ?? Object.keys(LANGS);
  const {server, origin} = await serveEditor(values.editor);
  const browser = await launchBrowser();
  const modules = loadProgramModules();
  const env = {browser, origin, modules, monaco: values.monaco ? path.resolve(values.monaco) : null};
  const made = [];
  try {
    for (const lang of langs) {
      const dir = path.join(OUT_DIR, lang);
      fs.mkdirSync(dir, {recursive: true});
      /** @type {[string, (file: string) => Promise<void>][]} */
      const jobs = [];
      // The board dialog appears before the editor applies its language setting: a first
      // visit sees it in German whatever the language, so the English pages show that one, too.
      if (lang === 'de' && wanted('board-dialog'))
        jobs.push(['board-dialog', (file) => shotBoardDialog(env, lang, file)]);
      for (const board of Object.keys(BOARDS)) {
        const name = `board-${board}`;
        if (wanted(name)) jobs.push([name, (file) => shotBoard(env, lang, board, file)]);
      }
      for (const [family, names] of Object.entries(CATEGORIES)) {
        const name = `toolbox-${family}`;
        if (wanted(name)) jobs.push([name, (file) => shotCategory(env, lang, names[lang], file)]);
      }
      for (const shot of programShots(modules, lang)) {
        if (wanted(shot.file, shot.program.id)) jobs.push([shot.file, (file) => shotProgram(env, lang, shot, file)]);
      }
      for (const [name, run] of jobs) {
        const file = path.join(dir, `${name}.png`);
        await run(file);
        made.push(path.relative(ROOT, file));
        console.log(`made ${path.relative(ROOT, file)}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (!values['skip-images']) await makeResponsiveImages();
  console.log(`${made.length} screenshots`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
