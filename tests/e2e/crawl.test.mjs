/**
 * One visit to every HTML page of the build in both languages, as a reader's
 * phone has it (360 px, light mode, after hydration), with every check that
 * concerns a page's own content (sweep.mjs). Fails on:
 *  - a console error or warning (hydration errors included), a page error, a
 *    failed or 4xx/5xx same-site request (image, script, style, font, data);
 *  - an internal link whose page or file does not exist, or whose #anchor is no
 *    id on the target page;
 *  - an image without an alt attribute (alt="" marks a decorative image);
 *  - a page without a <title> or a meta description;
 *  - an axe-core violation (WCAG 2.0/2.1/2.2 A and AA, best practices) in the
 *    page's <main>: its headings, links, images, tables, names and roles. The
 *    colours come from the components' stylesheets, and the navbar, sidebar and
 *    footer are the same on every page: they, both colour modes and the page
 *    before hydration are audited on samples that show every component
 *    (accessibility.test.mjs);
 *  - a phone layout that scrolls sideways or a navbar that does not fit
 *    (layout.mjs);
 *  - a docs page that is wider than the paper when printed, or whose code does
 *    not wrap there (paper.mjs).
 * Prints the figures: pages, links and anchors checked, failures.
 */
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, builtRoutes, ORIGIN} from './helpers.mjs';
import {axeViolations, COLOUR_RULES} from './axe.mjs';
import {layoutProblems} from './layout.mjs';
import {PAPER, paperProblems} from './paper.mjs';
import {isDocsPage, lightWithAxe, PHONE, sweep, violationLog} from './sweep.mjs';

const browserSession = useBrowser(before, after);

/** Everything a reader sees on one page, read after hydration. */
function readPage() {
  const links = [...document.querySelectorAll('a[href]')].map((a) => a.href);
  return {
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
    ids: [...document.querySelectorAll('[id]')].map((element) => element.id),
    imagesWithoutAlt: [...document.querySelectorAll('img:not([alt])')].map((img) => img.getAttribute('src')),
    links,
  };
}

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

it('every built page loads cleanly, with working links and anchors, alt texts, title and description, no axe violation in its content, a phone layout that fits; docs pages fit on paper', async (t) => {
  const routes = builtRoutes();
  assert.ok(
    routes.includes('/') && routes.includes('/en/') && routes.length > 200,
    `both locales are built (${routes.length})`,
  );
  const failures = [];
  const idsByRoute = new Map();
  const linksToCheck = []; // {from, url}
  const axe = violationLog(t);
  await sweep(browserSession, routes, PHONE, lightWithAxe, async (page, route, problems) => {
    problems.length = 0;
    await visit(page, `${ORIGIN}${route}`);
    const seen = await page.evaluate(readPage);
    const pageFailures = [...problems];
    if (!seen.title) pageFailures.push('no <title>');
    if (!seen.description) pageFailures.push('no meta description');
    for (const src of seen.imagesWithoutAlt) pageFailures.push(`image without alt: ${src}`);
    for (const problem of await page.evaluate(layoutProblems)) pageFailures.push(`phone layout: ${problem}`);
    axe.add(route, '360 px', await axeViolations(page, null, COLOUR_RULES, 'main'));
    if (isDocsPage(route))
      for (const problem of await paperProblems(page)) pageFailures.push(`printed at ${PAPER.width} px: ${problem}`);
    if (pageFailures.length > 0) failures.push(`${route}\n    ${pageFailures.join('\n    ')}`);
    idsByRoute.set(route, new Set(seen.ids));
    if (!NOT_FOUND_ROUTES.has(route)) for (const url of seen.links) linksToCheck.push({from: route, url});
  });

  let links = 0;
  let anchors = 0;
  const checked = new Set();
  for (const {from, url} of linksToCheck) {
    const target = new URL(url);
    if (target.origin !== ORIGIN) continue;
    const key = `${target.pathname}#${target.hash}`;
    links += 1;
    if (!resolvesInBuild(target.pathname)) {
      failures.push(`${from}: link to ${target.pathname} leads nowhere`);
      continue;
    }
    if (!target.hash || target.hash === '#') continue;
    anchors += 1;
    if (checked.has(key)) continue;
    checked.add(key);
    const ids = idsByRoute.get(routeOf(target.pathname));
    const id = decodeURIComponent(target.hash.slice(1));
    if (!ids) failures.push(`${from}: anchor ${target.hash} points into ${target.pathname}, which is no crawled page`);
    else if (!ids.has(id)) failures.push(`${from}: anchor ${target.hash} not found on ${target.pathname}`);
  }
  console.log(
    `crawl: ${routes.length} pages visited, ${links} same-site links checked (${new Set(linksToCheck.map((l) => l.url)).size} distinct URLs incl. external), ` +
      `${anchors} anchors checked (${checked.size} distinct), ${failures.length} failures`,
  );
  assert.deepEqual(failures.sort(), []);
  axe.report(routes.length);
});
