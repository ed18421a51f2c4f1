import type {ReactNode} from 'react';
import {localized} from '@site/src/data/language';
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
    details.push(localized({de: 'bis {mhz} MHz', en: 'up to {mhz} MHz'}, {mhz: String(clockMHz)}));
  }
  if (manufacturer) {
    details.push(localized({de: 'Hersteller: {name}', en: 'Manufacturer: {name}'}, {name: manufacturer}));
  }
  if (partNumber) {
    details.push(localized({de: 'Chip: {name}', en: 'Chip: {name}'}, {name: partNumber}));
  }
  if (module) {
    details.push(
      localized(
        {de: 'Modul: {name}', en: 'Module: {name}'},
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
        ? localized(
            {de: '{connector} (Revision {revision})', en: '{connector} (revision {revision})'},
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
            ? localized(
                {de: 'Revision {name}: {usb}, Lagesensor {imu}', en: 'Revision {name}: {usb}, motion sensor {imu}'},
                {name: revision.name, usb: revision.usb, imu: revision.imu},
              )
            : revision.since
              ? localized(
                  {de: 'Revision {name}: ab {year}, {usb}', en: 'Revision {name}: from {year}, {usb}'},
                  {name: revision.name, year: String(revision.since), usb: revision.usb},
                )
              : localized(
                  {de: 'Revision {name}: {usb}', en: 'Revision {name}: {usb}'},
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
    return localized({de: 'eingebaut ({standard})', en: 'built in ({standard})'}, {standard: board.builtInWifi});
  }
  const viaBee = board.ports.some((port) => port.kind === 'xbee' && port.plugsIn?.includes('wifiBee'));
  return viaBee
    ? localized({de: 'mit dem WiFi-Bee im XBee-Steckplatz', en: 'with the WiFi-Bee in the XBee socket'})
    : undefined;
}

function memoryCell(board: BoardHardware): ReactNode {
  const memory = board.memory;
  if (!memory) return undefined;
  const parts: string[] = [];
  if (memory.flashMegabytes) {
    parts.push(localized({de: '{size} MB Flash', en: '{size} MB flash'}, {size: String(memory.flashMegabytes)}));
  }
  if (memory.psramMegabytes) {
    parts.push(localized({de: '{size} MB PSRAM', en: '{size} MB PSRAM'}, {size: String(memory.psramMegabytes)}));
  }
  if (memory.sramKilobytes) {
    parts.push(localized({de: '{size} KB SRAM', en: '{size} KB SRAM'}, {size: String(memory.sramKilobytes)}));
  }
  return parts.join(', ');
}

function bluetoothCell(board: BoardHardware): ReactNode {
  if (board.builtInBluetooth) {
    return localized(
      {de: 'eingebaut (Bluetooth {version})', en: 'built in (Bluetooth {version})'},
      {version: board.builtInBluetooth},
    );
  }
  const viaBee = board.ports.some((port) => port.kind === 'xbee' && port.plugsIn?.includes('bluetoothBee'));
  return viaBee
    ? localized({de: 'mit dem Bluetooth-Bee im XBee-Steckplatz', en: 'with the Bluetooth-Bee in the XBee socket'})
    : undefined;
}

function logicLevelCell(board: BoardHardware, locale: string | undefined): ReactNode {
  if (!board.logicLevelVolts) return undefined;
  const levels = board.logicLevelVolts.map((volts) => formatVolts(volts, locale)).join(' / ');
  return board.fiveVoltTolerant ? localized({de: '{levels} tolerant', en: '{levels} tolerant'}, {levels}) : levels;
}

function powerCell(board: BoardHardware, locale: string | undefined): ReactNode {
  const input = board.powerInput;
  if (!input) return undefined;
  const parts: string[] = [];
  if (input.usbVolts !== undefined) {
    parts.push(
      localized({de: '{volts} über USB', en: '{volts} via USB'}, {volts: formatVolts(input.usbVolts, locale)}),
    );
  }
  if (input.batteryVolts !== undefined) {
    parts.push(
      localized(
        {de: '{volts} über den Akku-Anschluss', en: '{volts} via the battery connector'},
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
          <code>{pkg.name}</code> {localized({de: 'von {by}', en: 'by {by}'}, {by: pkg.by})}
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
          {localized({de: 'Datenblatt (PDF)', en: 'Datasheet (PDF)'})}
        </ExternalLink>
      </li>,
    );
  }
  if (board.schematicUrl) {
    links.push(
      <li key="schematic">
        <ExternalLink href={board.schematicUrl}>
          {localized({de: 'Schaltplan mit Pinbelegung (PDF)', en: 'Schematic with pin-out (PDF)'})}
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
      label: localized({de: 'Mikrocontroller', en: 'Microcontroller'}),
      value: processorCell(board),
    },
    {id: 'memory', label: localized({de: 'Speicher', en: 'Memory'}), value: memoryCell(board)},
    {id: 'usb', label: localized({de: 'USB-Anschluss', en: 'USB connector'}), value: usbCell(board)},
    {
      id: 'revisions',
      label: localized({de: 'Revisionen', en: 'Revisions'}),
      value: revisionsCell(board),
    },
    {id: 'ports', label: localized({de: 'Anschlüsse', en: 'Ports'}), value: portsCell(board)},
    {
      id: 'connectorSystem',
      label: localized({de: 'Stecksystem der Sensor-Anschlüsse', en: 'Connector type of the sensor ports'}),
      value: board.connectorSystem,
    },
    {
      id: 'onboard',
      label: localized({de: 'Auf der Platine', en: 'On the board'}),
      value: (
        <ul className={styles.list}>
          {board.onboard.map((part) => (
            <li key={`${part.kind}-${part.part ?? ''}`}>{onboardPartLabel(part)}</li>
          ))}
        </ul>
      ),
    },
    {id: 'wifi', label: localized({de: 'WLAN (WiFi)', en: 'WiFi'}), value: wifiCell(board)},
    {
      id: 'bluetooth',
      label: localized({de: 'Bluetooth', en: 'Bluetooth'}),
      value: bluetoothCell(board),
    },
    {
      id: 'logicLevel',
      label: localized({de: 'Spannung an den Ein- und Ausgängen', en: 'Voltage at the inputs and outputs'}),
      value: logicLevelCell(board, locale),
    },
    {
      id: 'power',
      label: localized({de: 'Stromversorgung', en: 'Power supply'}),
      value: powerCell(board, locale),
    },
    {
      id: 'packages',
      label: localized({de: 'Arduino: Board-Paket', en: 'Arduino: board support package'}),
      value: packagesCell(board),
    },
    {
      id: 'boardsManagerUrl',
      label: localized({de: 'Arduino: Zusätzliche Boardverwalter-URL', en: 'Arduino: additional Boards Manager URL'}),
      value: board.boardsManagerUrl && <code className={styles.url}>{board.boardsManagerUrl}</code>,
    },
    {
      id: 'arduinoBoardName',
      label: localized({de: 'Arduino: Board-Name', en: 'Arduino: board name'}),
      value: board.arduinoBoardName && <code>{board.arduinoBoardName}</code>,
    },
    {
      id: 'fqbn',
      label: localized({de: 'Arduino: FQBN', en: 'Arduino: FQBN'}),
      value: board.fqbn && <code>{board.fqbn}</code>,
    },
    {
      id: 'uploadDrive',
      label: localized({de: 'Laufwerk zum Übertragen', en: 'Upload drive'}),
      value: board.uploadDrive && <code>{board.uploadDrive}</code>,
    },
    {id: 'sku', label: localized({de: 'Artikelnummer', en: 'Item number'}), value: board.sku},
    {
      id: 'documents',
      label: localized({de: 'Unterlagen', en: 'Documents'}),
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
      ariaLabel={localized({de: 'Technische Daten: {board}', en: 'Technical data: {board}'}, {board: data.name})}
      headers={[localized({de: 'Merkmal', en: 'Feature'}), data.name]}
      rows={rows}
      data={{'data-board': board}}
    />
  );
}
