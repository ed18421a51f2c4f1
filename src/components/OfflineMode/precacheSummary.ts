/**
 * The size figure of a locale's offline copy, written at build time by plugins/offline
 * next to sw.js (`offline-precache.json`) and shown before the download starts.
 */
export const SUMMARY_FILE = 'offline-precache.json';

export type PrecacheSummary = {
  /** Locale of the precache (`de`, `en`). */
  locale: string;
  /** Files the worker downloads. */
  files: number;
  /** Their size on disk, which is also what the browser stores. */
  bytes: number;
  /** What the download transfers: text gzipped at level 6 (as hosts compress), other files as they are. */
  transferBytes: number;
};

export function isPrecacheSummary(value: unknown): value is PrecacheSummary {
  const summary = value as Partial<PrecacheSummary> | null;
  return (
    typeof summary === 'object' &&
    summary !== null &&
    typeof summary.locale === 'string' &&
    [summary.files, summary.bytes, summary.transferBytes].every(
      (n) => typeof n === 'number' && Number.isFinite(n) && n > 0,
    )
  );
}

/** Megabytes with one decimal, at least 0.1 (the control says "about 3.2 MB"). */
export function megabytes(bytes: number): number {
  return Math.max(0.1, Math.round(bytes / 100_000) / 10);
}
