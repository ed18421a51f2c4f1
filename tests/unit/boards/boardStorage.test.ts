import type * as BoardStorage from '../../../src/boards/boardStorage';

describe('board storage', () => {
  let warn: jest.SpyInstance;
  // A fresh module for each test, as on a page load: it warns at most once per page.
  let BOARD_STORAGE_KEY: string, STORAGE_WARNING: string;
  let readStoredBoard: typeof BoardStorage.readStoredBoard, storeBoard: typeof BoardStorage.storeBoard;
  beforeEach(() => {
    localStorage.clear();
    jest.isolateModules(() => {
      ({BOARD_STORAGE_KEY, STORAGE_WARNING, readStoredBoard, storeBoard} =
        require('../../../src/boards/boardStorage') as typeof BoardStorage);
    });
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('remembers and forgets a board', () => {
    storeBoard('mini');
    expect(localStorage.getItem(BOARD_STORAGE_KEY)).toBe('mini');
    expect(readStoredBoard()).toBe('mini');
    storeBoard(null);
    expect(readStoredBoard()).toBeNull();
  });

  it('ignores a stored value that is not a board id', () => {
    localStorage.setItem(BOARD_STORAGE_KEY, ':edu S2');
    expect(readStoredBoard()).toBeNull();
  });

  it('warns once and keeps working when storage throws on every call', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(() => storeBoard('edu')).not.toThrow();
    expect(readStoredBoard()).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe(STORAGE_WARNING);
  });
});
