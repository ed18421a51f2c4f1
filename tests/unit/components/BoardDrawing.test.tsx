import {render, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {setTestLocale} from '../stubs/codeTranslations';
import {renderDrawn, withDrawn} from '../drawings/inlineDrawings';
import BoardDrawing from '@site/src/components/BoardDrawing';
import KitContents from '@site/src/components/KitContents';
import {kitPartIds} from '@site/plugins/drawings/draw/kit';
import {BOARD_HARDWARE_IDS, getBoard} from '@site/src/data/boardHardware';
import {BOARD_DRAWINGS} from '@site/src/data/boardDrawings';
import {getPart, PART_IDS} from '@site/src/data/parts';
import {KIT_IDS, KITS} from '@site/src/kits/kits';

jest.mock('@site/src/components/Drawn', () => require('../drawings/inlineDrawings').inlineDrawnModule);

function shapes(container: Element, shape: string): Element[] {
  return Array.from(container.querySelectorAll(`[data-shape="${shape}"]`));
}

/** Where a shape is drawn: its centre in drawing mm and its turn, read from its transform. */
function placeOf(element: Element | null | undefined): {x: number; y: number; rotate: number} {
  const transform = element?.getAttribute('transform') ?? '';
  const [, x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(transform) ?? [];
  const [, rotate] = /rotate\(([-\d.]+)\)/.exec(transform) ?? [];
  return {x: Number(x), y: Number(y), rotate: Number(rotate ?? 0)};
}

/** The LEDs of one drawn side as "colour width×height at x/y", in the order of the data. */
function leds(side: Element | null): string[] {
  return shapes(side!, 'led').map((led) => {
    const body = led.querySelector('rect');
    const {x, y} = placeOf(led);
    return `${led.getAttribute('data-color') ?? 'rgb'} ${body?.getAttribute('width')}×${body?.getAttribute('height')} at ${x}/${y}`;
  });
}

// Kit contents name each part by its page title, which the docs plugin knows; the test gives the doc id.
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDocById: (id: string) => ({id, title: `Titel von ${id}`}),
}));

describe('board drawing data', () => {
  it.each(BOARD_HARDWARE_IDS)('points only at ports, parts and part pages the %s data has', (board) => {
    const hardware = getBoard(board);
    for (const side of BOARD_DRAWINGS[board].sides) {
      for (const item of [...side.items, ...side.silk]) {
        if (item.port) expect(hardware.ports.map((port) => port.id)).toContain(item.port);
        for (const kind of item.parts ?? []) expect(hardware.onboard.map((part) => part.kind)).toContain(kind);
        if (item.partId)
          expect(getPart(item.partId).connections?.map((connection) => connection.board)).toContain(board);
      }
    }
  });

  it.each(['mcu', 'mcus2'] as const)('names the %s revisions as the board data does', (board) => {
    expect(BOARD_DRAWINGS[board].revisions?.map((revision) => revision.name)).toEqual(
      getBoard(board).revisions?.map((revision) => revision.name),
    );
  });

  it('moves print only with a part the revision also replaces', () => {
    for (const board of BOARD_HARDWARE_IDS) {
      for (const revision of BOARD_DRAWINGS[board].revisions ?? []) {
        for (const print of revision.silk ?? []) {
          expect(revision.replace.some((item) => item.parts?.join() === print.parts?.join())).toBe(true);
        }
      }
    }
  });
});

describe('BoardDrawing', () => {
  afterEach(() => setTestLocale('de'));

  it.each(BOARD_HARDWARE_IDS)('draws the %s with its sockets and its own print', (board) => {
    const {container} = renderDrawn(<BoardDrawing board={board} />);
    const sides = BOARD_DRAWINGS[board].sides.length;
    expect(screen.getAllByRole('img')).toHaveLength(sides);
    expect(container.querySelectorAll('[data-shape="pcb"]')).toHaveLength(sides);
    expect(container.querySelectorAll('[data-shape="jst-ph"], [data-shape="jst-sh"]').length).toBeGreaterThan(1);
    expect(container.querySelectorAll('[data-shape="usb-c"], [data-shape="micro-usb"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-highlighted]')).toHaveLength(0);
  });

  it('takes printed names from the board data and the revision from the drawing', () => {
    const {container} = renderDrawn(<BoardDrawing board="mcus2" />);
    const prints = Array.from(container.querySelectorAll('[data-print]')).map((element) =>
      element.getAttribute('data-print'),
    );
    expect(prints).toEqual(
      expect.arrayContaining([
        'MCU 2.2',
        'Ext. 5V',
        'Micro-SD',
        'Off/On',
        'Boot-Switch',
        'Light Sensor',
        'RGB-LED',
        'IMU',
      ]),
    );
    expect(
      screen.getByRole('img', {name: /^Zeichnung der senseBox MCU-S2, Revision 2\.2, von oben: eine USB-C-Buchse/}),
    ).toBeInTheDocument();
  });

  it('draws both MCU revisions side by side with the socket and print that tell them apart', () => {
    const {container} = renderDrawn(<BoardDrawing board="mcu" revisions />);
    const revisions = Array.from(container.querySelectorAll('figure[data-revision]'));
    expect(revisions.map((figure) => figure.getAttribute('data-revision'))).toEqual(['1.3', '1.5']);
    expect(revisions[0]!.querySelector('[data-shape="micro-usb"]')).not.toBeNull();
    expect(revisions[1]!.querySelector('[data-shape="usb-c"]')).not.toBeNull();
    expect(screen.getByRole('img', {name: /Revision 1\.3.*eine Micro-USB-Buchse.*„Rev 1\.3“/})).toBeInTheDocument();
    // Only the socket differs, and the name counts it already.
    expect(screen.getByRole('img', {name: /Revision 1\.5/})).not.toHaveAccessibleName(/Anders als/);
    expect(container.querySelector('[data-tell-apart]')).toHaveTextContent(
      'Revision 1.3: Aufdruck „Rev 1.3“, Micro-USB-Buchse. Reset-Knopf: rot. Revision 1.5: Aufdruck „Rev 1.5“, USB-C-Buchse. Reset-Knopf: blau.',
    );
  });

  it('draws MCU-S2 2.1 and 2.2 side by side with the print and the motion sensor that tell them apart', () => {
    const {container} = renderDrawn(<BoardDrawing board="mcus2" revisions />);
    const revisions = Array.from(container.querySelectorAll('figure[data-revision]'));
    expect(revisions.map((figure) => figure.getAttribute('data-revision'))).toEqual(['2.1', '2.2']);
    // The motion sensor: 4 mm MPU-6050 on 2.1, 3 mm ICM-20948 a little lower on 2.2.
    const imu = revisions.map((figure) => figure.querySelector('[data-shape="chip"] rect'));
    expect(imu.map((rect) => rect?.getAttribute('width'))).toEqual(['4', '3']);
    for (const [index, print] of ['MCU 2.1', 'MCU 2.2'].entries()) {
      expect(revisions[index]!.querySelector(`[data-print="${print}"]`)).not.toBeNull();
    }
    // The boot button's print moves down with its smaller button.
    const bootPrintY = revisions.map((figure) => {
      const place = figure.querySelector('[data-print="Boot-Switch"] text')?.getAttribute('transform') ?? '';
      return Number(/translate\(\s*[-\d.]+[ ,]+([-\d.]+)/.exec(place)?.[1]);
    });
    expect(bootPrintY.every(Number.isFinite)).toBe(true);
    expect(bootPrintY[1]).toBeGreaterThan(bootPrintY[0]!);
    expect(screen.getByRole('img', {name: /Revision 2\.1.*„MCU 2\.1“/})).toBeInTheDocument();
    // The names say which parts look different, with the size drawn; the sockets are the same.
    expect(
      screen.getByRole('img', {name: /Revision 2\.1, .*Anders als in Revision 2\.2: Lagesensor \(IMU\) 4 × 4 mm, /}),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {name: /Revision 2\.2, .*Anders als in Revision 2\.1: Lagesensor \(IMU\) 3 × 3 mm, /}),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', {name: /Revision 2\.2, .*Boot-Switch-Knopf 3,2 × 4,5 mm/})).toBeInTheDocument();
    expect(container.querySelector('[data-tell-apart]')).toHaveTextContent(
      'Revision 2.1: Aufdruck „MCU 2.1“, Lagesensor MPU6050. Revision 2.2: Aufdruck „MCU 2.2“, Lagesensor ICM-20948.',
    );
  });

  it('tells the MCU-S2 revisions apart in English', () => {
    setTestLocale('en');
    const {container} = renderDrawn(<BoardDrawing board="mcus2" revisions />);
    expect(container.querySelector('[data-tell-apart]')).toHaveTextContent(
      'Revision 2.1: print “MCU 2.1”, motion sensor MPU6050. Revision 2.2: print “MCU 2.2”, motion sensor ICM-20948.',
    );
  });

  it('draws the newest revision on the overview, in English too', () => {
    setTestLocale('en');
    const {container} = renderDrawn(<BoardDrawing board="mcu" />);
    expect(container.querySelector('[data-shape="usb-c"]')).not.toBeNull();
    expect(
      screen.getByRole('img', {name: /^Drawing of the senseBox MCU, revision 1\.5, seen from above: a USB-C socket/}),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {name: /Printed on it: “senseBox MCU”, “XBEE1”, “XBEE2”, “SDA SCL”, “Rev 1\.5”/}),
    ).toBeInTheDocument();
  });

  it('draws the MCU-S2 light sensor as a photodiode, not as an LED, and names it so', () => {
    const {container} = renderDrawn(<BoardDrawing board="mcus2" />);
    // D5 (IN-S63DTLS) is the one photodiode; the LEDs are D1 red, D6 green and the RGB LED D4.
    expect(shapes(container, 'photodiode')).toHaveLength(1);
    expect(shapes(container, 'led')).toHaveLength(3);
    const name = screen.getByRole('img').getAttribute('aria-label') ?? '';
    expect(name).toMatch(/, 3 LEDs und ein Lichtsensor \(Photodiode\)\. Aufdrucke:/);
    expect(name).not.toMatch(/4 LEDs/);
  });

  it('names the MCU-S2 light sensor in English', () => {
    setTestLocale('en');
    renderDrawn(<BoardDrawing board="mcus2" />);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      /, 3 LEDs and one light sensor \(photodiode\)\. Printed on it:/,
    );
  });

  it.each([
    ['mcu', /von oben: .* und 6 LEDs\. Aufdrucke:/],
    ['mini', /Oberseite: .* und 5 LEDs\. Aufdrucke:/],
    ['eye', /Oberseite: .* und 3 LEDs\. Aufdrucke:/],
  ] as const)('counts only real LEDs on the %s, which has no light sensor', (board, pattern) => {
    const {container} = renderDrawn(<BoardDrawing board={board} />);
    expect(shapes(container, 'photodiode')).toHaveLength(0);
    expect(screen.getByRole('img', {name: pattern})).not.toHaveAccessibleName(/Lichtsensor/);
  });

  it('draws the 2.1 boot button with the rectangular cap of its footprint and the 2.2 one round', () => {
    const {container} = renderDrawn(<BoardDrawing board="mcus2" revisions />);
    const caps = Array.from(container.querySelectorAll('figure[data-revision]')).map((figure) => {
      const boot = figure.querySelector('[data-shape="button"][data-cap="rect"]');
      return boot ? `rect ${boot.querySelector('rect + rect')?.getAttribute('width')}` : 'round';
    });
    expect(caps).toEqual(['rect 3.25', 'round']);
  });

  it('draws the red and green LEDs of the Eye beside its button, and counts them', () => {
    const {container} = renderDrawn(<BoardDrawing board="eye" />);
    // Camera side, seen mirrored: x = 60 - x + 3, y = 30 - y + 3 for D4 (47.15/8.41) and D7 (47.12/10.35).
    expect(leds(container.querySelector('g[data-side="top"]'))).toEqual([
      'rgb 2×2 at 56.33/8.71',
      'red 1.6×0.8 at 15.85/24.59',
      'green 1.6×0.8 at 15.88/22.65',
    ]);
    expect(screen.getByRole('img', {name: /Oberseite: .* und 3 LEDs\. Aufdrucke:/})).toBeInTheDocument();
    expect(screen.getByRole('img', {name: /Unterseite/})).not.toHaveAccessibleName(/LED/);
  });

  it('draws the MCU-S2 reset button pushed from the left edge, without a cap, in both revisions', () => {
    const {container} = renderDrawn(<BoardDrawing board="mcus2" revisions />);
    const resets = Array.from(container.querySelectorAll('figure[data-revision]')).map((figure) => {
      const buttons = Array.from(figure.querySelectorAll('[data-shape="button"]'));
      expect(buttons.filter((button) => button.getAttribute('data-cap') === 'side')).toHaveLength(1);
      const reset = figure.querySelector('[data-shape="button"][data-cap="side"]')!;
      const [body, plunger] = Array.from(reset.querySelectorAll('rect'));
      expect(reset.querySelector('circle')).toBeNull();
      // The plunger stands out of the edge the turn points at the board's left edge (drawn at x = 3).
      const place = placeOf(reset);
      const tip = place.x + Number(plunger!.getAttribute('y'));
      expect(place.rotate).toBe(270);
      expect(tip).toBeLessThan(3);
      return `${body!.getAttribute('width')}×${body!.getAttribute('height')}, plunger ${plunger!.getAttribute('width')}×${plunger!.getAttribute('height')}`;
    });
    // 2.1: WS-TASU, 4.7 × 3.5 mm with a 2.6 × 1 mm plunger; 2.2: PTS840, 3.5 × 2.9 mm, plunger 1.7 × 0.65 mm.
    expect(resets).toEqual(['4.7×3.5, plunger 2.6×1', '3.5×2.9, plunger 1.7×0.65']);
  });

  it('draws the 2.2 boot button with the 1.3 mm round cap of its TL3365 footprint', () => {
    const {container} = renderDrawn(<BoardDrawing board="mcus2" revisions />);
    const boot = container.querySelector('figure[data-revision="2.2"] [data-shape="button"][data-cap="round"]');
    expect(boot?.querySelector('rect')?.getAttribute('width')).toBe('4.5');
    expect(boot?.querySelector('circle')?.getAttribute('r')).toBe('1.3');
  });

  it('draws the MCU mini buttons pushed from the right edge and its green LED under D20 on the bottom', () => {
    const {container} = renderDrawn(<BoardDrawing board="mini" />);
    const top = container.querySelector('g[data-side="top"]');
    const bottom = container.querySelector('g[data-side="bottom"]');
    const buttons = shapes(top!, 'button');
    expect(buttons.map((button) => button.getAttribute('data-cap'))).toEqual(['side', 'side']);
    // Turned a quarter clockwise, the plunger faces the right edge (45 mm + 3 mm margin).
    for (const button of buttons) {
      const plunger = button.querySelectorAll('rect')[1];
      expect(placeOf(button).rotate).toBe(90);
      expect(placeOf(button).x - Number(plunger?.getAttribute('y'))).toBeGreaterThan(48);
    }
    // C0603 stands upright; D16 sits at 32.25/26.19 on the bottom, seen mirrored (x = 45 - x + 3).
    expect(leds(top)).toEqual([
      'rgb 5×5 at 28.49/17',
      'red 0.8×1.6 at 43.75/26',
      'green 0.8×1.6 at 42.5/26',
      'green 0.8×1.6 at 25.5/10.62',
      'green 0.8×1.6 at 35.26/4.84',
    ]);
    expect(leds(bottom)).toEqual(['green 0.8×1.6 at 15.75/4.81']);
    expect(screen.getByRole('img', {name: /Unterseite: .* und eine LED\. Aufdrucke:/})).toBeInTheDocument();
  });

  it('draws the MCU LEDs as the layout file turns them, in the colour their part names', () => {
    const {container} = renderDrawn(<BoardDrawing board="mcu" />);
    expect(leds(container.querySelector('g[data-side="top"]')).map((led) => led.replace(/ at .*/, ''))).toEqual([
      'red 0.8×1.6',
      'green 0.8×1.6',
      'green 0.8×1.6',
      'green 0.8×1.6',
      'green 1.6×0.8',
      'green 1.6×0.8',
    ]);
  });

  it('draws both sides of the Eye, named', () => {
    renderDrawn(<BoardDrawing board="eye" />);
    expect(screen.getByRole('img', {name: /Oberseite: .*eine Antennenbuchse.*„Lora Ant\.“/})).toBeInTheDocument();
    expect(screen.getByRole('img', {name: /Unterseite: .*„USB charge & prog\.“/})).toBeInTheDocument();
  });
});

describe('KitContents', () => {
  it.each(KIT_IDS)('shows what the parts data puts in the %s box', (kit) => {
    const {container} = render(<MemoryRouter>{withDrawn(<KitContents kit={kit} />)}</MemoryRouter>);
    const included = PART_IDS.filter((id) => getPart(id).includedIn.includes(kit));
    const {separate, onboard} = kitPartIds(kit);
    expect([...separate, ...onboard].sort()).toEqual([...included].sort());
    expect(
      Array.from(container.querySelectorAll('[data-kit-part]')).map((item) => item.getAttribute('data-kit-part')),
    ).toEqual(separate);
    expect(
      Array.from(container.querySelectorAll('[data-kit-onboard]')).map((item) => item.getAttribute('data-kit-onboard')),
    ).toEqual(onboard);
    expect(container.querySelectorAll('[data-kit-board]')).toHaveLength(KITS[kit].board ? 1 : 0);
    for (const item of Array.from(container.querySelectorAll('[data-kit-part]'))) {
      // The link text names the part; its small drawing is hidden from screen readers.
      expect(item.querySelector('[aria-hidden="true"] > svg')).not.toBeNull();
      expect(item.querySelector('a')?.getAttribute('href')).toMatch(/^\/docs\/hardware\//);
    }
  });

  it('names each part by its page title and links it', () => {
    render(<MemoryRouter>{withDrawn(<KitContents kit="co2" />)}</MemoryRouter>);
    expect(screen.getByRole('link', {name: /Titel von hardware\/sensors\/co2/})).toHaveAttribute(
      'href',
      '/docs/hardware/sensors/co2',
    );
    expect(screen.getByRole('figure')).toHaveTextContent('Das steckt in der Box der CO2-Ampel');
  });
});
