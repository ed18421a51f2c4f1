/**
 * Every HTML page of the build in both languages, read from its server HTML
 * (no browser: what a page's content can get wrong is in that HTML, and the
 * browser audits, which see the components after hydration, run on samples
 * that show every component: accessibility.test.mjs). Fails on:
 *  - a page without a <title> or a meta description;
 *  - an image without an alt attribute (alt="" marks a decorative image);
 *  - a same-site link, image, stylesheet, script or icon whose file does not
 *    exist, or a link whose #anchor is no id on the target page;
 *  - an id used twice on one page, or a heading in <main> that skips a level
 *    (an h4 after an h2): the two audit rules that depend on a page's own text.
 * Prints the figures: pages, links and anchors checked, failures.
 */
import {it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {entryScriptsOf} from '../../tools/entryScripts.mjs';
import {BUILD_DIR, builtRoutes, htmlFile} from './helpers.mjs';

/** A same-site path resolves when the build has a page, a redirect page or a file for it. */
function resolvesInBuild(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const target = path.join(BUILD_DIR, decoded);
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html')];
  return candidates.some((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/** The route a link's path lands on, in the form builtRoutes() uses. */
function routeOf(pathname) {
  if (pathname === '/' || pathname === '/en/') return pathname;
  return decodeURIComponent(pathname)
    .replace(/\/index\.html$/, '')
    .replace(/\/$/, '');
}

/**
 * The 404 pages' language links point at the same unknown path in the other
 * language, which is meant to answer 404 too; their other links are on every page.
 */
const NOT_FOUND_ROUTES = new Set(['/404.html', '/en/404.html']);

/** What one page's HTML says: its own problems, its ids, and the same-site addresses it refers to. */
function readPage(route) {
  const html = fs.readFileSync(htmlFile(route), 'utf8');
  const $ = load(html);
  const problems = [];
  if (!$('title').text().trim()) problems.push('no <title>');
  if (!$('meta[name="description"]').attr('content')?.trim()) problems.push('no meta description');
  $('img:not([alt])').each((_, img) => problems.push(`image without alt: ${$(img).attr('src')}`));

  const ids = $('[id]')
    .map((_, element) => $(element).attr('id'))
    .get();
  const seen = new Set();
  for (const id of ids) {
    if (seen.has(id)) problems.push(`id "${id}" used twice`);
    seen.add(id);
  }
  let level = 1;
  $('main')
    .find('h1, h2, h3, h4, h5, h6')
    .each((_, heading) => {
      const next = Number(heading.tagName.slice(1));
      if (next > level + 1) problems.push(`heading h${next} "${$(heading).text().trim()}" follows an h${level}`);
      level = next;
    });

  const links = NOT_FOUND_ROUTES.has(route)
    ? []
    : $('a[href]')
        .map((_, a) => $(a).attr('href'))
        .get();
  const files = [
    ...entryScriptsOf(html),
    ...$('img[src], script[src]')
      .map((_, element) => $(element).attr('src'))
      .get(),
    ...$('link[href]')
      .filter((_, element) => /\b(stylesheet|preload|modulepreload|icon|manifest)\b/.test($(element).attr('rel') ?? ''))
      .map((_, element) => $(element).attr('href'))
      .get(),
    ...$('img[srcset], source[srcset]')
      .map((_, element) =>
        $(element)
          .attr('srcset')
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0]),
      )
      .get(),
  ];
  return {problems, ids: new Set(ids), links, files};
}

it('every built page has a title, a description and alt texts, unique ids, headings in order, and links, anchors and files that exist', () => {
  const routes = builtRoutes();
  assert.ok(
    routes.includes('/') && routes.includes('/en/') && routes.length > 200,
    `both locales are built (${routes.length})`,
  );
  const failures = [];
  const idsByRoute = new Map();
  const references = []; // {from, url, isFile}
  for (const route of routes) {
    const page = readPage(route);
    if (page.problems.length > 0) failures.push(`${route}\n    ${page.problems.join('\n    ')}`);
    idsByRoute.set(route, page.ids);
    for (const url of page.links) references.push({from: route, url, isFile: false});
    for (const url of page.files) references.push({from: route, url, isFile: true});
  }

  let links = 0;
  let anchors = 0;
  const checked = new Set();
  for (const {from, url, isFile} of references) {
    const base = new URL(from, 'http://site.test');
    const target = new URL(url, base);
    if (target.origin !== base.origin) continue;
    links += 1;
    if (!resolvesInBuild(target.pathname)) {
      failures.push(`${from}: ${isFile ? 'file' : 'link to'} ${target.pathname} leads nowhere`);
      continue;
    }
    if (isFile || !target.hash || target.hash === '#') continue;
    anchors += 1;
    const key = `${target.pathname}${target.hash}`;
    if (checked.has(key)) continue;
    checked.add(key);
    const ids = idsByRoute.get(routeOf(target.pathname));
    const id = decodeURIComponent(target.hash.slice(1));
    if (!ids) failures.push(`${from}: anchor ${target.hash} points into ${target.pathname}, which is no built page`);
    else if (!ids.has(id)) failures.push(`${from}: anchor ${target.hash} not found on ${target.pathname}`);
  }
  console.log(
    `crawl: ${routes.length} pages read, ${links} same-site references checked, ` +
      `${anchors} anchors checked (${checked.size} distinct), ${failures.length} failures`,
  );
  assert.deepEqual(failures.sort(), []);
});
