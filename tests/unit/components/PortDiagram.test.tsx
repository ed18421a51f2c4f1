import {render, screen} from '@testing-library/react';
import PortDiagram from '@site/src/components/PortDiagram';
import {layoutPorts, NARROW_WIDTH} from '@site/plugins/drawings/draw/layout';
import {portFigure} from '@site/plugins/drawings/draw/ports';
import {BOARD_HARDWARE_IDS, getPorts} from '@site/src/data/boardHardware';
import {renderDrawn, withDrawn} from '../drawings/inlineDrawings';

jest.mock('@site/src/components/Drawn', () => require('../drawings/inlineDrawings').inlineDrawnModule);

function drawnPort(container: HTMLElement, id: string): Element {
  const element = container.querySelector(`[data-port-id="${id}"]`);
  if (!element) throw new Error(`port ${id} not drawn`);
  return element;
}

describe('PortDiagram', () => {
  it.each(BOARD_HARDWARE_IDS)('draws every port of the %s data exactly once', (board) => {
    const {container} = renderDrawn(<PortDiagram board={board} />);
    const drawn = Array.from(container.querySelectorAll('[data-port-id]')).map((element) =>
      element.getAttribute('data-port-id'),
    );
    expect(drawn.sort()).toEqual(
      getPorts(board)
        .map((port) => port.id)
        .sort(),
    );
  });

  it('is one image with a German accessible name, shown at most 560 px wide', () => {
    renderDrawn(<PortDiagram board="mcus2" />);
    const image = screen.getByRole('img', {name: 'Schematische Zeichnung der senseBox MCU-S2 mit ihren Anschlüssen.'});
    expect(image.querySelector('svg')).toHaveAttribute('viewBox');
    expect(image).toHaveAttribute('data-width', '560');
  });

  it('describes the pins of each port for screen readers', () => {
    renderDrawn(<PortDiagram board="mcus2" />);
    expect(screen.getByRole('img')).toHaveAccessibleDescription(
      expect.stringContaining('I2C/Wire X8: GND, 3V3, SDA, SCL'),
    );
  });

  it('draws the pins of a port in printed order', () => {
    const {container} = renderDrawn(<PortDiagram board="mcus2" />);
    const pins = Array.from(drawnPort(container, 'i2c-x8').querySelectorAll('[data-pin]')).map(
      (pin) => pin.textContent,
    );
    expect(pins).toEqual(['GND', '3V3', 'SDA', 'SCL']);
  });

  it('highlights every port of a kind and names them in the caption and the image name', () => {
    const {container} = renderDrawn(<PortDiagram board="mcus2" highlight="i2c" />);
    for (const id of ['i2c-x7', 'i2c-x8']) {
      const port = drawnPort(container, id);
      expect(port).toHaveClass('highlighted');
      expect(port).toHaveAttribute('data-highlighted', 'true');
    }
    const uart = drawnPort(container, 'uart-x4');
    expect(uart).not.toHaveClass('highlighted');
    expect(uart).toHaveClass('dimmed');
    expect(screen.getByRole('img', {name: /Hervorgehoben: X7, X8 \(I2C\/Wire\)\./})).toBeInTheDocument();
    expect(screen.getByRole('figure')).toHaveTextContent('Hervorgehoben: X7, X8 (I2C/Wire).');
  });

  it('highlights a single port by its id', () => {
    const {container} = renderDrawn(<PortDiagram board="mcu" highlight="xbee2" />);
    expect(container.querySelectorAll('.highlighted')).toHaveLength(1);
    expect(drawnPort(container, 'xbee2')).toHaveClass('highlighted');
    expect(screen.getByRole('img', {name: /Hervorgehoben: XBEE2 \(XBee\)\./})).toBeInTheDocument();
  });

  it('highlights and dims nothing without a matching highlight', () => {
    const {container, rerender} = renderDrawn(<PortDiagram board="mini" />);
    expect(container.querySelectorAll('.highlighted, .dimmed')).toHaveLength(0);
    rerender(withDrawn(<PortDiagram board="mini" highlight="no-such-port" />));
    expect(container.querySelectorAll('.highlighted, .dimmed')).toHaveLength(0);
    expect(screen.getByRole('figure')).not.toHaveTextContent('Hervorgehoben');
  });

  it('uses the caption from the page, and still adds the highlight sentence', () => {
    renderDrawn(<PortDiagram board="mcu" highlight="uart" caption="Hier steckst du den Feinstaubsensor ein." />);
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent('Hier steckst du den Feinstaubsensor ein.');
    expect(figure).toHaveTextContent('Hervorgehoben: 1, 2 (UART/Serial).');
    expect(figure).not.toHaveTextContent('nicht maßstabsgetreu');
  });

  it('marks the ports on the underside of the mini', () => {
    const {container} = renderDrawn(<PortDiagram board="mini" />);
    expect(drawnPort(container, 'uart')).toHaveTextContent('Unterseite');
    expect(drawnPort(container, 'io')).toHaveTextContent('2 Signal-Pins, 5V, GND');
  });
});

describe('PortDiagram layout', () => {
  it.each(BOARD_HARDWARE_IDS)('keeps every box of %s inside the board outline without overlaps', (board) => {
    const layout = layoutPorts(getPorts(board).map((port) => ({port, name: port.label ?? port.id, text: 'GND, 5V'})));
    const {x, y, width, height} = layout.board;
    for (const box of layout.boxes) {
      expect(box.x).toBeGreaterThanOrEqual(x);
      expect(box.x + box.width).toBeLessThanOrEqual(x + width);
      expect(box.y + box.height).toBeLessThanOrEqual(y + height);
    }
    for (const a of layout.boxes) {
      for (const b of layout.boxes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
  });

  it('lets small groups share a row instead of stacking every kind', () => {
    const layout = layoutPorts(
      getPorts('mcus2').map((port) => ({port, name: port.label ?? port.id})),
      {
        usb: 'USB',
        battery: 'Akku',
      },
    );
    const usb = layout.boxes.find((box) => box.port.kind === 'usb');
    const battery = layout.boxes.find((box) => box.port.kind === 'battery');
    expect(usb?.y).toBe(battery?.y);
    expect(layout.headings.map((heading) => heading.kind)).toEqual([
      'usb',
      'battery',
      'power',
      'i2c',
      'uart',
      'digital',
      'xbee',
      'sdcard',
    ]);
  });
});

describe('PortDiagram of the senseBox MCU Eye (drawn side by side)', () => {
  it('draws the top side with the parts the sources place there', () => {
    const {container} = renderDrawn(<PortDiagram board="eye" side="top" />);
    const ports = Array.from(container.querySelectorAll('[data-port-id]')).map((element) =>
      element.getAttribute('data-port-id'),
    );
    expect(ports.sort()).toEqual(['5v-out', 'camera', 'gpio', 'lora-antenna', 'qwiic']);
    const parts = Array.from(container.querySelectorAll('[data-part-kind]')).map((element) =>
      element.getAttribute('data-part-kind'),
    );
    expect(parts).toEqual(['rgbLed', 'imu', 'resetButton', 'bootButton', 'userButton', 'powerSwitch']);
    expect(screen.getByRole('img')).toHaveTextContent('senseBox MCU Eye: Oberseite');
  });

  it('shows the GPIOs of ports and parts, with the button pin by board revision', () => {
    const {container} = renderDrawn(<PortDiagram board="eye" />);
    expect(drawnPort(container, 'qwiic')).toHaveTextContent('I2C/Wire · SDA IO2, SCL IO1');
    expect(drawnPort(container, 'gpio')).toHaveTextContent('Digital/Analog · IO14, IO48');
    const part = (kind: string) => container.querySelector(`[data-part-kind="${kind}"]`);
    expect(part('rgbLed')).toHaveTextContent('IO45');
    expect(part('bootButton')).toHaveTextContent('Boot');
    expect(part('bootButton')).toHaveTextContent('IO0');
    expect(part('userButton')).toHaveTextContent('IO47 (≤ v1.4), IO21 (≥ v1.5)');
    expect(part('lora')).toHaveTextContent('CS IO43 (≥ v1.4, v1.3 unklar), INT IO44 (≥ v1.4, v1.3 unklar)');
  });

  it('places the rows as on the board: antenna and camera at the top edge, ports at the bottom edge', () => {
    const {container} = renderDrawn(<PortDiagram board="eye" side="top" />);
    const y = (selector: string) => Number(container.querySelector(`${selector} rect`)?.getAttribute('y'));
    expect(y('[data-port-id="lora-antenna"]')).toBe(y('[data-port-id="camera"]'));
    expect(y('[data-part-kind="resetButton"]')).toBeGreaterThan(y('[data-port-id="camera"]'));
    expect(y('[data-port-id="qwiic"]')).toBeGreaterThan(y('[data-part-kind="resetButton"]'));
    // The bottom row starts with the sockets; where it is too long for the drawing, the switch wraps below.
    expect(y('[data-port-id="qwiic"]')).toBe(y('[data-port-id="gpio"]'));
    expect(y('[data-part-kind="powerSwitch"]')).toBeGreaterThanOrEqual(y('[data-port-id="qwiic"]'));
  });

  it('highlights an on-board part by its kind, and a port by its id', () => {
    const {container, rerender} = renderDrawn(<PortDiagram board="eye" highlight="userButton" />);
    expect(container.querySelectorAll('.highlighted')).toHaveLength(1);
    expect(container.querySelector('[data-part-kind="userButton"]')).toHaveClass('highlighted');
    expect(screen.getByRole('figure')).toHaveTextContent('Hervorgehoben: Sw (Taster).');
    rerender(withDrawn(<PortDiagram board="eye" highlight="qwiic" />));
    expect(drawnPort(container, 'qwiic')).toHaveClass('highlighted');
    expect(screen.getByRole('figure')).toHaveTextContent('Hervorgehoben: Qwiic (I2C/Wire).');
  });

  it('names every camera pin for screen readers', () => {
    renderDrawn(<PortDiagram board="eye" />);
    const description = screen.getByRole('img');
    expect(description).toHaveAccessibleDescription(expect.stringContaining('Y9/D7 IO16'));
    expect(description).toHaveAccessibleDescription(expect.stringContaining('RESET nicht verbunden'));
  });

  it('keeps every box inside its side outline without overlaps', () => {
    const {container} = renderDrawn(<PortDiagram board="eye" />);
    const boxes = Array.from(
      container.querySelectorAll('[data-highlighted] > rect.box, [data-highlighted] > rect:not(.halo)'),
    ).map((rect) => ({
      x: Number(rect.getAttribute('x')),
      y: Number(rect.getAttribute('y')),
      width: Number(rect.getAttribute('width')),
      height: Number(rect.getAttribute('height')),
    }));
    const viewBox = container.querySelector('svg')?.getAttribute('viewBox')?.split(' ').map(Number) ?? [];
    expect(boxes.length).toBeGreaterThan(10);
    for (const a of boxes) {
      expect(a.x + a.width).toBeLessThanOrEqual(viewBox[2]!);
      for (const b of boxes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
  });
});

describe('PortDiagram laid out for a phone', () => {
  it.each(BOARD_HARDWARE_IDS)('draws %s again, as narrow as a phone column, every port inside and apart', (board) => {
    const narrow = portFigure({board}).image.narrow!;
    const {container} = render(narrow.svg);
    const viewBox = container.querySelector('svg')!.getAttribute('viewBox')!.split(' ').map(Number);
    expect(viewBox[2]).toBe(NARROW_WIDTH);
    // Shown a quarter larger where the column allows: 12-unit text at 15 px.
    expect(narrow.width).toBe(NARROW_WIDTH * 1.25);
    const drawn = (root: Element) =>
      Array.from(root.querySelectorAll('[data-port-id], [data-part-kind]')).map(
        (element) => element.getAttribute('data-port-id') ?? element.getAttribute('data-part-kind'),
      );
    expect(drawn(container)).toEqual(drawn(render(portFigure({board}).image.svg).container));
    const boxes = Array.from(container.querySelectorAll('rect.box')).map((rect) => ({
      x: Number(rect.getAttribute('x')),
      y: Number(rect.getAttribute('y')),
      width: Number(rect.getAttribute('width')),
      height: Number(rect.getAttribute('height')),
    }));
    for (const a of boxes) {
      expect(a.x + a.width).toBeLessThanOrEqual(NARROW_WIDTH);
      for (const b of boxes) {
        if (a === b) continue;
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
  });

  it('wraps a text too long for its box into lines that read on as one', () => {
    const {container} = render(portFigure({board: 'eye'}).image.narrow!.svg);
    const lora = container.querySelector('[data-part-kind="lora"]')!;
    expect(lora.querySelectorAll('tspan').length).toBeGreaterThan(1);
    expect(lora.querySelector('.portText')).toHaveTextContent(
      'CS IO43 (≥ v1.4, v1.3 unklar), INT IO44 (≥ v1.4, v1.3 unklar)',
    );
  });
});
