import fs from 'fs';
import path from 'path';

/**
 * `translate()` for the drawings, which the build renders in Node
 * (render.ts maps `@docusaurus/Translate` here): the same call as in the
 * browser, answered from the locale's files. Texts only the drawings use are
 * in `i18n/<locale>/drawings.json`, so they stay out of the JavaScript every
 * page loads (Docusaurus puts all of code.json there); the labels the pages
 * share with the drawings come from code.json. An id missing from both
 * fails the build: no drawing shows a German word on the English site.
 */
type Messages = Record<string, {message: string}>;

let current: {locale: string; messages: Map<string, string>} | undefined;

function read(file: string): Messages {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Messages) : {};
}

/** Every text of `locale` the drawings may use. */
export function setLocale(siteDir: string, locale: string): void {
  if (current?.locale === locale) return;
  const dir = path.join(siteDir, 'i18n', locale);
  const messages = new Map<string, string>();
  for (const [id, entry] of Object.entries({
    ...read(path.join(dir, 'code.json')),
    ...read(path.join(dir, 'drawings.json')),
  }))
    messages.set(id, entry.message);
  current = {locale, messages};
}

export function interpolate(message: string, values?: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) =>
    values && name in values ? String(values[name]) : match,
  );
}

export function translate(
  {id, message}: {id?: string; message: string; description?: string},
  values?: Record<string, string | number>,
): string {
  if (!current) throw new Error('Drawings: setLocale() must come before the first translate()');
  const key = id ?? message;
  const text = current.messages.get(key);
  if (text === undefined) throw new Error(`Drawings: no text for "${key}" in i18n/${current.locale}/drawings.json`);
  return interpolate(text, values);
}
