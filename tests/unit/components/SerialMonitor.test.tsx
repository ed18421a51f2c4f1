import {render, screen} from '@testing-library/react';
import SerialMonitor from '../../../src/components/SerialMonitor';
import {setTestLocale} from '../stubs/codeTranslations';
import {ALL_PAGE_FILES, fences, type PageFile} from '../content/pageFiles';

describe('SerialMonitor', () => {
  afterEach(() => setTestLocale('de'));

  it('says upload, open through the menu and set the speed, in one paragraph (de)', () => {
    const {container} = render(<SerialMonitor baud={9600} />);
    const paragraph = container.querySelector('p');
    expect(paragraph).toHaveTextContent(
      'Lade den Sketch hoch und öffne den seriellen Monitor (Werkzeuge → Serieller Monitor). Stell dort 9600 Baud ein.',
    );
    expect(screen.getByText('Werkzeuge → Serieller Monitor').tagName).toBe('STRONG');
    expect(screen.getByText('9600 Baud').tagName).toBe('STRONG');
  });

  it('only opens and sets when the sketch is already uploaded', () => {
    render(<SerialMonitor baud={115200} upload={false} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Öffne den seriellen Monitor (Werkzeuge → Serieller Monitor) und stell dort 115200 Baud ein.',
    );
  });

  it('speaks English on English pages', () => {
    setTestLocale('en');
    const {rerender} = render(<SerialMonitor baud={115200} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Upload the sketch and open the Serial Monitor (Tools → Serial Monitor). Set it to 115200 baud.',
    );
    rerender(<SerialMonitor baud={9600} upload={false} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Open the Serial Monitor (Tools → Serial Monitor) and set it to 9600 baud.',
    );
  });

  it('throws on a speed no sketch uses, so a typo cannot reach readers', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error 4800 is not a speed our sketches use
    expect(() => render(<SerialMonitor baud={4800} />)).toThrow(/baud 4800/);
  });
});

describe('SerialMonitor on the pages', () => {
  const uses = (page: PageFile) => [...page.source.matchAll(/<SerialMonitor\b[^>]*\/>/g)].map((match) => match[0]);
  const pages = ALL_PAGE_FILES.filter((page) => uses(page).length > 0);

  it('is used on the pages that tell readers to open the serial monitor', () => {
    expect(pages.filter((page) => page.locale === 'de').length).toBeGreaterThanOrEqual(30);
  });

  it.each(pages.map((page) => [`${page.locale}/${page.rel}`, page] as const))(
    '%s: the speed is the one its sketch sets, and the twin says the same',
    (_name, page) => {
      const speeds = uses(page).map((use) => Number(/baud=\{(\d+)\}/.exec(use)?.[1]));
      const sketchSpeeds = new Set(
        fences(page.source).flatMap((fence) =>
          [...fence.body.matchAll(/Serial\.begin\((\d+)\)/g)].map((match) => Number(match[1])),
        ),
      );
      for (const speed of speeds) expect({speed, inSketch: sketchSpeeds.has(speed)}).toEqual({speed, inSketch: true});
      const twin = ALL_PAGE_FILES.find((other) => other.locale !== page.locale && other.rel === page.rel);
      expect(twin && uses(twin)).toEqual(uses(page));
      expect(page.source).toMatch(/^import SerialMonitor from '@site\/src\/components\/SerialMonitor';$/m);
    },
  );

  it('stands on a line of its own (it is a paragraph)', () => {
    const inline = pages.flatMap((page) =>
      page.source
        .split('\n')
        .map((line, index) => ({line, index}))
        .filter(
          ({line}) =>
            line.includes('<SerialMonitor') && !/^\s*(?:\d+\.\s+|[-*]\s+)?<SerialMonitor\b[^>]*\/>\s*$/.test(line),
        )
        .map(({index}) => `${page.locale}/${page.rel}:${index + 1}`),
    );
    expect(inline).toEqual([]);
  });
});
