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
import {createRequire} from 'node:module';
import {algoliasearch} from 'algoliasearch';

export const LOCALES = ['de', 'en'];

/**
 * What DocSearch's modal, search page and contextual search rely on (the settings of a DocSearch crawler index).
 * @type {import('algoliasearch').IndexSettings}
 */
export const INDEX_SETTINGS = {
  attributesForFaceting: ['language', 'version', 'type', 'docusaurus_tag'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    // The page's keywords (on its title record), between title and headings as the local engine weighs them.
    'unordered(keywords)',
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

/**
 * The synonym table the local engine uses (src/data/searchSynonyms.ts) as Algolia synonym records,
 * so both modes answer "Feinstaub" and "particulate matter" alike; and the everyday words of
 * src/data/searchConcepts.ts as one-way synonyms ("Handy" also searches for Bluetooth, not the other
 * way round), one record per word and language.
 */
export function synonymRecords(root = process.cwd()) {
  const require = createRequire(path.join(root, 'package.json'));
  const load = require('jiti')(path.join(root, 'scripts/search-push.mjs'), {interopDefault: true});
  const {SEARCH_SYNONYMS} = load(path.join(root, 'src/data/searchSynonyms.ts'));
  const {SEARCH_CONCEPTS} = load(path.join(root, 'src/data/searchConcepts.ts'));
  return [
    ...SEARCH_SYNONYMS.map((group) => ({
      objectID: `synonym-${group.id}`,
      type: 'synonym',
      synonyms: [...group.words],
    })),
    ...SEARCH_CONCEPTS.flatMap((concept) =>
      LOCALES.flatMap((language) =>
        concept[language].says.map((input, at) => ({
          objectID: `concept-${concept.id}-${language}-${at}`,
          type: 'oneWaySynonym',
          input,
          synonyms: [...concept[language].means],
        })),
      ),
    ),
  ];
}

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
  if (!appId || !adminKey)
    throw new Error(
      'Set ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY (the admin key stays out of the site and the repository).',
    );
  const records = readRecords(root);
  const client = algoliasearch(appId, adminKey, {hosts: hostsFrom(env.ALGOLIA_HOSTS)});
  const {taskID} = await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  const synonyms = synonymRecords(root);
  const saved = await client.saveSynonyms({indexName, synonymHit: synonyms, replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: saved.taskID});
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  log(
    `Pushed ${records.length} records (${LOCALES.join(', ')}), ${synonyms.length} synonym records and the DocSearch settings to ${indexName}.`,
  );
  return {indexName, count: records.length, synonyms: synonyms.length};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  pushRecords().catch((error) => {
    console.error(`search:push failed: ${error.message}`);
    process.exit(1);
  });
}
