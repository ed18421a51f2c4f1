import {render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import BlocklyBlock, {
  BLOCK_COLOURS,
  BLOCK_HUES,
  blockNames,
  blockText,
  type BlockSpec,
} from '@site/src/components/BlocklyBlock';

const ifBlock: BlockSpec = {
  colour: 'logic',
  rows: [
    {
      parts: [
        'wenn',
        {socket: {colour: 'logic', output: true, rows: [{parts: [{socket: null}, {dropdown: '='}, {socket: null}]}]}},
      ],
    },
    {parts: ['mache'], statements: [{colour: 'time', rows: [{parts: ['Warte', {field: '1000'}, 'Millisekunden']}]}]},
  ],
};

describe('BlocklyBlock', () => {
  afterEach(() => jest.restoreAllMocks());

  it('takes keyboard focus only while the drawing is wider than the page and scrolls', () => {
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328);
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(300);
    const {unmount} = render(<BlocklyBlock {...ifBlock} alt="wenn" />);
    expect(screen.getByRole('img', {name: 'wenn'})).not.toHaveAttribute('tabindex');
    unmount();
    scrollWidth.mockReturnValue(520);
    render(<BlocklyBlock {...ifBlock} alt="wenn" />);
    expect(screen.getByRole('img', {name: 'wenn'})).toHaveAttribute('tabindex', '0');
  });

  it('is focusable in the server HTML, where the page width is not known yet', () => {
    const html = renderToString(<BlocklyBlock {...ifBlock} alt="wenn" />);
    const drawing = new DOMParser().parseFromString(html, 'text/html').querySelector('[role="img"]');
    expect(drawing?.getAttribute('tabindex')).toBe('0');
  });

  it('is one image whose name is the alt text from the page', () => {
    render(<BlocklyBlock {...ifBlock} alt="Ein leerer wenn-Block" />);
    expect(screen.getByRole('img', {name: 'Ein leerer wenn-Block'})).toBeInTheDocument();
  });

  it('names itself after its labels when the page gives no alt text', () => {
    render(<BlocklyBlock colour="time" rows={[{parts: ['Warte', {field: '1000'}, 'Millisekunden']}]} />);
    expect(screen.getByRole('img', {name: 'Blockly-Block: Warte 1000 Millisekunden'})).toBeInTheDocument();
  });

  it('draws labels, fields, dropdowns and nested blocks', () => {
    render(<BlocklyBlock {...ifBlock} />);
    const image = screen.getByRole('img');
    expect(image).toHaveTextContent('wenn');
    expect(image).toHaveTextContent('= ▾');
    expect(image).toHaveTextContent('mache');
    expect(image).toHaveTextContent('Warte1000Millisekunden');
  });

  it('shows a tick only in a checked checkbox', () => {
    const {container} = render(
      <BlocklyBlock colour="web" rows={[{parts: ['SSL', {checkbox: true}, 'Test', {checkbox: false}]}]} />,
    );
    const boxes = container.querySelectorAll('.checkbox');
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toHaveTextContent('✓');
    expect(boxes[1]).toHaveTextContent('');
  });

  it('paints each block in the colour of its category', () => {
    const {container} = render(<BlocklyBlock {...ifBlock} />);
    const timeBlock = container.querySelector('[data-colour="time"]');
    expect(timeBlock).toHaveStyle({'--blockly-block-colour': BLOCK_COLOURS.time});
    expect(container.querySelector('[data-colour="logic"]')).toHaveClass('statementBlock');
  });

  it('marks value blocks so they get the plug-in tab', () => {
    const {container} = render(<BlocklyBlock colour="math" output rows={[{parts: [{field: '0'}]}]} />);
    expect(container.querySelector('[data-colour="math"]')).toHaveClass('valueBlock');
  });

  it('collects the text of nested blocks in reading order', () => {
    expect(blockText(ifBlock)).toBe('wenn = mache Warte 1000 Millisekunden');
  });

  it('lists every block by its own words, for the alt text of a program’s screenshot', () => {
    expect(blockNames(ifBlock)).toEqual(['wenn mache', '=', 'Warte 1000 Millisekunden']);
  });

  // The colours of the editor (its hue per category) with white text a reader can read (WCAG AA, 4.5:1).
  it.each(Object.entries(BLOCK_COLOURS))(
    'draws %s blocks in the editor’s hue with readable white text',
    (name, hex) => {
      const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255) as [
        number,
        number,
        number,
      ];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const delta = max - min;
      const hue =
        max === r
          ? (((g - b) / delta) * 60 + 360) % 360
          : max === g
            ? ((b - r) / delta) * 60 + 120
            : ((r - g) / delta) * 60 + 240;
      expect(Math.abs(hue - BLOCK_HUES[name as keyof typeof BLOCK_HUES])).toBeLessThanOrEqual(2);
      // The editor's saturation (0.45) is kept.
      expect(delta / max).toBeCloseTo(0.45, 1);
      const linear = (channel: number) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
      const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
