/**
 * Search records in the DocSearch shape, made from the HTML the build emits,
 * so the index always matches what readers see. The selectors follow the
 * DocSearch crawler's Docusaurus template (lvl1 = the page's h1, lvl2–lvl6 =
 * article headings, content = paragraphs, list items and last table cells);
 * the facet values come from the `docsearch:*` meta tags Docusaurus writes.
 * The same records can answer the local search and be pushed to a hosted index.
 */
import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import type {Hierarchy, Level, SearchRecord} from '../../src/search/searchRecord';

const LEVELS: Level[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
/**
 * Paragraphs, list items, last table cells; and a first cell that holds code (a troubleshooting
 * table's error message, pasted by readers as the tool prints it).
 */
const CONTENT_SELECTOR = 'p, li, td:last-child, td:first-child:not(:last-child):has(code)';
const HEADING_SELECTOR = 'h2, h3, h4, h5, h6';
/** Words for lvl0 when a page belongs to no sidebar category. */
const FALLBACK_LVL0: Record<string, string> = {de: 'Dokumentation', en: 'Documentation'};

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content') ?? undefined;
}

/** Heading text without the "#" hash link Docusaurus appends. */
function headingText($: CheerioAPI, heading: AnyNode): string {
  const copy = $(heading).clone();
  copy.find('.hash-link').remove();
  // Doc cards put an emoji before their title ("📄️ Lautstärkesensor"); readers search for the words.
  return clean(copy.text()).replace(/^[\p{Extended_Pictographic}\uFE0F\s]+/u, '');
}

/** The top-level sidebar category that holds the page (the category marked active first). */
function topLevelCategory($: CheerioAPI): string | null {
  const active = $('.theme-doc-sidebar-menu > li.menu__list-item').filter(
    (_i, item) => $(item).find('a.menu__link--active').length > 0,
  );
  const label = active.first().children('.menu__list-item-collapsible').first().text();
  return clean(label) || null;
}

/** Whether a page should be left out of the index entirely. */
export function isIndexable($: CheerioAPI): boolean {
  if ($('meta[name="robots"][content*="noindex"]').length > 0) return false;
  if ($('meta[http-equiv="refresh"]').length > 0) return false;
  return $('article h1, header h1').length > 0;
}

export function buildRecords(html: string, url: string): SearchRecord[] {
  const $ = load(html);
  if (!isIndexable($)) return [];
  const language = meta($, 'docsearch:language') ?? $('html').attr('lang') ?? 'de';
  const version = meta($, 'docsearch:version') ?? null;
  const tag = meta($, 'docsearch:docusaurus_tag') ?? 'default';
  const article = $('article').first().length > 0 ? $('article').first() : $('main').first();
  const title = clean($('article h1, header h1').first().text());

  const hierarchy: Hierarchy = {
    lvl0: topLevelCategory($) ?? FALLBACK_LVL0[language] ?? 'Documentation',
    lvl1: title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  let anchor: string | null = null;
  const records: SearchRecord[] = [];
  const push = (type: SearchRecord['type'], content: string | null, levelNumber: number) => {
    const fullUrl = anchor ? `${url}#${anchor}` : url;
    records.push({
      objectID: `${url}#${records.length}`,
      type,
      hierarchy: {...hierarchy},
      content,
      url: fullUrl,
      url_without_anchor: url,
      anchor,
      language,
      version,
      docusaurus_tag: tag,
      weight: {level: levelNumber, position: records.length},
    });
  };

  push('lvl1', null, 100);
  const keywords = (meta($, 'keywords') ?? '')
    .split(',')
    .map(clean)
    .filter((keyword) => keyword.length > 0);
  if (keywords.length > 0) records[0]!.keywords = keywords;
  const nodes = article.find(`${HEADING_SELECTOR}, ${CONTENT_SELECTOR}`).toArray() as Element[];
  for (const node of nodes) {
    const name = node.tagName.toLowerCase();
    if (/^h[2-6]$/.test(name)) {
      const depth = Number(name[1]);
      hierarchy[LEVELS[depth]!] = headingText($, node);
      for (let deeper = depth + 1; deeper <= 6; deeper++) hierarchy[LEVELS[deeper]!] = null;
      anchor = $(node).attr('id') ?? null;
      push(LEVELS[depth] as SearchRecord['type'], null, 100 - depth * 10);
      continue;
    }
    // Text inside code blocks, tabs' buttons or nested lists is reached through its own element.
    // Hidden text (a diagram's description for screen readers, e.g. the port list every
    // part page repeats) is not what readers see, so a hit on it would lead nowhere.
    // A doc card's description is the linked page's own description: that page answers
    // for it, instead of every category page that lists it (up to six times).
    if ($(node).closest('pre, nav, .tabs, button, [hidden], a.card').length > 0) continue;
    if (name === 'li' && $(node).children('ul, ol').length > 0) continue;
    // A card whose heading is already its own record (e.g. the home tiles).
    if ($(node).find('h1, h2, h3, h4, h5, h6').length > 0) continue;
    const text = clean($(node).text());
    if (text.length < 3) continue;
    push('content', text, 0);
  }
  return records;
}
