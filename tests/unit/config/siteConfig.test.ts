import config from '../../../docusaurus.config';
import strictConfig from '../../../docusaurus.config.strict';

type AnyRecord = Record<string, any>;
const theme = config.themeConfig as AnyRecord;
const docs = ((config.presets?.[0] as [string, AnyRecord])[1] as AnyRecord).docs as AnyRecord;

describe('site configuration', () => {
  it('keeps warnings in the committed config and throws in the one CI builds with', () => {
    for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes'] as const) {
      expect(config[key]).toBe('warn');
      expect(strictConfig[key]).toBe('throw');
    }
    expect({
      ...strictConfig,
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'warn',
      onBrokenMarkdownLinks: 'warn',
      onDuplicateRoutes: 'warn',
    }).toEqual(config);
  });

  it('is German by default with English under /en/', () => {
    expect(config.i18n).toMatchObject({defaultLocale: 'de', locales: ['de', 'en']});
    expect(config.title).toBe('senseBox Docs');
    expect(config.url).toBe('https://docs.sensebox.de');
    expect(config.titleDelimiter ?? '|').toBe('|');
  });

  it('follows the system colour preference, light by default', () => {
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
  });

  it('configures the docs plugin as the site needs it', () => {
    expect(docs).toMatchObject({
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
      breadcrumbs: false,
      editUrl: 'https://github.com/sensebox/docs/edit/main/',
    });
    expect(theme.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.navbar.hideOnScroll).toBe(true);
  });

  it('lists the navbar items in their order', () => {
    expect(theme.navbar.items.map((item: AnyRecord) => item.type ?? item.label)).toEqual([
      'senseBox.de',
      'localeDropdown',
      'GitHub',
      'custom-boardSelector',
      'search',
    ]);
  });

  it('configures contextual DocSearch with the search page at /search', () => {
    expect(theme.algolia).toMatchObject({contextualSearch: true, searchPagePath: 'search'});
  });
});
