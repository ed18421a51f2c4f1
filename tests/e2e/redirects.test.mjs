/**
 * Old addresses (the Jekyll site's URLs) land on the right page in both
 * languages, through the static redirect pages in the build; the host's
 * _redirects file lists the same pairs.
 */
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../tools/files.mjs';
import {useBrowser} from './browser.mjs';
import {BUILD_DIR, ORIGIN} from './helpers.mjs';

const SAMPLES = [
  ['/faq', '/docs/misc/faq'],
  ['/hardware/bee-sd/', '/docs/hardware/bee/sd-bee'],
  ['/category/blockly/', '/docs/category/blockly-1'],
  ['/opensensemap-faq/', '/docs/misc/opensensemap/faq'],
];

const browserSession = useBrowser(before, after, {reusePages: true});

for (const prefix of ['', '/en']) {
  for (const [from, to] of SAMPLES) {
    it(`${prefix}${from} leads to ${prefix}${to}`, async () => {
      await browserSession.withPage(ORIGIN, async (page) => {
        await page.goto(`${ORIGIN}${prefix}${from}`);
        await page.waitForURL(`${ORIGIN}${prefix}${to}`);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        assert.ok(!(await page.locator('main').innerText()).includes('Seite nicht gefunden'));
      });
    });
  }
}

/** Every static redirect page of the build as from → to (`/docs` only has a page: the hosts' rule is the docs root's own). */
function redirectPages(dir = BUILD_DIR) {
  const pages = new Map();
  for (const file of filesBelow(dir, {skip: ['assets', 'img']})) {
    if (path.posix.basename(file) !== 'index.html') continue;
    const html = fs.readFileSync(path.join(dir, file), 'utf8').slice(0, 2000);
    const canonical = /<meta http-equiv="refresh"[\s\S]*<link rel="canonical" href="([^"]+)">/i.exec(html);
    if (canonical) pages.set(`/${path.posix.dirname(file).replace(/^\.$/, '')}`, decodeURI(canonical[1]));
  }
  pages.delete('/docs');
  pages.delete('/en/docs');
  return pages;
}

it('the build carries a host _redirects file with a rule for every redirect page, both languages', () => {
  const rules = fs
    .readFileSync(path.join(BUILD_DIR, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  // 33 old-site addresses, 4 of the Blockly editor, and moved doc ids; each twice (German and English).
  assert.ok(rules.length >= 74, `only ${rules.length} rules`);
  const byPath = new Map();
  for (const line of rules) {
    const [from, to, status] = line.split(' ');
    assert.equal(status, '301');
    const target = path.join(BUILD_DIR, decodeURIComponent(to), 'index.html');
    assert.ok(fs.existsSync(target), `${from} → ${to}: no page at the target`);
    byPath.set(from.replace(/\/$/, ''), to);
  }
  const pages = redirectPages();
  assert.equal(
    pages.size,
    rules.length,
    'as many redirect pages (GitHub Pages) as _redirects rules (Netlify, Cloudflare Pages)',
  );
  for (const [from, to] of pages)
    assert.equal(byPath.get(from), to, `${from}: redirect page and _redirects rule differ`);
});
