/**
 * What a reader does with search, as steps shared by the local-mode tests
 * (search.test.mjs) and the hosted-mode tests (searchHosted.test.mjs).
 */
import assert from 'node:assert/strict';
import {visit} from './browser.mjs';

export const TEXTS = {
  de: {
    placeholder: 'Dokumentation durchsuchen',
    noResults: 'Keine Ergebnisse für',
    tryThis: 'Versuche es mit',
    letUsKnow: 'Sag uns Bescheid.',
    errorTitle: 'Ergebnisse konnten nicht geladen werden',
    errorHelp: 'Prüfe bitte deine Internetverbindung.',
    seeAll: /^Alle \d+ Ergebnisse anzeigen$/,
    pageEmpty: 'Es wurden keine Ergebnisse gefunden',
    query: 'Lautstärke',
    manyQuery: 'Sensor',
  },
  en: {
    placeholder: 'Search docs',
    noResults: 'No results for',
    tryThis: 'Try searching for',
    letUsKnow: 'Let us know.',
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
    seeAll: /^See all \d+ results$/,
    pageEmpty: 'No results were found',
    query: 'sound level',
    manyQuery: 'sensor',
  },
};

export const prefixOf = (language) => (language === 'en' ? '/en' : '');

/**
 * Opens the modal with Ctrl+K and enters the query in one input event, as a paste does.
 * Typed letter by letter, each prefix sends its own query, and a late answer to "sens"
 * can replace the hits of "sensor" between reading them and clicking one.
 */
export async function openModalAndType(page, query) {
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await input.waitFor();
  await input.fill(query);
}

/** Hits of the modal: the href of each, grouped by their group title. */
export async function modalHits(page) {
  await page.locator('.DocSearch-Hit').first().waitFor();
  return page.$$eval('.DocSearch-Hits', (sections) =>
    sections.map((section) => ({
      group: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
      hrefs: [...section.querySelectorAll('.DocSearch-Hit a')].map((link) => link.getAttribute('href')),
    })),
  );
}

export async function assertHitsOpenPages(page, origin, language, query) {
  await visit(page, `${origin}${prefixOf(language)}/docs/boards/mcus2/mcu-s2-overview`);
  await openModalAndType(page, query);
  const groups = await modalHits(page);
  const hrefs = groups.flatMap((group) => group.hrefs);
  assert.ok(hrefs.length > 0 && hrefs.length <= 20, `${hrefs.length} hits`);
  for (const group of groups) assert.ok(group.hrefs.length <= 5, `group ${group.group} has ${group.hrefs.length} hits`);
  // Only this language's pages.
  for (const href of hrefs) assert.ok(language === 'en' ? href.startsWith('/en/') : !href.startsWith('/en/'), href);
  const footer = page.locator('.DocSearch-HitsFooter a');
  assert.match((await footer.innerText()).trim(), TEXTS[language].seeAll);
  assert.equal(await footer.getAttribute('href'), `${prefixOf(language)}/search?q=${encodeURIComponent(query)}`);
  // The first hit opens its page at the heading.
  const first = hrefs[0];
  await page.locator('.DocSearch-Hit a').first().click();
  await page.waitForURL((url) => url.pathname === decodeURI(first.split('#')[0]));
  assert.equal(await page.locator('.DocSearch-Modal').count(), 0);
  return hrefs;
}

export async function assertEmptyState(page, origin, language, repository) {
  await visit(page, `${origin}${prefixOf(language)}/`);
  // One search with hits first: DocSearch suggests its groups afterwards.
  await openModalAndType(page, TEXTS[language].manyQuery);
  await modalHits(page);
  await page.locator('.DocSearch-Input').fill('qqxyzzyqq');
  const screen = page.locator('.DocSearch-NoResults');
  await screen.waitFor();
  const text = await screen.innerText();
  assert.ok(text.includes(`${TEXTS[language].noResults} "qqxyzzyqq"`), text);
  assert.ok(text.includes(TEXTS[language].tryThis), text);
  const link = screen.getByRole('link', {name: TEXTS[language].letUsKnow});
  const href = new URL(await link.getAttribute('href'));
  assert.equal(`${href.origin}${href.pathname}`, `${repository}/issues/new`);
  assert.ok(href.searchParams.get('title').includes('qqxyzzyqq'));
}

export async function assertErrorState(page, language) {
  await openModalAndType(page, TEXTS[language].query);
  // The error screen is shown in place of the "no results" screen, which is then hidden.
  const screen = page.locator('.DocSearch-ErrorScreen');
  await screen.waitFor({state: 'visible'});
  const text = await screen.innerText();
  assert.ok(text.includes(TEXTS[language].errorTitle), text);
  assert.ok(text.includes(TEXTS[language].errorHelp), text);
  assert.equal(await page.locator('.DocSearch-NoResults').isVisible(), false);
}

export async function assertSearchPage(page, origin, language) {
  await visit(page, `${origin}${prefixOf(language)}/search?q=${encodeURIComponent(TEXTS[language].manyQuery)}`);
  const results = page.locator('main article');
  await results.first().waitFor();
  const firstCount = await results.count();
  assert.equal(firstCount, 15);
  for (const href of await page.$$eval('main article h2 a', (links) =>
    links.map((link) => link.getAttribute('href')),
  )) {
    assert.ok(language === 'en' ? href.startsWith('/en/') : !href.startsWith('/en/'), href);
  }
  // Infinite scroll: reaching the end loads the next page of results.
  await page.waitForFunction(
    async (count) => {
      window.scrollTo(0, document.body.scrollHeight);
      return document.querySelectorAll('main article').length > count;
    },
    firstCount,
    {polling: 300},
  );
  await visit(page, `${origin}${prefixOf(language)}/search?q=qqxyzzyqq`);
  await page.getByText(TEXTS[language].pageEmpty).waitFor();
}

/**
 * Whether the reader is told that Algolia searched: the modal footer's "Suche von
 * Algolia" and the search page's logo. Only true where Algolia answers (hosted mode).
 */
export async function algoliaCredit(page, origin, language) {
  await visit(page, `${origin}${prefixOf(language)}/docs/boards/mcus2/mcu-s2-overview`);
  await openModalAndType(page, TEXTS[language].query);
  await modalHits(page);
  const modal = await page.locator('.DocSearch-Footer .DocSearch-Logo').isVisible();
  await visit(page, `${origin}${prefixOf(language)}/search?q=${encodeURIComponent(TEXTS[language].query)}`);
  await page.locator('main article').first().waitFor();
  // The theme's search page puts the logo beside the result count, outside <main>.
  const searchPage = await page.locator('a[href="https://www.algolia.com/"]').first().isVisible();
  return {modal, searchPage};
}
