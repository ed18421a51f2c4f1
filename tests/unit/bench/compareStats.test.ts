/**
 * @jest-environment node
 *
 * bench:compare's arithmetic (bench/compareStats.mjs): the interleaved order of the runs, medians
 * that leave failed runs out, the ratio B/A, the verdict per page and the summary line.
 */
import {
  buildMedians,
  comparePage,
  formatRatio,
  geometricMean,
  interleavedOrder,
  median,
  ratio,
  runFigures,
  summarise,
  summaryLine,
} from '../../../bench/compareStats.mjs';

/** A Lighthouse report with just what bench:compare reads. */
function lhr({
  performance,
  tbt,
  lcp = 2000,
  fcp = 1000,
  si = 1500,
  cls = 0,
  benchmarkIndex = 2000,
}: {
  performance: number | null;
  tbt: number;
  lcp?: number;
  fcp?: number;
  si?: number;
  cls?: number;
  benchmarkIndex?: number;
}) {
  return {
    categories: {performance: {score: performance === null ? null : performance / 100}},
    audits: {
      'total-blocking-time': {numericValue: tbt},
      'largest-contentful-paint': {numericValue: lcp},
      'first-contentful-paint': {numericValue: fcp},
      'speed-index': {numericValue: si},
      'cumulative-layout-shift': {numericValue: cls},
    },
    environment: {benchmarkIndex},
  };
}

describe('interleavedOrder', () => {
  const order = interleavedOrder(['/a', '/b'], 3);

  it('runs every page once per build and round', () => {
    expect(order).toHaveLength(2 * 2 * 3);
    for (const pagePath of ['/a', '/b']) {
      for (const build of ['A', 'B']) {
        expect(order.filter((run) => run.path === pagePath && run.build === build).map((run) => run.round)).toEqual([
          1, 2, 3,
        ]);
      }
    }
  });

  it('alternates A and B, with the two runs of a pair next to each other', () => {
    expect(order.map((run) => run.build).join('')).toBe('AB'.repeat(6));
    for (let index = 0; index < order.length; index += 2) {
      expect(order[index + 1]).toMatchObject({path: order[index]!.path, round: order[index]!.round, build: 'B'});
    }
  });

  it('spreads each page over the session: round after round, every page in each round', () => {
    expect(order.slice(0, 4).map((run) => `${run.round}${run.path}${run.build}`)).toEqual([
      '1/aA',
      '1/aB',
      '1/bA',
      '1/bB',
    ]);
    expect(order[4]).toMatchObject({round: 2, path: '/a', build: 'A'});
  });

  it('is empty without pages or runs', () => {
    expect(interleavedOrder([], 5)).toEqual([]);
    expect(interleavedOrder(['/a'], 0)).toEqual([]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('leaves out values that are not finite numbers, and is NaN without any', () => {
    expect(median([NaN, 5, 1, Infinity, 3])).toBe(3);
    expect(median([])).toBeNaN();
    expect(median([NaN])).toBeNaN();
  });
});

describe('runFigures and buildMedians', () => {
  it('reads the score out of 100 and the metrics of a report', () => {
    expect(
      runFigures(lhr({performance: 97, tbt: 120, lcp: 2100, fcp: 900, si: 1400, cls: 0.01, benchmarkIndex: 1800})),
    ).toEqual({
      performance: 97,
      tbt: 120,
      lcp: 2100,
      fcp: 900,
      si: 1400,
      cls: 0.01,
      benchmarkIndex: 1800,
    });
  });

  it('gives NaN for a report without a score or a metric', () => {
    const figures = runFigures({categories: {performance: {score: null}}, audits: {}});
    expect(figures.performance).toBeNaN();
    expect(figures.tbt).toBeNaN();
    expect(figures.benchmarkIndex).toBeNaN();
  });

  it('takes medians over the successful runs and counts the failed ones', () => {
    const runs = [
      runFigures(lhr({performance: 90, tbt: 300})),
      {error: 'NO_FCP'},
      runFigures(lhr({performance: 96, tbt: 100})),
      runFigures(lhr({performance: 94, tbt: 200})),
    ];
    const result = buildMedians(runs);
    expect(result.runs).toBe(3);
    expect(result.failed).toBe(1);
    expect(result.medians.performance).toBe(94);
    expect(result.medians.tbt).toBe(200);
  });

  it('has no figures when every run failed', () => {
    const result = buildMedians([{error: 'x'}, {error: 'y'}]);
    expect(result).toMatchObject({runs: 0, failed: 2});
    expect(result.medians.performance).toBeNaN();
  });
});

describe('ratio', () => {
  it('is B/A', () => {
    expect(ratio(200, 150)).toBe(0.75);
    expect(ratio(95, 95)).toBe(1);
  });

  it('is 1 when both are 0, and null when A is 0 or a figure is missing', () => {
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(0, 30)).toBeNull();
    expect(ratio(NaN, 30)).toBeNull();
    expect(ratio(30, NaN)).toBeNull();
    expect(formatRatio(null)).toBe('—');
    expect(formatRatio(0.756)).toBe('0.76');
  });
});

describe('comparePage', () => {
  const figures = (performance: number, tbt: number, jsGzip = 190 * 1024) => ({
    ...runFigures(lhr({performance, tbt})),
    jsGzip,
  });

  it('says better, worse or same by the median performance score', () => {
    expect(comparePage(figures(90, 300), figures(93, 250)).verdict).toBe('better');
    expect(comparePage(figures(93, 250), figures(90, 300)).verdict).toBe('worse');
    expect(comparePage(figures(93, 250), figures(93, 100)).verdict).toBe('same');
    expect(comparePage({...figures(93, 250), performance: NaN}, figures(93, 100)).verdict).toBe('n/a');
  });

  it('gives A, B and B/A for every figure, the JS bytes included', () => {
    const result = comparePage(figures(90, 300, 200 * 1024), figures(93, 150, 150 * 1024));
    expect(result.figures.tbt).toEqual({a: 300, b: 150, ratio: 0.5});
    expect(result.figures.jsGzip).toEqual({a: 200 * 1024, b: 150 * 1024, ratio: 0.75});
    expect(result.figures.performance.ratio).toBeCloseTo(93 / 90);
  });

  it('has no JS ratio when the bytes of one build are missing', () => {
    const result = comparePage(figures(90, 300), {...figures(93, 150), jsGzip: NaN});
    expect(result.figures.jsGzip.ratio).toBeNull();
  });
});

describe('summarise', () => {
  const page = (a: [number, number], b: [number, number]) =>
    comparePage(
      {...runFigures(lhr({performance: a[0], tbt: a[1]})), jsGzip: 100},
      {...runFigures(lhr({performance: b[0], tbt: b[1]})), jsGzip: 100},
    );

  it('counts the pages per verdict and by TBT, with geometric means of B/A', () => {
    const summary = summarise(
      [page([90, 200], [95, 100]), page([90, 200], [85, 400]), page([92, 200], [92, 200])],
      [{path: '/gone'}],
    );
    expect(summary).toMatchObject({
      pages: 3,
      better: 1,
      worse: 1,
      same: 1,
      notComparable: 0,
      tbtLower: 1,
      tbtHigher: 1,
      missing: 1,
    });
    // TBT ratios 0.5, 2 and 1: the geometric mean is 1.
    expect(summary.geometricMeans.tbt).toBeCloseTo(1);
    expect(summary.geometricMeans.jsGzip).toBe(1);
    const line = summaryLine(summary);
    expect(line).toContain('B better on 1 of 3 pages, worse on 1, same on 1');
    expect(line).toContain('TBT lower on 1, higher on 1');
    expect(line).toContain('1 missing in a build, not compared');
    expect(line).toContain('TBT 1.00');
  });

  it('leaves ratios that cannot be formed out of the geometric mean', () => {
    expect(geometricMean([null, 2, 8])).toBeCloseTo(4);
    expect(geometricMean([null])).toBeNull();
    expect(geometricMean([])).toBeNull();
  });
});
