/**
 * Trims four files Docusaurus generates into .docusaurus/ for the client bundle, where
 * they sit in the entry chunk every page downloads. The server bundle keeps them whole.
 *
 * - registry.js: each route chunk is listed with its loader, its module path and its
 *   module id. The path is what server rendering reports to find a page's files; the
 *   browser only loads and checks ids. Blanking it saves ~1.5 KiB gzip.
 * - docusaurus.config.mjs: the site config as the browser sees it. Keys that only the
 *   build reads (the page template, plugin lists, broken-link policy, bundler flags) go.
 * - codeTranslations.json: UI strings of features this site does not have (option
 *   `absentStrings`, id prefixes, chosen in ./index.ts).
 * - globalData.json: the docs plugin lists every doc (id, path, sidebar), ~2 KiB gzip,
 *   for navbar items that link to a doc. Without such items (option `docsListUsed`)
 *   nothing in the browser reads the list, so it is left empty.
 *
 * The code themes go as well: code is highlighted at build time (plugins/code-highlight),
 * and its colours are CSS, so no theme object is needed in the browser.
 *
 * Each rule fails the build when the generated text no longer has the expected shape, so
 * a Docusaurus upgrade cannot make it a silent no-op or a broken page.
 */
const path = require('path');

const BUILD_ONLY_CONFIG_KEYS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
  'staticDirectories',
  'clientModules',
  'headTags',
  'scripts',
  'stylesheets',
  'markdown',
];

const REGISTRY_ENTRY = /(\), )"[^"]+"(, require\.resolveWeak\()/g;

function trimRegistry(source) {
  const entries = source.split('require.resolveWeak(').length - 1;
  let blanked = 0;
  const trimmed = source.replace(REGISTRY_ENTRY, (_match, before, after) => {
    blanked += 1;
    return `${before}""${after}`;
  });
  if (entries === 0 || blanked !== entries) {
    throw new Error(`lean-entry: registry.js has ${entries} entries, ${blanked} in the known shape.`);
  }
  return trimmed;
}

const CONFIG_MODULE = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/;

function trimConfig(source) {
  const match = CONFIG_MODULE.exec(source);
  if (!match) throw new Error('lean-entry: docusaurus.config.mjs is no longer `export default {…};`.');
  const config = JSON.parse(match[2]);
  for (const key of BUILD_ONLY_CONFIG_KEYS) delete config[key];
  if (config.future) delete config.future.experimental_faster;
  const prism = config.themeConfig?.prism;
  if (!prism) throw new Error('lean-entry: docusaurus.config.mjs has no themeConfig.prism.');
  prism.theme = {plain: {}, styles: []};
  prism.darkTheme = {plain: {}, styles: []};
  return `${match[1]}${JSON.stringify(config)};\n`;
}

function trimTranslations(source, {absentStrings}) {
  const messages = JSON.parse(source);
  const kept = Object.fromEntries(
    Object.entries(messages).filter(([id]) => !absentStrings.some((prefix) => id.startsWith(prefix))),
  );
  return JSON.stringify(kept);
}

function trimGlobalData(source, {docsListUsed}) {
  const data = JSON.parse(source);
  if (docsListUsed) return source;
  const instances = Object.values(data['docusaurus-plugin-content-docs'] ?? {});
  if (instances.length === 0) throw new Error('lean-entry: globalData.json has no docs plugin data.');
  for (const {versions} of instances) for (const version of versions) version.docs = [];
  return JSON.stringify(data);
}

const TRIMMERS = {
  'registry.js': trimRegistry,
  'docusaurus.config.mjs': trimConfig,
  'codeTranslations.json': trimTranslations,
  'globalData.json': trimGlobalData,
};

module.exports = function trimGeneratedLoader(source) {
  const trim = TRIMMERS[path.basename(this.resourcePath)];
  if (!trim) throw new Error(`lean-entry: no trimming for ${this.resourcePath}.`);
  return trim(source, this.getOptions());
};

/** The file names this loader trims: ./index.ts applies it to exactly these. */
module.exports.TRIMMED_FILES = Object.keys(TRIMMERS);
module.exports.trimRegistry = trimRegistry;
module.exports.trimConfig = trimConfig;
module.exports.trimTranslations = trimTranslations;
module.exports.trimGlobalData = trimGlobalData;
module.exports.BUILD_ONLY_CONFIG_KEYS = BUILD_ONLY_CONFIG_KEYS;
