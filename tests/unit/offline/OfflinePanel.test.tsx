import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {OfflineState} from '../../../src/components/OfflineMode/offlineRuntime';

let listener: ((state: OfflineState) => void) | null = null;
let current: OfflineState = {phase: 'off', done: 0, total: 0};
const startOffline = jest.fn(async () => undefined);
const removeOffline = jest.fn(async () => undefined);
let summary: Promise<unknown> = Promise.resolve({locale: 'de', files: 407, bytes: 9_931_986, transferBytes: 2_425_407});

jest.mock('../../../src/components/OfflineMode/offlineRuntime', () => ({
  subscribe: (next: (state: OfflineState) => void) => {
    listener = next;
    next(current);
    return () => (listener = null);
  },
  loadSummary: () => summary,
  startOffline: () => startOffline(),
  removeOffline: () => removeOffline(),
}));

import OfflinePanel from '../../../src/components/OfflineMode/OfflinePanel';

function emit(state: OfflineState) {
  current = state;
  act(() => listener?.(state));
}

beforeEach(() => {
  current = {phase: 'off', done: 0, total: 0};
  startOffline.mockClear();
  removeOffline.mockClear();
});

describe('OfflinePanel', () => {
  it('names the download and the stored size before anything starts, and moves the focus to Download', async () => {
    render(<OfflinePanel asked />);
    const download = await screen.findByRole('button', {name: 'Herunterladen'});
    expect(
      screen.getByText('Alle deutschen Seiten mit Suche speichern: etwa 2,4 MB Download, 9,9 MB auf dem Gerät.'),
    ).toBeInTheDocument();
    expect(download).toHaveFocus();
    expect(startOffline).not.toHaveBeenCalled();
    await userEvent.click(download);
    expect(startOffline).toHaveBeenCalledTimes(1);
  });

  it('Cancel goes back to the button without downloading', async () => {
    render(<OfflinePanel asked />);
    await userEvent.click(await screen.findByRole('button', {name: 'Abbrechen'}));
    expect(screen.getByRole('button', {name: 'Offline verfügbar machen'})).toBeInTheDocument();
    expect(startOffline).not.toHaveBeenCalled();
  });

  it('shows the progress, then ready; the offline copy can be removed', async () => {
    render(<OfflinePanel asked={false} />);
    emit({phase: 'downloading', done: 100, total: 400});
    expect(screen.getByRole('status')).toHaveTextContent('Wird gespeichert: 25 %');
    expect(screen.getByRole('progressbar', {name: 'Fortschritt'})).toHaveAttribute('value', '25');
    emit({phase: 'ready', done: 400, total: 400});
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline bereit: alle Seiten und die Suche gehen jetzt auch ohne Internet.',
    );
    await userEvent.click(screen.getByRole('button', {name: 'Offline-Kopie löschen'}));
    expect(removeOffline).toHaveBeenCalledTimes(1);
  });

  it('says a connection is needed when the size cannot be loaded, and offers a retry after a failure', async () => {
    summary = Promise.reject(new Error('offline'));
    summary.catch(() => undefined);
    render(<OfflinePanel asked />);
    expect(await screen.findByText('Dafür brauchst du eine Internetverbindung.')).toBeInTheDocument();
    emit({phase: 'failed', done: 0, total: 0});
    expect(screen.getByRole('status')).toHaveTextContent('Das Speichern hat nicht geklappt.');
    await userEvent.click(screen.getByRole('button', {name: 'Nochmal versuchen'}));
    expect(startOffline).toHaveBeenCalledTimes(1);
  });
});
