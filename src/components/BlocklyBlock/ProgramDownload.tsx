import {Fragment, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import {programShotName} from '../../blockly/programShots';
import {programFileName, programFilePath} from '../../blockly/programXml';
import type {BoardHardwareId} from '../../data/boardHardware';
import {BOARD_NAMES} from '../../data/boardNames';
import {SCREENSHOTS} from '../../data/screenshots';
import Screenshot from '../Screenshot';
import styles from './styles.module.css';

/** What plugins/blockly-files tells the pages: the boards each program has a file for. */
type BlocklyFilesData = {programs: Record<string, BoardHardwareId[]>};

/** The boards a program has files for, limited to `only` where a drawing is for one board (a board tab). Throws on an unknown program, so the build fails. */
export function useProgramBoards(program: string, only?: BoardHardwareId): BoardHardwareId[] {
  const data = usePluginData('blockly-files') as BlocklyFilesData | undefined;
  const boards = data?.programs[program];
  if (!boards) throw new Error(`<BlocklyBlock program="${program}">: no such program in src/data/blocklyPrograms.ts`);
  if (only === undefined) return boards;
  if (!boards.includes(only))
    throw new Error(`<BlocklyBlock program="${program}" programBoard="${only}">: the program has no file for ${only}`);
  return [only];
}

function FileLink({program, board}: {program: string; board: BoardHardwareId}): ReactNode {
  const file = programFileName(program, board);
  return (
    <a href={useBaseUrl(`/${programFilePath(program, board)}`)} download={file} data-blockly-download={board}>
      {file}
    </a>
  );
}

/**
 * The editor's workspace with the program opened from its file (scripts/editor-shots.mjs), for the
 * drawing's board or else the program's first, in the page's language; nothing where there is no
 * such screenshot (a content test requires one for every program on a page).
 */
export function ProgramScreenshot({
  program,
  board,
  blocks,
}: {
  program: string;
  board: BoardHardwareId;
  /** The program's blocks as the drawing above names them, listed in the alt text. */
  blocks: readonly string[];
}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const name = programShotName(program, board);
  if (!SCREENSHOTS[name]?.[i18n.currentLocale === 'en' ? 'en' : 'de']) return null;
  return (
    <Screenshot
      name={name}
      alt={translate(
        {
          id: 'blocklyBlock.program.screenshotAltBlocks',
          message: 'So zeigt der Blockly-Editor das Programm, nachdem du {file} geöffnet hast. Die Blöcke: {blocks}.',
          description:
            'Alt text of the screenshot under a drawn Blockly program: the editor with the program after opening the file; {file} is its file name, {blocks} the blocks in order, separated by semicolons',
        },
        {file: programFileName(program, board), blocks: blocks.join('; ')},
      )}
    />
  );
}

/**
 * The line under a drawn program: its file for each board (the file names the
 * board, and the editor switches to it), and how the editor opens it. The
 * button names are the editor's own ("Projekt öffnen" / "Open project",
 * "Bestätigen" / "Ok"), in the page's language. A <div>, not a paragraph, so
 * the search index does not repeat it under every program. Below it, the
 * editor as it shows the program once the file is open.
 */
export default function ProgramDownload({
  program,
  board,
  blocks,
}: {
  program: string;
  board?: BoardHardwareId;
  blocks: readonly string[];
}): ReactNode {
  const boards = useProgramBoards(program, board);
  const files = boards.map((id, index) => (
    <Fragment key={id}>
      {index > 0 ? ', ' : null}
      <FileLink program={program} board={id} />
      {boards.length > 1 ? ` (${BOARD_NAMES[id]})` : null}
    </Fragment>
  ));
  const shotBoard = board ?? boards[0];
  return (
    <>
      <div className={styles.programFile} data-blockly-program={program}>
        <Translate
          id="blocklyBlock.program.howToOpen"
          description="Line under a drawn Blockly program; {files} are the download links (one per board), {open} and {confirm} the editor's button names"
          values={{
            files: <>{files}</>,
            open: (
              <strong>
                <Translate
                  id="blocklyBlock.program.openButton"
                  description="The Blockly editor's button that opens a file (its tooltip, the arrow pointing up)">
                  Projekt öffnen
                </Translate>
              </strong>
            ),
            confirm: (
              <strong>
                <Translate
                  id="blocklyBlock.program.confirmButton"
                  description="The button of the Blockly editor's dialog that confirms opening a file">
                  Bestätigen
                </Translate>
              </strong>
            ),
          }}>
          {'Als Datei: {files}. Öffne sie im Blockly-Editor mit {open} (Pfeil nach oben) und bestätige mit {confirm}.'}
        </Translate>
      </div>
      {shotBoard ? <ProgramScreenshot program={program} board={shotBoard} blocks={blocks} /> : null}
    </>
  );
}
