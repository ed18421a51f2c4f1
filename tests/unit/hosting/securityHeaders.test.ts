/** @jest-environment node */
import {
  algoliaOrigins,
  contentSecurityPolicy,
  headersFile,
  IMMUTABLE,
  KNOWN_INLINE_STYLES,
  MAX_HEADER_LENGTH,
  permissionsPolicy,
  securityHeaders,
} from '../../../plugins/host-config/securityHeaders';
import {scriptHash} from '../../../plugins/host-config/inlineScripts';

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

describe('the other security headers', () => {
  it('sets nosniff, the referrer policy, HSTS and framing protection', () => {
    const headers = securityHeaders({scriptHashes: [THEME]});
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Frame-Options': 'DENY',
    });
    expect(Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security']!)![1])).toBeGreaterThanOrEqual(31536000);
  });

  it('lets only the video player use what its allow attribute asks for, and switches off the rest', () => {
    const features = new Map(
      permissionsPolicy()
        .split(', ')
        .map((entry) => entry.split('=') as [string, string]),
    );
    for (const feature of ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture']) {
      expect(features.get(feature)).toBe('(self "https://www.youtube-nocookie.com")');
    }
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features.get(feature)).toBe('()');
    }
  });
});

describe('the _headers file', () => {
  const file = headersFile({input: {scriptHashes: [THEME]}, localePrefixes: ['', '/en']});
  const rules = file
    .split(/\n(?=\/)/)
    .map((block) => block.split('\n').filter((line) => line && !line.startsWith('#')))
    .filter((lines) => lines.length > 0)
    .map(([pattern, ...lines]) => ({
      pattern,
      headers: Object.fromEntries(
        lines.map((l) =>
          l
            .trim()
            .split(/:\s(.*)/)
            .slice(0, 2),
        ),
      ),
    }));

  it('gives every path the security headers and each locale’s hashed assets the long cache', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/*',
      '/assets/*',
      '/en/assets/*',
      '/sketches/*',
      '/en/sketches/*',
      '/blockly-xml/*',
      '/en/blockly-xml/*',
    ]);
    expect(rules[0]!.headers['Content-Security-Policy']).toContain(THEME);
    expect(rules[1]!.headers).toEqual({'Cache-Control': IMMUTABLE});
    expect(rules[2]!.headers).toEqual({'Cache-Control': IMMUTABLE});
  });

  it('sends each locale’s sketch files (.ino, no registered type) as UTF-8 text', () => {
    expect(rules[3]!.headers).toEqual({'Content-Type': 'text/plain; charset=utf-8'});
    expect(rules[4]!.headers).toEqual({'Content-Type': 'text/plain; charset=utf-8'});
    expect(Object.keys(rules[0]!.headers)).not.toContain('Content-Type');
  });

  it('sends each locale’s Blockly programs as text/xml, the only type the editor opens', () => {
    expect(rules[5]!.headers).toEqual({'Content-Type': 'text/xml; charset=utf-8'});
    expect(rules[6]!.headers).toEqual({'Content-Type': 'text/xml; charset=utf-8'});
  });

  it('never sets one header in two rules (hosts would join the values), so HTML keeps the host’s revalidate default', () => {
    const names = rules.flatMap((rule) => Object.keys(rule.headers));
    expect(names.filter((name) => name === 'Cache-Control')).toHaveLength(2);
    expect(Object.keys(rules[0]!.headers)).not.toContain('Cache-Control');
  });

  it('indents header lines by two spaces under their path, as Netlify and Cloudflare expect', () => {
    for (const line of file.split('\n').filter((l) => l && !l.startsWith('#') && !l.startsWith('/'))) {
      expect(line).toMatch(/^ {2}[A-Za-z-]+: \S/);
    }
  });
});
