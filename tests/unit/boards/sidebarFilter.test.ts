import {filterSidebarForBoard, neighbours, pagesInOrder, type SidebarItem} from '../../../src/boards/sidebarFilter';

const link = (href: string, label = href): SidebarItem => ({type: 'link', href, label});
const category = (
  label: string,
  customProps: Record<string, unknown>,
  items: SidebarItem[],
  href?: string,
): SidebarItem => ({
  type: 'category',
  label,
  customProps,
  items,
  ...(href ? {href} : {}),
});

// Labels are deliberately unlike the ids: filtering must not read them.
const sidebar: SidebarItem[] = [
  category('Erstes Board', {kit: 'edus2'}, [link('/docs/s2/start'), link('/docs/sensor')], '/docs/s2'),
  category('Zweites Board', {kit: 'edu'}, [link('/docs/edu/start'), link('/docs/edu/only')], '/docs/edu'),
  category('Blöcke', {section: 'blockly'}, [link('/docs/blocks')]),
  category('Fahrrad', {kit: 'bike'}, [link('/docs/bike/app')]),
  category('Nachschlagen', {section: 'glossar'}, [link('/docs/sensor')], '/docs/category/glossar'),
];

describe('filterSidebarForBoard', () => {
  it('shows the whole sidebar when no board is chosen', () => {
    expect(filterSidebarForBoard(sidebar, null, '/docs/s2')).toBe(sidebar);
  });

  it("shows the board's category and the glossary", () => {
    expect(
      filterSidebarForBoard(sidebar, 'edu', '/docs/edu/start').map((item) => (item as {label: string}).label),
    ).toEqual(['Zweites Board', 'Nachschlagen']);
  });

  it('keeps the category of the current page visible when it lies outside the board', () => {
    expect(
      filterSidebarForBoard(sidebar, 'edu', '/docs/blocks/').map((item) => (item as {label: string}).label),
    ).toEqual(['Zweites Board', 'Blöcke', 'Nachschlagen']);
  });

  it('adds nothing when the glossary already holds the current page', () => {
    expect(filterSidebarForBoard(sidebar, 'bike', '/docs/sensor')).toHaveLength(2);
  });

  it('shows everything for a board whose category is not in this sidebar', () => {
    expect(filterSidebarForBoard(sidebar, 'co2', '/docs/s2')).toBe(sidebar);
  });
});

describe('previous and next', () => {
  it('lists category pages before their entries', () => {
    expect(pagesInOrder([sidebar[0]!]).map((page) => page.permalink)).toEqual([
      '/docs/s2',
      '/docs/s2/start',
      '/docs/sensor',
    ]);
  });

  it('stay within the filtered sidebar', () => {
    const visible = filterSidebarForBoard(sidebar, 'edu', '/docs/edu/only');
    expect(neighbours(visible, '/docs/edu/only')).toEqual({
      previous: {permalink: '/docs/edu/start', title: '/docs/edu/start'},
      next: {permalink: '/docs/category/glossar', title: 'Nachschlagen'},
    });
    expect(neighbours(visible, '/docs/edu')?.previous).toBeUndefined();
  });

  it('report nothing for a page outside the sidebar', () => {
    expect(neighbours(sidebar, '/docs/misc/faq')).toBeNull();
  });
});
