import path from 'path';
import {patchOn} from '../patchSwitch';
import type {Plugin} from '@docusaurus/types';

const LOADER = path.resolve(__dirname, 'stripNulBytesLoader.cjs');
/** The server-side render of every page. */
const RENDER_TO_HTML = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]renderToHtml\.js$/;

/**
 * Pages without the NUL characters React 18's streaming render leaves where a
 * multi-byte character meets its buffer's end (see the loader). Applies to the
 * server build only: the browser never runs this file.
 */
export default function nulFreeHtmlPlugin(): Plugin {
  return {
    name: 'nul-free-html',
    configureWebpack(_config, isServer) {
      if (!isServer || !patchOn('stripNulBytes')) return {};
      return {module: {rules: [{test: RENDER_TO_HTML, use: [{loader: LOADER}]}]}};
    },
  };
}
