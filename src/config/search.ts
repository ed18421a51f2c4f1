/**
 * Which search the site uses, decided at build time from the environment:
 *
 *   ALGOLIA_APP_ID      Algolia application id            } both set: hosted Algolia DocSearch
 *   ALGOLIA_API_KEY     public, search-only API key       }
 *   ALGOLIA_INDEX_NAME  index name (default "sensebox-related", the senseBox index name)
 *
 * With neither set, the site searches its own index in the browser (a fresh
 * checkout, a fork or a preview build has no keys). The same DocSearch modal and
 * search page are used either way; the local mode is recognised by its app id.
 * The admin key (ALGOLIA_ADMIN_KEY) is only ever read by `npm run search:push`;
 * it must never reach the site, so it is not read here.
 */
export type SearchEnvironment = Partial<Record<'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME', string>>;

/** App id and key of the local mode (not an Algolia application). */
export const LOCAL_SEARCH_ID = 'sensebox-local';
export const DEFAULT_INDEX_NAME = 'sensebox-related';

export type AlgoliaSettings = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: true;
  searchPagePath: 'search';
};

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function isLocalSearch(appId: string | undefined): boolean {
  return appId === LOCAL_SEARCH_ID;
}

export function algoliaSettings(env: SearchEnvironment): AlgoliaSettings {
  const appId = nonEmpty(env.ALGOLIA_APP_ID);
  const apiKey = nonEmpty(env.ALGOLIA_API_KEY);
  if ((appId === undefined) !== (apiKey === undefined)) {
    // Half a configuration would silently ship the local search to production.
    throw new Error(
      `Hosted search needs both ALGOLIA_APP_ID and ALGOLIA_API_KEY; only ${appId ? 'ALGOLIA_APP_ID' : 'ALGOLIA_API_KEY'} is set.`,
    );
  }
  return {
    appId: appId ?? LOCAL_SEARCH_ID,
    apiKey: apiKey ?? LOCAL_SEARCH_ID,
    indexName: nonEmpty(env.ALGOLIA_INDEX_NAME) ?? DEFAULT_INDEX_NAME,
    contextualSearch: true,
    searchPagePath: 'search',
  };
}

/** Client timeouts (ms): a search answers within seconds or shows its error screen; a failed host is skipped for 2 minutes by the client itself. */
export const SEARCH_TIMEOUTS = {connect: 1000, read: 2000, write: 30000} as const;
