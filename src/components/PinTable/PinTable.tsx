import type {ReactNode} from 'react';
import {localized} from '@site/src/data/language';
import ScrollRegion from '@site/src/components/ScrollRegion';
import specTableStyles from '@site/src/components/SpecTable/styles.module.css';
import {getBoard, type BoardHardwareId, type GpioAssignment, type OnboardPartKind} from '@site/src/data/boardHardware';
import {gpioName, onboardPartLabel, portName, revisionRange} from '@site/src/data/boardHardwareLabels';
import styles from './styles.module.css';

/**
 * Which processor GPIO each signal of an on-board part or a port uses, from
 * the board's record in src/data/boardHardware.ts: signal, GPIO, the names the
 * Arduino board variant gives the pin and, where an assignment changed between
 * board revisions, the revisions it holds for. Columns without a value are
 * left out.
 */
export type PinTableProps = {
  board: BoardHardwareId;
  /** An on-board part, by its kind ('userButton', 'lora'). */
  part?: OnboardPartKind;
  /** A port, by its id ('sdcard', 'camera'). */
  port?: string;
};

function assignmentsOf({board, part, port}: PinTableProps): {name: string; gpios: readonly GpioAssignment[]} {
  const data = getBoard(board);
  if (part) {
    const found = data.onboard?.find((entry) => entry.kind === part);
    if (!found) throw new Error(`PinTable: ${board} has no on-board part ${part}`);
    return {name: onboardPartLabel(found), gpios: found.gpios ?? []};
  }
  const found = data.ports.find((entry) => entry.id === port);
  if (!found) throw new Error(`PinTable: ${board} has no port ${String(port)}`);
  return {name: portName(board, found), gpios: found.gpios ?? []};
}

export default function PinTable(props: PinTableProps): ReactNode {
  const {name, gpios} = assignmentsOf(props);
  if (gpios.length === 0) return null;
  const withNames = gpios.some((gpio) => gpio.arduinoNames && gpio.arduinoNames.length > 0);
  const withRevisions = gpios.some((gpio) => revisionRange(gpio) !== '');
  const ariaLabel = localized(
    {de: 'Pins auf der {board}: {part}', en: 'Pins on the {board}: {part}'},
    {board: getBoard(props.board).name, part: name},
  );
  return (
    <ScrollRegion label={ariaLabel}>
      <table className={`${specTableStyles.table} ${styles.table}`} aria-label={ariaLabel} data-table="pins">
        <thead>
          <tr>
            <th scope="col">{localized({de: 'Signal', en: 'Signal'})}</th>
            <th scope="col">GPIO</th>
            {withNames && <th scope="col">{localized({de: 'Name im Sketch', en: 'Name in the sketch'})}</th>}
            {withRevisions && <th scope="col">{localized({de: 'Board-Version', en: 'Board version'})}</th>}
          </tr>
        </thead>
        <tbody>
          {gpios.map((gpio) => (
            <tr
              key={`${gpio.signal}-${String(gpio.gpio)}-${gpio.from ?? ''}-${gpio.upTo ?? ''}`}
              data-gpio={String(gpio.gpio)}>
              <th scope="row">{gpio.signal}</th>
              <td>{gpioName(gpio)}</td>
              {withNames && (
                <td>
                  {(gpio.arduinoNames ?? []).map((arduinoName, index) => (
                    <span key={arduinoName}>
                      {index > 0 && ', '}
                      <code>{arduinoName}</code>
                    </span>
                  ))}
                </td>
              )}
              {withRevisions && <td>{revisionRange(gpio) || localized({de: 'alle', en: 'all'})}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
