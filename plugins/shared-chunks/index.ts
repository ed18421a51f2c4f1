import type {Plugin} from '@docusaurus/types';

/**
 * Our components and the typed facts they show (src/components, src/data), but not offline mode: it loads on
 * demand in a chunk of its own ("offline").
 */
const SITE_COMPONENTS = /[\\/]src[\\/](components[\\/](?!OfflineMode[\\/])|data[\\/])/;
/**
 * How many page chunks must use one of our modules before it joins `site-components`, which most docs pages
 * download: a component only a few pages show (a video, a library's version, a kit's contents) goes into a chunk of
 * those pages instead. Ten: the board tabs and everything most part pages show are above it.
 */
const SITE_COMPONENTS_MIN_PAGES = 10;
/** The docs plugin's client code, the theme components every docs page renders, and our board logic they use. */
const DOCS_THEME =
  /[\\/]node_modules[\\/](@docusaurus[\\/](theme-classic|theme-common|plugin-content-docs)|clsx|copy-text-to-clipboard|parse-numeric-range)[\\/]|[\\/]src[\\/]boards[\\/]/;

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
 *   (54 requests on the Umweltsensor page). So two groups bring
 *   what most docs pages need in two files instead: `docs-theme` (the docs
 *   plugin's client code and the theme components every docs page renders)
 *   and `site-components` (our components and the facts they show, those that
 *   many pages use). A page may download a component it does not show; the
 *   file is cached for the next page. The data tables and their facts (the
 *   parts table, the boards' hardware) are in none of them: the build writes
 *   their HTML, and their code loads on demand (src/components/BuildHtml).
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
              siteComponents: {
                test: SITE_COMPONENTS,
                chunks: 'async',
                minChunks: SITE_COMPONENTS_MIN_PAGES,
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
