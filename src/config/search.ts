/**
 * DocSearch settings come from the environment at build time, so a fork or a
 * preview build never needs our keys. The fallbacks below let a fresh checkout
 * build without any variables set.
 *
 *   ALGOLIA_APP_ID      Algolia application id        (fallback: "sensebox-local")
 *   ALGOLIA_API_KEY     public search-only API key    (fallback: "sensebox-local")
 *   ALGOLIA_INDEX_NAME  index name                    (fallback: "sensebox-related", as the spec names it)
 */
export type AlgoliaEnvironment = Partial<
  Record<'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME', string>
>;

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

export function algoliaSettings(env: AlgoliaEnvironment): AlgoliaSettings {
  return {
    appId: nonEmpty(env.ALGOLIA_APP_ID) ?? LOCAL_SEARCH_ID,
    apiKey: nonEmpty(env.ALGOLIA_API_KEY) ?? LOCAL_SEARCH_ID,
    indexName: nonEmpty(env.ALGOLIA_INDEX_NAME) ?? DEFAULT_INDEX_NAME,
    contextualSearch: true,
    searchPagePath: 'search',
  };
}
