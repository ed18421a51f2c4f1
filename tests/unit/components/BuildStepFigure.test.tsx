import {render, screen, within} from '@testing-library/react';
import BuildStepFigure from '@site/src/components/BuildStepFigure';
import {STEP_NARROW_WIDTH, stepFigure, wrapText} from '@site/plugins/drawings/draw/step';
import {BUILD_GUIDES, BUILD_GUIDE_IDS, guideBoard, portsFor} from '@site/src/data/buildSteps';
import {renderDrawn} from '../drawings/inlineDrawings';

jest.mock('@site/src/components/Drawn', () => require('../drawings/inlineDrawings').inlineDrawnModule);

const DRAWN = BUILD_GUIDE_IDS.flatMap((guide) =>
  BUILD_GUIDES[guide].steps
    .filter((step) => (step.connections?.length ?? 0) > 0 || (step.marks?.length ?? 0) > 0)
    .map((step) => [guide, step.id] as const),
);

/** The drawing itself: each text also stands in the hidden description, so queries look in the picture only. */
function drawing(): HTMLElement {
  return screen.getByRole('img');
}

/** The port the cable of one thing is drawn to. */
function cableTo(container: HTMLElement, thing: string): string | null {
  return container.querySelector(`[data-cable-for="${thing}"]`)?.getAttribute('data-cable-to') ?? null;
}

function highlighted(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('[data-highlighted="true"]')).map(
    (element) => element.getAttribute('data-port-id') ?? element.getAttribute('data-part-kind') ?? '',
  );
}

describe('BuildStepFigure', () => {
  it.each(DRAWN)('draws %s/%s: every port it may use marked, one cable per thing to one of them', (guide, stepId) => {
    const step = BUILD_GUIDES[guide].steps.find((candidate) => candidate.id === stepId)!;
    const {container} = renderDrawn(<BuildStepFigure guide={guide} step={stepId} />);
    const marked = highlighted(container);
    expect(container.querySelectorAll('[data-cable-to]')).toHaveLength(step.connections?.length ?? 0);
    for (const connection of step.connections ?? []) {
      const ports = portsFor(guideBoard(guide)!, connection).map((port) => port.id);
      for (const port of ports) expect(marked).toContain(port);
      expect(ports).toContain(cableTo(container, connection.attach));
    }
    expect(screen.getByRole('img')).toHaveAccessibleName(expect.stringMatching(/^Schritt-Zeichnung mit der senseBox /));
    expect(screen.getByRole('figure')).toHaveAttribute('data-build-step', `${guide}/${stepId}`);
  });

  it('draws two things that may use any I2C port to two different ports', () => {
    const {container} = renderDrawn(<BuildStepFigure guide="basic" step="sensor-display" />);
    expect([cableTo(container, 'environmental'), cableTo(container, 'display')]).toEqual(['i2c-x7', 'i2c-x8']);
    // Only the kinds of this step are drawn.
    expect(container.querySelector('[data-port-id="uart-x4"]')).toBeNull();
    expect(screen.getByRole('figure')).toHaveTextContent(
      'Umweltsensor (BME680) in X7, X8 (I2C/Wire); OLED-Display (SSD1306) in X7, X8 (I2C/Wire)',
    );
    expect(within(drawing()).getAllByText('Kabel: Qwiic-Kabel')).toHaveLength(2);
    expect(within(drawing()).getAllByText('Der Stecker passt nur in einer Richtung.')).toHaveLength(2);
    expect(within(drawing()).getByText('Auf der Platine: der Anschluss oben links.')).toBeInTheDocument();
  });

  it("names a part's own cable, which way round it goes and the way through the housing", () => {
    renderDrawn(<BuildStepFigure guide="home" step="externe-sensoren" />);
    expect(within(drawing()).getByText('Kabel: Adapterkabel JST auf SDS011')).toBeInTheDocument();
    expect(within(drawing()).getByText('Am Sensor in den größeren Anschluss.')).toBeInTheDocument();
    const description = screen.getByRole('figure').querySelector('ul')!;
    expect(description.querySelectorAll('li')).toHaveLength(2);
    for (const item of Array.from(description.querySelectorAll('li'))) {
      expect(item).toHaveTextContent('Das Kabel läuft durch eine Kabelverschraubung ins Gehäuse.');
    }
    // Any of the five I2C ports: the box says so.
    expect(drawing()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Anschluss: einer von I2C/Wire 1, I2C/Wire 2, I2C/Wire 3, I2C/Wire 4, I2C/Wire 5, welcher, ist egal. Stecker: JST PH. Das Kabel',
      ),
    );
  });

  it('draws each cable to a port it leaves without running across another port', () => {
    const {container} = renderDrawn(<BuildStepFigure guide="home" step="externe-sensoren" />);
    // Every I2C port has another box below it: the cable leaves I2C/Wire 1 sideways, left of the board.
    expect(cableTo(container, 'temperatureHumidity')).toBe('i2c-1');
    const port = container.querySelector('[data-port-id="i2c-1"] rect:not([class*="halo"])')!;
    const offset = Number(
      /translate\(([\d.]+) 0\)/.exec(container.querySelector('svg > g')!.getAttribute('transform')!)![1],
    );
    const sideways = container.querySelector('[data-cable-for="temperatureHumidity"] path')!.getAttribute('d')!;
    expect(sideways.split(' H ')[0]).toBe(
      `M ${offset + Number(port.getAttribute('x'))} ${Number(port.getAttribute('y')) + Number(port.getAttribute('height')) / 2}`,
    );
    // Nothing is drawn below UART 1: straight down.
    expect(cableTo(container, 'sds011')).toBe('uart-1');
    expect(container.querySelector('[data-cable-for="sds011"] path')!.getAttribute('d')).toMatch(/^M [\d.]+ [\d.]+ V /);
  });

  it('orders the things so that no two cables cross: the one from the lowest port first', () => {
    const {container} = renderDrawn(<BuildStepFigure guide="co2" step="kabel" />);
    // The LED on A (below the I2C ports), then the display and the CO2 sensor, from ports of the first column.
    expect(
      Array.from(container.querySelectorAll('[data-thing]')).map((thing) => thing.getAttribute('data-port')),
    ).toEqual(['digital-a', 'i2c-3', 'i2c-1']);
    // The words keep the page's order.
    expect(drawing()).toHaveAccessibleName(
      expect.stringMatching(/: RGB-LED \(WS2812\) in „A“ \(Digital\/Analog\); OLED-Display/),
    );
  });

  it('draws the housing wall where every cable of the step runs through it: glands or the case opening', () => {
    const outdoor = renderDrawn(<BuildStepFigure guide="home" step="externe-sensoren" />);
    expect(outdoor.container.querySelectorAll('[data-housing-wall]')).toHaveLength(1);
    expect(outdoor.container.querySelectorAll('[data-through="cableGland"]')).toHaveLength(2);
    expect(within(drawing()).getByText('im Gehäuse')).toBeInTheDocument();
    expect(within(drawing()).getByText('außerhalb')).toBeInTheDocument();
    outdoor.unmount();
    const usb = renderDrawn(<BuildStepFigure guide="home" step="usb-kabel" />);
    expect(usb.container.querySelectorAll('[data-through="caseOpening"]')).toHaveLength(1);
    usb.unmount();
    // No word from the sources on the housing: no wall.
    const basic = renderDrawn(<BuildStepFigure guide="basic" step="sensor-display" />);
    expect(basic.container.querySelector('[data-housing-wall]')).toBeNull();
  });

  it('draws a sensor that hangs outside in the enclosure it sits in, and names the gland on the wall', () => {
    const {container} = renderDrawn(<BuildStepFigure guide="home" step="externe-sensoren" />);
    const enclosures = Array.from(container.querySelectorAll('[data-enclosure]'));
    expect(enclosures.map((enclosure) => enclosure.getAttribute('data-enclosure')).sort()).toEqual([
      'pmBox',
      'radiationShield',
    ]);
    expect(within(drawing()).getByText('Strahlenschutz-Gehäuse')).toBeInTheDocument();
    expect(within(drawing()).getByText('Gehäuse des Feinstaubsensors')).toBeInTheDocument();
    expect(within(drawing()).getByText('Kabelverschraubung')).toBeInTheDocument();
    // Each thing's box lies inside its enclosure.
    for (const enclosure of enclosures) {
      const frame = enclosure.querySelector('rect')!;
      const thing = container.querySelector(`[data-thing] > rect[y="${Number(frame.getAttribute('y')) + 20}"]`);
      expect(thing).not.toBeNull();
      expect(Number(thing!.getAttribute('x'))).toBeGreaterThan(Number(frame.getAttribute('x')));
    }
  });

  it.each(DRAWN)('lays %s/%s out again for a phone, as narrow as its column', (guide, stepId) => {
    const narrow = stepFigure(guide, stepId).image.narrow!;
    const {container} = render(narrow.svg);
    expect(container.querySelector('svg')!.getAttribute('viewBox')!.split(' ')[2]).toBe(String(STEP_NARROW_WIDTH));
    expect(container.querySelectorAll('[data-thing]')).toHaveLength(
      BUILD_GUIDES[guide].steps.find((step) => step.id === stepId)!.connections?.length ?? 0,
    );
  });

  it('shows each part by its own small drawing inside the picture, and none for a cable', () => {
    const {container} = renderDrawn(<BuildStepFigure guide="basic" step="sensor-display" />);
    const thumbnails = Array.from(container.querySelectorAll('svg [data-part-thumbnail]'));
    expect(thumbnails.map((thumb) => thumb.getAttribute('data-part-thumbnail')).sort()).toEqual([
      'display',
      'umweltsensor',
    ]);
    // Each is the part's drawing, in millimetres, fitted into its place.
    for (const thumbnail of thumbnails) {
      expect(thumbnail.tagName.toLowerCase()).toBe('svg');
      expect(thumbnail.querySelector('[data-shape="pcb"]')).not.toBeNull();
    }
    // The picture stays one image: the drawings inside add no name of their own.
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const usb = renderDrawn(<BuildStepFigure guide="home" step="usb-kabel" />);
    expect(usb.container.querySelector('[data-part-thumbnail]')).toBeNull();
  });

  it('names a port and a part by what is printed next to them', () => {
    renderDrawn(<BuildStepFigure guide="eye" step="akku" />);
    expect(drawing()).toHaveAccessibleName(
      'Schritt-Zeichnung mit der senseBox MCU Eye: Akku in „Battery“ (Akku); markiert: „on/off“ (An-/Aus-Knopf).',
    );
  });

  it('draws the sockets of both MCU revisions for a USB cable, from the shared part shapes', () => {
    const {container} = renderDrawn(<BuildStepFigure guide="home" step="usb-kabel" />);
    expect(within(drawing()).getByText('Stecker: USB-C (Rev. 1.5) / Micro-USB (Rev. 1.3)')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-shape="usb-c"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-shape="micro-usb"]')).toHaveLength(1);
    expect(within(drawing()).getByText(/durch die Öffnung im Gehäuse/)).toBeInTheDocument();
  });

  it('draws a JST PH socket for a JST PH port, and no socket where the sources name no series', () => {
    const home = renderDrawn(<BuildStepFigure guide="home" step="externe-sensoren" />);
    expect(home.container.querySelectorAll('[data-shape="jst-ph"]')).toHaveLength(2);
    home.unmount();
    const basic = renderDrawn(<BuildStepFigure guide="basic" step="akku" />);
    expect(basic.container.querySelector('[data-shape]')).toBeNull();
  });

  it('marks an on-board part on a board drawn side by side, and draws only the sides the step uses', () => {
    const {container} = renderDrawn(<BuildStepFigure guide="eye" step="akku" />);
    expect(highlighted(container).sort()).toEqual(['battery', 'powerSwitch']);
    expect(within(drawing()).getByText('senseBox MCU Eye: Oberseite')).toBeInTheDocument();
    expect(within(drawing()).getByText('senseBox MCU Eye: Unterseite')).toBeInTheDocument();
    expect(drawing()).toHaveAccessibleDescription(
      expect.stringContaining('Plus und Minus am Stecker wie „+“ und „−“ an der Buchse.'),
    );
  });

  it('names an on-board part in words where the board has no places for parts', () => {
    renderDrawn(<BuildStepFigure guide="co2" step="usb-verbinden" />);
    // The button's colour depends on the board's revision, so only its name is asked for here.
    expect(drawing()).toHaveTextContent(/Auf der Platine brauchst du dabei: Reset-Knopf \(/);
  });

  it('says where the board sits in an old housing', () => {
    const {container} = renderDrawn(<BuildStepFigure guide="home" step="mcu-bis-2020" />);
    expect(highlighted(container)).toEqual(['usb']);
    expect(container.querySelectorAll('[data-cable-to]')).toHaveLength(0);
    expect(screen.getByRole('img')).toHaveAccessibleDescription(expect.stringContaining('nach vorn'));
  });

  it('throws for a step of a guide without board data', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderDrawn(<BuildStepFigure guide="bike" step="laden" />)).toThrow('has no board data');
    jest.restoreAllMocks();
  });
});

describe('wrapText', () => {
  it('breaks at spaces and keeps every word', () => {
    expect(wrapText('eins zwei drei vier', 9)).toEqual(['eins zwei', 'drei vier']);
    expect(wrapText('Temperatur- und Luftfeuchtigkeitssensor', 20)).toEqual([
      'Temperatur- und',
      'Luftfeuchtigkeitssensor',
    ]);
  });
});
