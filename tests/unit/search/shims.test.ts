/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import {forSearchPage} from '../../../src/search/shims/searchPageClient';
import {missingResultsUrl} from '../../../src/search/shims/missingResultsUrl';
import {algoliaSettings, DEFAULT_INDEX_NAME, isLocalSearch, SEARCH_TIMEOUTS} from '../../../src/config/search';
import {setTestLocale} from '../stubs/codeTranslations';

describe('search page client wrapper', () => {
  it('cuts queries to 64 characters and echoes the query the page asked', async () => {
    const search = jest.fn(async ({requests}: {requests: Array<{query: string}>}) => ({
      results: requests.map((request) => ({query: request.query, hits: []})),
    }));
    const client = forSearchPage({search: search as (input: unknown) => Promise<{results: unknown[]}>});
    const long = 'a'.repeat(70);
    const {results} = await client.search([{indexName: 'i', params: {query: long}}]);
    expect(search.mock.calls[0]![0].requests[0]!.query).toHaveLength(64);
    expect(results[0]).toMatchObject({query: long});
  });

  it('answers "no results" with a warning when the service fails, instead of an uncaught error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const client = forSearchPage({search: (_input: unknown) => Promise.reject(new Error('Unreachable hosts'))});
    const {results} = await client.search([{indexName: 'i', params: {query: 'led', page: 0, hitsPerPage: 15}}]);
    expect(results[0]).toMatchObject({hits: [], nbHits: 0, query: 'led', page: 0});
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('"Let us know." link', () => {
  it('opens a new issue on the source repository with the query, in the reader language', () => {
    setTestLocale('de');
    const url = new URL(missingResultsUrl({query: 'Lötkolben'}));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/sensebox/docs/issues/new');
    expect(url.searchParams.get('title')).toBe('Suche: keine Ergebnisse für "Lötkolben"');
    setTestLocale('en');
    expect(new URL(missingResultsUrl({query: 'x'})).searchParams.get('title')).toBe('Search: no results for "x"');
  });
});

describe('search mode from the environment', () => {
  it('searches locally without keys, hosted with both, and refuses half a configuration', () => {
    expect(isLocalSearch(algoliaSettings({}).appId)).toBe(true);
    const hosted = algoliaSettings({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key'});
    expect(hosted).toMatchObject({
      appId: 'APP',
      apiKey: 'key',
      indexName: DEFAULT_INDEX_NAME,
      contextualSearch: true,
      searchPagePath: 'search',
    });
    expect(isLocalSearch(hosted.appId)).toBe(false);
    expect(() => algoliaSettings({ALGOLIA_APP_ID: 'APP'})).toThrow(/ALGOLIA_API_KEY/);
  });

  it('uses our timeouts, and DocSearch bundles a client with the same ones and a 2-minute host retry', () => {
    expect(SEARCH_TIMEOUTS).toEqual({connect: 1000, read: 2000, write: 30000});
    const bundle = fs.readFileSync(path.resolve('node_modules/@docsearch/react/dist/esm/index.js'), 'utf8');
    expect(bundle).toContain('timeouts:{connect:1e3,read:2e3,write:3e4}');
    expect(bundle).toMatch(/12e4|2\*60\*1e3/);
  });
});

describe('Algolia preconnect only in the hosted mode (plugins/search/localPreconnectLoader.cjs)', () => {
  const preconnect = require('../../../plugins/search/localPreconnectLoader.cjs');
  const searchBar = fs.readFileSync(
    path.resolve('node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/index.js'),
    'utf8',
  );

  it('finds the theme’s preconnect exactly once and makes it depend on the app id', () => {
    const patched: string = preconnect.keepPreconnectHosted(searchBar, 'sensebox-local');
    expect(patched).not.toContain(preconnect.ORIGINAL);
    expect(patched).toContain('{props.appId !== "sensebox-local" && (');
    expect(patched.match(/rel="preconnect"/g)).toHaveLength(1);
  });

  it('fails loudly when the theme changed', () => {
    expect(() => preconnect.keepPreconnectHosted('nothing to patch', 'sensebox-local')).toThrow(/exactly once/);
  });
});
