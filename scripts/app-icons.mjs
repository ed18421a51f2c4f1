#!/usr/bin/env node
/**
 * Remakes the app icons of the web app manifest (plugins/offline/webManifest.ts) from our
 * own logo, static/img/logo.svg, drawn by Debian's Chromium:
 *  - icon-192.png, icon-512.png: the logo as it is (purpose "any"; Chrome asks for
 *    192 and 512 px before it offers to install the site);
 *  - icon-maskable-512.png, apple-touch-icon.png (180 px): the logo's green filling
 *    the whole square, its drawing inside the safe zone (purpose "maskable":
 *    Android cuts any shape from it; iOS rounds the corners itself and shows
 *    transparency as black).
 *
 *   npm run app-icons
 *   npm run app-icons -- --out /tmp/icons   # writes the PNGs there instead (static/ untouched)
 *
 * Run it after changing the logo and commit the PNGs: the build only copies them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {launchBrowser} from '../tools/chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LOGO = 'static/img/logo.svg';
const {values: args} = parseArgs({options: {out: {type: 'string'}}});
/** Where the PNGs go: static/img/app, or the folder given with --out. */
const outDir = path.resolve(root, args.out ?? 'static/img/app');
/** A path as printed: relative to the repository when inside it. */
const shown = (file) => (path.relative(root, file).startsWith('..') ? file : path.relative(root, file));

const svg = fs.readFileSync(path.join(root, LOGO), 'utf8');
// The logo is a green rounded square (its first <rect>) with a white drawing on it.
const square = svg.match(/<rect\b[^>]*\brx="[^"]*"[^>]*fill="(#[0-9a-fA-F]{6})"[^>]*\/>/);
if (!square) throw new Error(`${LOGO}: expected the green rounded square as its first rounded <rect>`);
const green = square[1];
const drawing = svg
  .replace(/^[^]*?<svg\b[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(square[0], '');

/** The logo as it is, filling the icon. */
const plain = (size) => svg.replace(/\swidth="\d+"/, ` width="${size}"`).replace(/\sheight="\d+"/, ` height="${size}"`);
/**
 * Full-bleed green, the drawing a little smaller: the logo's drawing spans x/y 14–50
 * of 64; scaled by 0.9 its corners lie 36 % of the width from the centre, inside the
 * circle of radius 40 % that every mask shape keeps.
 */
const maskable = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
  `<rect width="64" height="64" fill="${green}"/><g transform="translate(32 32) scale(0.9) translate(-32 -32)">${drawing}</g></svg>`;

const ICONS = [
  {file: 'icon-192.png', size: 192, svg: plain(192)},
  {file: 'icon-512.png', size: 512, svg: plain(512)},
  {file: 'icon-maskable-512.png', size: 512, svg: maskable(512)},
  {file: 'apple-touch-icon.png', size: 180, svg: maskable(180)},
];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer) {
  if (buffer.toString('latin1', 1, 4) !== 'PNG' || buffer.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG');
  return {width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20)};
}

fs.mkdirSync(outDir, {recursive: true});
const browser = await launchBrowser();
try {
  for (const icon of ICONS) {
    const context = await browser.newContext({viewport: {width: icon.size, height: icon.size}, deviceScaleFactor: 1});
    const page = await context.newPage();
    await page.setContent(`<html><body style="margin:0;background:transparent">${icon.svg}</body></html>`);
    const png = await page.screenshot({
      type: 'png',
      omitBackground: true,
      clip: {x: 0, y: 0, width: icon.size, height: icon.size},
    });
    const {width, height} = pngSize(png);
    if (width !== icon.size || height !== icon.size) throw new Error(`${icon.file} came out ${width} × ${height}`);
    fs.writeFileSync(path.join(outDir, icon.file), png);
    console.log(
      `${shown(path.join(outDir, icon.file))}: ${width} × ${height}, ${(png.length / 1024).toFixed(1)} KiB (from ${LOGO})`,
    );
    await context.close();
  }
} finally {
  await browser.close();
}
