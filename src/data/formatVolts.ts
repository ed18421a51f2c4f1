import {formatDecimal} from './numberFormat';

/**
 * Formats a voltage for the page's language ("3,3 V" in German, "3.3 V" in
 * English). A plain function with the locale passed in, so tests can call it.
 */
export function formatVolts(volts: number, locale: string | undefined): string {
  const number = formatDecimal(volts, locale ?? 'de', {maximumFractionDigits: 2});
  // A no-break space keeps the number and its unit on one line.
  return `${number}\u00a0V`;
}
