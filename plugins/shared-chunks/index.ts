import type {Plugin} from '@docusaurus/types';

/** Our components and the typed facts they show (src/components, src/data, src/boards). */
const SITE_COMPONENTS = /[\\/]src[\\/](components|data|boards)[\\/]/;
/** Build-step figures and kit contents (~6 KiB gzip): only the build guides and kit pages show them. */
const GUIDES = /[\\/]src[\\/](components[\\/](BuildStepFigure|KitContents)|data[\\/]buildSteps)[\\/.]/;
/**
 * The parts table (~40 KB) and the drawing library with the drawn parts and boards (~15 KiB gzip):
 * part, board and kit pages need them (a drawing names its part from the table), other pages do not.
 */
const PARTS =
  /[\\/]src[\\/](data[\\/](parts|partLabels|formatSpec)\.ts$|components[\\/](PartDrawing|BoardDrawing)[\\/]|data[\\/](partDrawings|boardDrawings)\.ts$)/;
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
 *   `parts` (the ~40 KB parts table and the drawings, which only part, board
 *   and kit pages need). A page may
 *   download a component it does not show; the file is cached for the next page.
 * - `guides` keeps the build-step figures and kit contents out of
 *   `site-components`, which every docs page loads. With the drawings and
 *   these inside, `site-components` was 42.6 instead of 23.0 KiB gzip, also
 *   on pages such as the Blockly and ESP-NOW pages that show no drawing.
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
              guides: {test: GUIDES, chunks: 'async', minChunks: 2, priority: -7, name: 'guides', enforce: true},
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
