#!/usr/bin/env node
/**
 * Screenshots of key pages for a reviewer: each page at 360, 768 and 1280 px,
 * light and dark, from a production build served on 127.0.0.1. Writes PNGs to
 * screenshots/ (not committed) and prints the folder.
 *
 *   npm run build && npm run screenshots              # build/ → screenshots/
 *   npm run screenshots -- --build build --out /tmp/before   # e.g. before/after a change
 *   npm run screenshots -- --pages home,umweltsensor  # only these pages (names below)
 *
 * Needs Debian's Chromium at /usr/bin/chromium (as the browser tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import {launchBrowser} from '../tools/chromium.mjs';
import {startServer} from '../tools/server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const buildDir = path.resolve(root, option('build', 'build'));
const outDir = path.resolve(root, option('out', 'screenshots'));

/** The pages readers meet first, and the widest ones (tables, code, diagrams, Blockly). */
export const KEY_PAGES = [
  ['home', '/'],
  ['mcu-s2-overview', '/docs/boards/mcus2/mcu-s2-overview'],
  ['umweltsensor', '/docs/hardware/sensors/umweltsensor'],
  ['blockly-sensoren', '/docs/editors/blockly/blocks/sensoren'],
  ['en-first-steps', '/en/docs/editors/arduino/first-steps'],
  ['search', '/search?q=Temperatur'],
];
const WIDTHS = [360, 768, 1280];
/** @type {('light' | 'dark')[]} */
const SCHEMES = ['light', 'dark'];

const wanted = option('pages', null)
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = (wanted ?? []).filter((name) => !KEY_PAGES.some(([key]) => key === name));
if ((process.argv.includes('--pages') && !wanted?.length) || unknown.length > 0) {
  console.error(
    `--pages takes names of ${KEY_PAGES.map(([name]) => name).join(', ')}, separated by commas${unknown.length ? `; not one of them: ${unknown.join(', ')}` : ''}.`,
  );
  process.exit(2);
}
const pages = wanted ? KEY_PAGES.filter(([name]) => wanted.includes(name)) : KEY_PAGES;

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${buildDir}. Run \`npm run build\` first.`);
  process.exit(1);
}
fs.mkdirSync(outDir, {recursive: true});
const {origin, close} = await startServer(buildDir);
const browser = await launchBrowser();
try {
  for (const [name, route] of pages) {
    for (const width of WIDTHS) {
      for (const scheme of SCHEMES) {
        const context = await browser.newContext({
          viewport: {width, height: 900},
          colorScheme: scheme,
          locale: 'de-DE',
        });
        const page = await context.newPage();
        await page.goto(`${origin}${route}`, {waitUntil: 'load'});
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {
          timeout: 15000,
        });
        const file = path.join(outDir, `${name}-${width}-${scheme}.png`);
        await page.screenshot({path: file, fullPage: width === 360});
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await close();
}
console.log(
  `${pages.length * WIDTHS.length * SCHEMES.length} screenshots in ${path.relative(process.cwd(), outDir) || '.'}`,
);
