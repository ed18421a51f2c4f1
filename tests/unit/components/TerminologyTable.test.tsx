import {render, screen, within} from '@testing-library/react';
import TerminologyTable from '../../../src/components/TerminologyTable';
import {TERMINOLOGY} from '../../../src/data/terminology';
import {setTestLocale} from '../stubs/codeTranslations';

let mockLocale = 'de';
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({i18n: {currentLocale: mockLocale}}),
}));

function rowOf(form: string): HTMLElement {
  return screen.getByRole('rowheader', {name: form}).closest('tr')!;
}

describe('TerminologyTable', () => {
  afterEach(() => {
    mockLocale = 'de';
    setTestLocale('de');
  });

  it('has a row per term with a German and an English column (de)', () => {
    render(<TerminologyTable />);
    const table = screen.getByRole('table', {name: 'Begriffe der Dokumentation'});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Deutsch', 'Englisch', 'Nicht so', 'Anmerkung']);
    expect(within(table).getAllByRole('row')).toHaveLength(TERMINOLOGY.length + 1);
  });

  it('names the variant, its language and the German reason', () => {
    render(<TerminologyTable />);
    const row = rowOf('Kohlenstoffdioxid');
    expect(within(row).getByText('carbon dioxide')).toHaveAttribute('lang', 'en');
    expect(within(row).getByText('Kohlendioxid')).toHaveAttribute('lang', 'de');
    expect(row).toHaveTextContent(
      'Deutsch: Kohlendioxid – Ältere Kurzform; im Chemieunterricht heißt das Gas Kohlenstoffdioxid.',
    );
  });

  it('says a reason shared by many variants once', () => {
    render(<TerminologyTable />);
    const row = rowOf(TERMINOLOGY.find((term) => term.id === 'imperative-short')!.de!);
    expect(within(row).getAllByRole('listitem')).toHaveLength(1);
    expect(row).toHaveTextContent(
      /Deutsch: Prüfe, Wähle, Drücke, .* – Bei diesem Verb schreiben die Seiten fast immer die kurze Form ohne -e/,
    );
    expect(within(row).getByText('nur im Deutschen')).toBeInTheDocument();
  });

  /** Today every variant is enforced; these tests mark one as planned for as long as they run. */
  function withPlannedWifi(run: () => void) {
    const variant = TERMINOLOGY.find((term) => term.id === 'wifi')!.forbidden.en[0]! as {planned?: true};
    variant.planned = true;
    try {
      run();
    } finally {
      delete variant.planned;
    }
  }

  it('shows no variant as planned while every variant is enforced', () => {
    render(<TerminologyTable />);
    expect(screen.queryByText(/geplant/)).toBeNull();
  });

  it('marks a variant that is planned', () => {
    withPlannedWifi(() => {
      render(<TerminologyTable />);
      expect(rowOf('WLAN')).toHaveTextContent('Englisch: WiFi (geplant)');
    });
  });

  it('gives reasons and notes in English in the English guide', () => {
    mockLocale = 'en';
    setTestLocale('en');
    render(<TerminologyTable />);
    const table = screen.getByRole('table', {name: 'Terms of the documentation'});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['German', 'English', 'Not like this', 'Notes']);
    expect(rowOf('Kohlenstoffdioxid')).toHaveTextContent(
      'German: Kohlendioxid – Older short form; chemistry lessons call the gas Kohlenstoffdioxid.',
    );
    expect(rowOf('WLAN')).toHaveTextContent('English: WiFi – Wi-Fi.');
    expect(rowOf('WLAN')).not.toHaveTextContent('(planned)');
    expect(rowOf('openSenseMap (die openSenseMap)')).toHaveTextContent(
      'English: the openSenseMap – A name without article',
    );
  });
});
