#!/usr/bin/env node
/**
 * Writes every complete Arduino sketch of both languages as a sketch folder,
 * the same files the build offers for download (plugins/sketch-files/sketchFiles.ts),
 * and the compile matrix (plugins/sketch-files/compileMatrix.ts) next to them:
 *
 *   node scripts/sketch-matrix.mjs --out sketch-build [--changed <file> …] [--github-output]
 *
 *   <out>/<locale>/sketches/<page>/<name>/<name>.ino
 *   <out>/matrix.json        {rows: sketch × board × libraries, jobs: one per board}
 *
 * --changed: the files a pull request changed (repository paths); only the
 * sketches of changed pages are compiled, all of them when the extraction,
 * the board or library data or the workflow changed (ALL_SKETCHES_IF_CHANGED).
 * --github-output: appends `jobs=<json>` and `count=<n>` to $GITHUB_OUTPUT for
 * the workflow's build matrix. Reads only the sources: no build needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {parseArgs} from 'node:util';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const LOCALES = ['de', 'en'];
const DEFAULT_LOCALE = 'de';

/** The TypeScript modules, loaded with jiti as Docusaurus loads its config. */
export function loadModules(rootDir = ROOT) {
  const require = createRequire(path.join(rootDir, 'package.json'));
  const load = require('jiti')(path.join(rootDir, 'scripts/sketch-matrix.mjs'), {
    interopDefault: true,
    alias: {'@site': rootDir},
  });
  return {
    files: load(path.join(rootDir, 'plugins/sketch-files/index.ts')),
    sources: load(path.join(rootDir, 'plugins/sketch-files/contentFiles.ts')),
    sketchFiles: load(path.join(rootDir, 'plugins/sketch-files/sketchFiles.ts')),
    matrix: load(path.join(rootDir, 'plugins/sketch-files/compileMatrix.ts')),
  };
}

/** Every sketch of both languages, with its locale and the repository path of its page's source. */
export function allSketches(modules, rootDir = ROOT) {
  return LOCALES.flatMap((locale) =>
    modules.sources.localeSources(locale, DEFAULT_LOCALE, rootDir).flatMap(({rel, file}) =>
      modules.sketchFiles.sketchesOfSource(rel, fs.readFileSync(file, 'utf8')).map((sketch) => ({
        ...sketch,
        locale,
        sourceFile: path.relative(rootDir, file).split(path.sep).join('/'),
      })),
    ),
  );
}

export function run(argv, {rootDir = ROOT, log = console.log} = {}) {
  const {values} = parseArgs({
    args: argv,
    options: {out: {type: 'string'}, changed: {type: 'string', multiple: true}, 'github-output': {type: 'boolean'}},
    allowPositionals: false,
  });
  if (!values.out)
    throw new Error('Usage: node scripts/sketch-matrix.mjs --out <dir> [--changed <file> …] [--github-output]');
  const modules = loadModules(rootDir);
  const everySketch = allSketches(modules, rootDir);
  const chosen = modules.matrix.sketchesToCompile(everySketch, values.changed);
  const out = path.resolve(values.out);
  fs.mkdirSync(out, {recursive: true});
  for (const sketch of chosen) {
    const file = path.join(out, sketch.locale, sketch.path);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, sketch.content);
  }
  const matrix = modules.matrix.compileMatrix(chosen, `${values.out.replace(/\/+$/, '')}/`);
  fs.writeFileSync(path.join(out, 'matrix.json'), `${JSON.stringify(matrix, null, 2)}\n`);
  const compiles = matrix.jobs.reduce((sum, job) => sum + job.sketches.length, 0);
  log(
    `${chosen.length} of ${everySketch.length} sketches, ${matrix.rows.length} sketch × board rows, ` +
      `${compiles} compiles after leaving out identical code (${matrix.jobs.map((job) => `${job.board}: ${job.sketches.length}`).join(', ') || 'none'})`,
  );
  if (values['github-output']) {
    const target = process.env.GITHUB_OUTPUT;
    if (!target) throw new Error('--github-output: $GITHUB_OUTPUT is not set');
    const jobs = matrix.jobs.map(({board, fqbn, platformsYaml, librariesYaml, sketchPathsYaml}) => ({
      board,
      fqbn,
      platforms: platformsYaml,
      libraries: librariesYaml,
      'sketch-paths': sketchPathsYaml,
    }));
    fs.appendFileSync(target, `jobs=${JSON.stringify(jobs)}\ncount=${jobs.length}\n`);
  }
  return matrix;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  try {
    run(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
