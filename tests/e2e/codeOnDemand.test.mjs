/**
 * Prism and theme-classic's CodeBlock travel with the pages that show code
 * (plugins/prism-on-demand): a page without code never runs them, a page with
 * code hydrates its highlighted blocks as they came from the server, and a
 * client-side visit from one to the other still highlights.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, ORIGIN, builtRoutes} from './helpers.mjs';

const browserSession = useBrowser(before, after);
const withPage = (fn, options) => browserSession.withPage(ORIGIN, fn, options);
const CODE_PAGE = '/docs/editors/arduino/first-steps';
/** A docs page without any code block (checked below in its built HTML). */
const CODE_FREE_PAGE = '/docs/boards/mcus2/mcus2-in-betrieb-nehmen';
/** A Prism grammar definition: present in Prism's chunk only. */
const PRISM_GRAMMAR = /\.languages\.extend\(/;

/** The scripts the page executes (prefetches are resource type "other", not "script"). */
function collectExecutedScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({url: response.url(), body: response.body().then(String, () => '')});
  });
  return async () => Promise.all(scripts.map(async ({url, body}) => ({url, body: await body})));
}

for (const prefix of ['', '/en']) {
  describe(`code highlighting on demand (${prefix || '/'})`, () => {
    it('a docs page without code executes no Prism', async () => {
      await withPage(async (page, problems) => {
        const html = fs.readFileSync(path.join(BUILD_DIR, prefix, CODE_FREE_PAGE, 'index.html'), 'utf8');
        assert.doesNotMatch(html, /<pre/, `${CODE_FREE_PAGE} has code now: pick a page without`);
        const executed = collectExecutedScripts(page);
        await visit(page, `${ORIGIN}${prefix}${CODE_FREE_PAGE}`);
        await page.waitForLoadState('networkidle');
        const scripts = await executed();
        assert.ok(scripts.length >= 3, scripts.map((s) => s.url).join(', '));
        assert.deepEqual(scripts.filter((s) => PRISM_GRAMMAR.test(s.body)).map((s) => s.url), []);
        assert.deepEqual(problems, []);
      });
    });

    it('a page with code loads Prism with it and hydrates the server-rendered blocks', async () => {
      await withPage(async (page, problems) => {
        const executed = collectExecutedScripts(page);
        const response = await visit(page, `${ORIGIN}${prefix}${CODE_PAGE}`);
        await page.waitForLoadState('networkidle');
        assert.ok((await executed()).some((s) => PRISM_GRAMMAR.test(s.body)), 'Prism came with the page');
        // (theme-classic re-mounts each block once hydrated, to apply the colour mode's Prism theme.)
        const serverBlocks = (await response.text()).match(/<pre[ >]/g)?.length ?? 0;
        assert.ok(serverBlocks > 0);
        assert.equal(await page.locator('article pre').count(), serverBlocks, 'the same code blocks as the server sent');
        assert.ok((await page.locator('article pre code .token').count()) > 10, 'the code is highlighted');
        // A mismatch between server and client would be a React hydration error in the console.
        assert.deepEqual(problems, []);
      });
    });

    it('a page of C++ runs the C++ grammar only, though all grammars share one file', async () => {
      await withPage(async (page, problems) => {
        await page.coverage.startJSCoverage({resetOnNavigation: false});
        await visit(page, `${ORIGIN}${prefix}${CODE_PAGE}`);
        await page.waitForLoadState('networkidle');
        const coverage = await page.coverage.stopJSCoverage();
        const grammars = coverage.find((entry) => /\/prism-grammars\.[0-9a-f]+\.js$/.test(entry.url));
        assert.ok(grammars, 'the grammars file was loaded');
        /** Whether the code that defines a grammar ran: the innermost function around its definition was called. */
        const ran = (grammar) => {
          const at = grammars.source.indexOf(`.languages.${grammar}=`);
          assert.ok(at > 0, `${grammar} is in the grammars file`);
          const around = grammars.functions
            .map((fn) => fn.ranges[0])
            .filter((range) => range.startOffset <= at && at < range.endOffset)
            .sort((a, b) => a.endOffset - a.startOffset - (b.endOffset - b.startOffset));
          return around[0].count > 0;
        };
        // The page fences C++ and text (src/prism/grammars.ts: cpp extends c, which extends clike).
        for (const grammar of ['clike', 'c', 'cpp']) assert.ok(ran(grammar), `${grammar} did not run`);
        for (const grammar of ['markdown', 'python', 'bash', 'json']) assert.ok(!ran(grammar), `${grammar} ran on a page of C++`);
        assert.deepEqual(problems, []);
      });
    });

    it('a client-side visit from a page without code to one with code highlights it', async () => {
      await withPage(async (page, problems) => {
        await visit(page, `${ORIGIN}${prefix}${CODE_FREE_PAGE}`);
        const documents = [];
        page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
        // The router (history v4) follows pushState once it hears popstate, as on back/forward.
        await page.evaluate((target) => {
          window.history.pushState({}, '', target);
          window.dispatchEvent(new PopStateEvent('popstate', {state: {}}));
        }, `${prefix}${CODE_PAGE}`);
        await page.locator('article pre code .token').first().waitFor({timeout: 15000});
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

describe('Prism grammars in the build', () => {
  for (const prefix of ['', 'en']) {
    it(`only the languages the pages fence (${prefix || 'de'}): none of prism-react-renderer's own`, () => {
      const dir = path.join(BUILD_DIR, prefix, 'assets/js');
      const sources = fs.readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
      // Minified grammar assignments: `.languages.cpp=`; Swift, Kotlin and Go come only with prism-react-renderer.
      const defined = new Set(sources.flatMap((source) => [...source.matchAll(/\.languages\.(\w+)=/g)].map((match) => match[1])));
      // The grammars the pages fence (src/prism/grammars.ts lists Arduino too, which no page fences yet).
      for (const language of ['cpp', 'bash', 'json', 'python', 'markdown', 'javascript']) assert.ok(defined.has(language), `${language} missing`);
      for (const language of ['swift', 'kotlin', 'go', 'rust', 'graphql', 'tsx']) assert.ok(!defined.has(language), `${language} is in the build`);
    });
  }
});
