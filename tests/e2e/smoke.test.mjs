/**
 * A visit of each page a content change touched (SMOKE_PAGES, set by `npm run test:changed`; the main
 * doc when it is not set): the page answers 200, shows its heading, hydrates, and logs no error,
 * failed request or CSP violation. The whole site is crawled by crawl.test.mjs in the full suite.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {MAIN_DOC, ORIGIN} from './helpers.mjs';

const PAGES = (process.env.SMOKE_PAGES ?? MAIN_DOC).split(/\s+/).filter(Boolean);
const browserSession = useBrowser(before, after);

describe('changed pages in a browser', () => {
  for (const page of PAGES) {
    it(`${page} loads, shows its heading and hydrates without problems`, async () => {
      await browserSession.withPage(ORIGIN, async (tab, problems) => {
        const response = await visit(tab, `${ORIGIN}${page}`);
        assert.equal(response?.status(), 200);
        assert.ok((await tab.locator('article h1, header h1').first().innerText()).trim().length > 0);
        assert.deepEqual(problems, []);
      });
    });
  }
});
