import React from 'react';
import {renderToString} from 'react-dom/server';
import {render, screen} from '@testing-library/react';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';
import SearchPage from '../../../src/theme/SearchPage';
import {setTestLocale} from '../stubs/codeTranslations';

jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: ({children, title}: {children: React.ReactNode; title: string}) => (
    <div data-testid="layout" data-title={title}>
      {children}
    </div>
  ),
}));
const descriptions: string[] = [];
jest.mock('@docusaurus/theme-common', () => ({
  ...jest.requireActual('@docusaurus/theme-common'),
  PageMetadata: ({description}: {description: string}) => {
    descriptions.push(description);
    return null;
  },
}));
jest.mock('@theme-original/SearchPage', () => ({
  __esModule: true,
  default: () => <p>original search page</p>,
}));

describe('SearchPage wrapper (no hydration mismatch on /search?q=)', () => {
  it('renders only the translated frame on the server', () => {
    setTestLocale('de');
    const html = renderToString(<SearchPage />);
    expect(html).toContain('Suche in der Dokumentation');
    expect(html).not.toContain('original search page');
    expect(descriptions.at(-1)).toMatch(/^Durchsuche die senseBox-Dokumentation/);
  });

  it('renders the theme search page in the browser', async () => {
    render(
      <BrowserContextProvider>
        <SearchPage />
      </BrowserContextProvider>,
    );
    expect(await screen.findByText('original search page')).toBeInTheDocument();
    // The description stays once the theme page has replaced the frame.
    expect(descriptions.at(-1)).toMatch(/senseBox-Dokumentation/);
  });
});
