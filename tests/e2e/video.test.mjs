/**
 * Videos are embedded privacy-friendly: nothing is requested from another host
 * until the reader clicks play (issue: product content).
 */
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import {launchBrowser, openPage, visit} from './browser.mjs';
import {ORIGIN} from './helpers.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

for (const prefix of ['', '/en']) {
  it(`${prefix}/docs/products/home/aufbau/aufbau-video loads nothing from the video host before a click`, async () => {
    const {page, context} = await openPage(browser, ORIGIN);
    const foreign = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(ORIGIN) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    try {
      await visit(page, `${ORIGIN}${prefix}/docs/products/home/aufbau/aufbau-video`);
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(300);
      assert.deepEqual(foreign, []);
      assert.equal(await page.locator('article iframe').count(), 0);
      await page.locator('article figure button').first().click();
      const src = await page.locator('article iframe').first().getAttribute('src');
      assert.match(src ?? '', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    } finally {
      await context.close();
    }
  });
}
