/**
 * A built docs page as Markdown, for llms-full.txt. It reads the HTML the build emits
 * (like the search records, plugins/search/records.ts), so what our components render
 * (Blockly blocks, part tables, board tabs, the boards line above a sketch) is there too;
 * the MDX source alone would lose it. Covers the elements our pages produce: headings,
 * paragraphs, lists, tables, code blocks (with title and boards), admonitions, details,
 * tabs (every tab, each under its label), images and figures (by their alt text).
 */
import {load, type AnyNode, type Cheerio, type CheerioAPI, type Element} from 'cheerio';

/** Words the Markdown adds around a figure, per locale. */
const FIGURE_WORD: Record<string, string> = {de: 'Abbildung', en: 'Figure'};

type Context = {$: CheerioAPI; pageUrl: string; locale: string};

function collapse(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ');
}

function absolute(href: string, pageUrl: string): string {
  try {
    return new URL(href, pageUrl).href;
  } catch {
    return href;
  }
}

function isElement(node: AnyNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function hasClassPart(element: Element, part: string): boolean {
  return (element.attribs.class ?? '').split(/\s+/).some((name) => name === part || name.startsWith(`${part}_`));
}

const SKIPPED_TAGS = new Set(['script', 'style', 'noscript', 'button', 'template']);

/** The inline content of a node as one line of Markdown. */
function inline(node: AnyNode, ctx: Context): string {
  if (node.type === 'text') return collapse((node as unknown as {data: string}).data);
  if (!isElement(node)) return '';
  const el = node;
  if (SKIPPED_TAGS.has(el.tagName) || el.attribs['aria-hidden'] === 'true') return '';
  if (hasClassPart(el, 'hash-link')) return '';
  const inner = () => el.children.map((child) => inline(child, ctx)).join('');
  if (el.attribs.role === 'img' && el.attribs['aria-label'])
    return `[${FIGURE_WORD[ctx.locale] ?? 'Figure'}: ${el.attribs['aria-label'].trim()}]`;
  switch (el.tagName) {
    case 'code':
      return `\`${ctx
        .$(el)
        .text()
        .replace(/\u200b/g, '')}\``;
    case 'strong':
    case 'b': {
      const text = inner().trim();
      return text ? `**${text}**` : '';
    }
    case 'em':
    case 'i': {
      const text = inner().trim();
      return text ? `*${text}*` : '';
    }
    case 'a': {
      const text = inner().trim();
      const href = el.attribs.href;
      return href && text ? `[${text}](${absolute(href, ctx.pageUrl)})` : text;
    }
    case 'img': {
      const alt = (el.attribs.alt ?? '').trim();
      return el.attribs.src ? `![${alt}](${absolute(el.attribs.src, ctx.pageUrl)})` : '';
    }
    case 'svg': {
      const label = el.attribs['aria-label'] ?? ctx.$(el).children('title').first().text();
      return label ? `[${FIGURE_WORD[ctx.locale] ?? 'Figure'}: ${label.trim()}]` : '';
    }
    case 'br':
      return ' ';
    default:
      return inner();
  }
}

function inlineOf(nodes: AnyNode[], ctx: Context): string {
  return collapse(nodes.map((node) => inline(node, ctx)).join('')).trim();
}

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'ul',
  'ol',
  'li',
  'table',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'details',
  'summary',
  'figure',
  'figcaption',
  'hr',
  'header',
  'footer',
  'aside',
  'nav',
  'dl',
  'dt',
  'dd',
]);

function isBlock(node: AnyNode): boolean {
  return isElement(node) && BLOCK_TAGS.has(node.tagName);
}

function prefixLines(text: string, first: string, rest: string): string {
  return text
    .split('\n')
    .map((line, index) => (line === '' ? line : `${index === 0 ? first : rest}${line}`))
    .join('\n');
}

function codeBlock(el: Element, ctx: Context): string {
  const {$} = ctx;
  const language = (/(?:^|\s)language-([\w+-]+)/.exec(el.attribs.class ?? '') ?? [])[1] ?? '';
  const pre = $(el).find('pre').first().clone();
  pre.find('br').replaceWith('\n');
  const code = pre
    .text()
    .replace(/\u200b/g, '')
    .replace(/\n+$/, '');
  const titleEl = $(el)
    .children()
    .filter((_i, child) => $(child).find('pre').length === 0 && !$(child).is('pre'))
    .first();
  const title = collapse(titleEl.text()).trim();
  const info = `${language}${title ? ` title="${title.replace(/"/g, "'")}"` : ''}`;
  const fence = code.includes('```') ? '````' : '```';
  return `${fence}${info}\n${code}\n${fence}`;
}

function table(el: Element, ctx: Context): string {
  const {$} = ctx;
  const rows = $(el)
    .find('tr')
    .toArray()
    .map((row) =>
      $(row)
        .children('th, td')
        .toArray()
        .map((cell) => inlineOf((cell as Element).children, ctx).replace(/\|/g, '\\|')),
    );
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${[...cells, ...Array(width - cells.length).fill('')].join(' | ')} |`;
  return [line(rows[0]!), line(Array(width).fill('---')), ...rows.slice(1).map(line)].join('\n');
}

function list(el: Element, ctx: Context): string {
  const ordered = el.tagName === 'ol';
  const start = Number(el.attribs.start ?? 1) || 1;
  return el.children
    .filter((child): child is Element => isElement(child) && child.tagName === 'li')
    .map((item, index) => {
      const marker = ordered ? `${start + index}. ` : '- ';
      const body = blocks(item.children, ctx).join('\n\n') || '';
      return prefixLines(body, marker, ' '.repeat(marker.length));
    })
    .join('\n');
}

/** Block-level Markdown of a node list; runs of inline nodes become one paragraph. */
function blocks(nodes: AnyNode[], ctx: Context): string[] {
  const out: string[] = [];
  let run: AnyNode[] = [];
  const flush = () => {
    const text = inlineOf(run, ctx);
    if (text) out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      run.push(node);
      continue;
    }
    flush();
    out.push(...block(node as Element, ctx));
  }
  flush();
  return out.filter((text) => text.trim() !== '');
}

function block(el: Element, ctx: Context): string[] {
  const {$} = ctx;
  if (el.attribs['aria-hidden'] === 'true') return [];
  if (el.attribs.role === 'img' && el.attribs['aria-label']) return [inline(el, ctx)];
  if (hasClassPart(el, 'theme-code-block')) return [codeBlock(el, ctx)];
  if (hasClassPart(el, 'sketchBoards')) {
    const label = collapse($(el).find('[class*="label"]').first().text()).trim();
    const boards = $(el)
      .find('li')
      .toArray()
      .map((item) => collapse($(item).text()).trim());
    return [`**${label}:** ${boards.join(', ')}`];
  }
  if (hasClassPart(el, 'tabs-container')) {
    const labels = $(el)
      .find('[role="tab"]')
      .toArray()
      .map((tab) => collapse($(tab).text()).trim());
    const panels = $(el).find('[role="tabpanel"]').toArray() as Element[];
    return panels.flatMap((panel, index) => [`**${labels[index] ?? ''}**`, ...blocks(panel.children, ctx)]);
  }
  if (hasClassPart(el, 'theme-admonition')) {
    const [heading, ...rest] = $(el).children().toArray() as Element[];
    const title = collapse($(heading).text()).trim();
    const body = rest.flatMap((part) => blocks(part.children, ctx)).join('\n\n');
    // A paragraph continues the title's line; a list or a code block starts below it.
    const lead = `**${/[?!:.]$/.test(title) ? title : `${title}:`}**`;
    const text = body === '' ? lead : /^(- |\d+\. |```|\||> |#)/.test(body) ? `${lead}\n\n${body}` : `${lead} ${body}`;
    return [prefixLines(text, '> ', '> ').replace(/\n\n/g, '\n>\n')];
  }
  switch (el.tagName) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [`${'#'.repeat(Number(el.tagName[1]))} ${inlineOf(el.children, ctx)}`];
    case 'p':
    case 'dt':
    case 'dd':
    case 'figcaption':
      return [inlineOf(el.children, ctx)];
    case 'summary':
      return [`**${inlineOf(el.children, ctx)}**`];
    case 'ul':
    case 'ol':
      return [list(el, ctx)];
    case 'table':
      return [table(el, ctx)];
    case 'pre': {
      const copy = $(el).clone();
      copy.find('br').replaceWith('\n');
      return [`\`\`\`\n${copy.text().replace(/\n+$/, '')}\n\`\`\``];
    }
    case 'blockquote':
      return [prefixLines(blocks(el.children, ctx).join('\n\n'), '> ', '> ').replace(/\n\n/g, '\n>\n')];
    case 'hr':
      return ['---'];
    case 'nav':
      return [];
    default:
      return blocks(el.children, ctx);
  }
}

export type PageMarkdown = {title: string; markdown: string};

/**
 * The page's article (`.theme-doc-markdown`) as Markdown: `# Title`, then the body.
 * Links and images get absolute addresses made from `pageUrl`.
 */
export function pageMarkdown(html: string, pageUrl: string, locale: string): PageMarkdown {
  // Parse the article only: the sidebar, navbar and footer around it are most of the page's HTML.
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const $ = load(start >= 0 && end > start ? html.slice(start, end + '</article>'.length) : html);
  const article: Cheerio<Element> = $('.theme-doc-markdown').first();
  const title = collapse(article.find('header h1').first().text() || $('h1').first().text()).trim();
  article.find('header').first().remove();
  const body = blocks(article.contents().toArray(), {$, pageUrl, locale}).join('\n\n');
  return {title, markdown: `# ${title}\n\n${body}\n`};
}
