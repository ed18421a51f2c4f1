import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeCss} from './codePalette';

/** theme-classic's startup client module: imports Prism and registers prism.additionalLanguages on every page. */
const STARTUP_REGISTRATION = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const NOTHING_AT_STARTUP = path.resolve(__dirname, 'nothingAtStartup.ts');

/**
 * Code is highlighted at build time: ./remarkHighlightCode turns each code
 * block of a Markdown page into highlighted HTML (src/components/HighlightedCode),
 * so the browser runs no Prism at all. This plugin does the two things left:
 * - swaps theme-classic's startup module that would load Prism and its grammars
 *   on every page for an empty one (in both bundles: nothing renders with Prism);
 * - adds the token colours of both modes as one stylesheet, generated from
 *   ./codeThemes.ts (./codePalette.ts), so the themes stay the
 *   single source and the contrast tests keep testing what readers see.
 */
export default function codeHighlightPlugin(context: LoadContext): Plugin {
  const stylesheet = path.join(context.generatedFilesDir, 'code-highlight', 'code-colours.css');
  fs.mkdirSync(path.dirname(stylesheet), {recursive: true});
  fs.writeFileSync(stylesheet, codeThemeCss());
  return {
    name: 'code-highlight',
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(STARTUP_REGISTRATION, NOTHING_AT_STARTUP)],
      };
    },
  };
}
