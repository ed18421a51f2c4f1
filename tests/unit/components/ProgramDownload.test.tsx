import {render, screen} from '@testing-library/react';
import BlocklyBlock, {type BlockSpec} from '@site/src/components/BlocklyBlock';

// What plugins/blockly-files gives the pages: the boards each program has files for.
jest.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) =>
    name === 'blockly-files' ? {programs: {'led-blinken': ['mcu', 'mcus2', 'eye'], 'nur-mcu': ['mcu']}} : undefined,
}));

// The page's language; the screenshots' list is the generated one (src/data/screenshots.ts).
let mockLocale = 'de';
jest.mock('@docusaurus/useDocusaurusContext', () => {
  const actual = jest.requireActual('@docusaurus/useDocusaurusContext') as {
    default: () => {i18n: Record<string, unknown>};
  };
  return {
    __esModule: true,
    default: () => {
      const context = actual.default();
      return {...context, i18n: {...context.i18n, currentLocale: mockLocale}};
    },
  };
});

const program: BlockSpec = {colour: 'program', rows: [{parts: ['Endlosschleife()'], statements: []}]};

describe('the download line of a drawn program', () => {
  it('links one file per board, named after the program and the board, with the editor’s button names', () => {
    const {container} = render(<BlocklyBlock {...program} alt="Programm" program="led-blinken" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('download')])).toEqual([
      ['/blockly-xml/led-blinken-mcu.xml', 'led-blinken-mcu.xml'],
      ['/blockly-xml/led-blinken-mcus2.xml', 'led-blinken-mcus2.xml'],
      ['/blockly-xml/led-blinken-eye.xml', 'led-blinken-eye.xml'],
    ]);
    expect(container.querySelector('[data-blockly-program]')?.textContent).toBe(
      'Als Datei: led-blinken-mcu.xml (senseBox MCU), led-blinken-mcus2.xml (senseBox MCU-S2), led-blinken-eye.xml (senseBox MCU Eye). Öffne sie im Blockly-Editor mit Projekt öffnen (Pfeil nach oben) und bestätige mit Bestätigen.',
    );
  });

  it('shows only the tab’s board where the drawing names one, without repeating the board name', () => {
    render(<BlocklyBlock {...program} program="led-blinken" programBoard="mcus2" />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['led-blinken-mcus2.xml']);
    expect(screen.queryByText(/senseBox MCU-S2/)).toBeNull();
  });

  it('fails (and with it the build) for a program or board the data does not have', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<BlocklyBlock {...program} program="gibt-es-nicht" />)).toThrow('no such program');
    expect(() => render(<BlocklyBlock {...program} program="nur-mcu" programBoard="eye" />)).toThrow('no file for eye');
  });

  it('draws no line under a drawing without a program', () => {
    const {container} = render(<BlocklyBlock {...program} />);
    expect(container.querySelector('[data-blockly-program]')).toBeNull();
  });

  describe('the editor screenshot under the line', () => {
    afterEach(() => {
      mockLocale = 'de';
    });

    it('shows the program in the editor on the first board, lazily and with its size, after the line', () => {
      const {container} = render(<BlocklyBlock {...program} alt="Programm" program="led-blinken" />);
      const image = screen.getByRole('img', {name: /nachdem du led-blinken-mcu\.xml geöffnet hast/});
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
      expect(image.getAttribute('src')).toMatch(/^\/img\/editor\/program-led-blinken-mcu\.de-\d+\.webp$/);
      const line = container.querySelector('[data-blockly-program]')!;
      expect(line.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('shows the tab’s board where the drawing names one, and the English editor on English pages', () => {
      mockLocale = 'en';
      render(<BlocklyBlock {...program} alt="Program" program="led-blinken" programBoard="eye" />);
      const image = screen.getByRole('img', {name: /led-blinken-eye\.xml/});
      expect(image.getAttribute('src')).toMatch(/^\/img\/editor\/program-led-blinken-eye\.en-\d+\.webp$/);
    });

    it('shows none where there is no screenshot of the program', () => {
      render(<BlocklyBlock {...program} alt="Programm" program="nur-mcu" />);
      expect(screen.queryByRole('img', {name: /nur-mcu/})).toBeNull();
    });
  });
});
