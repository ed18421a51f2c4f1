import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {default as docusaurusDefault} from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {loadAfterPaint, pageTemplate} from '../../../config/pageTemplate';

/** What Docusaurus hands its template for one page, with the rendered app. */
function pageData(appHtml: string) {
  return {
    appHtml,
    baseUrl: '/',
    htmlAttributes: 'lang="de"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    scripts: ['assets/js/runtime~main.1a.js', 'assets/js/main.2b.js'],
    stylesheets: [],
    noIndex: false,
    version: '3.8.1',
  };
}

describe('page template (config/pageTemplate.ts)', () => {
  it('writes the app without the NULs React 18 leaves at a buffer end, and changes nothing else', async () => {
    const render = await compileSSGTemplate(pageTemplate());
    const html = render(pageData('<a href="#variable-erh\u0000\u0000öhen">Variable erhöhen – ©</a>'));
    expect(html).toContain('<div id="__docusaurus"><a href="#variable-erhöhen">Variable erhöhen – ©</a></div>');
    expect(html).not.toContain('\u0000');
  });

  it('keeps Docusaurus’ own template, its deferred entry scripts replaced by one that loads them after the first paint', async () => {
    const html = (await compileSSGTemplate(pageTemplate()))(pageData('<main>x</main>'));
    const original = (await compileSSGTemplate(docusaurusDefault))(pageData('<main>x</main>'));
    const loader = /<script data-entry-scripts>.*<\/script>/s.exec(html)?.[0] ?? '';
    expect(loader).toContain('["/assets/js/runtime~main.1a.js","/assets/js/main.2b.js"]');
    expect(html).not.toContain(' defer');
    const withoutScripts = (page: string) => page.replace(/\s*<script[^>]*>.*?<\/script>/gs, '');
    expect(withoutScripts(html)).toBe(withoutScripts(original));
  });

  it('fails the build when Docusaurus’ template no longer has the app’s placeholder or its scripts once', () => {
    expect(() => pageTemplate('<div id="__docusaurus"><%~ it.html %></div>')).toThrow(/appHtml.* once/);
    expect(() => pageTemplate('<div id="__docusaurus"><%~ it.appHtml %></div>')).toThrow(/it\\.scripts.* once/);
  });
});

describe('loadAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.head.replaceChildren();
  });

  const scriptsInHead = () =>
    [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);

  it('appends the scripts, in order and executed in order, only in a task after the first animation frame', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    loadAfterPaint(['/a.js', '/b.js']);
    expect(scriptsInHead()).toEqual([]);
    frames.forEach((callback) => callback(0));
    expect(scriptsInHead()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(scriptsInHead()).toEqual([
      ['/a.js', false],
      ['/b.js', false],
    ]);
    jest.advanceTimersByTime(1000);
    expect(scriptsInHead()).toHaveLength(2);
  });

  it('waits for the whole HTML first: nothing before DOMContentLoaded, however many frames pass', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    Object.defineProperty(document, 'readyState', {configurable: true, get: () => 'loading'});
    try {
      loadAfterPaint(['/a.js']);
      jest.advanceTimersByTime(5000);
      expect(frames).toEqual([]);
      expect(scriptsInHead()).toEqual([]);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      frames.forEach((callback) => callback(0));
      jest.advanceTimersByTime(0);
      expect(scriptsInHead()).toEqual([['/a.js', false]]);
    } finally {
      delete (document as {readyState?: unknown}).readyState;
    }
  });

  it('loads them after a second where no frame is painted (a tab opened in the background)', () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    loadAfterPaint(['/a.js']);
    jest.advanceTimersByTime(999);
    expect(scriptsInHead()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scriptsInHead()).toEqual([['/a.js', false]]);
  });
});
