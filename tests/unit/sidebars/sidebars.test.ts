import {TOP_LEVEL_CATEGORIES} from '../../../sidebars/index';
import type {CategoryEntry, SidebarEntry} from '../../../sidebars/categories';
import {KIT_IDS} from '../../../src/kits/kits';
import {allDocIds} from '../../fixtures/docPages';
import {CATEGORY_SLUGS} from '../../fixtures/routes';
import {referencedDocIds} from '../../fixtures/sidebarDocIds';

function categories(entries: SidebarEntry[]): CategoryEntry[] {
  return entries.flatMap((entry) =>
    typeof entry === 'object' && entry.type === 'category' ? [entry, ...categories(entry.items)] : [],
  );
}

describe('senseBoxSidebar modules', () => {
  it('has one category per kit, then Blockly and the Glossar, the Glossar last', () => {
    expect(TOP_LEVEL_CATEGORIES).toHaveLength(KIT_IDS.length + 2);
    expect(TOP_LEVEL_CATEGORIES.at(-1)?.customProps?.section).toBe('glossar');
  });

  it('tags each kit category with its kit id and the other two with a section key', () => {
    const kits = TOP_LEVEL_CATEGORIES.map((category) => category.customProps?.kit).filter(Boolean);
    expect([...kits].sort()).toEqual([...KIT_IDS].sort());
    expect(TOP_LEVEL_CATEGORIES.map((category) => category.customProps?.section).filter(Boolean)).toEqual([
      'blockly',
      'glossar',
    ]);
  });

  it('keeps the 25 published category slugs and gives every category its own', () => {
    const slugs = categories(TOP_LEVEL_CATEGORIES).flatMap((category) =>
      category.link?.type === 'generated-index' ? [category.link.slug.replace('/category/', '')] : [],
    );
    expect(new Set(slugs).size).toBe(slugs.length);
    // Newer categories get slugs of their own, so no published address moves or goes.
    expect(slugs).toEqual(expect.arrayContaining([...CATEGORY_SLUGS]));
  });

  it('only names doc ids that have a page', () => {
    const pages = allDocIds();
    const unknown = referencedDocIds(TOP_LEVEL_CATEGORIES).filter((id) => !pages.includes(id));
    expect(unknown).toEqual([]);
  });

  it('lists no doc twice inside one category', () => {
    for (const category of categories(TOP_LEVEL_CATEGORIES)) {
      const ids = category.items.filter((item) => typeof item === 'string' || item.type === 'doc');
      const names = ids.map((item) => (typeof item === 'string' ? item : (item as {id: string}).id));
      expect({category: category.label, duplicates: names.filter((n, i) => names.indexOf(n) !== i)}).toEqual({
        category: category.label,
        duplicates: [],
      });
    }
  });
});
