// toHaveTextContent folds the no-break space between number and unit into a plain space.
import {screen, within} from '@testing-library/react';
import PartSpecs from '@site/src/components/PartSpecs/PartSpecs';
import {PART_IDS} from '@site/src/data/parts';
import {renderDrawn} from '../drawings/inlineDrawings';

jest.mock('@site/src/components/Drawn', () => require('../drawings/inlineDrawings').inlineDrawnModule);

// The page's language comes from the Docusaurus context; tests switch it here.
let mockLocale = 'de';
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({i18n: {currentLocale: mockLocale}}),
}));

/** The value cell of the general table's row whose header reads `label`. */
function valueOf(label: string): HTMLElement {
  const header = screen.getByRole('rowheader', {name: label});
  const cell = header.closest('tr')?.querySelector('td');
  if (!cell) throw new Error(`no value cell for ${label}`);
  return cell;
}

function measurementCell(phenomenon: string, column: string): HTMLElement {
  const cell = document.querySelector(`tr[data-phenomenon="${phenomenon}"] td[data-column="${column}"]`);
  if (!(cell instanceof HTMLElement)) throw new Error(`no ${column} cell for ${phenomenon}`);
  return cell;
}

describe('PartSpecs', () => {
  beforeEach(() => {
    mockLocale = 'de';
  });

  it('renders a data table named after the part', () => {
    renderDrawn(<PartSpecs part="temperatur-luftfeuchte" />);
    const table = screen.getByRole('table', {name: 'Technische Daten: HDC1080'});
    expect(within(table).getByRole('columnheader', {name: 'Merkmal'})).toBeInTheDocument();
    expect(valueOf('Bauteil')).toHaveTextContent('HDC1080 (Texas Instruments)');
    expect(valueOf('Misst')).toHaveTextContent('Temperatur (°C), relative Luftfeuchtigkeit (%)');
    expect(valueOf('Schnittstelle')).toHaveTextContent('I2C');
    expect(valueOf('Arduino-Bibliothek')).toHaveTextContent('Adafruit HDC1000 Library');
    expect(valueOf('Arduino-Bibliothek')).not.toHaveTextContent('.h');
  });

  it('shows range, accuracy and resolution per measured quantity', () => {
    renderDrawn(<PartSpecs part="temperatur-luftfeuchte" />);
    expect(screen.getByRole('table', {name: 'Messwerte: HDC1080'})).toBeInTheDocument();
    expect(measurementCell('temperature', 'accuracy')).toHaveTextContent('±0,2 °C');
    expect(measurementCell('relativeHumidity', 'range')).toHaveTextContent('0–100 %');
    expect(measurementCell('relativeHumidity', 'resolution')).toHaveTextContent('14 bit');
    // No range in the sheet for the temperature: a dash, not a guess.
    expect(measurementCell('temperature', 'range')).toHaveTextContent('–');
  });

  it('leaves out rows without data, such as the unverified I2C address of the HDC1080', () => {
    renderDrawn(<PartSpecs part="temperatur-luftfeuchte" />);
    expect(screen.queryByRole('rowheader', {name: 'I2C-Adresse'})).not.toBeInTheDocument();
    expect(screen.queryByRole('rowheader', {name: 'Maße'})).not.toBeInTheDocument();
  });

  it('formats numbers for German and English, everything else the same', () => {
    const {unmount} = renderDrawn(<PartSpecs part="luftdruck-temperatur" />);
    expect(valueOf('Versorgungsspannung')).toHaveTextContent('3–5,5 V');
    expect(measurementCell('airPressure', 'accuracy')).toHaveTextContent('±0,06 hPa (relativ); ±1 hPa (absolut)');
    unmount();
    mockLocale = 'en';
    renderDrawn(<PartSpecs part="luftdruck-temperatur" />);
    expect(valueOf('Versorgungsspannung')).toHaveTextContent('3–5.5 V');
    expect(measurementCell('airPressure', 'accuracy')).toHaveTextContent('±0.06 hPa');
    expect(measurementCell('airPressure', 'range')).toHaveTextContent('300–1200 hPa');
  });

  it('shows the I2C address in code notation, with the bus when it is not Wire', () => {
    const {unmount} = renderDrawn(<PartSpecs part="mpu6050" />);
    expect(valueOf('I2C-Adresse')).toHaveTextContent('0x68 (Bus Wire1)');
    unmount();
    renderDrawn(<PartSpecs part="umweltsensor" />);
    expect(valueOf('I2C-Adresse')).toHaveTextContent('im Code: BME68X_I2C_ADDR_LOW');
  });

  it('names both alternative light chips and the kits', () => {
    renderDrawn(<PartSpecs part="helligkeit-uv" />);
    expect(valueOf('Bauteil')).toHaveTextContent('TSL45315 (AMS-TAOS) oder LTR-329ALS-01 (LiteOn, seit 02/2021)');
    expect(valueOf('Bauteil')).toHaveTextContent('VEML6070 (Vishay)');
    expect(valueOf('Enthalten in')).toHaveTextContent('senseBox:edu S2, senseBox:edu');
    expect(valueOf('Zusätzlich erhältlich für')).toHaveTextContent('senseBox:mini, senseBox:home');
    expect(measurementCell('illuminance', 'range')).toHaveTextContent('3–220.000 lux');
  });

  it('prints the SCD30 accuracy formula with its conditions', () => {
    renderDrawn(<PartSpecs part="co2" />);
    expect(measurementCell('co2', 'accuracy')).toHaveTextContent('±(30 ppm + 3 % des Messwerts) (bei 25');
    expect(measurementCell('temperature', 'responseTime')).toHaveTextContent('> 10 s');
    expect(valueOf('Stecker')).toHaveTextContent('JST PH, Qwiic');
  });

  it('shows no measurement table for a part that measures nothing', () => {
    renderDrawn(<PartSpecs part="display" />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(valueOf('I2C-Adresse')).toHaveTextContent('0x3D');
    expect(valueOf('Auflösung des Displays')).toHaveTextContent('128 × 64 px');
    expect(screen.queryByRole('rowheader', {name: 'Misst'})).not.toBeInTheDocument();
  });

  it('names the kits from the parts data: the RG-15 is an add-on for every kit, in none of them', () => {
    renderDrawn(<PartSpecs part="niederschlag-rg15" />);
    expect(screen.queryByRole('rowheader', {name: 'Enthalten in'})).not.toBeInTheDocument();
    expect(valueOf('Zusätzlich erhältlich für')).toHaveTextContent(
      'senseBox:edu S2, senseBox:edu, senseBox:mini, senseBox:home',
    );
  });

  it('names the newer kits by their product names', () => {
    renderDrawn(<PartSpecs part="umweltsensor" />);
    expect(valueOf('Enthalten in')).toHaveTextContent('senseBox:mini, senseBox:basic');
  });

  it.each(PART_IDS)('renders %s without errors', (id) => {
    const {container} = renderDrawn(<PartSpecs part={id} />);
    expect(container.querySelector(`[data-part="${id}"]`)).not.toBeNull();
  });
});
