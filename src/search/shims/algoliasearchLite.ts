/**
 * Stands in for `algoliasearch/lite` (webpack alias, plugins/search). Only the
 * theme's search page imports it; it calls `liteClient(appId, apiKey)` with no
 * options and listens for no errors. Here
 *  - the local mode gets the local client,
 *  - the hosted client gets our timeouts (SEARCH_TIMEOUTS) explicitly,
 *  - queries are cut to 64 characters (as in the modal, whose input
 *    already stops there) while the answer echoes the query the page asked,
 *  - a failed search answers "no results" with a console warning instead of
 *    an uncaught error that would stop the page.
 */
import {liteClient as algoliaLiteClient} from 'algoliasearch/dist/lite/builds/browser';
import {isLocalSearch, SEARCH_TIMEOUTS} from '../../config/search';
import {forSearchPage} from './searchPageClient';
import {siteSearchClient} from './siteSearchClient';

export * from 'algoliasearch/dist/lite/builds/browser';

export function liteClient(appId: string, apiKey: string, options?: Parameters<typeof algoliaLiteClient>[2]) {
  if (isLocalSearch(appId)) return forSearchPage(siteSearchClient()) as unknown as ReturnType<typeof algoliaLiteClient>;
  return forSearchPage(algoliaLiteClient(appId, apiKey, {timeouts: SEARCH_TIMEOUTS, ...options}));
}
