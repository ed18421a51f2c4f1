/**
 * Offline mode: a reader turns it on in the footer, waits for "ready", loses
 * the connection (context.setOffline also cuts the service worker off), and still reads
 * every page of the language by link and by address, uses the board selector and the
 * search; a page the worker has not saved shows the offline page; a new deploy shows
 * the translated reload prompt, and Reload brings the new version (German, on a copy of the build).
 * English runs on the hosted-search build (saving a language takes a minute, so each build saves one):
 * there the search says it needs a connection.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, MAIN_DOC, builtRoutes, followNextLink} from './helpers.mjs';
import {startServer} from '../../tools/server.mjs';
import {TEXTS, modalHits, openModalAndType, prefixOf} from './searchSteps.mjs';

const HOSTED = process.env.E2E_HOSTED_ORIGIN;
const browserSession = useBrowser(before, after);

const UI = {
  de: {
    button: 'Offline verfügbar machen',
    confirm:
      /^Alle deutschen Seiten mit Suche speichern: etwa (\d+(?:,\d)?) MB Download, (\d+(?:,\d)?) MB auf dem Gerät\.$/,
    download: 'Herunterladen',
    ready: 'Offline bereit: alle Seiten und die Suche gehen jetzt auch ohne Internet.',
    remove: 'Offline-Kopie löschen',
    offlineHeading: 'Keine Verbindung',
    newVersion: 'Neue Version verfügbar',
    reload: 'Neu laden',
    queries: ['Lautstärke', 'Sensor', 'Blockly'],
  },
  en: {
    button: 'Make available offline',
    confirm:
      /^Save every English page, with search: about (\d+(?:\.\d)?) MB to download, (\d+(?:\.\d)?) MB on this device\.$/,
    download: 'Download',
    ready: 'Ready offline: every page and the search now work without internet, too.',
    remove: 'Delete offline copy',
    offlineHeading: 'No connection',
    newVersion: 'New version available',
    reload: 'Reload',
  },
};

/** The locale's size figure as the build wrote it (plugins/offline). */
function summaryOf(dir, language) {
  return JSON.parse(fs.readFileSync(path.join(dir, language === 'en' ? 'en' : '', 'offline-precache.json'), 'utf8'));
}

/** Ten docs pages of the language, spread over the whole list. */
function tenPages(language) {
  const prefix = `${prefixOf(language)}/docs/`;
  const pages = builtRoutes().filter((route) => route.startsWith(prefix));
  assert.ok(pages.length >= 10, `${pages.length} docs pages`);
  return Array.from({length: 10}, (_, i) => pages[Math.floor((i * pages.length) / 10)]);
}

/** Clicks "Make available offline", checks the size it names, downloads and waits for "ready". */
async function turnOfflineModeOn(page, origin, dir, language) {
  const ui = UI[language];
  const footer = page.locator('footer.footer');
  await footer.getByRole('button', {name: ui.button}).click();
  const download = footer.getByRole('button', {name: ui.download});
  await download.waitFor();
  // The size is named before anything is downloaded, and it is the build's figure.
  const sentence = (await footer.locator('p').filter({hasText: 'MB'}).innerText()).trim();
  const [, transfer, stored] = sentence.match(ui.confirm) ?? assert.fail(sentence);
  const summary = summaryOf(dir, language);
  // One decimal at most, none when it is 0 ("etwa 3 MB").
  const mb = (bytes) => Math.round(bytes / 100_000) / 10;
  assert.equal(Number(transfer.replace(',', '.')), mb(summary.transferBytes));
  assert.equal(Number(stored.replace(',', '.')), mb(summary.bytes));
  assert.equal(
    await page.evaluate(async () => (await caches.keys()).length),
    0,
    'nothing precached before the reader agreed',
  );
  await download.focus();
  assert.equal(await download.evaluate((element) => element === document.activeElement), true);
  await download.click();
  await footer.getByText(ui.ready).waitFor();
  // Every file of the language is in the precache, and the page is controlled by the worker.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((name) => name.startsWith('workbox-precache-v2-')));
    return {names, count: (await cache.keys()).length, controlled: navigator.serviceWorker.controller !== null};
  });
  assert.deepEqual(cached.names, [`workbox-precache-v2-${origin}${prefixOf(language)}/`]);
  assert.equal(cached.count, summary.files);
  assert.equal(cached.controlled, true);
}

/**
 * The German flow runs on a copy of the build with a server of its own: after it, the copy is changed as a
 * new deploy would change it, and the same page sees the update (saving a language takes about a minute,
 * so it is done once for both).
 */
const deploy = {origin: null, dir: null, server: null};
before(async () => {
  deploy.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sensebox-offline-'));
  fs.cpSync(BUILD_DIR, deploy.dir, {recursive: true});
  deploy.server = await startServer(deploy.dir);
  deploy.origin = deploy.server.origin;
});
after(async () => {
  await deploy.server?.close();
  if (deploy.dir) fs.rmSync(deploy.dir, {recursive: true, force: true});
});

for (const language of ['de', 'en']) {
  describe(`offline mode, ${language}`, () => {
    it(`saves the language on request, then works without a connection: pages by address and by link, board selector, search, offline page${language === 'de' ? '; a new deploy shows the translated reload prompt, the old version stays whole until Reload brings the new one' : ''}`, async () => {
      assert.ok(HOSTED, 'No hosted-mode build served: run `npm run build:hosted-test` before the browser tests.');
      const site = language === 'de' ? deploy : {origin: HOSTED, dir: path.resolve(BUILD_DIR, '../build-hosted')};
      await browserSession.withPage(site.origin, async (page, problems) => {
        const prefix = prefixOf(language);
        // Where the hosted search starts failing on purpose (English only).
        let searchStart = Infinity;
        await visit(page, `${site.origin}${prefix}/`);
        assert.equal(
          await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length)),
          0,
          'no worker for casual visitors',
        );
        await turnOfflineModeOn(page, site.origin, site.dir, language);
        await page.context().setOffline(true);

        // By address: pages spread over the language, each a full page load from the precache (ten in German;
        // in English three, as what follows in German does not depend on the language).
        for (const route of tenPages(language).slice(0, language === 'de' ? 10 : 3)) {
          await visit(page, `${site.origin}${route}`);
          assert.equal(new URL(page.url()).pathname, route);
          assert.ok((await page.locator('article h1, header h1').first().innerText()).length > 0, route);
        }

        // By link: clicks on "next" from the main doc, each a client-side navigation.
        await visit(page, `${site.origin}${prefix}${MAIN_DOC}`);
        for (let i = 0; i < (language === 'de' ? 10 : 2); i++) {
          // Each step reads the next page's files from the service worker's cache.
          const href = await followNextLink(page);
          assert.equal(page.url(), `${site.origin}${href}`);
        }
        // The footer still says offline mode is on.
        await page.locator('footer.footer').getByText(UI[language].ready).waitFor();

        // The board selector filters the sidebar offline, too.
        await visit(page, `${site.origin}${prefix}${MAIN_DOC}`);
        const topLevel = page.locator('.theme-doc-sidebar-menu > li');
        const before = await topLevel.count();
        await page.locator('nav.navbar select').first().selectOption('bike');
        await page.waitForFunction(
          (count) => document.querySelectorAll('.theme-doc-sidebar-menu > li').length < count,
          before,
        );
        assert.equal(await page.locator('nav.navbar select').first().inputValue(), 'bike');

        if (language === 'de') {
          // Search answers from the precached index.
          for (const query of UI[language].queries) {
            await openModalAndType(page, query);
            const hrefs = (await modalHits(page)).flatMap((group) => group.hrefs);
            assert.ok(hrefs.length > 0, `no hits for ${query}`);
            await page.keyboard.press('Escape');
            await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
          }
        } else {
          // The hosted search has its code saved, but Algolia is out of reach: it says it needs a connection.
          searchStart = problems.length;
          await openModalAndType(page, TEXTS[language].query);
          const screen = page.locator('.DocSearch-ErrorScreen');
          await screen.waitFor();
          assert.ok((await screen.innerText()).includes(TEXTS[language].errorHelp));
          await page.keyboard.press('Escape');
          assert.ok(problems.length > searchStart, 'the failed Algolia requests are logged');
        }

        // A page the worker has not saved: the translated offline page, not the browser's error page.
        const missing = `${prefix}/docs/nicht-gespeichert`;
        await page.goto(`${site.origin}${missing}`);
        await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
        assert.equal(new URL(page.url()).pathname, `${prefix}/offline`);
        assert.equal(await page.locator('main h1').innerText(), UI[language].offlineHeading);
        assert.equal(await page.locator('main code').innerText(), missing);

        if (language === 'de') {
          await page.context().setOffline(false);
          const faq = '/docs/misc/faq';
          // The new deploy: the FAQ page changed, so its revision in sw.js changed.
          // A tag in <head> that React does not manage (in the body, hydration would remove it).
          const faqFile = path.join(site.dir, 'docs/misc/faq/index.html');
          const html = fs
            .readFileSync(faqFile, 'utf8')
            .replace('</head>', '<meta name="deploy-marker" content="2"></head>');
          fs.writeFileSync(faqFile, html);
          const swFile = path.join(site.dir, 'sw.js');
          const sw = fs.readFileSync(swFile, 'utf8');
          const entry = /\{"revision":"([0-9a-f]{32})","url":"docs\/misc\/faq"\}/;
          assert.match(sw, entry);
          fs.writeFileSync(
            swFile,
            sw.replace(
              entry,
              `{"revision":"${crypto.createHash('md5').update(html).digest('hex')}","url":"docs/misc/faq"}`,
            ),
          );

          // The next visit finds the new worker: it waits, the prompt shows, the old version is served whole.
          await visit(page, `${site.origin}${faq}`);
          const prompt = page.locator('#pwa-popup-container');
          await prompt.getByText(UI.de.newVersion).waitFor();
          assert.equal(
            await page.locator('meta[name="deploy-marker"]').count(),
            0,
            'the old worker still answers with the old page',
          );

          await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', {name: UI.de.reload}).click()]);
          await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
          assert.equal(await page.locator('meta[name="deploy-marker"]').count(), 1, 'Reload brings the new version');
        }
        // From the search on, its requests to Algolia fail, as they must, also after the modal closed (the
        // client retries): the browser logs each without its address (a same-site failure would show as
        // `requestfailed` with its address), and the search client warns.
        const algoliaOffline = (problem) =>
          problem === 'error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED' ||
          problem.startsWith('warning: Search unavailable: Unreachable hosts');
        assert.deepEqual(
          problems.filter((problem, index) => !(index >= searchStart && algoliaOffline(problem))),
          [],
        );
      });
    });
  });
}
