import {useRef} from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import qrcode from 'qrcode-generator';
import {printAddress, printableBoard, shortAddress} from '../../../src/components/PagePrint/printAddress';
import {qrDrawing, QUIET_ZONE} from '../../../src/components/PagePrint/qrPath';
import {openClosedDetails, PRINT_OPENED_ATTRIBUTE} from '../../../src/components/PagePrint/openDetails';
import PrintOptions from '../../../src/components/PagePrint/PrintOptions';
import {usePrintPreparation} from '../../../src/components/PagePrint/usePrintPreparation';
import {KIT_IDS} from '../../../src/kits/kits';
import {renderAt} from '../renderWithRouter';
import {decodeQrPath} from '../qrPixels';

const SITE = 'https://docs.sensebox.de';

describe('printAddress: the address a printed page leads back to', () => {
  it("is the site's address, the page's permalink and the reader's board", () => {
    expect(printAddress(SITE, '/docs/hardware/bee/wifi-bee', 'edus2')).toBe(
      `${SITE}/docs/hardware/bee/wifi-bee?board=edus2`,
    );
    expect(printAddress(`${SITE}/`, '/docs/misc/faq', null)).toBe(`${SITE}/docs/misc/faq`);
  });

  it('keeps the language in the path: the English permalink carries /en/', () => {
    expect(printAddress(SITE, '/en/docs/hardware/bee/wifi-bee', 'mini')).toBe(
      `${SITE}/en/docs/hardware/bee/wifi-bee?board=mini`,
    );
  });

  it('keeps a base URL that the permalink carries (a copy served below a folder)', () => {
    expect(printAddress('https://sensebox.github.io', '/docs/en/docs/misc/faq', 'home')).toBe(
      'https://sensebox.github.io/docs/en/docs/misc/faq?board=home',
    );
  });

  it('accepts every kit id, in any letter case, and writes it in lower case', () => {
    for (const kit of KIT_IDS) {
      expect(printableBoard(kit)).toBe(kit);
      expect(printableBoard(kit.toUpperCase())).toBe(kit);
    }
    expect(printAddress(SITE, '/docs/a', 'EduS2')).toBe(`${SITE}/docs/a?board=edus2`);
  });

  it('leaves out any value the ?board= rules refuse', () => {
    for (const bad of [
      '',
      ' ',
      'edus3',
      'edu s2',
      ' edu',
      'edu ',
      'edu&board=mini',
      'edu%32',
      'mcus2',
      'x'.repeat(200),
      '<b>',
      'edu#x',
    ]) {
      expect(printableBoard(bad)).toBeNull();
      expect(printAddress(SITE, '/docs/a', bad)).toBe(`${SITE}/docs/a`);
    }
    expect(printableBoard(undefined)).toBeNull();
  });

  it('prints short: without the scheme, which browsers add', () => {
    expect(shortAddress(`${SITE}/en/docs/a?board=edu`)).toBe('docs.sensebox.de/en/docs/a?board=edu');
  });
});

describe('qrDrawing', () => {
  it.each([
    `${SITE}/docs/hardware/bee/wifi-bee?board=edus2`,
    `${SITE}/en/docs/hardware/sensors/temperatur-luftfeuchte?board=basic`,
    `${SITE}/docs/misc/faq`,
  ])('draws a code that decodes to %s', (address) => {
    const {size, d} = qrDrawing(qrcode, address);
    expect(decodeQrPath(size, d)).toBe(address);
  });

  it('leaves the quiet zone light and draws nothing outside the code', () => {
    const drawing = qrDrawing(qrcode, `${SITE}/docs/a`);
    for (const [, x, y, w] of drawing.d.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      expect(Number(x)).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(Number(y)).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(Number(x) + Number(w)).toBeLessThanOrEqual(drawing.size - QUIET_ZONE);
      expect(Number(y)).toBeLessThan(drawing.size - QUIET_ZONE);
    }
  });
});

describe('openClosedDetails', () => {
  it('opens the closed sections for paper, and those rendered while printing, and closes exactly those again', async () => {
    document.body.innerHTML = `
      <article>
        <details id="closed"><summary>A</summary><div style="display:none">a</div></details>
        <details id="open" open><summary>B</summary><div>b</div></details>
        <details id="nested-outer"><summary>C</summary><div><details id="nested-inner"><summary>D</summary><div>d</div></details></div></details>
      </article>
      <details id="outside"><summary>E</summary></details>`;
    const byId = (id: string) => document.getElementById(id) as HTMLDetailsElement;
    const restore = openClosedDetails(document.querySelector('article')!);
    for (const id of ['closed', 'open', 'nested-outer', 'nested-inner']) expect(byId(id).open).toBe(true);
    for (const id of ['closed', 'nested-outer', 'nested-inner'])
      expect(byId(id)).toHaveAttribute(PRINT_OPENED_ATTRIBUTE);
    expect(byId('open')).not.toHaveAttribute(PRINT_OPENED_ATTRIBUTE);
    expect(byId('outside').open).toBe(false);
    // A section rendered while the page is printed opens too.
    document
      .querySelector('article')!
      .insertAdjacentHTML('beforeend', '<details id="late"><summary>F</summary></details>');
    await Promise.resolve();
    expect(byId('late').open).toBe(true);
    restore();
    expect(byId('late').open).toBe(false);
    expect(byId('open').open).toBe(true);
    for (const id of ['closed', 'nested-outer', 'nested-inner']) {
      expect(byId(id).open).toBe(false);
      expect(byId(id)).not.toHaveAttribute(PRINT_OPENED_ATTRIBUTE);
    }
  });
});

describe('usePrintPreparation', () => {
  function Article() {
    const ref = useRef<HTMLElement>(null);
    usePrintPreparation(() => ref.current);
    return (
      <article ref={ref}>
        <details>
          <summary>A</summary>a
        </details>
      </article>
    );
  }

  it('opens the sections when it mounts while the page is being printed, and closes them when it goes', () => {
    const screenOnly = window.matchMedia;
    window.matchMedia = (query: string) => ({...screenOnly(query), matches: query === 'print'});
    try {
      const {container, unmount} = render(<Article />);
      const details = container.querySelector('details')!;
      expect(details.open).toBe(true);
      unmount();
      expect(details.open).toBe(false);
    } finally {
      window.matchMedia = screenOnly;
    }
  });
});

describe('PrintOptions', () => {
  beforeEach(() => localStorage.clear());

  const control = () =>
    screen.getByRole('button', {name: 'Seite drucken'}).closest('[data-print-boards]') as HTMLElement;

  it('prints every board when the reader has chosen none, and the shown tab when asked', () => {
    renderAt('/docs/a', <PrintOptions onPrint={() => {}} />);
    const group = screen.getByRole('radiogroup', {name: 'Ausdruck für:'});
    expect(within(group).getByRole('radio', {name: 'alle Boards'})).toBeChecked();
    expect(control()).toHaveAttribute('data-print-boards', 'all');
    fireEvent.click(within(group).getByRole('radio', {name: 'das gezeigte Board'}));
    expect(control()).toHaveAttribute('data-print-boards', 'one');
  });

  it('prints the chosen board alone by default, named as the board selector names it', async () => {
    await act(async () => {
      renderAt('/docs/a?board=edus2', <PrintOptions onPrint={() => {}} />);
    });
    expect(screen.getByRole('radio', {name: ':edu S2'})).toBeChecked();
    expect(control()).toHaveAttribute('data-print-boards', 'one');
    fireEvent.click(screen.getByRole('radio', {name: 'alle Boards'}));
    expect(control()).toHaveAttribute('data-print-boards', 'all');
  });

  it('prints on the button and says in one line what paper gets', () => {
    const onPrint = jest.fn();
    renderAt('/docs/a', <PrintOptions onPrint={onPrint} />);
    fireEvent.click(screen.getByRole('button', {name: 'Seite drucken'}));
    expect(onPrint).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/ein QR-Code führt zurück zu dieser Seite/)).toBeInTheDocument();
  });
});
