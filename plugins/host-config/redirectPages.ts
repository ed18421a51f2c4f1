/**
 * Static redirect pages for old addresses (./redirects.ts), written by
 * the host-config plugin (./index.ts) for every locale.
 *
 * Why not @docusaurus/plugin-client-redirects: its pages each inline a script
 * with the target URL in it, so every redirect page needs its own hash in the
 * Content-Security-Policy (68 hashes here, more than hosts accept in one header).
 * Our page carries one script, identical on every page, that reads the target
 * from the page's canonical link; one hash covers them all. The meta refresh
 * still redirects where scripts do not run; the script also keeps ?query and #hash.
 */

/** Identical on every redirect page, so one CSP hash allows it everywhere. */
export const REDIRECT_SCRIPT =
  "location.replace(document.querySelector('link[rel=canonical]').getAttribute('href')+location.search+location.hash)";

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page at an old address; `toUrl` is an absolute path of this site (with the locale's base URL). */
export function redirectPageHtml(toUrl: string): string {
  if (!toUrl.startsWith('/') || toUrl.startsWith('//') || /[?#]/.test(toUrl)) {
    throw new Error(`Redirect target must be a path of this site without ?query or #hash: ${toUrl}`);
  }
  const href = escapeAttribute(encodeURI(toUrl));
  return `<!DOCTYPE html>
<html>
<head>
<meta charset="UTF-8">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${href}">
<script>${REDIRECT_SCRIPT}</script>
</head>
</html>
`;
}

/** Where the page for an old path lives in the locale's output folder (`/faq/` → `faq/index.html`). */
export function redirectPageFile(from: string): string {
  const trimmed = from.replace(/^\/+|\/+$/g, '');
  if (!trimmed || trimmed.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`Not a redirect source path: ${from}`);
  }
  return `${trimmed}/index.html`;
}

/**
 * Checks a locale's redirects against its routes before anything is written:
 * each target must be a page, and no old address may hide a page.
 */
export function redirectProblems(
  redirects: Array<{from: string; to: string}>,
  routes: string[],
  baseUrl: string,
): string[] {
  const normalise = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);
  const known = new Set(routes.map(normalise));
  const withBase = (p: string) => normalise(`${baseUrl}${p.replace(/^\//, '')}`);
  const problems: string[] = [];
  for (const {from, to} of redirects) {
    if (!known.has(withBase(to))) problems.push(`${from} → ${to}: the target is not a page of this site`);
    if (known.has(withBase(from))) problems.push(`${from} → ${to}: ${from} is a page itself`);
  }
  return problems;
}
