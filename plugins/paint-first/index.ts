import path from 'path';
import {patchOn} from '../patchSwitch';
import type {Plugin} from '@docusaurus/types';

/** Docusaurus' client entry: preloads the route's chunks, then hydrates. */
const CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
const LOADER = path.resolve(__dirname, 'hydrateAfterPaintLoader.cjs');

/**
 * The server-rendered page paints before the route's chunks are requested and
 * hydration starts (./hydrateAfterPaintLoader.cjs). Client bundle only.
 */
export default function paintFirstPlugin(): Plugin {
  return {
    name: 'paint-first',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Off only for an A/B measurement (plugins/patchSwitch.ts).
      if (!patchOn('hydrateAfterPaint')) return {};
      return {module: {rules: [{test: CLIENT_ENTRY, use: [{loader: LOADER}]}]}};
    },
  };
}
