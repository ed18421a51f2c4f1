import {act, render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Stand-in for the theme's mobile-menu state (useNavbarMobileSidebar), switchable from the test. */
const sidebarState = {shown: false, toggle: jest.fn()};
const secondaryMenu = {shown: true};
jest.mock('@docusaurus/theme-common/internal', () => ({
  useNavbarMobileSidebar: () => sidebarState,
  useNavbarSecondaryMenu: () => secondaryMenu,
}));
/** The theme's menu: a header, then the main menu and the docs menu as panels, the hidden one inert. */
jest.mock('@theme-original/Navbar/MobileSidebar', () => ({
  __esModule: true,
  default: () => (
    <div className="navbar-sidebar">
      <a href="/">senseBox Docs</a>
      <button type="button">Schließen</button>
      <div className="navbar-sidebar__item menu" {...(secondaryMenu.shown ? {inert: ''} : {})}>
        <a href="/en/">English</a>
      </div>
      <div className="navbar-sidebar__item menu" {...(secondaryMenu.shown ? {} : {inert: ''})}>
        {secondaryMenu.shown && <button type="button">Zurück zum Hauptmenü</button>}
      </div>
    </div>
  ),
}));

import MobileSidebar from '../../../src/theme/Navbar/MobileSidebar';

function Page() {
  return (
    <>
      <button type="button" className="navbar__toggle">
        Menü
      </button>
      <MobileSidebar />
    </>
  );
}

describe('Navbar/MobileSidebar wrapper', () => {
  beforeEach(() => {
    secondaryMenu.shown = true;
    sidebarState.shown = false;
    sidebarState.toggle.mockReset();
  });

  it('renders the menu only once it has been opened, and keeps it after it closes', () => {
    const {container, rerender} = render(<Page />);
    expect(container.querySelector('.navbar-sidebar')).toBeNull();
    sidebarState.shown = true;
    rerender(<Page />);
    expect(container.querySelector('.navbar-sidebar')).not.toBeNull();
    sidebarState.shown = false;
    rerender(<Page />);
    // Kept, so that closing slides it out as the theme does.
    expect(container.querySelector('.navbar-sidebar')).not.toBeNull();
  });

  it('moves the focus into the menu when it opens, closes on Escape, and gives the focus back to the menu button', async () => {
    const {rerender} = render(<Page />);
    screen.getByRole('button', {name: 'Menü'}).focus();
    sidebarState.shown = true;
    rerender(<Page />);
    expect(screen.getByRole('link', {name: 'senseBox Docs'})).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(sidebarState.toggle).toHaveBeenCalledTimes(1);

    sidebarState.shown = false;
    rerender(<Page />);
    expect(screen.getByRole('button', {name: 'Menü'})).toHaveFocus();
  });

  it('leaves the focus alone when the menu closes while the reader is elsewhere', () => {
    const {rerender} = render(
      <>
        <Page />
        <input aria-label="Anderswo" />
      </>,
    );
    sidebarState.shown = true;
    rerender(
      <>
        <Page />
        <input aria-label="Anderswo" />
      </>,
    );
    act(() => screen.getByRole('textbox', {name: 'Anderswo'}).focus());
    sidebarState.shown = false;
    rerender(
      <>
        <Page />
        <input aria-label="Anderswo" />
      </>,
    );
    expect(screen.getByRole('textbox', {name: 'Anderswo'})).toHaveFocus();
  });

  it('puts the focus on the main menu when "Zurück zum Hauptmenü" took it away', () => {
    const {rerender} = render(<Page />);
    sidebarState.shown = true;
    rerender(<Page />);
    screen.getByRole('button', {name: 'Zurück zum Hauptmenü'}).focus();
    secondaryMenu.shown = false; // the button is gone with the panel switch
    rerender(<Page />);
    expect(screen.getByRole('link', {name: 'English'})).toHaveFocus();
  });

  it('does not listen for Escape while the menu is closed', async () => {
    render(<Page />);
    await userEvent.keyboard('{Escape}');
    expect(sidebarState.toggle).not.toHaveBeenCalled();
  });
});
