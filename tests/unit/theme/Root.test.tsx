import {screen} from '@testing-library/react';
import Root from '../../../src/theme/Root';
import {useBoardSelection} from '../../../src/boards/BoardSelectionProvider';
import {renderAt} from '../renderWithRouter';

function ShowBoard() {
  return <output>{useBoardSelection().board ?? 'none'}</output>;
}

describe('Root', () => {
  it('renders the app and provides the board selection to it', () => {
    renderAt(
      '/docs?board=bike',
      <Root>
        <ShowBoard />
      </Root>,
      {withBoards: false},
    );
    expect(screen.getByRole('status')).toHaveTextContent('bike');
  });
});
