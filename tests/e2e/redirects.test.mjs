/**
 * Old addresses (the Jekyll site's URLs) land on the right page in both
 * languages, through the static redirect pages in the build; the host's
 * _redirects file lists the same pairs.
 */
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {useBrowser} from './browser.mjs';
import {BUILD_DIR, ORIGIN} from './helpers.mjs';

const SAMPLES = [
  ['/faq', '/docs/misc/faq'],
  ['/hardware/bee-sd/', '/docs/hardware/bee/sd-bee'],
  ['/category/blockly/', '/docs/category/blockly-1'],
  ['/opensensemap-faq/', '/docs/misc/opensensemap/faq'],
];

const browserSession = useBrowser(before, after);

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

it('the build carries a host _redirects file with all 66 rules', () => {
  const rules = fs
    .readFileSync(path.join(BUILD_DIR, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  assert.equal(rules.length, 66);
  for (const line of rules) {
    const [from, to, status] = line.split(' ');
    assert.equal(status, '301');
    const target = path.join(BUILD_DIR, decodeURIComponent(to), 'index.html');
    assert.ok(fs.existsSync(target), `${from} → ${to}: no page at the target`);
  }
});
