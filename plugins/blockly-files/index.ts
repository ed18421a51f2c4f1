import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {programFiles, type ProgramFile, type ProgramLocale} from '../../src/blockly/programXml';
import {BLOCKLY_PROGRAMS} from '../../src/data/blocklyPrograms';
import {writesBuildFiles} from '../postBuildOrder';

/**
 * Writes every Blockly program of src/data/blocklyPrograms.ts as the XML file
 * the senseBox Blockly editor opens, one per board:
 * `<outDir>/blockly-xml/<id>-<board>.xml` (src/blockly/programXml.ts). Text a
 * reader sees in a program (a message, a title) is in the locale's language.
 * The host sends them as text/xml (static/_headers), the
 * editor refuses any other type; the offline precache lists them
 * (plugins/offline). Registered with postBuildOrder, so the precache sees
 * the files.
 *
 * The pages learn which boards a program has files for from the plugin's
 * global data (`usePluginData('blockly-files')`): a few bytes of ids and board
 * ids, not the programs themselves.
 */
export type BlocklyFilesData = {programs: Record<string, string[]>};

export async function writeProgramFiles(outDir: string, files: readonly ProgramFile[]): Promise<void> {
  for (const file of files) {
    const target = path.join(outDir, file.path);
    await fs.promises.mkdir(path.dirname(target), {recursive: true});
    await fs.promises.writeFile(target, file.content);
  }
}

export function programLocale(locale: string): ProgramLocale {
  return locale === 'en' ? 'en' : 'de';
}

export default function blocklyFilesPlugin(context: LoadContext): Plugin {
  const locale = programLocale(context.i18n.currentLocale);
  return {
    name: 'blockly-files',
    async contentLoaded({actions}) {
      const data: BlocklyFilesData = {
        programs: Object.fromEntries(BLOCKLY_PROGRAMS.map((program) => [program.id, [...program.boards]])),
      };
      actions.setGlobalData(data);
    },
    postBuild: ({outDir}) =>
      writesBuildFiles(outDir, () => writeProgramFiles(outDir, programFiles(BLOCKLY_PROGRAMS, locale))),
  };
}
