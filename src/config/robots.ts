/**
 * robots.txt for the whole site (one file at the root serves both languages):
 * everything may be crawled, and each locale's sitemap is named, as absolute
 * URLs made from the configured site URL so a fork or a new domain stays right.
 */
export function sitemapUrls({url, baseUrl, locales, defaultLocale}: {url: string; baseUrl: string; locales: string[]; defaultLocale: string}): string[] {
  const site = url.replace(/\/+$/, '');
  return locales.map((locale) => `${site}${baseUrl}${locale === defaultLocale ? '' : `${locale}/`}sitemap.xml`);
}

export function robotsTxt(sitemaps: string[]): string {
  return ['User-agent: *', 'Allow: /', '', ...sitemaps.map((sitemap) => `Sitemap: ${sitemap}`), ''].join('\n');
}
