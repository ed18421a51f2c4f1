import fs from 'fs';
import path from 'path';
import {filesBelow} from '../../tools/files.mjs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  DOCS_ROOT_REDIRECT,
  EDITOR_REDIRECTS,
  hostRedirectsFile,
  LEGACY_REDIRECTS,
  MOVED_DOC_REDIRECTS,
  type Redirect,
} from './redirects';
import {redirectPageFile, redirectPageHtml, redirectProblems} from './redirectPages';
import {blockedInlineCode, inlineScripts, scriptHash} from './inlineScripts';
import {headersFile, KNOWN_INLINE_STYLES} from './securityHeaders';
import {isLocalSearch} from '../../src/config/search';
import {CLEAN_ADDRESS_ATTRIBUTE, cleanAddressScript, withNotFoundRedirect} from './cleanUrls';
import {writesBuildFiles} from '../postBuildOrder';

/**
 * Everything the static host needs besides the pages (ARCHITECTURE.md "Hosting"):
 *  - every locale: static redirect pages for the old addresses (./redirectPages.ts);
 *  - default locale: the host's `_redirects` file at the site root (robots.txt is static/robots.txt);
 *  - every page: the clean-address script, and on the 404 page its redirecting
 *    variant, for hosts that serve `x/index.html` and `x.html` as they are
 *    (./cleanUrls.ts);
 *  - every locale: `_headers` at the site root, static/_headers with the
 *    Content-Security-Policy made from the inline scripts of all HTML built so far.
 *    Docusaurus builds the default locale first into build/ and each other locale
 *    afterwards into build/<locale>/, so the file written after the last locale covers all pages.
 * The redirect pages and the 404 page's script are written before the HTML is
 * read, so their scripts are counted; no other plugin of this site writes HTML after the build.
 */

/** File names in assets/ carry webpack's content hash: `main.3f2a91bc.js`, `logo-5d1e0c2a8b.png`. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\./;

function walk(dir: string): string[] {
  return filesBelow(dir).map((file) => path.join(dir, file));
}

/** build/ for every locale: a non-default locale is built into build/<locale>/ with base URL /<locale>/. */
function siteRoot(context: LoadContext): string {
  const {outDir, baseUrl, i18n} = context;
  const localized =
    i18n.currentLocale !== i18n.defaultLocale &&
    path.basename(outDir) === i18n.currentLocale &&
    baseUrl.endsWith(`/${i18n.currentLocale}/`);
  return localized ? path.dirname(outDir) : outDir;
}

/** The hashes of every executable inline script in the site's HTML; fails on code a hash cannot allow. */
export function collectScriptHashes(rootDir: string): string[] {
  const hashes = new Set<string>();
  const blocked: string[] = [];
  for (const file of walk(rootDir).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(file, 'utf8');
    for (const body of inlineScripts(html)) hashes.add(scriptHash(body));
    blocked.push(...blockedInlineCode(html).map((code) => `${path.relative(rootDir, file)}: ${code}`));
  }
  if (blocked.length > 0) {
    throw new Error(
      `Inline event handlers or javascript: URLs cannot be allowed by the Content-Security-Policy:\n${blocked.join('\n')}`,
    );
  }
  return [...hashes].sort();
}

/** Fails when a file in an assets/ folder has no content hash: it would be cached for a year under one name. */
export function unhashedAssets(assetsDir: string): string[] {
  if (!fs.existsSync(assetsDir)) return [];
  return walk(assetsDir)
    .map((file) => path.relative(assetsDir, file))
    .filter((file) => !HASHED_NAME.test(path.basename(file)));
}

/**
 * The hashes of the known run-time `<style>` texts; fails when one is not in the
 * locale's JavaScript any more, so a stale hash never lingers in the policy.
 */
export function knownStyleHashes(jsDir: string): string[] {
  const bundles = fs.existsSync(jsDir)
    ? walk(jsDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => fs.readFileSync(file, 'utf8'))
    : [];
  const missing = KNOWN_INLINE_STYLES.filter(({text}) => !bundles.some((code) => code.includes(JSON.stringify(text))));
  if (missing.length > 0) {
    throw new Error(
      `Inline styles listed in plugins/host-config/securityHeaders.ts (KNOWN_INLINE_STYLES) are not in ${jsDir} any more:\n` +
        missing.map(({text, origin}) => `${origin}: ${text}`).join('\n'),
    );
  }
  return KNOWN_INLINE_STYLES.map(({text}) => scriptHash(text));
}

/**
 * The hashes of the `<style>` texts in the site's SVG files: a drawing
 * (plugins/drawings) carries its look in one, and opened on its own it is a
 * document the policy covers. Drawings of one kind share one text, so these
 * are a few hashes.
 */
export function svgStyleHashes(rootDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of walk(rootDir).filter((f) => f.endsWith('.svg'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g))
      hashes.add(scriptHash(match[1]!));
  }
  return [...hashes].sort();
}

export type HostConfigOptions = {redirectPages: Redirect[]; hostRedirects: Redirect[]};

/**
 * The site's lists, used when docusaurus.config.ts passes no options. They are
 * not passed there on purpose: Docusaurus ships the whole site config, plugin
 * options included, in every page's entry chunk, and no reader needs ~5 KB of
 * redirect table in the browser.
 */
export const SITE_REDIRECTS: HostConfigOptions = {
  redirectPages: [DOCS_ROOT_REDIRECT, ...LEGACY_REDIRECTS, ...EDITOR_REDIRECTS, ...MOVED_DOC_REDIRECTS],
  hostRedirects: [...LEGACY_REDIRECTS, ...EDITOR_REDIRECTS, ...MOVED_DOC_REDIRECTS],
};

export default function hostConfigPlugin(context: LoadContext, options: Partial<HostConfigOptions> = {}): Plugin {
  const {redirectPages, hostRedirects} = {...SITE_REDIRECTS, ...options};
  return {
    name: 'host-config',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            attributes: {[CLEAN_ADDRESS_ATTRIBUTE]: true},
            innerHTML: cleanAddressScript(context.baseUrl),
          },
        ],
      };
    },
    // Registered with postBuildOrder: the offline plugin's precache lists the files written here.
    postBuild: ({outDir, routesPaths, siteConfig}) =>
      writesBuildFiles(outDir, async () => {
        const {i18n, baseUrl} = context;
        const problems = redirectProblems(redirectPages, routesPaths, baseUrl);
        if (problems.length > 0) throw new Error(`Redirects of locale ${i18n.currentLocale}:\n${problems.join('\n')}`);
        for (const {from, to} of redirectPages) {
          const file = path.join(outDir, redirectPageFile(from));
          await fs.promises.mkdir(path.dirname(file), {recursive: true});
          // 'wx': never overwrite a page the build made.
          await fs.promises.writeFile(file, redirectPageHtml(`${baseUrl}${to.replace(/^\//, '')}`), {flag: 'wx'});
        }

        const notFoundPage = path.join(outDir, '404.html');
        await fs.promises.writeFile(
          notFoundPage,
          withNotFoundRedirect(await fs.promises.readFile(notFoundPage, 'utf8'), baseUrl),
        );

        const rootDir = siteRoot(context);
        if (i18n.currentLocale === i18n.defaultLocale)
          await fs.promises.writeFile(path.join(rootDir, '_redirects'), hostRedirectsFile(hostRedirects));
        // Docusaurus copies static/ into every locale's folder; hosts and crawlers read these files at the root only.
        if (outDir !== rootDir)
          for (const name of ['_headers', 'robots.txt']) await fs.promises.rm(path.join(outDir, name), {force: true});

        const unhashed = unhashedAssets(path.join(outDir, 'assets'));
        if (unhashed.length > 0)
          throw new Error(
            `Files in assets/ without a content hash (they get a one-year cache):\n${unhashed.join('\n')}`,
          );
        const appId = (siteConfig.themeConfig.algolia as {appId?: string} | undefined)?.appId;
        const file = headersFile(await fs.promises.readFile(path.join(context.siteDir, 'static/_headers'), 'utf8'), {
          scriptHashes: collectScriptHashes(rootDir),
          styleHashes: [...knownStyleHashes(path.join(outDir, 'assets/js')), ...svgStyleHashes(rootDir)],
          algoliaAppId: appId && !isLocalSearch(appId) ? appId : undefined,
        });
        await fs.promises.writeFile(path.join(rootDir, '_headers'), file);
      }),
  };
}
