#!/usr/bin/env node
/**
 * `npm run search:push`: sends the search records of both languages (written by
 * the build to .docusaurus/search-records/<locale>.json) and the index settings
 * DocSearch needs to the hosted Algolia index. Run it after `npm run build`.
 *
 *   ALGOLIA_APP_ID       application id
 *   ALGOLIA_ADMIN_KEY    admin (write) key: only here, never in the site's build or the repository
 *   ALGOLIA_INDEX_NAME   index name (default sensebox-related)
 *   ALGOLIA_HOSTS        optional, comma-separated base URLs replacing Algolia's hosts (tests use a stand-in)
 *
 * The records replace the index's content atomically (a temporary index, moved
 * over the real one), so readers never search a half-filled index.
 */
import fs from 'node:fs';
import path from 'node:path';
import {algoliasearch} from 'algoliasearch';

export const LOCALES = ['de', 'en'];

/** What DocSearch's modal, search page and contextual search rely on (search-facts.md §5). */
export const INDEX_SETTINGS = {
  attributesForFaceting: ['language', 'version', 'type', 'docusaurus_tag'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesToSnippet: ['content:10'],
  attributesToHighlight: ['hierarchy', 'content'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  // German first: plurals and stop words per language, compounds split in German.
  indexLanguages: ['de', 'en'],
  queryLanguages: ['de', 'en'],
  ignorePlurals: true,
  decompoundQuery: true,
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  hitsPerPage: 20,
};

function hostsFrom(value) {
  if (!value) return undefined;
  return value.split(',').map((base) => {
    const url = new URL(base.trim());
    return {url: url.host, protocol: url.protocol.replace(':', ''), accept: 'readWrite'};
  });
}

export function readRecords(root) {
  return LOCALES.flatMap((locale) => {
    const file = path.join(root, '.docusaurus/search-records', `${locale}.json`);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  });
}

export async function pushRecords({env = process.env, root = process.cwd(), log = console.log} = {}) {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const adminKey = env.ALGOLIA_ADMIN_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim() || 'sensebox-related';
  if (!appId || !adminKey) throw new Error('Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (the admin key stays out of the site and the repository).');
  const records = readRecords(root);
  const client = algoliasearch(appId, adminKey, {hosts: hostsFrom(env.ALGOLIA_HOSTS)});
  const {taskID} = await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  log(`Pushed ${records.length} records (${LOCALES.join(', ')}) and the DocSearch settings to ${indexName}.`);
  return {indexName, count: records.length};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  pushRecords().catch((error) => {
    console.error(`search:push failed: ${error.message}`);
    process.exit(1);
  });
}
