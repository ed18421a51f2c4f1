import path from 'path';
import {patchOn} from '../patchSwitch';
import type {Plugin} from '@docusaurus/types';

const LOADER = path.resolve(__dirname, 'warnInsteadOfErrorLoader.cjs');
/** The one file whose storage failures become warnings. */
const STORAGE_UTILS = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]storageUtils\.js$/;

/**
 * When browser storage is unavailable the site keeps working and only warns in
 * the console, never logs an error (a reader cannot fix it). Docusaurus'
 * own storage slots (colour mode, docs version) log errors when storage throws;
 * this plugin makes them warnings (see the loader). Our board storage
 * (src/boards/boardStorage.ts) already only warns.
 */
export default function storageWarningsPlugin(): Plugin {
  return {
    name: 'storage-warnings',
    configureWebpack() {
      // Off only for an A/B measurement (plugins/patchSwitch.ts): then nothing is added.
      if (!patchOn('storageWarnings')) return {};
      return {module: {rules: [{test: STORAGE_UTILS, use: [{loader: LOADER}]}]}};
    },
  };
}
