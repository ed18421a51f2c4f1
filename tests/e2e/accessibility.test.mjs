/**
 * Accessibility (issue 23): axe-core's WCAG 2.0/2.1/2.2 A and AA rules and its
 * best practices over every page of both languages, in light and dark mode,
 * at 360 and 1280 px. In dark mode only the rules that depend on colour run:
 * nothing else differs between the modes, and it halves the test's time.
 * Any violation fails; the summary (views and nodes per rule) is printed
 * either way, for the closing note and for a reviewer.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {useBrowser, visit} from './browser.mjs';
import {builtRoutes, ORIGIN} from './helpers.mjs';
import {axeViolations, COLOUR_RULES} from './axe.mjs';

const browserSession = useBrowser(before, after);

/** ?A11Y_SAMPLE=7 audits every 7th page only (for a quick look by hand); the test audits every page. */
const STEP = Number(process.env.A11Y_SAMPLE ?? 1);

const WIDTHS = [
  [360, {viewport: {width: 360, height: 740}, hasTouch: true, isMobile: true}],
  [1280, {viewport: {width: 1280, height: 800}}],
];

describe('axe-core, every page', () => {
  for (const [width, options] of WIDTHS) {
    for (const mode of ['light', 'dark']) {
      it(`${width} px, ${mode} mode: no violation${mode === 'dark' ? ' of the colour rules' : ''}`, async (t) => {
        const routes = builtRoutes().filter((_, index) => index % STEP === 0);
        const byRule = new Map();
        const found = [];
        await browserSession.withPage(
          ORIGIN,
          async (page) => {
            // The site's own colour-mode store (docusaurus.config.ts colorMode), read before the first paint.
            await page.context().addInitScript((value) => window.localStorage.setItem('theme', value), mode);
            for (const route of routes) {
              await visit(page, `${ORIGIN}${route}`);
              assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode, `${route} is in ${mode} mode`);
              for (const violation of await axeViolations(page, mode === 'dark' ? COLOUR_RULES : null)) {
                const entry = byRule.get(violation.id) ?? {views: 0, nodes: 0};
                byRule.set(violation.id, {views: entry.views + 1, nodes: entry.nodes + violation.targets.length});
                found.push(`${route} ${violation.id} (${violation.impact}): ${violation.targets.slice(0, 3).join(' | ')} — ${violation.summaries[0]?.split('\n').slice(0, 2).join(' ')}`);
              }
            }
          },
          options,
        );
        t.diagnostic(`${routes.length} pages; ${byRule.size === 0 ? 'no violations' : [...byRule].map(([id, {views, nodes}]) => `${id}: ${nodes} nodes in ${views} views`).join('; ')}`);
        assert.deepEqual(found.slice(0, 40), [], `${found.length} violations`);
      });
    }
  }
});
