/**
 * Prefetch of visible links (plugins/idle-prefetch): Docusaurus' behaviour
 * (the chunks of routes whose links are visible), but after the page's load
 * event, in idle time, and each file once, never a file the page loaded.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {ORIGIN, until} from './helpers.mjs';

const browserSession = useBrowser(before, after);

/** Runs in the page before its scripts: keeps the ids of the idle callbacks that have not run yet. */
function countPendingIdleCallbacks() {
  const pending = new Set();
  const request = window.requestIdleCallback.bind(window);
  const cancel = window.cancelIdleCallback.bind(window);
  window.__pendingIdleCallbacks = pending;
  window.requestIdleCallback = (callback, options) => {
    const id = request((deadline) => {
      pending.delete(id);
      callback(deadline);
    }, options);
    pending.add(id);
    return id;
  };
  window.cancelIdleCallback = (id) => {
    pending.delete(id);
    cancel(id);
  };
}

describe('prefetch of visible links', () => {
  for (const route of ['/docs/hardware/sensors/umweltsensor', '/en/docs/boards/mcus2/mcu-s2-overview']) {
    it(`${route}: after load, each file once, none the page loaded`, async () => {
      await browserSession.withPage(ORIGIN, async (page, problems) => {
        const requests = [];
        page.on('request', (request) => {
          if (!request.url().endsWith('.js')) return;
          requests.push({file: new URL(request.url()).pathname, type: request.resourceType(), at: Date.now()});
        });
        const settled = new Set();
        for (const event of ['requestfinished', 'requestfailed'])
          page.on(event, (request) => settled.add(request.url()));
        await page.addInitScript(countPendingIdleCallbacks);
        await visit(page, `${ORIGIN}${route}`);
        const loadedAt = await page.evaluate(
          () => performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventStart,
        );
        // Done: prefetching has begun, no idle slice is left to add a file, and every file it added has arrived.
        await page.waitForFunction(
          () => document.querySelector('link[rel="prefetch"]') && window.__pendingIdleCallbacks.size === 0,
        );
        const prefetchLinks = await page.$$eval('link[rel="prefetch"]', (links) => links.map((link) => link.href));
        await until(() => prefetchLinks.every((href) => settled.has(href)), 'the prefetched files');
        const prefetched = requests.filter((request) => request.type !== 'script');
        const scripts = new Set(requests.filter((request) => request.type === 'script').map((request) => request.file));
        assert.ok(prefetched.length > 0, 'the visible links were prefetched');
        assert.deepEqual(
          prefetched.filter((request) => request.at < loadedAt).map((request) => request.file),
          [],
          'prefetched before the load event',
        );
        const files = prefetched.map((request) => request.file);
        assert.deepEqual(
          files.filter((file, i) => files.indexOf(file) !== i),
          [],
          'prefetched twice',
        );
        assert.deepEqual(
          files.filter((file) => scripts.has(file)),
          [],
          'prefetched a file the page had loaded',
        );
        assert.deepEqual(problems, []);
      });
    });
  }
});
