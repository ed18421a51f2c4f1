/**
 * The template every page is written with: Docusaurus' own (its `ssrTemplate` option), with two changes.
 *
 * The NUL characters are dropped from the rendered app. React 18's streaming render encodes into a reused
 * 2 KiB buffer and, when a multi-byte UTF-8 character (ä, ö, ü, –, ©) does not fit at its end, sends the
 * whole buffer anyway: the bytes it never wrote reach the page as NULs. Here that was about one page in
 * fifteen, once inside a table-of-contents link ("#variable-erh\0öhen"), which then pointed nowhere. No page
 * carries a NUL on purpose. Drop this when React 19 arrives.
 *
 * The entry scripts load once the page is parsed and has painted, not as deferred scripts the browser fetches
 * while the page's HTML and CSS still arrive. The page is whole without them (it is the build's HTML), so on a slow
 * connection its first paint gets all the bandwidth, and no script runs before the reader sees the text;
 * the page turns interactive a moment later. Lighthouse mobile, 13 pages: LCP 1.9–2.2 s → 1.0–1.3 s.
 *
 * The template is taken from the installed Docusaurus, so an upgrade brings its changes along; the build
 * fails when a piece changed here is no longer in it exactly once.
 */
import {createRequire} from 'module';

// Node's own require: the loaders of this config (Docusaurus, knip, Jest) each unwrap an import of this
// CommonJS module differently.
const docusaurusTemplate = createRequire(__filename)('@docusaurus/core/lib/ssg/ssgTemplate.html') as {default: string};

const APP_HTML = /<%~ it\.appHtml %>/g;
const APP_HTML_WITHOUT_NUL = "<%~ it.appHtml.replace(/\\u0000/g, '') %>";

const DEFERRED_SCRIPTS =
  /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/g;

/**
 * Appends the entry scripts in their order (async = false) once the HTML is parsed and the page has painted:
 * an animation frame runs just before a paint, a task queued from it just after. Unlike a deferred script, an
 * appended one does not wait for the parser, and React must not start on a page whose end has not arrived
 * yet (it would find the footer missing and render the whole page anew). A tab opened in the background
 * paints nothing until it is shown, so a timer loads them there.
 */
export function loadAfterPaint(scripts: readonly string[]): void {
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    }
  };
  const afterParse = () => {
    requestAnimationFrame(() => setTimeout(load));
    setTimeout(load, 1000);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterParse, {once: true});
  else afterParse();
}

const SCRIPTS_AFTER_PAINT = `<script data-entry-scripts>(${loadAfterPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>`;

function replaceOnce(template: string, piece: RegExp, replacement: string): string {
  const found = template.match(piece)?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `config/pageTemplate.ts: expected ${piece.source} once in Docusaurus' page template, found ${found}.`,
    );
  }
  return template.replace(piece, () => replacement);
}

export function pageTemplate(template: string = docusaurusTemplate.default): string {
  return replaceOnce(replaceOnce(template, APP_HTML, APP_HTML_WITHOUT_NUL), DEFERRED_SCRIPTS, SCRIPTS_AFTER_PAINT);
}
