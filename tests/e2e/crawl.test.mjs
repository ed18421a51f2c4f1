/**
 * Visits every HTML page of the build in both languages and fails on any
 * console error or warning (hydration errors included), page error or failed
 * same-site request.
 */
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {builtRoutes, ORIGIN} from './helpers.mjs';

const browserSession = useBrowser(before, after);

it('every built page loads without a console error or warning', async () => {
  const routes = builtRoutes();
  assert.ok(routes.includes('/') && routes.includes('/en/'), 'both locales are built');
  const failures = [];
  await browserSession.withPage(ORIGIN, async (page, problems) => {
    for (const route of routes) {
      problems.length = 0;
      await visit(page, `${ORIGIN}${route}`);
      if (problems.length > 0) failures.push(`${route}\n    ${problems.join('\n    ')}`);
    }
  });
  console.log(`crawl: ${routes.length} pages visited, ${failures.length} with problems`);
  assert.deepEqual(failures, []);
});
