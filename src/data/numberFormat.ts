/**
 * Intl.NumberFormat objects, made once per locale and options. Building one
 * costs far more than formatting with it (it loads the locale's data), and the
 * spec tables format hundreds of numbers while a page hydrates: measured on
 * the MCU-S2 overview with 4x CPU slowdown, a new formatter per number took
 * ~27 ms of its startup.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
