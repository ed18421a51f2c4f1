/**
 * Every complete Arduino sketch names the boards it is for (the fence's
 * boards="…", shown as a badge), and compiles there as far as its headers go:
 * each #include is shipped by that board's package, or is a Library Manager
 * library the page tells the reader to install by its exact name (and, where
 * it brings dependencies, with the dialog's "Install all"). Where the data pins
 * the version a sketch needs, the page names it from the data (<LibraryVersion />).
 * German and English twins name the same boards for the same sketches.
 */
import {boardsAttribute, parseSketchBoards} from '../../../src/boards/sketchBoards';
import {ARDUINO_LIBRARIES, libraryOfHeader, type ArduinoLibrary} from '../../../src/data/arduinoLibraries';
import type {BoardHardwareId} from '../../../src/data/boardHardware';
import fs from 'fs';
import path from 'path';
import {ALL_PAGE_FILES, fences, isCompleteSketch, pageFiles, ROOT, withPartials, type PageFile} from './pageFiles';

/** The label of the Library Manager's dependency dialog button (Arduino IDE 2, arduino/arduino-ide i18n). */
const INSTALL_ALL = {de: 'Alle installieren', en: 'Install all'} as const;

type Sketch = {page: PageFile; line: number; boards: string | undefined; headers: string[]};

function sketchesOf(page: PageFile): Sketch[] {
  return fences(page.source)
    .filter(isCompleteSketch)
    .map((fence) => ({
      page,
      line: fence.line,
      boards: boardsAttribute(fence.meta),
      headers: [...fence.body.matchAll(/^\s*#include\s*[<"]([^>"]+)[>"]/gm)].map((match) => match[1]!),
    }));
}

const SKETCHES = ALL_PAGE_FILES.flatMap(sketchesOf);
const where = (sketch: Sketch) => `${sketch.page.locale}/${sketch.page.rel}:${sketch.line}`;

/** What stops `sketch` from compiling on `board`, if anything. */
function problemsOn(sketch: Sketch, board: BoardHardwareId, pageText: string): string[] {
  const problems: string[] = [];
  for (const header of sketch.headers) {
    const library = libraryOfHeader(header);
    if (!library) {
      problems.push(`#include <${header}>: no library known for this header (add it to src/data/arduinoLibraries.ts)`);
      continue;
    }
    // Bundled or installed: another version does not compile the sketch, so the reader has to know which one.
    if (library.version && !pageText.includes(`<LibraryVersion library="${library.name}"`)) {
      problems.push(
        `#include <${header}>: the sketch needs ${library.name} ${library.version.number}, but the page does not name the version (<LibraryVersion library="${library.name}" />)`,
      );
    }
    if (library.bundledWith.includes(board)) continue;
    if (!library.inLibraryManager) {
      problems.push(
        `#include <${header}>: ${library.name} exists only in the board package of ${library.bundledWith.join(', ') || 'no board'}`,
      );
    } else if (!pageText.includes(library.name)) {
      problems.push(
        `#include <${header}>: on ${board} the reader installs "${library.name}", but the page does not name it`,
      );
    }
  }
  return problems;
}

function needsInstallAll(sketch: Sketch, boards: BoardHardwareId[]): ArduinoLibrary | undefined {
  for (const header of sketch.headers) {
    const library = libraryOfHeader(header);
    if (library?.dependencies?.length && boards.some((board) => !library.bundledWith.includes(board))) return library;
  }
  return undefined;
}

describe('Arduino sketches', () => {
  it('there are sketches to check', () => {
    expect(SKETCHES.length).toBeGreaterThan(40);
  });

  it.each(SKETCHES.map((sketch) => [where(sketch), sketch] as const))('%s names its boards', (_where, sketch) => {
    expect({where: where(sketch), boards: sketch.boards}).toEqual({
      where: where(sketch),
      boards: expect.stringMatching(/\S/),
    });
    expect(() => parseSketchBoards(sketch.boards!)).not.toThrow();
  });

  it.each(SKETCHES.filter((sketch) => sketch.boards).map((sketch) => [where(sketch), sketch] as const))(
    '%s compiles on every board it names (headers)',
    (_where, sketch) => {
      const text = withPartials(sketch.page);
      const boards = parseSketchBoards(sketch.boards!);
      const problems = boards.flatMap((board) =>
        problemsOn(sketch, board, text).map((problem) => `${board}: ${problem}`),
      );
      expect({where: where(sketch), problems}).toEqual({where: where(sketch), problems: []});
      const withDependencies = needsInstallAll(sketch, boards);
      if (withDependencies) {
        const label = INSTALL_ALL[sketch.page.locale];
        const says = text.toLowerCase().includes(label.toLowerCase());
        expect({where: where(sketch), [`says "${label}" for ${withDependencies.name}`]: says}).toEqual({
          where: where(sketch),
          [`says "${label}" for ${withDependencies.name}`]: true,
        });
      }
    },
  );

  it('German and English twins name the same boards for the same sketches', () => {
    const boardsByPage = (locale: 'de' | 'en') =>
      Object.fromEntries(
        pageFiles(locale).map((page) => [page.rel, sketchesOf(page).map((sketch) => sketch.boards ?? '(none)')]),
      );
    expect(boardsByPage('en')).toEqual(boardsByPage('de'));
  });
});

describe("sketches on the other pages (the authors' guide)", () => {
  const dirs = ['src/pages', 'i18n/en/docusaurus-plugin-content-pages'].map((dir) => path.join(ROOT, dir));
  const files = dirs.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => path.join(dir, name)),
  );

  it.each(files.map((file) => [path.relative(ROOT, file), file]))(
    '%s: every complete sketch names its boards',
    (_name, file) => {
      const sketches = fences(fs.readFileSync(file, 'utf8')).filter(isCompleteSketch);
      for (const sketch of sketches) expect(() => parseSketchBoards(boardsAttribute(sketch.meta) ?? '')).not.toThrow();
    },
  );
});

describe('the problems a sketch check reports', () => {
  const page: PageFile = {locale: 'de', rel: 'x.mdx', source: ''};
  const sketch = (headers: string[]): Sketch => ({page, line: 1, boards: 'mcus2', headers});

  it('a senseBox-only header on the MCU-S2', () => {
    expect(problemsOn(sketch(['senseBoxIO.h']), 'mcus2', '')).toEqual([
      expect.stringMatching(/only in the board package of mcu, mini/),
    ]);
    expect(problemsOn(sketch(['senseBoxIO.h']), 'mcu', '')).toEqual([]);
  });

  it('a Library Manager library the page does not name', () => {
    expect(problemsOn(sketch(['Adafruit_DPS310.h']), 'mcus2', 'nothing')).toEqual([
      expect.stringMatching(/installs "Adafruit DPS310"/),
    ]);
    expect(problemsOn(sketch(['Adafruit_DPS310.h']), 'mcus2', 'Installiere Adafruit DPS310')).toEqual([]);
  });

  it('an unknown header, and a header spelled in the wrong case', () => {
    expect(problemsOn(sketch(['senseBoxMCU.h']), 'mcu', '')).toEqual([expect.stringMatching(/no library known/)]);
  });

  it('dependencies only where a board must install the library', () => {
    expect(needsInstallAll(sketch(['Adafruit_SSD1306.h']), ['mcus2'])?.name).toBe('Adafruit SSD1306');
    expect(needsInstallAll(sketch(['Adafruit_SSD1306.h']), ['mcu', 'mini'])).toBeUndefined();
  });

  it('a library whose version the data pins, without the version on the page', () => {
    const pinned = ARDUINO_LIBRARIES.find((library) => library.version && library.inLibraryManager)!;
    const header = pinned.headers[0]!;
    const named = `Installiere ${pinned.name}`;
    expect(problemsOn(sketch([header]), 'mcus2', named)).toEqual([expect.stringMatching(/does not name the version/)]);
    expect(problemsOn(sketch([header]), 'mcus2', `${named} <LibraryVersion library="${pinned.name}" />`)).toEqual([]);
  });
});
