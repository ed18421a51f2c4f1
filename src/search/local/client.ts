/**
 * A search client with the interface DocSearch and the search page expect from
 * Algolia's lite client (`search`, `addAlgoliaAgent`, `clearCache`), answered in
 * the browser from this locale's index file. Nothing is fetched until the first
 * search (or `preload`, called when the modal opens); the engine and MiniSearch
 * come in their own chunk at the same moment.
 */
import type {CompactIndex} from '../compactIndex';
import type {SearchLanguage} from '../text';
import type {Engine} from './engine';
import {normalizeRequests} from './requests';
import type {SearchResponse} from './respond';

export const INDEX_FILE = 'search-index.json';
/** User Timing entries (bench/search.mjs reads them): loading the index, answering one search. */
export const TIMING = {load: 'sensebox-search:load-index', search: 'sensebox-search:query'} as const;

function measure(name: string, start: number): void {
  if (typeof performance !== 'undefined' && typeof performance.measure === 'function') {
    performance.measure(name, {start, end: performance.now()});
  }
}

export type LocalSearchClient = {
  search(requests: unknown): Promise<{results: SearchResponse[]}>;
  addAlgoliaAgent(segment?: string, version?: string): void;
  clearCache(): Promise<void>;
  preload(): Promise<void>;
};

type Options = {
  indexUrl: string;
  language: SearchLanguage;
  fetchIndex?: (url: string) => Promise<CompactIndex>;
  /** The kit the reader chose in the board selector, read at each search (its pages rank first). */
  board?: () => string | null;
};

/** Named like Algolia's error for unreachable hosts, so both modes fail the same way. */
export class IndexUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    super(`The search index ${url} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RetryError';
  }
}

async function fetchJson(url: string): Promise<CompactIndex> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as CompactIndex;
}

export function createLocalSearchClient({
  indexUrl,
  language,
  fetchIndex = fetchJson,
  board = () => null,
}: Options): LocalSearchClient {
  let engine: Promise<Engine> | null = null;

  const loadEngine = (): Promise<Engine> => {
    const started = performance.now();
    engine ??= Promise.all([fetchIndex(indexUrl), import('./engine'), import('../compactIndex')])
      .then(([index, {createEngine}, {expandIndex}]) => {
        const loaded = createEngine(expandIndex(index), language, {concepts: index.concepts});
        measure(TIMING.load, started);
        return loaded;
      })
      .catch((error: unknown) => {
        // Try again on the next search: the network may be back.
        engine = null;
        throw new IndexUnavailableError(indexUrl, error);
      });
    return engine;
  };

  return {
    async search(input) {
      const requests = normalizeRequests(input);
      const [loaded, {respond}] = await Promise.all([loadEngine(), import('./respond')]);
      const started = performance.now();
      const context = {board: board()};
      const results = requests.map((request) => respond(loaded, request, context));
      measure(TIMING.search, started);
      return {results};
    },
    addAlgoliaAgent() {},
    async clearCache() {},
    async preload() {
      await loadEngine().catch(() => undefined);
    },
  };
}
