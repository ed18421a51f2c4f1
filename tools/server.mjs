/**
 * A small static server for the production build, bound to 127.0.0.1. It
 * behaves like the static hosts we deploy to: clean URLs (`/docs/x` serves
 * `docs/x/index.html`), and a 404 status with the 404 page of the path's
 * locale (`/en/...` gets `build/en/404.html`). Like Netlify and Cloudflare
 * Pages it sends the headers of the build's `_headers` file (security headers,
 * cache rules) with every response, 404s included, and does not serve the
 * `_headers` and `_redirects` files themselves. Like Cloudflare Pages it
 * redirects unclean paths (`.html`, `/index.html`, `//`) to their clean form.
 * It does not compress unless asked to (`{gzip: true}`: text gzipped at level 6
 * when the client accepts it, as the hosts do; the Lighthouse benchmark uses that).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {headersFor, parseHeadersFile} from '../scripts/headers-file.mjs';

/** What Netlify and Cloudflare Pages send when no rule sets Cache-Control: cache, but revalidate every time. */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Files the hosts read as configuration and never serve. */
const HOST_CONFIG_FILES = new Set(['/_headers', '/_redirects']);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.ico']);

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

export function resolveFile(buildDir, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = path.normalize(path.join(buildDir, decoded));
  if (!target.startsWith(buildDir)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(target, 'index.html')]
    : [target, path.join(target, 'index.html'), `${target}.html`];
  return candidates.find(isFile) ?? null;
}

/** The rules of `<buildDir>/_headers`, or none when the build has no such file. */
export function loadHeaderRules(buildDir) {
  const file = path.join(buildDir, '_headers');
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

/**
 * The clean form of a path, as hosts that normalise URLs answer it with a
 * permanent redirect (Cloudflare Pages does this for `.html` and `/index.html`):
 * repeated slashes collapse, `/index.html` and `.html` go. Without it
 * the client router would render another page than the HTML it hydrates.
 */
export function cleanPath(pathname) {
  let clean = pathname.replace(/\/{2,}/g, '/');
  if (/\/index\.html$/.test(clean)) clean = clean.slice(0, -'index.html'.length);
  else if (clean.endsWith('.html') && !clean.endsWith('/404.html') && clean !== '/404.html')
    clean = clean.slice(0, -'.html'.length);
  return clean;
}

/** `headers: false` serves without the `_headers` rules, as GitHub Pages does. */
export function startServer(buildDir, {port = 0, headers = true, gzip = false} = {}) {
  const root = path.resolve(buildDir);
  // Read once, as a host reads it at deploy time.
  const rules = headers ? loadHeaderRules(root) : [];
  const send = (req, res, status, pathname, file) => {
    const extension = path.extname(file);
    // A `_headers` rule overrides the type the host picks by extension, as on Netlify and Cloudflare Pages.
    const head = {
      'cache-control': HOST_DEFAULT_CACHE_CONTROL,
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      ...headersFor(rules, pathname),
    };
    if (gzip && COMPRESSIBLE.has(extension) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(status, {...head, 'content-encoding': 'gzip', vary: 'Accept-Encoding'});
      fs.createReadStream(file)
        .pipe(zlib.createGzip({level: 6}))
        .pipe(res);
      return;
    }
    res.writeHead(status, head);
    fs.createReadStream(file).pipe(res);
  };
  const server = http.createServer((req, res) => {
    // Concatenated, not resolved: a request path starting with // would be read as a host name.
    const url = new URL(`http://127.0.0.1${req.url ?? '/'}`);
    const {pathname} = url;
    const clean = cleanPath(pathname);
    if (clean !== pathname) {
      res.writeHead(301, {...headersFor(rules, clean), location: `${clean}${url.search}`});
      res.end();
      return;
    }
    const file = HOST_CONFIG_FILES.has(pathname) ? null : resolveFile(root, pathname);
    if (file) {
      send(req, res, 200, pathname, file);
      return;
    }
    const localeNotFound = pathname.startsWith('/en/') || pathname === '/en' ? 'en/404.html' : '404.html';
    send(req, res, 404, pathname, path.join(root, localeNotFound));
  });
  // Node closes an idle keep-alive connection after 5 s. A client whose event loop is blocked (a busy
  // test machine) may not yet know and send its next request on that socket: `fetch failed`. Idle
  // connections here stay open far longer than any client keeps them.
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const {port: actualPort} = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolve({server, origin: `http://127.0.0.1:${actualPort}`, close: () => new Promise((r) => server.close(r))});
    });
  });
}

// `node tools/server.mjs [buildDir] [port] [--gzip]` serves a build by hand (and for Lighthouse CI).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [dir = 'build', port = '3000'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const {origin} = await startServer(dir, {port: Number(port), gzip: process.argv.includes('--gzip')});
  const rules = loadHeaderRules(path.resolve(dir));
  console.log(
    `Serving ${dir} at ${origin} ${rules.length ? `with the ${rules.length} rules of ${dir}/_headers` : 'without a _headers file'}`,
  );
}
