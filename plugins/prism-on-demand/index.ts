import path from 'path';
import {saltPersistentCache} from '../persistentCache';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module: imports Prism and registers the extra languages on every page. */
const STARTUP_REGISTRATION = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const NOTHING_AT_STARTUP = path.resolve(__dirname, '../../src/prism/nothingAtStartup.ts');
const REGISTERED_ON_SERVER = path.resolve(__dirname, '../../src/prism/registeredOnServer.ts');

/**
 * Prism (~120 KB of JavaScript) sat in every page's entry chunk, because
 * theme-classic registers the extra languages (prism.additionalLanguages) in a
 * client module that runs at startup — even on pages without code. This plugin
 * swaps that client module for an empty one. Three pieces take over:
 * - src/prism/highlightingCodeBlock registers the languages and theme-classic's
 *   CodeBlock;
 * - ./remarkCodeBlockImport makes every Markdown page with a code block import
 *   that module, so it travels in a chunk only those pages load;
 * - our CodeBlock wrapper (src/theme/CodeBlock), which the theme's MDX components
 *   import on every page, is small and renders the registered block.
 * The server bundle registers the block at startup instead (src/prism/registeredOnServer),
 * so no page's HTML ever waits for it. Both render the same highlighted HTML,
 * so it hydrates unchanged.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(config, isServer, {currentBundler}) {
      // A cache from before this replacement would keep the startup module.
      saltPersistentCache(config, 'prism-on-demand-3');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            STARTUP_REGISTRATION,
            isServer ? REGISTERED_ON_SERVER : NOTHING_AT_STARTUP,
          ),
        ],
      };
    },
  };
}
