import React from 'react';
import {render, screen} from '@testing-library/react';

jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: ({children}: {children: React.ReactNode}) => <div>{children}</div>,
}));
jest.mock('@docusaurus/Head', () => ({__esModule: true, default: () => null}));
jest.mock('@docusaurus/Link', () => ({
  __esModule: true,
  default: ({to, children}: {to: string; children: React.ReactNode}) => <a href={to}>{children}</a>,
}));

import OfflinePage, {requestedPage} from '../../../src/pages/offline';

describe('offline page', () => {
  it('follows only addresses on this site', () => {
    expect(requestedPage('?from=%2Fdocs%2Fmisc%2Ffaq')).toBe('/docs/misc/faq');
    expect(requestedPage('?from=%2F%2Fevil.example')).toBeNull();
    expect(requestedPage('?from=https%3A%2F%2Fevil.example')).toBeNull();
    expect(requestedPage('?from=%2F%5Cevil.example')).toBeNull();
    expect(requestedPage('')).toBeNull();
  });

  it('says the page is not saved, offers to try the requested page again and the home page', () => {
    window.history.pushState({}, '', '/offline?from=%2Fdocs%2Fnope');
    render(<OfflinePage />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Keine Verbindung');
    expect(screen.getByText(/nicht offline gespeichert/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Nochmal versuchen'})).toHaveAttribute('href', '/docs/nope');
    expect(screen.getByRole('link', {name: 'Zur Startseite'})).toHaveAttribute('href', '/');
  });
});
