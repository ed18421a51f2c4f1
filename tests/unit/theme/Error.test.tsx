import {type ReactNode} from 'react';
import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {setTestLocale} from '../stubs/codeTranslations';

const layoutMode = {throws: false};
jest.mock('@theme/Layout', () => ({
  __esModule: true,
  default: ({children}: {children: ReactNode}) => {
    if (layoutMode.throws) throw new Error('layout broke');
    return <div data-testid="layout">{children}</div>;
  },
}));
jest.mock('@docusaurus/Head', () => ({__esModule: true, default: () => null}));

import ErrorPage from '../../../src/theme/Error';

describe('Error (site-level crash page)', () => {
  beforeEach(() => {
    layoutMode.throws = false;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the German crash text, the error message and a working "Nochmal versuchen"', async () => {
    setTestLocale('de');
    const tryAgain = jest.fn();
    render(<ErrorPage error={new Error('Kaputt: sensor.read')} tryAgain={tryAgain} />);
    expect(screen.getByTestId('layout')).toBeInTheDocument();
    expect(screen.getByRole('heading', {name: 'Die Seite ist abgestürzt.'})).toBeInTheDocument();
    expect(screen.getByText(/Kaputt: sensor\.read/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', {name: 'Nochmal versuchen'}));
    expect(tryAgain).toHaveBeenCalledTimes(1);
  });

  it('still shows the crash text when the layout itself throws', () => {
    setTestLocale('de');
    layoutMode.throws = true;
    render(<ErrorPage error={new Error('first failure')} tryAgain={() => {}} />);
    expect(screen.queryByTestId('layout')).toBeNull();
    expect(screen.getByRole('heading', {name: 'Die Seite ist abgestürzt.'})).toBeInTheDocument();
    expect(screen.getByText(/first failure/)).toBeInTheDocument();
  });

  it('speaks English on the English site', () => {
    setTestLocale('en');
    render(<ErrorPage error={new Error('boom')} tryAgain={() => {}} />);
    expect(screen.getByRole('heading', {name: 'This page crashed.'})).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Try again'})).toBeInTheDocument();
  });
});
