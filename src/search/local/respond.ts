/**
 * Answers one Algolia search request from the local engine, in the shape the
 * DocSearch modal and the search page read (the fields their code uses):
 * hits with hierarchy, _highlightResult and _snippetResult, nbHits, page,
 * nbPages, the query echoed back, and facet counts for the search page.
 * Filters and defaults follow the index settings a DocSearch index has.
 */
import type {SearchRecord} from '../searchRecord';
import type {Engine, RankedRecord, SearchContext} from './engine';
import {highlight, snippet, type Tags} from './highlight';

export const MAX_QUERY_LENGTH = 64;

/** One search request with its parameters flattened (v5 and legacy shapes alike). */
export type SearchRequest = {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | string[];
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [other: string]: unknown;
};
export type FacetFilters = string | ReadonlyArray<string | readonly string[]>;

/** The settings a DocSearch index has (scripts/search-push.mjs sets them on the hosted one), used when a request does not say. */
export const INDEX_DEFAULTS = {
  hitsPerPage: 20,
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  snippetEllipsisText: '…',
} as const;

const FACETS = ['language', 'version', 'type', 'docusaurus_tag'] as const;
type Facet = (typeof FACETS)[number];
const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const MAX_HITS_PER_PAGE = 1000;

function facetValue(record: SearchRecord, facet: string): string | null {
  return (FACETS as readonly string[]).includes(facet) ? (record[facet as Facet] ?? null) : null;
}

/** One "attr:value" (or "-attr:value") filter. */
function matchesFilter(record: SearchRecord, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  if (colon < 0) return true;
  const matches = facetValue(record, body.slice(0, colon)) === body.slice(colon + 1);
  return negated ? !matches : matches;
}

/** Algolia's facetFilters: the outer list is AND, an inner list is OR. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (filters === undefined) return true;
  const groups = typeof filters === 'string' ? [filters] : filters;
  return groups.every((group) =>
    typeof group === 'string' ? matchesFilter(record, group) : group.some((filter) => matchesFilter(record, filter)),
  );
}

/** The best hit per URL (DocSearch indices are distinct by url). */
function distinctByUrl(ranked: readonly RankedRecord[]): RankedRecord[] {
  const seen = new Set<string>();
  return ranked.filter(({record}) => {
    if (seen.has(record.url)) return false;
    seen.add(record.url);
    return true;
  });
}

function retrieve(record: SearchRecord, attributes: readonly string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return {...record};
  const hit: Record<string, unknown> = {objectID: record.objectID};
  for (const attribute of attributes) {
    const [head, child] = attribute.split('.');
    if (head === 'hierarchy' && child) {
      const hierarchy = (hit.hierarchy ?? {}) as Record<string, unknown>;
      hierarchy[child] = record.hierarchy[child as keyof SearchRecord['hierarchy']] ?? null;
      hit.hierarchy = hierarchy;
    } else if (head && head in record) {
      hit[head] = record[head as keyof SearchRecord];
    }
  }
  return hit;
}

function snippetLengths(attributes: readonly string[]): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const entry of attributes) {
    const [attribute, length] = entry.split(':');
    if (attribute) lengths.set(attribute, Number(length) || 10);
  }
  return lengths;
}

function toHit(ranked: RankedRecord, request: SearchRequest, engine: Engine): Record<string, unknown> {
  const {record, terms} = ranked;
  const tags: Tags = {
    pre: request.highlightPreTag ?? INDEX_DEFAULTS.highlightPreTag,
    post: request.highlightPostTag ?? INDEX_DEFAULTS.highlightPostTag,
  };
  const ellipsis = request.snippetEllipsisText ?? INDEX_DEFAULTS.snippetEllipsisText;
  const language = engine.language;

  // Only levels that exist: the search page turns every key into a breadcrumb.
  const hierarchyHighlight: Record<string, unknown> = {};
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    // The group title (lvl0) is shown as plain text by DocSearch: never tag it.
    hierarchyHighlight[level] = highlight(text, level === 'lvl0' ? new Set() : terms, language, tags);
  }
  const highlightResult: Record<string, unknown> = {hierarchy: hierarchyHighlight};
  if (record.content !== null) highlightResult.content = highlight(record.content, terms, language, tags);

  const snippetResult: Record<string, unknown> = {};
  const lengths = snippetLengths(request.attributesToSnippet ?? INDEX_DEFAULTS.attributesToSnippet);
  for (const [attribute, length] of lengths) {
    const [head, child] = attribute.split('.');
    const text =
      head === 'hierarchy' && child
        ? record.hierarchy[child as keyof SearchRecord['hierarchy']]
        : head === 'content'
          ? record.content
          : null;
    if (text === null || text === undefined) continue;
    const value = snippet(text, terms, language, tags, length, ellipsis);
    if (head === 'hierarchy' && child) {
      const hierarchy = (snippetResult.hierarchy ?? {}) as Record<string, unknown>;
      hierarchy[child] = value;
      snippetResult.hierarchy = hierarchy;
    } else {
      snippetResult[attribute] = value;
    }
  }
  return {
    ...retrieve(record, request.attributesToRetrieve),
    _highlightResult: highlightResult,
    _snippetResult: snippetResult,
  };
}

function facetCounts(ranked: readonly RankedRecord[], facets: string | string[] | undefined) {
  const names = facets === undefined ? [] : typeof facets === 'string' ? [facets] : facets;
  const wanted = names.includes('*')
    ? [...FACETS]
    : names.filter((name) => (FACETS as readonly string[]).includes(name));
  if (wanted.length === 0) return undefined;
  const counts: Record<string, Record<string, number>> = {};
  for (const facet of wanted) {
    const values: Record<string, number> = {};
    for (const {record} of ranked) {
      const value = facetValue(record, facet);
      if (value !== null) values[value] = (values[value] ?? 0) + 1;
    }
    counts[facet] = values;
  }
  return counts;
}

/** `context`: what the reader chose besides the query (their board), which no Algolia request carries. */
export function respond(engine: Engine, request: SearchRequest, context: SearchContext = {}) {
  const started = Date.now();
  const query = request.query ?? '';
  // Only the first 64 characters are searched, as the modal's input allows (MAX_QUERY_LENGTH).
  const searched = query.slice(0, MAX_QUERY_LENGTH);
  const hitsPerPage = Math.min(
    Math.max(0, Math.floor(request.hitsPerPage ?? INDEX_DEFAULTS.hitsPerPage)),
    MAX_HITS_PER_PAGE,
  );
  const page = Math.max(0, Math.floor(request.page ?? 0));
  const matching = distinctByUrl(
    engine.search(searched, context).filter(({record}) => matchesFacetFilters(record, request.facetFilters)),
  );
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(matching.length / hitsPerPage);
  const hits = matching
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map((ranked) => toHit(ranked, request, engine));
  const facets = facetCounts(matching, request.facets);
  return {
    hits,
    nbHits: matching.length,
    page,
    nbPages,
    hitsPerPage,
    exhaustiveNbHits: true,
    // Echoed exactly: the search page drops answers whose query differs from what it asked.
    query,
    params: '',
    index: request.indexName,
    processingTimeMS: Date.now() - started,
    ...(facets ? {facets} : {}),
  };
}

export type SearchResponse = ReturnType<typeof respond>;
