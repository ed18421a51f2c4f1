import {render, screen, within} from '@testing-library/react';
import SpecTable from '../../../src/components/SpecTable';

describe('SpecTable', () => {
  it('renders a named two-column table with one row header per property', () => {
    render(
      <SpecTable
        ariaLabel="Technische Daten: Beispiel"
        headers={['Merkmal', 'Wert']}
        rows={[
          {id: 'range', label: 'Messbereich', value: '0 bis 100'},
          {id: 'address', label: 'I2C-Adresse', value: <code>0x40</code>},
        ]}
        data={{'data-part': 'beispiel'}}
      />,
    );
    const table = screen.getByRole('table', {name: 'Technische Daten: Beispiel'});
    expect(table).toHaveAttribute('data-part', 'beispiel');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Merkmal', 'Wert']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Messbereich', 'I2C-Adresse']);
    expect(table.querySelector('tr[data-row="address"] code')).toHaveTextContent('0x40');
  });
});
