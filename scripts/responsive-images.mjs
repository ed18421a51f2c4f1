/**
 * The responsive-image step for raster screenshots.
 *
 *   npm run images            (scripts/editor-shots.mjs runs it, too)
 *   npm run images -- --force (encode every file again, not only those older than their source)
 *
 * Reads the PNG sources in images/<group>/<lang>/<name>.png (taken at device
 * pixel ratio 2) and writes, with sharp, WebP and AVIF files in several widths
 * to static/img/<group>/<name>.<lang>-<width>.<format>, plus the list of them
 * with each picture's CSS size to src/data/screenshots.ts. The <Screenshot>
 * component reads that list, so every picture gets width/height (no layout
 * shift), srcset/sizes and lazy loading without any work at site build time —
 * the build needs neither sharp nor the PNG sources.
 *
 * Why not @docusaurus/plugin-ideal-image 3.8.1: it needs sharp ^0.32, whose
 * install downloads libvips from GitHub (not reachable from our registry), and
 * it ships a client-side image component; this step needs sharp 0.34 (prebuilt
 * binaries from the npm registry) only on the machine that remakes pictures.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE_DIR = path.join(ROOT, 'images');
const OUTPUT_DIR = path.join(ROOT, 'static/img');
const MANIFEST = path.join(ROOT, 'src/data/screenshots.ts');

/** The PNG sources are taken at this device pixel ratio; CSS size = pixels / ratio. */
export const SOURCE_PIXEL_RATIO = 2;
/** Widths (pixels) to make, never wider than the source. */
export const WIDTHS = [480, 960, 1600];

const FORMATS = {
  webp: (image) => image.webp({quality: 82, effort: 5}),
  avif: (image) => image.avif({quality: 55, effort: 4}),
};

/** Every PNG source as {group, lang, name, file}. */
export function listSources(dir = SOURCE_DIR) {
  const sources = [];
  if (!fs.existsSync(dir)) return sources;
  for (const group of fs.readdirSync(dir).sort()) {
    const groupDir = path.join(dir, group);
    if (!fs.statSync(groupDir).isDirectory()) continue;
    for (const lang of fs.readdirSync(groupDir).sort()) {
      const langDir = path.join(groupDir, lang);
      if (!fs.statSync(langDir).isDirectory()) continue;
      for (const file of fs.readdirSync(langDir).sort()) {
        if (file.endsWith('.png')) {
          sources.push({group, lang, name: file.slice(0, -4), file: path.join(langDir, file)});
        }
      }
    }
  }
  return sources;
}

/** The widths made for a source this many pixels wide. */
export function widthsFor(sourceWidth) {
  const widths = WIDTHS.filter((width) => width < sourceWidth);
  widths.push(Math.min(sourceWidth, WIDTHS.at(-1)));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** src/data/screenshots.ts: the list as a typed module (written by this script only). */
export function manifestModule(manifest) {
  const entries = Object.entries(manifest)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, langs]) => {
      const lines = Object.entries(langs).map(
        ([lang, {width, height, widths}]) =>
          `    ${lang}: {width: ${width}, height: ${height}, widths: [${widths.join(', ')}]},`,
      );
      return `  '${key}': {\n${lines.join('\n')}\n  },`;
    })
    .join('\n');
  return `/**
 * Raster screenshots and the files made from them: written by
 * scripts/responsive-images.mjs from the PNG sources in images/ (npm run images).
 * Key: \`<group>/<name>\`; per language the CSS size (the PNG is taken at device
 * pixel ratio ${SOURCE_PIXEL_RATIO}) and the pixel widths of the WebP and AVIF files in
 * static/img/<group>/<name>.<lang>-<width>.<webp|avif>.
 */
export type ScreenshotVariant = {width: number; height: number; widths: number[]};
export type ScreenshotManifest = Record<string, Partial<Record<'de' | 'en', ScreenshotVariant>>>;

export const SCREENSHOTS: ScreenshotManifest = {
${entries}
};
`;
}

/** `force` encodes every file again, even one newer than its source. */
export async function makeResponsiveImages({log = console.log, force = false} = {}) {
  const {default: sharp} = await import('sharp');
  const manifest = {};
  const made = new Set();
  for (const source of listSources()) {
    const meta = await sharp(source.file).metadata();
    const sourceTime = fs.statSync(source.file).mtimeMs;
    const widths = widthsFor(meta.width);
    const outDir = path.join(OUTPUT_DIR, source.group);
    fs.mkdirSync(outDir, {recursive: true});
    for (const width of widths) {
      for (const [format, encode] of Object.entries(FORMATS)) {
        const out = path.join(outDir, `${source.name}.${source.lang}-${width}.${format}`);
        // Encoding is slow (AVIF most of all) and gives the same bytes again: a file newer than its source stays.
        if (force || !fs.existsSync(out) || fs.statSync(out).mtimeMs < sourceTime) {
          await encode(sharp(source.file).resize({width, withoutEnlargement: true})).toFile(out);
        }
        made.add(out);
      }
    }
    const key = `${source.group}/${source.name}`;
    manifest[key] ??= {};
    manifest[key][source.lang] = {
      width: Math.round(meta.width / SOURCE_PIXEL_RATIO),
      height: Math.round(meta.height / SOURCE_PIXEL_RATIO),
      widths,
    };
    log(`${key} (${source.lang}): ${widths.join(', ')} px`);
  }
  // Files of pictures that no longer have a source go away.
  for (const group of new Set(listSources().map((source) => source.group))) {
    const outDir = path.join(OUTPUT_DIR, group);
    for (const file of fs.readdirSync(outDir)) {
      const full = path.join(outDir, file);
      if (/\.(webp|avif)$/.test(file) && !made.has(full)) fs.rmSync(full);
    }
  }
  fs.writeFileSync(MANIFEST, manifestModule(manifest));
  return manifest;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  makeResponsiveImages({force: process.argv.includes('--force')}).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
