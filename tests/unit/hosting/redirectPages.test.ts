/** @jest-environment node */
import {inlineScripts} from '../../../plugins/host-config/inlineScripts';
import {
  REDIRECT_SCRIPT,
  redirectPageFile,
  redirectPageHtml,
  redirectProblems,
} from '../../../plugins/host-config/redirectPages';

describe('redirect pages', () => {
  it('carry the same script whatever the target, so one CSP hash allows them all', () => {
    const a = redirectPageHtml('/docs/misc/faq');
    const b = redirectPageHtml('/en/docs/hardware/bee/sd-bee');
    expect(inlineScripts(a)).toEqual([REDIRECT_SCRIPT]);
    expect(inlineScripts(b)).toEqual([REDIRECT_SCRIPT]);
    expect(a).toContain('<meta http-equiv="refresh" content="0; url=/docs/misc/faq">');
    expect(a).toContain('<link rel="canonical" href="/docs/misc/faq">');
  });

  it('put the canonical link before the script that reads it', () => {
    const html = redirectPageHtml('/docs/x');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('<script>'));
  });

  it('encode the target and refuse targets that are not paths of this site', () => {
    expect(redirectPageHtml('/docs/grüße')).toContain('href="/docs/gr%C3%BC%C3%9Fe"');
    expect(() => redirectPageHtml('https://evil.example/')).toThrow();
    expect(() => redirectPageHtml('//evil.example/')).toThrow();
    expect(() => redirectPageHtml('/docs/x?board=mcu')).toThrow();
  });

  it('live in a folder named after the old path', () => {
    expect(redirectPageFile('/hardware/bee-sd/')).toBe('hardware/bee-sd/index.html');
    expect(redirectPageFile('/faq')).toBe('faq/index.html');
    expect(() => redirectPageFile('/')).toThrow();
    expect(() => redirectPageFile('/../etc')).toThrow();
  });

  it('are checked against the locale’s routes: targets must exist, old paths must not be pages', () => {
    const routes = ['/en/', '/en/docs/misc/faq', '/en/docs/a/'];
    expect(
      redirectProblems(
        [
          {from: '/faq', to: '/docs/misc/faq'},
          {from: '/old/', to: '/docs/a'},
        ],
        routes,
        '/en/',
      ),
    ).toEqual([]);
    expect(redirectProblems([{from: '/faq', to: '/docs/missing'}], routes, '/en/')).toEqual([
      '/faq → /docs/missing: the target is not a page of this site',
    ]);
    expect(redirectProblems([{from: '/docs/misc/faq', to: '/docs/a'}], routes, '/en/')).toEqual([
      '/docs/misc/faq → /docs/a: /docs/misc/faq is a page itself',
    ]);
  });
});
