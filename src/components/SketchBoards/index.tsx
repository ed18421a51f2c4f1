import {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {KIT_BOARD} from '@site/src/kits/kits';
import {parseSketchBoards} from '@site/src/boards/sketchBoards';
import {BOARD_NAMES} from '@site/src/data/boardNames';
import styles from './styles.module.css';

type Props = {
  /** Space-separated board ids, as in the code fence's `boards="…"`. */
  boards: string;
};

/**
 * The line above a sketch that says which boards it is for. Authors do not
 * write it: plugins/sketch-boards puts it above every code fence with a
 * `boards` attribute. When the reader has chosen a kit whose board is not
 * among them, a note says so (after hydration, like the board tabs: the
 * server does not know the choice). A <div>, not a paragraph, so the search
 * index does not repeat it on every page.
 */
export default function SketchBoards({boards}: Props): ReactNode {
  const ids = parseSketchBoards(boards);
  const {board} = useBoardSelection();
  const chosen = board ? KIT_BOARD[board] : undefined;
  return (
    <div className={styles.sketchBoards}>
      <span className={styles.label}>
        <Translate id="sketchBoards.label" description="Before the names of the boards a sketch is written for">
          Sketch für
        </Translate>
      </span>
      <ul className={styles.list}>
        {ids.map((id) => (
          <li key={id} className={styles.board} data-board={id}>
            {BOARD_NAMES[id]}
          </li>
        ))}
      </ul>
      {chosen && !ids.includes(chosen) && (
        <span className={styles.mismatch} role="note">
          <Translate
            id="sketchBoards.notForChosen"
            description="Shown above a sketch when the reader's chosen kit has a board the sketch is not for; {board} is the board's name"
            values={{board: BOARD_NAMES[chosen]}}>
            {'Nicht für die {board} deines Kits'}
          </Translate>
        </span>
      )}
    </div>
  );
}
