#!/usr/bin/env node
/**
 * `npm run bench:relevance [-- --verbose] [-- --build dir]`: does the site's own search find what
 * readers mean? Asks the local search engine (the code the browser runs, loaded here with jiti as
 * Docusaurus loads TypeScript) every question against the built index (build/search-index.json,
 * build/en/search-index.json) and prints, per half and language, top-1, top-3 and MRR@5 of the page
 * that answers it. Two halves: the questions the ranking was tuned on (relevanceQuestions.mjs) and
 * held-out ones that nothing is fitted to (relevanceHeldOut.mjs, read only here). A question with a
 * `board` is asked as a reader who chose that board. Pages are counted in the order the search answers
 * them (its hits are sections; a page counts once, at its best section). Exits 1 below the budget
 * (top-3 ≥ 95 %, MRR@5 ≥ 0.9 in each half and language), 2 when there is no build. `--verbose` lists
 * every question with the rank of its answer and the first three pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {parseArgs} from 'node:util';
import {HELD_OUT} from './relevanceHeldOut.mjs';
import {QUESTIONS} from './relevanceQuestions.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
export const BUDGET = {top3: 0.95, mrr5: 0.9};
export const LANGUAGES = ['de', 'en'];
export const HALVES = {tuned: QUESTIONS, 'held-out': HELD_OUT};

/** The engine modules of src/search, as the browser gets them (TypeScript, loaded with jiti). */
export function loadSearchCode(rootDir = ROOT) {
  const require = createRequire(path.join(rootDir, 'package.json'));
  const load = require('jiti')(path.join(rootDir, 'bench/relevance.mjs'), {
    interopDefault: true,
    alias: {'@site': rootDir},
  });
  const {createEngine} = load(path.join(rootDir, 'src/search/local/engine.ts'));
  const {expandIndex} = load(path.join(rootDir, 'src/search/compactIndex.ts'));
  const {respond} = load(path.join(rootDir, 'src/search/local/respond.ts'));
  return {createEngine, expandIndex, respond};
}

/** One engine per language from a build folder, as the local client makes it (index file → records → engine). */
export function loadEngines(buildDir, code = loadSearchCode()) {
  const engines = {};
  for (const language of LANGUAGES) {
    const file = path.join(buildDir, language === 'en' ? 'en' : '', 'search-index.json');
    if (!fs.existsSync(file)) return null;
    const index = JSON.parse(fs.readFileSync(file, 'utf8'));
    engines[language] = code.createEngine(code.expandIndex(index), language, {concepts: index.concepts});
  }
  return engines;
}

/** The page path of an answer id ("hardware/sensors/co2") in a language. */
export function answerPath(id, language) {
  const prefix = language === 'en' ? '/en' : '';
  return id === '' ? `${prefix}/` : `${prefix}/docs/${id}`;
}

/**
 * Pages in the order the search answers the query: what the modal sends (64 characters, 20 hits), one
 * entry per page; `board` is the kit the reader chose, if any.
 */
export function rankedPages(engine, respond, query, board = null) {
  const {hits} = respond(
    engine,
    {
      indexName: 'relevance',
      query,
      hitsPerPage: 50,
      attributesToRetrieve: ['url_without_anchor'],
      attributesToSnippet: [],
    },
    {board},
  );
  const pages = [];
  for (const hit of hits) {
    const page = decodeURI(new URL(hit.url_without_anchor).pathname).replace(/\/$/, '') || '/';
    if (!pages.includes(page)) pages.push(page);
  }
  return pages;
}

/** Rank (1-based) of the first answer among the pages, or null. */
export function answerRank(pages, answers) {
  const index = pages.findIndex((page) => answers.includes(page));
  return index < 0 ? null : index + 1;
}

/** top-1, top-3 and MRR@5 of a list of ranks (null = not found). */
export function score(ranks) {
  const count = ranks.length || 1;
  return {
    questions: ranks.length,
    top1: ranks.filter((rank) => rank === 1).length / count,
    top3: ranks.filter((rank) => rank !== null && rank <= 3).length / count,
    mrr5: ranks.reduce((sum, rank) => sum + (rank !== null && rank <= 5 ? 1 / rank : 0), 0) / count,
  };
}

/**
 * @typedef {{language: 'de' | 'en', query: string, answers: string[], kind: string, board?: string}} Question
 * @param {Question[]} [questions]
 */
export function evaluate(engines, respond, questions = QUESTIONS) {
  const results = questions.map((question) => {
    const pages = rankedPages(engines[question.language], respond, question.query, question.board ?? null);
    const answers = question.answers.map((id) => answerPath(id, question.language));
    return {...question, pages, rank: answerRank(pages, answers)};
  });
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, score(results.filter((r) => r.language === language).map((r) => r.rank))]),
  );
  return {results, byLanguage};
}

const percent = (value) => `${(value * 100).toFixed(1)} %`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values: args} = parseArgs({
    options: {verbose: {type: 'boolean', default: false}, build: {type: 'string', default: path.join(ROOT, 'build')}},
  });
  const code = loadSearchCode();
  const started = performance.now();
  const engines = loadEngines(path.resolve(args.build), code);
  if (!engines) {
    console.error(`No search index in ${args.build}: build first (npm run build).`);
    process.exit(2);
  }
  const loadMs = performance.now() - started;
  let failed = false;
  for (const [half, questions] of Object.entries(HALVES)) {
    const {results, byLanguage} = evaluate(engines, code.respond, questions);
    if (args.verbose) {
      console.log(`${half}:`);
      for (const result of results) {
        const mark =
          result.rank === 1
            ? '  '
            : result.rank !== null && result.rank <= 3
              ? ' ~'
              : result.rank !== null && result.rank <= 5
                ? ' -'
                : ' X';
        const query = result.board ? `${result.query} [${result.board}]` : result.query;
        console.log(
          `${mark} ${result.language} ${String(result.rank ?? '—').padStart(2)}  ${query.padEnd(48)} ${result.pages.slice(0, 3).join('  ')}`,
        );
      }
    }
    for (const language of LANGUAGES) {
      const s = byLanguage[language];
      const ok = s.top3 >= BUDGET.top3 && s.mrr5 >= BUDGET.mrr5;
      failed ||= !ok;
      console.log(
        `${half} ${language}: ${s.questions} questions: top-1 ${percent(s.top1)}, top-3 ${percent(s.top3)} (budget ≥ ${percent(BUDGET.top3)}), MRR@5 ${s.mrr5.toFixed(3)} (budget ≥ ${BUDGET.mrr5}) ${ok ? 'PASS' : 'FAIL'}`,
      );
      const missed = results.filter((r) => r.language === language && (r.rank === null || r.rank > 3));
      for (const miss of missed)
        console.log(
          `${half} ${language}:   not in the top 3 (rank ${miss.rank ?? 'none'}): "${miss.query}"${miss.board ? ` [${miss.board}]` : ''} → ${miss.answers.join(', ')}`,
        );
    }
  }
  console.log(`engines built in ${loadMs.toFixed(0)} ms (Node, both languages)`);
  process.exit(failed ? 1 : 0);
}
