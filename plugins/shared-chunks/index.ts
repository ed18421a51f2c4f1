import type {Plugin} from '@docusaurus/types';

/** The Prism grammar modules (src/prism/grammar) and the prismjs files they run. */
const PRISM_GRAMMARS = /[\\/](prismjs[\\/]components|src[\\/]prism[\\/]grammar)[\\/]/;

/**
 * Docusaurus turns off the bundler's default split-chunks group and only pulls
 * a module out of the page chunks when at least half of all routes use it. Our
 * components and their data (PartSpecs, PartConnection, the parts table, the
 * port diagrams …) are used by 30–40 pages, so every one of those page chunks
 * carried its own copy: ~40–90 KB of the same code per page, downloaded again
 * on every navigation and in every prefetch of a sidebar link.
 * - `shared` restores the default: a module that two or more page chunks need
 *   goes into a shared chunk (split by which pages need it), which the browser
 *   downloads once and caches.
 * - `prismGrammars` keeps every grammar in one file. Each page with code
 *   imports the grammars it fences, so split by page they made a dozen small
 *   chunk combinations, and with them the bundler stopped extracting other
 *   shared modules (theme-classic's Tabs went back into 30 page chunks). In one
 *   file (~27 KB, cached after the first page with code) a page downloads all
 *   grammars but runs only its own: a module runs when required, not when loaded.
 */
export default function sharedChunksPlugin(): Plugin {
  return {
    name: 'shared-chunks',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              shared: {minChunks: 2, minSize: 5000, chunks: 'async', priority: -20, reuseExistingChunk: true},
              prismGrammars: {test: PRISM_GRAMMARS, chunks: 'async', enforce: true, priority: -10, name: 'prism-grammars'},
            },
          },
        },
      };
    },
  };
}
