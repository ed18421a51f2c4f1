/**
 * Clean addresses on hosts that serve files as they are: an address ending in
 * `.html` or `/index.html` is normalised to the path without it, so old links and
 * typed addresses land on the one address every page is known by.
 *
 * Netlify and Cloudflare Pages answer `/docs/x.html` and `/docs/x/index.html`
 * with a redirect to `/docs/x` (ARCHITECTURE.md "Hosting"). A plain file server, GitHub
 * Pages among them, does not: it serves `docs/x/index.html` under its own name,
 * and the client router, which knows only `/docs/x`, renders the 404 page over
 * the HTML it should adopt (React hydration errors #418/#423); `/docs/x.html`
 * has no file at all and gets `404.html`.
 *
 * Two small inline scripts, placed in <head> before the site's entry
 * scripts, fix the address before React starts. Their hashes go into the
 * Content-Security-Policy like every other inline script (plugins/host-config).
 *  - Every page: the address becomes the clean one in place (history.replaceState),
 *    so the router matches the page the HTML already shows. No reload.
 *  - The 404 page: when the address only lacks its clean form, the browser is
 *    sent there (location.replace). window.stop() first ends the parsing of the
 *    404 page, so its scripts never load and never render the 404 page on top.
 *    The clean address never ends in `.html`, so there is no loop: an unknown
 *    page lands on the 404 page after one step.
 */

/**
 * The clean form of a path, or null when it is clean already.
 * `/docs/x/index.html` and `/docs/x.html` become `/docs/x`; `/index.html`
 * becomes `/` and `/en/index.html` the locale's home `/en/` (`baseUrl`).
 * `404.html` stays: it is the not-found page's own file.
 */
export function cleanPathname(pathname: string, baseUrl: string): string | null {
  if (/(^|\/)404\.html$/.test(pathname)) return null;
  let clean: string;
  if (/\/index\.html$/.test(pathname)) clean = pathname.slice(0, -'/index.html'.length);
  else if (/\.html$/.test(pathname)) clean = pathname.slice(0, -'.html'.length);
  else return null;
  if (`${clean}/` === baseUrl || clean === '') clean = `${clean}/`;
  return clean;
}

/**
 * The body of the inline script: `cleanPathname` as browser code (ES5: the
 * script runs before anything else, in every browser the site supports), then
 * what to do with the clean address. Kept free of `</script` by construction.
 */
function scriptBody(baseUrl: string, action: 'replaceState' | 'navigate'): string {
  const clean =
    'var l=location,p=l.pathname,c;' +
    'if(!/(^|\\/)404\\.html$/.test(p)){' +
    'if(/\\/index\\.html$/.test(p))c=p.slice(0,-11);else if(/\\.html$/.test(p))c=p.slice(0,-5);' +
    `if(c!==undefined&&(c+"/"===${JSON.stringify(baseUrl)}||c===""))c+="/"}`;
  const act =
    action === 'replaceState'
      ? 'if(c!==undefined)history.replaceState(null,"",c+l.search+l.hash)'
      : 'if(c!==undefined){window.stop();l.replace(c+l.search+l.hash)}';
  return `(function(){${clean}${act}})()`;
}

/** For every page: the address is made clean in place before React reads it. */
export function cleanAddressScript(baseUrl: string): string {
  return scriptBody(baseUrl, 'replaceState');
}

/** For the 404 page: a page that exists under the clean address is loaded from there. */
export function notFoundRedirectScript(baseUrl: string): string {
  return scriptBody(baseUrl, 'navigate');
}

/** Marks the in-place script, so the 404 page's copy can be found after the HTML minifier rewrote its body. */
export const CLEAN_ADDRESS_ATTRIBUTE = 'data-clean-address';

const MARKED_SCRIPT = new RegExp(`<script ${CLEAN_ADDRESS_ATTRIBUTE}(?:="[^"]*")?>[\\s\\S]*?</script>`, 'g');

/**
 * The 404 page's HTML with the in-place script swapped for the redirecting one.
 * Fails when the page does not carry the in-place script exactly once: then the
 * build changed and the 404 page would silently stay on the `.html` address.
 */
export function withNotFoundRedirect(html: string, baseUrl: string): string {
  const count = html.match(MARKED_SCRIPT)?.length ?? 0;
  if (count !== 1) throw new Error(`The 404 page carries the clean-address script ${count} times (expected once).`);
  return html.replace(MARKED_SCRIPT, () => `<script>${notFoundRedirectScript(baseUrl)}</script>`);
}
