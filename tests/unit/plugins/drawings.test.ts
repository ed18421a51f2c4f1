/**
 * @jest-environment node
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import {drawnModule, svgFile, svgMarkup} from '../../../plugins/drawings/render';
import {cssSections, stylesheet} from '../../../plugins/drawings/palette';
import {setLocale, translate} from '../../../plugins/drawings/translate';
import {CLASS_NAMES} from '../../../plugins/drawings/draw/classes';
import {partFigure} from '../../../plugins/drawings/draw/part';
import {portFigure} from '../../../plugins/drawings/draw/ports';
import type {ImageToDraw} from '../../../plugins/drawings/draw/image';

const ROOT = path.resolve(__dirname, '../../..');
const CSS = fs.readFileSync(path.join(ROOT, 'plugins/drawings/draw/drawing.css'), 'utf8');

/** A site folder of its own, with the real translations, so the test writes nothing into the checkout. */
function siteCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drawings-'));
  fs.symlinkSync(path.join(ROOT, 'i18n'), path.join(dir, 'i18n'));
  return dir;
}

describe('drawing files', () => {
  it('style every class the drawing code names, and nothing else', () => {
    const styled = new Set([...CSS.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.([a-zA-Z]\w*)/g)].map((m) => m[1]));
    expect([...styled].filter((name) => !(CLASS_NAMES as readonly string[]).includes(name!))).toEqual([]);
    // Names without a rule of their own mark elements for the rules and the tests: a port's group, a pin.
    expect(CLASS_NAMES.filter((name) => !styled.has(name))).toEqual(['port', 'pin']);
  });

  it('are standalone SVGs of the size the page shows, named, with their style first and no test attributes', () => {
    setLocale(ROOT, 'de');
    const [image] = (partFigure('co2') as {images: ImageToDraw[]}).images;
    const markup = svgMarkup(image!);
    expect(markup).toMatch(/^<svg width="420" height="\d+" class="part" viewBox="0 0 [\d.]+ [\d.]+" xmlns=/);
    expect(markup).toContain('<title>Zeichnung der Platine von oben');
    expect(markup).not.toContain('data-');
    const file = svgFile(markup, 'dark');
    expect(file.indexOf('<style>')).toBe(file.indexOf('>') + 1);
    expect(file).toContain('--pd-pcb:#33444f');
  });

  it('share one style per kind of drawing and mode, with only the rules and colours it uses', () => {
    setLocale(ROOT, 'en');
    const part = (id: string) => svgFile(svgMarkup((partFigure(id) as {images: ImageToDraw[]}).images[0]!), 'light');
    const style = (file: string) => /<style>(.*?)<\/style>/.exec(file)?.[1];
    expect(style(part('co2'))).toBe(style(part('multiplexer')));
    const ports = svgFile(svgMarkup(portFigure({board: 'mcus2', highlight: 'i2c'}).image), 'light');
    expect(style(ports)).not.toBe(style(part('co2')));
    expect(style(ports)).not.toContain('--pd-pcb');
    expect(style(part('co2'))).not.toContain('.pinCell');
    const {kinds} = cssSections(CSS);
    expect([...kinds.keys()]).toEqual(['part', 'ports', 'steps']);
    expect(stylesheet('light', CSS, new Set())).not.toContain('.pcb');
  });

  it('are written with a module of the figure’s words that imports both files', () => {
    const site = siteCopy();
    const module = drawnModule('PartSpecs', {part: 'co2'}, 'de', site);
    expect(module).toBe(path.join(site, '.docusaurus/drawings/de/part-co2.js'));
    const source = fs.readFileSync(module, 'utf8');
    expect(source).toContain(`import i0 from './part-co2-0.drawing';`);
    expect(source).toContain(`import i0d from './part-co2-0.dark.drawing';`);
    expect(source).toContain('"src":i0,"dark":i0d,"width":420');
    expect(source).toContain('"alt":"Zeichnung der Platine von oben');
    for (const file of ['part-co2-0.drawing', 'part-co2-0.dark.drawing'])
      expect(fs.readFileSync(path.join(site, '.docusaurus/drawings/de', file), 'utf8')).toMatch(/^<svg /);
    // A port diagram two parts show is one file, named after what it shows.
    const first = fs.readFileSync(drawnModule('PartConnection', {part: 'co2'}, 'de', site), 'utf8');
    const second = fs.readFileSync(drawnModule('PartConnection', {part: 'multiplexer'}, 'de', site), 'utf8');
    expect(first).toContain(`from './ports-mcu-i2c.drawing'`);
    expect(second).toContain(`from './ports-mcu-i2c.drawing'`);
  });

  it('need their props as plain text', () => {
    expect(() => drawnModule('PortDiagram', {highlight: 'i2c'}, 'de', siteCopy())).toThrow(
      '<PortDiagram>: board="…" must be written as plain text',
    );
  });
});

describe('translate() of the drawings', () => {
  it('answers in the language being built, from drawings.json and code.json', () => {
    setLocale(ROOT, 'en');
    expect(translate({id: 'partDrawing.side.top', message: 'Oberseite'})).toBe('top side');
    // The data labels pick their language by this entry of code.json (src/data/language.ts).
    expect(translate({id: 'site.language', message: 'de'})).toBe('en');
    expect(translate({id: 'boardDrawing.revision', message: 'Revision {revision}'}, {revision: '2.2'})).toBe(
      'Revision 2.2',
    );
  });

  it('fails on a text without translation', () => {
    setLocale(ROOT, 'de');
    expect(() => translate({id: 'partDrawing.noSuchText', message: 'Gibt es nicht'})).toThrow(
      'no text for "partDrawing.noSuchText"',
    );
  });
});
