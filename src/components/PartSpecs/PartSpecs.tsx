import type {ReactNode} from 'react';
import Interpolate from '@docusaurus/Interpolate';
import {localized, type Bilingual} from '@site/src/data/language';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatI2cAddress, formatI2cAddresses, formatSpecValue, type SpecWords} from '@site/src/data/formatSpec';
import {chipName, extraSpecLabel, interfaceLabel, phenomenonLabel, specWords} from '@site/src/data/partLabels';
import {kitProductName} from '@site/src/kits/kitNames';
import {getPart, type Chip, type Measurement, type Part, type SpecValue} from '@site/src/data/parts';
import PartDrawing from '@site/src/components/PartDrawing';
import type {PartFigure} from '@site/src/components/Drawn/types';
import ScrollRegion from '@site/src/components/ScrollRegion';
import SpecTable from '@site/src/components/SpecTable';
import specTableStyles from '@site/src/components/SpecTable/styles.module.css';
import styles from './styles.module.css';

/**
 * The technical data of one hardware part, rendered from src/data/parts.ts:
 * a table of general data and, when the data sheet gives any, a second table
 * with range, accuracy and resolution per measured quantity. Rows and columns
 * without a value are left out rather than shown empty.
 */

export type PartSpecsProps = {
  /** Last segment of the part's doc id, e.g. "temperatur-luftfeuchte". */
  part: string;
  /** The part's drawing: the build gives it to each use in an MDX page (plugins/drawings). */
  drawn?: PartFigure;
};

type Row = {id: string; label: ReactNode; value: ReactNode};

type Format = {locale: string | undefined; words: SpecWords};

function values(list: readonly SpecValue[] | undefined, format: Format): string | undefined {
  if (!list || list.length === 0) return undefined;
  return list.map((entry) => formatSpecValue(entry, format.locale, format.words)).join('; ');
}

function chipText(chip: Chip): string {
  const details: string[] = [];
  if (chip.maker) details.push(chip.maker);
  if (chip.since) {
    details.push(localized({de: 'seit {date}', en: 'since {date}'}, {date: chip.since}));
  }
  if (chip.upTo) {
    details.push(localized({de: 'bis {date}', en: 'up to {date}'}, {date: chip.upTo}));
  }
  if (chip.sourcesDiffer) {
    details.push(localized({de: '{revision} unklar', en: '{revision} unclear'}, {revision: chip.sourcesDiffer}));
  }
  const name = chipName(chip);
  return details.length > 0 ? `${name} (${details.join(', ')})` : name;
}

function chipsCell(part: Part): ReactNode {
  const or = localized({de: 'oder', en: 'or'});
  const lines = part.chips.map((entry) =>
    Array.isArray(entry) ? (entry as readonly Chip[]).map(chipText).join(` ${or} `) : chipText(entry as Chip),
  );
  return lines.length === 1 ? (
    lines[0]
  ) : (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function measuresCell(part: Part): ReactNode {
  if (part.measures.length === 0) return undefined;
  return part.measures
    .map((measure) =>
      measure.unit ? `${phenomenonLabel(measure.phenomenon)} (${measure.unit})` : phenomenonLabel(measure.phenomenon),
    )
    .join(', ');
}

function i2cCell(part: Part): ReactNode {
  const i2c = part.i2c;
  if (!i2c) return undefined;
  const parts: ReactNode[] = [];
  if (i2c.addresses && i2c.addresses.length > 0) {
    let text = formatI2cAddresses(i2c.addresses);
    const notes: string[] = [];
    if (i2c.defaultAddress !== undefined) {
      notes.push(
        localized(
          {de: 'Standard: {address}', en: 'default: {address}'},
          {address: formatI2cAddress(i2c.defaultAddress)},
        ),
      );
    }
    if (i2c.bus) notes.push(localized({de: 'Bus {bus}', en: 'bus {bus}'}, {bus: i2c.bus}));
    if (i2c.setInCode) notes.push(localized({de: 'im Beispielcode eingestellt', en: 'set in the example code'}));
    if (notes.length > 0) text += ` (${notes.join(', ')})`;
    parts.push(<code key="addresses">{text}</code>);
  }
  if (i2c.addressConstant) {
    if (parts.length > 0) parts.push(' · ');
    parts.push(
      <span key="constant">
        <Interpolate values={{constant: <code>{i2c.addressConstant}</code>}}>
          {localized({de: 'im Code: {constant}', en: 'in code: {constant}'})}
        </Interpolate>
      </span>,
    );
  }
  return parts.length > 0 ? parts : undefined;
}

function librariesCell(part: Part): ReactNode {
  // Only the library names: the header files belong to the example code on the page.
  const libraries = part.arduino?.libraries ?? [];
  if (libraries.length === 0) return undefined;
  return libraries.length === 1 ? (
    libraries[0]
  ) : (
    <ul className={styles.list}>
      {libraries.map((library) => (
        <li key={library}>{library}</li>
      ))}
    </ul>
  );
}

function kitsCell(kits: Part['includedIn']): ReactNode {
  return kits.length > 0 ? kits.map(kitProductName).join(', ') : undefined;
}

function datasheetsCell(part: Part): ReactNode {
  const sheets = part.links?.datasheets;
  if (!sheets || sheets.length === 0) return undefined;
  return (
    <ul className={styles.list}>
      {sheets.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {sheets.length > 1
              ? localized({de: 'Datenblatt {number} (PDF)', en: 'Datasheet {number} (PDF)'}, {number: index + 1})
              : localized({de: 'Datenblatt (PDF)', en: 'Datasheet (PDF)'})}
          </a>
        </li>
      ))}
    </ul>
  );
}

function generalRows(part: Part, format: Format): Row[] {
  const rows: Row[] = [
    {id: 'chips', label: localized({de: 'Bauteil', en: 'Part'}), value: chipsCell(part)},
    {id: 'measures', label: localized({de: 'Misst', en: 'Measures'}), value: measuresCell(part)},
    {
      id: 'interface',
      label: localized({de: 'Schnittstelle', en: 'Interface'}),
      value: part.interfaces && part.interfaces.length > 0 ? part.interfaces.map(interfaceLabel).join(', ') : undefined,
    },
    {id: 'i2c', label: localized({de: 'I2C-Adresse', en: 'I2C address'}), value: i2cCell(part)},
    {
      id: 'connectors',
      label: localized({de: 'Stecker', en: 'Connectors'}),
      value: part.connectors && part.connectors.length > 0 ? [...new Set(part.connectors)].join(', ') : undefined,
    },
    {
      id: 'supplyVoltage',
      label: localized({de: 'Versorgungsspannung', en: 'Supply voltage'}),
      value: values(part.supplyVoltage, format),
    },
    {
      id: 'current',
      label: localized({de: 'Stromaufnahme', en: 'Current draw'}),
      value: values(part.current, format),
    },
    ...(part.extras ?? []).map((extra): Row => ({
      id: `extra-${extra.label}`,
      label: extraSpecLabel(extra.label),
      value: values(extra.values, format),
    })),
    {id: 'size', label: localized({de: 'Maße', en: 'Dimensions'}), value: values(part.size, format)},
    {
      id: 'weight',
      label: localized({de: 'Gewicht', en: 'Weight'}),
      value: part.weight && formatSpecValue(part.weight, format.locale, format.words),
    },
    {
      id: 'library',
      label: localized({de: 'Arduino-Bibliothek', en: 'Arduino library'}),
      value: librariesCell(part),
    },
    {
      id: 'includedIn',
      label: localized({de: 'Enthalten in', en: 'Included in'}),
      value: kitsCell(part.includedIn),
    },
    {
      id: 'optionalFor',
      label: localized({de: 'Zusätzlich erhältlich für', en: 'Available as an add-on for'}),
      // A kit that already contains the part does not need it as an add-on.
      value: kitsCell(part.optionalFor.filter((kit) => !part.includedIn.includes(kit))),
    },
    {
      id: 'datasheet',
      label: localized({de: 'Datenblatt', en: 'Datasheet'}),
      value: datasheetsCell(part),
    },
  ];
  return rows.filter((row) => row.value !== undefined && row.value !== '');
}

type Column = {
  id: 'unit' | 'range' | 'accuracy' | 'resolution' | 'repeatability' | 'responseTime';
  label: Bilingual;
  cell: (measure: Measurement, format: Format) => string | undefined;
};

const COLUMNS: readonly Column[] = [
  {id: 'unit', label: {de: 'Einheit', en: 'Unit'}, cell: (measure) => measure.unit},
  {
    id: 'range',
    label: {de: 'Messbereich', en: 'Measuring range'},
    cell: (measure, format) => values(measure.range, format),
  },
  {
    id: 'accuracy',
    label: {de: 'Genauigkeit', en: 'Accuracy'},
    cell: (measure, format) => values(measure.accuracy, format),
  },
  {
    id: 'resolution',
    label: {de: 'Auflösung', en: 'Resolution'},
    cell: (measure, format) => measure.resolution && formatSpecValue(measure.resolution, format.locale, format.words),
  },
  {
    id: 'repeatability',
    label: {de: 'Wiederholpräzision', en: 'Repeatability'},
    cell: (measure, format) =>
      measure.repeatability && formatSpecValue(measure.repeatability, format.locale, format.words),
  },
  {
    id: 'responseTime',
    label: {de: 'Reaktionszeit', en: 'Response time'},
    cell: (measure, format) =>
      measure.responseTime && formatSpecValue(measure.responseTime, format.locale, format.words),
  },
];

function MeasurementTable({part, format}: {part: Part; format: Format}): ReactNode {
  // Only columns with at least one value; the unit alone is no reason for a table.
  const columns = COLUMNS.filter((column) =>
    part.measures.some((measure) => column.cell(measure, format) !== undefined),
  );
  if (!columns.some((column) => column.id !== 'unit')) return null;
  const ariaLabel = localized({de: 'Messwerte: {part}', en: 'Measured values: {part}'}, {part: partTitle(part)});
  return (
    <ScrollRegion label={ariaLabel}>
      <table
        // The shared full-width table style, with a narrow first column for names.
        className={`${specTableStyles.table} ${styles.measurements}`}
        data-table="measurements"
        aria-label={ariaLabel}>
        <thead>
          <tr>
            <th scope="col">{localized({de: 'Messgröße', en: 'Measured value'})}</th>
            {columns.map((column) => (
              <th scope="col" key={column.id}>
                {localized(column.label)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {part.measures.map((measure) => (
            <tr key={measure.phenomenon} data-phenomenon={measure.phenomenon}>
              <th scope="row">{phenomenonLabel(measure.phenomenon)}</th>
              {columns.map((column) => (
                <td key={column.id} data-column={column.id}>
                  {column.cell(measure, format) ?? '–'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Name of the part for the table's accessible name: all chip names. */
function partTitle(part: Part): string {
  const or = localized({de: 'oder', en: 'or'});
  return part.chips
    .map((entry) =>
      Array.isArray(entry) ? (entry as readonly Chip[]).map(chipName).join(` ${or} `) : chipName(entry as Chip),
    )
    .join(', ');
}

export default function PartSpecs({part: partId, drawn}: PartSpecsProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const part = getPart(partId);
  const format: Format = {locale: i18n?.currentLocale, words: specWords()};
  const rows = generalRows(part, format);
  return (
    <div className={styles.wrapper} data-part={part.id}>
      {/* The drawing first: readers match the part on their desk before they read its data. */}
      <PartDrawing part={part.id} drawn={drawn} />
      <SpecTable
        ariaLabel={localized({de: 'Technische Daten: {part}', en: 'Technical data: {part}'}, {part: partTitle(part)})}
        headers={[localized({de: 'Merkmal', en: 'Property'}), localized({de: 'Wert', en: 'Value'})]}
        rows={rows}
        data={{'data-table': 'general'}}
      />
      <MeasurementTable part={part} format={format} />
    </div>
  );
}
