import type {ReactNode} from 'react';
import clsx from 'clsx';
import {localized} from '@site/src/data/language';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {kitProductName} from '@site/src/kits/kitNames';
import type {KitId} from '@site/src/kits/kits';
import {
  CABLE_CONNECTORS,
  CABLES,
  cableFitsBoard,
  type Cable,
  type CableConnectorId,
  type CableId,
} from '@site/src/data/cables';
import {cableName} from '@site/src/data/cableLabels';
import {formatNumber} from '@site/src/data/formatSpec';
import {allChips, getPart} from '@site/src/data/parts';
import {chipName} from '@site/src/data/partLabels';
import ScrollRegion from '../ScrollRegion';
import styles from './styles.module.css';

/**
 * The cable overview as a table, rendered from src/data/cables.ts. Every
 * cable is always listed; once the reader has chosen a kit in the board
 * selector, the cables of that kit are marked. The first render has no kit
 * (the provider reads it after hydration), so it matches the server HTML.
 */

const NO_BREAK_SPACE = '\u00a0';

function cableNote(id: CableId): string {
  switch (id) {
    case 'usb-a-to-c':
      return localized({
        de: 'Verbindet das Board mit dem Computer: überträgt Daten und versorgt das Board mit Strom. Nimm ein Datenkabel, denn reine Ladekabel übertragen keine Daten.',
        en: 'Connects the board to the computer: carries data and powers the board. Use a data cable, because charge-only cables do not carry data.',
      });
    case 'jst-phr4':
      return localized({
        de: 'Verbindet Sensoren und Module mit dem Board. Oft heißt es einfach „JST-Kabel“.',
        en: 'Connects sensors and modules to the board. Often simply called “JST cable”.',
      });
    case 'jst-phr4-to-jumper-male':
      return localized({
        de: 'Vier Stecker-Pins für ein Steckbrett oder ein Arduino-Board.',
        en: 'Four male pins for a breadboard or an Arduino board.',
      });
    case 'jst-phr4-to-jumper-female':
      return localized({de: 'Vier Buchsen am offenen Ende.', en: 'Four female sockets at the open end.'});
    case 'jumper-wire-mm':
      return localized({
        de: 'Für schnelle Versuchsaufbauten auf dem Steckbrett.',
        en: 'For quick test set-ups on the breadboard.',
      });
    case 'jst-phr4-to-sds011':
      return localized({
        de: 'Der SDS011 hat einen eigenen Stecker. Das Adapterkabel verbindet die richtigen Leitungen und versorgt den Sensor mit Strom.',
        en: 'The SDS011 has a plug of its own. The adapter cable connects the right wires and powers the sensor.',
      });
    case 'qwiic':
      return localized({
        de: 'Der neue Standard: kleiner als JST PHR-4. Fast alle neueren Sensoren haben einen Qwiic- und einen JST-PHR-4-Anschluss.',
        en: 'The new standard: smaller than JST PHR-4. Nearly all newer sensors have both a Qwiic and a JST PHR-4 connector.',
      });
    case 'qwiic-to-jst-phr4':
      return localized({
        de: 'Verbindet Qwiic mit JST PHR-4, zum Beispiel einen Qwiic-Sensor mit der senseBox MCU. Welches Ende wohin kommt, ist egal.',
        en: 'Joins Qwiic and JST PHR-4, for example a Qwiic sensor and the senseBox MCU. It does not matter which end goes where.',
      });
  }
}

function connectorName(id: CableConnectorId): string {
  switch (id) {
    case 'usbA':
      return 'USB-A';
    case 'usbC':
      return 'USB-C';
    case 'jstPhr4':
      return 'JST PHR-4';
    case 'qwiic':
      return 'Qwiic (JST SH-4)';
    case 'jumperMale':
      return localized({de: 'Jumper-Stecker', en: 'jumper pin'});
    case 'jumperFemale':
      return localized({de: 'Jumper-Buchse', en: 'jumper socket'});
    case 'sds011':
      return localized({de: 'SDS011-Stecker', en: 'SDS011 plug'});
  }
}

/** "JST PHR-4: 4-polig, Rastermaß 2 mm"; undefined when the sheet gives no details. */
function connectorDetails(id: CableConnectorId, locale: string | undefined): string | undefined {
  const connector = CABLE_CONNECTORS[id];
  const details: string[] = [];
  if (connector.pins) {
    details.push(localized({de: '{count}-polig', en: '{count} pins'}, {count: String(connector.pins)}));
  }
  if (connector.pitchMm) {
    details.push(
      localized(
        {de: 'Rastermaß {pitch}', en: 'pitch {pitch}'},
        {pitch: `${formatNumber(connector.pitchMm, locale)}${NO_BREAK_SPACE}mm`},
      ),
    );
  }
  return details.length > 0 ? `${connectorName(id)}: ${details.join(', ')}` : undefined;
}

/** Both plugs, then the details of each kind of plug once. */
function ConnectorCell({cable, locale}: {cable: Cable; locale: string | undefined}): ReactNode {
  const [first, second] = cable.ends;
  const kinds = first === second ? [first] : [first, second];
  const details = kinds.map((id) => connectorDetails(id, locale)).filter((text): text is string => text !== undefined);
  return (
    <td>
      {connectorName(first)}
      {' ↔ '}
      {connectorName(second)}
      {details.map((text) => (
        <span key={text} className={styles.details}>
          {text}
        </span>
      ))}
    </td>
  );
}

/** "200, 350, 500 mm"; whole metres as "2, 3 m". */
export function formatLengths(lengthsMm: readonly number[], locale: string | undefined): string {
  const inMetres = lengthsMm.every((length) => length >= 1000 && length % 1000 === 0);
  const numbers = lengthsMm.map((length) => formatNumber(inMetres ? length / 1000 : length, locale));
  return `${numbers.join(', ')}${NO_BREAK_SPACE}${inMetres ? 'm' : 'mm'}`;
}

function fitsText(cable: Cable): string {
  const targets: string[] =
    cable.boards === 'all'
      ? [localized({de: 'alle Boards und Kits', en: 'all boards and kits'})]
      : cable.boards.map(kitProductName);
  for (const partId of cable.parts ?? []) {
    const names = allChips(getPart(partId)).map(chipName).join(' / ');
    targets.push(localized({de: 'Sensor {name}', en: '{name} sensor'}, {name: names}));
  }
  if (cable.breadboard) targets.push(localized({de: 'Steckbrett', en: 'breadboard'}));
  return targets.join(', ');
}

function CableRow({cable, board, locale}: {cable: Cable; board: KitId | null; locale: string | undefined}): ReactNode {
  const marked = board !== null && cableFitsBoard(cable, board);
  return (
    <tr data-cable={cable.id} data-highlighted={marked ? 'true' : undefined} className={clsx(marked && styles.marked)}>
      <th scope="row">
        {cableName(cable.id)}
        {marked && <span className={styles.badge}>{localized({de: 'für dein Kit', en: 'for your kit'})}</span>}
      </th>
      <ConnectorCell cable={cable} locale={locale} />
      <td>{fitsText(cable)}</td>
      <td className={styles.lengths}>{formatLengths(cable.lengthsMm, locale)}</td>
      <td>{cableNote(cable.id)}</td>
    </tr>
  );
}

export default function CableTable(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n?.currentLocale;
  const {board} = useBoardSelection();
  const title = localized({de: 'Verbindungskabel der senseBox', en: 'senseBox connection cables'});
  return (
    // Scrolls sideways on a phone; then keyboard users reach it under the table's title.
    <ScrollRegion label={title} className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {board
            ? localized(
                {
                  de: 'Verbindungskabel der senseBox – markiert sind die Kabel für dein Kit {kit}',
                  en: 'senseBox connection cables – the cables for your kit {kit} are marked',
                },
                {kit: kitProductName(board)},
              )
            : title}
        </caption>
        <thead>
          <tr>
            <th scope="col">{localized({de: 'Kabel', en: 'Cable'})}</th>
            <th scope="col">{localized({de: 'Stecker', en: 'Plugs'})}</th>
            <th scope="col">{localized({de: 'Passt zu', en: 'Fits'})}</th>
            <th scope="col">{localized({de: 'Längen', en: 'Lengths'})}</th>
            <th scope="col">{localized({de: 'Wofür?', en: 'Use'})}</th>
          </tr>
        </thead>
        <tbody>
          {CABLES.map((cable) => (
            <CableRow key={cable.id} cable={cable} board={board} locale={locale} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
