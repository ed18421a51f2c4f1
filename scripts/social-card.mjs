#!/usr/bin/env node
/**
 * Remakes the link-preview images (og:image, twitter:image) from our own SVGs:
 * every static/img/social-card*.svg is drawn by Debian's Chromium at exactly
 * 1200 × 630 px (device scale 1) and written next to it as a PNG of the same
 * name (social-card.svg → social-card.png, social-card.en.svg → social-card.en.png).
 * Most messengers and social sites show no SVG, hence the raster copies;
 * config/socialCard.ts says which page language links which.
 *
 *   npm run social-card
 *   npm run social-card -- --out /tmp/cards   # writes the PNGs there instead (static/ untouched)
 *
 * Run it after changing an SVG and commit the PNGs: the build only copies
 * them (static/img/), it never needs Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {launchBrowser} from '../tools/chromium.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const WIDTH = 1200;
const HEIGHT = 630;
const IMG = 'static/img';
const {values: args} = parseArgs({options: {out: {type: 'string'}}});
/** Where the PNGs go: next to the SVGs, or the folder given with --out. */
const outDir = path.resolve(root, args.out ?? IMG);
/** A path as printed: relative to the repository when inside it. */
const shown = (file) => (path.relative(root, file).startsWith('..') ? file : path.relative(root, file));
const CARDS = fs
  .readdirSync(path.join(root, IMG))
  .filter((name) => /^social-card(\.[a-z-]+)?\.svg$/.test(name))
  .sort()
  .map((name) => ({svg: `${IMG}/${name}`, png: path.join(outDir, name.replace(/\.svg$/, '.png'))}));
if (CARDS.length === 0) throw new Error(`no ${IMG}/social-card*.svg`);

/** Refuses an SVG that would not fill the card exactly (a different size would be scaled or cropped). */
function checkSvg(file, text) {
  const svg = text.match(/<svg\b[^>]*>/)?.[0] ?? '';
  const attribute = (name) => svg.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const problems = [];
  if (
    attribute('viewBox')
      ?.trim()
      .split(/[\s,]+/)
      .join(' ') !== `0 0 ${WIDTH} ${HEIGHT}`
  )
    problems.push(`viewBox="0 0 ${WIDTH} ${HEIGHT}"`);
  if (attribute('width') !== String(WIDTH)) problems.push(`width="${WIDTH}"`);
  if (attribute('height') !== String(HEIGHT)) problems.push(`height="${HEIGHT}"`);
  if (/<image\b|href="(?!#)/.test(text)) problems.push('no linked or embedded images (our own drawing only)');
  if (problems.length > 0) throw new Error(`${file}: the card needs ${problems.join(', ')}`);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer) {
  if (buffer.toString('latin1', 1, 4) !== 'PNG' || buffer.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('not a PNG');
  return {width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20)};
}

fs.mkdirSync(outDir, {recursive: true});
const browser = await launchBrowser();
try {
  const context = await browser.newContext({viewport: {width: WIDTH, height: HEIGHT}, deviceScaleFactor: 1});
  const page = await context.newPage();
  for (const card of CARDS) {
    const svgFile = path.join(root, card.svg);
    checkSvg(card.svg, fs.readFileSync(svgFile, 'utf8'));
    await page.goto(pathToFileURL(svgFile).href, {waitUntil: 'load'});
    await page.evaluate(() => document.fonts.ready);
    const png = await page.screenshot({
      type: 'png',
      clip: {x: 0, y: 0, width: WIDTH, height: HEIGHT},
      animations: 'disabled',
    });
    const {width, height} = pngSize(png);
    if (width !== WIDTH || height !== HEIGHT) throw new Error(`${card.svg} came out ${width} × ${height}`);
    fs.writeFileSync(card.png, png);
    console.log(`${shown(card.png)}: ${width} × ${height}, ${(png.length / 1024).toFixed(1)} KiB (from ${card.svg})`);
  }
} finally {
  await browser.close();
}
