import {render} from '@testing-library/react';
import {
  AntennaConnector,
  Chip,
  Drawing,
  FpcSocket,
  Highlight,
  JstPh,
  JstSh,
  Led,
  MicroUsb,
  ModuleCan,
  Note,
  PartBody,
  Pcb,
  PinHeader,
  PushButton,
  SdSlot,
  Silk,
  SlideSwitch,
  SocketStrip,
  SolderJumper,
  TerminalBlock,
  UsbC,
} from '@site/plugins/drawings/draw/shapes';

function drawn(children: React.ReactNode) {
  return render(
    <Drawing width={50} height={30}>
      {children}
    </Drawing>,
  ).container;
}

describe('PartDrawing shapes', () => {
  it('make one SVG in millimetres, a file of its own (its words are the alt text of the page)', () => {
    const svg = drawn(null).querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 50 30');
    expect(svg).toHaveAttribute('xmlns', 'http://www.w3.org/2000/svg');
  });

  it.each([
    ['jst-ph', <JstPh key="a" x={5} y={5} />],
    ['jst-sh', <JstSh key="a" x={5} y={5} />],
    ['pin-header', <PinHeader key="a" x={5} y={5} pins={4} />],
    ['terminal-block', <TerminalBlock key="a" x={5} y={5} poles={5} />],
    ['usb-c', <UsbC key="a" x={5} y={5} />],
    ['micro-usb', <MicroUsb key="a" x={5} y={5} />],
    ['antenna-connector', <AntennaConnector key="a" x={5} y={5} />],
    ['sd-slot', <SdSlot key="a" x={5} y={5} />],
    ['socket-strip', <SocketStrip key="a" x={5} y={5} pins={10} />],
    ['fpc', <FpcSocket key="a" x={5} y={5} width={17} />],
    ['chip', <Chip key="a" x={5} y={5} width={3} height={3} />],
    ['module', <ModuleCan key="a" x={5} y={5} width={18} height={25} antenna={6} />],
    ['led', <Led key="a" x={5} y={5} />],
    ['button', <PushButton key="a" x={5} y={5} />],
    ['switch', <SlideSwitch key="a" x={5} y={5} />],
    ['body', <PartBody key="a" x={5} y={5} width={10} height={10} opening={4} />],
    ['jumper', <SolderJumper key="a" x={5} y={5} closed />],
    ['highlight', <Highlight key="a" x={5} y={5} width={4} height={4} />],
  ])('draws %s at its centre, turned about it', (shape, element) => {
    const container = drawn(element);
    const node = container.querySelector(`[data-shape="${shape}"]`);
    expect(node).not.toBeNull();
    expect(node?.getAttribute('transform')).toBe('translate(5 5)');
  });

  it('turns a socket by the rotation given', () => {
    const container = drawn(<JstPh x={10} y={4} rotate={90} pins={2} />);
    expect(container.querySelector('[data-shape="jst-ph"]')).toHaveAttribute('transform', 'translate(10 4) rotate(90)');
    // One contact per pin.
    expect(container.querySelectorAll('[data-shape="jst-ph"] rect.metal')).toHaveLength(2);
  });

  it('writes only the marking it is given on a chip', () => {
    const blank = drawn(<Chip x={5} y={5} width={7} height={7} />);
    expect(blank.querySelectorAll('text')).toHaveLength(0);
    const marked = drawn(<Chip x={5} y={5} width={7} height={7} marking={['SAMD21G18']} />);
    expect(Array.from(marked.querySelectorAll('text')).map((text) => text.textContent)).toEqual(['SAMD21G18']);
  });

  it('keeps print and our own labels apart', () => {
    const container = drawn(
      <Pcb left={0} top={0} width={25} height={25} holes="corners">
        <Silk x={12} y={3}>
          Rev 1.5
        </Silk>
        <Note from={{x: 12, y: 12}} to={{x: 30, y: 12}}>
          HDC1080
        </Note>
      </Pcb>,
    );
    expect(container.querySelectorAll('circle.hole')).toHaveLength(4);
    expect(container.querySelector('[data-shape="silk"]')).toHaveClass('silk');
    expect(container.querySelector('[data-shape="note"] text')).toHaveClass('note');
  });

  it('draws a push button with a round cap, the cap its footprint gives, or a side plunger and no cap', () => {
    const container = drawn(
      <>
        <PushButton x={5} y={5} size={4.5} height={3.2} />
        <PushButton x={5} y={5} size={4.5} height={3.2} cap={{diameter: 2.6}} />
        <PushButton x={5} y={5} size={6} height={3.5} cap={{width: 3.25, height: 1.5}} />
        <PushButton x={5} y={5} size={3.5} height={2.9} plunger={{width: 1.7, depth: 0.65}} />
      </>,
    );
    const [plain, round, rect, side] = Array.from(container.querySelectorAll('[data-shape="button"]'));
    expect(plain?.querySelector('circle')?.getAttribute('r')).toBe('0.96');
    expect(round?.querySelector('circle')?.getAttribute('r')).toBe('1.3');
    expect(rect?.getAttribute('data-cap')).toBe('rect');
    expect(side?.getAttribute('data-cap')).toBe('side');
    expect(side?.querySelector('circle')).toBeNull();
    // The plunger stands on the top edge, outside the body.
    const plunger = side?.querySelectorAll('rect')[1];
    expect([plunger?.getAttribute('x'), plunger?.getAttribute('y'), plunger?.getAttribute('width')]).toEqual([
      '-0.85',
      '-2.1',
      '1.7',
    ]);
  });

  it('tints an LED only where it has a colour', () => {
    const container = drawn(
      <>
        <Led x={5} y={5} />
        <Led x={5} y={5} color="red" />
        <Led x={5} y={5} color="green" />
      </>,
    );
    const lenses = Array.from(container.querySelectorAll('[data-shape="led"]')).map((led) =>
      led.querySelector('circle')?.getAttribute('class'),
    );
    expect(lenses).toEqual(['ledLens', 'ledLens ledLensRed', 'ledLens ledLensGreen']);
  });
});
