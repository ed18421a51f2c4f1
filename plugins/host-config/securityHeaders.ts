/**
 * The response headers the static host sends (ARCHITECTURE.md "Hosting"), as pure
 * functions of what the build contains: the hashes of its inline scripts and
 * the search mode. plugins/host-config writes them to build/_headers.
 */
import {SKETCH_DIR} from '../sketch-files/sketchFiles';
import {BLOCKLY_DIR} from '../../src/blockly/programXml';

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

/**
 * Browser features: the video player may use what its `allow` attribute asks
 * for (and fullscreen); everything else a documentation site never needs is off
 * for the page and every frame. Only feature names Chromium knows: it logs an
 * error for an unknown one (the browser tests fail on it).
 */
export function permissionsPolicy(): string {
  const player = `(self "${VIDEO_PLAYER_ORIGIN}")`;
  const allowedForPlayer = [
    'accelerometer',
    'autoplay',
    'clipboard-write',
    'encrypted-media',
    'fullscreen',
    'gyroscope',
    'picture-in-picture',
  ];
  const off = [
    'camera',
    'display-capture',
    'geolocation',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'serial',
    'usb',
  ];
  return [...allowedForPlayer.map((feature) => `${feature}=${player}`), ...off.map((feature) => `${feature}=()`)].join(
    ', ',
  );
}

/** The headers every response gets (the `/*` rule). */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    // The browsers' default, stated: other sites see our origin, never the page path.
    // Not no-referrer: YouTube's player refuses to play without the embedding origin.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(),
    // Two years; the host serves HTTPS only. No preload: that is a decision for the sensebox.de domain.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // frame-ancestors 'none' says the same to browsers that predate CSP level 2.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * The sketches to download (plugins/sketch-files, only `.ino` files in that folder): Arduino
 * C++ source as UTF-8 text. No registry lists `.ino` (mime-db has no entry), so without this
 * rule the hosts would send `application/octet-stream`; as text, a browser shows the code when
 * the link is opened in a tab, and the umlauts of the comments arrive intact. The download
 * button's `download` attribute saves it as a file either way. GitHub Pages sends no
 * `_headers`: there it stays `application/octet-stream`, which downloads the same.
 */
export const SKETCH_CONTENT_TYPE = 'text/plain; charset=utf-8';

/**
 * The Blockly programs to download (plugins/blockly-files, `.xml` files in that folder). The
 * senseBox Blockly editor opens only a file the browser calls `text/xml` and refuses others; the
 * hosts' own default for `.xml` is `application/xml`, so the type is stated here. GitHub Pages
 * sends no `_headers`: there the saved file keeps its `.xml` name, from which the browser's file
 * chooser gives the editor `text/xml` again.
 */
export const BLOCKLY_CONTENT_TYPE = 'text/xml; charset=utf-8';

/** Content-hashed build output (webpack's [contenthash]): a changed file gets a new name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The `_headers` file (Netlify and Cloudflare Pages read the same format):
 * security headers for every path, the long cache for each locale's
 * `assets/` folder, the text type of each locale's sketch files and Blockly programs. No rule sets Cache-Control for anything else, on purpose:
 * both hosts then send `public, max-age=0, must-revalidate` (revalidate every
 * time, 304 when unchanged), which is what HTML, search-index.json and the
 * unhashed images need; and a `/*` Cache-Control would be joined with the
 * assets rule into one contradictory value on hosts that combine matching rules.
 */
export function headersFile({input, localePrefixes}: {input: PolicyInput; localePrefixes: string[]}): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const blocks = [
    block('/*', securityHeaders(input)),
    ...localePrefixes.map((prefix) => block(`${prefix}/assets/*`, {'Cache-Control': IMMUTABLE})),
    ...localePrefixes.map((prefix) => block(`${prefix}/${SKETCH_DIR}/*`, {'Content-Type': SKETCH_CONTENT_TYPE})),
    ...localePrefixes.map((prefix) => block(`${prefix}/${BLOCKLY_DIR}/*`, {'Content-Type': BLOCKLY_CONTENT_TYPE})),
  ];
  return `# Generated by plugins/host-config from the built pages. Do not edit; see ARCHITECTURE.md "Hosting".\n${blocks.join('\n\n')}\n`;
}
