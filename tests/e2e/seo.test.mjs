/**
 * What search engines read, checked on the built files of both locales:
 * robots.txt names both sitemaps; each sitemap lists every page of its locale
 * (except the search page, the authors' guide and the 404 page) and nothing
 * that is missing, a redirect or of the other locale; every page links its
 * German and English version (hreflang) and both exist; every page offers a
 * link-preview card (og:image) that messengers show: a 1200 × 630 raster
 * image of the site, in the page's language, with its size, type and alt text.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR, builtRoutes} from './helpers.mjs';
import {resolveFile} from '../../tools/server.mjs';

const SITE = 'https://docs.sensebox.de';
/** Pages deliberately left out of the sitemaps (docusaurus.config.ts, sitemap.ignorePatterns). */
// The offline page (src/pages/offline.tsx) is what the service worker shows for a page it did not save: noindex.
const NOT_IN_SITEMAP = new Set(['/search', '/markdown-page', '/404.html', '/offline']);

const read = (relative) => fs.readFileSync(path.join(BUILD_DIR, relative), 'utf8');
const isRedirectPage = (file) => /<meta http-equiv="refresh"/i.test(fs.readFileSync(file, 'utf8').slice(0, 2000));

/** The built file an absolute URL of the site is served from, or null. */
function fileOf(url) {
  assert.ok(url.startsWith(`${SITE}/`), `${url} is on ${SITE}`);
  return resolveFile(BUILD_DIR, new URL(url).pathname);
}

/** The meta tags of a page: `og:image` (property) or `twitter:card` (name) → every content given. */
function metaTags(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (text) =>
    text.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi, (_, dec, hex, name) =>
      dec
        ? String.fromCodePoint(Number(dec))
        : hex
          ? String.fromCodePoint(parseInt(hex, 16))
          : {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'"}[name.toLowerCase()],
    );
  const tags = {};
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attribute = (name) =>
      tag
        .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i'))
        ?.slice(1)
        .find((v) => v !== undefined);
    const key = attribute('property') ?? attribute('name');
    if (key) (tags[key] ??= []).push(decode(attribute('content') ?? ''));
  }
  return tags;
}

/** Type, width and height from the header of a PNG (IHDR) or JPEG (first SOF segment) file. */
function imageHeader(buffer) {
  if (
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) &&
    buffer.toString('latin1', 12, 16) === 'IHDR'
  ) {
    return {type: 'image/png', width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20)};
  }
  if (buffer[0] === 0xff && buffer[1] === 0xd8) {
    for (let at = 2; at + 9 < buffer.length && buffer[at] === 0xff; at += 2 + buffer.readUInt16BE(at + 2)) {
      const marker = buffer[at + 1];
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return {type: 'image/jpeg', width: buffer.readUInt16BE(at + 7), height: buffer.readUInt16BE(at + 5)};
      }
    }
  }
  return {type: `not PNG or JPEG (starts ${buffer.subarray(0, 8).toString('hex')})`, width: 0, height: 0};
}

function sitemapUrls(relative) {
  return [...read(relative).matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(
    ([, loc, lastmod]) => ({loc, lastmod}),
  );
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
  assert.deepEqual(
    [...robots.matchAll(/^Sitemap: (.+)$/gm)].map((m) => m[1]),
    [`${SITE}/sitemap.xml`, `${SITE}/en/sitemap.xml`],
  );
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
        assert.equal(
          pathname === '/en/' || pathname.startsWith('/en/'),
          locale === 'en',
          `${loc} belongs to ${locale}`,
        );
        const file = fileOf(loc);
        assert.ok(file, `${loc} is a built page`);
        assert.ok(!isRedirectPage(file), `${loc} is not a redirect page`);
      }
    });

    it('lists every built page of its locale except the search page, the authors’ guide, the offline page and the 404 page', () => {
      const listed = new Set(urls.map(({loc}) => decodeURIComponent(new URL(loc).pathname).slice(prefix.length)));
      const missing = localeRoutes(locale).filter((route) => !NOT_IN_SITEMAP.has(route) && !listed.has(route));
      assert.deepEqual(missing, []);
      for (const route of NOT_IN_SITEMAP) assert.ok(!listed.has(route), `${route} is left out`);
    });

    it('dates the doc pages (lastmod from git)', () => {
      const docs = urls.filter(
        ({loc}) => new URL(loc).pathname.startsWith(`${prefix}/docs/`) && !loc.includes('/docs/category/'),
      );
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
      [...html.matchAll(/<link[^>]*rel="alternate"[^>]*href="([^"]+)"[^>]*hreflang="([^"]+)"/g)].map(
        ([, href, lang]) => [lang, href],
      ),
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

describe('link previews (og:image, twitter:image)', () => {
  /** The card of each language (config/socialCard.ts; npm run social-card makes the PNGs). */
  const CARD = {de: `${SITE}/img/social-card.png`, en: `${SITE}/en/img/social-card.en.png`};
  /** A word of the card's own text, so the alt text is seen to be in the page's language. */
  const ALT_WORD = {de: /\bSensoren\b/, en: /\bsensors\b/i};
  const pages = builtRoutes().map((route) => {
    const locale = route === '/en/' || route.startsWith('/en/') ? 'en' : 'de';
    return {route, locale, tags: metaTags(read(path.relative(BUILD_DIR, resolveFile(BUILD_DIR, route))))};
  });
  const one = (tags, key) => (tags[key]?.length === 1 ? tags[key][0] : `${tags[key]?.length ?? 0} × ${key}`);

  it('covers the pages of both languages', () => {
    assert.ok(
      pages.filter((p) => p.locale === 'de').length > 100 && pages.filter((p) => p.locale === 'en').length > 100,
      `${pages.length} pages`,
    );
    assert.notEqual(CARD.de, CARD.en, 'German and English pages have their own card');
  });

  it('every page names exactly one card of its language: an absolute https URL of the site, 1200 × 630, shown large (twitter:card)', () => {
    const problems = [];
    for (const {route, locale, tags} of pages) {
      const image = one(tags, 'og:image');
      const found = {
        'og:image': image,
        'twitter:image': one(tags, 'twitter:image'),
        'og:image:width': one(tags, 'og:image:width'),
        'og:image:height': one(tags, 'og:image:height'),
        'twitter:card': one(tags, 'twitter:card'),
        'https on the site': image.startsWith(`${SITE}/`) && new URL(image).protocol === 'https:',
      };
      const expected = {
        'og:image': CARD[locale],
        'twitter:image': CARD[locale],
        'og:image:width': '1200',
        'og:image:height': '630',
        'twitter:card': 'summary_large_image',
        'https on the site': true,
      };
      try {
        assert.deepEqual(found, expected);
      } catch {
        problems.push(
          `${route}: ${JSON.stringify(Object.fromEntries(Object.entries(found).filter(([key, value]) => value !== expected[key])))}`,
        );
      }
    }
    assert.deepEqual(problems.slice(0, 5), [], `${problems.length} pages wrong`);
  });

  it('each card is a built file whose header says 1200 × 630 and the type the pages name', () => {
    for (const locale of ['de', 'en']) {
      const file = fileOf(CARD[locale]);
      assert.ok(file, `${CARD[locale]} is in the build`);
      const header = imageHeader(fs.readFileSync(file));
      const types = new Set(pages.filter((p) => p.locale === locale).map(({tags}) => one(tags, 'og:image:type')));
      assert.deepEqual(header, {type: [...types][0], width: 1200, height: 630}, `${CARD[locale]} (${file})`);
      assert.deepEqual([...types], [header.type], `og:image:type of the ${locale} pages`);
    }
  });

  it('every page describes its card in its own language (og:image:alt, twitter:image:alt)', () => {
    const alts = {de: new Set(), en: new Set()};
    const problems = [];
    for (const {route, locale, tags} of pages) {
      const alt = one(tags, 'og:image:alt');
      alts[locale].add(alt);
      if (one(tags, 'twitter:image:alt') !== alt)
        problems.push(`${route}: twitter:image:alt ${one(tags, 'twitter:image:alt')} ≠ og:image:alt ${alt}`);
    }
    assert.deepEqual(problems.slice(0, 5), [], `${problems.length} pages wrong`);
    for (const locale of ['de', 'en']) {
      assert.equal(alts[locale].size, 1, `one alt text for the ${locale} pages: ${[...alts[locale]].join(' | ')}`);
      const [alt] = alts[locale];
      assert.match(alt, ALT_WORD[locale], `the ${locale} alt text is in ${locale}`);
      assert.ok(alt.length >= 20, `a real description: ${alt}`);
    }
    assert.notDeepEqual([...alts.de], [...alts.en]);
  });
});
