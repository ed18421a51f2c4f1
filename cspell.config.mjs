// Spell check of every page and UI string in both languages: `npm run test:words`, a layer of `npm test`.
// cspell has no Markdown/MDX parser, so what is not prose is cut out with the patterns below. This is
// a JavaScript config (not JSON/YAML) because the JSX-tag pattern is generated: attribute values in
// braces nest (rows={[{parts: [..., {dropdown: '…'}]}]}), and a regular expression can only follow
// braces to a fixed depth, which reads better as a loop than as one long literal.
//
// Languages
//   German pages (docs/, src/pages/) and German UI strings (i18n/de/) are checked with German AND
//   English: German technical prose uses English words on purpose (Upload, Board, Sketch, Library,
//   Dashboard, Bee …) and quotes the English menus of the Arduino IDE and of Blockly.
//   English pages and UI strings (i18n/en/) are checked with English only (American and British: the
//   pages write British, colour and centimetre, the theme's strings American, Favorite), so a German
//   word left in an English page is reported.
//
// Word lists (words/, one word per line, sorted; each file's header says what belongs in it)
//   project-words.txt  names and identifiers: parts, libraries, brands, products, drives; both languages
//   german.txt         correct German the dictionary lacks (compounds, short imperatives); German only
//   quoted-german.txt  German labels English pages quote from German-only interfaces; English only
//   Block labels Blockly misspells, quoted as they are, are allowed per page (verbatimEditorLabels).
//
// Not prose, so not checked: fenced code blocks, inline code, URLs, host and file names, link
// targets, MDX import/export blocks and comments, JSX/HTML tags with their attributes (except the
// prose attributes alt, caption, title and label, which readers see or hear), JSX expressions,
// front-matter keys whose values are ids or slugs. In the UI-string JSON files only the "message"
// values are checked: the ids and the English "description" notes for translators are not shown.
//
// Unknown word? A misspelling is fixed in the page, and in its twin in the other language. Only a
// correct word goes into a list.

/** Braces with balanced content up to `depth` levels deep, as a regular-expression source. */
function balancedBraces(depth) {
  let source = String.raw`\{[^{}]*\}`;
  for (let level = 1; level < depth; level += 1) {
    source = String.raw`\{(?:[^{}]|${source})*\}`;
  }
  return source;
}

/** Attributes whose string values are prose for readers (alt text, captions, tab labels, titles). */
const proseAttribute = String.raw`(?:alt|caption|title|label)=`;
/** Attribute text of a tag up to its end (/> or >) or up to and including a prose attribute's opening quote. */
const tagRest = String.raw`(?:(?!(?<=\s)${proseAttribute}")(?:[^<>{}"']|"[^"]*"|'[^']*'|${balancedBraces(20)}))*(?:\/?>|${proseAttribute}")`;

/**
 * Block labels the pages quote exactly as Blockly shows them, misspellings included (the pages say
 * so): accepted on the pages that quote them (path under docs/ and its English twin), nowhere else.
 */
const verbatimEditorLabels = {
  Adress: ['editors/blockly/blocks/_lora-bloecke.mdx'],
  Airpressure: ['editors/blockly/blocks/sensoren.mdx', 'hardware/sensors/luftdruck-temperatur-bmp280.mdx'],
  fontsize: ['editors/blockly/blocks/display.mdx'],
  immediatly: ['hardware/accessoires/led-matrix.mdx'],
  occured: ['editors/blockly/fehlermeldungen.mdx'],
  Phododiode: ['hardware/sensors/photodiode.mdx'],
  Rainsensor: ['hardware/sensors/niederschlag-rg15.mdx'],
  Soundsensor: ['hardware/sensors/lautstaerke.mdx'],
  reponse: ['editors/blockly/blocks/web/webserver.mdx'],
  Succesful: ['editors/blockly/blocks/web/webserver.mdx'],
};

/** @type {import('@cspell/cspell-types').CSpellUserSettings} */
const config = {
  version: '0.2',
  language: 'en',
  import: ['@cspell/dict-de-de/cspell-ext.json'],
  dictionaryDefinitions: [
    {name: 'project-words', path: './words/project-words.txt', addWords: true},
    {name: 'german-words', path: './words/german.txt'},
    {name: 'quoted-german', path: './words/quoted-german.txt'},
  ],
  dictionaries: ['project-words'],
  files: [
    'docs/**/*.{md,mdx}',
    'i18n/en/docusaurus-plugin-content-docs/current/**/*.{md,mdx}',
    'src/pages/**/*.{md,mdx}',
    'i18n/{de,en}/**/*.json',
    // Data labels in both languages (src/data/language.ts): only their texts are checked.
    'src/data/*Labels.ts',
    'src/components/**/*.tsx',
  ],
  ignorePaths: ['node_modules/**', 'build/**', 'build-hosted/**', '.docusaurus/**'],
  useGitignore: true,
  patterns: [
    {
      // ``` or ~~~ fences, also indented ones in list items; closed by the same indentation and fence.
      name: 'md-fenced-code',
      pattern: /^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[ \t]*$/gm,
    },
    {
      // `code`, and ``code with ` inside``, within one line.
      name: 'md-inline-code',
      pattern: /(`+)(?!`)[^\n]*?[^`\n]\1(?!`)/g,
    },
    {
      // The target of [text](target) and ![alt](target "title"); the text and alt text are checked.
      name: 'md-link-target',
      pattern: /\]\([^)\s]*(?:\s+"[^"]*")?\)/g,
    },
    {
      // Host names and file names in text: sensebox.kaufen, opensensemap.org/register, firmware.bin
      name: 'host-or-file-name',
      pattern: /\b[\w-]+(?:\.[\w-]+)*\.[A-Za-z][A-Za-z0-9]+\b(?:\/[^\s)\]>]*)?/g,
    },
    {
      // Chat commands and paths standing alone in text: /temperatur, /start
      name: 'slash-command',
      pattern: /(?<=^|\s)\/[a-z][\w-]*/gm,
    },
    {
      // Reference definitions: [label]: target
      name: 'md-link-definition',
      pattern: /^[ \t]*\[[^\]\n]+\]:[ \t]*\S+/gm,
    },
    {
      // MDX ESM: import/export up to the next blank line (where MDX ends an ESM block).
      name: 'mdx-esm',
      pattern: /^(?:import|export)\s[\s\S]*?(?=\n[ \t]*\n|(?![\s\S]))/gm,
    },
    {
      name: 'mdx-comment',
      pattern: /\{\/\*[\s\S]*?\*\/\}/g,
    },
    {
      // JSX components and HTML elements with their attributes, also over several lines; a > in a
      // quoted or braced attribute value does not end the tag. The values of the prose attributes
      // (alt, caption, title, label) are cut out and checked: readers see them, or hear them.
      // This part runs from the tag's start to its end or to the first prose value.
      name: 'jsx-tag',
      pattern: new RegExp(String.raw`<\/?[A-Za-z][\w.:-]*${tagRest}`, 'g'),
    },
    {
      // … and this part from the closing quote of a prose value to the tag's end or the next one.
      name: 'jsx-tag-after-prose-attribute',
      pattern: new RegExp(String.raw`(?<=\s${proseAttribute}"[^"]*)"${tagRest}`, 'g'),
    },
    {
      // JSX expressions in text, such as {' '}
      name: 'jsx-expression',
      pattern: /\{[^{}\n]*\}/g,
    },
    {
      // Front-matter keys whose values are ids, slugs or paths, not prose.
      name: 'front-matter-ids',
      pattern:
        /^(?:id|slug|image|custom_edit_url|pagination_next|pagination_prev|sidebar_class_name|sidebar_custom_props):.*$/gm,
    },
    {
      // The texts of a data label, {de: '…', en: '…'}: what readers of data tables see.
      name: 'bilingual-text',
      pattern: /(?<=\b(?:de|en): ')(?:[^'\\]|\\.)*(?=')/g,
    },
    {
      // A placeholder in a message, {colour}: its name is code, the value filled in is checked where it is written.
      name: 'message-placeholder',
      pattern: /\{\w+\}/g,
    },
    {
      // UI strings (i18n/**/*.json): only "message" values reach readers.
      name: 'json-message',
      pattern: /(?<="message":\s*")(?:[^"\\]|\\.)*(?=")/g,
    },
  ],
  languageSettings: [
    {
      languageId: 'markdown,mdx',
      // cspell turns on programming dictionaries for these file types (thousands of npm package names,
      // TypeScript and CSS identifiers); code is not checked here, so they would only hide typos in prose.
      dictionaries: ['!typescript', '!node', '!npm', '!html', '!html-symbol-entities', '!css', '!fonts'],
      ignoreRegExpList: [
        'md-fenced-code',
        'md-inline-code',
        'md-link-target',
        'md-link-definition',
        'host-or-file-name',
        'slash-command',
        'mdx-esm',
        'mdx-comment',
        'jsx-tag',
        'jsx-tag-after-prose-attribute',
        'jsx-expression',
        'front-matter-ids',
      ],
    },
    {
      languageId: 'json,jsonc',
      dictionaries: ['!node', '!npm'],
      includeRegExpList: ['json-message'],
      ignoreRegExpList: ['message-placeholder'],
    },
    {
      languageId: 'typescript,typescriptreact',
      includeRegExpList: ['bilingual-text'],
      ignoreRegExpList: ['message-placeholder'],
    },
  ],
  overrides: [
    {
      filename: ['docs/**', 'src/pages/**', 'src/data/**', 'src/components/**', 'i18n/de/**'],
      language: 'de,en',
      dictionaries: ['german-words'],
    },
    {filename: ['i18n/en/**'], language: 'en,en-GB', dictionaries: ['quoted-german']},
    ...Object.entries(verbatimEditorLabels).map(([word, pages]) => ({
      filename: pages.map((page) => `{docs,i18n/en/docusaurus-plugin-content-docs/current}/${page}`),
      ignoreWords: [word],
    })),
  ],
};

export default config;
