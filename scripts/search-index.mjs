#!/usr/bin/env node
/**
 * `node scripts/search-index.mjs [--build dir]`: writes each language's search-index.json again from
 * the HTML of an existing build, with the code the build's search plugin runs (plugins/search,
 * loaded with jiti as Docusaurus loads TypeScript). For a change to the records, the packing or the
 * concept table (src/data/searchConcepts.ts): seconds instead of a build of both languages. A change
 * to the pages themselves (Markdown, front matter, components) still needs the build.
 * The routes are the build's HTML files (a page is `<route>/index.html`); the site's address is the
 * one the existing index was written for. The full records for `npm run search:push` are left as the
 * build wrote them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {parseArgs} from 'node:util';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
/** Each language's folder in the build and its base URL (German at the root, English under en/). */
const LOCALES = [
  {locale: 'de', folder: '', baseUrl: '/'},
  {locale: 'en', folder: 'en', baseUrl: '/en/'},
];

/** The routes of a locale's HTML files, without the other locales' folders below it. */
function routesOf(dir, baseUrl, skipped) {
  const routes = [];
  const walk = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipped.has(child)) walk(child);
      } else if (entry.name === 'index.html') routes.push(`${baseUrl}${relative}`);
      else if (entry.name.endsWith('.html')) routes.push(`${baseUrl}${child}`);
    }
  };
  walk('');
  return routes;
}

const {values: args} = parseArgs({options: {build: {type: 'string', default: path.join(ROOT, 'build')}}});
const build = path.resolve(args.build);
const require = createRequire(path.join(ROOT, 'package.json'));
const load = require('jiti')(path.join(ROOT, 'scripts/search-index.mjs'), {
  interopDefault: true,
  alias: {'@site': ROOT},
});
const {writeSearchIndex} = load(path.join(ROOT, 'plugins/search/index.ts'));
const {INDEX_FILE} = load(path.join(ROOT, 'src/search/local/client.ts'));

const otherFolders = new Set(LOCALES.map(({folder}) => folder).filter(Boolean));
for (const {locale, folder, baseUrl} of LOCALES) {
  const outDir = path.join(build, folder);
  const file = path.join(outDir, INDEX_FILE);
  if (!fs.existsSync(file)) {
    console.error(`No ${path.relative(ROOT, file)}: build first (npm run build).`);
    process.exit(2);
  }
  const {site} = JSON.parse(fs.readFileSync(file, 'utf8'));
  const routes = routesOf(outDir, baseUrl, folder ? new Set() : otherFolders);
  const started = performance.now();
  await writeSearchIndex({outDir, routes, siteUrl: site, baseUrl, locale, recordsDir: null});
  const bytes = fs.statSync(file).size;
  console.log(
    `${path.relative(ROOT, file) || file}: ${(bytes / 1024).toFixed(1)} KiB from ${routes.length} HTML files in ${(performance.now() - started).toFixed(0)} ms`,
  );
}
