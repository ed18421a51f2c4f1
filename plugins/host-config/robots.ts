/**
 * robots.txt for the whole site (one file at the root serves both languages):
 * everything may be crawled, and each locale's sitemap is named, as absolute
 * URLs made from the configured site URL so a fork or a new domain stays right.
 */
/** The parts of the site config that decide each locale's absolute address. */
type SiteLocales = {url: string; baseUrl: string; locales: string[]; defaultLocale: string};

export function sitemapUrls({url, baseUrl, locales, defaultLocale}: SiteLocales): string[] {
  const site = url.replace(/\/+$/, '');
  return locales.map((locale) => `${site}${baseUrl}${locale === defaultLocale ? '' : `${locale}/`}sitemap.xml`);
}

/** Each locale's llms.txt and llms-full.txt (plugins/llms-txt), as absolute URLs. */
export function llmsTxtUrls(site: SiteLocales): string[] {
  return sitemapUrls(site).flatMap((sitemap) =>
    ['llms.txt', 'llms-full.txt'].map((name) => sitemap.replace(/sitemap\.xml$/, name)),
  );
}

/**
 * robots.txt has no field for llms.txt; the files are named in comment lines, which
 * crawlers skip and people and assistants reading the file can follow.
 */
export function robotsTxt(sitemaps: string[], llmsFiles: string[] = []): string {
  const llms =
    llmsFiles.length > 0
      ? [
          '',
          '# The documentation as plain text for language models (https://llmstxt.org/):',
          ...llmsFiles.map((file) => `# ${file}`),
        ]
      : [];
  return ['User-agent: *', 'Allow: /', '', ...sitemaps.map((sitemap) => `Sitemap: ${sitemap}`), ...llms, ''].join('\n');
}
