import {render, screen} from '@testing-library/react';
import HomeHero from '../../../src/components/HomeHero';
import {setTestLocale} from '../stubs/codeTranslations';

describe('HomeHero', () => {
  it('says what the site is for, in German', () => {
    setTestLocale('de');
    const {container} = render(<HomeHero />);
    expect(screen.getByRole('heading', {level: 1, name: 'senseBox Dokumentation'})).toBeInTheDocument();
    expect(screen.getByText(/Anleitungen für alle senseBox-Kits/)).toBeInTheDocument();
    // The drawing is decoration and hidden from screen readers.
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks English on the English site', () => {
    setTestLocale('en');
    render(<HomeHero />);
    expect(screen.getByRole('heading', {level: 1, name: 'senseBox Documentation'})).toBeInTheDocument();
  });
});
