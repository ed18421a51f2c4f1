import {type ReactNode} from 'react';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

export type SpecRow = {id: string; label: ReactNode; value: ReactNode};

type Props = {
  /** The table's accessible name, already translated. */
  ariaLabel: string;
  /** The two column headers: the property and the value column. */
  headers: readonly [ReactNode, ReactNode];
  rows: readonly SpecRow[];
  /** data-* attributes that tests and styles use to find the table. */
  data?: Record<`data-${string}`, string>;
};

/**
 * A two-column "property – value" table: the shape every data table of the
 * site shares (board data, part data). Rows carry `data-row` with their id.
 */
export default function SpecTable({ariaLabel, headers, rows, data}: Props): ReactNode {
  return (
    <ScrollRegion label={ariaLabel}>
      <table className={styles.table} aria-label={ariaLabel} {...data}>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-row={row.id}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
