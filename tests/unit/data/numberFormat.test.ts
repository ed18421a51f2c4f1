import {formatDecimal, numberFormat} from '../../../src/data/numberFormat';
import {formatVolts} from '../../../src/data/formatVolts';

/** Values like the data sheets' and the edge cases of rounding, grouping and sign. */
function sampleValues(): number[] {
  const values = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.0005,
    0.0015,
    1.0005,
    0.125,
    -0.125,
    3.3,
    0.06,
    1200,
    9999.9996,
    10000,
    40000,
    123456.789,
    -40,
    -0.0001,
    999999.9995,
    1e20,
    1.005,
    2.675,
    1.45,
    8.345,
    0.1 + 0.2,
    32768,
    3.14159,
    -1234567.891,
  ];
  // A fixed pseudo-random sweep over several magnitudes (same numbers every run).
  let seed = 42;
  const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 10 - 4);
    const value = Math.round(next() * magnitude * 10000) / 10000;
    values.push(next() < 0.2 ? -value : value);
  }
  return values;
}

describe('formatDecimal', () => {
  for (const locale of ['de', 'en']) {
    for (const options of [
      {maximumFractionDigits: 3, useGrouping: false},
      {maximumFractionDigits: 3, useGrouping: true},
      {maximumFractionDigits: 2},
    ]) {
      it(`formats as Intl.NumberFormat does (${locale}, ${JSON.stringify(options)})`, () => {
        const intl = new Intl.NumberFormat(locale, options);
        const mismatches = sampleValues()
          .map((value) => [value, formatDecimal(value, locale, options), intl.format(value)] as const)
          .filter(([, ours, theirs]) => ours !== theirs);
        expect(mismatches).toEqual([]);
      });
    }
  }

  it('builds no Intl.NumberFormat for the site locales', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 100; i++) {
      formatDecimal(i / 7, 'de', {maximumFractionDigits: 3});
      formatVolts(i / 10, 'en');
    }
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('leaves other locales and numbers beyond toFixed to Intl', () => {
    expect(formatDecimal(1234.5, 'de-CH', {maximumFractionDigits: 2})).toBe(
      new Intl.NumberFormat('de-CH', {maximumFractionDigits: 2}).format(1234.5),
    );
    expect(formatDecimal(2e21, 'en', {maximumFractionDigits: 2})).toBe('2,000,000,000,000,000,000,000');
    expect(formatDecimal(Number.NaN, 'de', {maximumFractionDigits: 2})).toBe('NaN');
    // Exponent notation in String(): tiny numbers are still rounded as Intl rounds them.
    for (const tiny of [5e-7, 4e-7, -6e-7]) {
      expect(formatDecimal(tiny, 'en', {maximumFractionDigits: 6})).toBe(
        new Intl.NumberFormat('en', {maximumFractionDigits: 6}).format(tiny),
      );
    }
  });
});

describe('numberFormat (other locales)', () => {
  it('hands out one formatter per locale and options', () => {
    const first = numberFormat('de', {maximumFractionDigits: 2});
    expect(numberFormat('de', {maximumFractionDigits: 2})).toBe(first);
    expect(numberFormat('en', {maximumFractionDigits: 2})).not.toBe(first);
    expect(numberFormat('de', {maximumFractionDigits: 3})).not.toBe(first);
  });

  it('builds formatters once while a table is formatted', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 100; i++) formatVolts(i / 10, 'en-GB');
    expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
    spy.mockRestore();
  });
});
