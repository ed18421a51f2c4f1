/**
 * What the service worker of each language precaches in offline mode, and how big that
 * is. @docusaurus/plugin-pwa globs the locale's build folder with its own
 * fixed patterns (PWA_GLOB_PATTERNS; its `injectManifestConfig.globPatterns` is never
 * read in 3.8.1) and passes the rest of `injectManifestConfig` to workbox-build.
 */
import {createHash} from 'crypto';
import zlib from 'zlib';

/** The patterns @docusaurus/plugin-pwa 3.8.1 globs with (lib/index.js); a unit test compares them. */
export const PWA_GLOB_PATTERNS = [
  '**/*.{js,json,css,html}',
  '**/*.{png,jpg,jpeg,gif,svg,ico}',
  '**/*.{woff,woff2,eot,ttf,otf}',
];

/**
 * Files of the build that the patterns above miss and readers need offline, with the
 * folder below the locale's build folder they are in: the sketches and Blockly
 * programs to download (plugins/sketch-files, plugins/blockly-files) and the editor screenshots in AVIF, the format every
 * browser that runs the service worker picks from <Screenshot>'s sources first
 * (WebP stays online only). Listed by the manifest transform with a content revision.
 */
export const EXTRA_PRECACHE = [
  {dir: 'sketches', extension: '.ino'},
  {dir: 'blockly-xml', extension: '.xml'},
  {dir: 'img/editor', extension: '.avif'},
] as const;

/** An entry of the precache for a file that no glob pattern lists: its URL and a revision from its content. */
export function extraEntry(url: string, content: Buffer): Entry {
  return {url, revision: createHash('md5').update(content).digest('hex'), size: content.length};
}

/** Written next to sw.js, read by the "Make available offline" control; not precached itself. */
export const SUMMARY_FILE = 'offline-precache.json';

/** Files in assets/ carry their content hash in the name (plugins/host-config fails the build otherwise). */
const HASHED_ASSET = /^assets\//;

/** Text formats the hosts send gzip- or brotli-compressed. */
const COMPRESSED_IN_TRANSIT = /\.(html|js|css|json|svg|xml|txt|ico|ino)$/;

/**
 * The address pages are linked and visited by: `docs/x/index.html` → `docs/x`,
 * the home page `index.html` → `./` (relative to sw.js, so `/` or `/en/`).
 * The worker then fetches each page once, without the host's redirect from
 * `/index.html` to the clean address, and finds it under the address a reader opens.
 */
export function cleanPrecacheUrl(url: string): string {
  if (url === 'index.html') return './';
  if (url.endsWith('/index.html')) return url.slice(0, -'/index.html'.length);
  return url;
}

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

/** Bytes on the wire for one file of the precache (see PrecacheSummary.transferBytes). */
export function transferSize(url: string, content: Buffer): number {
  return COMPRESSED_IN_TRANSIT.test(url) ? zlib.gzipSync(content, {level: 6}).length : content.length;
}

export function precacheSummary(locale: string, files: Array<{url: string; content: Buffer}>): PrecacheSummary {
  return {
    locale,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + file.content.length, 0),
    transferBytes: files.reduce((sum, file) => sum + transferSize(file.url, file.content), 0),
  };
}

type Entry = {url: string; revision: string | null; size: number; integrity?: string};

/**
 * The workbox-build settings for one locale's build folder. `otherLocaleDirs`: the
 * folders of the other locales inside it (`en` in build/, which has its own worker);
 * `onManifest` receives the entries as globbed (paths relative to the folder).
 */
export function injectManifestConfig({
  otherLocaleDirs,
  onManifest,
  extraEntries = () => [],
}: {
  otherLocaleDirs: string[];
  onManifest: (entries: Entry[]) => void;
  /** Files the plugin's fixed patterns miss (the sketches' .ino files), as entries with a revision. */
  extraEntries?: () => Entry[];
}) {
  return {
    globIgnores: [...otherLocaleDirs.map((dir) => `${dir}/**`), SUMMARY_FILE],
    // Hashed names need no revision: the worker fetches them as they are (the browser's HTTP cache may answer).
    dontCacheBustURLsMatching: HASHED_ASSET,
    // The largest file is the search index (~0.5 MB); workbox' default limit is 2 MB.
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    manifestTransforms: [
      (globbed: Entry[]) => {
        const entries = [...globbed, ...extraEntries()];
        onManifest(entries);
        return {manifest: entries.map((entry) => ({...entry, url: cleanPrecacheUrl(entry.url)})), warnings: []};
      },
    ],
  };
}
