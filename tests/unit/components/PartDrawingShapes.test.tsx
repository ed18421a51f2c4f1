import {render, screen} from '@testing-library/react';
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
} from '@site/src/components/PartDrawing/shapes';

function drawn(children: React.ReactNode) {
  return render(
    <Drawing width={50} height={30} title="Testzeichnung">
      {children}
    </Drawing>,
  ).container;
}

describe('PartDrawing shapes', () => {
  it('make one named SVG image in millimetres', () => {
    drawn(null);
    const image = screen.getByRole('img', {name: 'Testzeichnung'});
    expect(image).toHaveAttribute('viewBox', '0 0 50 30');
  });

  it('hide a decorative drawing from screen readers', () => {
    const {container} = render(
      <Drawing width={10} height={10} title="unsichtbar" decorative>
        {null}
      </Drawing>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
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
});
