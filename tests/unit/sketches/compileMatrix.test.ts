/**
 * The compile workflow's matrix (plugins/sketch-files/compileMatrix.ts,
 * scripts/sketch-matrix.mjs): each board's FQBN and packages, the Library
 * Manager libraries a sketch needs on a board, the rows for every sketch of
 * the site and the jobs in the form arduino/compile-sketches reads. The
 * workflow itself needs the board cores from the internet and runs on GitHub.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {ARDUINO_LIBRARIES} from '../../../src/data/arduinoLibraries';
import {BOARD_HARDWARE_IDS} from '../../../src/data/boardHardware';
import {
  compileMatrix,
  compileTarget,
  includedHeaders,
  librariesFor,
  libraryYaml,
  sketchesToCompile,
  type LocaleSketch,
} from '../../../plugins/sketch-files/compileMatrix';
import {localeSketches} from '../../../plugins/sketch-files/index';
import {allSketches, loadModules, run} from '../../../scripts/sketch-matrix.mjs';
import {ROOT} from '../content/pageFiles';

const SENSEBOX_INDEX = 'https://github.com/sensebox/senseBoxMCU-core/raw/master/package_sensebox_index.json';
const ESP32_INDEX = 'https://espressif.github.io/arduino-esp32/package_esp32_index.json';

describe('how each board is compiled', () => {
  it('MCU and mini: the senseBox SAMD core on Arduino SAMD (the mini as the MCU, as the Blockly editor compiles it)', () => {
    const samd = {
      fqbn: 'sensebox:samd:sb',
      platforms: [{name: 'arduino:samd'}, {name: 'sensebox:samd', sourceUrl: SENSEBOX_INDEX}],
    };
    expect(compileTarget('mcu')).toEqual({board: 'mcu', ...samd});
    expect(compileTarget('mini')).toEqual({board: 'mini', ...samd});
  });

  it('MCU-S2 and Eye: Espressif’s esp32 core with their own board ids', () => {
    const esp32 = [{name: 'esp32:esp32', sourceUrl: ESP32_INDEX}];
    expect(compileTarget('mcus2')).toEqual({
      board: 'mcus2',
      fqbn: 'esp32:esp32:sensebox_mcu_esp32s2',
      platforms: esp32,
    });
    expect(compileTarget('eye')).toEqual({board: 'eye', fqbn: 'esp32:esp32:sensebox_eye', platforms: esp32});
  });
});

describe('the libraries a sketch needs on a board', () => {
  const code =
    '#include <Wire.h>\n#include "Adafruit_BME680.h"\n  #  include <SparkFun_SCD30_Arduino_Library.h>\nvoid setup() {}\nvoid loop() {}';

  it('reads both include forms', () => {
    expect(includedHeaders(code)).toEqual(['Wire.h', 'Adafruit_BME680.h', 'SparkFun_SCD30_Arduino_Library.h']);
  });

  it('nothing the board package ships, by Library Manager name what it does not', () => {
    expect(librariesFor(code, 'mcu')).toEqual([]);
    expect(librariesFor(code, 'mcus2')).toEqual(['Adafruit BME680 Library', 'SparkFun SCD30 Arduino Library']);
  });

  it('fails on a header no library provides, or one the board cannot have', () => {
    expect(() => librariesFor('#include <Nope.h>', 'mcu')).toThrow(/no library known/);
    expect(() => librariesFor('#include <senseBoxIO.h>', 'mcus2')).toThrow(/not available for mcus2/);
  });
});

describe('the matrix of the site', () => {
  const sketches: LocaleSketch[] = (['de', 'en'] as const).flatMap((locale) =>
    localeSketches(locale, 'de').map((sketch) => ({...sketch, locale})),
  );
  const matrix = compileMatrix(sketches, 'out/');

  it('has a row for every sketch on every board it names', () => {
    expect(matrix.rows).toHaveLength(sketches.reduce((sum, sketch) => sum + sketch.boards.length, 0));
    expect(matrix.rows.length).toBeGreaterThan(100);
    for (const row of matrix.rows) expect(row.sketch).toMatch(/^out\/(de|en)\/sketches\/.+\/[^/]+$/);
  });

  it('a job per board, compiling each of its sketches once (identical code once)', () => {
    expect(matrix.jobs.map((job) => job.board)).toEqual(
      BOARD_HARDWARE_IDS.filter((board) => matrix.rows.some((row) => row.board === board)),
    );
    for (const job of matrix.jobs) {
      const rows = matrix.rows.filter((row) => row.board === job.board);
      expect(job.sketches.length).toBeLessThanOrEqual(rows.length);
      expect(job.sketches.every((folder) => rows.some((row) => row.sketch === folder))).toBe(true);
      expect(job.libraries).toEqual([...new Set(rows.flatMap((row) => row.libraries))].sort());
    }
  });

  it('installs only Library Manager libraries, by the names in src/data/arduinoLibraries.ts', () => {
    const managed = new Set(
      ARDUINO_LIBRARIES.filter((library) => library.inLibraryManager).map((library) => library.name),
    );
    for (const job of matrix.jobs) for (const name of job.libraries) expect(managed).toContain(name);
  });

  it('installs each library in the version the data pins, as the pages tell readers to', () => {
    const pinned = ARDUINO_LIBRARIES.filter((library) => library.version);
    expect(pinned.length).toBeGreaterThan(0);
    for (const library of ARDUINO_LIBRARIES) {
      const name = `- name: ${JSON.stringify(library.name)}`;
      expect(libraryYaml(library.name)).toBe(
        library.version ? `${name}\n  version: ${JSON.stringify(library.version.number)}` : name,
      );
    }
    // Every job that installs a pinned library installs it in that version, never the newest.
    const installedPinned = matrix.jobs.flatMap((job) =>
      pinned.filter((library) => job.libraries.includes(library.name)).map((library) => ({job, library})),
    );
    expect(installedPinned.length).toBeGreaterThan(0);
    for (const {job, library} of installedPinned) {
      expect(job.librariesYaml).toContain(libraryYaml(library.name));
    }
  });

  it('writes the jobs’ inputs as the YAML lists compile-sketches reads', () => {
    const mcu = matrix.jobs.find((job) => job.board === 'mcu')!;
    expect(mcu.platformsYaml).toBe(
      `- name: "arduino:samd"\n- name: "sensebox:samd"\n  source-url: "${SENSEBOX_INDEX}"`,
    );
    expect(mcu.sketchPathsYaml.split('\n')).toHaveLength(mcu.sketches.length);
    expect(mcu.sketchPathsYaml.split('\n')[0]).toBe(`- ${JSON.stringify(mcu.sketches[0])}`);
    const none = compileMatrix([
      {...sketches[0]!, locale: 'de', content: 'void setup() {}\nvoid loop() {}', boards: ['mcu']},
    ]);
    expect(none.jobs[0]!.librariesYaml).toBe('[]');
  });

  it('names the page and line of a sketch that cannot compile', () => {
    const broken = {
      ...sketches[0]!,
      locale: 'de',
      content: '#include <senseBoxIO.h>\nvoid setup() {}\nvoid loop() {}',
      boards: ['mcus2'],
    };
    expect(() => compileMatrix([broken])).toThrow(new RegExp(`^de/${broken.page}:${broken.line}: `));
    expect(() => compileMatrix([{...broken, boards: ['uno']}])).toThrow(/unknown board "uno"/);
  });
});

describe('which sketches a pull request compiles', () => {
  const list = [{sourceFile: 'docs/a.mdx'}, {sourceFile: 'docs/b.mdx'}];
  it('all by hand, those of the changed pages on a pull request, all when the data or the extraction changed', () => {
    expect(sketchesToCompile(list, undefined)).toEqual(list);
    expect(sketchesToCompile(list, ['docs/b.mdx', 'README.md'])).toEqual([list[1]]);
    expect(sketchesToCompile(list, ['README.md'])).toEqual([]);
    expect(sketchesToCompile(list, [])).toEqual([]);
    for (const file of [
      'src/data/arduinoLibraries.ts',
      'src/data/boardHardware.ts',
      'plugins/sketch-files/sketchFiles.ts',
      '.github/workflows/compile-sketches.yml',
    ]) {
      expect(sketchesToCompile(list, [file])).toEqual(list);
    }
  });
});

describe('scripts/sketch-matrix.mjs', () => {
  let out: string;
  let githubOutput: string;
  beforeEach(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'sketch-matrix-'));
    githubOutput = path.join(out, 'github-output.txt');
    process.env.GITHUB_OUTPUT = githubOutput;
  });
  afterEach(() => {
    delete process.env.GITHUB_OUTPUT;
    fs.rmSync(out, {recursive: true, force: true});
  });

  it('writes every sketch as a sketch folder, matrix.json and the workflow’s outputs', () => {
    const logs: string[] = [];
    const matrix = run(['--out', out, '--github-output'], {rootDir: ROOT, log: (line: string) => logs.push(line)});
    const written = JSON.parse(fs.readFileSync(path.join(out, 'matrix.json'), 'utf8'));
    expect(written).toEqual(JSON.parse(JSON.stringify(matrix)));
    for (const job of matrix.jobs) {
      for (const folder of job.sketches) {
        const name = path.basename(folder);
        expect(fs.existsSync(path.join(folder, `${name}.ino`))).toBe(true);
      }
    }
    const lines = fs.readFileSync(githubOutput, 'utf8').trim().split('\n');
    const jobs = JSON.parse(lines.find((line) => line.startsWith('jobs='))!.slice('jobs='.length));
    expect(lines).toContain(`count=${matrix.jobs.length}`);
    expect(jobs[0]).toEqual({
      board: matrix.jobs[0]!.board,
      fqbn: matrix.jobs[0]!.fqbn,
      platforms: matrix.jobs[0]!.platformsYaml,
      libraries: matrix.jobs[0]!.librariesYaml,
      'sketch-paths': matrix.jobs[0]!.sketchPathsYaml,
    });
    expect(logs[0]).toMatch(/^\d+ of \d+ sketches, \d+ sketch × board rows/);
  });

  it('with --changed: only the changed pages’ sketches; nothing when no changed page has one', () => {
    const sketchPage = allSketches(loadModules(ROOT), ROOT).find(
      (sketch: {locale: string}) => sketch.locale === 'de',
    ).sourceFile;
    const some = run(['--out', out, '--changed', sketchPage], {rootDir: ROOT, log: () => {}});
    expect(new Set(some.rows.map((row: {sketch: string}) => row.sketch.split('/sketches/')[0]))).toEqual(
      new Set([`${out}/de`]),
    );
    const none = run(['--out', out, '--changed', 'README.md', '--github-output'], {rootDir: ROOT, log: () => {}});
    expect(none.jobs).toEqual([]);
    expect(fs.readFileSync(githubOutput, 'utf8')).toContain('count=0');
  });
});
