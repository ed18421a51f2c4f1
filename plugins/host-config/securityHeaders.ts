/**
 * The Content-Security-Policy the static host sends (ARCHITECTURE.md "Hosting"), as a pure
 * function of what the build contains: the hashes of its inline scripts and the search mode.
 * The other headers do not depend on the build: static/_headers. plugins/host-config
 * writes both into build/_headers.
 */

/**
 * `<style>` elements that our JavaScript creates at run time, so no HTML scan
 * sees them. Each is allowed by its hash; plugins/host-config fails the build
 * when a text is no longer in the bundle (the dependency changed it: the browser
 * tests then show the new text's violation).
 */
export const KNOWN_INLINE_STYLES = [
  {
    text: '.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}',
    origin: 'the "Search by Algolia" logo in the DocSearch modal footer (@docsearch/react 3.9)',
  },
];

/** The only third-party frame: the video player, loaded after a click (src/components/VideoEmbed). */
export const VIDEO_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The hosts Algolia's browser clients talk to for one application: reads go to
 * `{appId}-dsn.algolia.net`, retries to `{appId}-1/2/3.algolianet.com`
 * (getDefaultHosts in algoliasearch's lite client). Host names are case-insensitive;
 * the client uses the app id as given, the policy spells it in lower case.
 */
export function algoliaOrigins(appId: string): string[] {
  const id = appId.toLowerCase();
  if (!/^[a-z0-9]+$/.test(id)) throw new Error(`"${appId}" is not an Algolia application id.`);
  return [`https://${id}-dsn.algolia.net`, ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`)];
}

export type PolicyInput = {
  /** CSP hash sources (`'sha256-…'`) of every inline script the build emits. */
  scriptHashes: string[];
  /** CSP hash sources of the `<style>` elements our scripts create at run time (KNOWN_INLINE_STYLES). */
  styleHashes?: string[];
  /** The Algolia application id when hosted search is configured; undefined for the local search. */
  algoliaAppId?: string;
};

/**
 * Cloudflare Pages ignores a `_headers` value longer than 2,000 characters;
 * a policy that long means the build emits many different inline scripts, which
 * is worth a look anyway.
 */
export const MAX_HEADER_LENGTH = 2000;

const HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * The Content-Security-Policy. Everything comes from our own origin, except:
 *  - script-src: Docusaurus' inline theme script and our redirect pages' script,
 *    each allowed by its hash (no 'unsafe-inline', no 'unsafe-eval');
 *  - style-src: React writes `style` attributes into the HTML (prism token
 *    colours, the SVG sprite, sidebar heights …); CSP can only allow those with
 *    'unsafe-inline'. style-src-elem keeps `<style>` elements and stylesheets
 *    to our own files plus the known inline styles by hash, so only attributes
 *    rely on 'unsafe-inline' (browsers without style-src-elem fall back to
 *    style-src and allow inline styles: nothing breaks there);
 *  - img-src data: Infima's CSS draws icons (menu carets, checkboxes) as data: SVG;
 *  - connect-src: the Algolia hosts of the configured application, only in hosted mode;
 *  - frame-src: the video player;
 *  - worker-src, manifest-src: the offline service worker (sw.js, which loads its chunk
 *    with importScripts) and the web app manifest, our own files. Both would fall back
 *    to script-src and default-src; stated so that a change there cannot break offline mode.
 */
export function contentSecurityPolicy({scriptHashes, styleHashes = [], algoliaAppId}: PolicyInput): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const styles = [...new Set(styleHashes)].sort();
  for (const hash of [...hashes, ...styles]) {
    if (!HASH.test(hash)) throw new Error(`Not a sha256 CSP source: ${hash}`);
  }
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'", ...styles]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(algoliaAppId ? algoliaOrigins(algoliaAppId) : [])]],
    ['frame-src', [VIDEO_PLAYER_ORIGIN]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
  if (policy.length > MAX_HEADER_LENGTH) {
    throw new Error(
      `The Content-Security-Policy is ${policy.length} characters long (hosts accept ${MAX_HEADER_LENGTH}); ` +
        `the build emits ${hashes.length} different inline scripts.`,
    );
  }
  return policy;
}

/** The `_headers` file: static/_headers with the policy as the first header of its `/*` rule. */
export function headersFile(staticHeaders: string, input: PolicyInput): string {
  if (!/^\/\*$/m.test(staticHeaders)) throw new Error('static/_headers has no /* rule to add the policy to.');
  return staticHeaders.replace(/^\/\*$/m, `/*\n  Content-Security-Policy: ${contentSecurityPolicy(input)}`);
}
