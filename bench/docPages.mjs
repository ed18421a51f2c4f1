/**
 * Which docs pages are the heaviest: figures of a page's static HTML
 * and the rule that picks the pages the benchmarks measure. Pure functions, no
 * file system, so the unit tests (tests/unit/bench) can import them; the
 * command is bench/heaviest.mjs.
 *
 * Heavy means slow to hydrate and to highlight: React hydrates every element of
 * the article, and every code block is tokenised (and, today, tokenised again
 * after hydration). So a page is weighed by the element count of its article in
 * the static HTML and by its lines of code.
 */
import {load} from 'cheerio';

/** The locales and the path prefix of each (German is the default locale at /). */
export const LOCALE_PREFIX = {de: '', en: '/en'};

/**
 * Figures of one page's static HTML, or null when it is no document page (a
 * generated category index, a redirect): Docusaurus wraps a document's content
 * in `.theme-doc-markdown` inside the page's `<article>`.
 *   articleElements: elements inside that article (the article itself not counted);
 *   codeBlocks: `<pre>` elements in the article that hold code;
 *   codeLines: their lines (Prism's `.token-line` spans where the build
 *     highlighted the code, else the lines of the text, so the count does not
 *     depend on how the blocks are highlighted);
 *   documentElements: every element of the body (what Lighthouse's dom-size sees).
 * @param {string} html
 * @returns {{title: string, articleElements: number, codeBlocks: number, codeLines: number, documentElements: number} | null}
 */
export function pageFigures(html) {
  const $ = load(html);
  const article = $('article')
    .filter((_, element) => $(element).find('.theme-doc-markdown').length > 0)
    .first();
  if (article.length === 0) return null;
  const blocks = article
    .find('pre')
    .filter((_, pre) => $(pre).find('code').length > 0 || $(pre).hasClass('prism-code'));
  let codeLines = 0;
  blocks.each((_, pre) => {
    const tokenLines = $(pre).find('.token-line').length;
    codeLines += tokenLines > 0 ? tokenLines : $(pre).text().replace(/\n$/, '').split('\n').length;
  });
  return {
    title: article.find('h1').first().text().trim() || $('title').text().trim(),
    articleElements: article.find('*').length,
    codeBlocks: blocks.length,
    codeLines,
    documentElements: $('body').find('*').length,
  };
}

/** The locale of a site path ('/en/docs/x' → 'en', '/docs/x' → 'de'). @param {string} sitePath */
export function localeOf(sitePath) {
  return sitePath === '/en' || sitePath.startsWith('/en/') ? 'en' : 'de';
}

/** The document behind a path, the same for both languages ('/en/docs/x' and '/docs/x' → '/docs/x'). @param {string} sitePath */
export function documentOf(sitePath) {
  return localeOf(sitePath) === 'en' ? sitePath.slice('/en'.length) || '/' : sitePath;
}

/**
 * Ranks pages (objects with path, articleElements, codeLines) heaviest first.
 * weight = articleElements / the largest articleElements + codeLines / the most
 * codeLines, over all pages given: DOM size and code count alike, each at most 1.
 * Ties: more elements first, then the path (a stable order for the committed list).
 * @template {{path: string, articleElements: number, codeLines: number}} T
 * @param {T[]} pages
 * @returns {(T & {weight: number, rank: number})[]}
 */
export function rankPages(pages) {
  const maxElements = Math.max(1, ...pages.map((page) => page.articleElements));
  const maxLines = Math.max(1, ...pages.map((page) => page.codeLines));
  return pages
    .map((page) => ({
      ...page,
      weight: Number((page.articleElements / maxElements + page.codeLines / maxLines).toFixed(3)),
    }))
    .sort((a, b) => b.weight - a.weight || b.articleElements - a.articleElements || a.path.localeCompare(b.path))
    .map((page, index) => ({...page, rank: index + 1}));
}

/**
 * Picks `count` distinct documents from a ranking, half per locale: it walks
 * the documents heaviest first and gives them to the locales in turn (de, en,
 * de …), so both languages get some of the very heaviest (a German page and its
 * English translation are nearly the same weight). A document missing in the
 * locale whose turn it is goes to the other locale while that one has room.
 * @template {{path: string}} T
 * @param {T[]} ranked
 * @param {{count?: number, locales?: string[]}} [options]
 * @returns {T[]}
 */
export function choosePages(ranked, {count = 10, locales = ['de', 'en']} = {}) {
  const quota = Object.fromEntries(
    locales.map((locale, index) => [
      locale,
      Math.floor(count / locales.length) + (index < count % locales.length ? 1 : 0),
    ]),
  );
  const byDocument = new Map();
  for (const page of ranked) {
    const document = documentOf(page.path);
    if (!byDocument.has(document)) byDocument.set(document, new Map());
    byDocument.get(document).set(localeOf(page.path), page);
  }
  // Documents in the order of their heaviest page (the ranking is heaviest first).
  const chosen = [];
  let turn = 0;
  for (const versions of byDocument.values()) {
    if (chosen.length === count) break;
    const order = [...locales.slice(turn), ...locales.slice(0, turn)];
    const locale = order.find(
      (candidate) =>
        versions.has(candidate) && chosen.filter((page) => localeOf(page.path) === candidate).length < quota[candidate],
    );
    if (!locale) continue;
    chosen.push(versions.get(locale));
    turn = (locales.indexOf(locale) + 1) % locales.length;
  }
  return chosen;
}

/** A short name for tables: the last segment of the path and the locale ('umweltsensor (de)'). @param {string} sitePath */
export function shortName(sitePath) {
  const segments = sitePath.split('/').filter(Boolean);
  return `${segments.at(-1) ?? '/'} (${localeOf(sitePath)})`;
}
