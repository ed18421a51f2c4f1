/**
 * Wrap: the theme's mobile menu opens without taking the focus, so the next Tab
 * went to the navbar controls under the menu, and Escape did nothing; its
 * "← Zurück zum Hauptmenü" button dropped the focus to the page behind. Here the
 * open menu takes the focus (its first control), switching between its two
 * panels puts the focus on the first control of the panel now shown, Escape
 * closes the menu, and closing gives the focus back to the menu button
 * (WCAG 2.4.3 focus order, 2.1.1).
 *
 * The menu is also rendered only once a reader has opened it (useMenuOpenedOnce):
 * the theme renders it, hidden, on every phone right after hydration, a second
 * copy of the navbar and the docs sidebar that most readers never open.
 */
import {useEffect, useRef, type ReactNode} from 'react';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

const FOCUSABLE = 'a[href], button:not([disabled]), select, input, [tabindex="0"]';

/** The focus is nowhere a reader can see: on the page body, or in a panel that was just made inert. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(active.closest('[inert]'));
}

/** True from the moment the phone menu is first opened; it stays rendered after that, so closing slides it out. */
export function useMenuOpenedOnce(): boolean {
  const {shown} = useNavbarMobileSidebar();
  const opened = useRef(false);
  if (shown) opened.current = true;
  return opened.current;
}

export default function MobileSidebarWrapper(): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const {shown: secondaryShown} = useNavbarSecondaryMenu();
  const wasShown = useRef(false);
  const openedOnce = useMenuOpenedOnce();

  // The panel switch unmounts the button that was pressed; hand the focus to the panel now shown.
  useEffect(() => {
    if (!shown || !focusIsLost()) return;
    document.querySelector('.navbar-sidebar__item:not([inert])')?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [shown, secondaryShown]);

  useEffect(() => {
    const menuButton = document.querySelector<HTMLElement>('.navbar__toggle');
    if (!shown) {
      // Only when the focus was in the menu: a click elsewhere keeps the reader where they clicked.
      const focusWasInMenu =
        document.activeElement === document.body || document.activeElement?.closest('.navbar-sidebar');
      if (wasShown.current && focusWasInMenu) menuButton?.focus();
      wasShown.current = false;
      return undefined;
    }
    wasShown.current = true;
    const panel = document.querySelector('.navbar-sidebar');
    const focusFirst = () => {
      if (!panel?.contains(document.activeElement)) panel?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    // The panel turns visible through a CSS transition; until that has begun it is hidden and cannot take
    // the focus. Try again each frame until it has it: a busy tablet may need more than a frame or two.
    let frame = 0;
    let frames = 0;
    const tryFocus = () => {
      focusFirst();
      if (!panel?.contains(document.activeElement) && ++frames < 30) frame = requestAnimationFrame(tryFocus);
    };
    tryFocus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toggle();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [shown, toggle]);

  return openedOnce ? <MobileSidebar /> : null;
}
