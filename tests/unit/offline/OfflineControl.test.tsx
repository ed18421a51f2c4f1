import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

jest.mock('../../../src/components/OfflineMode/OfflinePanel', () => ({
  __esModule: true,
  default: ({asked}: {asked: boolean}) => <p>panel {asked ? 'asked' : 'status'}</p>,
}));

import OfflineControl from '../../../src/components/OfflineMode/OfflineControl';

function withServiceWorker(controller: {scriptURL: string} | null) {
  process.env.SENSEBOX_OFFLINE_SW = '/sw.js';
  Object.defineProperty(navigator, 'serviceWorker', {value: {controller}, configurable: true});
  Object.defineProperty(globalThis, 'caches', {value: {}, configurable: true});
}

afterEach(() => {
  delete process.env.SENSEBOX_OFFLINE_SW;
  delete (navigator as unknown as Record<string, unknown>).serviceWorker;
  delete (globalThis as Record<string, unknown>).caches;
});

describe('OfflineControl (footer)', () => {
  it('shows nothing where the build has no worker (development) or the browser has no service workers', () => {
    const {container} = render(<OfflineControl />);
    expect(container).toBeEmptyDOMElement();
    process.env.SENSEBOX_OFFLINE_SW = '/sw.js';
    const again = render(<OfflineControl />);
    expect(again.container).toBeEmptyDOMElement();
  });

  it('is a button until clicked; the click loads the panel, which asks with the size first', async () => {
    withServiceWorker(null);
    render(<OfflineControl />);
    const button = screen.getByRole('button', {name: 'Offline verfügbar machen'});
    expect(screen.queryByText(/panel/)).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByText('panel asked')).toBeInTheDocument();
  });

  it('loads the panel at once when our worker already controls the page (offline mode is on)', async () => {
    withServiceWorker({scriptURL: 'http://localhost/sw.js?params=%7B%7D'});
    render(<OfflineControl />);
    expect(await screen.findByText('panel status')).toBeInTheDocument();
  });

  it('the German worker on an English page does not count as the English offline mode', async () => {
    withServiceWorker({scriptURL: 'http://localhost/sw.js?params=%7B%7D'});
    process.env.SENSEBOX_OFFLINE_SW = '/en/sw.js';
    render(<OfflineControl />);
    await act(async () => undefined);
    expect(screen.getByRole('button', {name: 'Offline verfügbar machen'})).toBeInTheDocument();
  });
});
