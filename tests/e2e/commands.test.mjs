/**
 * The README's commands, each run as a reader of the README runs it: the real
 * npm script (so a broken package.json entry fails here), on a small input,
 * until it has done its job once. Servers start on a free port in their own
 * process group and are stopped with it; outputs go to a folder under the
 * system's temporary directory, never into static/.
 *
 * Here: serve, the host-like server, social-card, app-icons,
 * search:push (against tests/e2e/algoliaStandIn.mjs) and the secret scan's
 * command line. Covered elsewhere: `npm start` and `start:en`
 * (devServer.test.mjs); typecheck, test:unit, test:translations, test:words,
 * build:strict, build:hosted-test and test:e2e are the layers of `npm test`;
 * new:part is tests/unit/scripts and `npm run test:new-part`. Benchmarks
 * measure and never run inside `npm test` (bench/README.md).
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {startAlgoliaStandIn} from './algoliaStandIn.mjs';
import {freePort} from './devServer.mjs';
import {BUILD_DIR, MAIN_DOC} from './helpers.mjs';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');

/** Starts a command in ROOT in its own process group, collecting stdout and stderr. */
function launch(command, args, {env = {}} = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    detached: true,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', BROWSER: 'none', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run = {
    child,
    output: '',
    line: `${command === process.execPath ? 'node' : command} ${args.join(' ')}`,
    exited: new Promise((resolve) => child.once('exit', (code, signal) => resolve({code, signal}))),
    running: () => child.exitCode === null && child.signalCode === null,
    /** Ends the whole group (npm, the shell, node, browsers) and waits for the command to exit. */
    async stop() {
      if (!run.running()) return;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        return;
      }
      await run.exited;
    },
  };
  child.stdout.setEncoding('utf8').on('data', (chunk) => (run.output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (run.output += chunk));
  return run;
}

/**
 * Runs a command to its end; a command still running after timeoutMs is stopped and fails. The limit only
 * ends a hang: a busy machine may take several times as long as a quiet one.
 */
async function runToEnd(command, args, {env, timeoutMs = 600_000} = {}) {
  const run = launch(command, args, {env});
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    run.stop();
  }, timeoutMs);
  const {code, signal} = await run.exited;
  clearTimeout(timer);
  if (timedOut) throw new Error(`${run.line}: still running after ${timeoutMs / 1000} s\n${run.output}`);
  return {code: code ?? signal, output: run.output, line: run.line};
}

/**
 * Starts a server command and resolves once its output matches `ready`; rejects
 * when it exits first or is not ready within timeoutMs (which only bounds a hang).
 */
async function startServing(command, args, ready, {timeoutMs = 300_000} = {}) {
  const run = launch(command, args);
  await new Promise((resolve, reject) => {
    const fail = async (why) => {
      clearTimeout(timer);
      await run.stop();
      reject(new Error(`${run.line}: ${why}\n${run.output}`));
    };
    const timer = setTimeout(() => fail(`not serving after ${timeoutMs / 1000} s`), timeoutMs);
    const check = () => {
      if (ready.test(run.output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    run.child.stdout.on('data', check);
    run.child.stderr.on('data', check);
    run.exited.then(({code, signal}) => fail(`exited (${signal ?? code}) before serving`));
  });
  return run;
}

/** A new folder under the system's temporary directory; removed by the caller. */
const tempDir = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `sensebox-${name}-`));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file) {
  const buffer = fs.readFileSync(file);
  assert.equal(buffer.toString('latin1', 1, 4), 'PNG', `${file} is a PNG`);
  assert.equal(buffer.toString('latin1', 12, 16), 'IHDR', `${file} starts with its IHDR chunk`);
  return {width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20)};
}

/** Modification times of the PNGs in a folder of the repository (to prove a command left them alone). */
function pngTimes(dir) {
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .map((name) => [name, fs.statSync(path.join(dir, name)).mtimeMs]),
  );
}

const built = (route) =>
  fs.readFileSync(path.join(BUILD_DIR, route, route.endsWith('.html') ? '' : 'index.html'), 'utf8');

describe('npm run serve', () => {
  it('serves build/ on 127.0.0.1: the German and the English home page and a docs page', async () => {
    const port = await freePort();
    // The README's command serves build/; --dir only when the tests run against another folder.
    const dir = path.resolve(BUILD_DIR) === path.join(ROOT, 'build') ? [] : ['--dir', BUILD_DIR];
    const server = await startServing(
      'npm',
      ['run', 'serve', '--', ...dir, '--port', String(port), '--no-open'],
      /Serving .*directory at/,
    );
    try {
      for (const [route, lang] of [
        ['/', 'de'],
        ['/en/', 'en'],
        [MAIN_DOC, 'de'],
      ]) {
        const response = await fetch(`http://127.0.0.1:${port}${route}`);
        assert.equal(response.status, 200, route);
        assert.match(response.headers.get('content-type'), /^text\/html/, route);
        const html = await response.text();
        assert.match(html, new RegExp(`<html[^>]*\\slang="${lang}"`), route);
        assert.equal(html, built(route), `${route} is the built page`);
      }
    } finally {
      await server.stop();
    }
  });
});

describe('node tools/server.mjs <build> <port>', () => {
  let server;
  let origin;
  before(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startServing(
      process.execPath,
      ['tools/server.mjs', BUILD_DIR, String(port)],
      /with the \d+ rules of .*_headers/,
    );
  });
  after(() => server?.stop());

  it('answers a clean URL with the page and redirects its .html form to it', async () => {
    const response = await fetch(`${origin}${MAIN_DOC}`);
    assert.equal(response.status, 200);
    assert.equal(await response.text(), built(MAIN_DOC));
    const html = await fetch(`${origin}${MAIN_DOC}.html`, {redirect: 'manual'});
    assert.equal(html.status, 301);
    assert.equal(html.headers.get('location'), MAIN_DOC);
  });

  it('answers an unknown address with status 404 and the 404 page of its language', async () => {
    for (const [route, page] of [
      ['/gibt-es-nicht', '404.html'],
      ['/en/does-not-exist', 'en/404.html'],
    ]) {
      const response = await fetch(`${origin}${route}`);
      assert.equal(response.status, 404, route);
      assert.equal(await response.text(), fs.readFileSync(path.join(BUILD_DIR, page), 'utf8'), route);
    }
  });

  it('sends the headers of build/_headers and does not serve the file itself', async () => {
    const text = fs.readFileSync(path.join(BUILD_DIR, '_headers'), 'utf8');
    // The rule for every path: "/*" on its own line, then indented "Name: value" lines.
    const block = text.split(/\r?\n(?=\S)/).find((part) => part.startsWith('/*\n'));
    assert.ok(block, 'build/_headers has a rule for /*');
    const expected = block
      .split('\n')
      .slice(1)
      .map((line) => line.match(/^\s+([\w-]+):\s*(.*)$/))
      .filter(Boolean);
    assert.ok(expected.length >= 3, block);
    const response = await fetch(`${origin}/`);
    for (const [, name, value] of expected) assert.equal(response.headers.get(name), value.trim(), name);
    assert.equal((await fetch(`${origin}/_headers`)).status, 404);
  });
});

describe('npm run social-card and npm run app-icons', () => {
  it('social-card -- --out <tmp>: a 1200 × 630 PNG per card SVG, static/img untouched', async () => {
    const out = tempDir('social-card');
    const before = pngTimes(path.join(ROOT, 'static/img'));
    try {
      const {code, output, line} = await runToEnd('npm', ['run', 'social-card', '--', '--out', out]);
      assert.equal(code, 0, `${line}\n${output}`);
      const cards = fs
        .readdirSync(path.join(ROOT, 'static/img'))
        .filter((name) => /^social-card(\.[a-z-]+)?\.svg$/.test(name));
      assert.ok(cards.includes('social-card.svg') && cards.includes('social-card.en.svg'), cards.join(', '));
      assert.deepEqual(fs.readdirSync(out).sort(), cards.map((name) => name.replace(/\.svg$/, '.png')).sort());
      for (const name of fs.readdirSync(out))
        assert.deepEqual(pngSize(path.join(out, name)), {width: 1200, height: 630}, name);
      assert.deepEqual(pngTimes(path.join(ROOT, 'static/img')), before);
    } finally {
      fs.rmSync(out, {recursive: true, force: true});
    }
  });

  it('app-icons -- --out <tmp>: 192, 512, maskable 512 and apple-touch 180 px, static/img/app untouched', async () => {
    const out = tempDir('app-icons');
    const before = pngTimes(path.join(ROOT, 'static/img/app'));
    try {
      const {code, output, line} = await runToEnd('npm', ['run', 'app-icons', '--', '--out', out]);
      assert.equal(code, 0, `${line}\n${output}`);
      const expected = {
        'icon-192.png': 192,
        'icon-512.png': 512,
        'icon-maskable-512.png': 512,
        'apple-touch-icon.png': 180,
      };
      assert.deepEqual(fs.readdirSync(out).sort(), Object.keys(expected).sort());
      for (const [name, size] of Object.entries(expected))
        assert.deepEqual(pngSize(path.join(out, name)), {width: size, height: size}, name);
      assert.deepEqual(pngTimes(path.join(ROOT, 'static/img/app')), before);
    } finally {
      fs.rmSync(out, {recursive: true, force: true});
    }
  });
});

describe('npm run search:push', () => {
  const APP_ID = 'STANDINAPP';
  const ADMIN_KEY = 'standin-admin-key';
  let standIn;
  before(async () => {
    standIn = await startAlgoliaStandIn({appId: APP_ID, searchKey: 'standin-search-only-key', adminKey: ADMIN_KEY});
  });
  after(() => standIn?.close());

  it('pushes the records of both languages that the build left in .docusaurus/search-records to a stand-in Algolia', async () => {
    const records = ['de', 'en'].map((locale) => {
      const file = path.join(ROOT, '.docusaurus/search-records', `${locale}.json`);
      assert.ok(fs.existsSync(file), `${file}: the build of this tree writes it (npm run build:strict)`);
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    });
    const {code, output, line} = await runToEnd('npm', ['run', 'search:push'], {
      env: {
        ALGOLIA_APP_ID: APP_ID,
        ALGOLIA_ADMIN_KEY: ADMIN_KEY,
        ALGOLIA_INDEX_NAME: 'commands-test',
        ALGOLIA_HOSTS: standIn.origin,
      },
    });
    assert.equal(code, 0, `${line}\n${output}`);
    const total = records[0].length + records[1].length;
    assert.match(
      output,
      new RegExp(
        `Pushed ${total} records \\(de, en\\), \\d+ synonym records and the DocSearch settings to commands-test`,
      ),
    );
    const index = standIn.indices.get('commands-test');
    assert.ok(index, `the stand-in has the index; it has ${[...standIn.indices.keys()].join(', ')}`);
    assert.deepEqual(
      [...index.records.keys()].sort(),
      records
        .flat()
        .map((record) => record.objectID)
        .sort(),
    );
    assert.deepEqual([...new Set([...index.records.values()].map((record) => record.language))].sort(), ['de', 'en']);
    assert.equal(index.settings.attributeForDistinct, 'url');
    assert.ok(index.synonyms.size > 0, 'the synonym groups reach the index');
  });
});

describe('the secret scan', () => {
  it('node scripts/secret-scan.mjs --repo build finds nothing', async () => {
    const {code, output, line} = await runToEnd(process.execPath, ['scripts/secret-scan.mjs', '--repo', BUILD_DIR]);
    assert.equal(code, 0, `${line}\n${output}`);
    assert.match(output, /^No secrets found \(git ls-files, /m);
  });
});
