/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import config from '../../../docusaurus.config';
import {
  algoliaOrigins,
  contentSecurityPolicy,
  headersFile,
  KNOWN_INLINE_STYLES,
  MAX_HEADER_LENGTH,
  VIDEO_PLAYER_ORIGIN,
} from '../../../plugins/host-config/securityHeaders';
import {scriptHash} from '../../../plugins/host-config/inlineScripts';
import {SKETCH_DIR} from '../../../plugins/sketch-files/sketchFiles';
import {BLOCKLY_DIR} from '../../../src/blockly/programXml';
import {headersFor, parseHeadersFile} from '../../../scripts/headers-file.mjs';

const THEME = scriptHash('theme()');
const REDIRECT = scriptHash('redirect()');

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(/;\s*/).map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it('allows scripts from our origin and the given inline scripts by hash, nothing inline or evaluated', () => {
    const csp = directives(contentSecurityPolicy({scriptHashes: [THEME, REDIRECT, THEME]}));
    expect(csp.get('script-src')).toEqual(["'self'", ...[THEME, REDIRECT].sort()]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows inline style attributes but keeps <style> elements to our origin and the known ones by hash', () => {
    const logo = scriptHash(KNOWN_INLINE_STYLES[0]!.text);
    expect(logo).toBe("'sha256-lYPgVeO0CacLwwUB4DyR9jnHyogvo7NBwUv0zXx/qBY='");
    const csp = directives(contentSecurityPolicy({scriptHashes: [THEME], styleHashes: [logo]}));
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src-elem')).toEqual(["'self'", logo]);
    expect(csp.get('script-src')).not.toContain(logo);
    expect(directives(contentSecurityPolicy({scriptHashes: [THEME]})).get('style-src-elem')).toEqual(["'self'"]);
  });

  it('local search: connects only to our origin and never mentions Algolia', () => {
    const policy = contentSecurityPolicy({scriptHashes: [THEME]});
    expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/algolia/i);
  });

  it("hosted search: connects to exactly the configured application's four Algolia hosts", () => {
    const csp = directives(contentSecurityPolicy({scriptHashes: [THEME], algoliaAppId: 'BH4D9OD16A'}));
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://bh4d9od16a-dsn.algolia.net',
      'https://bh4d9od16a-1.algolianet.com',
      'https://bh4d9od16a-2.algolianet.com',
      'https://bh4d9od16a-3.algolianet.com',
    ]);
  });

  it('has no wildcard source anywhere; the only other host is the video player, as a frame', () => {
    const policy = contentSecurityPolicy({scriptHashes: [THEME], algoliaAppId: 'APP1'});
    expect(policy).not.toContain('*');
    const csp = directives(policy);
    expect(csp.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    const hosts = [...csp.values()].flat().filter((source) => source.startsWith('https:'));
    expect(hosts.every((host) => host.includes('app1') || host === 'https://www.youtube-nocookie.com')).toBe(true);
  });

  it('allows the offline service worker and the web app manifest from our origin only', () => {
    const csp = directives(contentSecurityPolicy({scriptHashes: [THEME], algoliaAppId: 'APP1'}));
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it('forbids plugins, <base>, framing by other sites and form posts elsewhere', () => {
    const csp = directives(contentSecurityPolicy({scriptHashes: [THEME]}));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('rejects anything that is not a sha256 hash source, and app ids that could smuggle in sources', () => {
    expect(() => contentSecurityPolicy({scriptHashes: ["'unsafe-inline'"]})).toThrow(/Not a sha256/);
    expect(() => contentSecurityPolicy({scriptHashes: ['sha256-abc']})).toThrow(/Not a sha256/);
    expect(() => contentSecurityPolicy({scriptHashes: [], styleHashes: ["'unsafe-inline'"]})).toThrow(/Not a sha256/);
    expect(() => algoliaOrigins('app; script-src *')).toThrow(/not an Algolia application id/);
    expect(() => algoliaOrigins('*')).toThrow();
  });

  it('fails loudly when so many inline scripts would exceed what hosts accept in one header', () => {
    const many = Array.from({length: 40}, (_, i) => scriptHash(`s${i}()`));
    expect(() => contentSecurityPolicy({scriptHashes: many})).toThrow(/characters long/);
    expect(contentSecurityPolicy({scriptHashes: many.slice(0, 5)}).length).toBeLessThan(MAX_HEADER_LENGTH);
  });
});

describe('the _headers file: static/_headers with the policy', () => {
  const STATIC_HEADERS = fs.readFileSync(path.join(__dirname, '../../../static/_headers'), 'utf8');
  const file = headersFile(STATIC_HEADERS, {scriptHashes: [THEME]});
  const rules = parseHeadersFile(file) as Array<{regExp: RegExp; headers: Array<[string, string]>}>;
  const at = (url: string) => headersFor(rules, url) as Record<string, string | undefined>;
  const {locales, defaultLocale} = config.i18n as {locales: string[]; defaultLocale: string};
  const prefixes = locales.map((locale) => (locale === defaultLocale ? '' : `/${locale}`));
  const samples = prefixes.flatMap((prefix) => [
    `${prefix}/`,
    `${prefix}/docs/misc/faq`,
    `${prefix}/assets/js/main.0123abcd.js`,
    `${prefix}/${SKETCH_DIR}/page/hallo/hallo.ino`,
    `${prefix}/${BLOCKLY_DIR}/block-mcu.xml`,
  ]);

  it('sends the policy, nosniff, the referrer policy, HSTS and framing protection with every path', () => {
    for (const url of samples) {
      expect(at(url)).toMatchObject({
        'content-security-policy': contentSecurityPolicy({scriptHashes: [THEME]}),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
        'x-frame-options': 'DENY',
      });
    }
  });

  it('lets only the video player use what its allow attribute asks for, and switches off the rest', () => {
    const policy = at('/')['permissions-policy']!;
    const features = new Map(policy.split(', ').map((entry) => entry.split('=') as [string, string]));
    for (const feature of ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture']) {
      expect(features.get(feature)).toBe(`(self "${VIDEO_PLAYER_ORIGIN}")`);
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features.get(feature)).toBe('()');
    }
  });

  it('caches each language’s hashed assets for a year and leaves everything else to the host’s revalidate default', () => {
    for (const url of samples) {
      expect(at(url)['cache-control']).toBe(
        url.includes('/assets/') ? 'public, max-age=31536000, immutable' : undefined,
      );
    }
  });

  it('sends each language’s sketch files (.ino, no registered type) as UTF-8 text and its Blockly programs as text/xml', () => {
    for (const prefix of prefixes) {
      expect(at(`${prefix}/${SKETCH_DIR}/page/hallo/hallo.ino`)['content-type']).toBe('text/plain; charset=utf-8');
      expect(at(`${prefix}/${BLOCKLY_DIR}/block-mcu.xml`)['content-type']).toBe('text/xml; charset=utf-8');
      expect(at(`${prefix}/docs/misc/faq`)['content-type']).toBeUndefined();
    }
  });

  it('never sets one header in two rules that match the same path (hosts would join the values)', () => {
    for (const url of samples) {
      const names = rules
        .filter((rule) => rule.regExp.test(url))
        .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
      expect(names).toEqual([...new Set(names)]);
    }
  });

  it('indents header lines by two spaces under their path, as Netlify and Cloudflare expect', () => {
    for (const line of file.split('\n').filter((l) => l && !l.startsWith('#') && !l.startsWith('/'))) {
      expect(line).toMatch(/^ {2}[A-Za-z-]+: \S/);
    }
  });

  it('fails when static/_headers has no rule for every path to carry the policy', () => {
    expect(() => headersFile('/assets/*\n  Cache-Control: no-store\n', {scriptHashes: [THEME]})).toThrow(
      /no \/\* rule/,
    );
  });
});
