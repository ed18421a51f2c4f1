/**
 * Stands in for `@docsearch/react` in the navbar (webpack alias, plugins/search). The theme's SearchBar
 * imports only the button and the keyboard hook from there; DocSearch ships them in one module with its
 * modal, so importing them put most of the modal into every page's entry chunk. These two are small
 * enough to be ours, and ours also keeps the visible label inside the accessible name (WCAG 2.5.3): the
 * key hints only repeat the shortcut the name already says, so they are hidden from assistive technology
 * and both keys are drawn by CSS (custom.css), so no visible text lies outside the name. The modal
 * itself is still DocSearch's, loaded on first use. Class names are DocSearch's, so its stylesheet
 * styles the button as before.
 */
import {forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type RefObject} from 'react';

type ButtonProps = ComponentPropsWithoutRef<'button'> & {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
};

function isApple(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

export const DocSearchButton = forwardRef<HTMLButtonElement, ButtonProps>(function DocSearchButton(
  {translations = {}, ...props},
  ref,
) {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // Known only in the browser: the server renders no key hint, so hydration matches.
  const [actionKey, setActionKey] = useState<'⌘' | 'Ctrl' | null>(null);
  useEffect(() => setActionKey(isApple() ? '⌘' : 'Ctrl'), []);
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${actionKey === '⌘' ? 'Command' : 'Ctrl'}+K)`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <g stroke="currentColor" strokeWidth="1.6" fill="none" strokeLinecap="round">
            <circle cx="8.5" cy="8.5" r="6.5" />
            <path d="M13.3 13.3L18.5 18.5" />
          </g>
        </svg>
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {actionKey && (
          <>
            <kbd className="DocSearch-Button-Key" data-key={actionKey} />
            <kbd className="DocSearch-Button-Key" />
          </>
        )}
      </span>
    </button>
  );
});

/** Typing into a field must not open search with "/". */
function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return Boolean(target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName)));
}

/** Ctrl/Cmd+K and "/" open search, Escape and Ctrl/Cmd+K close it; a letter typed on the button starts a query. */
export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const shortcut = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if ((event.key === 'Escape' && isOpen) || shortcut || (event.key === '/' && !isOpen && !isEditing(event))) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (onInput && searchButtonRef?.current === document.activeElement && /^[a-zA-Z0-9]$/.test(event.key)) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
