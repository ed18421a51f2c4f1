/**
 * A visit of each page a content change touched (SMOKE_PAGES, set by `npm run test:changed`; the main
 * doc when it is not set), as a reader's phone has it (360 px, light mode): the page answers 200, shows
 * its heading, hydrates, and logs no error, failed request or CSP violation; axe finds nothing in its
 * <main> (the colour rules and the rest of the page are audited on the sample of accessibility.test.mjs),
 * it fits the phone (layout.mjs) and, as a docs page, the paper (paper.mjs). The full suite reads every
 * page's HTML (crawl.test.mjs) and audits a sample that shows every component in a browser.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {MAIN_DOC, ORIGIN} from './helpers.mjs';
import {axeViolations, COLOUR_RULES} from './axe.mjs';
import {layoutProblems} from './layout.mjs';
import {paperProblems} from './paper.mjs';
import {isDocsPage, lightWithAxe, PHONE} from './sweep.mjs';

const PAGES = (process.env.SMOKE_PAGES ?? MAIN_DOC).split(/\s+/).filter(Boolean);
const browserSession = useBrowser(before, after);

describe('changed pages in a browser', () => {
  for (const route of PAGES) {
    it(`${route} loads, shows its heading, hydrates without problems, passes axe and fits phone and paper`, async () => {
      await browserSession.withPage(
        ORIGIN,
        async (page, problems) => {
          await lightWithAxe(page);
          const response = await visit(page, `${ORIGIN}${route}`);
          assert.equal(response?.status(), 200);
          assert.ok((await page.locator('article h1, header h1').first().innerText()).trim().length > 0);
          assert.deepEqual(await page.evaluate(layoutProblems), [], 'phone layout');
          const violations = await axeViolations(page, null, COLOUR_RULES, 'main');
          assert.deepEqual(
            violations.map(({id, targets}) => `${id}: ${targets.slice(0, 3).join(' | ')}`),
            [],
          );
          if (isDocsPage(route)) assert.deepEqual(await paperProblems(page), [], 'on paper');
          assert.deepEqual(problems, []);
        },
        PHONE,
      );
    });
  }
});
