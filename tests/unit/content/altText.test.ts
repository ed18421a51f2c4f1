/**
 * Alt text is read out or shown as plain text: Markdown in it reaches the reader as brackets, asterisks
 * and backticks. Every alt text of the pages (an `alt` attribute or a Markdown image's alt, both
 * languages) and every translated message that becomes one (the messages whose id names an alt text)
 * is plain text.
 */
import fs from 'fs';
import path from 'path';
import {ALL_PAGE_FILES, ROOT} from './pageFiles';

/** Markdown a reader would see literally: links, emphasis, inline code. */
const MARKDOWN = [
  {name: 'link', pattern: /\[[^\]]*\]\([^)]*\)/},
  {name: 'bold', pattern: /\*\*[^*]+\*\*|__[^_]+__/},
  {name: 'inline code', pattern: /`[^`]+`/},
];

/** The alt texts a page writes, outside code blocks, with their line. */
function altTexts(source: string): Array<{text: string; line: number}> {
  const prose = source.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
  const found: Array<{text: string; line: number}> = [];
  const lineOf = (index: number) => prose.slice(0, index).split('\n').length;
  for (const match of prose.matchAll(/\balt=(?:"([^"]*)"|'([^']*)'|\{\s*(?:"([^"]*)"|'([^']*)'|`([^`]*)`)\s*\})/g))
    found.push({text: match.slice(1).find((group) => group !== undefined) ?? '', line: lineOf(match.index)});
  // A Markdown image: its alt runs to the "](" that starts the address; brackets inside it are a nested link.
  for (const match of prose.matchAll(/!\[((?:[^\][]|\[[^\]]*\])*)\]\(/g))
    found.push({text: match[1] ?? '', line: lineOf(match.index)});
  return found;
}

function markdownIn(text: string): string[] {
  return MARKDOWN.filter(({pattern}) => pattern.test(text)).map(({name}) => name);
}

describe('alt text is plain text', () => {
  it('finds the alt texts of the pages', () => {
    const count = ALL_PAGE_FILES.reduce((sum, file) => sum + altTexts(file.source).length, 0);
    expect(count).toBeGreaterThan(100);
  });

  it('catches Markdown in an alt text', () => {
    expect(markdownIn('Value CO2 in [ppm](/docs/misc/begriffe#ppm)')).toEqual(['link']);
    expect(altTexts('![Plan: a [link](/x) inside](/img/a.svg)')[0]?.text).toBe('Plan: a [link](/x) inside');
    expect(altTexts('<Screenshot alt="Block `Setup()`" />')[0]?.text).toBe('Block `Setup()`');
  });

  it.each(ALL_PAGE_FILES.map((file) => [`${file.locale}/${file.rel}`, file] as const))(
    '%s has no Markdown in its alt texts',
    (_name, file) => {
      const bad = altTexts(file.source)
        .map((alt) => ({...alt, markdown: markdownIn(alt.text)}))
        .filter((alt) => alt.markdown.length > 0);
      expect(bad).toEqual([]);
    },
  );

  it.each(['de', 'en'])('the %s messages that become alt texts have no Markdown', (locale) => {
    for (const file of ['code.json', 'drawings.json']) {
      const messages = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n', locale, file), 'utf8')) as Record<
        string,
        {message: string}
      >;
      const alts = Object.entries(messages).filter(([id]) => /alt/i.test(id));
      for (const [id, {message}] of alts) expect({id, markdown: markdownIn(message)}).toEqual({id, markdown: []});
    }
  });
});
