import {screen, within} from '@testing-library/react';
import PartConnection from '@site/src/components/PartConnection/PartConnection';
import {PART_IDS, getPart} from '@site/src/data/parts';
import {renderAt} from '../renderWithRouter';
import {renderDrawn, withDrawn} from '../drawings/inlineDrawings';

jest.mock('@site/src/components/Drawn', () => require('../drawings/inlineDrawings').inlineDrawnModule);

function highlightedPorts(figure: HTMLElement): string[] {
  return Array.from(figure.querySelectorAll('[data-highlighted="true"]')).map(
    (port) => port.getAttribute('data-port-id') ?? '',
  );
}

describe('PartConnection', () => {
  beforeEach(() => window.localStorage.clear());

  it('draws one diagram per board with every I2C port highlighted', () => {
    renderDrawn(<PartConnection part="temperatur-luftfeuchte" />);
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.getAttribute('data-board'))).toEqual(['mcu', 'mcus2', 'mini', 'eye']);
    expect(highlightedPorts(figures[0] as HTMLElement)).toEqual(['i2c-1', 'i2c-2', 'i2c-3', 'i2c-4', 'i2c-5']);
    expect(highlightedPorts(figures[1] as HTMLElement)).toEqual(['i2c-x7', 'i2c-x8']);
    expect(figures[1]).toHaveTextContent(
      'Anschluss an die senseBox MCU-S2: Stecke das Kabel in einen der hervorgehobenen Anschlüsse',
    );
    // The MCU Eye has one Qwiic port.
    expect(highlightedPorts(figures[3] as HTMLElement)).toEqual(['qwiic']);
    expect(figures[3]).toHaveTextContent(
      'Anschluss an die senseBox MCU Eye: Stecke das Kabel in den hervorgehobenen Anschluss.',
    );
    expect(screen.getByText('senseBox MCU-S2', {selector: 'p'})).toBeInTheDocument();
  });

  it('tells the reader to seat a Bee in its socket, not to plug in a cable', () => {
    renderDrawn(<PartConnection part="wifi-bee" />);
    const figure = screen.getAllByRole('figure')[0] as HTMLElement;
    expect(figure).toHaveTextContent('Setze das Bee bei ausgeschaltetem Board in den hervorgehobenen Steckplatz');
    expect(figure).not.toHaveTextContent('Stecke das Kabel');
  });

  it("names a part's own cable instead of the generic one", () => {
    renderDrawn(<PartConnection part="feinstaub-sds011" />);
    expect(screen.getAllByText(/Kabel: .*SDS011/).length).toBeGreaterThan(0);
    expect(screen.queryByText('Kabel: JST-Kabel (JST PHR-4 auf JST PHR-4).')).toBeNull();
  });

  it('names the cable per board', () => {
    renderDrawn(<PartConnection part="temperatur-luftfeuchte" />);
    // MCU-S2 and MCU Eye: Qwiic sockets; MCU: JST PH.
    expect(screen.getAllByText(/Qwiic-Kabel/)).toHaveLength(2);
    expect(screen.getByText(/JST PHR-4 auf JST PHR-4/)).toBeInTheDocument();
  });

  it('highlights only port A for the ultrasonic sensor and lists its wiring', () => {
    renderDrawn(<PartConnection part="distanz" />);
    const figure = screen.getByRole('figure');
    expect(highlightedPorts(figure)).toEqual(['digital-a']);
    const table = screen.getByRole('table', {name: 'Verdrahtung mit der senseBox MCU'});
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['VCC5V', 'Trig1', 'Echo2', 'GNDGND']);
    expect(within(table).getByRole('columnheader', {name: 'Pin am Anschluss A'})).toBeInTheDocument();
    // A single board needs no board title.
    expect(screen.queryByText('senseBox MCU', {selector: 'p'})).not.toBeInTheDocument();
  });

  it('says that an on-board part needs no connection and draws no diagram', () => {
    renderDrawn(<PartConnection part="mpu6050" />);
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(
      screen.getByText('Sitzt fest auf der senseBox MCU-S2 (Aufdruck „IMU“). Du musst nichts anschließen.'),
    ).toBeInTheDocument();
  });

  it('shows only the boards a page asks for', () => {
    renderDrawn(<PartConnection part="display" boards={['mcus2']} />);
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.getAttribute('data-board'))).toEqual(['mcus2']);
  });

  it('puts the board of the chosen kit first and folds the others away', async () => {
    renderAt('/docs/hardware/sensors/co2?board=edus2', withDrawn(<PartConnection part="co2" />));
    const first = await screen.findByText('senseBox MCU-S2', {selector: 'p'});
    const details = document.querySelector('details');
    expect(details).not.toBeNull();
    expect(details?.contains(first)).toBe(false);
    expect(within(details as HTMLElement).getByText('Anschluss an anderen Boards')).toBeInTheDocument();
    const folded = Array.from((details as HTMLElement).querySelectorAll('figure')).map((figure) =>
      figure.getAttribute('data-board'),
    );
    expect(folded).toEqual(['mcu', 'mini', 'eye']);
  });

  it('draws no socket for a Bee on the MCU Eye, which has none', async () => {
    renderAt('/docs/hardware/bee/wifi-bee?board=eye', withDrawn(<PartConnection part="wifi-bee" />));
    await screen.findAllByRole('figure');
    expect(document.querySelector('[data-board="eye"]')).toBeNull();
    expect(screen.queryByText('senseBox MCU Eye', {selector: 'p'})).not.toBeInTheDocument();
  });

  it('renders nothing for a part without a known connection', () => {
    const {container} = renderDrawn(<PartConnection part="expander" />);
    expect(container).toBeEmptyDOMElement();
  });

  it.each(PART_IDS.filter((id) => getPart(id).connections))('renders %s without errors', (id) => {
    const {container} = renderDrawn(<PartConnection part={id} />);
    expect(container.querySelector(`[data-part="${id}"]`)).not.toBeNull();
  });
});
