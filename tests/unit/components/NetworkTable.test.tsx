import {render, screen, within} from '@testing-library/react';
import NetworkTable from '@site/src/components/NetworkTable';
import {addressesOf} from '@site/src/data/networkAddresses';

let mockLocale = 'de';
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({i18n: {currentLocale: mockLocale}}),
}));

describe('NetworkTable', () => {
  beforeEach(() => {
    mockLocale = 'de';
  });

  it("shows one row per address of the tool, with protocol, who needs it and what for, under the tool's caption", () => {
    render(<NetworkTable tool="blockly" caption="Blockly für senseBox" />);
    const table = screen.getByRole('table', {name: 'Blockly für senseBox'});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Adresse', 'Protokoll und Port', 'Wer braucht sie', 'Wofür']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(addressesOf('blockly').length);
    const compiler = rows.find((row) => row.textContent?.includes('compiler.sensebox.de'))!;
    expect(
      within(compiler)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'compiler.sensebox.de',
      'HTTPS (TCP 443)',
      'Computer und Tablets (Browser)',
      expect.stringMatching(/^Der Dienst zum Kompilieren/),
    ]);
  });

  it('writes who and what for in English on English pages', () => {
    mockLocale = 'en';
    render(<NetworkTable tool="opensensemap" caption="openSenseMap" />);
    const row = screen.getByText('ingress.opensensemap.org').closest('tr')!;
    expect(row.textContent).toContain('senseBox board on the Wi-Fi');
    expect(row.textContent).toContain('port 80');
  });
});
