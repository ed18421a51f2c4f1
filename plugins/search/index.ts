import fs from 'fs';
import path from 'path';
import {patchOn} from '../patchSwitch';
import {writesBuildFiles} from '../postBuildOrder';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {compactRecords} from '../../src/search/compactIndex';
import {INDEX_FILE} from '../../src/search/local/client';
import {LOCAL_SEARCH_ID} from '../../src/config/search';
import type {SearchRecord} from '../../src/search/searchRecord';
import {TOP_LEVEL_CATEGORIES} from '../../sidebars/index';
import {SEARCH_CONCEPTS} from '../../src/data/searchConcepts';
import {sidebarPages, withKits} from './pageKits';
import {buildRecords} from './records';

/** Under .docusaurus/: the records of each locale as the hosted index gets them. */
export const RECORDS_DIR = 'search-records';

/**
 * Routes that are not for readers' searches: the 404 page, the search page itself, and the authors'
 * guide (how to write a page; it is left out of the sitemap too, and was the third-largest page of the index).
 */
const SKIPPED = /^(404\.html|search\/index\.html|markdown-page\/index\.html)$/;

const SHIMS = path.resolve(__dirname, '../../src/search/shims');
const LOCAL_PRECONNECT_LOADER = path.resolve(__dirname, 'localPreconnectLoader.cjs');
const SEARCH_PAGE_MAIN_LOADER = path.resolve(__dirname, 'searchPageMainLoader.cjs');
/** The theme's navbar search, whose Algolia preconnect the local mode drops. */
const THEME_SEARCH_BAR = /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/;
/** The theme's search page, whose results get a main landmark. */
const THEME_SEARCH_PAGE = /[\\/]@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]index\.js$/;
/**
 * Search, both modes (ARCHITECTURE.md "Search"):
 *  - after each locale's build, turns every emitted HTML page into DocSearch
 *    records (./records.ts), with the kits whose sidebar lists the page
 *    (./pageKits.ts), and writes them, compacted and with the locale's concept
 *    table (src/data/searchConcepts.ts), to
 *    build[/en]/search-index.json (the local search downloads it on first use),
 *    and in full to .docusaurus/search-records/<locale>.json (what
 *    `npm run search:push` sends to a hosted index);
 *  - points the theme's imports of the DocSearch modal and of Algolia's lite
 *    client at our shims (src/search/shims), which answer from that index when
 *    no hosted search is configured, and its import of DocSearch's navbar
 *    button at our own small button (the modal stays out of the entry chunk);
 *  - gives the theme's search page a main landmark;
 *  - keeps the theme's Algolia preconnect out of the local mode.
 * The aliases are the same in every build, so the persistent webpack cache
 * (whose key ignores plugin aliases) is never stale between the two modes.
 */
export default function searchPlugin(context: LoadContext): Plugin {
  return {
    name: 'search',
    configureWebpack() {
      // Each patch can be switched off for an A/B measurement (plugins/patchSwitch.ts); all are on by default.
      return {
        resolve: {
          alias: {
            '@docsearch/react/modal$': path.join(SHIMS, 'docsearchModal.tsx'),
            '@docsearch/react$': path.join(SHIMS, 'searchButton.tsx'),
            'algoliasearch/lite$': path.join(SHIMS, 'algoliasearchLite.ts'),
          },
        },
        module: {
          rules: [
            // 'pre': the loader reads the theme's JSX source, before it is compiled.
            ...(patchOn('localPreconnect')
              ? [
                  {
                    test: THEME_SEARCH_BAR,
                    enforce: 'pre' as const,
                    use: [{loader: LOCAL_PRECONNECT_LOADER, options: {localAppId: LOCAL_SEARCH_ID}}],
                  },
                ]
              : []),
            ...(patchOn('searchPageMain')
              ? [{test: THEME_SEARCH_PAGE, enforce: 'pre' as const, use: [{loader: SEARCH_PAGE_MAIN_LOADER}]}]
              : []),
          ],
        },
      };
    },
    // Registered with postBuildOrder: the offline plugin precaches search-index.json.
    postBuild: ({outDir, routesPaths}) =>
      writesBuildFiles(outDir, () =>
        writeSearchIndex({
          outDir,
          routes: routesPaths,
          siteUrl: context.siteConfig.url,
          baseUrl: context.baseUrl,
          locale: context.i18n.currentLocale,
          recordsDir: path.join(context.generatedFilesDir, RECORDS_DIR),
        }),
      ),
  };
}

/** What writing one locale's index needs: its build folder and routes, the site's address, where the full records go. */
export type IndexTarget = {
  outDir: string;
  routes: readonly string[];
  siteUrl: string;
  baseUrl: string;
  locale: string;
  /** Where the full records for `npm run search:push` go (under .docusaurus/), or null for none. */
  recordsDir: string | null;
};

/**
 * Turns a locale's built HTML into its search index (and the full records). A function of its own so
 * that scripts/search-index.mjs can write the index again from an existing build, after a change to
 * the records, the packing or the concept table, without building the site.
 */
export async function writeSearchIndex({outDir, routes, siteUrl, baseUrl, locale, recordsDir}: IndexTarget) {
  const records: SearchRecord[] = [];
  for (const route of [...new Set(routes)].sort()) {
    if (!route.startsWith(baseUrl)) continue;
    const relative = route.slice(baseUrl.length);
    const file = relative.endsWith('.html') ? relative : path.posix.join(relative, 'index.html');
    if (SKIPPED.test(file)) continue;
    const full = path.join(outDir, file);
    if (!fs.existsSync(full)) continue;
    const url = new URL(route, siteUrl).href;
    records.push(...buildRecords(await fs.promises.readFile(full, 'utf8'), url));
  }
  // The kits of each page, for the reader's board (the same sidebar in every locale).
  const withBoards = withKits(records, sidebarPages(TOP_LEVEL_CATEGORIES), `${baseUrl}docs/`);
  const language = locale === 'en' ? 'en' : 'de';
  const concepts = SEARCH_CONCEPTS.map((concept) =>
    concept.symptom ? {...concept[language], symptom: true} : concept[language],
  );
  const index = compactRecords(withBoards, siteUrl, locale, concepts);
  await fs.promises.writeFile(path.join(outDir, INDEX_FILE), JSON.stringify(index));
  if (!recordsDir) return;
  // The full records, for `npm run search:push`; kept out of the deployed folder.
  await fs.promises.mkdir(recordsDir, {recursive: true});
  await fs.promises.writeFile(path.join(recordsDir, `${locale}.json`), JSON.stringify(withBoards));
}
