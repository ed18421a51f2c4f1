import type {SpecValue} from './parts';
import {formatDecimal} from './numberFormat';

/**
 * Turns data-sheet values into text. Pure functions with the locale and the
 * few translated words passed in, so tests can call them for both languages.
 * Only the decimal and thousands separators depend on the locale; everything
 * else (unit symbols, ±, ×, spacing) is written the same in German and English.
 */

/** The translated words a value can need. */
export type SpecWords = {
  /** "bis zu" / "up to" */
  upTo: string;
  /** "bei" / "at", in front of measuring conditions */
  at: string;
  /** "des Messwerts" / "of the reading", for `{ofReading}` in formulas */
  ofReading: string;
  /** Name of a qualifier such as 'relative' or a phenomenon id. */
  qualifier: (id: string) => string;
};

const NO_BREAK_SPACE = '\u00a0';
const MINUS = '\u2212';

/**
 * A number in the page's language: "0,06" in German, "0.06" in English.
 * Thousands are grouped only from five digits on ("1200" but "40.000"),
 * as German typesetting does; negative numbers get a real minus sign.
 */
export function formatNumber(value: number, locale: string | undefined): string {
  const text = formatDecimal(value, locale ?? 'de', {
    maximumFractionDigits: 3,
    useGrouping: Math.abs(value) >= 10000,
  });
  return text.replace('-', MINUS);
}

function withUnit(number: string, unit: string | undefined): string {
  return unit ? `${number}${NO_BREAK_SPACE}${unit}` : number;
}

function prefixed(prefix: Extract<SpecValue, {kind: 'value'}>['prefix'], text: string, words: SpecWords): string {
  switch (prefix) {
    case 'plusMinus':
      return `±${text}`;
    case 'lessThan':
      return `<${NO_BREAK_SPACE}${text}`;
    case 'greaterThan':
      return `>${NO_BREAK_SPACE}${text}`;
    case 'approx':
      return `≈${NO_BREAK_SPACE}${text}`;
    case 'upTo':
      return `${words.upTo} ${text}`;
    default:
      return text;
  }
}

/** "(relativ)", "(bei 1 Hz)" or "(Luftdruck, bei 1 Hz)"; empty without either. */
function details(value: SpecValue, locale: string | undefined, words: SpecWords): string {
  const parts: string[] = [];
  if (value.qualifier) parts.push(words.qualifier(value.qualifier));
  if ('conditions' in value && value.conditions && value.conditions.length > 0) {
    parts.push(
      `${words.at} ${value.conditions.map((condition) => formatSpecValue(condition, locale, words)).join(', ')}`,
    );
  }
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

function core(value: SpecValue, locale: string | undefined, words: SpecWords): string {
  const number = (n: number) => formatNumber(n, locale);
  switch (value.kind) {
    case 'value':
      return prefixed(value.prefix, withUnit(number(value.value), value.unit), words);
    case 'range': {
      // "0–100 %" reads well; with a negative start an en dash would look like a minus.
      const separator = value.min < 0 ? ' … ' : '–';
      return withUnit(`${number(value.min)}${separator}${number(value.max)}`, value.unit);
    }
    case 'choices':
      return withUnit(value.values.map((n) => `${value.plusMinus ? '±' : ''}${number(n)}`).join(' / '), value.unit);
    case 'dimensions': {
      const text = withUnit(value.values.map(number).join(' × '), value.unit);
      return value.prefix === 'approx' ? `≈${NO_BREAK_SPACE}${text}` : text;
    }
    case 'formula':
      return value.template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
        if (name === 'ofReading') return words.ofReading;
        const n = value.values[name];
        return n === undefined ? placeholder : number(n);
      });
  }
}

/** One value as text, e.g. "±0,06 hPa (relativ)" or "1.7 µA (air pressure, at 1 Hz)". */
export function formatSpecValue(value: SpecValue, locale: string | undefined, words: SpecWords): string {
  return `${core(value, locale, words)}${details(value, locale, words)}`;
}

/** An I2C address as printed in code: 0x3D. */
export function formatI2cAddress(address: number): string {
  return `0x${address.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** Addresses in order, runs of three or more shortened: "0x70–0x77". */
export function formatI2cAddresses(addresses: readonly number[]): string {
  const sorted = [...addresses].sort((a, b) => a - b);
  const groups: number[][] = [];
  for (const address of sorted) {
    const last = groups[groups.length - 1];
    if (last && last[last.length - 1] === address - 1) last.push(address);
    else groups.push([address]);
  }
  return groups
    .flatMap((group) => {
      const first = group[0];
      const end = group[group.length - 1];
      if (first === undefined || end === undefined) return [];
      return group.length >= 3 ? [`${formatI2cAddress(first)}–${formatI2cAddress(end)}`] : group.map(formatI2cAddress);
    })
    .join(', ');
}
