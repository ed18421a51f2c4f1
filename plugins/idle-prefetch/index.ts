import path from 'path';
import {patchOn} from '../patchSwitch';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus' client module with prefetch() and preload(). */
const DOCUSAURUS_CLIENT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/;
const LOADER = path.resolve(__dirname, 'idlePrefetchLoader.cjs');

/**
 * Prefetch fetches what Docusaurus fetches, for the same links (so clicks stay
 * instant), but after the page's load event, in short idle slices, each file once
 * (./idlePrefetchLoader.cjs), so it never competes with the page's first second. Client bundle only: the server never prefetches.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Off only for an A/B measurement (plugins/patchSwitch.ts).
      if (!patchOn('prefetchIdle')) return {};
      return {module: {rules: [{test: DOCUSAURUS_CLIENT, use: [{loader: LOADER}]}]}};
    },
  };
}
