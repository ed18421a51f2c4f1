import path from 'path';
import {saltPersistentCache} from '../persistentCache';
import {patchCacheSalt, patchOn} from '../patchSwitch';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus' client module with prefetch() and preload(). */
const DOCUSAURUS_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
const LOADER = path.resolve(__dirname, 'idlePrefetchLoader.cjs');

/**
 * Prefetch fetches what Docusaurus fetches, for the same links (issue 9), but
 * after the page's load event, in short idle slices, each file once
 * (./idlePrefetchLoader.cjs, issue 20). Client bundle only: the server never prefetches.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      saltPersistentCache(config, `idle-prefetch-1${patchCacheSalt()}`, {idlePrefetch: [LOADER]});
      // Off only for an A/B measurement (plugins/patchSwitch.ts).
      if (!patchOn('prefetchIdle')) return {};
      return {module: {rules: [{test: DOCUSAURUS_CLIENT, use: [{loader: LOADER}]}]}};
    },
  };
}
