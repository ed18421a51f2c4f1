import {TOP_LEVEL_CATEGORIES} from '../../../sidebars/index';
import {allDocIds} from '../../fixtures/docPages';
import {referencedDocIds} from '../../fixtures/sidebarDocIds';
import {PAGES_WITHOUT_SIDEBAR} from '../../fixtures/pagesWithoutSidebar.mjs';

describe('the spec rows about the sidebar', () => {
  it('opens with the :edu S2 category when no board is chosen', () => {
    const [first] = TOP_LEVEL_CATEGORIES;
    expect(first?.label).toBe(':edu S2');
    expect(first?.customProps?.kit).toBe('edus2');
  });

  it('lists none of the pages the spec marks "no sidebar"', () => {
    const listed = new Set(referencedDocIds(TOP_LEVEL_CATEGORIES));
    expect(PAGES_WITHOUT_SIDEBAR.filter((id) => listed.has(id))).toEqual([]);
  });

  it('names only pages that exist', () => {
    const pages = allDocIds();
    expect(PAGES_WITHOUT_SIDEBAR.filter((id) => !pages.includes(id))).toEqual([]);
  });
});
