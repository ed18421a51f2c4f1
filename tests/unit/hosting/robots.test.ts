import {llmsTxtUrls, robotsTxt, sitemapUrls} from '../../../plugins/host-config/robots';

describe('robots.txt', () => {
  it('names each locale’s sitemap with the configured site URL', () => {
    const sitemaps = sitemapUrls({
      url: 'https://docs.sensebox.de/',
      baseUrl: '/',
      locales: ['de', 'en'],
      defaultLocale: 'de',
    });
    expect(sitemaps).toEqual(['https://docs.sensebox.de/sitemap.xml', 'https://docs.sensebox.de/en/sitemap.xml']);
    expect(robotsTxt(sitemaps)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.sensebox.de/sitemap.xml\nSitemap: https://docs.sensebox.de/en/sitemap.xml\n',
    );
  });

  it('follows a base URL other than the root', () => {
    expect(
      sitemapUrls({url: 'https://example.org', baseUrl: '/docs/', locales: ['de', 'en'], defaultLocale: 'de'}),
    ).toEqual(['https://example.org/docs/sitemap.xml', 'https://example.org/docs/en/sitemap.xml']);
  });

  it('names each locale’s llms.txt and llms-full.txt in comment lines', () => {
    const site = {url: 'https://docs.sensebox.de', baseUrl: '/', locales: ['de', 'en'], defaultLocale: 'de'};
    const llms = llmsTxtUrls(site);
    expect(llms).toEqual([
      'https://docs.sensebox.de/llms.txt',
      'https://docs.sensebox.de/llms-full.txt',
      'https://docs.sensebox.de/en/llms.txt',
      'https://docs.sensebox.de/en/llms-full.txt',
    ]);
    const lines = robotsTxt(sitemapUrls(site), llms).split('\n');
    expect(lines).toContain('# https://docs.sensebox.de/en/llms.txt');
    // Comments only: no field a crawler would read as a rule.
    expect(lines.filter((line) => line.includes('llms')).every((line) => line.startsWith('#'))).toBe(true);
  });
});
