/**
 * A built docs page as Markdown, for llms-full.txt. It reads the HTML the build emits
 * (like the search records, plugins/search/records.ts), so what our components render
 * (Blockly blocks, part tables, board tabs, the boards line above a sketch) is there too;
 * the MDX source alone would lose it. Cheerio first turns what Docusaurus and our components
 * emit into plain HTML (each tab under its label, admonitions as quotes, drawings as their
 * alt text, no buttons or icons); Turndown writes the Markdown.
 */
import {load} from 'cheerio';
import TurndownService from 'turndown';

/** Words the Markdown adds around a figure, per locale. */
const FIGURE_WORD: Record<string, string> = {de: 'Abbildung', en: 'Figure'};

const collapse = (text: string | null | undefined) => (text ?? '').replace(/[\s\u200b]+/g, ' ').trim();

const turndown = new TurndownService({headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-'})
  .addRule('codeBlock', {
    filter: (node) => node.classList.contains('theme-code-block'),
    replacement: (_content, node) => {
      const language = /(?:^|\s)language-([\w+-]+)/.exec(node.className)?.[1] ?? '';
      const title = collapse(node.querySelector('[class^="title_"]')?.textContent);
      const code = (node.querySelector('pre')?.textContent ?? '').replace(/\n+$/, '');
      const fence = code.includes('```') ? '````' : '```';
      return `\n\n${fence}${language}${title ? ` title="${title.replace(/"/g, "'")}"` : ''}\n${code}\n${fence}\n\n`;
    },
  })
  // Tables: a cell of ours may hold a list or paragraphs; they stay in its row, one per line.
  .addRule('table', {
    filter: 'table',
    replacement: (content, node) => {
      const caption = collapse(node.querySelector('caption')?.textContent);
      return `\n\n${caption ? `**${caption}**\n\n` : ''}${content.replace(/\n+/g, '\n').trim()}\n\n`;
    },
  })
  .addRule('caption', {filter: 'caption', replacement: () => ''})
  .addRule('tableRow', {
    filter: 'tr',
    replacement: (content, node) =>
      `\n|${content}` + (node.parentNode?.nodeName === 'THEAD' ? `\n|${' --- |'.repeat(node.children.length)}` : ''),
  })
  .addRule('tableCell', {
    filter: ['th', 'td'],
    replacement: (content) => ` ${content.trim().replace(/\n+/g, '<br>').replace(/\|/g, '\\|')} |`,
  });
// Text stays as written: pages hold pin names like PIN_RGB_LED, which escaping would litter with backslashes.
turndown.escape = (text) => text;

/** The page's article (`.theme-doc-markdown`, its `# Title` first) as Markdown, links and images absolute. */
export function pageMarkdown(html: string, pageUrl: string, locale: string): string {
  // Parse the article only: the sidebar, navbar and footer around it are most of the page's HTML.
  const start = html.indexOf('<article');
  const $ = load(start >= 0 ? html.slice(start, html.lastIndexOf('</article>') + 10) : html);
  const article = $('.theme-doc-markdown').first();
  const boldLine = (text: string) => $('<p><strong></strong></p>').find('strong').text(text).end();
  article.find('.tabs-container').each((_i, tabs) => {
    const labels = $(tabs).children('[role="tablist"]').children('[role="tab"]');
    $(tabs)
      .children()
      .children('[role="tabpanel"]')
      .each((j, panel) => void $(panel).prepend(boldLine(collapse(labels.eq(j).text()))));
  });
  // A drawing is its alt text; an inlined one's data address is no use to a reader.
  const figure = (label = '') => $('<span>').text(`[${FIGURE_WORD[locale] ?? 'Figure'}: ${collapse(label)}]`);
  article.find('[role="img"][aria-label]').replaceWith((_i, el) => figure($(el).attr('aria-label')));
  article.find('img[src^="data:"]').replaceWith((_i, el) => figure($(el).attr('alt')));
  // What is left of icons and drawings is no text for a reader, and neither are buttons.
  article
    .find('button, script, style, noscript, template, nav, svg, [aria-hidden="true"], [role="tablist"], .hash-link')
    .remove();
  article.find('pre br').replaceWith('\n');
  article.find('[href], [src]').each((_i, el) => {
    for (const name of ['href', 'src'] as const) {
      const value = $(el).attr(name);
      if (value && URL.canParse(value, pageUrl)) $(el).attr(name, new URL(value, pageUrl).href);
    }
  });
  article.find('[class*="sketchBoards_"]').replaceWith((_i, el) => {
    const boards = $(el)
      .find('li')
      .toArray()
      .map((item) => collapse($(item).text()));
    return boldLine(`${collapse($(el).find('[class^="label_"]').text())}:`).append(` ${boards.join(', ')}`);
  });
  article.find('.theme-admonition').replaceWith((_i, el) => {
    const [heading, body] = $(el).children().toArray();
    const title = collapse($(heading).text());
    const lead = $('<strong>').text(/[?!:.]$/.test(title) ? title : `${title}:`);
    // A paragraph continues the title's line; a list or a code block starts below it.
    const first = $(body).children().first();
    if (first.is('p')) first.prepend(lead, ' ');
    else $(body).prepend($('<p>').append(lead));
    return $('<blockquote>').append($(body).contents());
  });
  article.find('summary').replaceWith((_i, el) => boldLine(collapse($(el).text())));
  return `${turndown
    .turndown(article.html() ?? '')
    .replace(/\u200b/g, '')
    .replace(/[ \t]+$/gm, '')}\n`;
}
