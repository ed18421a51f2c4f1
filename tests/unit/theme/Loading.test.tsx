import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Loading from '../../../src/theme/Loading';
import {setTestLocale} from '../stubs/codeTranslations';

describe('Loading (page-code load failure)', () => {
  it('shows an error text and a Retry button that retries, in German', async () => {
    setTestLocale('de');
    const retry = jest.fn();
    render(<Loading error={new Error('ChunkLoadError')} retry={retry} pastDelay />);
    expect(screen.getByRole('alert')).toHaveTextContent('Diese Seite konnte nicht geladen werden');
    await userEvent.click(screen.getByRole('button', {name: 'Erneut versuchen'}));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says Retry in English', () => {
    setTestLocale('en');
    render(<Loading error={new Error('x')} retry={() => {}} pastDelay={false} />);
    expect(screen.getByRole('button', {name: 'Retry'})).toBeInTheDocument();
  });

  it('shows no spinner while loading, only a status for screen readers', () => {
    setTestLocale('de');
    const {container} = render(<Loading retry={() => {}} pastDelay />);
    expect(screen.getByRole('status')).toHaveTextContent('Seite wird geladen');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('renders nothing before the delay has passed', () => {
    const {container} = render(<Loading retry={() => {}} pastDelay={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
