import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../tools/files.mjs';

export const ORIGIN = process.env.E2E_ORIGIN ?? 'http://127.0.0.1:3000';
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? path.resolve('build');

/** The main doc; every foundation test can rely on it. */
export const MAIN_DOC = '/docs/boards/mcus2/mcu-s2-overview';

/**
 * Resolves once `condition()` holds, for what only the test process sees (events it collected);
 * in the page, page.waitForFunction does the same. Fails after `timeout` ms, naming `what`.
 */
export async function until(condition, what, timeout = 120_000) {
  const deadline = Date.now() + timeout;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeout} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Static redirect pages (plugins/host-config) only forward; their targets are crawled. */
function isRedirectPage(file) {
  return /<meta http-equiv="refresh"/i.test(fs.readFileSync(file, 'utf8').slice(0, 2000));
}

/** The file a route of builtRoutes() was built to. */
export const htmlFile = (route, dir = BUILD_DIR) =>
  path.join(dir, route.endsWith('.html') ? route : path.join(route, 'index.html'));

/** Every route the build emitted as HTML, e.g. `/`, `/docs/misc/faq`, `/en/404.html`. */
export function builtRoutes(dir = BUILD_DIR) {
  const routes = [];
  for (const file of filesBelow(dir, {skip: ['assets', 'img']})) {
    if (!file.endsWith('.html') || isRedirectPage(path.join(dir, file))) continue;
    const relative = `/${file}`;
    let route = relative;
    if (relative === '/index.html' || relative === '/en/index.html') route = relative.slice(0, -'index.html'.length);
    else if (relative.endsWith('/index.html')) route = relative.slice(0, -'/index.html'.length);
    routes.push(route);
  }
  return routes.sort();
}

/**
 * Chunk names by the id that names each script file in `dir` (plugins/lean-entry names chunk files by id).
 * Read from the runtime's table from chunk name to id, which prefetching uses.
 */
export function chunkNamesById(dir = BUILD_DIR) {
  const scripts = path.join(dir, 'assets/js');
  const runtime = fs.readdirSync(scripts).find((name) => name.startsWith('runtime~main.'));
  const source = fs.readFileSync(path.join(scripts, runtime), 'utf8');
  return new Map([...source.matchAll(/"([\w-]+)":"(\d+)"/g)].map(([, name, id]) => [id, name]));
}

/** The script file name without its content hash, the id replaced by the chunk's name where it has one. */
export const chunkNameOf = (file, namesById) => {
  const id = file
    .split('/')
    .pop()
    .replace(/\.[0-9a-f]+\.js$/, '');
  return namesById.get(id) ?? id;
};

/**
 * Clicks the page's "next" link and resolves with its address once that page is shown. The address changes at
 * once; Docusaurus keeps the old page until the new one's files are loaded, and the new page is there when its
 * "previous" link leads back.
 */
export async function followNextLink(page) {
  const from = new URL(page.url()).pathname;
  const next = page.locator('a.pagination-nav__link--next');
  const href = await next.getAttribute('href');
  await next.click();
  await page.waitForFunction(
    (path) => document.querySelector('a.pagination-nav__link--prev')?.getAttribute('href') === path,
    from,
  );
  return href;
}
