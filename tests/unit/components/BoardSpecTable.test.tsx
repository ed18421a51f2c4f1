import {render, screen, within} from '@testing-library/react';
import BoardSpecTable from '@site/src/components/BoardSpecTable/BoardSpecTable';
import {getBoard} from '@site/src/data/boardHardware';

/** The value cell of the row whose header reads `label`. */
function valueOf(label: string): HTMLElement {
  const header = screen.getByRole('rowheader', {name: label});
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${label}`);
  const cell = row.querySelector('td');
  if (!cell) throw new Error(`no value cell for ${label}`);
  return cell;
}

describe('BoardSpecTable', () => {
  it('is a table named after the board, with the board as column header', () => {
    render(<BoardSpecTable board="mcus2" />);
    const table = screen.getByRole('table', {name: 'Technische Daten: senseBox MCU-S2'});
    expect(within(table).getByRole('columnheader', {name: 'senseBox MCU-S2'})).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', {name: 'Merkmal'})).toBeInTheDocument();
  });

  it('shows the processor and its module', () => {
    render(<BoardSpecTable board="mcus2" />);
    const processor = valueOf('Mikrocontroller');
    expect(processor).toHaveTextContent('ESP32-S2');
    expect(processor).toHaveTextContent('Modul: ESP32-S2-MINI');
  });

  it('shows core, manufacturer and chip of the SAMD21 MCU', () => {
    render(<BoardSpecTable board="mcu" />);
    const processor = valueOf('Mikrocontroller');
    expect(processor).toHaveTextContent('SAM D21');
    expect(processor).toHaveTextContent('ARM Cortex-M0+');
    expect(processor).toHaveTextContent('Hersteller: Microchip');
  });

  it('lists the USB connector per revision for the MCU', () => {
    render(<BoardSpecTable board="mcu" />);
    expect(valueOf('USB-Anschluss')).toHaveTextContent('USB-C (Revision 1.5), Micro-USB (Revision 1.3)');
    expect(valueOf('Revisionen')).toHaveTextContent('Revision 1.3: ab 2018, Micro-USB');
  });

  it('counts the ports from the data', () => {
    render(<BoardSpecTable board="mcu" />);
    const ports = valueOf('Anschlüsse');
    expect(ports).toHaveTextContent('5 × I2C/Wire');
    expect(ports).toHaveTextContent('2 × UART/Serial');
    expect(ports).toHaveTextContent('3 × Digital/Analog');
    expect(ports).toHaveTextContent('2 × XBee');
    expect(ports).not.toHaveTextContent('USB');
  });

  it('writes voltages with a German decimal comma', () => {
    render(<BoardSpecTable board="mcus2" />);
    expect(valueOf('Spannung an den Ein- und Ausgängen')).toHaveTextContent('3,3 V / 5 V tolerant');
    expect(valueOf('Stromversorgung')).toHaveTextContent('5 V über USB, 3,7 V über den Akku-Anschluss');
  });

  it('shows the Arduino set-up values of the board', () => {
    render(<BoardSpecTable board="mcus2" />);
    const board = getBoard('mcus2');
    expect(valueOf('Arduino: Board-Paket')).toHaveTextContent('esp32 von Espressif Systems');
    expect(valueOf('Arduino: Zusätzliche Boardverwalter-URL')).toHaveTextContent(board.boardsManagerUrl ?? '');
    expect(valueOf('Arduino: Board-Name')).toHaveTextContent('senseBox MCU-S2 ESP32-S2');
    expect(valueOf('Laufwerk zum Übertragen')).toHaveTextContent('SENSEBOX');
  });

  it('leaves out rows the data has no value for', () => {
    render(<BoardSpecTable board="mini" />);
    expect(screen.queryByRole('rowheader', {name: 'Arduino: Zusätzliche Boardverwalter-URL'})).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', {name: 'Arduino: Board-Name'})).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', {name: 'Laufwerk zum Übertragen'})).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', {name: 'Revisionen'})).not.toBeInTheDocument();
    expect(valueOf('Mikrocontroller')).toHaveTextContent('ATSAMD21G18');
  });

  it('tells built-in WiFi from WiFi through a Bee', () => {
    const {unmount} = render(<BoardSpecTable board="mcus2" />);
    expect(valueOf('WLAN (WiFi)')).toHaveTextContent('eingebaut (802.11 b/g/n)');
    unmount();
    render(<BoardSpecTable board="mcu" />);
    expect(valueOf('WLAN (WiFi)')).toHaveTextContent('mit dem WiFi-Bee im XBee-Steckplatz');
  });

  it('lists every on-board part and links the datasheet', () => {
    render(<BoardSpecTable board="mcu" />);
    const onboard = valueOf('Auf der Platine');
    expect(within(onboard).getAllByRole('listitem')).toHaveLength(getBoard('mcu').onboard.length);
    expect(onboard).toHaveTextContent('Lagesensor (IMU) BMX055 (nicht auf jeder Platine)');
    expect(onboard).toHaveTextContent('Taster „Switch“ (blau)');
    expect(screen.getByRole('link', {name: 'Datenblatt (PDF)'})).toHaveAttribute('href', getBoard('mcu').datasheetUrl);
  });

  it('does not repeat a printed label that the part name already contains', () => {
    render(<BoardSpecTable board="mcus2" />);
    const onboard = valueOf('Auf der Platine');
    expect(onboard).toHaveTextContent('Boot-Switch-Knopf');
    expect(onboard).not.toHaveTextContent('„Boot-Switch“');
    expect(onboard).toHaveTextContent('An-/Aus-Knopf „Off/On“');
  });

  it('shows the senseBox MCU Eye from its data: module, memory, radios and the Arduino board id', () => {
    render(<BoardSpecTable board="eye" />);
    expect(screen.getByRole('table', {name: 'Technische Daten: senseBox MCU Eye'})).toBeInTheDocument();
    const processor = valueOf('Mikrocontroller');
    expect(processor).toHaveTextContent('ESP32-S3');
    expect(processor).toHaveTextContent('bis 240 MHz');
    expect(processor).toHaveTextContent('Modul: ESP32-S3-WROOM-1 N16R8');
    expect(valueOf('Speicher')).toHaveTextContent('16 MB Flash, 8 MB PSRAM, 512 KB SRAM');
    expect(valueOf('Bluetooth')).toHaveTextContent('eingebaut (Bluetooth 5 (LE))');
    expect(valueOf('Spannung an den Ein- und Ausgängen')).toHaveTextContent(/^3,3 V$/);
    expect(valueOf('Anschlüsse')).not.toHaveTextContent('XBee');
    expect(valueOf('Auf der Platine')).toHaveTextContent('ICM-20948 (I2C-Adresse 0x68)');
    expect(valueOf('Arduino: Board-Name')).toHaveTextContent('senseBox MCU Eye');
    expect(valueOf('Arduino: FQBN')).toHaveTextContent('esp32:esp32:sensebox_eye');
    expect(valueOf('Artikelnummer')).toHaveTextContent('SB-150');
  });
});
