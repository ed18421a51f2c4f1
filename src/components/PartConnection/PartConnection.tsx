import type {ReactNode} from 'react';
import {localized} from '@site/src/data/language';
import PortDiagram from '@site/src/components/PortDiagram';
import {required} from '@site/src/components/Drawn';
import type {DiagramFigure} from '@site/src/components/Drawn/types';
import {cableName} from '@site/src/data/cableLabels';
import {KIT_BOARD, type KitId} from '@site/src/kits/kits';
import {CABLES, type Cable} from '@site/src/data/cables';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {getBoard, getHighlightedPorts, isPortKind, type BoardHardwareId} from '@site/src/data/boardHardware';
import {portName} from '@site/src/data/boardHardwareLabels';
import {getPart, type PartConnectionSpec} from '@site/src/data/parts';
import styles from './styles.module.css';

/**
 * How a part connects, per board: the board's port diagram with the right
 * port highlighted, a pin table for parts wired through a breadboard, or a
 * note that the part is built onto the board. Everything comes from
 * src/data/parts.ts. When the reader has chosen a kit, its board comes first
 * and the other boards fold away.
 */

export type PartConnectionProps = {
  /** Last segment of the part's doc id, e.g. "temperatur-luftfeuchte". */
  part: string;
  /** Only these boards, in this order; default: every board the data names. */
  boards?: readonly BoardHardwareId[];
  /** The port diagram of each board the part plugs into: the build gives it to each use in an MDX page (plugins/drawings). */
  drawn?: Readonly<Record<string, DiagramFigure>>;
};

function caption(connection: PartConnectionSpec): string {
  const board = getBoard(connection.board).name;
  if (connection.wiring) {
    return localized(
      {
        de: 'Anschluss an die {board}: Verbinde die Pins über ein Steckbrett mit dem hervorgehobenen Anschluss (Tabelle unten).',
        en: 'Connecting to the {board}: wire the pins through a breadboard to the highlighted port (table below).',
      },
      {board},
    );
  }
  const ports = getHighlightedPorts(connection.board, connection.highlight);
  // A Bee sits in its socket; there is no cable to plug in.
  if (ports.length > 0 && ports.every((port) => port.kind === 'xbee')) {
    return localized(
      {
        de: 'Anschluss an die {board}: Setze das Bee bei ausgeschaltetem Board in den hervorgehobenen Steckplatz.',
        en: 'Connecting to the {board}: with the board switched off, put the Bee into the highlighted socket.',
      },
      {board},
    );
  }
  const single = ports.length === 1;
  return single
    ? localized(
        {
          de: 'Anschluss an die {board}: Stecke das Kabel in den hervorgehobenen Anschluss.',
          en: 'Connecting to the {board}: plug the cable into the highlighted port.',
        },
        {board},
      )
    : localized(
        {
          de: 'Anschluss an die {board}: Stecke das Kabel in einen der hervorgehobenen Anschlüsse, egal in welchen.',
          en: 'Connecting to the {board}: plug the cable into any of the highlighted ports.',
        },
        {board},
      );
}

/** A cable made for this very part (e.g. the SDS011's own plug), if one fits a kit with this board. */
function dedicatedCable(partId: string, board: PartConnectionSpec['board']): Cable | undefined {
  const kits = (Object.keys(KIT_BOARD) as KitId[]).filter((kit) => KIT_BOARD[kit] === board);
  return CABLES.find(
    (cable) =>
      cable.parts?.includes(partId) && (cable.boards === 'all' || kits.some((kit) => cable.boards.includes(kit))),
  );
}

/** Which cable, where the cable overview says it for this board and port. */
function cableHint(connection: PartConnectionSpec, partId: string): ReactNode {
  if (connection.wiring || connection.onboard || !connection.highlight) return null;
  const own = dedicatedCable(partId, connection.board);
  if (own) {
    return (
      <p className={styles.hint}>
        {localized({de: 'Kabel: {cable}', en: 'Cable: {cable}'}, {cable: cableName(own.id)})}
      </p>
    );
  }
  const kind = isPortKind(connection.highlight)
    ? connection.highlight
    : getHighlightedPorts(connection.board, connection.highlight)[0]?.kind;
  // The MCU-S2's and the MCU Eye's I2C ports are Qwiic sockets (boardHardware.ts).
  if ((connection.board === 'mcus2' || connection.board === 'eye') && kind === 'i2c') {
    return (
      <p className={styles.hint}>
        {localized({
          de: 'Kabel: Qwiic-Kabel. Hat dein Bauteil nur einen JST-PH-Anschluss, nimm das Adapterkabel Qwiic auf JST PHR-4.',
          en: 'Cable: Qwiic cable. If your part only has a JST PH connector, use the Qwiic to JST PHR-4 adapter cable.',
        })}
      </p>
    );
  }
  if (connection.board === 'mcu' && (kind === 'i2c' || kind === 'uart' || kind === 'digital')) {
    return (
      <p className={styles.hint}>
        {localized({
          de: 'Kabel: JST-Kabel (JST PHR-4 auf JST PHR-4).',
          en: 'Cable: JST cable (JST PHR-4 to JST PHR-4).',
        })}
      </p>
    );
  }
  return null;
}

function WiringTable({connection}: {connection: PartConnectionSpec}): ReactNode {
  if (!connection.wiring) return null;
  const board = getBoard(connection.board);
  const port = getHighlightedPorts(connection.board, connection.highlight)[0];
  const portLabel = port ? portName(connection.board, port) : undefined;
  return (
    <table
      className={styles.wiring}
      aria-label={localized({de: 'Verdrahtung mit der {board}', en: 'Wiring to the {board}'}, {board: board.name})}>
      <thead>
        <tr>
          <th scope="col">{localized({de: 'Pin am Bauteil', en: 'Pin on the part'})}</th>
          <th scope="col">
            {portLabel
              ? localized({de: 'Pin am Anschluss {port}', en: 'Pin on port {port}'}, {port: portLabel})
              : localized({de: 'Pin am Board', en: 'Pin on the board'})}
          </th>
        </tr>
      </thead>
      <tbody>
        {connection.wiring.map((step) => (
          <tr key={step.partPin}>
            <td>
              <code>{step.partPin}</code>
            </td>
            <td>
              <code>{step.boardPin}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function OnboardNote({connection}: {connection: PartConnectionSpec}): ReactNode {
  const board = getBoard(connection.board).name;
  return (
    <p className={styles.onboard}>
      {connection.printedLabel
        ? localized(
            {
              de: 'Sitzt fest auf der {board} (Aufdruck „{label}“). Du musst nichts anschließen.',
              en: 'Built onto the {board} (labelled “{label}”). You do not need to connect anything.',
            },
            {board, label: connection.printedLabel},
          )
        : localized(
            {
              de: 'Sitzt fest auf der {board}. Du musst nichts anschließen.',
              en: 'Built onto the {board}. You do not need to connect anything.',
            },
            {board},
          )}
    </p>
  );
}

function BoardConnection({
  connection,
  partId,
  showTitle,
  diagrams,
}: {
  connection: PartConnectionSpec;
  partId: string;
  showTitle: boolean;
  diagrams: NonNullable<PartConnectionProps['drawn']>;
}): ReactNode {
  const board = getBoard(connection.board);
  return (
    <div className={styles.board} data-board={connection.board}>
      {showTitle && <p className={styles.boardTitle}>{board.name}</p>}
      {connection.onboard ? (
        <OnboardNote connection={connection} />
      ) : (
        <>
          <PortDiagram
            board={connection.board}
            highlight={connection.highlight}
            caption={caption(connection)}
            drawn={required(diagrams[connection.board], `<PartConnection part="${partId}"> on ${connection.board}`)}
          />
          {cableHint(connection, partId)}
          <WiringTable connection={connection} />
        </>
      )}
    </div>
  );
}

export default function PartConnection({part: partId, boards, drawn}: PartConnectionProps): ReactNode {
  const part = getPart(partId);
  const diagrams = required(drawn, `<PartConnection part="${partId}">`);
  const {board: kit} = useBoardSelection();
  const all = part.connections ?? [];
  const chosen = boards ? boards.flatMap((board) => all.filter((connection) => connection.board === board)) : all;
  if (chosen.length === 0) return null;

  const kitBoard = kit ? KIT_BOARD[kit] : undefined;
  const first = kitBoard ? chosen.find((connection) => connection.board === kitBoard) : undefined;
  const showTitles = chosen.length > 1;

  // The reader's board first; the others stay one click away.
  if (first && chosen.length > 1) {
    const others = chosen.filter((connection) => connection !== first);
    return (
      <div className={styles.wrapper} data-part={part.id}>
        <BoardConnection connection={first} partId={part.id} showTitle diagrams={diagrams} />
        <details className={styles.others}>
          <summary>{localized({de: 'Anschluss an anderen Boards', en: 'Connecting to other boards'})}</summary>
          {others.map((connection) => (
            <BoardConnection
              key={connection.board}
              connection={connection}
              partId={part.id}
              showTitle
              diagrams={diagrams}
            />
          ))}
        </details>
      </div>
    );
  }

  return (
    <div className={styles.wrapper} data-part={part.id}>
      {chosen.map((connection) => (
        <BoardConnection
          key={connection.board}
          connection={connection}
          partId={part.id}
          showTitle={showTitles}
          diagrams={diagrams}
        />
      ))}
    </div>
  );
}
