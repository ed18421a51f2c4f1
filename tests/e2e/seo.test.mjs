/**
 * What search engines read, checked on the built files of both locales:
 * robots.txt names both sitemaps; each sitemap lists every page of its locale
 * (except the search page, the authors' guide and the 404 page) and nothing
 * that is missing, a redirect or of the other locale; every page links its
 * German and English version (hreflang) and both exist.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, builtRoutes} from './helpers.mjs';
import {resolveFile} from './server.mjs';

const SITE = 'https://docs.sensebox.de';
/** Pages deliberately left out of the sitemaps (docusaurus.config.ts, sitemap.ignorePatterns). */
const NOT_IN_SITEMAP = new Set(['/search', '/markdown-page', '/404.html']);

const read = (relative) => fs.readFileSync(path.join(BUILD_DIR, relative), 'utf8');
const isRedirectPage = (file) => /<meta http-equiv="refresh"/i.test(fs.readFileSync(file, 'utf8').slice(0, 2000));

/** The built file an absolute URL of the site is served from, or null. */
function fileOf(url) {
  assert.ok(url.startsWith(`${SITE}/`), `${url} is on ${SITE}`);
  return resolveFile(BUILD_DIR, new URL(url).pathname);
}

function sitemapUrls(relative) {
  return [...read(relative).matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(([, loc, lastmod]) => ({loc, lastmod}));
}

/** Routes of one locale without the prefix: `/docs/x` for both `/docs/x` and `/en/docs/x`. */
function localeRoutes(locale) {
  return builtRoutes()
    .filter((route) => (locale === 'en' ? route === '/en/' || route.startsWith('/en/') : !route.startsWith('/en/')))
    .map((route) => (locale === 'en' ? route.slice('/en'.length) : route));
}

it('robots.txt allows crawling and names both sitemaps with the site URL', () => {
  const robots = read('robots.txt');
  assert.match(robots, /^User-agent: \*\nAllow: \/\n/);
  assert.deepEqual([...robots.matchAll(/^Sitemap: (.+)$/gm)].map((m) => m[1]), [`${SITE}/sitemap.xml`, `${SITE}/en/sitemap.xml`]);
  assert.ok(!fs.existsSync(path.join(BUILD_DIR, 'en/robots.txt')), 'one robots.txt, at the root');
});

for (const locale of ['de', 'en']) {
  const prefix = locale === 'en' ? '/en' : '';
  describe(`${locale} sitemap (${prefix}/sitemap.xml)`, () => {
    const urls = sitemapUrls(`${prefix.slice(1)}${prefix ? '/' : ''}sitemap.xml`);

    it('lists only existing pages of its own locale, none twice, none a redirect', () => {
      assert.ok(urls.length > 100, `${urls.length} URLs`);
      assert.equal(new Set(urls.map((u) => u.loc)).size, urls.length);
      for (const {loc} of urls) {
        const pathname = new URL(loc).pathname;
        assert.equal(pathname === '/en/' || pathname.startsWith('/en/'), locale === 'en', `${loc} belongs to ${locale}`);
        const file = fileOf(loc);
        assert.ok(file, `${loc} is a built page`);
        assert.ok(!isRedirectPage(file), `${loc} is not a redirect page`);
      }
    });

    it('lists every built page of its locale except the search page, the authors’ guide and the 404 page', () => {
      const listed = new Set(urls.map(({loc}) => decodeURIComponent(new URL(loc).pathname).slice(prefix.length)));
      const missing = localeRoutes(locale).filter((route) => !NOT_IN_SITEMAP.has(route) && !listed.has(route));
      assert.deepEqual(missing, []);
      for (const route of NOT_IN_SITEMAP) assert.ok(!listed.has(route), `${route} is left out`);
    });

    it('dates the doc pages (lastmod from git)', () => {
      const docs = urls.filter(({loc}) => new URL(loc).pathname.startsWith(`${prefix}/docs/`) && !loc.includes('/docs/category/'));
      assert.ok(docs.length > 80);
      for (const {loc, lastmod} of docs) assert.match(lastmod ?? '', /^\d{4}-\d{2}-\d{2}$/, loc);
    });
  });
}

it('every page of both locales names its German and English version (hreflang), and both exist', () => {
  const problems = [];
  for (const route of builtRoutes()) {
    if (route === '/404.html' || route === '/en/404.html') continue;
    const html = read(path.relative(BUILD_DIR, resolveFile(BUILD_DIR, route)));
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link[^>]*rel="alternate"[^>]*href="([^"]+)"[^>]*hreflang="([^"]+)"/g)].map(([, href, lang]) => [lang, href]),
    );
    const dePath = route.startsWith('/en/') ? route.slice('/en'.length) : route;
    const expected = {de: `${SITE}${dePath}`, en: `${SITE}/en${dePath}`, 'x-default': `${SITE}${dePath}`};
    try {
      assert.deepEqual(alternates, expected);
      for (const href of [expected.de, expected.en]) assert.ok(fileOf(href), `${href} exists`);
    } catch (error) {
      problems.push(`${route}: ${error.message.split('\n')[0]} ${JSON.stringify(alternates)}`);
    }
  }
  assert.deepEqual(problems, []);
});
