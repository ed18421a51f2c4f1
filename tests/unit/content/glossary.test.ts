/**
 * The terms page of the Glossar (misc/begriffe): the same terms with
 * the same anchors in both languages, alphabetical in each, one letter heading
 * per initial, and every term pointing to a page that exists. Links to a term
 * from other pages name a term that exists, once per page at most.
 */
import fs from 'fs';
import path from 'path';
import {glossarCategory} from '../../../sidebars/glossar';
import {ALL_PAGE_FILES, LOCALE_DIRS, prose, type Locale} from './pageFiles';

const GLOSSARY = 'misc/begriffe';
const ROUTE = `/docs/${GLOSSARY}`;

type Term = {id: string; heading: string; letter: string; body: string};

/** `### Heading {#id}` entries with the `## Letter` they sit under and the text up to the next heading. */
function terms(locale: Locale): Term[] {
  const source = fs.readFileSync(path.join(LOCALE_DIRS[locale], `${GLOSSARY}.mdx`), 'utf8');
  const found: Term[] = [];
  let letter = '';
  for (const block of source.split(/^(?=#{2,3} )/m)) {
    const letterHeading = /^## (.+)$/m.exec(block);
    if (block.startsWith('## ')) {
      letter = letterHeading![1]!.trim();
      continue;
    }
    const term = /^### (.+?) \{#([a-z0-9-]+)\}\s*$/m.exec(block);
    if (!block.startsWith('### ')) continue;
    expect({heading: block.split('\n')[0], explicitId: term !== null}).toEqual({
      heading: block.split('\n')[0],
      explicitId: true,
    });
    found.push({heading: term![1]!, id: term![2]!, letter, body: block.slice(term![0].length)});
  }
  return found;
}

/** What a term is sorted and filed by: its heading without leading punctuation (".BIN-Datei" under B). */
const sortKey = (heading: string) => heading.replace(/^[^\p{L}\p{N}]+/u, '');

/** Does /docs/<id>[#anchor] name a page of this locale (and, with an anchor, an explicit heading id on it)? */
function linkTargetExists(locale: Locale, href: string): boolean {
  const [route, anchor] = href.split('#');
  if (route!.startsWith('/docs/category/')) return true;
  const id = route!.replace(/^\/docs\//, '');
  const file = ['.mdx', '.md'].map((ext) => path.join(LOCALE_DIRS[locale], id + ext)).find((f) => fs.existsSync(f));
  if (!file) return false;
  return anchor === undefined || fs.readFileSync(file, 'utf8').includes(`{#${anchor}}`);
}

const LOCALES: Locale[] = ['de', 'en'];

describe('the terms page of the Glossar', () => {
  const byLocale = {de: terms('de'), en: terms('en')};

  it('explains enough terms, each once', () => {
    for (const locale of LOCALES) {
      const ids = byLocale[locale].map((term) => term.id);
      expect(ids.length).toBeGreaterThanOrEqual(40);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('has the same term ids (and so the same anchors) in German and English', () => {
    const ids = (locale: Locale) => byLocale[locale].map((term) => term.id).sort();
    expect(ids('en')).toEqual(ids('de'));
  });

  it.each(LOCALES)('lists the terms alphabetically (%s), each under the letter it starts with', (locale) => {
    const collator = new Intl.Collator(locale, {sensitivity: 'base'});
    const headings = byLocale[locale].map((term) => term.heading);
    const sorted = [...headings].sort((a, b) => collator.compare(sortKey(a), sortKey(b)));
    expect(headings).toEqual(sorted);
    for (const term of byLocale[locale]) {
      expect({term: term.heading, letter: term.letter}).toEqual({
        term: term.heading,
        letter: sortKey(term.heading).charAt(0).toLocaleUpperCase(locale),
      });
    }
  });

  it.each(LOCALES)('gives every term (%s) a short explanation and a link to a page that exists', (locale) => {
    for (const term of byLocale[locale]) {
      const links = [...term.body.matchAll(/\]\((\/docs\/[^)\s]+)\)/g)].map((match) => match[1]!);
      expect({term: term.heading, hasLink: links.length > 0}).toEqual({term: term.heading, hasLink: true});
      for (const href of links) {
        expect({term: term.heading, href, exists: linkTargetExists(locale, href)}).toEqual({
          term: term.heading,
          href,
          exists: true,
        });
      }
      const words = prose(term.body)
        .split(/\s+/)
        .filter((word) => /\p{L}/u.test(word)).length;
      expect({term: term.heading, words: words >= 15 && words <= 90}).toEqual({term: term.heading, words: true});
    }
  });

  it('is the first entry of the Glossar category, which keeps its slug', () => {
    expect(glossarCategory.items[0]).toBe(GLOSSARY);
    expect(glossarCategory.link).toMatchObject({type: 'generated-index', slug: '/category/glossar'});
  });

  it('is linked from other pages only with anchors of existing terms, at most once per term and page', () => {
    const ids = new Set(byLocale.de.map((term) => term.id));
    const problems: string[] = [];
    for (const page of ALL_PAGE_FILES) {
      if (page.rel === `${GLOSSARY}.mdx`) continue;
      const anchors = [...page.source.matchAll(new RegExp(`\\]\\(${ROUTE}(?:#([^)\\s]*))?\\)`, 'g'))].map(
        (match) => match[1] ?? '',
      );
      for (const anchor of anchors) {
        if (anchor && !ids.has(anchor)) problems.push(`${page.locale}/${page.rel}: unknown term #${anchor}`);
      }
      for (const anchor of new Set(anchors)) {
        if (anchor && anchors.filter((a) => a === anchor).length > 1)
          problems.push(`${page.locale}/${page.rel}: #${anchor} linked twice`);
      }
    }
    expect(problems).toEqual([]);
  });
});
