import {useRef} from 'react';
import {render, screen, fireEvent} from '@testing-library/react';
import {DocSearchButton, useDocSearchKeyboardEvents} from '../../../src/search/shims/searchButton';

describe('the navbar search button', () => {
  it('is named by its visible label plus the shortcut, with the key hints hidden from assistive technology', () => {
    const {container} = render(<DocSearchButton translations={{buttonText: 'Suche', buttonAriaLabel: 'Suche'}} />);
    const button = screen.getByRole('button', {name: 'Suche (Ctrl+K)'});
    expect(button).toHaveTextContent(/^Suche/);
    expect(container.querySelector('.DocSearch-Button-Keys')).toHaveAttribute('aria-hidden', 'true');
    // Both keys are drawn by CSS, so the visible text stays within the name.
    expect(button.textContent).toBe('Suche');
    expect(container.querySelector('[data-key]')).toHaveAttribute('data-key', 'Ctrl');
  });
});

function Harness(props: {isOpen: boolean; onOpen: () => void; onClose: () => void; onInput: () => void}) {
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  useDocSearchKeyboardEvents({...props, searchButtonRef});
  return (
    <>
      <DocSearchButton ref={searchButtonRef} />
      <input aria-label="field" />
    </>
  );
}

describe('the search shortcuts', () => {
  const handlers = () => ({onOpen: jest.fn(), onClose: jest.fn(), onInput: jest.fn()});

  it('opens with Ctrl+K, Cmd+K and "/", but not with "/" typed into a field', () => {
    const h = handlers();
    render(<Harness isOpen={false} {...h} />);
    fireEvent.keyDown(window, {key: 'k', ctrlKey: true});
    fireEvent.keyDown(window, {key: 'K', metaKey: true});
    fireEvent.keyDown(window, {key: '/'});
    expect(h.onOpen).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(screen.getByRole('textbox', {name: 'field'}), {key: '/'});
    expect(h.onOpen).toHaveBeenCalledTimes(3);
  });

  it('closes with Escape and Ctrl+K when open', () => {
    const h = handlers();
    render(<Harness isOpen {...h} />);
    fireEvent.keyDown(window, {key: 'Escape'});
    fireEvent.keyDown(window, {key: 'k', ctrlKey: true});
    expect(h.onClose).toHaveBeenCalledTimes(2);
    expect(h.onOpen).not.toHaveBeenCalled();
  });

  it('starts a query when a letter is typed on the focused button, and ignores Escape when closed', () => {
    const h = handlers();
    render(<Harness isOpen={false} {...h} />);
    screen.getByRole('button').focus();
    fireEvent.keyDown(screen.getByRole('button'), {key: 'l'});
    fireEvent.keyDown(window, {key: 'Escape'});
    expect(h.onInput).toHaveBeenCalledTimes(1);
    expect(h.onClose).not.toHaveBeenCalled();
  });
});
