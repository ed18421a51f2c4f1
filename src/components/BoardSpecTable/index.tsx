import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {countPortsByKind, getBoard, type BoardHardware, type BoardHardwareId} from '@site/src/data/boardHardware';
import {onboardPartLabel, portKindLabel} from '@site/src/data/boardHardwareLabels';
import {formatVolts} from '@site/src/data/formatVolts';
import SpecTable from '@site/src/components/SpecTable';
import styles from './styles.module.css';

/**
 * The key data of one microcontroller board as a two-column table. Every value
 * comes from src/data/boardHardware.ts; a row whose value the data does not
 * have is left out rather than shown empty.
 */

export type BoardSpecTableProps = {
  board: BoardHardwareId;
};

type Row = {id: string; label: ReactNode; value: ReactNode};

function ExternalLink({href, children}: {href: string; children: ReactNode}): ReactNode {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function processorCell(board: BoardHardware): ReactNode {
  const {name, core, manufacturer, partNumber, module, moduleVariant, clockMHz} = board.processor;
  const details: string[] = [];
  if (core) details.push(core);
  if (clockMHz) {
    details.push(translate({id: 'boardSpecTable.processor.clock', message: 'bis {mhz} MHz'}, {mhz: String(clockMHz)}));
  }
  if (manufacturer) {
    details.push(
      translate({id: 'boardSpecTable.processor.manufacturer', message: 'Hersteller: {name}'}, {name: manufacturer}),
    );
  }
  if (partNumber) {
    details.push(translate({id: 'boardSpecTable.processor.partNumber', message: 'Chip: {name}'}, {name: partNumber}));
  }
  if (module) {
    details.push(
      translate(
        {id: 'boardSpecTable.processor.module', message: 'Modul: {name}'},
        {name: moduleVariant ? `${module} ${moduleVariant}` : module},
      ),
    );
  }
  return (
    <>
      <strong>{name}</strong>
      {details.length > 0 && <span className={styles.details}>{details.join(', ')}</span>}
    </>
  );
}

function usbCell(board: BoardHardware): string {
  return board.usb
    .map((usb) =>
      usb.revision
        ? translate(
            {id: 'boardSpecTable.usb.withRevision', message: '{connector} (Revision {revision})'},
            {connector: usb.connector, revision: usb.revision},
          )
        : usb.connector,
    )
    .join(', ');
}

function revisionsCell(board: BoardHardware): ReactNode {
  if (!board.revisions) return undefined;
  return (
    <ul className={styles.list}>
      {board.revisions.map((revision) => (
        <li key={revision.name}>
          {revision.imu
            ? translate(
                {id: 'boardSpecTable.revision.imu', message: 'Revision {name}: {usb}, Lagesensor {imu}'},
                {name: revision.name, usb: revision.usb, imu: revision.imu},
              )
            : revision.since
              ? translate(
                  {id: 'boardSpecTable.revision.since', message: 'Revision {name}: ab {year}, {usb}'},
                  {name: revision.name, year: String(revision.since), usb: revision.usb},
                )
              : translate(
                  {id: 'boardSpecTable.revision.plain', message: 'Revision {name}: {usb}'},
                  {name: revision.name, usb: revision.usb},
                )}
        </li>
      ))}
    </ul>
  );
}

function portsCell(board: BoardHardware): ReactNode {
  // USB has a row of its own.
  const counts = countPortsByKind(board.id).filter((entry) => entry.kind !== 'usb');
  return (
    <ul className={styles.list}>
      {counts.map(({kind, count}) => (
        <li key={kind}>
          {count} × {portKindLabel(kind)}
        </li>
      ))}
    </ul>
  );
}

function wifiCell(board: BoardHardware): ReactNode {
  if (board.builtInWifi) {
    return translate(
      {id: 'boardSpecTable.wifi.builtIn', message: 'eingebaut ({standard})'},
      {standard: board.builtInWifi},
    );
  }
  const viaBee = board.ports.some((port) => port.kind === 'xbee' && port.plugsIn?.includes('wifiBee'));
  return viaBee
    ? translate({id: 'boardSpecTable.wifi.viaBee', message: 'mit dem WiFi-Bee im XBee-Steckplatz'})
    : undefined;
}

function memoryCell(board: BoardHardware): ReactNode {
  const memory = board.memory;
  if (!memory) return undefined;
  const parts: string[] = [];
  if (memory.flashMegabytes) {
    parts.push(
      translate({id: 'boardSpecTable.memory.flash', message: '{size} MB Flash'}, {size: String(memory.flashMegabytes)}),
    );
  }
  if (memory.psramMegabytes) {
    parts.push(
      translate({id: 'boardSpecTable.memory.psram', message: '{size} MB PSRAM'}, {size: String(memory.psramMegabytes)}),
    );
  }
  if (memory.sramKilobytes) {
    parts.push(
      translate({id: 'boardSpecTable.memory.sram', message: '{size} KB SRAM'}, {size: String(memory.sramKilobytes)}),
    );
  }
  return parts.join(', ');
}

function bluetoothCell(board: BoardHardware): ReactNode {
  if (board.builtInBluetooth) {
    return translate(
      {id: 'boardSpecTable.bluetooth.builtIn', message: 'eingebaut (Bluetooth {version})'},
      {version: board.builtInBluetooth},
    );
  }
  const viaBee = board.ports.some((port) => port.kind === 'xbee' && port.plugsIn?.includes('bluetoothBee'));
  return viaBee
    ? translate({id: 'boardSpecTable.bluetooth.viaBee', message: 'mit dem Bluetooth-Bee im XBee-Steckplatz'})
    : undefined;
}

function logicLevelCell(board: BoardHardware, locale: string | undefined): ReactNode {
  if (!board.logicLevelVolts) return undefined;
  const levels = board.logicLevelVolts.map((volts) => formatVolts(volts, locale)).join(' / ');
  return board.fiveVoltTolerant
    ? translate({id: 'boardSpecTable.logicLevel.tolerant', message: '{levels} tolerant'}, {levels})
    : levels;
}

function powerCell(board: BoardHardware, locale: string | undefined): ReactNode {
  const input = board.powerInput;
  if (!input) return undefined;
  const parts: string[] = [];
  if (input.usbVolts !== undefined) {
    parts.push(
      translate(
        {id: 'boardSpecTable.power.usb', message: '{volts} über USB'},
        {volts: formatVolts(input.usbVolts, locale)},
      ),
    );
  }
  if (input.batteryVolts !== undefined) {
    parts.push(
      translate(
        {id: 'boardSpecTable.power.battery', message: '{volts} über den Akku-Anschluss'},
        {volts: formatVolts(input.batteryVolts, locale)},
      ),
    );
  }
  return parts.join(', ');
}

function packagesCell(board: BoardHardware): ReactNode {
  if (!board.arduinoPackages) return undefined;
  return (
    <ul className={styles.list}>
      {board.arduinoPackages.map((pkg) => (
        <li key={pkg.name}>
          <code>{pkg.name}</code>{' '}
          <Translate id="boardSpecTable.packages.by" values={{by: pkg.by}}>
            {'von {by}'}
          </Translate>
        </li>
      ))}
    </ul>
  );
}

function documentsCell(board: BoardHardware): ReactNode {
  const links: ReactNode[] = [];
  if (board.datasheetUrl) {
    links.push(
      <li key="datasheet">
        <ExternalLink href={board.datasheetUrl}>
          <Translate id="boardSpecTable.documents.datasheet">Datenblatt (PDF)</Translate>
        </ExternalLink>
      </li>,
    );
  }
  if (board.schematicUrl) {
    links.push(
      <li key="schematic">
        <ExternalLink href={board.schematicUrl}>
          <Translate id="boardSpecTable.documents.schematic">Schaltplan mit Pinbelegung (PDF)</Translate>
        </ExternalLink>
      </li>,
    );
  }
  return links.length > 0 ? <ul className={styles.list}>{links}</ul> : undefined;
}

function buildRows(board: BoardHardware, locale: string | undefined): Row[] {
  const rows: Row[] = [
    {
      id: 'processor',
      label: <Translate id="boardSpecTable.row.processor">Mikrocontroller</Translate>,
      value: processorCell(board),
    },
    {id: 'memory', label: <Translate id="boardSpecTable.row.memory">Speicher</Translate>, value: memoryCell(board)},
    {id: 'usb', label: <Translate id="boardSpecTable.row.usb">USB-Anschluss</Translate>, value: usbCell(board)},
    {
      id: 'revisions',
      label: <Translate id="boardSpecTable.row.revisions">Revisionen</Translate>,
      value: revisionsCell(board),
    },
    {id: 'ports', label: <Translate id="boardSpecTable.row.ports">Anschlüsse</Translate>, value: portsCell(board)},
    {
      id: 'connectorSystem',
      label: <Translate id="boardSpecTable.row.connectorSystem">Stecksystem der Sensor-Anschlüsse</Translate>,
      value: board.connectorSystem,
    },
    {
      id: 'onboard',
      label: <Translate id="boardSpecTable.row.onboard">Auf der Platine</Translate>,
      value: (
        <ul className={styles.list}>
          {board.onboard.map((part) => (
            <li key={`${part.kind}-${part.part ?? ''}`}>{onboardPartLabel(part)}</li>
          ))}
        </ul>
      ),
    },
    {id: 'wifi', label: <Translate id="boardSpecTable.row.wifi">WLAN (WiFi)</Translate>, value: wifiCell(board)},
    {
      id: 'bluetooth',
      label: <Translate id="boardSpecTable.row.bluetooth">Bluetooth</Translate>,
      value: bluetoothCell(board),
    },
    {
      id: 'logicLevel',
      label: <Translate id="boardSpecTable.row.logicLevel">Spannung an den Ein- und Ausgängen</Translate>,
      value: logicLevelCell(board, locale),
    },
    {
      id: 'power',
      label: <Translate id="boardSpecTable.row.power">Stromversorgung</Translate>,
      value: powerCell(board, locale),
    },
    {
      id: 'packages',
      label: <Translate id="boardSpecTable.row.packages">Arduino: Board-Paket</Translate>,
      value: packagesCell(board),
    },
    {
      id: 'boardsManagerUrl',
      label: <Translate id="boardSpecTable.row.boardsManagerUrl">Arduino: Zusätzliche Boardverwalter-URL</Translate>,
      value: board.boardsManagerUrl && <code className={styles.url}>{board.boardsManagerUrl}</code>,
    },
    {
      id: 'arduinoBoardName',
      label: <Translate id="boardSpecTable.row.arduinoBoardName">Arduino: Board-Name</Translate>,
      value: board.arduinoBoardName && <code>{board.arduinoBoardName}</code>,
    },
    {
      id: 'fqbn',
      label: <Translate id="boardSpecTable.row.fqbn">Arduino: FQBN</Translate>,
      value: board.fqbn && <code>{board.fqbn}</code>,
    },
    {
      id: 'uploadDrive',
      label: <Translate id="boardSpecTable.row.uploadDrive">Laufwerk zum Übertragen</Translate>,
      value: board.uploadDrive && <code>{board.uploadDrive}</code>,
    },
    {id: 'sku', label: <Translate id="boardSpecTable.row.sku">Artikelnummer</Translate>, value: board.sku},
    {
      id: 'documents',
      label: <Translate id="boardSpecTable.row.documents">Unterlagen</Translate>,
      value: documentsCell(board),
    },
  ];
  return rows.filter((row) => row.value !== undefined && row.value !== '');
}

export default function BoardSpecTable({board}: BoardSpecTableProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const data = getBoard(board);
  const rows = buildRows(data, i18n?.currentLocale);
  return (
    <SpecTable
      ariaLabel={translate({id: 'boardSpecTable.ariaLabel', message: 'Technische Daten: {board}'}, {board: data.name})}
      headers={[
        <Translate key="property" id="boardSpecTable.header.property">
          Merkmal
        </Translate>,
        data.name,
      ]}
      rows={rows}
      data={{'data-board': board}}
    />
  );
}
