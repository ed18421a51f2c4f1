/**
 * Videos are embedded privacy-friendly: nothing is requested from another host
 * until the reader clicks play (issue: product content).
 */
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {ORIGIN} from './helpers.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});

for (const prefix of ['', '/en']) {
  it(`${prefix}/docs/products/home/aufbau/aufbau-video loads nothing from the video host before a click`, async () => {
    await browserSession.withPage(ORIGIN, async (page) => {
      const foreign = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(ORIGIN) && !request.url().startsWith('data:')) foreign.push(request.url());
      });
      await visit(page, `${ORIGIN}${prefix}/docs/products/home/aufbau/aufbau-video`);
      await page.mouse.wheel(0, 2000);
      // What scrolling brings into view starts loading in the next frames (lazy images and frames,
      // observers of visibility): after the scroll and two frames, anything it would load has asked.
      await page.waitForFunction(() => window.scrollY > 0);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      assert.deepEqual(foreign, []);
      assert.equal(await page.locator('article iframe').count(), 0);
      await page.locator('article figure button').first().click();
      const src = await page.locator('article iframe').first().getAttribute('src');
      assert.match(src ?? '', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    });
  });
}
