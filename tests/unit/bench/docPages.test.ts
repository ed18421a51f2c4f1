/**
 * @jest-environment node
 *
 * bench:heaviest (bench/docPages.mjs): the figures of a page's static HTML, the ranking, the rule
 * that picks 10 distinct documents in both languages, and the committed list (bench/pages.json)
 * the benchmarks measure.
 */
import fs from 'fs';
import path from 'path';
import {choosePages, documentOf, localeOf, pageFigures, rankPages, shortName} from '../../../bench/docPages.mjs';

const ROOT = path.resolve(__dirname, '../../..');

/** A docs page as Docusaurus renders it: navbar and sidebar outside the article. */
const DOC_PAGE = `<!doctype html><html><head><title>Sensor | senseBox</title></head><body>
<nav><a href="/">home</a></nav><aside><ul><li><a href="/docs/x">x</a></li></ul></aside>
<main><article><div class="theme-doc-markdown markdown"><header><h1>Umweltsensor</h1></header>
<p>Text <strong>bold</strong></p>
<div class="codeBlockContainer"><pre class="prism-code language-cpp"><code><span class="token-line"><span class="token keyword">int</span> a;<br></span><span class="token-line"><br></span><span class="token-line">a++;<br></span></code></pre></div>
<pre><code>plain line 1
plain line 2
</code></pre>
<pre>not code, no code element</pre>
</div></article></main></body></html>`;

describe('pageFigures', () => {
  const figures = pageFigures(DOC_PAGE)!;

  it('counts the elements inside the article only', () => {
    // div.markdown, header, h1, p, strong, div.codeBlockContainer, pre, code, 3 token-lines (+ span, 3 br),
    // pre, code, pre = 18
    expect(figures.articleElements).toBe(18);
    expect(figures.documentElements).toBeGreaterThan(figures.articleElements);
    expect(figures.title).toBe('Umweltsensor');
  });

  it('counts the code blocks and their lines, highlighted or not', () => {
    expect(figures.codeBlocks).toBe(2);
    // 3 highlighted lines (an empty one included) + 2 plain lines (the trailing newline ends the last one).
    expect(figures.codeLines).toBe(5);
  });

  it('is null for pages without a document: generated category indexes, redirects', () => {
    expect(
      pageFigures('<html><body><main><article class="card"><h2>Sensoren</h2></article></main></body></html>'),
    ).toBeNull();
    expect(pageFigures('<html><head><meta http-equiv="refresh" content="0; url=/docs/x"></head></html>')).toBeNull();
  });

  it('is zero code for a page without code', () => {
    expect(pageFigures('<article><div class="theme-doc-markdown"><p>x</p></div></article>')).toMatchObject({
      codeBlocks: 0,
      codeLines: 0,
      articleElements: 2,
    });
  });
});

describe('paths', () => {
  it('knows the locale and the document of a path', () => {
    expect(localeOf('/docs/a/b')).toBe('de');
    expect(localeOf('/en/docs/a/b')).toBe('en');
    expect(localeOf('/en')).toBe('en');
    expect(localeOf('/english')).toBe('de');
    expect(documentOf('/en/docs/a/b')).toBe('/docs/a/b');
    expect(documentOf('/docs/a/b')).toBe('/docs/a/b');
    expect(shortName('/en/docs/hardware/sensors/co2')).toBe('co2 (en)');
  });
});

const page = (pagePath: string, articleElements: number, codeLines: number) => ({
  path: pagePath,
  articleElements,
  codeLines,
});

describe('rankPages', () => {
  it('weighs DOM size and code alike, each against the largest', () => {
    const ranked = rankPages([page('/docs/dom', 1000, 0), page('/docs/code', 500, 100), page('/docs/light', 100, 10)]);
    expect(ranked.map((p) => [p.path, p.weight, p.rank])).toEqual([
      ['/docs/code', 1.5, 1],
      ['/docs/dom', 1, 2],
      ['/docs/light', 0.2, 3],
    ]);
  });

  it('breaks ties by more elements, then by path', () => {
    const ranked = rankPages([page('/docs/b', 500, 0), page('/en/docs/b', 500, 0), page('/docs/a', 500, 0)]);
    expect(ranked.map((p) => p.path)).toEqual(['/docs/a', '/docs/b', '/en/docs/b']);
  });

  it('copes with pages without any code', () => {
    expect(rankPages([page('/docs/a', 10, 0)])[0]!.weight).toBe(1);
  });
});

describe('choosePages', () => {
  // Both languages of each document, German a little heavier (as in the real build).
  const both = (name: string, elements: number) => [
    page(`/docs/${name}`, elements + 1, 10),
    page(`/en/docs/${name}`, elements, 10),
  ];
  const ranked = rankPages(
    ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].flatMap((name, index) =>
      both(name, 2000 - index * 100),
    ),
  );

  it('takes 10 distinct documents, the heaviest, given to de and en in turn', () => {
    const chosen = choosePages(ranked).map((p) => p.path);
    expect(chosen).toEqual([
      '/docs/a',
      '/en/docs/b',
      '/docs/c',
      '/en/docs/d',
      '/docs/e',
      '/en/docs/f',
      '/docs/g',
      '/en/docs/h',
      '/docs/i',
      '/en/docs/j',
    ]);
    expect(new Set(chosen.map(documentOf)).size).toBe(10);
  });

  it('gives a document missing in one language to the other while that one has room', () => {
    const germanOnly = rankPages([
      page('/docs/only-de-1', 3000, 10),
      page('/docs/only-de-2', 2900, 10),
      ...both('x', 1000),
      ...both('y', 900),
    ]);
    const chosen = choosePages(germanOnly, {count: 4}).map((p) => p.path);
    expect(chosen).toEqual(['/docs/only-de-1', '/docs/only-de-2', '/en/docs/x', '/en/docs/y']);
  });

  it('returns fewer pages when there are not enough documents', () => {
    expect(choosePages(rankPages(both('a', 100)), {count: 10}).map((p) => p.path)).toEqual(['/docs/a']);
  });
});

describe('bench/pages.json, the committed list', () => {
  const list = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/pages.json'), 'utf8')) as {
    commit: string;
    pages: {path: string; rank: number; articleElements: number; codeLines: number}[];
  };

  it('holds 10 distinct documents, 5 per language, with the figures and the commit that chose them', () => {
    expect(list.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(list.pages).toHaveLength(10);
    expect(new Set(list.pages.map((p) => documentOf(p.path))).size).toBe(10);
    expect(list.pages.filter((p) => localeOf(p.path) === 'de')).toHaveLength(5);
    for (const p of list.pages)
      expect(p).toEqual(
        expect.objectContaining({
          rank: expect.any(Number),
          articleElements: expect.any(Number),
          codeLines: expect.any(Number),
        }),
      );
  });

  it('names pages that exist: each has its source file (else run `npm run bench:heaviest -- --write` after a build)', () => {
    const sourceOf = (sitePath: string) => {
      const relative = documentOf(sitePath).replace(/^\/docs\//, '');
      const base = localeOf(sitePath) === 'en' ? 'i18n/en/docusaurus-plugin-content-docs/current' : 'docs';
      return ['.mdx', '.md', '/index.mdx', '/index.md']
        .map((ending) => path.join(base, `${relative}${ending}`))
        .find((file) => fs.existsSync(path.join(ROOT, file)));
    };
    const missing = list.pages.filter((p) => !sourceOf(p.path)).map((p) => p.path);
    expect(missing).toEqual([]);
  });
});
