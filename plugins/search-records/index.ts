import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildRecords, type SearchRecord} from '../../src/search/records';

/** Where each locale's records land, relative to that locale's build folder. */
export const RECORDS_FILE = 'search-records.json';

/** Routes that are not content: the 404 page and the search page itself. */
const SKIPPED = /^(404\.html|search\/index\.html)$/;

/**
 * After each locale's build, turns every emitted HTML page into DocSearch-shaped
 * records (src/search/records.ts) and writes them to build[/en]/search-records.json.
 * The file is only fetched when a reader searches; nothing on a page loads it.
 */
export default function searchRecordsPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-records',
    async postBuild({outDir, routesPaths}) {
      const {siteConfig, baseUrl} = context;
      const records: SearchRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (!route.startsWith(baseUrl)) continue;
        const relative = route.slice(baseUrl.length);
        const file = relative.endsWith('.html') ? relative : path.posix.join(relative, 'index.html');
        if (SKIPPED.test(file)) continue;
        const full = path.join(outDir, file);
        if (!fs.existsSync(full)) continue;
        const url = new URL(route, siteConfig.url).href;
        records.push(...buildRecords(await fs.promises.readFile(full, 'utf8'), url));
      }
      await fs.promises.writeFile(path.join(outDir, RECORDS_FILE), JSON.stringify(records));
    },
  };
}
