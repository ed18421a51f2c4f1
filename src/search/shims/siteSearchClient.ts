/**
 * The one local search client of this page's locale, shared by the modal and
 * the search page (so the index is fetched once per visit). Locale and base URL
 * come from the build's own generated modules: `/search-index.json` on the
 * German site, `/en/search-index.json` on the English one. The reader's board
 * is the one the board selector stored.
 */
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {readStoredBoard} from '../../boards/boardStorage';
import {createLocalSearchClient, INDEX_FILE, type LocalSearchClient} from '../local/client';

let client: LocalSearchClient | null = null;

export function siteSearchClient(): LocalSearchClient {
  client ??= createLocalSearchClient({
    indexUrl: `${siteConfig.baseUrl}${INDEX_FILE}`,
    language: i18n.currentLocale === 'en' ? 'en' : 'de',
    board: readStoredBoard,
  });
  return client;
}
