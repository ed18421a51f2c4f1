import React from 'react';
import {act, fireEvent, screen, waitFor} from '@testing-library/react';

jest.mock('@theme-original/DocItem/Content', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => (
    <div className="theme-doc-markdown markdown" data-testid="content">
      {children}
      <details id="closed">
        <summary>Mehr</summary>
        <div>Versteckt</div>
      </details>
    </div>
  ),
}));
let permalink = '/docs/hardware/bee/wifi-bee';
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({metadata: {title: 'WiFi-Bee', permalink}}),
}));
jest.mock('@docusaurus/useDocusaurusContext', () => ({
  __esModule: true,
  default: () => ({siteConfig: {url: 'https://docs.sensebox.de'}, i18n: {currentLocale: 'de', defaultLocale: 'de'}}),
}));

import DocItemContent from '../../../src/theme/DocItem/Content';
import {renderAt} from '../renderWithRouter';
import {decodeQrPath} from '../qrPixels';

function page(url: string) {
  return renderAt(
    url,
    <article>
      <DocItemContent>
        <p>Text der Seite</p>
      </DocItemContent>
    </article>,
  );
}

/** The QR code in the page, painted into pixels and decoded. */
function decodeQr(): string | undefined {
  const svg = document.querySelector('[data-print-qr]')!;
  return decodeQrPath(
    Number(svg.getAttribute('viewBox')!.split(' ')[2]),
    svg.querySelector('path')!.getAttribute('d')!,
  );
}

describe('DocItem/Content wrapper: printed pages that lead back', () => {
  const print = jest.fn();
  beforeEach(() => {
    localStorage.clear();
    permalink = '/docs/hardware/bee/wifi-bee';
    print.mockReset();
    window.print = print;
  });

  // First: the QR library is loaded once per session, and this test needs it not loaded yet.
  it('Ctrl+P before the QR library is there: loads it, then prints with the code', async () => {
    await act(async () => {
      page('/docs/hardware/bee/wifi-bee?board=edus2');
    });
    expect(document.querySelector('[data-print-qr]')).toBeNull();
    let qrAtPrint: string | undefined;
    print.mockImplementation(() => {
      qrAtPrint = decodeQr();
    });
    const event = new KeyboardEvent('keydown', {key: 'p', ctrlKey: true, cancelable: true});
    await act(async () => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(qrAtPrint).toBe('https://docs.sensebox.de/docs/hardware/bee/wifi-bee?board=edus2');
    // Once the library is there, Ctrl+P is the browser's again.
    const again = new KeyboardEvent('keydown', {key: 'p', metaKey: true, cancelable: true});
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('puts the address above the page and the print control below it, in that order', async () => {
    await act(async () => {
      page('/docs/hardware/bee/wifi-bee?board=mini');
    });
    const address = document.querySelector('[data-print-address]')!;
    expect(address).toHaveTextContent('docs.sensebox.de/docs/hardware/bee/wifi-bee?board=mini');
    const content = screen.getByTestId('content');
    const button = screen.getByRole('button', {name: 'Seite drucken'});
    expect(address.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(content.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Text der Seite')).toBeInTheDocument();
  });

  it('English page: the code leads to the English page; a board chosen later changes it', async () => {
    permalink = '/en/docs/hardware/bee/wifi-bee';
    let view: ReturnType<typeof page> | undefined;
    await act(async () => {
      view = page('/en/docs/hardware/bee/wifi-bee');
    });
    fireEvent(window, new Event('beforeprint'));
    await waitFor(() => expect(document.querySelector('[data-print-qr]')).not.toBeNull());
    expect(decodeQr()).toBe('https://docs.sensebox.de/en/docs/hardware/bee/wifi-bee');
    await act(async () => {
      view!.history.push('/en/docs/hardware/bee/wifi-bee?board=home');
    });
    expect(decodeQr()).toBe('https://docs.sensebox.de/en/docs/hardware/bee/wifi-bee?board=home');
    fireEvent(window, new Event('afterprint'));
  });

  it('opens closed sections for the print and closes them after it', async () => {
    await act(async () => {
      page('/docs/hardware/bee/wifi-bee');
    });
    const details = document.getElementById('closed') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent(window, new Event('beforeprint'));
    expect(details.open).toBe(true);
    expect(details).toHaveAttribute('data-print-opened');
    fireEvent(window, new Event('afterprint'));
    expect(details.open).toBe(false);
    expect(details).not.toHaveAttribute('data-print-opened');
  });

  it('the print button prints the page with its code', async () => {
    await act(async () => {
      page('/docs/hardware/bee/wifi-bee?board=co2');
    });
    let qrAtPrint: string | undefined;
    print.mockImplementation(() => {
      qrAtPrint = decodeQr();
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Seite drucken'}));
    });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(qrAtPrint).toBe('https://docs.sensebox.de/docs/hardware/bee/wifi-bee?board=co2');
  });
});
