/**
 * Numbers in the site's languages. Building an Intl.NumberFormat loads the
 * locale's data: ~17 ms each at 4x CPU slowdown, and a part page needed three
 * of them while it hydrated (~50 ms of one long task, measured on the
 * Umweltsensor page). The site's two locales need only their two separators,
 * so they are formatted here, exactly as Intl.NumberFormat would (the unit
 * tests compare both over thousands of values); any other locale goes to a
 * cached Intl.NumberFormat.
 */

export type DecimalOptions = {maximumFractionDigits: number; useGrouping?: boolean};

const SEPARATORS: Record<string, {decimal: string; group: string}> = {
  de: {decimal: ',', group: '.'},
  en: {decimal: '.', group: ','},
};

const formats = new Map<string, Intl.NumberFormat>();

/** An Intl.NumberFormat, made once per locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * The decimal digits of `abs` (written without exponent) rounded to at most
 * `digits` fraction digits, as integer and fraction digits. Like Intl (ICU),
 * it rounds the shortest decimal that reads back as the same number
 * ("348.455"), half away from zero; toFixed would round the binary value
 * (348.45499…) and print 348.45 where Intl prints 348.46.
 */
function roundedDigits(decimal: string, digits: number): [string, string] {
  const [integer = '0', fraction = ''] = decimal.split('.');
  if (fraction.length <= digits) return [integer, fraction];
  const kept = `${integer}${fraction.slice(0, digits)}`;
  const rounded = fraction[digits]! >= '5' ? incremented(kept) : kept;
  return [rounded.slice(0, rounded.length - digits), rounded.slice(rounded.length - digits)];
}

/** A string of decimal digits plus one ("0999" → "1000"), without BigInt, which older Safari lacks. */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${String.fromCharCode(digits.charCodeAt(i) + 1)}${'0'.repeat(digits.length - i - 1)}`;
}

/** What `new Intl.NumberFormat(locale, options).format(value)` returns, without building one for de and en. */
export function formatDecimal(
  value: number,
  locale: string,
  {maximumFractionDigits, useGrouping = true}: DecimalOptions,
): string {
  const separators = SEPARATORS[locale];
  const decimal = String(Math.abs(value));
  // Other locales, NaN and Infinity, and numbers String() writes with an exponent (below 1e-6, from 1e21) go to Intl.
  if (!separators || !Number.isFinite(value) || decimal.includes('e')) {
    return numberFormat(locale, {maximumFractionDigits, useGrouping}).format(value);
  }
  const [integer, fraction] = roundedDigits(decimal, maximumFractionDigits);
  const digits = fraction.replace(/0+$/, '');
  const grouped = useGrouping ? integer.replace(/\B(?=(\d{3})+$)/g, separators.group) : integer;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${digits ? `${separators.decimal}${digits}` : ''}`;
}
