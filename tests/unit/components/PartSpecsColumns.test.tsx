// A measurements table whose column is mostly "–" tells the reader nothing:
// every part's column either has a value in most rows or is left out.
import {cleanup} from '@testing-library/react';
import PartSpecs from '@site/src/components/PartSpecs/PartSpecs';
import {PART_IDS} from '@site/src/data/parts';
import {renderDrawn} from '../drawings/inlineDrawings';

jest.mock('@site/src/components/Drawn', () => require('../drawings/inlineDrawings').inlineDrawnModule);

jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({i18n: {currentLocale: 'de'}}),
}));

describe('measurement tables', () => {
  it.each(PART_IDS.map((id) => [id]))('%s has no column of mostly dashes', (id) => {
    const {container} = renderDrawn(<PartSpecs part={id} />);
    const table = container.querySelector('table[data-table="measurements"]');
    const mostlyDashes: string[] = [];
    if (table) {
      const rows = Array.from(table.querySelectorAll('tbody tr'));
      const columns = new Set(
        rows.flatMap((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.getAttribute('data-column')!)),
      );
      for (const column of columns) {
        const cells = rows.map((row) => row.querySelector(`td[data-column="${column}"]`)?.textContent ?? '');
        if (cells.filter((text) => text === '–').length * 2 > cells.length) mostlyDashes.push(column);
      }
    }
    cleanup();
    expect({id, mostlyDashes}).toEqual({id, mostlyDashes: []});
  });
});
