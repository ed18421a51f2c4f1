import path from 'path';
import {saltPersistentCache} from '../persistentCache';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module: imports Prism and registers the extra languages on every page. */
const STARTUP_REGISTRATION = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const NOTHING_AT_STARTUP = path.resolve(__dirname, '../../src/prism/nothingAtStartup.ts');
const REGISTERED_ON_SERVER = path.resolve(__dirname, '../../src/prism/registeredOnServer.ts');
/** prism-react-renderer's bundle (ESM for the client, CJS where a bundle resolves `main`). */
const PRISM_REACT_RENDERER = /[\\/]prism-react-renderer[\\/]dist[\\/]index\.m?js$/;
const CORE_PRISM_ONLY_LOADER = path.resolve(__dirname, 'corePrismOnlyLoader.cjs');

/**
 * Prism (~120 KB of JavaScript then) sat in every page's entry chunk, because
 * theme-classic registers the extra languages (prism.additionalLanguages) in a
 * client module that runs at startup — even on pages without code. This plugin
 * swaps that client module for an empty one. Four pieces take over:
 * - src/prism/highlightingCodeBlock registers theme-classic's CodeBlock (with Prism's core);
 * - src/prism/grammar/<name> registers one grammar (after those it extends);
 *   the list is src/prism/grammars.ts;
 * - ./remarkCodeBlockImport makes every Markdown page with a code block import
 *   the CodeBlock and the grammars of the languages it fences, so they travel
 *   in chunks only those pages load, and a page of C++ does not run the
 *   Markdown or Python grammar (~35 ms less start-up at 4x CPU slowdown);
 * - our CodeBlock wrapper (src/theme/CodeBlock), which the theme's MDX components
 *   import on every page, is small and renders the registered block.
 * The server bundle registers the block and every grammar at startup instead
 * (src/prism/registeredOnServer), so no page's HTML ever waits for them. Both
 * render the same highlighted HTML, so it hydrates unchanged.
 * A loader (./corePrismOnlyLoader.cjs) also leaves prism-react-renderer's own
 * grammars and themes out of both bundles, so what a page with code loads is
 * Prism's core and the grammars it fences.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(config, isServer, {currentBundler}) {
      // A cache from before this replacement would keep the startup module.
      saltPersistentCache(config, 'prism-on-demand-5');
      return {
        module: {rules: [{test: PRISM_REACT_RENDERER, use: [{loader: CORE_PRISM_ONLY_LOADER}]}]},
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
