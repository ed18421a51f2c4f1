/**
 * Every address the senseBox Blockly editor sends readers to
 * (tests/fixtures/editorLinks.mjs, editor commit 6510fb88) lands on its page
 * of the built site, anchors included.
 *
 * All 79 are checked against the build's files, resolved the way the hosts
 * resolve them (tools/server.mjs: clean URLs, `x/index.html`, the 404 page
 * otherwise), following the static redirect pages that GitHub Pages serves; each
 * redirect page's address also has the same rule in `_redirects` (Netlify,
 * Cloudflare Pages). A handful, one of each kind, are loaded in the browser.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {useBrowser} from './browser.mjs';
import {BUILD_DIR, ORIGIN} from './helpers.mjs';
import {cleanPath, resolveFile} from '../../tools/server.mjs';
import {EDITOR_LINKS, EDITOR_ORIGIN} from '../fixtures/editorLinks.mjs';

const withoutSlash = (route) => (route.length > 1 ? route.replace(/\/$/, '') : route);

/** The target of a static redirect page (plugins/host-config), or null for any other HTML. */
function redirectTarget(html) {
  if (!/<meta http-equiv="refresh"/i.test(html.slice(0, 2000))) return null;
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html);
  assert.ok(canonical, 'a redirect page without its canonical link');
  return decodeURI(canonical[1]);
}

/**
 * Where an address ends in the build: the route of the page served last and its
 * HTML, after at most three redirect pages; `notFound` when the host would answer 404.
 */
function land(pathname) {
  const hops = [];
  let current = pathname;
  for (let hop = 0; hop <= 3; hop += 1) {
    const clean = cleanPath(current);
    const file = resolveFile(BUILD_DIR, clean);
    if (!file) return {route: clean, hops, notFound: true};
    const html = fs.readFileSync(file, 'utf8');
    const target = redirectTarget(html);
    if (target === null) return {route: withoutSlash(clean), hops, html};
    hops.push({from: clean, to: target});
    current = target;
  }
  throw new Error(`${pathname}: more than three redirects`);
}

/** The host's `_redirects` rules as from → to (Netlify matches a rule with or without the trailing slash). */
function hostRules() {
  const rules = new Map();
  for (const line of fs.readFileSync(path.join(BUILD_DIR, '_redirects'), 'utf8').split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [from, to] = line.split(' ');
    rules.set(withoutSlash(from), to);
  }
  return rules;
}

describe('the Blockly editor’s addresses in the build', () => {
  it('the list holds the 79 distinct addresses of the editor', () => {
    assert.equal(new Set(EDITOR_LINKS.map(({address}) => address)).size, 79);
  });

  const rules = hostRules();
  for (const {address, lands} of EDITOR_LINKS) {
    it(`${address.slice(EDITOR_ORIGIN.length)} lands on ${lands}`, () => {
      assert.ok(address.startsWith(`${EDITOR_ORIGIN}/`), `${address} is not on the docs site`);
      const url = new URL(address);
      const landing = land(url.pathname);
      assert.ok(!landing.notFound, `${url.pathname}: the host answers 404 (ended at ${landing.route})`);
      assert.equal(landing.route, lands);
      if (url.hash) {
        const id = decodeURIComponent(url.hash.slice(1));
        assert.ok(landing.html.includes(` id="${id}"`), `${lands} has no element with id "${id}"`);
      }
      for (const {from, to} of landing.hops) {
        assert.equal(
          rules.get(withoutSlash(from)),
          to,
          `_redirects: no rule ${from} → ${to} for Netlify and Cloudflare Pages`,
        );
      }
    });
  }
});

/** One of each kind: a page with a query, one with an anchor, the new redirects, old redirects with the editor's ?board=edu (German and English). */
const IN_THE_BROWSER = [
  ['/docs/boards/mcus2/mcus2-kompilieren#kompilieren', '/docs/boards/mcus2/mcus2-kompilieren#kompilieren'],
  ['/docs/boards/eye/eye-overview?board=eye', '/docs/boards/eye/eye-overview?board=eye'],
  ['/docs/hardware/sensors/camera?board=edu', '/docs/hardware/eye/camera?board=edu'],
  ['/hardware/bee-ble/', '/docs/hardware/bee/bluetooth-bee'],
  ['/hardware/allgemein-sensebox-eye/', '/docs/boards/eye/eye-overview'],
  [
    '/en/hardware/sensoren-temperatur-luftfeuchte?board=edu',
    '/en/docs/hardware/sensors/temperatur-luftfeuchte?board=edu',
  ],
];

describe('the Blockly editor’s addresses in the browser', () => {
  const browserSession = useBrowser(before, after, {reusePages: true});
  it('the samples are addresses the editor sends', () => {
    const sent = new Set(
      EDITOR_LINKS.flatMap(({address, boardParam}) => {
        const relative = address.slice(EDITOR_ORIGIN.length);
        return boardParam ? [relative, `${relative}?board=edu`] : [relative];
      }),
    );
    for (const [from] of IN_THE_BROWSER) assert.ok(sent.has(from), `${from} is not in tests/fixtures/editorLinks.mjs`);
  });

  for (const [from, to] of IN_THE_BROWSER) {
    it(`${from} shows ${to}`, async () => {
      await browserSession.withPage(ORIGIN, async (page) => {
        await page.goto(`${ORIGIN}${from}`);
        await page.waitForURL(`${ORIGIN}${to}`);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        assert.equal(await page.locator('article h1').count(), 1, `${to}: no doc page`);
        const title = await page.title();
        assert.ok(!/^(Seite nicht gefunden|Page not found) \|/.test(title), `${to}: the not-found page (${title})`);
        const hash = new URL(to, ORIGIN).hash;
        if (hash) assert.equal(await page.locator(`[id="${hash.slice(1)}"]`).count(), 1, `${to}: no element ${hash}`);
      });
    });
  }
});
