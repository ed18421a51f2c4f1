import {render, screen, within} from '@testing-library/react';
import BoardPinOverview from '@site/src/components/BoardPinOverview/BoardPinOverview';
import {getBoard} from '@site/src/data/boardHardware';

/** The cells of the row whose header cell contains `name`. */
function rowOf(name: string | RegExp): string[] {
  const header = screen.getByRole('rowheader', {name});
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${String(name)}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('BoardPinOverview', () => {
  it('is one table named after the board, with one row per port and per on-board part', () => {
    render(<BoardPinOverview board="eye" />);
    const table = screen.getByRole('table', {name: 'Anschlüsse, Bauteile und GPIOs der senseBox MCU Eye'});
    const eye = getBoard('eye');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + eye.ports.length + eye.onboard.length);
  });

  it('gives each row its side and its GPIOs from the data', () => {
    render(<BoardPinOverview board="eye" />);
    expect(rowOf(/^Qwiic/)).toEqual(['Oberseite', 'SDA IO2, SCL IO1']);
    expect(rowOf(/^GPIO/)).toEqual(['Oberseite', 'IO14, IO48']);
    expect(rowOf(/^RGB-LED/)).toEqual(['Oberseite', 'IO45']);
    expect(rowOf(/^Micro-SD/)[1]).toContain('SS/CS IO41');
  });

  it('marks the pins that changed between board revisions', () => {
    render(<BoardPinOverview board="eye" />);
    expect(rowOf(/^Taster/)[1]).toBe('IO47 (≤ v1.4), IO21 (≥ v1.5)');
    expect(rowOf(/^LoRa/)[1]).toBe(
      'TX IO43 (≤ v1.2, v1.3 unklar), RX IO44 (≤ v1.2, v1.3 unklar), CS IO43 (≥ v1.4, v1.3 unklar), INT IO44 (≥ v1.4, v1.3 unklar)',
    );
  });

  it('says where a part without GPIOs of its own is connected', () => {
    render(<BoardPinOverview board="eye" />);
    expect(rowOf(/^Kamera OV2640/)[1]).toBe('die des Anschlusses DVP');
    expect(rowOf(/^Reset-Knopf/)[1]).toBe('keine eigenen');
  });
});
