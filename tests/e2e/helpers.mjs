import fs from 'node:fs';
import path from 'node:path';

export const ORIGIN = process.env.E2E_ORIGIN ?? 'http://127.0.0.1:3000';
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? path.resolve('build');

/** The main doc; every foundation test can rely on it. */
export const MAIN_DOC = '/docs/boards/mcus2/mcu-s2-overview';

/** Static redirect pages (plugins/host-config) only forward; their targets are crawled. */
function isRedirectPage(file) {
  return /<meta http-equiv="refresh"/i.test(fs.readFileSync(file, 'utf8').slice(0, 2000));
}

/** Every route the build emitted as HTML, e.g. `/`, `/docs/misc/faq`, `/en/404.html`. */
export function builtRoutes(dir = BUILD_DIR) {
  const routes = [];
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, {withFileTypes: true})) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets' && entry.name !== 'img') walk(full);
      } else if (entry.name.endsWith('.html') && !isRedirectPage(full)) {
        const relative = '/' + path.relative(dir, full).split(path.sep).join('/');
        let route = relative;
        if (relative === '/index.html' || relative === '/en/index.html') route = relative.slice(0, -'index.html'.length);
        else if (relative.endsWith('/index.html')) route = relative.slice(0, -'/index.html'.length);
        routes.push(route);
      }
    }
  };
  walk(dir);
  return routes.sort();
}
