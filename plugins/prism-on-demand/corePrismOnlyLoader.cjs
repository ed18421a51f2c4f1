/**
 * Webpack loader for prism-react-renderer 2.4.1 (dist/index.mjs and dist/index.js), the module
 * behind theme-classic's code blocks. Besides Prism's core it carries
 * 16 grammars for languages this site never shows (Swift, Kotlin, Rust, Go, JSX …)
 * and 20 colour themes, all evaluated on every page with code: ~100 KB of
 * JavaScript and ~120 ms of start-up on a tablet (4x CPU slowdown), in one
 * long task. This loader cuts both sections out:
 * - the grammars: the site registers exactly the languages it shows, from the
 *   prismjs package (src/prism/grammars.ts), each page the ones it fences;
 * - the themes: the site's two themes travel in its config; the package's
 *   `themes` export is left empty in the bundles (docusaurus.config.ts imports
 *   the package in Node, where nothing is cut).
 * Server and client bundles get the same cut, so both render the same tokens.
 * It fails the build when the cut text is not exactly the known 2.4.1 text.
 */
const crypto = require('crypto');
const {replaceExactly} = require('../replaceExactly.cjs');

const GRAMMARS_START = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
const THEMES_START = '// src/themes/index.ts\n';
const THEMES_END = '// src/index.ts\n';
/** sha256 of the grammars and themes sections of prism-react-renderer 2.4.1. */
const KNOWN_CUT_SHA256 = '5cd246aca1f83d598d2f906bda5c4ffaa785b940c2a82bb2b0fa0493c85eaff3';
const IN_PLACE_OF_THE_CUT = '\n// Grammars: src/prism/grammars.ts. Themes: the site config (plugins/prism-on-demand).\nvar themes_exports = {};\n\n';

const changed = (what) => `corePrismOnlyLoader: ${what}. prism-react-renderer changed: check what the cut would drop (plugins/prism-on-demand).`;

function cutGrammarsAndThemes(source) {
  const grammars = source.indexOf(GRAMMARS_START);
  const themes = source.indexOf(THEMES_START);
  const end = themes === -1 ? -1 : source.indexOf(THEMES_END, themes);
  if (grammars === -1 || end === -1 || themes < grammars) throw new Error(changed('the section markers were not found'));
  // The text from the first marker to the end of the themes must be exactly the known one.
  const section = source.slice(grammars + GRAMMARS_START.length, end);
  const hash = crypto.createHash('sha256').update(section).digest('hex');
  if (hash !== KNOWN_CUT_SHA256) throw new Error(changed(`the grammars and themes differ from 2.4.1 (sha256 ${hash})`));
  return replaceExactly(source, GRAMMARS_START + section, GRAMMARS_START + IN_PLACE_OF_THE_CUT, 1, (count) => changed(`the section is there ${count} times`));
}

module.exports = function corePrismOnlyLoader(source) {
  return cutGrammarsAndThemes(source);
};
module.exports.cutGrammarsAndThemes = cutGrammarsAndThemes;
