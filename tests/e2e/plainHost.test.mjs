/**
 * Plain static hosts (`*.html` and `index.html` addresses lead to the clean
 * page): a host that serves files as they are (GitHub Pages, a plain file
 * server; tests/e2e/plainServer.mjs) must still land every `.html` and
 * `/index.html` address on the clean page, hydrated, with no console error
 * (React's #418/#423 hydration errors among them) and no blocked script.
 * The scripts that do it: plugins/host-config/cleanUrls.ts.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {useBrowser} from './browser.mjs';
import {BUILD_DIR} from './helpers.mjs';
import {startPlainServer} from './plainServer.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});
let plain;
before(async () => {
  plain = await startPlainServer(BUILD_DIR);
});
after(async () => plain?.close());

/** The <title> the build wrote for a clean path: the page the reader must end up on. */
function builtTitle(cleanPath) {
  const file = path.join(BUILD_DIR, cleanPath, 'index.html');
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  assert.ok(title, `${file} has a title`);
  return title.replace(/&amp;/g, '&');
}

/** Opens an address, follows the page's own redirect if it makes one, and waits for React. */
async function land(page, address) {
  await page.goto(`${plain.origin}${address}`, {waitUntil: 'commit'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  await page.waitForLoadState('load');
  const landed = await page.evaluate(() => ({
    pathname: location.pathname + location.search + location.hash,
    title: document.title,
    heading: document.querySelector('main h1')?.textContent ?? null,
  }));
  return {...landed, pathname: withoutTrailingSlash(landed.pathname)};
}

/**
 * A plain host answers a folder's address without its slash with a redirect to `/x/`;
 * both forms are the clean page (a trailing slash is neither required nor refused).
 */
const withoutTrailingSlash = (address) => address.replace(/(.)\/(?=[?#]|$)/, '$1');

/**
 * Problems other than the 404 status of a not-found document, which Chromium logs as a console
 * error; a missing resource still shows (browser.mjs records it as `http 404: <url>`).
 */
const realProblems = (problems) =>
  problems.filter(
    (problem) => !/^error: Failed to load resource: the server responded with a status of 404/.test(problem),
  );

for (const prefix of ['', '/en']) {
  const language = prefix ? 'en' : 'de';
  const CASES = [
    [`${prefix}/docs/hardware/sd.html`, `${prefix}/docs/hardware/sd`],
    [`${prefix}/docs/hardware/sd/index.html#sketch`, `${prefix}/docs/hardware/sd`, '#sketch'],
    [`${prefix}/markdown-page.html`, `${prefix}/markdown-page`],
    [`${prefix}/markdown-page/index.html`, `${prefix}/markdown-page`],
    [`${prefix}/search.html`, `${prefix}/search`],
    [`${prefix}/search/index.html`, `${prefix}/search`],
    [`${prefix}/index.html`, `${prefix}/`],
  ];
  describe(`plain static host (${language})`, () => {
    for (const [address, clean, hash = ''] of CASES) {
      it(`${address} lands on ${clean}, hydrated, without a console error`, async () => {
        await browserSession.withPage(plain.origin, async (page, problems) => {
          const {pathname, title} = await land(page, address);
          assert.deepEqual(
            {pathname, title},
            {pathname: withoutTrailingSlash(`${clean}${hash}`), title: builtTitle(clean)},
          );
          assert.deepEqual(realProblems(problems), []);
        });
      });
    }
  });
}

it('an unknown .html address ends on the 404 page under its clean form, without a loop', async () => {
  await browserSession.withPage(plain.origin, async (page, problems) => {
    const documents = [];
    page.on(
      'response',
      (response) =>
        response.request().resourceType() === 'document' &&
        documents.push(`${response.status()} ${new URL(response.url()).pathname}`),
    );
    const {pathname, heading} = await land(page, '/docs/gibt-es-nicht.html');
    assert.deepEqual({pathname, heading}, {pathname: '/docs/gibt-es-nicht', heading: 'Seite nicht gefunden'});
    assert.deepEqual(documents, ['404 /docs/gibt-es-nicht.html', '404 /docs/gibt-es-nicht']);
    assert.deepEqual(realProblems(problems), []);
  });
});
