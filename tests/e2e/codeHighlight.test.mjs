/**
 * Code is highlighted at build time (plugins/code-highlight): the browser runs
 * no Prism, the server's highlighted blocks stay as they are through hydration
 * (no re-mount for the colour mode), the colours follow the colour mode through
 * classes, and a client-side visit to a page with code shows it highlighted.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, ORIGIN, builtRoutes} from './helpers.mjs';

const browserSession = useBrowser(before, after, {reusePages: true});
const withPage = (fn, options) => browserSession.withPage(ORIGIN, fn, options);
const CODE_PAGE = '/docs/editors/arduino/first-steps';
/** A docs page without any code block (checked below in its built HTML). */
const CODE_FREE_PAGE = '/docs/boards/mcus2/mcus2-in-betrieb-nehmen';
/** What any Prism grammar or Prism's core leaves in minified code. */
const PRISM_CODE = /\.languages\.extend\(|\.languages\.(clike|cpp|markup)=|Prism\.tokenize|\.tokenize=function/;
/** `void` in a C++ block: a keyword, #00009f in the light theme, #bd93f9 and italic in the dark one (plugins/code-highlight/codeThemes.ts). */
const KEYWORD = {
  light: {color: 'rgb(0, 0, 159)', fontStyle: 'normal'},
  dark: {color: 'rgb(189, 147, 249)', fontStyle: 'italic'},
};

/** Records, from before the first script runs, every code block React removes from the page. */
function watchRemovedBlocks(page) {
  return page.addInitScript(() => {
    window.__removedBlocks = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (node.nodeType === 1 && (node.matches('pre, .token-line') || node.querySelector('pre, .token-line')))
            window.__removedBlocks += 1;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

const keywordStyle = (page) =>
  page
    .locator('article pre code .token.keyword', {hasText: /^void$/})
    .first()
    .evaluate((token) => {
      const style = getComputedStyle(token);
      return {color: style.color, fontStyle: style.fontStyle};
    });

describe('no Prism in the browser', () => {
  it('no JavaScript file of the build contains Prism or a grammar', () => {
    const dir = path.join(BUILD_DIR, 'assets', 'js');
    const withPrism = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.js') && PRISM_CODE.test(fs.readFileSync(path.join(dir, name), 'utf8')));
    assert.deepEqual(withPrism, []);
  });

  it('the pattern above does find Prism (in prismjs itself)', () => {
    assert.match(fs.readFileSync(path.resolve('node_modules/prismjs/components/prism-cpp.min.js'), 'utf8'), PRISM_CODE);
  });
});

for (const prefix of ['', '/en']) {
  describe(`code blocks highlighted at build time (${prefix || '/'})`, () => {
    it('arrive highlighted in the HTML and stay as they are through hydration (nothing re-mounts)', async () => {
      await withPage(async (page, problems) => {
        await watchRemovedBlocks(page);
        const response = await visit(page, `${ORIGIN}${prefix}${CODE_PAGE}`);
        await page.waitForLoadState('networkidle');
        const html = await response.text();
        const serverBlocks = html.match(/<pre[ >]/g)?.length ?? 0;
        assert.ok(serverBlocks > 0);
        assert.ok((html.match(/class="token /g)?.length ?? 0) > 10, 'the server HTML is highlighted');
        assert.equal(await page.locator('article pre').count(), serverBlocks);
        // Hydration has run: theme-classic's copy buttons render in the browser only.
        await page.locator('article .theme-code-block button').first().waitFor({state: 'attached'});
        assert.equal(
          await page.evaluate(() => window.__removedBlocks),
          0,
          'a code block was removed and rendered again',
        );
        assert.deepEqual(problems, []);
      });
    });

    for (const mode of ['light', 'dark']) {
      it(`colour tokens with the ${mode} theme`, async () => {
        await withPage(async (page, problems) => {
          await page.context().addInitScript((value) => window.localStorage.setItem('theme', value), mode);
          await visit(page, `${ORIGIN}${prefix}${CODE_PAGE}`);
          assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
          assert.deepEqual(await keywordStyle(page), KEYWORD[mode]);
          assert.deepEqual(problems, []);
        });
      });
    }

    it('switch colours with the colour mode without rendering a block again', async () => {
      await withPage(async (page, problems) => {
        await page.context().addInitScript(() => window.localStorage.setItem('theme', 'light'));
        await watchRemovedBlocks(page);
        await visit(page, `${ORIGIN}${prefix}${CODE_PAGE}`);
        await page.locator('article .theme-code-block button').first().waitFor({state: 'attached'});
        await page.locator('.navbar button[class*="toggleButton"]').first().click();
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
        assert.deepEqual(await keywordStyle(page), KEYWORD.dark);
        assert.equal(await page.evaluate(() => window.__removedBlocks), 0);
        assert.deepEqual(problems, []);
      });
    });

    it('show highlighted code after a client-side visit from a page without code', async () => {
      await withPage(async (page, problems) => {
        const html = fs.readFileSync(path.join(BUILD_DIR, prefix, CODE_FREE_PAGE, 'index.html'), 'utf8');
        assert.doesNotMatch(html, /<pre/, `${CODE_FREE_PAGE} has code now: pick a page without`);
        await visit(page, `${ORIGIN}${prefix}${CODE_FREE_PAGE}`);
        const documents = [];
        page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
        // The router (history v4) follows pushState once it hears popstate, as on back/forward.
        await page.evaluate((target) => {
          window.history.pushState({}, '', target);
          window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
        }, `${prefix}${CODE_PAGE}`);
        await page.locator('article pre code .token').first().waitFor();
        assert.deepEqual(documents, [], 'no full page load');
        assert.ok((await page.locator('article pre code .token').count()) > 10);
        assert.deepEqual(problems, []);
      });
    });
  });
}

describe('code blocks in the static HTML', () => {
  it('no page streams a block out of order (readable without JavaScript, no inline script for the CSP)', () => {
    // React marks a Suspense boundary that was not ready when the shell was written with <!--$?-->,
    // puts its content in a hidden <div> at the end and moves it in with an inline script.
    const streamed = builtRoutes().filter((route) => {
      const file = route.endsWith('.html') ? route : `${route.replace(/\/$/, '')}/index.html`;
      const html = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
      return html.includes('<!--$?-->') || html.includes('<template id="B:');
    });
    assert.deepEqual(streamed, []);
  });
});
