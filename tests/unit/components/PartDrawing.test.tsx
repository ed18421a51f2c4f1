import {screen, within} from '@testing-library/react';
import {setTestLocale} from '../stubs/codeTranslations';
import {renderDrawn} from '../drawings/inlineDrawings';
import PartDrawing from '@site/src/components/PartDrawing';
import {getBoard} from '@site/src/data/boardHardware';
import {BOARD_DRAWINGS} from '@site/src/data/boardDrawings';
import {PART_DRAWINGS, getPartDrawing, partsWithoutDrawing, type DrawingForm} from '@site/src/data/partDrawings';
import {PART_IDS} from '@site/src/data/parts';

jest.mock('@site/src/components/Drawn', () => require('../drawings/inlineDrawings').inlineDrawnModule);

function shapes(container: HTMLElement, shape: string): Element[] {
  return Array.from(container.querySelectorAll(`[data-shape="${shape}"]`));
}

/** Every text a source gives as printed on a chip or module: nothing else may appear on one. */
function knownMarkings(): Set<string> {
  const markings = new Set<string>();
  const add = (form: DrawingForm) => {
    if (form.form === 'board' || form.form === 'bee')
      for (const chip of form.chips) for (const line of chip.marking ?? []) markings.add(line);
    if (form.form === 'device' && form.adapter) add(form.adapter);
  };
  for (const data of Object.values(PART_DRAWINGS)) {
    add(data.drawing);
    for (const version of data.versions?.list ?? []) add(version.drawing);
  }
  for (const drawing of Object.values(BOARD_DRAWINGS)) {
    for (const side of drawing.sides) {
      for (const item of side.items) {
        if (item.shape === 'module') for (const line of item.marking ?? []) markings.add(line);
        if (item.shape === 'chip' && item.marking) markings.add(getBoard(drawing.board).processor.partNumber ?? '');
      }
    }
  }
  return markings;
}

describe('PartDrawing', () => {
  afterEach(() => setTestLocale('de'));

  it('has a drawing for every part in the parts data', () => {
    expect(partsWithoutDrawing()).toEqual([]);
    expect(Object.keys(PART_DRAWINGS).sort()).toEqual([...PART_IDS].sort());
  });

  it.each(PART_IDS)('draws %s as a figure of named SVG images', (id) => {
    const {container} = renderDrawn(<PartDrawing part={id} />);
    const figure = container.querySelector('figure');
    expect(figure).not.toBeNull();
    const images = screen.getAllByRole('img');
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.querySelector(':scope > svg')).not.toBeNull();
      expect(image.getAttribute('aria-label')?.length ?? 0).toBeGreaterThan(40);
      // A vector drawing only: no raster picture inside.
      expect(image.querySelector('image')).toBeNull();
    }
  });

  it('prints on chips and modules only what a source gives', () => {
    const allowed = knownMarkings();
    for (const id of PART_IDS) {
      const {container, unmount} = renderDrawn(<PartDrawing part={id} />);
      for (const text of Array.from(container.querySelectorAll('.chipText'))) {
        expect(allowed).toContain(text.textContent);
      }
      unmount();
    }
  });

  it('draws the sockets a part has: eight JST PH on the multiplexer, the CO2 sensor’s only on its back', () => {
    const co2 = renderDrawn(<PartDrawing part="co2" />);
    expect(shapes(co2.container, 'jst-ph')).toHaveLength(0);
    expect(co2.container.querySelector('[data-back-note]')).toHaveTextContent(
      'Auf der Rückseite: eine JST-PH-Buchse und 2 Qwiic-Buchsen (JST SH)',
    );
    expect(co2.container.querySelector('[data-extra="optical-tube"]')).not.toBeNull();
    co2.unmount();
    const multiplexer = renderDrawn(<PartDrawing part="multiplexer" />);
    expect(shapes(multiplexer.container, 'jst-ph')).toHaveLength(8);
    expect(shapes(multiplexer.container, 'chip')).toHaveLength(1);
  });

  it('prints the board text a source gives, as print', () => {
    const {container} = renderDrawn(<PartDrawing part="umweltsensor" />);
    const prints = shapes(container, 'silk').map((element) => element.textContent);
    expect(prints).toEqual(['Temp.+ Pressure', 'Humidity', 'Air-Quality', 'Bosch BME680', 'senseBox']);
    expect(shapes(container, 'jumper')).toHaveLength(1);
  });

  it('says what the picture shows in German and in English', () => {
    const {unmount} = renderDrawn(<PartDrawing part="co2" />);
    expect(
      screen.getByRole('img', {
        name: /^Zeichnung der Platine von oben \(45 × 25 mm\): das Modul SCD30, der Aufdruck „Sensirion SCD30“ und auf der Rückseite eine JST-PH-Buchse und 2 Qwiic-Buchsen \(JST SH\)\.$/,
      }),
    ).toBeInTheDocument();
    unmount();
    setTestLocale('en');
    renderDrawn(<PartDrawing part="co2" />);
    expect(
      screen.getByRole('img', {
        name: /^Drawing of the board from above \(45 × 25 mm\): the SCD30 module, the print “Sensirion SCD30” and on the back one JST PH socket and 2 Qwiic sockets \(JST SH\)\.$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent('The part seen from above, as a drawing.');
  });

  it('gives the real size where the data has one, with the language’s decimal mark', () => {
    const {unmount} = renderDrawn(<PartDrawing part="distanz" />);
    expect(screen.getByRole('img', {name: /\(45 × 20 mm\)/})).toBeInTheDocument();
    expect(screen.getByRole('img', {name: /VCC, Trig, Echo, GND/})).toBeInTheDocument();
    unmount();
    renderDrawn(<PartDrawing part="feinstaub-sps30" />);
    expect(screen.getByRole('img', {name: /\(40,6 × 40,6 mm\)/})).toBeInTheDocument();
  });

  it('draws both light chips of the light sensor with how to tell them apart', () => {
    const {container} = renderDrawn(<PartDrawing part="helligkeit-uv" />);
    const versions = Array.from(container.querySelectorAll('[data-version]')).map((element) =>
      element.getAttribute('data-version'),
    );
    expect(versions).toEqual(['TSL45315', 'LTR-329ALS-01']);
    expect(screen.getByRole('img', {name: /der Chip TSL45315/})).toBeInTheDocument();
    expect(screen.getByRole('img', {name: /der Chip LTR-329ALS-01/})).toBeInTheDocument();
    const tellApart = container.querySelector('[data-tell-apart]');
    expect(tellApart).toHaveTextContent('Platinen ab 02/2021 tragen den LTR-329ALS-01, ältere den TSL45315.');
    expect(tellApart).toHaveTextContent('I2C-Adresse 0x29');
  });

  it('draws the BMP280 next to the DPS310 that replaced it, on both pages', () => {
    for (const [id, first, second] of [
      ['luftdruck-temperatur-bmp280', 'BMP280', 'DPS310'],
      ['luftdruck-temperatur', 'DPS310', 'BMP280'],
    ] as const) {
      const {container, unmount} = renderDrawn(<PartDrawing part={id} />);
      expect(
        Array.from(container.querySelectorAll('[data-version]')).map((element) => element.getAttribute('data-version')),
      ).toEqual([first, second]);
      expect(container.querySelector('[data-tell-apart]')).toHaveTextContent(
        `Der Aufdruck auf der Platine nennt den Sensor (${first} oder ${second}).`,
      );
      unmount();
    }
  });

  it('marks a part that sits on a board, and only that part', () => {
    const {container} = renderDrawn(<PartDrawing part="photodiode" />);
    const marked = container.querySelectorAll('[data-highlighted="true"]');
    expect(marked).toHaveLength(1);
    expect(shapes(container, 'highlight')).toHaveLength(1);
    expect(screen.getByRole('img', {name: /Markiert: Photodiode \(„Light Sensor“\)\./})).toBeInTheDocument();
    // What is marked is drawn as the light sensor it is, and the name counts it apart from the LEDs.
    expect(marked[0]!.querySelector('[data-shape="photodiode"]')).not.toBeNull();
    expect(screen.getByRole('img', {name: /3 LEDs und ein Lichtsensor \(Photodiode\)/})).toBeInTheDocument();
    expect(within(screen.getByRole('figure')).getByText(/Fest auf der senseBox MCU-S2 verbaut/)).toBeInTheDocument();
  });

  it('marks a chip a later revision replaced on the newest revision that still carries it', () => {
    const mpu = renderDrawn(<PartDrawing part="mpu6050" />);
    expect(mpu.container.querySelectorAll('[data-highlighted="true"]')).toHaveLength(1);
    expect(screen.getByRole('img', {name: /Revision 2\.1.*„MCU 2\.1“/})).toBeInTheDocument();
    mpu.unmount();
    renderDrawn(<PartDrawing part="photodiode" />);
    expect(screen.getByRole('img', {name: /Revision 2\.2.*„MCU 2\.2“/})).toBeInTheDocument();
  });

  it('draws the side of the Eye a part is on, and both sides for the LoRa radio and its antenna', () => {
    const camera = renderDrawn(<PartDrawing part="eye-camera" />);
    expect(camera.container.querySelectorAll('[data-side]')).toHaveLength(1);
    expect(camera.container.querySelector('[data-side]')).toHaveAttribute('data-side', 'top');
    camera.unmount();
    const lora = renderDrawn(<PartDrawing part="eye-lora" />);
    expect(
      Array.from(lora.container.querySelectorAll('g[data-side]')).map((side) => side.getAttribute('data-side')),
    ).toEqual(['top', 'bottom']);
    expect(lora.container.querySelectorAll('[data-highlighted="true"]')).toHaveLength(2);
  });

  it('names the sockets on the back under the drawing', () => {
    const {container} = renderDrawn(<PartDrawing part="rgb-led" />);
    expect(shapes(container, 'jst-ph')).toHaveLength(0);
    expect(container.querySelector('[data-back-note]')).toHaveTextContent('Auf der Rückseite: 2 JST-PH-Buchsen');
  });

  it('keeps every drawing small', () => {
    for (const id of PART_IDS) {
      const {container, unmount} = renderDrawn(<PartDrawing part={id} />);
      expect(container.innerHTML.length).toBeLessThan(40000);
      unmount();
    }
    expect(getPartDrawing('tof').drawing.form).toBe('board');
  });
});
