/** @jest-environment node */
import fs from 'fs';
import zlib from 'zlib';
import {
  cleanPrecacheUrl,
  EXTRA_PRECACHE,
  extraEntry,
  injectManifestConfig,
  precacheSummary,
  PWA_GLOB_PATTERNS,
  SUMMARY_FILE,
  transferSize,
} from '../../../plugins/offline/precache';
import {
  isPrecacheSummary,
  megabytes,
  SUMMARY_FILE as CLIENT_SUMMARY_FILE,
} from '../../../src/components/OfflineMode/precacheSummary';

describe('offline precache (plugins/offline/precache.ts)', () => {
  it('lists pages under the address readers open', () => {
    expect(cleanPrecacheUrl('index.html')).toBe('./');
    expect(cleanPrecacheUrl('docs/misc/faq/index.html')).toBe('docs/misc/faq');
    expect(cleanPrecacheUrl('search/index.html')).toBe('search');
    expect(cleanPrecacheUrl('404.html')).toBe('404.html');
    expect(cleanPrecacheUrl('assets/js/main.0123abcd.js')).toBe('assets/js/main.0123abcd.js');
    expect(cleanPrecacheUrl('search-index.json')).toBe('search-index.json');
  });

  it('globs with the patterns @docusaurus/plugin-pwa really uses (it ignores ours)', () => {
    const source = fs.readFileSync(require.resolve('@docusaurus/plugin-pwa/lib/index.js'), 'utf8');
    for (const pattern of PWA_GLOB_PATTERNS) expect(source).toContain(`'${pattern}'`);
  });

  it('leaves the other locale and the size file out of the German precache, cache-busts only unhashed files', () => {
    let seen: unknown[] = [];
    const config = injectManifestConfig({otherLocaleDirs: ['en'], onManifest: (entries) => (seen = entries)});
    expect(config.globIgnores).toEqual(['en/**', SUMMARY_FILE]);
    expect(config.dontCacheBustURLsMatching.test('assets/js/main.0123abcd.js')).toBe(true);
    expect(config.dontCacheBustURLsMatching.test('docs/misc/faq/index.html')).toBe(false);
    const entries = [
      {url: 'index.html', revision: 'a', size: 10},
      {url: 'docs/x/index.html', revision: 'b', size: 20},
    ];
    expect(config.manifestTransforms[0]!(entries).manifest.map((entry) => entry.url)).toEqual(['./', 'docs/x']);
    expect(seen).toEqual(entries);
    expect(injectManifestConfig({otherLocaleDirs: [], onManifest: () => undefined}).globIgnores).toEqual([
      SUMMARY_FILE,
    ]);
  });

  it('adds the files the plugin’s patterns miss (sketches and Blockly programs to download, editor screenshots), with a revision from their content', () => {
    expect(EXTRA_PRECACHE).toEqual([
      {dir: 'sketches', extension: '.ino'},
      {dir: 'blockly-xml', extension: '.xml'},
      {dir: 'img/editor', extension: '.avif'},
    ]);
    expect(
      PWA_GLOB_PATTERNS.some(
        (pattern) => pattern.includes('ino') || pattern.includes('xml') || pattern.includes('avif'),
      ),
    ).toBe(false);
    const sketch = extraEntry('sketches/x/blink/blink.ino', Buffer.from('void setup() {}\n'));
    expect(sketch).toEqual({
      url: 'sketches/x/blink/blink.ino',
      revision: expect.stringMatching(/^[0-9a-f]{32}$/),
      size: 16,
    });
    expect(extraEntry('a.ino', Buffer.from('x')).revision).not.toBe(extraEntry('a.ino', Buffer.from('y')).revision);
    let seen: unknown[] = [];
    const config = injectManifestConfig({
      otherLocaleDirs: [],
      onManifest: (entries) => (seen = entries),
      extraEntries: () => [sketch],
    });
    const manifest = config.manifestTransforms[0]!([{url: 'index.html', revision: 'a', size: 10}]).manifest;
    expect(manifest.map((entry) => entry.url)).toEqual(['./', 'sketches/x/blink/blink.ino']);
    expect(seen).toHaveLength(2);
    expect(transferSize('a.ino', Buffer.from('x'.repeat(1000)))).toBeLessThan(100);
  });

  it('the size figure: files, bytes stored, bytes transferred (text gzipped, images as they are)', () => {
    const html = Buffer.from('<p>senseBox</p>'.repeat(500));
    const png = Buffer.from(Array.from({length: 300}, (_, i) => i % 256));
    expect(transferSize('docs/x/index.html', html)).toBe(zlib.gzipSync(html, {level: 6}).length);
    expect(transferSize('img/app/icon-192.png', png)).toBe(300);
    const summary = precacheSummary('de', [
      {url: 'docs/x/index.html', content: html},
      {url: 'img/app/icon-192.png', content: png},
    ]);
    expect(summary).toEqual({
      locale: 'de',
      files: 2,
      bytes: html.length + 300,
      transferBytes: transferSize('docs/x/index.html', html) + 300,
    });
    expect(summary.transferBytes).toBeLessThan(summary.bytes);
    expect(isPrecacheSummary(summary)).toBe(true);
  });

  it('the control reads the same file and shows megabytes with one decimal', () => {
    expect(CLIENT_SUMMARY_FILE).toBe(SUMMARY_FILE);
    expect(megabytes(2_425_407)).toBe(2.4);
    expect(megabytes(9_931_986)).toBe(9.9);
    expect(megabytes(10)).toBe(0.1);
    expect(isPrecacheSummary({locale: 'de', files: 0, bytes: 1, transferBytes: 1})).toBe(false);
    expect(isPrecacheSummary(null)).toBe(false);
  });
});
