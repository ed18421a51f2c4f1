/**
 * The two request shapes our search clients receive, made one: DocSearch sends
 * `{requests: [{indexName, query, ...params}]}`; the search page's helper sends
 * the legacy `[{indexName, params}]`, whose params may also be a query string.
 */
import type {SearchRequest} from './respond';

type Incoming = {indexName?: string; params?: unknown; [key: string]: unknown};

function parseValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** A v4 params string such as "query=led&hitsPerPage=15&facetFilters=%5B...%5D". */
export function parseParamsString(params: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    parsed[key] = key === 'query' ? value : parseValue(value);
  }
  return parsed;
}

function flatten({params, ...rest}: Incoming): SearchRequest {
  const fromParams =
    typeof params === 'string' ? parseParamsString(params) : ((params as Record<string, unknown>) ?? {});
  const merged = {...rest, ...fromParams};
  return {...merged, indexName: String(merged.indexName ?? ''), query: String(merged.query ?? '')} as SearchRequest;
}

export function normalizeRequests(input: unknown): SearchRequest[] {
  const list = Array.isArray(input) ? input : (input as {requests?: unknown} | null)?.requests;
  if (!Array.isArray(list)) throw new TypeError('A search needs a list of requests.');
  return list.map((request) => flatten(request as Incoming));
}
