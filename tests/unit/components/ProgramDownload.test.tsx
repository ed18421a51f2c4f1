import {render, screen} from '@testing-library/react';
import BlocklyBlock, {type BlockSpec} from '@site/src/components/BlocklyBlock';

// What plugins/blockly-files gives the pages: the boards each program has files for.
jest.mock('@docusaurus/useGlobalData', () => ({
  usePluginData: (name: string) =>
    name === 'blockly-files' ? {programs: {'led-blinken': ['mcu', 'mcus2', 'eye'], 'nur-mcu': ['mcu']}} : undefined,
}));

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
});
