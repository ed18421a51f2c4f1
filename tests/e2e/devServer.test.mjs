/**
 * The development server, as an author starts it: `npm start` (German), on a
 * free port. Every other browser test runs against a production build, which
 * loads the config differently; this file is what fails when the README's
 * first command stops serving the site. (`npm run start:en` is the same
 * command with `--locale en`: the production build covers the English config.)
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {startDevServer} from './devServer.mjs';
import {MAIN_DOC} from './helpers.mjs';

const browserSession = useBrowser(before, after);

const LANGUAGES = [{script: 'start', prefix: '', lang: 'de', languageLabel: 'Deutsch'}];

for (const {script, prefix, lang, languageLabel} of LANGUAGES) {
  describe(`npm run ${script}`, () => {
    let server;
    before(async () => {
      server = await startDevServer(script);
    });
    after(async () => {
      await server?.stop();
    });

    it('serves the home page with the board selector and the language menu', async () => {
      await browserSession.withPage(server.origin, async (page) => {
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const response = await visit(page, `${server.origin}${prefix}/`);
        assert.equal(response.status(), 200);
        assert.equal(await page.getAttribute('html', 'lang'), lang);
        await page.locator('.navbar select').waitFor();
        const options = await page.locator('.navbar select option').count();
        assert.ok(options >= 6, `the board selector lists ${options} options`);
        assert.equal(
          await page.locator('.navbar__items--right .dropdown > .navbar__link').first().innerText(),
          languageLabel,
        );
        assert.deepEqual(errors, []);
      });
    });

    it('serves a docs page with its heading and sidebar', async () => {
      await browserSession.withPage(server.origin, async (page) => {
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const response = await visit(page, `${server.origin}${prefix}${MAIN_DOC}`);
        assert.equal(response.status(), 200);
        assert.match(await page.locator('article h1').innerText(), /MCU.S2/);
        assert.ok((await page.locator('.theme-doc-sidebar-menu a').count()) > 5);
        assert.deepEqual(errors, []);
      });
    });
  });
}
