import {act, render, screen} from '@testing-library/react';
import {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {hydrateRoot} from 'react-dom/client';
import {BrowserContextProvider, Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {buildHtml} from '../../../src/components/BuildHtml';

function Table({rows}: {rows: string[]}) {
  return (
    <table>
      <tbody>
        {rows.map((row) => (
          <tr key={row}>
            <td>{row}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** What the server sends for the wrapped table (React's Suspense markers included). */
const SERVER_HTML = '<div class="box"><!--$--><table><tbody><tr><td>built</td></tr></tbody></table><!--/$--></div>';

describe('buildHtml', () => {
  it("keeps the build's HTML while the page hydrates, and loads none of the component's code", async () => {
    const load = jest.fn(() => Promise.resolve({default: Table}));
    const Wrapped = buildHtml(load);
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <BrowserContextProvider>
          <Wrapped rows={['from the browser']} />
        </BrowserContextProvider>,
      );
    });
    expect(container.querySelector('td')?.textContent).toBe('built');
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });

  it("keeps the build's nodes themselves when the page renders again after hydration", async () => {
    const Wrapped = buildHtml(() => Promise.resolve({default: Table}));
    let renderAgain: () => void = () => {};
    function Page() {
      const [count, setCount] = useState(0);
      renderAgain = () => setCount(count + 1);
      return <Wrapped rows={['from the browser']} />;
    }
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const cell = container.querySelector('td');
    await act(async () => {
      hydrateRoot(
        container,
        <BrowserContextProvider>
          <Page />
        </BrowserContextProvider>,
      );
    });
    expect(container.querySelector('td')).toBe(cell);
    await act(async () => renderAgain());
    expect(container.querySelector('td')).toBe(cell);
    container.remove();
  });

  it('keeps a word in a sentence in a span (a div would end the paragraph)', async () => {
    const load = jest.fn(() => Promise.resolve({default: () => <>1.4.1</>}));
    const Version = buildHtml(load, {inline: true});
    const container = document.createElement('div');
    container.innerHTML = '<p>Version <span class="box"><!--$-->1.4.1<!--/$--></span> im Board-Paket</p>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <BrowserContextProvider>
          <p>
            Version <Version /> im Board-Paket
          </p>
        </BrowserContextProvider>,
      );
    });
    expect(container.querySelector('p')?.textContent).toBe('Version 1.4.1 im Board-Paket');
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });

  it("shows the build's HTML again, without loading code, when a parent remounts it after hydration (as Docusaurus Tabs do)", async () => {
    const load = jest.fn(() => Promise.resolve({default: Table}));
    const Wrapped = buildHtml(load);
    // Docusaurus Tabs key their content by useIsBrowser(), so it mounts a second time once the page has hydrated.
    function RemountAfterHydration({children}: {children: ReactNode}) {
      return <div key={String(useIsBrowser())}>{children}</div>;
    }
    const container = document.createElement('div');
    container.innerHTML = `<div>${SERVER_HTML}</div>`;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <BrowserContextProvider>
          <RemountAfterHydration>
            <Wrapped rows={['from the browser']} />
          </RemountAfterHydration>
        </BrowserContextProvider>,
      );
    });
    expect(container.querySelectorAll('td')).toHaveLength(1);
    expect(container.querySelector('td')?.textContent).toBe('built');
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });

  it('renders the component on a page opened after hydration', async () => {
    const Wrapped = buildHtml(() => Promise.resolve({default: Table}));
    render(
      <BrowserContext.Provider value>
        <Wrapped rows={['in the browser']} />
      </BrowserContext.Provider>,
    );
    expect(await screen.findByText('in the browser')).toBeInTheDocument();
  });

  it("loads the component once the reader's choice makes it live, showing the build's HTML until then", async () => {
    let resolve: (module: {default: typeof Table}) => void = () => {};
    const load = jest.fn(() => new Promise<{default: typeof Table}>((done) => (resolve = done)));
    let choose: () => void = () => {};
    function useChosen(): boolean {
      const [chosen, setChosen] = useState(false);
      choose = () => setChosen(true);
      return chosen;
    }
    const Wrapped = buildHtml(load, {useLive: useChosen});
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(
        container,
        <BrowserContextProvider>
          <Wrapped rows={['for the chosen board']} />
        </BrowserContextProvider>,
      );
    });
    expect(load).not.toHaveBeenCalled();
    await act(async () => choose());
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('td')?.textContent).toBe('built');
    await act(async () => resolve({default: Table}));
    expect(container.querySelectorAll('td')).toHaveLength(1);
    expect(container.querySelector('td')?.textContent).toBe('for the chosen board');
    container.remove();
  });
});
