import ComponentTypes from '../../../src/theme/NavbarItem/ComponentTypes';
import BoardSelectorNavbarItem from '../../../src/components/BoardSelector/BoardSelectorNavbarItem';
import siteConfig from '../../../docusaurus.config';

type Item = {type?: string; items?: Item[]};

/** Every navbar item of the config, dropdown entries included. */
function navbarItems(items: Item[]): Item[] {
  return items.flatMap((item) => [item, ...navbarItems(item.items ?? [])]);
}

describe('NavbarItem/ComponentTypes', () => {
  const config = siteConfig as unknown as {themeConfig: {navbar: {items: Item[]}}};

  it('knows every item type the navbar configures (an item without type is "default")', () => {
    const used = new Set(navbarItems(config.themeConfig.navbar.items).map((item) => item.type ?? 'default'));
    expect([...used].filter((type) => !(type in ComponentTypes))).toEqual([]);
  });

  it("adds our board selector next to the theme's own item components", () => {
    expect(ComponentTypes['custom-boardSelector']).toBe(BoardSelectorNavbarItem);
    for (const component of Object.values(ComponentTypes)) expect(typeof component).toBe('function');
  });

  it('leaves out the docs-version and doc items, which would bring the docs client hooks into every page', () => {
    expect(ComponentTypes).not.toHaveProperty('doc');
    expect(ComponentTypes).not.toHaveProperty('docsVersionDropdown');
  });
});
