import type {ReactNode} from 'react';
import {localized} from '@site/src/data/language';
import ScrollRegion from '@site/src/components/ScrollRegion';
import specTableStyles from '@site/src/components/SpecTable/styles.module.css';
import {getBoard, type BoardHardwareId, type GpioAssignment} from '@site/src/data/boardHardware';
import {gpioSummary, onboardPartLabel, portKindLabel, portName} from '@site/src/data/boardHardwareLabels';
import styles from './styles.module.css';

/**
 * Every port and every on-board part of a board in one table: what it is,
 * on which side of the board it sits and which GPIOs it uses, all from the
 * board's record in src/data/boardHardware.ts. Pins that changed between
 * board revisions carry the revisions ("IO47 (≤ v1.4), IO21 (≥ v1.5)").
 */
export type BoardPinOverviewProps = {
  board: BoardHardwareId;
};

type Row = {key: string; name: string; side?: 'top' | 'bottom'; gpios?: readonly GpioAssignment[]; via?: string};

function sideLabel(side: 'top' | 'bottom' | undefined): string {
  if (side === 'top') return localized({de: 'Oberseite', en: 'top side'});
  if (side === 'bottom') return localized({de: 'Unterseite', en: 'underside'});
  return '';
}

export default function BoardPinOverview({board}: BoardPinOverviewProps): ReactNode {
  const data = getBoard(board);
  const rows: Row[] = [
    ...data.ports.map((port) => {
      const name = portName(board, port);
      const kind = portKindLabel(port.kind);
      return {
        key: `port-${port.id}`,
        name: name === kind || name.startsWith(kind) ? name : `${name} (${kind})`,
        side: port.side,
        gpios: port.gpios,
      };
    }),
    ...data.onboard.map((part) => {
      const port = part.via ? data.ports.find((candidate) => candidate.id === part.via) : undefined;
      return {
        key: `part-${part.kind}`,
        name: onboardPartLabel(part),
        side: part.side,
        gpios: part.gpios,
        via: port ? portName(board, port) : undefined,
      };
    }),
  ];
  const withSide = rows.some((row) => row.side);
  const ariaLabel = localized(
    {de: 'Anschlüsse, Bauteile und GPIOs der {board}', en: 'Ports, parts and GPIOs of the {board}'},
    {board: data.name},
  );
  return (
    <ScrollRegion label={ariaLabel}>
      <table className={`${specTableStyles.table} ${styles.table}`} aria-label={ariaLabel} data-table="pin-overview">
        <thead>
          <tr>
            <th scope="col">{localized({de: 'Anschluss oder Bauteil', en: 'Port or part'})}</th>
            {withSide && <th scope="col">{localized({de: 'Seite', en: 'Side'})}</th>}
            <th scope="col">{localized({de: 'GPIOs', en: 'GPIOs'})}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.name}</th>
              {withSide && <td>{sideLabel(row.side)}</td>}
              <td>
                {gpioSummary(row.gpios, Infinity) ??
                  (row.via
                    ? localized({de: 'die des Anschlusses {port}', en: 'those of the {port} port'}, {port: row.via})
                    : localized({de: 'keine eigenen', en: 'none of its own'}))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
