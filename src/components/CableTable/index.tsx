import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {kitProductName, type KitId} from '@site/src/kits/kits';
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
      return translate({
        id: 'cableTable.note.usbAToC',
        message:
          'Verbindet das Board mit dem Computer: überträgt Daten und versorgt das Board mit Strom. Nimm ein Datenkabel, denn reine Ladekabel übertragen keine Daten.',
      });
    case 'jst-phr4':
      return translate({
        id: 'cableTable.note.jstPhr4',
        message: 'Verbindet Sensoren und Module mit dem Board. Oft heißt es einfach „JST-Kabel“.',
      });
    case 'jst-phr4-to-jumper-male':
      return translate({
        id: 'cableTable.note.jstToJumperMale',
        message: 'Vier Stecker-Pins für ein Steckbrett oder ein Arduino-Board.',
      });
    case 'jst-phr4-to-jumper-female':
      return translate({id: 'cableTable.note.jstToJumperFemale', message: 'Vier Buchsen am offenen Ende.'});
    case 'jumper-wire-mm':
      return translate({
        id: 'cableTable.note.jumperWireMm',
        message: 'Für schnelle Versuchsaufbauten auf dem Steckbrett.',
      });
    case 'jst-phr4-to-sds011':
      return translate({
        id: 'cableTable.note.jstToSds011',
        message:
          'Der SDS011 hat einen eigenen Stecker. Das Adapterkabel verbindet die richtigen Leitungen und versorgt den Sensor mit Strom.',
      });
    case 'qwiic':
      return translate({
        id: 'cableTable.note.qwiic',
        message:
          'Der neue Standard: kleiner als JST PHR-4. Fast alle neueren Sensoren haben einen Qwiic- und einen JST-PHR-4-Anschluss.',
      });
    case 'qwiic-to-jst-phr4':
      return translate({
        id: 'cableTable.note.qwiicToJst',
        message:
          'Verbindet Qwiic mit JST PHR-4, zum Beispiel einen Qwiic-Sensor mit der senseBox MCU. Welches Ende wohin kommt, ist egal.',
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
      return translate({id: 'cableTable.connector.jumperMale', message: 'Jumper-Stecker'});
    case 'jumperFemale':
      return translate({id: 'cableTable.connector.jumperFemale', message: 'Jumper-Buchse'});
    case 'sds011':
      return translate({id: 'cableTable.connector.sds011', message: 'SDS011-Stecker'});
  }
}

/** "JST PHR-4: 4-polig, Rastermaß 2 mm"; undefined when the sheet gives no details. */
function connectorDetails(id: CableConnectorId, locale: string | undefined): string | undefined {
  const connector = CABLE_CONNECTORS[id];
  const details: string[] = [];
  if (connector.pins) {
    details.push(
      translate({id: 'cableTable.connector.pins', message: '{count}-polig'}, {count: String(connector.pins)}),
    );
  }
  if (connector.pitchMm) {
    details.push(
      translate(
        {id: 'cableTable.connector.pitch', message: 'Rastermaß {pitch}'},
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
      ? [translate({id: 'cableTable.fits.all', message: 'alle Boards und Kits'})]
      : cable.boards.map(kitProductName);
  for (const partId of cable.parts ?? []) {
    const names = allChips(getPart(partId)).map(chipName).join(' / ');
    targets.push(translate({id: 'cableTable.fits.part', message: 'Sensor {name}'}, {name: names}));
  }
  if (cable.breadboard) targets.push(translate({id: 'cableTable.fits.breadboard', message: 'Steckbrett'}));
  return targets.join(', ');
}

function CableRow({cable, board, locale}: {cable: Cable; board: KitId | null; locale: string | undefined}): ReactNode {
  const marked = board !== null && cableFitsBoard(cable, board);
  return (
    <tr data-cable={cable.id} data-highlighted={marked ? 'true' : undefined} className={clsx(marked && styles.marked)}>
      <th scope="row">
        {cableName(cable.id)}
        {marked && (
          <span className={styles.badge}>
            <Translate id="cableTable.marker">für dein Kit</Translate>
          </span>
        )}
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
  const title = translate({id: 'cableTable.caption', message: 'Verbindungskabel der senseBox'});
  return (
    // Scrolls sideways on a phone; then keyboard users reach it under the table's title.
    <ScrollRegion label={title} className={styles.wrapper}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {board
            ? translate(
                {
                  id: 'cableTable.caption.board',
                  message: 'Verbindungskabel der senseBox – markiert sind die Kabel für dein Kit {kit}',
                },
                {kit: kitProductName(board)},
              )
            : title}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="cableTable.header.cable">Kabel</Translate>
            </th>
            <th scope="col">
              <Translate id="cableTable.header.connectors">Stecker</Translate>
            </th>
            <th scope="col">
              <Translate id="cableTable.header.fits">Passt zu</Translate>
            </th>
            <th scope="col">
              <Translate id="cableTable.header.lengths">Längen</Translate>
            </th>
            <th scope="col">
              <Translate id="cableTable.header.notes">Wofür?</Translate>
            </th>
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
