/**
 * Prefetch of visible links (plugins/idle-prefetch): Docusaurus' behaviour
 * (the chunks of routes whose links are visible), but after the page's load
 * event, in idle time, and each file once, never a file the page loaded.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {ORIGIN} from './helpers.mjs';

const browserSession = useBrowser(before, after);

describe('prefetch of visible links', () => {
  for (const route of ['/docs/hardware/sensors/umweltsensor', '/en/docs/boards/mcus2/mcu-s2-overview']) {
    it(`${route}: after load, each file once, none the page loaded`, async () => {
      await browserSession.withPage(ORIGIN, async (page, problems) => {
        const requests = [];
        page.on('request', (request) => {
          if (!request.url().endsWith('.js')) return;
          requests.push({file: new URL(request.url()).pathname, type: request.resourceType(), at: Date.now()});
        });
        await visit(page, `${ORIGIN}${route}`);
        const loadedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventStart);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500);
        const prefetched = requests.filter((request) => request.type !== 'script');
        const scripts = new Set(requests.filter((request) => request.type === 'script').map((request) => request.file));
        assert.ok(prefetched.length > 0, 'the visible links were prefetched');
        assert.deepEqual(prefetched.filter((request) => request.at < loadedAt).map((request) => request.file), [], 'prefetched before the load event');
        const files = prefetched.map((request) => request.file);
        assert.deepEqual(files.filter((file, i) => files.indexOf(file) !== i), [], 'prefetched twice');
        assert.deepEqual(files.filter((file) => scripts.has(file)), [], 'prefetched a file the page had loaded');
        assert.deepEqual(problems, []);
      });
    });
  }
});
