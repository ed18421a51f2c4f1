import {act, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BoardSelector, {NO_BOARD_VALUE} from '../../../src/components/BoardSelector';
import BoardSelectorNavbarItem from '../../../src/components/BoardSelector/BoardSelectorNavbarItem';
import {BOARD_STORAGE_KEY} from '../../../src/boards/boardStorage';
import {INVALID_BOARD_WARNING} from '../../../src/boards/boardParam';
import {KIT_IDS} from '../../../src/kits/kits';
import {kitLabel} from '../../../src/kits/kitNames';
import {setTestLocale} from '../stubs/codeTranslations';
import {renderAt} from '../renderWithRouter';

describe('BoardSelector', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    setTestLocale('de');
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('offers "no board" first, then every kit by its name in the order of the kit table, and no option has an empty value', () => {
    renderAt('/docs', <BoardSelector />);
    const select = screen.getByRole('combobox', {name: 'Board'});
    const options = Array.from((select as HTMLSelectElement).options);
    expect(options.map((option) => option.textContent)).toEqual(['Alle Boards', ...KIT_IDS.map(kitLabel)]);
    expect(options.map((option) => option.value)).toEqual([NO_BOARD_VALUE, ...KIT_IDS]);
    expect(screen.getByRole('option', {name: ':edu S2'})).toHaveValue('edus2');
    expect(options.every((option) => option.value !== '')).toBe(true);
    expect(select).toHaveValue(NO_BOARD_VALUE);
  });

  it('shows the English labels on the English site', () => {
    setTestLocale('en');
    renderAt('/en/docs', <BoardSelector />);
    expect(screen.getByRole('option', {name: ':CO2 traffic light'})).toHaveValue('co2');
    expect(screen.getByRole('option', {name: 'All boards'})).toBeInTheDocument();
  });

  it('selects the board named by ?board= in any case and remembers it', () => {
    renderAt('/docs?board=EdU', <BoardSelector />);
    expect(screen.getByRole('combobox')).toHaveValue('edu');
    expect(localStorage.getItem(BOARD_STORAGE_KEY)).toBe('edu');
    expect(warn).not.toHaveBeenCalled();
  });

  it('selects the :eye and the :basic by ?board= in any case', () => {
    const {history} = renderAt('/docs?board=EYE', <BoardSelector />);
    expect(screen.getByRole('combobox')).toHaveValue('eye');
    expect(localStorage.getItem(BOARD_STORAGE_KEY)).toBe('eye');
    act(() => history.push('/docs/y?board=Basic'));
    expect(screen.getByRole('combobox')).toHaveValue('basic');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the remembered board', () => {
    localStorage.setItem(BOARD_STORAGE_KEY, 'bike');
    renderAt('/docs', <BoardSelector />);
    expect(screen.getByRole('combobox')).toHaveValue('bike');
  });

  it('lets the URL win over the remembered board', () => {
    localStorage.setItem(BOARD_STORAGE_KEY, 'bike');
    renderAt('/docs?board=co2', <BoardSelector />);
    expect(screen.getByRole('combobox')).toHaveValue('co2');
  });

  it('warns about an invalid parameter and changes nothing', () => {
    localStorage.setItem(BOARD_STORAGE_KEY, 'mini');
    renderAt('/docs?board=arduino', <BoardSelector />);
    expect(warn).toHaveBeenCalledWith(INVALID_BOARD_WARNING, 'arduino');
    expect(screen.getByRole('combobox')).toHaveValue('mini');
    expect(localStorage.getItem(BOARD_STORAGE_KEY)).toBe('mini');
  });

  it('stores a choice and rewrites ?board= when the URL carries one', async () => {
    const {history} = renderAt('/docs/x?board=edu&q=1#part', <BoardSelector />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'mini');
    expect(localStorage.getItem(BOARD_STORAGE_KEY)).toBe('mini');
    expect(history.location.search).toBe('?board=mini&q=1');
    expect(history.location.hash).toBe('#part');
  });

  it('does not add ?board= to a URL without one, and "no board" clears the choice', async () => {
    const {history} = renderAt('/docs/x', <BoardSelector />);
    await userEvent.selectOptions(screen.getByRole('combobox'), 'home');
    expect(history.location.search).toBe('');
    await userEvent.selectOptions(screen.getByRole('combobox'), NO_BOARD_VALUE);
    expect(localStorage.getItem(BOARD_STORAGE_KEY)).toBeNull();
  });

  it('follows client navigation to a link with ?board=', () => {
    const {history} = renderAt('/docs', <BoardSelector />);
    act(() => history.push('/docs/y?board=mini'));
    expect(screen.getByRole('combobox')).toHaveValue('mini');
  });

  it('renders as a list item in the mobile menu', () => {
    const {container} = renderAt('/docs', <BoardSelectorNavbarItem mobile />);
    expect(container.querySelector('li.menu__list-item select')).not.toBeNull();
  });
});
