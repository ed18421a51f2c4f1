/**
 * The German interface says "du", like the German pages. The one exception is the
 * 404 page's two paragraphs, whose wording is fixed word for word (they stay formal).
 *
 * Checked: every message in i18n/de/*.json and the German texts in our own code
 * (src/, plugins/, the site and sidebar configuration), which are the default
 * messages of the German site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../../tools/files.mjs';

const ROOT = path.resolve(__dirname, '../../..');

/** The 404 texts, as the German site must show them (they keep "Sie"). */
const FIXED_404_TEXTS: Record<string, string> = {
  'theme.NotFound.p1': 'Wir konnten nicht finden, wonach Sie gesucht haben.',
  'theme.NotFound.p2':
    'Bitte kontaktieren Sie den Besitzer der Seite, die Sie mit der ursprünglichen URL verlinkt hat, und teilen Sie ihm mit, dass der Link nicht mehr funktioniert.',
};

const FORMAL = /\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b(\s+[\p{L}]+)?/gu;
/** After a sentence-initial "Sie", a singular verb means "it"/"she" ("Sie ist ein Entwurf"), not the formal "you". */
const SINGULAR_VERB = /^(?:ist|hat|wird|war|kann|muss|soll|darf|will|mag|\p{L}+t)$/u;

/**
 * The formal forms of address in a text, with a little context. Mid-sentence, a capitalised
 * "Sie" or "Ihr…" is always the formal "you". At the start of a sentence it may also mean
 * "she", "it" or "they": there the form counts as formal unless the verb after it is singular
 * ("Sie zeigt …"); "Ihr" before a verb ending in -t is the informal plural ("Ihr habt").
 */
function formalForms(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(FORMAL)) {
    const [whole, word = '', next = ''] = match;
    const before = text.slice(0, match.index).replace(/[\s'"`„“‚‘(>{*_-]+$/u, '');
    const sentenceStart = before === '' || /[.!?:;\n]$/.test(before);
    const nextWord = next.trim();
    if (sentenceStart && (word === 'Sie' || word === 'Ihr') && SINGULAR_VERB.test(nextWord)) continue;
    found.push(whole);
  }
  return found;
}

function files(dir: string, pattern: RegExp): string[] {
  return filesBelow(path.join(ROOT, dir))
    .map((entry) => path.join(dir, entry))
    .filter((file) => pattern.test(file));
}

/** Drops the fixed 404 texts, which may (and must) keep their wording. */
function withoutFixedTexts(text: string): string {
  return Object.values(FIXED_404_TEXTS).reduce((rest, fixed) => rest.split(fixed).join(''), text);
}

type Message = {message: string};

describe('German UI: informal address', () => {
  it('recognises the formal forms and leaves "she", "it" and "ihr" alone', () => {
    expect(formalForms('Durchsuchen Sie die Dokumentation.')).toEqual(['Sie die']);
    expect(formalForms('Über das Menü finden Sie alles.')).toEqual(['Sie alles']);
    expect(formalForms('Sie können hier suchen.')).toEqual(['Sie können']);
    expect(formalForms('Ihre Suche ergab nichts. Wir helfen Ihnen.')).toEqual(['Ihre Suche', 'Ihnen']);
    expect(formalForms('Diese Seite ist ein Entwurf. Sie ist nur lokal sichtbar.')).toEqual([]);
    expect(formalForms('Die Box misst die Temperatur; sie zeigt sie an. Ihr habt es geschafft.')).toEqual([]);
    expect(formalForms('Durchsuche die Dokumentation, dann findest du deine Anleitung.')).toEqual([]);
  });

  it('keeps the 404 texts exactly as fixed', () => {
    const code = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/de/code.json'), 'utf8')) as Record<string, Message>;
    for (const [id, text] of Object.entries(FIXED_404_TEXTS)) expect(code[id]?.message).toBe(text);
  });

  it('says "du" in every German translation file', () => {
    const hits: string[] = [];
    for (const file of files('i18n/de', /\.json$/)) {
      const messages = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, Message>;
      for (const [id, {message}] of Object.entries(messages)) {
        if (FIXED_404_TEXTS[id] === message) continue;
        for (const form of formalForms(message)) hits.push(`${file} ${id}: "${form}" in "${message}"`);
      }
    }
    expect(hits).toEqual([]);
  });

  it('says "du" in the German texts of our code', () => {
    const sources = [
      ...files('src', /\.(?:tsx?|jsx?)$/),
      ...files('config', /\.ts$/),
      ...files('plugins', /\.(?:[cm]?[jt]sx?)$/),
      ...files('sidebars', /\.ts$/),
      ...fs.readdirSync(ROOT).filter((file) => /^(?:docusaurus\.config|sidebars)\b.*\.ts$/.test(file)),
    ];
    expect(sources.length).toBeGreaterThan(20);
    const hits: string[] = [];
    for (const file of sources) {
      const lines = withoutFixedTexts(fs.readFileSync(path.join(ROOT, file), 'utf8')).split('\n');
      lines.forEach((line, index) => {
        for (const form of formalForms(line)) hits.push(`${file}:${index + 1}: "${form}"`);
      });
    }
    expect(hits).toEqual([]);
  });
});
