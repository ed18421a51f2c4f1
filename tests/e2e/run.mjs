#!/usr/bin/env node
/**
 * Browser tests: serves the production build (build/, both locales) on
 * 127.0.0.1 and runs every tests/e2e/*.test.mjs with node's test runner
 * against it. Build first: `npm run build:strict`.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {startServer} from './server.mjs';
import {CHROMIUM_PATH} from './browser.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const buildDir = path.join(root, 'build');

if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(path.join(buildDir, 'en/index.html'))) {
  console.error('No build of both locales in build/. Run `npm run build:strict` first.');
  process.exit(1);
}
if (!fs.existsSync(CHROMIUM_PATH)) {
  console.error(`Chromium not found at ${CHROMIUM_PATH}. Install Debian's chromium (apt-get install chromium).`);
  process.exit(1);
}

const testDir = path.join(root, 'tests/e2e');
const only = process.argv.slice(2);
const files = fs
  .readdirSync(testDir)
  .filter((name) => name.endsWith('.test.mjs'))
  .filter((name) => only.length === 0 || only.some((part) => name.includes(part)))
  .map((name) => path.join(testDir, name));

const {origin, close} = await startServer(buildDir);
console.log(`Serving build/ at ${origin}`);
// The hosted-search build (npm run build:hosted-test), when there is one.
const hostedDir = path.join(root, 'build-hosted');
const hosted = fs.existsSync(path.join(hostedDir, 'index.html')) ? await startServer(hostedDir) : null;
if (hosted) console.log(`Serving build-hosted/ at ${hosted.origin}`);
// Spawned asynchronously: the server lives in this process and must keep answering.
const child = spawn(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_ORIGIN: origin,
    E2E_BUILD_DIR: buildDir,
    ...(hosted ? {E2E_HOSTED_ORIGIN: hosted.origin} : {}),
  },
});
const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
await close();
await hosted?.close();
process.exit(status);
