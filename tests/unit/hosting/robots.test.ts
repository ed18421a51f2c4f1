import {robotsTxt, sitemapUrls} from '../../../src/config/robots';

describe('robots.txt', () => {
  it('names each locale’s sitemap with the configured site URL', () => {
    const sitemaps = sitemapUrls({url: 'https://docs.sensebox.de/', baseUrl: '/', locales: ['de', 'en'], defaultLocale: 'de'});
    expect(sitemaps).toEqual(['https://docs.sensebox.de/sitemap.xml', 'https://docs.sensebox.de/en/sitemap.xml']);
    expect(robotsTxt(sitemaps)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.sensebox.de/sitemap.xml\nSitemap: https://docs.sensebox.de/en/sitemap.xml\n',
    );
  });

  it('follows a base URL other than the root', () => {
    expect(sitemapUrls({url: 'https://example.org', baseUrl: '/docs/', locales: ['de', 'en'], defaultLocale: 'de'})).toEqual([
      'https://example.org/docs/sitemap.xml',
      'https://example.org/docs/en/sitemap.xml',
    ]);
  });
});
