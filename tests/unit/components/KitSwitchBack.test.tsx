import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BoardSelector from '../../../src/components/BoardSelector';
import KitSwitchBack from '../../../src/components/KitSwitchBack';
import {BOARD_STORAGE_KEY} from '../../../src/boards/boardStorage';
import {setTestLocale} from '../stubs/codeTranslations';
import {renderAt} from '../renderWithRouter';

const ui = (
  <>
    <BoardSelector />
    <KitSwitchBack />
  </>
);

describe('KitSwitchBack', () => {
  beforeEach(() => {
    localStorage.clear();
    setTestLocale('de');
  });

  it('offers the earlier kit back when a link chose another one; the link still selects', async () => {
    localStorage.setItem(BOARD_STORAGE_KEY, 'edus2');
    renderAt('/docs/x?board=edu', ui);
    expect(screen.getByRole('combobox')).toHaveValue('edu');
    expect(screen.getByRole('status')).toHaveTextContent('Der Link hat :edu gewählt.');
    await userEvent.click(screen.getByRole('button', {name: 'Zurück zu :edu S2'}));
    expect(screen.getByRole('combobox')).toHaveValue('edus2');
    expect(localStorage.getItem(BOARD_STORAGE_KEY)).toBe('edus2');
    expect(window.location.search).toBe('?board=edus2');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers nothing when no kit was chosen before, or the link names the same kit', () => {
    renderAt('/docs/x?board=edu', ui);
    expect(screen.queryByRole('status')).toBeNull();
    localStorage.setItem(BOARD_STORAGE_KEY, 'mini');
    const {unmount} = renderAt('/docs/y?board=MINI', ui);
    expect(screen.queryAllByRole('status')).toHaveLength(0);
    unmount();
  });

  it('goes away when dismissed or when the reader picks a kit, and keeps the link’s kit', async () => {
    localStorage.setItem(BOARD_STORAGE_KEY, 'eye');
    const {history} = renderAt('/docs/x?board=edu', ui);
    await userEvent.click(screen.getByRole('button', {name: 'Hinweis schließen'}));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('combobox')).toHaveValue('edu');
    // A later link to another kit offers the one chosen last (the link's :edu).
    act(() => history.push('/docs/y?board=mini'));
    expect(screen.getByRole('button', {name: 'Zurück zu :edu'})).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'home');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks English on the English site', () => {
    setTestLocale('en');
    localStorage.setItem(BOARD_STORAGE_KEY, 'edus2');
    renderAt('/en/docs/x?board=edu', ui);
    expect(screen.getByRole('status')).toHaveTextContent('The link chose :edu.');
    expect(screen.getByRole('button', {name: 'Back to :edu S2'})).toBeInTheDocument();
  });
});
