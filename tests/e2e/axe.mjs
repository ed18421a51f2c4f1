/**
 * axe-core in the page: WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's
 * best practices. The script is evaluated through the DevTools
 * protocol, which the page's Content-Security-Policy does not govern; the
 * page's own scripts stay under the policy.
 */
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require('axe-core').source;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * The rules whose outcome depends on the colours: in the second colour mode only these need to run
 * (the markup, names, roles and layout are the same in both modes). They are the rules of axe's colour
 * category (`cat.color`) within AXE_TAGS; its third, color-contrast-enhanced, is AAA.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Puts axe into every page the context opens, before the page's own scripts. For a sweep over many pages:
 * evaluated after each visit instead, the browser compiles its half megabyte anew every time (about 90 ms
 * a page on two cores); as a script of every new document it reuses the compiled code.
 */
export async function preloadAxe(context) {
  await context.addInitScript(AXE_SOURCE);
}

/**
 * The page's violations: rule id, impact and the CSS targets of the offending nodes.
 * `rules`: only these rule ids (default: every rule of AXE_TAGS); `skip`: rule ids to leave out;
 * `within`: a selector to audit only that part of the page (axe then leaves out the rules about the
 * whole document, such as its title, language and landmarks).
 */
export async function axeViolations(page, rules = null, skip = [], within = null) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([tags, only, left, part]) => {
      const runOnly = only ? {type: 'rule', values: only} : {type: 'tag', values: tags};
      const off = Object.fromEntries(left.map((id) => [id, {enabled: false}]));
      const context = part ? {include: [part]} : document;
      const result = await window.axe.run(context, {runOnly, rules: off, resultTypes: ['violations']});
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summaries: violation.nodes.map((node) => node.failureSummary ?? ''),
      }));
    },
    [AXE_TAGS, rules, skip, within],
  );
}
