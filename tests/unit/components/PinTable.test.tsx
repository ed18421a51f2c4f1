import {render, screen, within} from '@testing-library/react';
import PinTable from '@site/src/components/PinTable/PinTable';

describe('PinTable', () => {
  it('lists the GPIOs of an on-board part with the board revisions they hold for', () => {
    render(<PinTable board="eye" part="userButton" />);
    const table = screen.getByRole('table', {name: /Pins auf der senseBox MCU Eye/});
    expect(within(table).getByRole('columnheader', {name: 'Board-Version'})).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('IO47'),
      expect.stringContaining('IO21'),
    ]);
    expect(rows[0]).toHaveTextContent('≤ v1.4');
    expect(rows[1]).toHaveTextContent('≥ v1.5');
    expect(rows[1]).toHaveTextContent('PIN_BUTTON');
  });

  it('shows the pins of a port with their Arduino names, without a revision column when nothing changed', () => {
    render(<PinTable board="eye" port="sdcard" />);
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('columnheader', {name: 'Board-Version'})).toBeNull();
    expect(within(table).getByRole('rowheader', {name: 'ENABLE'}).closest('tr')).toHaveTextContent('IO3');
    expect(within(table).getByText('PIN_SD_ENABLE')).toBeInTheDocument();
  });

  it('names a signal without a GPIO as not connected', () => {
    render(<PinTable board="eye" port="camera" />);
    expect(screen.getByRole('rowheader', {name: 'RESET'}).closest('tr')).toHaveTextContent('nicht verbunden');
  });

  it('throws for a part or port the board does not have, so a typo on a page fails loudly', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<PinTable board="eye" port="no-such-port" />)).toThrow(
      'PinTable: eye has no port no-such-port',
    );
    expect(() => render(<PinTable board="mcu" part="camera" />)).toThrow('PinTable: mcu has no on-board part camera');
    quiet.mockRestore();
  });
});
