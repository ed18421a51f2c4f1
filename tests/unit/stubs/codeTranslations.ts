/**
 * Stands in for @generated/codeTranslations. Tests pick a locale with
 * `setTestLocale('de' | 'en')`; the messages come from the committed
 * i18n/<locale>/code.json, so tests see exactly what the site shows. The
 * texts only drawings use (i18n/<locale>/drawings.json, which the build reads
 * in Node, plugins/drawings/translate.ts) are added, so the drawing code runs
 * in tests as in the build.
 */
import de from '../../../i18n/de/code.json';
import en from '../../../i18n/en/code.json';
import deDrawings from '../../../i18n/de/drawings.json';
import enDrawings from '../../../i18n/en/drawings.json';

type CodeJson = Record<string, {message: string}>;
const files: Record<'de' | 'en', CodeJson> = {
  de: {...(de as CodeJson), ...(deDrawings as CodeJson)},
  en: {...(en as CodeJson), ...(enDrawings as CodeJson)},
};

const messages: Record<string, string> = {};

export function setTestLocale(locale: 'de' | 'en'): void {
  for (const key of Object.keys(messages)) delete messages[key];
  for (const [id, entry] of Object.entries(files[locale])) messages[id] = entry.message;
}

setTestLocale('de');

export default messages;
