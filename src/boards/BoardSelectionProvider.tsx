import {createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import type {KitId} from '../kits/kits';
import {BOARD_PARAM, INVALID_BOARD_WARNING, parseBoardParam, withBoardParam} from './boardParam';
import {readStoredBoard, storeBoard} from './boardStorage';

type BoardSelection = {
  /** The chosen kit (readers know the control as the board selector); null: none, the whole sidebar shows. */
  board: KitId | null;
  selectBoard: (board: KitId | null) => void;
  /**
   * The kit the reader had chosen before a link's `?board=` chose another one (the senseBox
   * Blockly editor, for one, always sends `?board=edu`). The link wins, because its author
   * chose the kit for that page; this is offered back in one click until the reader chooses or dismisses.
   */
  previousBoard: KitId | null;
  dismissPreviousBoard: () => void;
};

const BoardSelectionContext = createContext<BoardSelection>({
  board: null,
  selectBoard: () => {},
  previousBoard: null,
  dismissPreviousBoard: () => {},
});

/**
 * Holds the chosen board for the whole app. The first render always has no
 * board, exactly like the server-rendered HTML (no query string, no storage
 * there); the URL and storage are read in effects after hydration.
 * Precedence: `?board=` > remembered choice > none.
 */
export function BoardSelectionProvider({children}: {children: ReactNode}): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const [board, setBoard] = useState<KitId | null>(null);
  const [previousBoard, setPreviousBoard] = useState<KitId | null>(null);

  // Once, after hydration: the remembered choice, unless the URL names a board.
  useEffect(() => {
    if (parseBoardParam(window.location.search).kind !== 'valid') {
      const stored = readStoredBoard();
      if (stored) setBoard(stored);
    }
  }, []);

  // On every URL change: a valid parameter wins and is remembered; an invalid one only warns.
  useEffect(() => {
    const param = parseBoardParam(location.search);
    if (param.kind === 'valid') {
      const before = readStoredBoard();
      if (before && before !== param.board) setPreviousBoard(before);
      setBoard(param.board);
      storeBoard(param.board);
    } else if (param.kind === 'invalid') {
      console.warn(INVALID_BOARD_WARNING, param.raw);
    }
  }, [location.search]);

  const selectBoard = useCallback(
    (next: KitId | null) => {
      setPreviousBoard(null);
      setBoard(next);
      storeBoard(next);
      // Keep a shared link honest: if the URL names a board, it names the new one.
      const current = new URLSearchParams(window.location.search);
      if (current.has(BOARD_PARAM)) {
        history.replace({
          pathname: window.location.pathname,
          search: withBoardParam(window.location.search, next),
          hash: window.location.hash,
        });
      }
    },
    [history],
  );

  const dismissPreviousBoard = useCallback(() => setPreviousBoard(null), []);

  const value = useMemo(
    () => ({board, selectBoard, previousBoard, dismissPreviousBoard}),
    [board, selectBoard, previousBoard, dismissPreviousBoard],
  );
  return <BoardSelectionContext.Provider value={value}>{children}</BoardSelectionContext.Provider>;
}

export function useBoardSelection(): BoardSelection {
  return useContext(BoardSelectionContext);
}
