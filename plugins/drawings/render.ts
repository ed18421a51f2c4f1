import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import {isValidElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import createJiti from 'jiti';
import {transformSync} from '@swc/core';
import {stylesheet, type ColourMode, type DrawingKind} from './palette';
import type {ImageToDraw} from './draw/image';
import type {PageProps} from './draw/figures';

/**
 * Turns a drawing a page shows into files: each SVG twice (light and dark
 * palette) and a small module with the figure's words and the files'
 * addresses, which the page imports. The drawing code (./draw) is TSX that
 * imports the site's data; it runs here in Node, loaded through jiti with SWC
 * (the same compiler the site uses), with `@docusaurus/Translate` answered by
 * ./translate.ts in the language being built. Nothing of it reaches a browser.
 *
 * The files go to `.docusaurus/drawings/<locale>/`: a module imports its SVGs
 * as `*.drawing` files, which the bundler emits as
 * `assets/drawings/<name>-<hash>.svg` (index.ts), so they are cached like
 * every asset, listed in the offline precache and served by `npm start` too.
 */
export const SITE_DIR = path.resolve(__dirname, '../..');
const CSS = fs.readFileSync(path.join(__dirname, 'draw/drawing.css'), 'utf8');
export const MODES: readonly ColourMode[] = ['light', 'dark'];

type DrawingCode = {
  FIGURES: Record<string, {key: (props: PageProps) => string; draw: (props: PageProps) => unknown}>;
  setLocale: (siteDir: string, locale: string) => void;
};

let code: DrawingCode | undefined;

function drawingCode(): DrawingCode {
  if (code) return code;
  const jiti = createJiti(__filename, {
    interopDefault: true,
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    alias: {'@site': SITE_DIR, '@docusaurus/Translate': path.join(__dirname, 'translate.ts')},
    transform: ({source, filename}) => ({
      code: transformSync(source, {
        filename,
        jsc: {
          parser: {syntax: 'typescript', tsx: filename?.endsWith('.tsx') ?? false},
          transform: {react: {runtime: 'automatic'}},
          target: 'es2022',
        },
        module: {type: 'commonjs'},
      }).code,
    }),
  });
  const {FIGURES} = jiti(path.join(__dirname, 'draw/figures.ts')) as Pick<DrawingCode, 'FIGURES'>;
  const {setLocale} = jiti(path.join(__dirname, 'translate.ts')) as Pick<DrawingCode, 'setLocale'>;
  code = {FIGURES, setLocale};
  return code;
}

/** Whether a page component shows a drawing. */
export function drawsFigure(component: string): boolean {
  return component in drawingCode().FIGURES;
}

function isImage(value: unknown): value is ImageToDraw {
  return typeof value === 'object' && value !== null && 'svg' in value && isValidElement(value.svg);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The markup of a drawing without its style: sized in pixels, named by a <title> (the tab's name when the file
 * is opened on its own), without the data-* attributes the tests read.
 */
export function svgMarkup(image: ImageToDraw): string {
  const markup = renderToStaticMarkup(image.svg).replace(/ data-[\w-]+="[^"]*"/g, '');
  const open = markup.indexOf('>') + 1;
  if (!markup.startsWith('<svg') || !markup.slice(0, open).includes('xmlns="http://www.w3.org/2000/svg"'))
    throw new Error(`A drawing must be an <svg> with its namespace: ${markup.slice(0, 80)}`);
  const title = image.alt ? `<title>${escapeXml(image.alt)}</title>` : '';
  const size = ` width="${image.width}" height="${image.height}"`;
  return `<svg${size}${markup.slice(4, open)}${title}${markup.slice(open)}`;
}

/** The kinds of drawing a file holds, by the classes that mark them: a build step holds a board and parts. */
function kindsIn(markup: string): Set<DrawingKind> {
  const classes = new Set([...markup.matchAll(/ class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')));
  const kinds = new Set<DrawingKind>();
  if (classes.has('part')) kinds.add('part');
  if (classes.has('board')) kinds.add('ports');
  // A step without things may still carry a note.
  if (classes.has('thing') || classes.has('stepNote')) kinds.add('steps');
  return kinds;
}

/** The file of one colour mode: the markup with the mode's `<style>` as the first child. */
export function svgFile(markup: string, mode: ColourMode): string {
  const open = markup.indexOf('>') + 1;
  return `${markup.slice(0, open)}<style>${stylesheet(mode, CSS, kindsIn(markup))}</style>${markup.slice(open)}`;
}

function writeIfChanged(file: string, content: string): void {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === content) return;
  fs.writeFileSync(file, content);
}

/** Per locale: modules written in this process, and the file written for each drawing's markup. */
const written = new Map<string, {modules: Map<string, string>; files: Map<string, string>}>();

/**
 * The module of the drawing `component` shows with these props, in `locale`: written on first use,
 * afterwards its path from memory.
 */
export function drawnModule(component: string, props: PageProps, locale: string, siteDir = SITE_DIR): string {
  const {FIGURES, setLocale} = drawingCode();
  const figureOf = FIGURES[component];
  if (!figureOf) throw new Error(`<${component}> shows no drawing`);
  const key = figureOf.key(props).replace(/[^\w.-]/g, '_');
  const dir = path.join(siteDir, '.docusaurus', 'drawings', locale);
  let done = written.get(dir);
  if (!done) {
    fs.mkdirSync(dir, {recursive: true});
    done = {modules: new Map(), files: new Map()};
    written.set(dir, done);
  }
  const known = done.modules.get(key);
  if (known) return known;

  setLocale(siteDir, locale);
  const figure = figureOf.draw(props);
  const imports: string[] = [];
  const files = done.files;
  let count = 0;
  /** Writes the files of one drawing (both colour modes) and imports them: their two names in the module. */
  const fileOf = (image: ImageToDraw, suffix = ''): {src: string; dark: string} => {
    const markup = svgMarkup(image);
    // The same drawing in two figures (a part in two kits) is one file.
    const hash = crypto.createHash('sha256').update(markup).digest('hex');
    let base = files.get(hash);
    if (!base) {
      base = `${image.name?.replace(/[^\w.-]/g, '_') ?? `${key}-${count}`}${suffix}`;
      for (const mode of MODES)
        writeIfChanged(path.join(dir, `${base}${mode === 'dark' ? '.dark' : ''}.drawing`), svgFile(markup, mode));
      files.set(hash, base);
    }
    const name = `i${count++}`;
    imports.push(`import ${name} from './${base}.drawing';`, `import ${name}d from './${base}.dark.drawing';`);
    return {src: `@@${name}@@`, dark: `@@${name}d@@`};
  };
  const json = JSON.stringify(figure, (_name, value: unknown) => {
    if (!isImage(value)) return value;
    const {narrow} = value;
    return {
      ...fileOf(value),
      width: value.width,
      height: value.height,
      alt: value.alt,
      ...(narrow
        ? {narrow: {...fileOf({...value, ...narrow}, '-narrow'), width: narrow.width, height: narrow.height}}
        : {}),
    };
  });
  const module = path.join(dir, `${key}.js`);
  writeIfChanged(module, `${imports.join('\n')}\nexport default ${json.replace(/"@@(\w+)@@"/g, '$1')};\n`);
  done.modules.set(key, module);
  return module;
}
