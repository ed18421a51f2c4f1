/**
 * Search in the hosted mode: build-hosted/ is built with ALGOLIA_APP_ID/ALGOLIA_API_KEY
 * set (`npm run build:hosted-test`). The push command fills a stand-in of Algolia's
 * API on 127.0.0.1, and the browser's requests to the Algolia hosts are routed
 * there, so the bundle under test is exactly the one that ships.
 */
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {startAlgoliaStandIn} from './algoliaStandIn.mjs';
import {pushRecords} from '../../scripts/search-push.mjs';
import {
  TEXTS,
  algoliaCredit,
  assertEmptyState,
  assertErrorState,
  assertHitsOpenPages,
  assertSearchPage,
  prefixOf,
} from './searchSteps.mjs';

const HOSTED = process.env.E2E_HOSTED_ORIGIN;
const APP_ID = 'STANDINAPP';
const SEARCH_KEY = 'standin-search-only-key';
const ADMIN_KEY = 'standin-admin-key';
const ALGOLIA_HOSTS = /^https:\/\/[^/]+\.(algolia\.net|algolianet\.com)\//;

const browserSession = useBrowser(before, after, {reusePages: true});
let standIn;

before(async () => {
  assert.ok(HOSTED, 'No hosted-mode build served: run `npm run build:hosted-test` before the browser tests.');
  standIn = await startAlgoliaStandIn({appId: APP_ID, searchKey: SEARCH_KEY, adminKey: ADMIN_KEY});
});
after(() => standIn?.close());

/** Routes every Algolia host of the page to the stand-in; `down` makes them unreachable. */
async function routeAlgolia(page, {down = false} = {}) {
  const hosts = new Set();
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const url = new URL(route.request().url());
    hosts.add(url.host);
    if (down) return route.abort('connectionrefused');
    const response = await route.fetch({url: `${standIn.origin}${url.pathname}${url.search}`});
    return route.fulfill({response});
  });
  return hosts;
}

it('search:push sends the records of both languages, the synonyms and the DocSearch settings', async () => {
  const messages = [];
  const {count} = await pushRecords({
    env: {
      ALGOLIA_APP_ID: APP_ID,
      ALGOLIA_ADMIN_KEY: ADMIN_KEY,
      ALGOLIA_INDEX_NAME: 'sensebox-related',
      ALGOLIA_HOSTS: standIn.origin,
    },
    log: (message) => messages.push(message),
  });
  const index = standIn.indices.get('sensebox-related');
  assert.equal(index.records.size, count);
  const languages = new Set([...index.records.values()].map((record) => record.language));
  assert.deepEqual([...languages].sort(), ['de', 'en']);
  assert.deepEqual(index.settings.attributesForFaceting, ['language', 'version', 'type', 'docusaurus_tag']);
  assert.equal(index.settings.attributeForDistinct, 'url');
  // The local engine's synonym table, as synonym records (both modes answer "Feinstaub" and "particulate matter" alike).
  const feinstaub = index.synonyms.get('synonym-particulate-matter');
  assert.equal(feinstaub?.type, 'synonym');
  assert.ok(feinstaub.synonyms.includes('Feinstaub') && feinstaub.synonyms.includes('particulate matter'));
  // The everyday words of the concept table, one way each.
  const concept = [...index.synonyms.values()].find((synonym) => synonym.type === 'oneWaySynonym');
  assert.ok(concept?.input && concept.synonyms.length > 0);
  // Written with the admin key, never with the public one; only one index remains (atomic replace).
  assert.ok(
    standIn.requests
      .filter((request) => request.method !== 'GET')
      .every(
        (request) =>
          request.query['x-algolia-api-key'] === undefined || request.query['x-algolia-api-key'] === ADMIN_KEY,
      ),
  );
  assert.deepEqual([...standIn.indices.keys()], ['sensebox-related']);
  assert.match(messages[0], /^Pushed \d+ records/);
});

it('the hosted mode keeps the theme’s preconnect to the Algolia cluster, in the server HTML and after hydration', async () => {
  await browserSession.withPage(HOSTED, async (page) => {
    await routeAlgolia(page);
    const response = await visit(page, `${HOSTED}/docs/boards/mcus2/mcu-s2-overview`);
    const expected = `https://${APP_ID}-dsn.algolia.net`;
    assert.ok((await response.text()).includes(`rel="preconnect" href="${expected}"`), 'server HTML');
    assert.deepEqual(
      await page.locator('link[rel="preconnect"]').evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      [expected],
    );
  });
});

it('search:push refuses to run without the admin key', async () => {
  await assert.rejects(pushRecords({env: {ALGOLIA_APP_ID: APP_ID}, log: () => {}}), /ALGOLIA_ADMIN_KEY/);
});

for (const language of ['de', 'en']) {
  it(`${language} hosted: the modal sends one filtered query with the public key in the URL and shows the hits`, async () => {
    await browserSession.withPage(HOSTED, async (page) => {
      const hosts = await routeAlgolia(page);
      const before = standIn.requests.length;
      await assertHitsOpenPages(page, HOSTED, language, TEXTS[language].manyQuery);
      const query = standIn.requests.slice(before).find((request) => request.path === '/1/indexes/*/queries');
      assert.ok(query, 'a query reached the stand-in');
      assert.equal(query.query['x-algolia-api-key'], SEARCH_KEY);
      assert.equal(query.query['x-algolia-application-id'], APP_ID);
      const [request] = query.body.requests;
      assert.equal(request.indexName, 'sensebox-related');
      assert.equal(request.hitsPerPage, 20);
      assert.ok(request.attributesToSnippet.includes('content:10'));
      assert.deepEqual(request.facetFilters, [
        `language:${language}`,
        ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
      ]);
      assert.ok([...hosts].every((host) => host.startsWith(APP_ID.toLowerCase()) || host.startsWith(APP_ID)));
    });
  });

  it(`${language} hosted: Algolia's credit stays where Algolia answers (modal and search page)`, async () => {
    await browserSession.withPage(HOSTED, async (page) => {
      await routeAlgolia(page);
      assert.deepEqual(await algoliaCredit(page, HOSTED, language), {modal: true, searchPage: true});
    });
  });

  it(`${language} hosted: empty result and the search page`, async () => {
    await browserSession.withPage(HOSTED, async (page) => {
      await routeAlgolia(page);
      await assertEmptyState(page, HOSTED, language, 'https://github.com/sensebox/docs');
      await assertSearchPage(page, HOSTED, language);
    });
  });

  it(`${language} hosted: every Algolia host unreachable shows "Unable to fetch results" in the page language`, async () => {
    await browserSession.withPage(HOSTED, async (page) => {
      const hosts = await routeAlgolia(page, {down: true});
      await visit(page, `${HOSTED}${prefixOf(language)}/docs/boards/mcus2/mcu-s2-overview`);
      await assertErrorState(page, language);
      // The client tried the read host and the three fallbacks before giving up.
      assert.ok(hosts.size >= 4, [...hosts].join(', '));
    });
  });
}
