import React from 'react';
import {renderToString} from 'react-dom/server';
import {render, screen} from '@testing-library/react';
import ScrollRegion from '../../../src/components/ScrollRegion';

/** jsdom lays nothing out: give every element the widths a phone would measure. */
function layout(scrollWidth: number, clientWidth: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

describe('ScrollRegion', () => {
  afterEach(() => jest.restoreAllMocks());

  it('becomes a named, focusable group (not a landmark) while its content is wider than the box', () => {
    layout(520, 328);
    render(
      <ScrollRegion label="Messwerte: SCD30">
        <table>
          <tbody>
            <tr>
              <td>wide</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>,
    );
    const region = screen.getByRole('group', {name: 'Messwerte: SCD30'});
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('is a named tab stop in the server HTML, before anything is measured (no JavaScript, before hydration)', () => {
    const html = renderToString(<ScrollRegion label="Tabelle">x</ScrollRegion>);
    const box = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
    expect([box.getAttribute('tabindex'), box.getAttribute('role'), box.getAttribute('aria-label')]).toEqual([
      '0',
      'group',
      'Tabelle',
    ]);
  });

  it('adds no tab stop and no landmark when the content fits', () => {
    layout(300, 328);
    const {container} = render(<ScrollRegion label="Tabelle">x</ScrollRegion>);
    expect(screen.queryByRole('group')).toBeNull();
    expect(container.firstElementChild).not.toHaveAttribute('tabindex');
  });

  it('keeps the tab stop of a box the reader focused before hydration, until they leave it', () => {
    layout(300, 328);
    const ui = <ScrollRegion label="Tabelle">x</ScrollRegion>;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const box = container.firstElementChild as HTMLElement;
    box.focus();
    render(ui, {container, hydrate: true});
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('tabindex', '0');
    React.act(() => box.blur());
    expect(box).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('measures again when the box or its content changes size (phone turned sideways, a picture loaded)', () => {
    let notify: () => void = () => {};
    const observed: Element[] = [];
    (globalThis as {ResizeObserver?: unknown}).ResizeObserver = class {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect() {}
    };
    try {
      layout(520, 328);
      render(
        <ScrollRegion label="Tabelle">
          <table />
        </ScrollRegion>,
      );
      expect(screen.getByRole('group')).toBeInTheDocument();
      expect(observed).toEqual([screen.getByRole('group'), screen.getByRole('table')]);
      layout(520, 800);
      React.act(() => notify());
      expect(screen.queryByRole('group')).toBeNull();
    } finally {
      delete (globalThis as {ResizeObserver?: unknown}).ResizeObserver;
    }
  });

  it('measures again when its content is replaced (a component that renders once its code has loaded)', async () => {
    layout(300, 328);
    const {container} = render(
      <ScrollRegion label="Tabelle">
        <p>narrow</p>
      </ScrollRegion>,
    );
    expect(screen.queryByRole('group')).toBeNull();
    layout(520, 328);
    await React.act(async () => {
      container.firstElementChild!.append(document.createElement('table'));
    });
    expect(screen.getByRole('group', {name: 'Tabelle'})).toHaveAttribute('tabindex', '0');
  });
});
