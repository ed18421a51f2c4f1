import {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {kitLabel} from '@site/src/kits/kitNames';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import styles from './styles.module.css';

/**
 * Offers the reader's earlier kit back after a link chose another one with
 * `?board=`. It floats above the page (fixed position), so showing or hiding
 * it moves nothing: no layout shift, nothing to reflow on a phone.
 */
export default function KitSwitchBack(): ReactNode {
  const {board, previousBoard, selectBoard, dismissPreviousBoard} = useBoardSelection();
  if (!board || !previousBoard || board === previousBoard) return null;
  const current = kitLabel(board);
  const previous = kitLabel(previousBoard);
  return (
    <div className={styles.offer} role="status" data-kit-switch-back>
      <span className={styles.text}>
        {translate(
          {
            id: 'kitSwitchBack.message',
            message: 'Der Link hat {kit} gewählt.',
            description: 'Shown after a link with ?board= replaced the reader’s kit',
          },
          {kit: current},
        )}
      </span>
      <button type="button" className={styles.back} onClick={() => selectBoard(previousBoard)}>
        {translate(
          {
            id: 'kitSwitchBack.back',
            message: 'Zurück zu {kit}',
            description: 'Button that chooses the reader’s earlier kit again',
          },
          {kit: previous},
        )}
      </button>
      <button
        type="button"
        className={styles.dismiss}
        onClick={dismissPreviousBoard}
        aria-label={translate({
          id: 'kitSwitchBack.dismiss',
          message: 'Hinweis schließen',
          description: 'Close button of the kit switch-back offer',
        })}>
        ×
      </button>
    </div>
  );
}
