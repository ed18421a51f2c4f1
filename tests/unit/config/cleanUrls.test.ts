/** @jest-environment node */
import {
  cleanAddressScript,
  cleanPathname,
  notFoundRedirectScript,
  withNotFoundRedirect,
} from '../../../plugins/host-config/cleanUrls';

const CASES: [string, string, string | null][] = [
  ['/docs/hardware/sd/index.html', '/', '/docs/hardware/sd'],
  ['/docs/hardware/sd.html', '/', '/docs/hardware/sd'],
  ['/en/docs/hardware/sd.html', '/en/', '/en/docs/hardware/sd'],
  ['/index.html', '/', '/'],
  ['/en/index.html', '/en/', '/en/'],
  ['/en.html', '/en/', '/en/'],
  ['/search.html', '/', '/search'],
  ['/docs/hardware/sd', '/', null],
  ['/docs/hardware/sd/', '/', null],
  ['/', '/', null],
  ['/404.html', '/', null],
  ['/en/404.html', '/en/', null],
  ['/docs/page.htm', '/', null],
];

/** Runs an inline script against a stand-in for location and history; returns what it did. */
function run(script: string, href: string) {
  const url = new URL(href, 'https://docs.sensebox.de');
  const calls: string[] = [];
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => calls.push(`replace ${to}`),
  };
  const history = {replaceState: (_state: unknown, _title: string, to: string) => calls.push(`replaceState ${to}`)};
  const window = {stop: () => calls.push('stop')};
  new Function('location', 'history', 'window', script)(location, history, window);
  return calls;
}

describe('clean addresses on hosts that serve files as they are', () => {
  it.each(CASES)('%s (base %s) → %s', (pathname, baseUrl, clean) => {
    expect(cleanPathname(pathname, baseUrl)).toBe(clean);
  });

  it.each(CASES)('the page script does in the browser what cleanPathname says: %s', (pathname, baseUrl, clean) => {
    expect(run(cleanAddressScript(baseUrl), `${pathname}?q=lux#pins`)).toEqual(
      clean === null ? [] : [`replaceState ${clean}?q=lux#pins`],
    );
  });

  it.each(CASES)('the 404 page stops and loads the clean address: %s', (pathname, baseUrl, clean) => {
    expect(run(notFoundRedirectScript(baseUrl), `${pathname}?q=lux#pins`)).toEqual(
      clean === null ? [] : ['stop', `replace ${clean}?q=lux#pins`],
    );
  });

  it('scripts stay inline-safe: no end tag inside', () => {
    for (const script of [cleanAddressScript('/en/'), notFoundRedirectScript('/en/')])
      expect(script).not.toMatch(/<\/script/i);
  });

  it('swaps the script of the 404 page, and fails when the page does not carry it exactly once', () => {
    // The build's HTML minifier rewrites the body; the attribute stays.
    const html = '<head><script data-clean-address>!function(){minified()}()</script></head>';
    expect(withNotFoundRedirect(html, '/')).toBe(`<head><script>${notFoundRedirectScript('/')}</script></head>`);
    expect(() => withNotFoundRedirect('<head></head>', '/')).toThrow(/0 times/);
    expect(() => withNotFoundRedirect(html + html, '/')).toThrow(/2 times/);
  });
});
