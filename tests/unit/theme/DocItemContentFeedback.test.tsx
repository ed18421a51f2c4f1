import {act, screen, within} from '@testing-library/react';

jest.mock('@theme-original/DocItem/Content', () => ({
  __esModule: true,
  default: () => <div data-testid="content">Text der Seite</div>,
}));
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({metadata: {title: 'Umweltsensor', permalink: '/docs/hardware/sensors/umweltsensor'}}),
}));
let locale = 'de';
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({siteConfig: {url: 'https://docs.sensebox.de'}, i18n: {currentLocale: locale, defaultLocale: 'de'}}),
}));

import DocItemContent from '../../../src/theme/DocItem/Content';
import {newIssueUrl} from '../../../src/components/PageFeedback/issueUrl';
import {renderAt} from '../renderWithRouter';

function issue(link: HTMLElement): {title: string; body: string} {
  const url = new URL(link.getAttribute('href')!);
  expect(url.origin + url.pathname).toBe('https://github.com/sensebox/docs/issues/new');
  return {title: url.searchParams.get('title')!, body: url.searchParams.get('body')!};
}

describe('DocItem/Content wrapper: "War diese Seite hilfreich?" below the page', () => {
  beforeEach(() => {
    localStorage.clear();
    locale = 'de';
  });

  it('asks the question below the page and its print control, with two links that open a prefilled issue', () => {
    renderAt('/docs/hardware/sensors/umweltsensor', <DocItemContent />);
    const region = screen.getByRole('region', {name: 'War diese Seite hilfreich?'});
    const yes = within(region).getByRole('link', {name: 'Ja'});
    const no = within(region).getByRole('link', {name: 'Nein'});
    const printButton = screen.getByRole('button', {name: 'Seite drucken'});
    expect(
      screen.getByTestId('content').compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(printButton.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const link of [yes, no]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(issue(yes).title).toBe('Rückmeldung zu „Umweltsensor“: hilfreich');
    expect(issue(no).title).toBe('Rückmeldung zu „Umweltsensor“: nicht hilfreich');
    const {body} = issue(no);
    expect(body).toContain('Seite: https://docs.sensebox.de/docs/hardware/sensors/umweltsensor\n');
    expect(body).toContain('Sprache: de\n');
    expect(body).toContain('Board: keins gewählt\n');
    expect(body).toContain('Hilfreich: Nein\n');
    // The reader's own words go below the prefilled lines.
    expect(body.trimEnd()).toMatch(/Schreib es hier auf:$/);
  });

  it("carries the chosen board (from ?board=) in the page's address and its own line", async () => {
    await act(async () => {
      renderAt('/docs/hardware/sensors/umweltsensor?board=edus2', <DocItemContent />);
    });
    const {body} = issue(screen.getByRole('link', {name: 'Ja'}));
    expect(body).toContain('Seite: https://docs.sensebox.de/docs/hardware/sensors/umweltsensor?board=edus2\n');
    expect(body).toContain('Board: senseBox:edu S2 (edus2)\n');
    expect(body).toContain('Hilfreich: Ja\n');
  });

  it('names the page’s language', () => {
    locale = 'en';
    renderAt('/en/docs/misc/faq', <DocItemContent />);
    expect(issue(screen.getByRole('link', {name: 'Ja'})).body).toContain('Sprache: en\n');
  });

  it('sends nothing by itself: the answers are plain links, no script runs on a click', () => {
    const fetchSpy = jest.fn();
    (globalThis as {fetch?: unknown}).fetch = fetchSpy;
    renderAt('/docs/a', <DocItemContent />);
    const link = screen.getByRole('link', {name: 'Nein'});
    expect(link.tagName).toBe('A');
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('newIssueUrl', () => {
  it('encodes title and text as query parameters of the "new issue" form', () => {
    const url = new URL(newIssueUrl({title: 'a & b', body: 'Zeile 1\nZeile 2 ?#'}));
    expect(url.href.startsWith('https://github.com/sensebox/docs/issues/new?')).toBe(true);
    expect(url.searchParams.get('title')).toBe('a & b');
    expect(url.searchParams.get('body')).toBe('Zeile 1\nZeile 2 ?#');
  });
});
