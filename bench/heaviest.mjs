#!/usr/bin/env node
/**
 * `npm run bench:heaviest [-- --top 30] [-- --write] [-- --build dir]`: ranks every
 * docs page of the production build (build/, both languages) by the element
 * count of its article in the static HTML and by its lines of code (rules in
 * docPages.mjs), prints the ranking and the 10 pages that rule picks, and says
 * whether bench/pages.json (the committed list the benchmarks measure) still
 * holds the same pages. `--write` rewrites bench/pages.json with the pages, the
 * figures that chose them and the commit. Build first (`npm run build`).
 * Exits 0 (a different ranking is information, not a failed budget).
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../tools/files.mjs';
import {parseArgs} from 'node:util';
import {choosePages, pageFigures, rankPages, shortName} from './docPages.mjs';
import {BUILD_DIR, HEAVIEST_FILE, loadHeaviest, printTable, gitCommit, requireBuild, writeJson} from './lib.mjs';

const COUNT = 10;
const {values: args} = parseArgs({
  options: {top: {type: 'string', default: '30'}, write: {type: 'boolean', default: false}, build: {type: 'string'}},
});
const buildDir = requireBuild(args.build ? path.resolve(args.build) : BUILD_DIR);

/** Every index.html under build/docs and build/en/docs, as site paths. */
function docsPagePaths() {
  const paths = [];
  for (const prefix of ['docs', 'en/docs']) {
    const dir = path.join(buildDir, prefix);
    for (const file of filesBelow(dir)) {
      if (path.posix.basename(file) !== 'index.html') continue;
      const folder = path.posix.dirname(file);
      paths.push({sitePath: `/${prefix}${folder === '.' ? '' : `/${folder}`}`, file: path.join(dir, file)});
    }
  }
  return paths;
}

const pages = [];
let skipped = 0;
for (const {sitePath, file} of docsPagePaths()) {
  const figures = pageFigures(fs.readFileSync(file, 'utf8'));
  if (figures) pages.push({path: sitePath, ...figures});
  else skipped++;
}
const ranked = rankPages(pages);
const chosen = choosePages(ranked, {count: COUNT});
const chosenPaths = new Set(chosen.map((page) => page.path));

const top = Number(args.top);
console.log(
  `Docs pages of ${path.relative(process.cwd(), buildDir) || buildDir}/: ${pages.length} documents in both languages (${skipped} other pages under docs/ skipped: generated category indexes and redirects)`,
);
console.log(
  'weight = article elements / the most article elements + code lines / the most code lines (each at most 1)\n',
);
const row = (page) => [
  page.rank,
  page.path,
  page.articleElements,
  page.codeBlocks,
  page.codeLines,
  page.documentElements,
  page.weight.toFixed(3),
  chosenPaths.has(page.path) ? '*' : '',
];
printTable(
  ['#', 'page', 'article elements', 'code blocks', 'code lines', 'body elements', 'weight', 'chosen'],
  ranked.slice(0, top).map(row),
);
console.log(
  `(top ${Math.min(top, ranked.length)} of ${ranked.length}; * = one of the ${COUNT} pages chosen: distinct documents, heaviest first, given to de and en in turn)`,
);

console.log(`\nThe ${COUNT} pages:`);
printTable(
  ['page', 'name', 'rank', 'article elements', 'code lines'],
  chosen.map((page) => [page.path, shortName(page.path), page.rank, page.articleElements, page.codeLines]),
);

const committed = loadHeaviest();
const committedPaths = committed.pages.map((page) => page.path);
const same = committedPaths.length === chosen.length && chosen.every((page) => committedPaths.includes(page.path));
console.log(
  `\n${path.relative(process.cwd(), HEAVIEST_FILE)} (chosen ${committed.chosen} at commit ${committed.commit?.slice(0, 7) ?? '?'}): ${
    same
      ? 'the same pages'
      : `other pages: ${committedPaths.filter((p) => !chosenPaths.has(p)).join(', ') || '—'} out, ${
          chosen
            .filter((page) => !committedPaths.includes(page.path))
            .map((page) => page.path)
            .join(', ') || '—'
        } in`
  }`,
);

if (args.write) {
  const {commit, dirty} = gitCommit();
  writeJson(HEAVIEST_FILE, {
    chosen: new Date().toISOString().slice(0, 10),
    commit,
    dirty,
    method: `npm run bench:heaviest: every docs page of the build in both languages ranked by weight = article elements / max + code lines / max; the ${COUNT} heaviest distinct documents, given to de and en in turn (bench/docPages.mjs)`,
    pages: chosen.map(
      ({path: sitePath, title, rank, weight, articleElements, codeBlocks, codeLines, documentElements}) => ({
        path: sitePath,
        title,
        rank,
        weight,
        articleElements,
        codeBlocks,
        codeLines,
        documentElements,
      }),
    ),
  });
} else if (!same) {
  console.log(
    'Run with -- --write to replace the committed list (then commit it; dated figures in bench/README.md name the list they used).',
  );
}
