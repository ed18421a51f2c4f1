/**
 * The web app manifest of each language: the site installs as an app that works offline.
 * plugins/offline writes it to build/manifest.json and build/en/manifest.json;
 * every page links its own language's file. The German app's scope is the whole
 * site, the English one's /en/: each installs as its own app that opens in its
 * language. Icons: `npm run app-icons` draws them from static/img/logo.svg;
 * static/ is copied into each locale's folder, so each manifest names its own copies.
 */

/** The brand green of the light theme (--ifm-color-primary in src/css/custom.css): title bar of the app. */
export const THEME_COLOR = '#2f7a27';
/** The page background of the light theme: the splash screen while the app starts. */
export const BACKGROUND_COLOR = '#ffffff';

export const APP_ICONS = [
  {src: 'img/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any'},
  {src: 'img/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any'},
  {src: 'img/app/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable'},
  {src: 'img/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any'},
] as const;

/** iOS ignores the manifest's icons and reads this link instead. */
export const APPLE_TOUCH_ICON = 'img/app/apple-touch-icon.png';

/** The manifest's file name: `.json`, so the precache's `*.json` pattern takes it along. */
export const MANIFEST_FILE = 'manifest.json';

/** What the app is, in each language (the manifest is written at build time, outside React). */
export const APP_DESCRIPTIONS = {
  de: 'Anleitungen zu allen senseBox-Kits: Boards, Sensoren, Blockly und Arduino, openSenseMap. Auch offline lesbar.',
  en: 'Guides for every senseBox kit: boards, sensors, Blockly and Arduino, openSenseMap. Readable offline too.',
} as const;

export type ManifestLocale = keyof typeof APP_DESCRIPTIONS;

export type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{src: string; sizes: string; type: string; purpose: string}>;
};

export function isManifestLocale(locale: string): locale is ManifestLocale {
  return Object.prototype.hasOwnProperty.call(APP_DESCRIPTIONS, locale);
}

/**
 * The manifest of one locale. `baseUrl` is the locale's base URL (`/`, `/en/`): the
 * app starts at that language's home page and stays within it.
 */
export function webManifest({
  locale,
  baseUrl,
  title,
  direction = 'ltr',
}: {
  locale: string;
  baseUrl: string;
  title: string;
  direction?: 'ltr' | 'rtl';
}): WebManifest {
  if (!isManifestLocale(locale))
    throw new Error(`No app description for locale "${locale}" in plugins/offline/webManifest.ts.`);
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/'))
    throw new Error(`A base URL starts and ends with "/": ${baseUrl}`);
  return {
    id: baseUrl,
    name: title,
    short_name: 'senseBox',
    description: APP_DESCRIPTIONS[locale],
    lang: locale,
    dir: direction,
    start_url: baseUrl,
    scope: baseUrl,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map((icon) => ({...icon, src: `${baseUrl}${icon.src}`})),
  };
}
