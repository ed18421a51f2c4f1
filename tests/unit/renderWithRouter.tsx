import {type ReactElement} from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {Router} from 'react-router-dom';
import {createMemoryHistory, type MemoryHistory} from 'history';
import {BoardSelectionProvider} from '../../src/boards/BoardSelectionProvider';

/**
 * Renders inside a router whose history is also reflected in window.location,
 * because the board provider reads window.location after hydration (as the
 * browser build does).
 */
export function renderAt(
  url: string,
  ui: ReactElement,
  {withBoards = true}: {withBoards?: boolean} = {},
): RenderResult & {history: MemoryHistory} {
  window.history.replaceState(null, '', url);
  const history = createMemoryHistory({initialEntries: [url]});
  history.listen((location) => {
    window.history.replaceState(null, '', location.pathname + location.search + location.hash);
  });
  const tree = withBoards ? <BoardSelectionProvider>{ui}</BoardSelectionProvider> : ui;
  return {...render(<Router history={history}>{tree}</Router>), history};
}
