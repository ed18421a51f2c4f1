import {algoliaSettings, DEFAULT_INDEX_NAME, LOCAL_SEARCH_ID} from '../../../src/config/search';

describe('algoliaSettings', () => {
  it('builds without any environment variable', () => {
    expect(algoliaSettings({})).toEqual({
      appId: LOCAL_SEARCH_ID,
      apiKey: LOCAL_SEARCH_ID,
      indexName: DEFAULT_INDEX_NAME,
      contextualSearch: true,
      searchPagePath: 'search',
    });
    expect(DEFAULT_INDEX_NAME).toBe('sensebox-related');
  });

  it('takes the hosted index from the environment and ignores blank values', () => {
    expect(algoliaSettings({ALGOLIA_APP_ID: ' APP ', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: '  '})).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
      indexName: DEFAULT_INDEX_NAME,
    });
  });
});
