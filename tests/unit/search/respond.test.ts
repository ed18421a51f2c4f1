/** @jest-environment node */
import {createEngine} from '../../../src/search/local/engine';
import {matchesFacetFilters, respond} from '../../../src/search/local/respond';
import {normalizeRequests, parseParamsString} from '../../../src/search/local/requests';
import {germanRecords} from './fixtures';

const engine = createEngine(germanRecords(), 'de');
const MODAL_REQUEST = {
  indexName: 'sensebox-related',
  query: 'Sensor',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:5'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  facetFilters: ['language:de', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

describe('Algolia-shaped answers from the local engine', () => {
  it('gives the modal what it reads: hits with hierarchy, url, highlight and snippet, and nbHits', () => {
    const result = respond(engine, MODAL_REQUEST);
    expect(result.nbHits).toBeGreaterThan(0);
    expect(result.query).toBe('Sensor');
    const hit = result.hits[0] as Record<string, any>;
    expect(Object.keys(hit).sort()).toEqual([
      '_highlightResult',
      '_snippetResult',
      'content',
      'hierarchy',
      'objectID',
      'type',
      'url',
    ]);
    expect(hit.url).toMatch(/^https:\/\/docs\.sensebox\.de\//);
    expect(JSON.stringify(hit._highlightResult)).toContain('<mark>');
    expect(hit._highlightResult.hierarchy.lvl0.value).not.toContain('<mark>');
  });

  it('gives each URL once (distinct), the best record first', () => {
    const urls = respond(engine, {...MODAL_REQUEST, hitsPerPage: 100}).hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('applies facet filters: AND of OR groups, with negation', () => {
    const [record] = germanRecords();
    expect(
      matchesFacetFilters(record!, ['language:de', ['docusaurus_tag:x', 'docusaurus_tag:docs-default-current']]),
    ).toBe(true);
    expect(matchesFacetFilters(record!, ['language:en'])).toBe(false);
    expect(matchesFacetFilters(record!, ['-language:de'])).toBe(false);
    expect(respond(engine, {...MODAL_REQUEST, facetFilters: ['language:en']}).nbHits).toBe(0);
  });

  it('pages results and counts pages, as the search page needs for infinite scroll', () => {
    const all = respond(engine, {indexName: 'i', query: '', hitsPerPage: 1000}).nbHits;
    const second = respond(engine, {indexName: 'i', query: '', hitsPerPage: 3, page: 1});
    expect(second.page).toBe(1);
    expect(second.hits).toHaveLength(3);
    expect(second.nbPages).toBe(Math.ceil(all / 3));
  });

  it('uses the index settings when the search page asks without tags or snippets', () => {
    const hit = respond(engine, {indexName: 'i', query: 'Kabel'}).hits[0] as Record<string, any>;
    expect(hit._highlightResult.content.value).toContain('<span class="algolia-docsearch-suggestion--highlight">');
    expect(hit._snippetResult.content.value).toBeDefined();
    // Only levels that exist: the search page turns each into a breadcrumb.
    expect(Object.values(hit._highlightResult.hierarchy).every((level) => level !== null)).toBe(true);
  });

  it('counts facets for the search page', () => {
    const result = respond(engine, {
      indexName: 'i',
      query: 'Sensor',
      facets: ['language', 'docusaurus_tag'],
      hitsPerPage: 0,
    });
    expect(result.hits).toEqual([]);
    expect(result.facets).toEqual({
      language: {de: result.nbHits},
      docusaurus_tag: {'docs-default-current': result.nbHits},
    });
  });

  it('searches the first 64 characters and echoes the whole query', () => {
    const long = `Kabel ${'x'.repeat(100)}`;
    const result = respond(engine, {indexName: 'i', query: long});
    expect(result.query).toBe(long);
    expect(result.nbHits).toBe(respond(engine, {indexName: 'i', query: long.slice(0, 64)}).nbHits);
  });
});

describe('request shapes', () => {
  it('reads DocSearch requests, legacy helper requests and v4 params strings alike', () => {
    expect(normalizeRequests({requests: [{indexName: 'a', query: 'x', hitsPerPage: 5}]})).toEqual([
      {indexName: 'a', query: 'x', hitsPerPage: 5},
    ]);
    expect(normalizeRequests([{indexName: 'a', params: {query: 'y', page: 2}}])).toEqual([
      {indexName: 'a', query: 'y', page: 2},
    ]);
    expect(parseParamsString('query=123&hitsPerPage=15&facetFilters=%5B%22language%3Ade%22%5D')).toEqual({
      query: '123',
      hitsPerPage: 15,
      facetFilters: ['language:de'],
    });
    expect(() => normalizeRequests({})).toThrow(TypeError);
  });
});
