import {translate} from '@docusaurus/Translate';

/**
 * A text of the data (a table's row and column names, what a part measures, a port's kind) in both
 * languages, written once next to the data it belongs to. It travels in the JavaScript of the pages that
 * show it. The site's own interface (navbar, buttons, messages) stays with Docusaurus' translate(): all of
 * its texts are in every page's entry chunk, so data labels there would cost every page.
 */
export type Bilingual = {readonly de: string; readonly en: string};

/**
 * The language the page is built in. It comes from the one entry of code.json that names it, so the answer is
 * the same in the browser, in the server render and in the drawings, which the build renders in Node with a
 * translate() of their own.
 */
function pageLanguage(): keyof Bilingual {
  const language = translate({
    id: 'site.language',
    message: 'de',
    description: 'The code of this language (de or en): the data labels in src/data pick their text by it',
  });
  return language === 'en' ? 'en' : 'de';
}

/** `text` in the page's language, each `{name}` filled in from `values`. */
export function localized(text: Bilingual, values?: Readonly<Record<string, string | number>>): string {
  const message = text[pageLanguage()];
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
