import type {Plugin} from '@docusaurus/types';

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
            },
          },
        },
      };
    },
  };
}
