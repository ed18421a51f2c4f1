/**
 * Stands in for @generated/codeTranslations. Tests pick a locale with
 * `setTestLocale('de' | 'en')`; the messages come from the committed
 * i18n/<locale>/code.json, so tests see exactly what the site shows.
 */
import de from '../../../i18n/de/code.json';
import en from '../../../i18n/en/code.json';

type CodeJson = Record<string, {message: string}>;
const files: Record<'de' | 'en', CodeJson> = {de: de as CodeJson, en: en as CodeJson};

const messages: Record<string, string> = {};

export function setTestLocale(locale: 'de' | 'en'): void {
  for (const key of Object.keys(messages)) delete messages[key];
  for (const [id, entry] of Object.entries(files[locale])) messages[id] = entry.message;
}

setTestLocale('de');

export default messages;
