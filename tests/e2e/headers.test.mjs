/**
 * The response headers of both builds as the host sends them (build/_headers,
 * written by plugins/host-config, served by tools/server.mjs): the
 * Content-Security-Policy and the other security headers, the cache rules, and
 * proof that the browser enforces the policy and that a violation is reported.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../tools/files.mjs';
import {launchBrowser, openPage, visit} from './browser.mjs';
import {BUILD_DIR, MAIN_DOC, ORIGIN, until} from './helpers.mjs';
import {HOST_DEFAULT_CACHE_CONTROL} from '../../tools/server.mjs';
import {headersFor, parseHeadersFile} from '../../scripts/headers-file.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOSTED_DIR = path.resolve(BUILD_DIR, '../build-hosted');
const BUILDS = [
  {name: 'local search (build/)', origin: ORIGIN, dir: BUILD_DIR, algolia: null},
  {
    name: 'hosted search (build-hosted/)',
    origin: process.env.E2E_HOSTED_ORIGIN,
    dir: HOSTED_DIR,
    algolia: 'standinapp',
  },
];

function directives(policy) {
  return new Map(
    policy.split(/;\s*/).map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

/** A second, independent reading of the inline scripts: every <script> without src, except JSON data blocks. */
function inlineScriptHashes(html) {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="?application\/(ld\+)?json/.test(attributes))
    .map(([, , body]) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

function walk(dir) {
  return filesBelow(dir).map((file) => path.join(dir, file));
}

const firstAsset = (dir, sub) =>
  `/${sub}assets/js/${fs.readdirSync(path.join(dir, sub, 'assets/js')).find((name) => name.endsWith('.js'))}`;

for (const build of BUILDS) {
  describe(build.name, () => {
    before(() =>
      assert.ok(build.origin && fs.existsSync(path.join(build.dir, '_headers')), `${build.dir} is built and served`),
    );

    it('sends the security headers with pages, assets and 404s', async () => {
      for (const url of [MAIN_DOC, `/en${MAIN_DOC}`, firstAsset(build.dir, ''), '/gibt-es-nicht']) {
        const response = await fetch(`${build.origin}${url}`);
        const headers = response.headers;
        assert.ok(headers.get('content-security-policy')?.startsWith("default-src 'self'"), `${url}: CSP`);
        assert.equal(headers.get('x-content-type-options'), 'nosniff', url);
        assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', url);
        assert.match(headers.get('permissions-policy') ?? '', /camera=\(\).*microphone=\(\)/, url);
        assert.ok(
          Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1]) >= 31536000,
          `${url}: HSTS`,
        );
        assert.equal(headers.get('x-frame-options'), 'DENY', url);
      }
    });

    it('allows every inline script of the served page by hash, and no inline or evaluated code besides', async () => {
      for (const url of ['/', MAIN_DOC, '/en/', `/en${MAIN_DOC}`, '/faq']) {
        const response = await fetch(`${build.origin}${url}`);
        const html = await response.text();
        const scriptSrc = directives(response.headers.get('content-security-policy')).get('script-src');
        const needed = inlineScriptHashes(html);
        assert.ok(needed.length > 0, `${url} has inline scripts`);
        for (const hash of needed) assert.ok(scriptSrc.includes(hash), `${url}: ${hash} is allowed`);
        assert.deepEqual(
          scriptSrc.filter((source) => !source.startsWith("'sha256-")),
          ["'self'"],
        );
      }
    });

    it('every inline script in every HTML file of the build is in the policy', () => {
      const rules = parseHeadersFile(fs.readFileSync(path.join(build.dir, '_headers'), 'utf8'));
      const policy = headersFor(rules, '/')['content-security-policy'];
      assert.ok(policy.length <= 2000, `the policy fits a Cloudflare Pages header (${policy.length} characters)`);
      const allowed = new Set(directives(policy).get('script-src'));
      const missing = walk(build.dir)
        .filter((file) => file.endsWith('.html'))
        .flatMap((file) =>
          inlineScriptHashes(fs.readFileSync(file, 'utf8'))
            .filter((hash) => !allowed.has(hash))
            .map((hash) => `${path.relative(build.dir, file)} ${hash}`),
        );
      assert.deepEqual(missing, []);
    });

    it(
      build.algolia
        ? "connects only to our origin and the configured application's Algolia hosts"
        : 'connects only to our origin and never mentions Algolia',
      async () => {
        const policy = (await fetch(`${build.origin}/`)).headers.get('content-security-policy');
        const connect = directives(policy).get('connect-src');
        if (build.algolia) {
          assert.deepEqual(connect, [
            "'self'",
            `https://${build.algolia}-dsn.algolia.net`,
            `https://${build.algolia}-1.algolianet.com`,
            `https://${build.algolia}-2.algolianet.com`,
            `https://${build.algolia}-3.algolianet.com`,
          ]);
        } else {
          assert.deepEqual(connect, ["'self'"]);
          assert.doesNotMatch(policy, /algolia/i);
        }
        assert.deepEqual(directives(policy).get('frame-src'), ['https://www.youtube-nocookie.com']);
        // Offline mode: the service worker and the manifest, our own files only.
        assert.deepEqual(directives(policy).get('worker-src'), ["'self'"]);
        assert.deepEqual(directives(policy).get('manifest-src'), ["'self'"]);
        assert.doesNotMatch(policy, /\*/);
      },
    );

    it("keeps <style> elements to our files, the DocSearch logo's style (the modal creates it) and the drawings' own", async () => {
      const policy = directives((await fetch(`${build.origin}/`)).headers.get('content-security-policy'));
      const logo = `'sha256-${crypto.createHash('sha256').update('.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}').digest('base64')}'`;
      // A drawing opened on its own is a document under the policy: its <style> text must be allowed.
      const drawingStyles = walk(build.dir)
        .filter((file) => file.endsWith('.svg'))
        .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)])
        .map(([, text]) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      assert.ok(drawingStyles.length > 0, 'the build has drawings with a <style>');
      assert.deepEqual(policy.get('style-src-elem'), ["'self'", ...new Set([logo, ...drawingStyles].sort())]);
      assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'"]);
    });

    it('caches hashed assets for a year and makes HTML, the search index and images revalidate', async () => {
      const cacheOf = async (url) => (await fetch(`${build.origin}${url}`)).headers.get('cache-control');
      assert.equal(await cacheOf(firstAsset(build.dir, '')), IMMUTABLE);
      assert.equal(await cacheOf(firstAsset(build.dir, 'en/')), IMMUTABLE);
      // The service workers (and their chunk) and the manifest are revalidated every time: a
      // worker cached for a year would keep readers on an old version of the site.
      for (const url of [
        '/',
        MAIN_DOC,
        `/en${MAIN_DOC}`,
        '/search-index.json',
        '/img/logo.svg',
        '/sitemap.xml',
        '/sw.js',
        '/en/sw.js',
        ...swChunks(build.dir),
        '/manifest.json',
        '/en/manifest.json',
      ]) {
        assert.equal(await cacheOf(url), HOST_DEFAULT_CACHE_CONTROL, url);
      }
    });

    it('gives each file exactly one cache rule: the long one inside assets/, none (the host default) elsewhere', () => {
      const rules = parseHeadersFile(fs.readFileSync(path.join(build.dir, '_headers'), 'utf8'));
      const wrong = walk(build.dir)
        .map((file) => `/${path.relative(build.dir, file).split(path.sep).join('/')}`)
        .filter((url) => !['/_headers', '/_redirects'].includes(url))
        .filter(
          (url) => headersFor(rules, url)['cache-control'] !== (/^\/(en\/)?assets\//.test(url) ? IMMUTABLE : undefined),
        );
      assert.deepEqual(wrong, []);
    });

    it('does not serve the host configuration files', async () => {
      assert.equal((await fetch(`${build.origin}/_headers`)).status, 404);
      assert.equal((await fetch(`${build.origin}/_redirects`)).status, 404);
    });
  });
}

/** The chunks each locale's sw.js loads with importScripts (`655.sw.js`), next to it. */
function swChunks(dir) {
  return ['', 'en/'].flatMap((prefix) =>
    fs
      .readdirSync(path.join(dir, prefix))
      .filter((name) => name.endsWith('.sw.js'))
      .map((name) => `/${prefix}${name}`),
  );
}

describe('the browser enforces the policy', () => {
  let browser;
  before(async () => {
    browser = await launchBrowser();
  });
  after(() => browser?.close());

  it('blocks an inline script that is not in the policy and reports the violation', async () => {
    const {page, context, problems, violations} = await openPage(browser, ORIGIN);
    try {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      assert.deepEqual(violations, [], 'the page itself violates nothing');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.head.append(script);
      });
      // One script element can break the policy once: after its report and its console error, nothing more can come.
      const consoleError = /^error: .*inline script.*Content Security Policy/i;
      await until(
        () => violations.length > 0 && problems.some((problem) => consoleError.test(problem)),
        'the report and the console error of the blocked script',
      );
      assert.equal(await page.evaluate(() => window.injected), undefined, 'the injected script did not run');
      assert.equal(violations.length, 1);
      assert.match(violations[0], /^script-src-elem blocked inline /);
    } finally {
      await context.close();
    }
  });

  it('blocks <style> elements and requests to other hosts', async () => {
    const {page, context, violations} = await openPage(browser, ORIGIN);
    try {
      await visit(page, `${ORIGIN}${MAIN_DOC}`);
      await page.evaluate(async () => {
        const style = document.createElement('style');
        style.textContent = 'body { display: none }';
        document.head.append(style);
        await fetch('https://example.org/collect').catch(() => {});
      });
      // Two blocked actions, two reports; each action can break the policy only once.
      await until(() => violations.length >= 2, 'the reports of the blocked style and request');
      assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).display), 'none');
      assert.deepEqual(violations.map((v) => v.split(' ').slice(0, 3).join(' ')).sort(), [
        'connect-src blocked https://example.org/collect',
        'style-src-elem blocked inline',
      ]);
    } finally {
      await context.close();
    }
  });

  it('lets the hosted build reach its Algolia hosts but no other application', async () => {
    const hosted = process.env.E2E_HOSTED_ORIGIN;
    assert.ok(hosted, 'build-hosted/ is served');
    const {page, context, violations} = await openPage(browser, hosted);
    try {
      await visit(page, `${hosted}${MAIN_DOC}`);
      await page.evaluate(async () => {
        // Host names do not resolve in the test browser: the requests fail, but only the second one breaks the policy.
        await fetch('https://standinapp-dsn.algolia.net/1/indexes/*/queries', {method: 'POST', body: '{}'}).catch(
          () => {},
        );
        await fetch('https://otherapp-dsn.algolia.net/1/indexes/*/queries', {method: 'POST', body: '{}'}).catch(
          () => {},
        );
      });
      // The allowed request went first and had failed before the second started: had it broken the policy,
      // its report would have come before the second one's.
      await until(() => violations.length > 0, 'the report of the request to the other application');
      assert.deepEqual(
        violations.map((v) => v.split(' ').slice(0, 3).join(' ')),
        ['connect-src blocked https://otherapp-dsn.algolia.net/1/indexes/*/queries'],
      );
    } finally {
      await context.close();
    }
  });
});
