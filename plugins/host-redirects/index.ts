import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hostRedirectsFile, type Redirect} from '../../src/config/redirects';

/**
 * Writes the host's `_redirects` file into the build root after the default
 * locale's build (the English build's output lives in build/en/, and the file
 * must sit at the site root, covering both languages).
 */
export default function hostRedirectsPlugin(context: LoadContext, options: {redirects: Redirect[]}): Plugin {
  return {
    name: 'host-redirects',
    async postBuild({outDir}) {
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) return;
      await fs.promises.writeFile(path.join(outDir, '_redirects'), hostRedirectsFile(options.redirects));
    },
  };
}
