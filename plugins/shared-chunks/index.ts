import type {Plugin} from '@docusaurus/types';

/**
 * Our components and the typed facts they show (src/components, src/data, src/boards), but not offline mode:
 * it loads on demand in a chunk of its own ("offline"), and this group is downloaded by most docs pages.
 */
const SITE_COMPONENTS = /[\\/]src[\\/](components[\\/](?!OfflineMode[\\/])|data[\\/]|boards[\\/])/;
/**
 * The parts table (~40 KB) and its labels: part pages need them, other pages do not. (The drawings are
 * files the build makes, plugins/drawings: no drawing code is in any chunk.)
 */
const PARTS = /[\\/]src[\\/]data[\\/](parts|partLabels|formatSpec)\.ts$/;
/** The docs plugin's client code and the theme components every docs page renders. */
const DOCS_THEME =
  /[\\/]node_modules[\\/](@docusaurus[\\/](theme-classic|theme-common|plugin-content-docs)|clsx|copy-text-to-clipboard|parse-numeric-range)[\\/]/;

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
 * - Split that way, a docs page needed 20–23 files, many of 0.2–2 KB: each is a
 *   request and a `<script>` the bundler's runtime creates before hydration
 *   (54 requests on the Umweltsensor page). So three groups bring
 *   what most docs pages need in three files instead: `docs-theme` (the docs
 *   plugin's client code and the theme components every docs page renders),
 *   `site-components` (our components and the facts they show) and
 *   `parts` (the ~40 KB parts table, which only part pages need). A page may
 *   download a component it does not show; the file is cached for the next page.
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
              parts: {
                test: PARTS,
                chunks: 'async',
                minChunks: 2,
                priority: -5,
                name: 'parts',
                enforce: true,
              },
              siteComponents: {
                test: SITE_COMPONENTS,
                chunks: 'async',
                minChunks: 2,
                priority: -10,
                name: 'site-components',
                enforce: true,
              },
              docsTheme: {
                test: DOCS_THEME,
                chunks: 'async',
                minChunks: 2,
                priority: -10,
                name: 'docs-theme',
                enforce: true,
              },
            },
          },
        },
      };
    },
  };
}
