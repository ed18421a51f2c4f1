/**
 * The arithmetic of bench:compare (bench/compare.mjs): the interleaved order of
 * the runs, the figures of one Lighthouse report, medians per build, the ratio
 * B/A, a verdict per page and the summary. Pure functions without imports, so
 * the unit tests (tests/unit/bench) can import them.
 *
 * A is the baseline, B the change: a ratio B/A below 1 means B is smaller
 * (for times and bytes: better), above 1 larger; for the performance score
 * higher is better.
 */

/**
 * @typedef {'performance' | 'tbt' | 'lcp' | 'fcp' | 'si' | 'cls' | 'jsGzip'} FigureKey
 * @typedef {{performance: number, tbt: number, lcp: number, fcp: number, si: number, cls: number, benchmarkIndex: number}} RunFigures
 * @typedef {{a: number, b: number, ratio: number | null}} ComparedFigure
 * @typedef {{figures: Record<FigureKey, ComparedFigure>, verdict: 'better' | 'worse' | 'same' | 'n/a'}} ComparedPage
 */

export const BUILDS = ['A', 'B'];

/**
 * What is compared: key, label, how a Lighthouse report gives it (null: not
 * from Lighthouse), whether higher is better, and its format for tables.
 */
export const COMPARED = [
  {
    key: 'performance',
    label: 'perf',
    fromLhr: (lhr) =>
      lhr.categories?.performance?.score == null ? NaN : Math.round(lhr.categories.performance.score * 100),
    higherIsBetter: true,
    format: (v) => v.toFixed(0),
  },
  {
    key: 'tbt',
    label: 'TBT ms',
    fromLhr: (lhr) => audit(lhr, 'total-blocking-time'),
    higherIsBetter: false,
    format: (v) => v.toFixed(0),
  },
  {
    key: 'lcp',
    label: 'LCP s',
    fromLhr: (lhr) => audit(lhr, 'largest-contentful-paint'),
    higherIsBetter: false,
    format: (v) => (v / 1000).toFixed(2),
  },
  {
    key: 'fcp',
    label: 'FCP s',
    fromLhr: (lhr) => audit(lhr, 'first-contentful-paint'),
    higherIsBetter: false,
    format: (v) => (v / 1000).toFixed(2),
  },
  {
    key: 'si',
    label: 'SI s',
    fromLhr: (lhr) => audit(lhr, 'speed-index'),
    higherIsBetter: false,
    format: (v) => (v / 1000).toFixed(2),
  },
  {
    key: 'cls',
    label: 'CLS',
    fromLhr: (lhr) => audit(lhr, 'cumulative-layout-shift'),
    higherIsBetter: false,
    format: (v) => v.toFixed(3),
  },
  // Measured once per build (bench/pageLoad.mjs: the bytes do not vary between runs).
  {key: 'jsGzip', label: 'JS KiB gzip', fromLhr: null, higherIsBetter: false, format: (v) => (v / 1024).toFixed(1)},
];

function audit(lhr, id) {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === 'number' ? value : NaN;
}

/**
 * The order of the runs: round after round, in each round every page, and for
 * each page build A, then build B. So the two runs of a pair are next to each
 * other in time (load from other work hits both alike), and each page's runs
 * are spread over the whole session. Pages missing in a build are left out
 * (pass only the pages both builds have).
 */
/**
 * @param {string[]} pagePaths
 * @param {number} runs
 * @returns {{round: number, path: string, build: string}[]}
 */
export function interleavedOrder(pagePaths, runs, builds = BUILDS) {
  const order = [];
  for (let round = 1; round <= runs; round++) {
    for (const pagePath of pagePaths) {
      for (const build of builds) order.push({round, path: pagePath, build});
    }
  }
  return order;
}

/**
 * The median of the finite values (NaN when there are none).
 * @param {unknown[]} values
 * @returns {number}
 */
export function median(values) {
  const finite = /** @type {number[]} */ (
    values.filter((value) => typeof value === 'number' && Number.isFinite(value))
  ).sort((a, b) => a - b);
  if (finite.length === 0) return NaN;
  const middle = Math.floor(finite.length / 2);
  return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

/**
 * The figures of one Lighthouse report, and its CPU benchmark index.
 * @param {any} lhr
 * @returns {RunFigures}
 */
export function runFigures(lhr) {
  const figures = /** @type {RunFigures} */ ({});
  for (const metric of COMPARED) if (metric.fromLhr) figures[metric.key] = metric.fromLhr(lhr);
  figures.benchmarkIndex = lhr.environment?.benchmarkIndex ?? NaN;
  return figures;
}

/**
 * Medians over the runs of one build on one page. A run is the object of
 * runFigures, or {error} when Lighthouse failed: failed runs are counted and
 * left out of the medians.
 * @param {(RunFigures | {error: string})[]} runs
 * @returns {{runs: number, failed: number, medians: RunFigures}}
 */
export function buildMedians(runs) {
  const ok = /** @type {RunFigures[]} */ (runs.filter((run) => !('error' in run && run.error)));
  const medians = /** @type {RunFigures} */ ({});
  for (const metric of COMPARED) if (metric.fromLhr) medians[metric.key] = median(ok.map((run) => run[metric.key]));
  medians.benchmarkIndex = median(ok.map((run) => run.benchmarkIndex));
  return {runs: ok.length, failed: runs.length - ok.length, medians};
}

/**
 * B/A; 1 when both are 0; null when it cannot be formed (A is 0 or a figure is missing).
 * @param {number} a
 * @param {number} b
 * @returns {number | null}
 */
export function ratio(a, b) {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  if (a === 0) return b === 0 ? 1 : null;
  return b / a;
}

/**
 * One page: A's and B's figures (medians, and jsGzip), the ratios B/A, and the
 * verdict on the performance score, the figure Lighthouse weighs everything
 * into: 'better' when B's median is higher, 'worse' when lower, 'same' when
 * equal, 'n/a' when one has no score.
 * @param {Partial<Record<FigureKey, number>>} a
 * @param {Partial<Record<FigureKey, number>>} b
 * @returns {ComparedPage}
 */
export function comparePage(a, b) {
  const figures = /** @type {Record<FigureKey, ComparedFigure>} */ ({});
  for (const metric of COMPARED) {
    const valueA = a[metric.key] ?? NaN;
    const valueB = b[metric.key] ?? NaN;
    figures[metric.key] = {a: valueA, b: valueB, ratio: ratio(valueA, valueB)};
  }
  const {a: scoreA, b: scoreB} = figures.performance;
  const verdict =
    !Number.isFinite(scoreA) || !Number.isFinite(scoreB)
      ? 'n/a'
      : scoreB > scoreA
        ? 'better'
        : scoreB < scoreA
          ? 'worse'
          : 'same';
  return {figures, verdict};
}

/**
 * The geometric mean of the given ratios (null ones left out; null when none is left).
 * @param {(number | null)[]} ratios
 * @returns {number | null}
 */
export function geometricMean(ratios) {
  const usable = ratios.filter((value) => value !== null && Number.isFinite(value) && value > 0);
  if (usable.length === 0) return null;
  return Math.exp(usable.reduce((sum, value) => sum + Math.log(value), 0) / usable.length);
}

/**
 * The summary of compared pages ({verdict, figures} from comparePage) and
 * pages missing in a build: counts per verdict, how many pages B had a lower
 * or higher TBT, and per figure the geometric mean of B/A over the pages.
 * @param {ComparedPage[]} compared
 * @param {unknown[]} [missing]
 * @returns {{pages: number, better: number, worse: number, same: number, notComparable: number, tbtLower: number, tbtHigher: number, geometricMeans: Record<FigureKey, number | null>, missing: number}}
 */
export function summarise(compared, missing = []) {
  const count = (verdict) => compared.filter((page) => page.verdict === verdict).length;
  const tbt = compared.map((page) => page.figures.tbt);
  const geometricMeans = /** @type {Record<FigureKey, number>} */ (
    Object.fromEntries(
      COMPARED.map((metric) => [metric.key, geometricMean(compared.map((page) => page.figures[metric.key].ratio))]),
    )
  );
  return {
    pages: compared.length,
    better: count('better'),
    worse: count('worse'),
    same: count('same'),
    notComparable: count('n/a'),
    tbtLower: tbt.filter((figure) => figure.b < figure.a).length,
    tbtHigher: tbt.filter((figure) => figure.b > figure.a).length,
    geometricMeans,
    missing: missing.length,
  };
}

/**
 * The summary as one line (the last line of bench:compare's table).
 * @param {ReturnType<typeof summarise>} summary
 */
export function summaryLine(summary) {
  const means = COMPARED.filter((metric) => summary.geometricMeans[metric.key] !== null)
    .map((metric) => `${metric.label.split(' ')[0]} ${summary.geometricMeans[metric.key].toFixed(2)}`)
    .join(', ');
  const parts = [
    `B better on ${summary.better} of ${summary.pages} pages, worse on ${summary.worse}, same on ${summary.same} (median performance score)`,
    `TBT lower on ${summary.tbtLower}, higher on ${summary.tbtHigher}`,
  ];
  if (summary.notComparable) parts.push(`${summary.notComparable} without a score`);
  if (summary.missing) parts.push(`${summary.missing} missing in a build, not compared`);
  return `${parts.join('; ')}${means ? `; geometric mean of B/A: ${means}` : ''}`;
}

/** A ratio for tables: two decimals, '—' when there is none. @param {number | null} value */
export const formatRatio = (value) => (value === null ? '—' : value.toFixed(2));
