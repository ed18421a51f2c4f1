import path from 'path';
import {saltPersistentCache} from '../persistentCache';
import {patchCacheSalt, patchOn} from '../patchSwitch';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus' client module with prefetch() and preload(). */
const DOCUSAURUS_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
const LOOKUP_LOADER = path.resolve(__dirname, 'chunkNamesByPathLoader.cjs');
const IDLE_LOADER = path.resolve(__dirname, 'idlePrefetchLoader.cjs');

/**
 * Prefetch fetches what Docusaurus fetches, for the same links (issue 9), but
 * its route lookup is a table (./chunkNamesByPathLoader.cjs), and it waits for
 * the page's load and idle time and fetches each file once
 * (./idlePrefetchLoader.cjs, issue 20). Client bundle only: the server never prefetches.
 */
export default function prefetchLookupPlugin(): Plugin {
  return {
    name: 'prefetch-lookup',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      saltPersistentCache(config, `prefetch-lookup-2${patchCacheSalt()}`, {prefetchLookup: [LOOKUP_LOADER, IDLE_LOADER]});
      // Each is off only for an A/B measurement (plugins/patchSwitch.ts). Webpack runs a rule's loaders
      // last to first: the lookup table first, then the idle prefetch around the body that uses it.
      const loaders = [patchOn('prefetchIdle') && IDLE_LOADER, patchOn('prefetchLookup') && LOOKUP_LOADER].filter((loader): loader is string => Boolean(loader));
      if (loaders.length === 0) return {};
      return {module: {rules: [{test: DOCUSAURUS_CLIENT, use: loaders.map((loader) => ({loader}))}]}};
    },
  };
}
