/**
 * Every complete Arduino sketch on the site as a file a reader can download
 * and open in the Arduino IDE, and the list the compile
 * workflow builds from (./compileMatrix.ts).
 *
 * One sketch, one file: `sketches/<page>/<name>/<name>.ino` in the locale's
 * build folder. The folder mirrors an Arduino sketch folder (the main file is
 * named like its folder, arduino-cli's sketch specification), so the build's
 * `sketches/` is a sketchbook `arduino-cli compile` accepts as it is. Readers
 * download the single `.ino`: a browser cannot download a folder, and the
 * Arduino IDE (1.x and 2.x) opens a lone `<name>.ino` with File → Open by
 * offering to create the folder `<name>` and move the file into it (arduino-ide
 * `arduino/sketch/movingMsg`: "The file … needs to be inside a sketch folder
 * named …. Create this folder, move the file, and continue?"). A .zip would
 * need unpacking first: the IDE does not open one as a sketch.
 *
 * Pure functions (no file system): the remark plugin (plugins/sketch-files),
 * the build step that writes the files, the compile matrix script and the
 * unit tests all name a sketch through `nameSketches`, so a link always points
 * at the file the build wrote.
 */

/** The folder below the locale's build folder (and URL below its base URL) that holds the sketches. */
export const SKETCH_DIR = 'sketches';

/** A fence's language that holds Arduino C++. */
const SKETCH_LANGUAGES = /^(cpp|c\+\+|c|arduino|ino)$/i;

/** A complete Arduino sketch: C/C++ with both setup() and loop() (the content tests use the same rule). */
export function isCompleteSketch(lang: string | null | undefined, code: string): boolean {
  return SKETCH_LANGUAGES.test(lang ?? '') && /\bvoid\s+setup\s*\(/.test(code) && /\bvoid\s+loop\s*\(/.test(code);
}

/**
 * A sketch name the Arduino IDE accepts (arduino-cli docs, sketch specification):
 * a basic letter, digit or underscore first, then letters, digits, `_`, `.`, `-`;
 * at most 63 characters, no dot at the end.
 */
export const SKETCH_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,62}$/;

export function isSketchName(name: string): boolean {
  return SKETCH_NAME.test(name) && !name.endsWith('.');
}

const TITLE = /(?:^|\s)title=(["'])(.*?)\1/;
const BOARDS = /(?:^|\s)boards="([^"]*)"/;

/** What a sketch's fence says about it. */
export type SketchFence = {
  /** The fence's language (`cpp` …). */
  lang: string | null;
  /** The fence's meta string: `title="blink.ino" boards="mcus2"`. */
  meta: string | null;
  /** The code, as the reader copies it. */
  code: string;
};

/** A lowercase ASCII form of `text` that is a valid sketch name (umlauts spelled out), or '' when nothing is left. */
export function toSketchName(text: string): string {
  const ascii = text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  return ascii
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .replace(/^[^A-Za-z0-9_]+/, '')
    .slice(0, 63)
    .replace(/[.-]+$/, '');
}

/** The name a fence asks for: its title without `.ino`, else the page's file name. */
function wantedName(fence: SketchFence, pageName: string): string {
  const title = TITLE.exec(fence.meta ?? '')?.[2]?.trim();
  const fromTitle = title ? toSketchName(title.replace(/\.ino$/i, '')) : '';
  return fromTitle || toSketchName(pageName) || 'sketch';
}

/** The board ids of the fence, joined for a name (`mcu-mini`), or '' without boards. */
function boardsPart(fence: SketchFence): string {
  return (BOARDS.exec(fence.meta ?? '')?.[1] ?? '').trim().split(/\s+/).filter(Boolean).join('-');
}

/** Shortens `name` so that `name` + `suffix` stays a valid sketch name. */
function withSuffix(name: string, suffix: string): string {
  return `${name.slice(0, 63 - suffix.length).replace(/[.-]+$/, '')}${suffix}`;
}

/**
 * The sketch names of one page's sketches, in the page's order. A name is the
 * fence's title without `.ino` (`title="umweltsensor.ino"` → `umweltsensor`);
 * where two sketches of a page would get the same name (the same title in two
 * board tabs), each gets its boards added (`umweltsensor-mcus2`,
 * `umweltsensor-mcu-mini`), then a number if that is not enough. A reader who
 * downloads both gets two files that do not overwrite each other.
 */
export function nameSketches(pageName: string, sketches: readonly SketchFence[]): string[] {
  const wanted = sketches.map((fence) => wantedName(fence, pageName));
  const count = (name: string, list: string[]) => list.filter((other) => other === name).length;
  const withBoards = wanted.map((name, index) => {
    if (count(name, wanted) === 1) return name;
    const boards = boardsPart(sketches[index]!);
    return boards ? withSuffix(name, `-${boards}`) : name;
  });
  const seen = new Map<string, number>();
  return withBoards.map((name) => {
    if (count(name, withBoards) === 1) return name;
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return withSuffix(name, `-${n}`);
  });
}

/** `hardware/sensors/umweltsensor.mdx` → `hardware/sensors/umweltsensor`. */
export function pageKey(relPath: string): string {
  return relPath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
}

/** The file of a sketch below the locale's build folder (and its URL below the locale's base URL). */
export function sketchFilePath(relPath: string, name: string): string {
  return `${SKETCH_DIR}/${pageKey(relPath)}/${name}/${name}.ino`;
}

/** The last part of a page's path, the fallback name of its untitled sketches. */
export function pageName(relPath: string): string {
  return pageKey(relPath).split('/').pop() ?? 'sketch';
}

/** A code fence found in a Markdown source, with its 1-based line. */
export type SourceFence = SketchFence & {line: number};

/**
 * Fenced code blocks (``` or ~~~, indented or not) of a Markdown/MDX source, in
 * order. The indentation of the opening fence is removed from the lines inside,
 * as CommonMark does, so the code is what the page shows.
 */
export function sourceFences(source: string): SourceFence[] {
  const lines = source.split('\n');
  const found: SourceFence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})([\w+#-]*)[ \t]*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', marker = '```', lang, meta] = open;
    const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length && !close.test(lines[j]!); j++) {
      const line = lines[j]!;
      let cut = 0;
      while (cut < indent.length && cut < line.length && (line[cut] === ' ' || line[cut] === '\t')) cut++;
      body.push(line.slice(cut));
    }
    found.push({lang: lang || null, meta: meta?.trim() || null, code: body.join('\n'), line: i + 1});
    i = j;
  }
  return found;
}

/** One downloadable sketch. */
export type SketchFile = {
  /** The page's path below its locale's content folder, e.g. `hardware/sensors/umweltsensor.mdx`. */
  page: string;
  /** Sketch name, the file's name without `.ino`. */
  name: string;
  /** The file below the locale's build folder: `sketches/<page>/<name>/<name>.ino`. */
  path: string;
  /** The file's content: the code block's text and a final newline. */
  content: string;
  /** The board ids of `boards="…"`, in the author's order ([] when the fence names none). */
  boards: string[];
  /** Line of the opening fence in the page's source. */
  line: number;
};

/** The file content of a sketch: its code with one final newline. */
export function sketchContent(code: string): string {
  return `${code.replace(/\s+$/, '')}\n`;
}

/** The downloadable sketches of one page source. */
export function sketchesOfSource(relPath: string, source: string): SketchFile[] {
  const sketches = sourceFences(source).filter((fence) => isCompleteSketch(fence.lang, fence.code));
  const names = nameSketches(pageName(relPath), sketches);
  return sketches.map((fence, index) => ({
    page: relPath.replace(/\\/g, '/'),
    name: names[index]!,
    path: sketchFilePath(relPath, names[index]!),
    content: sketchContent(fence.code),
    boards: (BOARDS.exec(fence.meta ?? '')?.[1] ?? '').trim().split(/\s+/).filter(Boolean),
    line: fence.line,
  }));
}
