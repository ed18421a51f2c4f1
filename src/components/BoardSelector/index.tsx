import {useId, type ChangeEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {kitLabel} from '@site/src/kits/kitNames';
import {KIT_IDS, isKitId} from '@site/src/kits/kits';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import styles from './styles.module.css';

/** The option value for "no board": no option of a select has an empty-string value. */
export const NO_BOARD_VALUE = 'none';

/** A native select: keyboard and screen-reader support come from the browser. */
export default function BoardSelector({className}: {className?: string}): ReactNode {
  const id = useId();
  const {board, selectBoard} = useBoardSelection();

  function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    selectBoard(isKitId(value) ? value : null);
  }

  return (
    <span className={clsx(styles.boardSelector, className)}>
      <label htmlFor={id} className={styles.label}>
        {translate({
          id: 'boardSelector.label',
          message: 'Board',
          description: 'Label of the board selector in the navbar',
        })}
      </label>
      <select
        id={id}
        className={styles.select}
        value={board ?? NO_BOARD_VALUE}
        onChange={onChange}
        title={translate({
          id: 'boardSelector.title',
          message: 'Wähle dein Board: die Seitenleiste zeigt dann nur seine Seiten',
          description: 'Tooltip of the board selector',
        })}>
        <option value={NO_BOARD_VALUE}>
          {translate({
            id: 'boardSelector.none',
            message: 'Alle Boards',
            description: 'Board selector option when no board is chosen',
          })}
        </option>
        {KIT_IDS.map((kit) => (
          <option key={kit} value={kit}>
            {kitLabel(kit)}
          </option>
        ))}
      </select>
    </span>
  );
}
