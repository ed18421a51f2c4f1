/** @jest-environment node */
import {KIT_IDS} from '../../../src/kits/kits';
import {docCategory, groupCategory, indexCategory} from '../../../sidebars/categories';
import {TOP_LEVEL_CATEGORIES} from '../../../sidebars/index';
import {sidebarPages, withKits} from '../../../plugins/search/pageKits';
import {buildRecords} from '../../../plugins/search/records';
import {page} from './fixtures';

const SITE = 'https://docs.sensebox.de';

describe('the kits of each page, from the sidebar', () => {
  const categories = [
    docCategory('S2', 'boards/s2', [groupCategory('Erste Schritte', ['boards/s2-upload']), 'hardware/sd'], {
      kit: 'edus2',
    }),
    docCategory('Eye', 'boards/eye', ['boards/eye-upload', 'hardware/eye/sd', 'editors/shared'], {kit: 'eye'}),
    indexCategory('Blockly', 'blockly', ['editors/shared', 'blocks/display'], {customProps: {section: 'blockly'}}),
    indexCategory('Glossar', 'glossar', ['hardware/sd'], {customProps: {section: 'glossar'}}),
  ];

  it('lists a page under every kit that lists it, at any depth; a shared section adds no kit', () => {
    const {kits, shared} = sidebarPages(categories);
    expect(kits.get('boards/s2')).toEqual(['edus2']);
    expect(kits.get('boards/s2-upload')).toEqual(['edus2']);
    expect(kits.get('editors/shared')).toEqual(['eye']);
    expect(kits.has('blocks/display')).toBe(false);
    expect([...shared].sort()).toEqual([
      'blocks/display',
      'category/blockly',
      'category/glossar',
      'editors/shared',
      'hardware/sd',
    ]);
  });

  it("marks a board's own page that shares its title with a general page, on every record of the page", () => {
    const records = [
      ['hardware/sd', 'SD-Karte'],
      ['hardware/eye/sd', 'SD-Karte'],
      ['boards/s2-upload', 'Kompilieren'],
      ['boards/eye-upload', 'Kompilieren'],
    ].flatMap(([id, title]) =>
      buildRecords(page('de', 'Docs', `<header><h1>${title}</h1></header><p>Text.</p>`), `${SITE}/docs/${id}`),
    );
    const marked = withKits(records, sidebarPages(categories), '/docs/');
    const of = (id: string) => marked.filter((record) => record.url_without_anchor === `${SITE}/docs/${id}`);
    expect(of('hardware/eye/sd').every((record) => record.twin === 1 && record.kits?.join() === 'eye')).toBe(true);
    expect(of('hardware/sd').every((record) => record.twin === undefined && record.kits?.join() === 'edus2')).toBe(
      true,
    );
    // Two boards' own pages with one title: neither is the general one.
    expect(
      of('boards/s2-upload')
        .concat(of('boards/eye-upload'))
        .some((record) => record.twin),
    ).toBe(false);
  });

  it('knows a page of every kit in the real sidebar', () => {
    const listed = new Set([...sidebarPages(TOP_LEVEL_CATEGORIES).kits.values()].flat());
    expect([...listed].sort()).toEqual([...KIT_IDS].sort());
  });
});
