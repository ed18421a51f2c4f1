/**
 * A page that `reusePages` hands out again (browser.mjs) is as clean as a new one: what one test left
 * behind (init scripts, routes, listeners, storage, offline state, viewport, logged problems) is gone
 * when the next test gets the page.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {ORIGIN} from './helpers.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});
const OPTIONS = {viewport: {width: 360, height: 740}};

describe('a reused page', () => {
  let first;
  let heardByEarlierTest = 0;
  it('a test leaves state behind', async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page, problems) => {
        first = page;
        await page.addInitScript(() => {
          window.__leftBehind = true;
        });
        await page.context().addInitScript(() => window.localStorage.setItem('theme', 'dark'));
        await page.route('**/*.css', (route) => route.abort());
        page.on('console', () => {
          heardByEarlierTest += 1;
        });
        await visit(page, `${ORIGIN}/`);
        await page.evaluate(() => {
          window.localStorage.setItem('left', 'behind');
          window.sessionStorage.setItem('left', 'behind');
        });
        await page.setViewportSize({width: 1000, height: 600});
        await page.context().setOffline(true);
        problems.push('left behind');
      },
      OPTIONS,
    );
  });

  it('the next test gets the same page, clean', async () => {
    await browserSession.withPage(
      ORIGIN,
      async (page, problems) => {
        assert.equal(page, first, 'the page was reused');
        assert.deepEqual(problems, []);
        assert.deepEqual(page.viewportSize(), OPTIONS.viewport);
        await visit(page, `${ORIGIN}/`);
        const state = await page.evaluate(() => ({
          initScript: 'leftBehind' in window,
          theme: document.documentElement.dataset.theme,
          local: window.localStorage.getItem('left'),
          session: window.sessionStorage.getItem('left'),
          styled: getComputedStyle(document.body).fontFamily !== 'Times New Roman',
        }));
        assert.deepEqual(state, {initScript: false, theme: 'light', local: null, session: null, styled: true});
        const heard = heardByEarlierTest;
        await page.evaluate(() => console.error('only this test hears this'));
        assert.equal(heardByEarlierTest, heard, 'a listener of the earlier test still runs');
        assert.deepEqual(problems, ['error: only this test hears this']);
      },
      OPTIONS,
    );
  });
});
