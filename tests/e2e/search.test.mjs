/**
 * Search in the local mode (no hosted search configured, as in this build):
 * the DocSearch modal and the /search page answered from build[/en]/search-index.json.
 * Steps shared with the hosted mode are in searchSteps.mjs.
 */
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {ORIGIN, until} from './helpers.mjs';
import {
  TEXTS,
  algoliaCredit,
  assertEmptyState,
  assertErrorState,
  assertHitsOpenPages,
  assertSearchPage,
  modalHits,
  openModalAndType,
  prefixOf,
} from './searchSteps.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});

/**
 * Replaces the modal's query so that the next hits shown are this query's. Emptied, the modal shows its
 * start screen once every earlier query is answered or dropped (only the latest answer is shown); while
 * the new query is loading it keeps that screen, so the first hits after it belong to the new query.
 */
async function retype(page, query) {
  await page.locator('.DocSearch-Input').fill('');
  await page.locator('.DocSearch-StartScreen').waitFor();
  await page.locator('.DocSearch-Input').fill(query);
}
const REPOSITORY = 'https://github.com/sensebox/docs';
const DOC = '/docs/boards/mcus2/mcu-s2-overview';

for (const language of ['de', 'en']) {
  const prefix = prefixOf(language);

  // One page for the steps a reader takes one after the other: each opens its page anew.
  it(`${language}: hits grouped by page open their page, "see all" goes to /search; no "Suche von Algolia" credit where our own index answers; an empty result says so, suggests groups and links to a new issue; the search page lists results with infinite scroll and says when there are none`, async () => {
    await browserSession.withPage(ORIGIN, async (page, problems) => {
      await assertHitsOpenPages(page, ORIGIN, language, TEXTS[language].query);
      assert.deepEqual(await algoliaCredit(page, ORIGIN, language), {modal: false, searchPage: false});
      await assertEmptyState(page, ORIGIN, language, REPOSITORY);
      await assertSearchPage(page, ORIGIN, language);
      assert.deepEqual(problems, []);
    });
  });

  it(`${language}: the index loads only when search is opened, once, from this language`, async () => {
    await browserSession.withPage(ORIGIN, async (page) => {
      const indexRequests = [];
      page.on('request', (request) => {
        if (request.url().includes('search-index.json')) indexRequests.push(new URL(request.url()).pathname);
      });
      await visit(page, `${ORIGIN}${prefix}${DOC}`);
      // Wait until what the hover started (the modal's code) has loaded: the modal code runs as it arrives,
      // and only an open modal or a typed query asks for the index.
      const loading = new Set();
      let scripts = 0;
      page.on('request', (request) => {
        loading.add(request);
        if (request.resourceType() === 'script') scripts += 1;
      });
      for (const settled of ['requestfinished', 'requestfailed'])
        page.on(settled, (request) => loading.delete(request));
      await page.locator('.DocSearch-Button').hover();
      await until(() => scripts > 0 && loading.size === 0, 'the modal code that hovering loads');
      assert.deepEqual(indexRequests, [], 'hovering loads the modal code, not the index');
      await openModalAndType(page, 'LED');
      await modalHits(page);
      await page.keyboard.press('Escape');
      await openModalAndType(page, 'Port');
      await modalHits(page);
      assert.deepEqual(indexRequests, [`${prefix}/search-index.json`]);
    });
  });

  it(`${language}: an index that cannot be loaded shows the error screen`, async () => {
    await browserSession.withPage(ORIGIN, async (page) => {
      await page.route('**/search-index.json', (route) => route.abort('connectionrefused'));
      await visit(page, `${ORIGIN}${prefix}${DOC}`);
      await assertErrorState(page, language);
    });
  });
}

it('opens with /, with a click and by typing on the focused button; Escape closes', async () => {
  await browserSession.withPage(ORIGIN, async (page) => {
    await visit(page, `${ORIGIN}${DOC}`);
    await page.keyboard.press('/');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('b');
    await page.locator('.DocSearch-Input').waitFor();
    assert.equal(await page.locator('.DocSearch-Input').inputValue(), 'b');
    assert.equal(await page.locator('.DocSearch-Input').getAttribute('placeholder'), TEXTS.de.placeholder);
  });
});

it('German words meet in every spelling: umlaut, spelled out, plural, one typo', async () => {
  await browserSession.withPage(ORIGIN, async (page) => {
    await visit(page, `${ORIGIN}${DOC}`);
    await openModalAndType(page, 'Lautstärke');
    const expected = (await modalHits(page)).flatMap((group) => group.hrefs);
    for (const spelling of ['lautstaerke', 'Lautstarke', 'lautstärken']) {
      await retype(page, spelling);
      const hrefs = (await modalHits(page)).flatMap((group) => group.hrefs);
      assert.ok(
        hrefs.some((href) => href.startsWith('/docs/hardware/sensors/lautstaerke')),
        `${spelling}: ${hrefs}`,
      );
      assert.ok(expected.length > 0);
    }
  });
});

it("the reader's board: its pages first; without one, the general page before a board's own", async () => {
  await browserSession.withPage(ORIGIN, async (page, problems) => {
    const firstHit = async (query) => {
      await openModalAndType(page, query);
      const [first] = (await modalHits(page)).flatMap((group) => group.hrefs);
      await page.keyboard.press('Escape');
      return first.replace(/#.*$/, '');
    };
    await visit(page, `${ORIGIN}${DOC}`);
    assert.equal(await firstHit('SD-Karte'), '/docs/hardware/sd');
    // The board selector's choice, as a link with ?board= stores it.
    await visit(page, `${ORIGIN}${DOC}?board=eye`);
    assert.equal(await firstHit('SD-Karte'), '/docs/hardware/eye/sd');
    assert.deepEqual(problems, []);
  });
});

it('limits: the query stops at 64 characters; markup and quotes stay text', async () => {
  await browserSession.withPage(ORIGIN, async (page, problems) => {
    await visit(page, `${ORIGIN}${DOC}`);
    // Typed to the limit and beyond (each keystroke searches: the first 62 are filled in at once).
    await openModalAndType(page, '');
    await page.locator('.DocSearch-Input').fill('x'.repeat(62));
    await page.keyboard.type('xxxx');
    assert.equal((await page.locator('.DocSearch-Input').inputValue()).length, 64);
    await page.locator('.DocSearch-Input').fill('<script>window.__pwned=1</script> "LED"');
    await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    assert.equal(await page.locator('.DocSearch-Dropdown script').count(), 0);
    await retype(page, '     ');
    await page.locator('.DocSearch-Hit, .DocSearch-NoResults').first().waitFor();
    // The search page with an overlong query or one with markup and quotes still works.
    for (const query of ['Sensor '.repeat(20), '<img src=x onerror=window.__pwned=1> "LED" \'Port\'']) {
      await visit(page, `${ORIGIN}/search?q=${encodeURIComponent(query)}`);
      await page.locator('main article, main p').first().waitFor();
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
    }
    assert.deepEqual(problems, []);
  });
});

it('snippets have 10 words, 5 at 768 px or narrower', async () => {
  await browserSession.withPage(
    ORIGIN,
    async (page) => {
      await visit(page, `${ORIGIN}${DOC}`);
      // One page, narrowed between the two searches: the snippet length follows the window's width.
      for (const [width, words] of [
        [1280, 10],
        [700, 5],
      ]) {
        await page.setViewportSize({width, height: 900});
        await page.waitForFunction((expected) => window.innerWidth === expected, width);
        await openModalAndType(page, 'Temperatur');
        await modalHits(page);
        const counts = await page.$$eval('.DocSearch-Hit-path', (paths) =>
          paths.map((element) => element.textContent.replace(/…/g, ' ').trim().split(/\s+/).filter(Boolean).length),
        );
        assert.ok(counts.length > 0);
        assert.ok(Math.max(...counts) <= words, `${width}px: ${counts}`);
        await page.keyboard.press('Escape');
        await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
      }
    },
    {viewport: {width: 1280, height: 900}},
  );
});

it('no page opens a connection to Algolia ahead of time: the local mode never queries it', async () => {
  await browserSession.withPage(ORIGIN, async (page, problems) => {
    for (const path of ['/', DOC, `/en${DOC}`]) {
      const response = await visit(page, `${ORIGIN}${path}`);
      assert.doesNotMatch(
        await response.text(),
        /rel="preconnect"[^>]*algolia|algolia[^>]*rel="preconnect"/,
        `${path}: server HTML`,
      );
      assert.equal(await page.locator('link[rel="preconnect"]').count(), 0, `${path}: after hydration`);
    }
    assert.deepEqual(problems, []);
  });
});
