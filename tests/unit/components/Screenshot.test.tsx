import fs from 'fs';
import path from 'path';
import {render, screen} from '@testing-library/react';
import Screenshot, {sizesFor, variantFor} from '@site/src/components/Screenshot';
import {SCREENSHOTS} from '@site/src/data/screenshots';
import {listSources, widthsFor, WIDTHS} from '@site/scripts/responsive-images.mjs';
import {pageFiles} from '../content/pageFiles';

const ROOT = path.resolve(__dirname, '../../..');
const [firstName] = Object.keys(SCREENSHOTS);

describe('Screenshot', () => {
  it('has a fixed box, WebP and AVIF in several widths, and loads lazily unless told otherwise', () => {
    const {container} = render(<Screenshot name="editor/board-mcus2" alt="Blockly mit der MCU-S2" />);
    const image = screen.getByRole('img', {name: 'Blockly mit der MCU-S2'});
    const {variant} = variantFor('editor/board-mcus2', 'de');
    expect(image).toHaveAttribute('width', String(variant.width));
    expect(image).toHaveAttribute('height', String(variant.height));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    const sources = Array.from(container.querySelectorAll('source'));
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      expect(source.getAttribute('srcset')?.split(', ')).toHaveLength(variant.widths.length);
      expect(source.getAttribute('sizes')).toBe(sizesFor(variant.width));
    }
  });

  it('loads at once when eager', () => {
    render(<Screenshot name="editor/board-dialog" alt="Startfenster" eager />);
    expect(screen.getByRole('img', {name: 'Startfenster'})).toHaveAttribute('loading', 'eager');
  });

  it('never asks for a picture wider than the column or than itself', () => {
    expect(sizesFor(1280)).toBe('(min-width: 997px) 760px, 100vw');
    expect(sizesFor(345)).toBe('(min-width: 997px) 345px, 345px');
  });

  it('falls back to the German picture where there is no English one', () => {
    expect(variantFor('editor/board-dialog', 'en').lang).toBe('de');
    expect(() => variantFor('editor/no-such-picture', 'de')).toThrow(/npm run images/);
  });
});

describe('the screenshot files', () => {
  it('has every listed screenshot in each of its widths and formats in static/img', () => {
    const entries = Object.entries(SCREENSHOTS);
    expect(entries.length).toBeGreaterThan(0);
    expect(firstName).toBeDefined();
    for (const [key, languages] of entries) {
      const [group, name] = key.split('/') as [string, string];
      for (const [lang, variant] of Object.entries(languages)) {
        for (const width of variant!.widths) {
          for (const format of ['webp', 'avif']) {
            const file = path.join(ROOT, 'static/img', group, `${name}.${lang}-${width}.${format}`);
            expect({file, exists: fs.existsSync(file)}).toEqual({file, exists: true});
          }
        }
      }
    }
  });

  // The PNG sources are not committed (npm run editor-shots makes them); where they are, each is listed.
  const sourcesDir = path.join(ROOT, 'images');
  (fs.existsSync(sourcesDir) ? it : it.skip)('lists every PNG source in images/ (after npm run editor-shots)', () => {
    for (const source of listSources(sourcesDir)) {
      expect(SCREENSHOTS[`${source.group}/${source.name}`]?.[source.lang as 'de' | 'en']).toBeDefined();
    }
  });

  it('makes widths up to the source and never wider', () => {
    expect(widthsFor(2560)).toEqual(WIDTHS);
    expect(widthsFor(690)).toEqual([480, 690]);
    expect(widthsFor(400)).toEqual([400]);
  });

  it('has every picture a page names, in German, with alt text', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const page of pageFiles(locale)) {
        for (const match of page.source.matchAll(/<Screenshot\b([^>]*)\/>/g)) {
          const attributes = match[1]!;
          const name = /name="([^"]+)"/.exec(attributes)?.[1];
          expect(name && SCREENSHOTS[name]?.de).toBeDefined();
          expect(/alt="([^"]{20,})"/.test(attributes)).toBe(true);
        }
      }
    }
  });
});
