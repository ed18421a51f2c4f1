import {render, screen, within} from '@testing-library/react';
import {act} from 'react';
import CableTable, {formatLengths} from '@site/src/components/CableTable/CableTable';
import {CABLES, CABLE_IDS, cableFitsBoard} from '@site/src/data/cables';
import {isPartId} from '@site/src/data/parts';
import {renderAt} from '../renderWithRouter';

// The page's language comes from the Docusaurus context; tests switch it here.
let mockLocale = 'de';
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({i18n: {currentLocale: mockLocale}}),
}));

function row(cableId: string): HTMLElement {
  const element = document.querySelector(`tr[data-cable="${cableId}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`no row for ${cableId}`);
  return element;
}

function markedCables(): string[] {
  return Array.from(document.querySelectorAll('tr[data-highlighted="true"]')).map(
    (tr) => tr.getAttribute('data-cable') ?? '',
  );
}

describe('cables data', () => {
  it('has one record per cable id, each with lengths', () => {
    expect(CABLES.map((cable) => cable.id)).toEqual([...CABLE_IDS]);
    for (const cable of CABLES) expect(cable.lengthsMm.length).toBeGreaterThan(0);
  });

  it('names only parts that exist', () => {
    for (const cable of CABLES) for (const part of cable.parts ?? []) expect(isPartId(part)).toBe(true);
  });

  it('gives the USB cable to every kit and Qwiic to the kits with Qwiic ports', () => {
    const usb = CABLES.find((cable) => cable.id === 'usb-a-to-c');
    const qwiic = CABLES.find((cable) => cable.id === 'qwiic');
    if (!usb || !qwiic) throw new Error('missing cable');
    expect(cableFitsBoard(usb, 'bike')).toBe(true);
    expect(cableFitsBoard(qwiic, 'edus2')).toBe(true);
    expect(cableFitsBoard(qwiic, 'mini')).toBe(true);
    expect(cableFitsBoard(qwiic, 'edu')).toBe(false);
  });
});

describe('formatLengths', () => {
  it('writes millimetres, or whole metres, in the page language', () => {
    expect(formatLengths([200, 350, 500], 'de')).toBe('200, 350, 500\u00a0mm');
    expect(formatLengths([2000, 3000], 'en')).toBe('2, 3\u00a0m');
  });
});

describe('CableTable', () => {
  beforeEach(() => {
    mockLocale = 'de';
    window.localStorage.clear();
  });

  it('lists every cable with German headers', () => {
    render(<CableTable />);
    const table = screen.getByRole('table', {name: 'Verbindungskabel der senseBox'});
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Kabel', 'Stecker', 'Passt zu', 'Längen', 'Wofür?']);
    expect(within(table).getAllByRole('row')).toHaveLength(CABLES.length + 1);
  });

  it('shows plugs with pin count and pitch, kits, parts and lengths', () => {
    render(<CableTable />);
    expect(row('qwiic')).toHaveTextContent(
      'Qwiic (JST SH-4) ↔ Qwiic (JST SH-4)Qwiic (JST SH-4): 4-polig, Rastermaß 1 mm',
    );
    expect(row('qwiic-to-jst-phr4')).toHaveTextContent('Rastermaß 1 mm');
    expect(row('qwiic-to-jst-phr4')).toHaveTextContent('JST PHR-4: 4-polig, Rastermaß 2 mm');
    expect(row('jst-phr4')).toHaveTextContent('senseBox:edu, senseBox:mini');
    expect(row('jst-phr4')).toHaveTextContent('200, 350, 500 mm');
    expect(row('jst-phr4-to-sds011')).toHaveTextContent('Sensor SDS011');
    expect(row('usb-a-to-c')).toHaveTextContent('alle Boards und Kits');
    expect(row('usb-a-to-c')).toHaveTextContent('2, 3 m');
  });

  it('marks nothing when no kit is chosen', () => {
    renderAt('/docs/hardware/accessoires/cable_overview', <CableTable />);
    expect(markedCables()).toEqual([]);
  });

  it('marks the cables of the kit chosen in the URL', async () => {
    await act(async () => {
      renderAt('/docs/hardware/accessoires/cable_overview?board=edus2', <CableTable />);
    });
    expect(markedCables()).toEqual(['usb-a-to-c', 'jumper-wire-mm', 'qwiic', 'qwiic-to-jst-phr4']);
    expect(within(row('qwiic')).getByText('für dein Kit')).toBeInTheDocument();
    expect(
      screen.getByRole('table', {name: /markiert sind die Kabel für dein Kit senseBox:edu S2/}),
    ).toBeInTheDocument();
  });
});
