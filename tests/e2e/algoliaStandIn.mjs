/**
 * A stand-in for Algolia's search and indexing API on 127.0.0.1, for tests that
 * must not reach the internet: browser tests route the Algolia hosts here, and
 * the push command is pointed here. It checks credentials like the real API
 * (search key for queries, admin key for writes), matches naively (every query
 * word must appear in a record; no ranking, so tests assert "contains", never
 * order), and answers with the fields DocSearch's modal and the theme's search page read.
 */
import http from 'node:http';

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]);

function highlightValue(text, words, pre, post) {
  let value = escapeHtml(text);
  for (const word of words)
    value = value.replace(new RegExp(`(${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'), `${pre}$1${post}`);
  return value;
}

function matchesFilters(record, filters = []) {
  const groups = typeof filters === 'string' ? [filters] : filters;
  const one = (filter) => {
    const negated = filter.startsWith('-');
    const [attribute, value] = (negated ? filter.slice(1) : filter).split(/:(.*)/);
    return (String(record[attribute]) === value) !== negated;
  };
  return groups.every((group) => (Array.isArray(group) ? group.some(one) : one(group)));
}

export function startAlgoliaStandIn({appId, searchKey, adminKey}) {
  const indices = new Map(); // name → {records: Map, settings}
  const requests = [];
  let taskId = 0;
  const index = (name) => {
    if (!indices.has(name)) indices.set(name, {records: new Map(), settings: {}, synonyms: new Map()});
    return indices.get(name);
  };

  function search(body) {
    const {
      indexName,
      query = '',
      page = 0,
      hitsPerPage = 20,
      facetFilters,
      facets,
      highlightPreTag,
      highlightPostTag,
    } = body;
    const stored = indices.get(indexName);
    const settings = stored?.settings ?? {};
    const pre = highlightPreTag ?? settings.highlightPreTag ?? '<em>';
    const post = highlightPostTag ?? settings.highlightPostTag ?? '</em>';
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const all = [...(stored?.records.values() ?? [])].filter(
      (record) =>
        matchesFilters(record, facetFilters) &&
        words.every((word) =>
          `${Object.values(record.hierarchy).join(' ')} ${record.content ?? ''}`.toLowerCase().includes(word),
        ),
    );
    const hits = all.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((record) => {
      const hierarchy = Object.fromEntries(
        Object.entries(record.hierarchy)
          .filter(([, value]) => value !== null)
          .map(([level, value]) => [level, {value: highlightValue(value, words, pre, post), matchLevel: 'partial'}]),
      );
      const highlight = {
        hierarchy,
        ...(record.content
          ? {content: {value: highlightValue(record.content, words, pre, post), matchLevel: 'partial'}}
          : {}),
      };
      const snippet = record.content
        ? {
            content: {
              value: highlightValue(record.content.split(/\s+/).slice(0, 10).join(' '), words, pre, post),
              matchLevel: 'partial',
            },
          }
        : {};
      return {...record, _highlightResult: highlight, _snippetResult: snippet};
    });
    const facetNames = facets === undefined ? [] : [].concat(facets);
    const facetCounts = Object.fromEntries(
      facetNames.map((facet) => [
        facet,
        all.reduce((counts, record) => ({...counts, [record[facet]]: (counts[record[facet]] ?? 0) + 1}), {}),
      ]),
    );
    return {
      hits,
      nbHits: all.length,
      page,
      nbPages: hitsPerPage ? Math.ceil(all.length / hitsPerPage) : 0,
      hitsPerPage,
      query,
      params: '',
      index: indexName,
      processingTimeMS: 1,
      exhaustiveNbHits: true,
      facets: facetCounts,
    };
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1');
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? JSON.parse(text) : {};
    const key = url.searchParams.get('x-algolia-api-key') ?? req.headers['x-algolia-api-key'];
    const app = url.searchParams.get('x-algolia-application-id') ?? req.headers['x-algolia-application-id'];
    requests.push({method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body});
    const send = (status, payload) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
      });
      res.end(JSON.stringify(payload));
    };
    if (req.method === 'OPTIONS') return send(204, {});
    if (app !== appId) return send(403, {message: 'Invalid Application-ID or API key', status: 403});
    const isWrite = req.method !== 'GET' && !url.pathname.endsWith('/queries') && !url.pathname.endsWith('/query');
    if (
      key !==
        (isWrite || url.pathname.includes('/task/') || url.pathname.endsWith('/settings') ? adminKey : searchKey) &&
      key !== adminKey
    ) {
      return send(403, {message: 'Invalid Application-ID or API key', status: 403});
    }
    let match;
    if (req.method === 'POST' && url.pathname === '/1/indexes/*/queries') {
      return send(200, {
        results: body.requests.map((request) =>
          search(
            request.params
              ? {
                  ...request,
                  ...(typeof request.params === 'string'
                    ? Object.fromEntries(new URLSearchParams(request.params))
                    : request.params),
                }
              : request,
          ),
        ),
      });
    }
    if ((match = url.pathname.match(/^\/1\/indexes\/([^/]+)\/settings$/))) {
      if (req.method === 'GET') return send(200, index(decodeURIComponent(match[1])).settings);
      index(decodeURIComponent(match[1])).settings = body;
      return send(200, {taskID: ++taskId, updatedAt: new Date().toISOString()});
    }
    if (req.method === 'POST' && (match = url.pathname.match(/^\/1\/indexes\/([^/]+)\/synonyms\/batch$/))) {
      // Stored only (the stand-in does not expand queries): tests check what was pushed.
      const target = index(decodeURIComponent(match[1]));
      if (url.searchParams.get('replaceExistingSynonyms') === 'true') target.synonyms = new Map();
      for (const synonym of body) target.synonyms.set(synonym.objectID, synonym);
      return send(200, {taskID: ++taskId, updatedAt: new Date().toISOString()});
    }
    if (req.method === 'POST' && (match = url.pathname.match(/^\/1\/indexes\/([^/]+)\/batch$/))) {
      const target = index(decodeURIComponent(match[1]));
      for (const {action, body: record} of body.requests) {
        if (action === 'addObject' || action === 'updateObject') target.records.set(record.objectID, record);
        if (action === 'deleteObject') target.records.delete(record.objectID);
      }
      return send(200, {taskID: ++taskId, objectIDs: body.requests.map((request) => request.body.objectID)});
    }
    if (req.method === 'POST' && (match = url.pathname.match(/^\/1\/indexes\/([^/]+)\/operation$/))) {
      const source = decodeURIComponent(match[1]);
      if (body.operation === 'move') {
        const moved = index(source);
        // A move keeps the destination's settings when the source has none (as the API does with scope).
        const kept = index(body.destination);
        indices.set(body.destination, {
          records: moved.records,
          settings: Object.keys(moved.settings).length ? moved.settings : kept.settings,
          synonyms: moved.synonyms.size ? moved.synonyms : kept.synonyms,
        });
        indices.delete(source);
      } else if (body.operation === 'copy') {
        const copied = index(source);
        const destination = index(body.destination);
        if (!body.scope || body.scope.includes('settings')) destination.settings = {...copied.settings};
        if (!body.scope || body.scope.includes('synonyms')) destination.synonyms = new Map(copied.synonyms);
      }
      return send(200, {taskID: ++taskId, updatedAt: new Date().toISOString()});
    }
    if (req.method === 'GET' && url.pathname.match(/^\/1\/indexes\/[^/]+\/task\/\d+$/))
      return send(200, {status: 'published', pendingTask: false});
    return send(404, {message: `Not handled by the stand-in: ${req.method} ${url.pathname}`, status: 404});
  });

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        port,
        indices,
        requests,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
