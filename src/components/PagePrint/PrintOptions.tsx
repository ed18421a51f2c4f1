import {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {kitLabel} from '@site/src/kits/kitNames';
import styles from './styles.module.css';

/** Which board tabs go on paper: the one shown, or every board's. */
type PrintBoards = 'one' | 'all';

/** The attribute print.css reads (with `:has()`) to print every board tab. */
const PRINT_BOARDS_ATTRIBUTE = 'data-print-boards';

type Props = {
  onPrint: () => void;
};

/**
 * The print control under a docs page: a print button, one line on what paper gets, and
 * (only on pages with board tabs, see styles.module.css) whether the printout holds the
 * chosen board's steps or every board's. The choice is a plain attribute that print.css
 * reads, so it also holds when the reader prints from the browser's menu.
 *
 * Until the reader picks, a chosen board prints alone and a page read without one prints
 * every board: the server HTML has no board, so a page printed without JavaScript has all.
 */
export default function PrintOptions({onPrint}: Props): ReactNode {
  const {board} = useBoardSelection();
  const [picked, setPicked] = useState<PrintBoards | null>(null);
  const boards: PrintBoards = picked ?? (board ? 'one' : 'all');
  const legendId = 'print-boards-legend';
  return (
    <div className={styles.options} {...{[PRINT_BOARDS_ATTRIBUTE]: boards}}>
      <div className={styles.row}>
        <button type="button" className="button button--secondary button--sm" onClick={onPrint}>
          {translate({
            id: 'print.button',
            message: 'Seite drucken',
            description: 'Button under a docs page that prints it',
          })}
        </button>
        <div className={styles.choice} role="radiogroup" aria-labelledby={legendId}>
          <span id={legendId} className={styles.legend}>
            {translate({
              id: 'print.boards.legend',
              message: 'Ausdruck für:',
              description: 'Label of the choice which board tabs a printout holds',
            })}
          </span>
          <label className={styles.option}>
            <input
              type="radio"
              name="print-boards"
              value="one"
              checked={boards === 'one'}
              onChange={() => setPicked('one')}
            />
            {board
              ? kitLabel(board)
              : translate({
                  id: 'print.boards.shown',
                  message: 'das gezeigte Board',
                  description: 'Print choice when no board is chosen: only the board tab shown',
                })}
          </label>
          <label className={styles.option}>
            <input
              type="radio"
              name="print-boards"
              value="all"
              checked={boards === 'all'}
              onChange={() => setPicked('all')}
            />
            {translate({id: 'print.boards.all', message: 'alle Boards', description: 'Print choice: every board tab'})}
          </label>
        </div>
      </div>
      <div className={styles.note}>
        {translate({
          id: 'print.note',
          message:
            'Auf Papier sind alle Abschnitte aufgeklappt, und ein QR-Code führt zurück zu dieser Seite mit deiner Sprache und deinem Board.',
          description: 'One line under the print button: what a printout of the page holds',
        })}
      </div>
    </div>
  );
}
