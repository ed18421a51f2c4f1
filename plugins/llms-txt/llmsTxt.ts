/**
 * The two files of the llms.txt convention (https://llmstxt.org/) for one language:
 *  - llms.txt: `# Title`, `> summary`, then one line per page, `- [Title](URL): description`,
 *    grouped under `## Section` (the page's top-level sidebar category);
 *  - llms-full.txt: the same head, then every page's text as Markdown, one after the other.
 */

export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

export type LlmsPage = {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  /** Heading of the group the page is listed under. */
  section: string;
  /** The page's text as Markdown (starting with its `# Title`). */
  markdown: string;
};

type Texts = {summary: string; fullText: string; pageSource: string};

/** Per locale: the summary under the title, and the line that points from llms.txt to the full text. */
export const LLMS_TEXTS: Record<string, Texts> = {
  de: {
    summary:
      'Anleitungen zur senseBox: Boards, Sensoren und Module, Programmieren mit Blockly und der Arduino IDE, die Bausätze und openSenseMap. Für Schulen und alle, die Umweltdaten selbst messen.',
    fullText: 'Den Text aller Seiten in einer Datei findest du unter',
    pageSource: 'Seite',
  },
  en: {
    summary:
      'Guides to the senseBox: boards, sensors and modules, programming with Blockly and the Arduino IDE, the kits and openSenseMap. For schools and everyone who measures environmental data themselves.',
    fullText: 'The text of every page in one file:',
    pageSource: 'Page',
  },
};

function texts(locale: string): Texts {
  return LLMS_TEXTS[locale] ?? LLMS_TEXTS.en!;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A title as a link's text: brackets in it ("[DEPRECATED]") would end the link early. */
function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, (char) => `\\${char}`);
}

/** Pages grouped by section, sections in the order they first appear. */
function bySection(pages: LlmsPage[]): Array<[string, LlmsPage[]]> {
  const groups = new Map<string, LlmsPage[]>();
  for (const page of pages) groups.set(page.section, [...(groups.get(page.section) ?? []), page]);
  return [...groups];
}

export function llmsTxt({
  title,
  locale,
  pages,
  fullUrl,
}: {
  title: string;
  locale: string;
  pages: LlmsPage[];
  fullUrl: string;
}): string {
  const {summary, fullText} = texts(locale);
  const lines = [`# ${title}`, '', `> ${summary}`, '', `${fullText} ${fullUrl}`];
  for (const [section, group] of bySection(pages)) {
    lines.push('', `## ${section}`, '');
    for (const page of group) {
      const description = oneLine(page.description);
      lines.push(`- [${linkText(page.title)}](${page.url})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function llmsFullTxt({title, locale, pages}: {title: string; locale: string; pages: LlmsPage[]}): string {
  const {summary, pageSource} = texts(locale);
  const parts = [`# ${title}\n\n> ${summary}\n`];
  for (const page of pages) {
    const [heading, ...rest] = page.markdown.trim().split('\n');
    parts.push(`${heading}\n\n${pageSource}: ${page.url}\n${rest.join('\n')}\n`);
  }
  return parts.join('\n---\n\n');
}
