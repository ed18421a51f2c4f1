/**
 * One truth per fact, in both languages: the classes of contradiction and of
 * half-done text that readers met, each guarded by a rule that
 * reads every page source. A rule names the file and the text it found.
 */
import fs from 'fs';
import path from 'path';
import {ALL_PAGE_FILES, lineOf, prose, ROOT, type Locale, type PageFile} from './pageFiles';

type Finding = string;

function findAll(
  pages: PageFile[],
  pattern: RegExp,
  text: (page: PageFile) => string = (page) => prose(page.source),
): Finding[] {
  return pages.flatMap((page) => {
    const source = text(page);
    return [...source.matchAll(pattern)].map(
      (match) => `${page.locale}/${page.rel}:${lineOf(source, match.index!)} ${JSON.stringify(match[0])}`,
    );
  });
}

const inLocale = (locale: Locale) => ALL_PAGE_FILES.filter((page) => page.locale === locale);

/** Text in German quotation marks is quoted from a screen or a label („21.5 °C“, „3.3V only“), not our prose. */
const withoutGermanQuotes = (page: PageFile) => prose(page.source).replace(/„[^“\n]*“/g, '„“');
const withoutEnglishQuotes = (page: PageFile) => prose(page.source).replace(/[“"][^”"\n]*[”"]/g, '""');

/** Units a measured number stands before, in both languages. */
const UNIT = String.raw`(?:m\/s²|°C|hPa|Pa|mV|mA|µA|V|mW|W|mAh|Wh|mm|cm|km\/h|km|m|kg|g|µg\/m³|ppm|ppb|%|lx|lux|Lux|kHz|MHz|GHz|Hz|ms|µs|s|dBA|dB|µW\/cm²|mm\/h)`;

describe('one truth per fact', () => {
  it('no page shows readers an editing note about our own sources', () => {
    const notes =
      /unsere(n)? Unterlagen|geben (die|unsere) \w+ nicht eindeutig|laut (den |dem )?Faktenbl|Faktenblatt|our (documents|sources|records|notes) (do not|don't)|fact sheet|\[bg\b|\bverify\]|\bTODO\b/gi;
    expect(findAll(ALL_PAGE_FILES, notes, (page) => page.source)).toEqual([]);
  });

  it('the senseBox MCU has a Micro-USB or USB-C socket, never "Mini-USB"', () => {
    expect(findAll(ALL_PAGE_FILES, /mini[- ]?usb/gi, (page) => page.source)).toEqual([]);
  });

  it('the light sensor measures up to 220.000 lux (de) / 220,000 lux (en), written one way', () => {
    expect(findAll(ALL_PAGE_FILES, /\b200[ .,\u00a0\u202f]?000\b/g, (page) => page.source)).toEqual([]);
    // German groups thousands with a dot, as the spec tables do (Intl's de format).
    expect(findAll(inLocale('de'), /\b220[ ,\u00a0\u202f]000\b/g, (page) => page.source)).toEqual([]);
    expect(findAll(inLocale('en'), /\b220[ .\u00a0\u202f]000\b/g, (page) => page.source)).toEqual([]);
  });

  it('German prose writes decimals with a comma (9,81 m/s²), English with a point', () => {
    const germanPoint = new RegExp(String.raw`(?<![\w.,])\d+\.\d{1,2}(?![\d.,])\s?${UNIT}(?!\w)`, 'g');
    const englishComma = new RegExp(String.raw`(?<![\w.,])\d+,\d{1,2}(?![\d.,])\s?${UNIT}(?!\w)`, 'g');
    expect(findAll(inLocale('de'), germanPoint, withoutGermanQuotes)).toEqual([]);
    expect(findAll(inLocale('en'), englishComma, withoutEnglishQuotes)).toEqual([]);
  });

  it('a markdown table has no column that is mostly dashes', () => {
    const findings: Finding[] = [];
    for (const page of ALL_PAGE_FILES) {
      // Code fences out, inline code kept: a cell of `code` is a value.
      const source = page.source.replace(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm, '');
      for (const table of source.matchAll(/(?:^\|.*\|[ \t]*\n)+/gm)) {
        const rows = table[0]
          .trim()
          .split('\n')
          .map((row) =>
            row
              .trim()
              .replace(/^\||\|$/g, '')
              .split('|')
              .map((cell) => cell.trim()),
          );
        const body = rows.slice(2);
        if (body.length < 3) continue;
        for (let column = 0; column < rows[0]!.length; column++) {
          const dashes = body.filter((row) => /^[-–—]$/.test(row[column] ?? '')).length;
          if (dashes * 2 > body.length)
            findings.push(`${page.locale}/${page.rel}:${lineOf(source, table.index!)} column "${rows[0]![column]}"`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
});

/** Titles and sidebar labels of every page, per language: the names prose may give a page. */
function pageNames(locale: Locale): Set<string> {
  const names = new Set<string>();
  for (const page of inLocale(locale)) {
    for (const match of page.source.matchAll(/^(?:title|sidebar_label):\s*["']?(.+?)["']?\s*$/gm)) names.add(match[1]!);
  }
  return names;
}

describe('every page named in prose is a link', () => {
  // „X“ after "Seite"/"Abschnitt" (de) or "page"/"section" around "X" (en), where X is a page's title.
  const PATTERNS: Record<Locale, RegExp> = {
    de: /(?:Seite|Seiten|Abschnitt|Kapitel|Kategorie)(?: zu[mr]?| über)? („([^“\n]+)“)/g,
    en: /(?:page|section|category) ("([^"\n]+)"|“([^”\n]+)”)|("([^"\n]+)"|“([^”\n]+)”) (?:page|section|category)/g,
  };

  it.each(['de', 'en'] as const)('%s', (locale) => {
    const names = pageNames(locale);
    const findings: Finding[] = [];
    for (const page of inLocale(locale)) {
      const source = prose(page.source);
      for (const match of source.matchAll(PATTERNS[locale])) {
        const name = match.slice(2).find((group) => group !== undefined && !/^["“„]/.test(group));
        if (name && names.has(name))
          findings.push(`${locale}/${page.rel}:${lineOf(source, match.index!)} ${JSON.stringify(match[0])}`);
      }
    }
    expect(findings).toEqual([]);
  });
});

describe('the rules above find what they guard against', () => {
  const page = (source: string, locale: Locale = 'de'): PageFile => ({locale, rel: 'x.mdx', source});

  it('an unlinked page title is caught, a linked one is not', () => {
    // After prose(), a link is "[text]": the quote mark then stands after "[".
    const de = /(?:Seite)(?: zu[mr]?| über)? („([^“\n]+)“)/g;
    expect(findAll([page('Lies die Seite „FAQ“.')], de)).toHaveLength(1);
    expect(findAll([page('Lies die Seite [„FAQ“](/docs/misc/faq).')], de)).toHaveLength(0);
  });

  it('a German decimal point is caught outside quotes only', () => {
    const germanPoint = new RegExp(String.raw`(?<![\w.,])\d+\.\d{1,2}(?![\d.,])\s?${UNIT}(?!\w)`, 'g');
    expect(findAll([page('etwa 9.81 m/s² schnell')], germanPoint, withoutGermanQuotes)).toHaveLength(1);
    expect(findAll([page('Das Display zeigt „21.5 °C“.')], germanPoint, withoutGermanQuotes)).toHaveLength(0);
    expect(findAll([page('Version 1.5 der MCU')], germanPoint, withoutGermanQuotes)).toHaveLength(0);
  });

  it('the page-name list knows real titles', () => {
    expect(pageNames('de').has('FAQ') || pageNames('de').size > 100).toBe(true);
    expect(fs.existsSync(path.join(ROOT, 'docs/misc/faq.mdx'))).toBe(true);
  });
});
