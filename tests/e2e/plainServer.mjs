/**
 * A file server that serves the build as it is, like GitHub Pages or
 * `python -m http.server`: no clean URLs, no redirects to them, no `_headers`.
 *  - `/x/` serves `x/index.html`; `/x` serves the file `x`, or `x.html`, or
 *    redirects to `/x/` when `x` is a folder (GitHub Pages does all three);
 *  - `/x/index.html` and `/x.html` are served only when that file exists;
 *  - anything else gets the root `404.html` with status 404 (one per site).
 * Since such a host sends no headers, the deploy adds the policy as a meta tag
 * (scripts/csp-meta.mjs); this server sends that same policy as a header
 * instead of rewriting every file, so a blocked inline script still shows.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {headersFor, parseHeadersFile} from '../../scripts/headers-file.mjs';
import {metaPolicy} from '../../scripts/csp-meta.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
};

const isFile = (file) => fs.statSync(file, {throwIfNoEntry: false})?.isFile() ?? false;
const isFolder = (file) => fs.statSync(file, {throwIfNoEntry: false})?.isDirectory() ?? false;

export function startPlainServer(buildDir) {
  const root = path.resolve(buildDir);
  const policy = metaPolicy(
    headersFor(parseHeadersFile(fs.readFileSync(path.join(root, '_headers'), 'utf8')), '/')['content-security-policy'],
  );
  const send = (res, status, file) => {
    res.writeHead(status, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-security-policy': policy,
    });
    fs.createReadStream(file).pipe(res);
  };
  const server = http.createServer((req, res) => {
    const url = new URL(`http://127.0.0.1${req.url ?? '/'}`);
    const target = path.join(root, decodeURIComponent(url.pathname));
    if (!target.startsWith(root)) return send(res, 404, path.join(root, '404.html'));
    if (url.pathname.endsWith('/')) {
      const index = path.join(target, 'index.html');
      return isFile(index) ? send(res, 200, index) : send(res, 404, path.join(root, '404.html'));
    }
    if (isFile(target)) return send(res, 200, target);
    if (isFile(`${target}.html`)) return send(res, 200, `${target}.html`);
    if (isFolder(target)) {
      res.writeHead(301, {location: `${url.pathname}/${url.search}`});
      return res.end();
    }
    return send(res, 404, path.join(root, '404.html'));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r))});
    });
  });
}
