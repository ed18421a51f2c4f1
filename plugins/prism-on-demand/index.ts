import path from 'path';
import {saltPersistentCache} from '../persistentCache';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module: imports Prism and registers the extra languages on every page. */
const STARTUP_REGISTRATION = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
const NOTHING_AT_STARTUP = path.resolve(__dirname, '../../src/prism/nothingAtStartup.ts');

/**
 * Prism (~100 KB of JavaScript) sat in every page's entry chunk, because
 * theme-classic registers the extra languages (prism.additionalLanguages) in a
 * client module that runs at startup — even on pages without code. This plugin
 * swaps that client module for an empty one; our CodeBlock wrapper
 * (src/theme/CodeBlock) registers the languages instead, so Prism now loads
 * with the first page that shows code. Server and client do the same, so the
 * highlighted HTML hydrates unchanged.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(config, _isServer, {currentBundler}) {
      // A cache from before this replacement would keep the startup module.
      saltPersistentCache(config, 'prism-on-demand-1');
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(STARTUP_REGISTRATION, NOTHING_AT_STARTUP)],
      };
    },
  };
}
