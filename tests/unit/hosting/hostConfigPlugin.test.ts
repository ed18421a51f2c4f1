/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type {LoadContext} from '@docusaurus/types';
import hostConfigPlugin, {collectScriptHashes, knownStyleHashes, unhashedAssets} from '../../../plugins/host-config';
import {KNOWN_INLINE_STYLES} from '../../../plugins/host-config/securityHeaders';
import {scriptHash} from '../../../plugins/host-config/inlineScripts';
import {REDIRECT_SCRIPT} from '../../../plugins/host-config/redirectPages';
import {cleanAddressScript, notFoundRedirectScript} from '../../../plugins/host-config/cleanUrls';
import {parseHeadersFile} from '../../../scripts/headers-file.mjs';

const SITE_DIR = path.join(__dirname, '../../..');

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'host-config-'));
});
afterEach(() => fs.rmSync(root, {recursive: true, force: true}));

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, content);
}

/** A main bundle as webpack emits it, with DocSearch's logo style in it. */
const BUNDLE = `var a=r.createElement("style",null,${JSON.stringify(KNOWN_INLINE_STYLES[0]!.text)});`;
/** The 404 page as the build writes it: with the clean-address script in its head, like every page. */
const notFoundPage = (baseUrl: string) =>
  `<!doctype html><html><head><script data-clean-address>${cleanAddressScript(baseUrl)}</script></head><body></body></html>`;
const page = (script: string) =>
  `<!doctype html><html><head><script src="/assets/js/main.0123abcd.js"></script></head><body><script>${script}</script></body></html>`;

/** Runs the plugin's postBuild the way `docusaurus build` does for one locale. */
async function buildLocale(locale: 'de' | 'en', routesPaths: string[], appId = 'sensebox-local') {
  const outDir = locale === 'de' ? root : path.join(root, 'en');
  const baseUrl = locale === 'de' ? '/' : '/en/';
  if (!fs.existsSync(path.join(outDir, '404.html')))
    write(path.relative(root, path.join(outDir, '404.html')), notFoundPage(baseUrl));
  // Docusaurus copies static/ into each locale's folder.
  for (const name of ['_headers', 'robots.txt'])
    fs.copyFileSync(path.join(SITE_DIR, 'static', name), path.join(outDir, name));
  const siteConfig = {url: 'https://docs.sensebox.de', baseUrl, themeConfig: {algolia: {appId}}};
  const context = {
    siteDir: SITE_DIR,
    outDir,
    baseUrl,
    siteConfig,
    i18n: {currentLocale: locale, defaultLocale: 'de', locales: ['de', 'en']},
  } as unknown as LoadContext;
  const plugin = hostConfigPlugin(context, {
    redirectPages: [
      {from: '/faq', to: '/docs/faq'},
      {from: '/docs', to: '/docs/faq'},
    ],
    hostRedirects: [{from: '/faq', to: '/docs/faq'}],
  });
  type PostBuildProps = Parameters<NonNullable<typeof plugin.postBuild>>[0];
  await plugin.postBuild!({outDir, routesPaths, siteConfig} as unknown as PostBuildProps);
}

function headerRules(): Map<string, string[]> {
  const rules = parseHeadersFile(fs.readFileSync(path.join(root, '_headers'), 'utf8')) as Array<{
    pattern: string;
    headers: Array<[string, string]>;
  }>;
  return new Map(rules.map(({pattern, headers}) => [pattern, headers.map(([name, value]) => `${name}: ${value}`)]));
}

describe('host-config plugin', () => {
  it('after both locales: redirect pages, _redirects, one robots.txt and a _headers file covering every inline script', async () => {
    write('index.html', page('theme("de")'));
    write('docs/faq/index.html', page('theme("de")'));
    write('assets/js/main.0123abcd.js', BUNDLE);
    await buildLocale('de', ['/', '/docs/faq']);
    write('en/index.html', page('theme("en")'));
    write('en/docs/faq/index.html', page('theme("en")'));
    write('en/assets/js/main.4567cdef.js', BUNDLE);
    await buildLocale('en', ['/en/', '/en/docs/faq']);

    expect(fs.readFileSync(path.join(root, 'faq/index.html'), 'utf8')).toContain('url=/docs/faq"');
    expect(fs.readFileSync(path.join(root, 'en/faq/index.html'), 'utf8')).toContain('url=/en/docs/faq"');
    expect(fs.readFileSync(path.join(root, 'en/docs/index.html'), 'utf8')).toContain('url=/en/docs/faq"');
    expect(fs.readFileSync(path.join(root, '_redirects'), 'utf8')).toContain('/en/faq /en/docs/faq 301');
    // One robots.txt and one _headers, at the root: the copies in en/ are gone.
    expect(fs.existsSync(path.join(root, 'robots.txt'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'en/robots.txt'))).toBe(false);
    expect(fs.existsSync(path.join(root, 'en/_headers'))).toBe(false);

    const rules = headerRules();
    expect([...rules.keys()]).toEqual([
      '/*',
      '/assets/*',
      '/en/assets/*',
      '/sketches/*',
      '/en/sketches/*',
      '/blockly-xml/*',
      '/en/blockly-xml/*',
    ]);
    const csp = rules.get('/*')!.find((line) => line.startsWith('Content-Security-Policy: '))!;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!.split(' ');
    expect(scriptSrc.sort()).toEqual(
      [
        "'self'",
        scriptHash('theme("de")'),
        scriptHash('theme("en")'),
        scriptHash(REDIRECT_SCRIPT),
        scriptHash(notFoundRedirectScript('/')),
        scriptHash(notFoundRedirectScript('/en/')),
      ].sort(),
    );
    // The 404 pages send a `.html` address on to its clean form; no page keeps the in-place script there.
    expect(fs.readFileSync(path.join(root, '404.html'), 'utf8')).toContain(
      `<script>${notFoundRedirectScript('/')}</script>`,
    );
    expect(fs.readFileSync(path.join(root, 'en/404.html'), 'utf8')).toContain(
      `<script>${notFoundRedirectScript('/en/')}</script>`,
    );
    expect(csp).not.toMatch(/algolia/);
    expect(csp).toContain(`style-src-elem 'self' ${scriptHash(KNOWN_INLINE_STYLES[0]!.text)};`);
  });

  it('puts the clean-address script into the head of every page', () => {
    const context = {baseUrl: '/en/'} as unknown as LoadContext;
    const tags = hostConfigPlugin(context).injectHtmlTags!({content: null});
    expect(tags).toEqual({
      headTags: [{tagName: 'script', attributes: {'data-clean-address': true}, innerHTML: cleanAddressScript('/en/')}],
    });
  });

  it('puts the configured Algolia application into connect-src of a hosted build', async () => {
    write('index.html', page('x()'));
    write('assets/js/main.0123abcd.js', BUNDLE);
    await buildLocale('de', ['/', '/docs/faq'], 'MYAPP');
    expect(fs.readFileSync(path.join(root, '_headers'), 'utf8')).toContain(
      "connect-src 'self' https://myapp-dsn.algolia.net https://myapp-1.algolianet.com",
    );
  });

  it('refuses to build a redirect to a page that does not exist, or over an existing page', async () => {
    await expect(buildLocale('de', ['/'])).rejects.toThrow(/\/docs\/faq: the target is not a page/);
    write('faq/index.html', page('x()'));
    await expect(buildLocale('de', ['/', '/docs/faq'])).rejects.toThrow(/EEXIST/);
  });

  it('fails on inline event handlers, which the policy would block', () => {
    write('index.html', '<html><body><button onclick="x()">x</button></body></html>');
    expect(() => collectScriptHashes(root)).toThrow(/index.html: <button onclick="x\(\)">/);
  });

  it('fails when a known run-time style is no longer in the bundle, so its hash does not linger', () => {
    write('assets/js/main.0123abcd.js', BUNDLE);
    expect(knownStyleHashes(path.join(root, 'assets/js'))).toEqual([scriptHash(KNOWN_INLINE_STYLES[0]!.text)]);
    write('assets/js/main.0123abcd.js', 'var a=r.createElement("style",null,".cls-1{fill:red}");');
    expect(() => knownStyleHashes(path.join(root, 'assets/js'))).toThrow(/DocSearch modal footer/);
  });

  it('finds files in assets/ without a content hash (a year-long cache would pin them)', () => {
    write('assets/js/main.0123abcd.js', '');
    write('assets/js/0a1b2c3d.9e8f7a6b.js.LICENSE.txt', '');
    write('assets/images/board-5d1e0c2a8b0f.png', '');
    write('assets/files/manual.pdf', '');
    expect(unhashedAssets(path.join(root, 'assets'))).toEqual([path.join('files', 'manual.pdf')]);
  });
});
