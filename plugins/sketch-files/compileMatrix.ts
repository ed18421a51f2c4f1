/**
 * What the compile workflow (.github/workflows/compile-sketches.yml) builds:
 * every downloadable sketch (./sketchFiles.ts) on every board its
 * fence names, with the board's FQBN and packages (src/data/boardHardware.ts)
 * and the Library Manager libraries its headers need there
 * (src/data/arduinoLibraries.ts: what the board package does not ship), each
 * in the version the data pins, as the pages tell readers to install it. The
 * rows are the matrix (sketch × board × libraries); the jobs group them by
 * board in the form `arduino/compile-sketches` takes (YAML lists as strings).
 */
import {libraryNamed, libraryOfHeader} from '../../src/data/arduinoLibraries';
import {BOARD_HARDWARE, BOARD_HARDWARE_IDS, type BoardHardwareId} from '../../src/data/boardHardware';
import type {SketchFile} from './sketchFiles';

/** A sketch of one locale: its file path below the output folder starts with the locale (`de/sketches/…`). */
export type LocaleSketch = SketchFile & {locale: string};

export type Platform = {name: string; sourceUrl?: string};

/** How one board is compiled. */
export type CompileTarget = {board: BoardHardwareId; fqbn: string; platforms: Platform[]};

export type MatrixRow = {
  /** `<prefix><locale>/sketches/<page>/<name>`: the sketch folder. */
  sketch: string;
  board: BoardHardwareId;
  fqbn: string;
  /** Library Manager names to install for this sketch on this board (sorted). */
  libraries: string[];
};

export type CompileJob = CompileTarget & {
  /** Union of the rows' libraries. */
  libraries: string[];
  /** Sketch folders to compile; a sketch whose code another one of the job already has is left out. */
  sketches: string[];
  /** The same as YAML, for arduino/compile-sketches' inputs. */
  platformsYaml: string;
  librariesYaml: string;
  sketchPathsYaml: string;
};

export type CompileMatrix = {rows: MatrixRow[]; jobs: CompileJob[]};

/** The headers a sketch includes (`#include <x.h>` and `#include "x.h"`). */
export function includedHeaders(code: string): string[] {
  return [...code.matchAll(/^\s*#\s*include\s*[<"]([^>"]+)[>"]/gm)].map((match) => match[1]!);
}

/** FQBN and packages of a board; a board without its own definition borrows them (`compileWith`). */
export function compileTarget(board: BoardHardwareId): CompileTarget {
  const own = BOARD_HARDWARE[board];
  const source = own.compileWith ? BOARD_HARDWARE[own.compileWith] : own;
  if (!source.fqbn) throw new Error(`${board}: no FQBN in src/data/boardHardware.ts (fqbn or compileWith)`);
  const packages = source.arduinoPackages ?? [];
  const platforms = packages.map((pkg): Platform => {
    if (!pkg.platform)
      throw new Error(`${board}: the package "${pkg.name}" has no platform id in src/data/boardHardware.ts`);
    // Arduino's own platforms come from the default index; every other needs the board's index URL.
    return pkg.platform.startsWith('arduino:')
      ? {name: pkg.platform}
      : {name: pkg.platform, sourceUrl: source.boardsManagerUrl};
  });
  for (const platform of platforms) {
    if (!platform.name.startsWith('arduino:') && !platform.sourceUrl)
      throw new Error(`${board}: no boardsManagerUrl for ${platform.name}`);
  }
  // Dependencies first: the senseBox boards build on Arduino's SAMD core.
  platforms.sort((a, b) => Number(!a.name.startsWith('arduino:')) - Number(!b.name.startsWith('arduino:')));
  return {board, fqbn: source.fqbn, platforms};
}

/** The Library Manager libraries `code` needs on `board`; throws on a header nothing provides there. */
export function librariesFor(code: string, board: BoardHardwareId): string[] {
  const names = new Set<string>();
  for (const header of includedHeaders(code)) {
    const library = libraryOfHeader(header);
    if (!library)
      throw new Error(`#include <${header}>: no library known for this header (src/data/arduinoLibraries.ts)`);
    if (library.bundledWith.includes(board)) continue;
    if (!library.inLibraryManager)
      throw new Error(`#include <${header}>: ${library.name} is not available for ${board}`);
    names.add(library.name);
  }
  return [...names].sort();
}

const sketchFolder = (sketch: LocaleSketch, prefix: string) =>
  `${prefix}${sketch.locale}/${sketch.path.replace(/\/[^/]+$/, '')}`;

const yamlList = (items: string[]) => items.map((item) => `- ${JSON.stringify(item)}`).join('\n');

/**
 * One library of compile-sketches' `libraries` input. A library whose version the data pins is installed
 * in that version: without it the workflow would build against the newest, which readers are told not to take.
 */
export function libraryYaml(name: string): string {
  const version = libraryNamed(name)?.version;
  return `- name: ${JSON.stringify(name)}${version ? `\n  version: ${JSON.stringify(version.number)}` : ''}`;
}

function platformsYaml(platforms: Platform[]): string {
  return platforms
    .map(
      (platform) =>
        `- name: ${JSON.stringify(platform.name)}${platform.sourceUrl ? `\n  source-url: ${JSON.stringify(platform.sourceUrl)}` : ''}`,
    )
    .join('\n');
}

/**
 * The matrix of `sketches`; throws with the sketch's page and line when one names an unknown board or
 * lacks a library. `folderPrefix`: the folder the sketches are written to (`sketch-build/`), so the
 * paths are the ones the compile step is given.
 */
export function compileMatrix(sketches: readonly LocaleSketch[], folderPrefix = ''): CompileMatrix {
  const rows: MatrixRow[] = [];
  const contentOf = new Map<string, string>();
  for (const sketch of sketches) {
    const folder = sketchFolder(sketch, folderPrefix);
    contentOf.set(folder, sketch.content);
    for (const board of sketch.boards) {
      if (!(BOARD_HARDWARE_IDS as readonly string[]).includes(board)) {
        throw new Error(`${sketch.locale}/${sketch.page}:${sketch.line}: unknown board "${board}"`);
      }
      const id = board as BoardHardwareId;
      try {
        rows.push({
          sketch: folder,
          board: id,
          fqbn: compileTarget(id).fqbn,
          libraries: librariesFor(sketch.content, id),
        });
      } catch (error) {
        throw new Error(`${sketch.locale}/${sketch.page}:${sketch.line}: ${(error as Error).message}`);
      }
    }
  }
  const jobs = BOARD_HARDWARE_IDS.flatMap((board): CompileJob[] => {
    const boardRows = rows.filter((row) => row.board === board);
    if (boardRows.length === 0) return [];
    const target = compileTarget(board);
    const libraries = [...new Set(boardRows.flatMap((row) => row.libraries))].sort();
    const seenCode = new Set<string>();
    const folders = boardRows
      .map((row) => row.sketch)
      .filter((folder) => {
        const code = contentOf.get(folder)!;
        if (seenCode.has(code)) return false;
        seenCode.add(code);
        return true;
      });
    return [
      {
        ...target,
        libraries,
        sketches: folders,
        platformsYaml: platformsYaml(target.platforms),
        // `[]`, not '': compile-sketches reads an empty input as its default (the repository as a library).
        librariesYaml: libraries.length > 0 ? libraries.map(libraryYaml).join('\n') : '[]',
        sketchPathsYaml: yamlList(folders),
      },
    ];
  });
  return {rows, jobs};
}

/**
 * Files whose change can change what every sketch compiles against: a pull
 * request touching one of them compiles all sketches, not only the changed pages'.
 */
export const ALL_SKETCHES_IF_CHANGED = [
  /^src\/data\/(arduinoLibraries|boardHardware)\.ts$/,
  /^plugins\/sketch-files\//,
  /^scripts\/sketch-matrix\.mjs$/,
  /^\.github\/workflows\/compile-sketches\.yml$/,
];

/**
 * The sketches a pull request must compile, given the files it changed
 * (paths from the repository root) and the source file of each sketch's page:
 * all, when a file of ALL_SKETCHES_IF_CHANGED changed; else those of changed
 * pages (none when no changed page has a sketch: the workflow then compiles nothing).
 */
export function sketchesToCompile<T extends {sourceFile: string}>(
  sketches: readonly T[],
  changedFiles: readonly string[] | undefined,
): T[] {
  if (changedFiles === undefined) return [...sketches];
  if (changedFiles.some((file) => ALL_SKETCHES_IF_CHANGED.some((pattern) => pattern.test(file)))) return [...sketches];
  const changed = new Set(changedFiles);
  return sketches.filter((sketch) => changed.has(sketch.sourceFile));
}
