/**
 * Every page of a language's docs (its Markdown, not a list) searched for each of its words, the parts of
 * each of its compounds, and two neighbouring words of its title joined into one, as readers join them
 * ("Bodenfeuchte" + "Sensor"): none of these queries may miss the page. One test file per language
 * (pageWordsDe/En.test.ts), so the two sweeps run side by side.
 */
import fs from 'fs';
import path from 'path';
import {createSplitter} from '../../../src/search/compounds';
import {createEngine, vocabulary} from '../../../src/search/local/engine';
import {fold, isQuestionWord, stemGerman, toTerm, words} from '../../../src/search/text';
import {buildRecords} from '../../../plugins/search/records';
import {page} from './fixtures';

const SITE = 'https://docs.sensebox.de';

/**
 * Records made from the site's own pages (their Markdown as plain paragraphs and headings, roughly as
 * the build renders them), so the vocabulary below is the pages' words.
 */
function pagesFromDocs(language: 'de' | 'en', ids: readonly string[]) {
  const root = language === 'de' ? 'docs' : 'i18n/en/docusaurus-plugin-content-docs/current';
  return ids.map((id) => {
    const source = fs.readFileSync(path.join(process.cwd(), root, `${id}.mdx`), 'utf8');
    const title = /^title: (.*)$/m.exec(source)?.[1] ?? id;
    const body = source
      .replace(/^---[\s\S]*?\n---\n/, '')
      .replace(/```[\s\S]*?```/g, '')
      .replace(/^(import|export) .*$/gm, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*|]/g, ' ')
      .split(/\n+/)
      .map((line) => line.trim())
      .filter((line) => line.length > 0 && !/^[-:\s]+$/.test(line))
      .map((line) => (line.startsWith('#') ? `<h2>${line.replace(/^#+\s*/, '')}</h2>` : `<p>${line}</p>`))
      .join('');
    return {
      id,
      records: buildRecords(page(language, 'Docs', `<header><h1>${title}</h1></header>${body}`), `${SITE}/docs/${id}`),
    };
  });
}

/** Every page of a language's docs, as ids ("hardware/sensors/truebner"). */
function docIds(language: 'de' | 'en'): string[] {
  const root = path.join(process.cwd(), language === 'de' ? 'docs' : 'i18n/en/docusaurus-plugin-content-docs/current');
  const ids: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), {withFileTypes: true})) {
      const child = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else if (entry.name.endsWith('.mdx')) ids.push(child.slice(0, -'.mdx'.length));
    }
  };
  walk('');
  return ids.sort();
}

/** The queries made of a page's words that do not find that page ("query → page id"). */
export function missedPageWords(language: 'de' | 'en'): string[] {
  const pages = pagesFromDocs(language, docIds(language));
  const records = pages.flatMap((entry) => entry.records);
  const engine = createEngine(records, language);
  const split = createSplitter(vocabulary(records, language), language === 'de' ? stemGerman : undefined);
  const answers = new Map<string, Set<string>>();
  const missed: string[] = [];
  const check = (query: string, id: string) => {
    let found = answers.get(query);
    if (!found) {
      found = new Set(engine.search(query).map(({record}) => record.url_without_anchor));
      answers.set(query, found);
    }
    if (!found.has(`${SITE}/docs/${id}`)) missed.push(`${query} → ${id}`);
  };
  const searchable = (word: string) => toTerm(word, language) !== null && !/\d/.test(word);
  for (const {id, records: own} of pages) {
    const text = own.map((record) => record.content ?? record.hierarchy.lvl1 ?? '').join(' ');
    const pageWords = new Set(words(text).filter(searchable).map(fold));
    for (const word of pageWords) check(word, id);
    for (const word of pageWords) {
      const parts = split(toTerm(word, language)!);
      if (parts) check(parts.join(' '), id);
    }
    const title = words(own[0]!.hierarchy.lvl1 ?? '').filter(
      (word) => word.length >= 3 && searchable(word) && !isQuestionWord(fold(word), language),
    );
    for (let at = 0; at + 1 < title.length; at++) check(`${title[at]}${title[at + 1]!.toLowerCase()}`, id);
  }
  return missed;
}
