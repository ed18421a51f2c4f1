import path from 'path';
import {saltPersistentCache} from '../persistentCache';
import {patchCacheSalt, patchOn} from '../patchSwitch';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus' client module with prefetch() and preload(). */
const DOCUSAURUS_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
const LOADER = path.resolve(__dirname, 'chunkNamesByPathLoader.cjs');

/**
 * Prefetch stays as Docusaurus does it (issue 9); only its route lookup gets
 * faster, see ./chunkNamesByPathLoader.cjs. Client bundle only: the server
 * never prefetches.
 */
export default function prefetchLookupPlugin(): Plugin {
  return {
    name: 'prefetch-lookup',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      saltPersistentCache(config, `prefetch-lookup-1${patchCacheSalt()}`, {prefetchLookup: [LOADER]});
      // Off only for an A/B measurement (plugins/patchSwitch.ts): then nothing is added.
      if (!patchOn('prefetchLookup')) return {};
      return {module: {rules: [{test: DOCUSAURUS_CLIENT, use: [{loader: LOADER}]}]}};
    },
  };
}
