/**
 * "War diese Seite hilfreich? Ja / Nein" at the end of every docs page: two links
 * to a prefilled issue on sensebox/docs that carry the page's address, its language and the
 * chosen board. Nothing leaves the browser on a click but the navigation to GitHub.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {MAIN_DOC, ORIGIN, until} from './helpers.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});
const withPage = (fn) => browserSession.withPage(ORIGIN, fn, {viewport: {width: 1280, height: 900}});
const SITE = 'https://docs.sensebox.de';
const PAGE = '/docs/hardware/sensors/umweltsensor';

async function issueOf(page, name) {
  const link = page.locator('article').getByRole('link', {name, exact: true});
  const url = new URL(await link.getAttribute('href'));
  assert.equal(`${url.origin}${url.pathname}`, 'https://github.com/sensebox/docs/issues/new');
  assert.equal(await link.getAttribute('target'), '_blank');
  return {title: url.searchParams.get('title'), body: url.searchParams.get('body')};
}

describe('page feedback', () => {
  it('German page with a board from ?board=: page, language and board in the issue; the edit link stays', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}${PAGE}?board=edus2`);
      const region = page.getByRole('region', {name: 'War diese Seite hilfreich?'});
      await region.waitFor();
      await page.waitForFunction(() => document.querySelector('[data-feedback="no"]')?.href.includes('edus2'));
      const {title, body} = await issueOf(page, 'Nein');
      assert.match(title, /nicht hilfreich$/);
      assert.match(body, new RegExp(`^Seite: ${SITE}${PAGE}\\?board=edus2$`, 'm'));
      assert.match(body, /^Sprache: de$/m);
      assert.match(body, /^Board: senseBox:edu S2 \(edus2\)$/m);
      assert.match(body, /^Hilfreich: Nein$/m);
      assert.equal(await page.locator('article a.theme-edit-this-page').count(), 1);
      // The question stands between the page's text and the doc footer with the edit link.
      const questionBeforeEditLink = await page.evaluate(() => {
        const question = document.querySelector('[data-feedback="no"]');
        const editLink = document.querySelector('article a.theme-edit-this-page');
        return Boolean(question.compareDocumentPosition(editLink) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      assert.equal(questionBeforeEditLink, true);
      assert.deepEqual(problems, []);
    });
  });

  it('English page: English question, language en; the board follows the board selector', async () => {
    await withPage(async (page, problems) => {
      await visit(page, `${ORIGIN}/en${MAIN_DOC}`);
      await page.getByRole('region', {name: 'Was this page helpful?'}).waitFor();
      let {body} = await issueOf(page, 'Yes');
      assert.match(body, new RegExp(`^Page: ${SITE}/en${MAIN_DOC}$`, 'm'));
      assert.match(body, /^Language: en$/m);
      assert.match(body, /^Board: none chosen$/m);
      // A kit chosen later changes the links without a reload.
      await page.evaluate(() => localStorage.clear());
      await visit(page, `${ORIGIN}/en${MAIN_DOC}?board=mini`);
      await page.waitForFunction(() => document.querySelector('[data-feedback="yes"]')?.href.includes('mini'));
      ({body} = await issueOf(page, 'Yes'));
      assert.match(body, /^Board: senseBox:mini \(mini\)$/m);
      assert.deepEqual(problems, []);
    });
  });

  it('a click sends nothing of its own: no POST, no beacon, no other host; only the navigation to GitHub', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}${PAGE}`);
      const requests = [];
      page
        .context()
        .on('request', (request) =>
          requests.push({url: request.url(), method: request.method(), type: request.resourceType()}),
        );
      const popup = page.waitForEvent('popup');
      await page.locator('article').getByRole('link', {name: 'Ja', exact: true}).click();
      await (await popup).waitForLoadState('domcontentloaded').catch(() => {});
      // A request of the click itself (a POST, a beacon) would leave in the click's own task, before the
      // browser opens the link's new tab: once the tab's request is seen, it would have been seen too.
      await until(
        () =>
          requests.some(
            ({url, type}) => type === 'document' && url.startsWith('https://github.com/sensebox/docs/issues/new?'),
          ),
        'the new tab opening the issue form',
      );
      // Scrolling to the link lets the site prefetch the code of newly visible links (GET, own origin).
      const other = requests.filter(
        ({url, method}) =>
          !url.startsWith('https://github.com/sensebox/docs/issues/new?') &&
          !(method === 'GET' && url.startsWith(`${ORIGIN}/assets/`)),
      );
      assert.deepEqual(other, []);
    });
  });

  it('is not printed', async () => {
    await withPage(async (page) => {
      await visit(page, `${ORIGIN}${PAGE}`);
      await page.emulateMedia({media: 'print'});
      assert.equal(await page.getByRole('region', {name: 'War diese Seite hilfreich?'}).isVisible(), false);
    });
  });
});
