import {act, render, screen} from '@testing-library/react';
import {hydrateRoot} from 'react-dom/client';
import {BrowserContextProvider, Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';

const formatted: number[] = [];
jest.mock('@theme-original/LastUpdated', () => ({
  __esModule: true,
  default: ({lastUpdatedAt}: {lastUpdatedAt?: number}) => {
    formatted.push(lastUpdatedAt ?? 0);
    return <span className="theme-last-updated">Letztes Update am {new Date(lastUpdatedAt ?? 0).getUTCDate()}.</span>;
  },
}));

import LastUpdated from '../../../src/theme/LastUpdated';

const AT = Date.UTC(2026, 10, 27);

describe('LastUpdated wrapper', () => {
  beforeEach(() => (formatted.length = 0));

  it('keeps the sentence the build wrote while the first page hydrates, without formatting the date', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<span class="box"><!--$--><span class="theme-last-updated">Letztes Update am 27.</span><!--/$--></span>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <BrowserContextProvider>
          <LastUpdated lastUpdatedAt={AT} lastUpdatedBy="senseBox" />
        </BrowserContextProvider>,
      );
    });
    expect(container.textContent).toBe('Letztes Update am 27.');
    expect(formatted).toEqual([]);
    container.remove();
  });

  it('renders the original, with the props it was given, on a page opened afterwards', async () => {
    const later = Date.UTC(2026, 10, 29);
    render(
      <BrowserContext.Provider value>
        <LastUpdated lastUpdatedAt={later} lastUpdatedBy="senseBox" />
      </BrowserContext.Provider>,
    );
    expect(await screen.findByText('Letztes Update am 29.')).toBeInTheDocument();
    expect(formatted).toEqual([later]);
  });
});
