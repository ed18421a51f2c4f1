/**
 * The search page's client, whichever mode: queries cut to 64 characters (as
 * in the modal, whose input already stops there) with the answer echoing
 * the query the page asked (it drops any other), and a failed search answered
 * with "no results" and a console warning, because the theme's page listens for
 * no errors and would otherwise throw an uncaught one.
 */
import {MAX_QUERY_LENGTH} from '../local/respond';
import {normalizeRequests} from '../local/requests';

type Searchable = {search(requests: unknown): Promise<{results: unknown[]}>};

/** An answer with no hits to one request, shaped as Algolia answers. */
export function emptyResult(request: {indexName: string; query?: string; hitsPerPage?: number; page?: number}) {
  return {
    hits: [],
    nbHits: 0,
    nbPages: 0,
    page: request.page ?? 0,
    hitsPerPage: request.hitsPerPage ?? 0,
    query: request.query ?? '',
    index: request.indexName,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    params: '',
    facets: {},
  };
}

export function forSearchPage<T extends Searchable>(client: T): T {
  const search = client.search.bind(client);
  const wrapped = async (input: unknown) => {
    const requests = normalizeRequests(input);
    const limited = requests.map((request) => ({...request, query: (request.query ?? '').slice(0, MAX_QUERY_LENGTH)}));
    try {
      const {results} = await search({requests: limited});
      return {results: results.map((result, index) => ({...(result as object), query: requests[index]!.query}))};
    } catch (error) {
      console.warn('Search unavailable:', error instanceof Error ? error.message : error);
      return {results: requests.map(emptyResult)};
    }
  };
  return Object.assign(Object.create(client) as T, {search: wrapped});
}
