import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {sketchesOfSource, type SketchFile} from './sketchFiles';
import {writesBuildFiles} from '../postBuildOrder';
import {localeSources, SITE_DIR} from './contentFiles';

/**
 * Writes every complete Arduino sketch of the locale's pages to
 * `<outDir>/sketches/<page>/<name>/<name>.ino` (./sketchFiles.ts),
 * the files the download buttons link to (remarkSketchFiles names them the
 * same way). The host sends them as text (static/_headers), the
 * offline precache lists them (plugins/offline). Registered with
 * postBuildOrder, so the precache sees the files.
 */
export function localeSketches(locale: string, defaultLocale: string, siteDir = SITE_DIR): SketchFile[] {
  return localeSources(locale, defaultLocale, siteDir).flatMap(({rel, file}) =>
    sketchesOfSource(rel, fs.readFileSync(file, 'utf8')),
  );
}

export async function writeSketches(outDir: string, sketches: readonly SketchFile[]): Promise<void> {
  const seen = new Set<string>();
  for (const sketch of sketches) {
    if (seen.has(sketch.path))
      throw new Error(`Two sketches would be written to ${sketch.path} (${sketch.page}:${sketch.line})`);
    seen.add(sketch.path);
    const file = path.join(outDir, sketch.path);
    await fs.promises.mkdir(path.dirname(file), {recursive: true});
    await fs.promises.writeFile(file, sketch.content);
  }
}

export default function sketchFilesPlugin(context: LoadContext): Plugin {
  const {currentLocale, defaultLocale} = context.i18n;
  return {
    name: 'sketch-files',
    postBuild: ({outDir}) =>
      writesBuildFiles(outDir, () =>
        writeSketches(outDir, localeSketches(currentLocale, defaultLocale, context.siteDir)),
      ),
  };
}
