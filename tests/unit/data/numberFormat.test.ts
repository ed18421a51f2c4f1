import {numberFormat} from '../../../src/data/numberFormat';
import {formatVolts} from '../../../src/data/formatVolts';

describe('numberFormat', () => {
  it('hands out one formatter per locale and options', () => {
    const first = numberFormat('de', {maximumFractionDigits: 2});
    expect(numberFormat('de', {maximumFractionDigits: 2})).toBe(first);
    expect(numberFormat('en', {maximumFractionDigits: 2})).not.toBe(first);
    expect(numberFormat('de', {maximumFractionDigits: 3})).not.toBe(first);
  });

  it('formats as a fresh Intl.NumberFormat would', () => {
    expect(numberFormat('de', {maximumFractionDigits: 2}).format(3.3)).toBe('3,3');
    expect(numberFormat('en', {maximumFractionDigits: 2}).format(3.3)).toBe('3.3');
  });

  it('builds formatters once while a table is formatted', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 100; i++) formatVolts(i / 10, 'en-GB');
    expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
    spy.mockRestore();
  });
});
