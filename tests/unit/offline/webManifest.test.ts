/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import {APP_ICONS, APPLE_TOUCH_ICON, THEME_COLOR, webManifest} from '../../../plugins/offline/webManifest';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): string {
  const buffer = fs.readFileSync(file);
  expect(buffer.toString('latin1', 1, 4)).toBe('PNG');
  return `${buffer.readUInt32BE(16)}x${buffer.readUInt32BE(20)}`;
}

describe('web app manifest (plugins/offline/webManifest.ts)', () => {
  it('German: the whole site, German, starting at the home page', () => {
    const manifest = webManifest({locale: 'de', baseUrl: '/', title: 'senseBox Docs'});
    expect(manifest).toMatchObject({
      id: '/',
      name: 'senseBox Docs',
      short_name: 'senseBox',
      lang: 'de',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: '#ffffff',
    });
    expect(manifest.description).toMatch(/offline/i);
    expect(manifest.icons.map((icon) => icon.src)).toEqual(APP_ICONS.map((icon) => `/${icon.src}`));
  });

  it('English: its own app under /en/, in English, with the icons of the English copy of static/', () => {
    const manifest = webManifest({locale: 'en', baseUrl: '/en/', title: 'senseBox Docs'});
    expect(manifest).toMatchObject({id: '/en/', lang: 'en', start_url: '/en/', scope: '/en/'});
    expect(manifest.description).toMatch(/^Guides for every senseBox kit/);
    expect(manifest.icons.every((icon) => icon.src.startsWith('/en/img/'))).toBe(true);
  });

  it('has the icons browsers ask for: 192 and 512 px, a maskable 512 px, an SVG; each PNG has its stated size', () => {
    const manifest = webManifest({locale: 'de', baseUrl: '/', title: 'senseBox Docs'});
    const any = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512', 'any']));
    expect(manifest.icons.find((icon) => icon.purpose === 'maskable')?.sizes).toBe('512x512');
    for (const icon of APP_ICONS.filter((entry) => entry.type === 'image/png')) {
      expect(pngSize(path.join('static', icon.src))).toBe(icon.sizes);
    }
    expect(pngSize(path.join('static', APPLE_TOUCH_ICON))).toBe('180x180');
    expect(fs.existsSync('static/img/logo.svg')).toBe(true);
  });

  it('refuses a locale without description and a base URL without slashes', () => {
    expect(() => webManifest({locale: 'fr', baseUrl: '/fr/', title: 'x'})).toThrow(/fr/);
    expect(() => webManifest({locale: 'en', baseUrl: '/en', title: 'x'})).toThrow(/base URL/);
  });
});
