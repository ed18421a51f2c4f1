import path from 'path';
import {patchOn} from '../patchSwitch';
import type {Plugin} from '@docusaurus/types';

/** @docusaurus/utils-common, compiled to CommonJS with `require("tslib")`. */
const UTILS_COMMON = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/][^\\/]+\.js$/;
const TSLIB_IMPORT_DEFAULT = path.resolve(__dirname, 'tslibImportDefault.ts');

/**
 * Keeps out of the entry chunk what every page downloaded but no page used.
 * @docusaurus/utils-common (Link and the theme use it on every page) requires
 * tslib for one helper, `__importDefault`. A CommonJS `require` takes the whole
 * module, so all of tslib's ~45 helpers (10 KB, 3.8 KiB gzip) sat in the entry
 * chunk. For requests from utils-common only, `tslib` resolves to a module
 * with that one helper. tests/unit/plugins/leanEntry.test.ts fails when an
 * upgrade of utils-common starts calling another helper.
 */
export default function leanEntryPlugin(): Plugin {
  return {
    name: 'lean-entry',
    configureWebpack() {
      // Off only for an A/B measurement (plugins/patchSwitch.ts): then nothing is added.
      if (!patchOn('leanEntry')) return {};
      return {
        module: {rules: [{test: UTILS_COMMON, resolve: {alias: {tslib$: TSLIB_IMPORT_DEFAULT}}}]},
      };
    },
  };
}
