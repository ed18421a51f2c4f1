import fs from 'fs';
import path from 'path';
import {filesBelow} from '../../tools/files.mjs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as PwaOptions} from '@docusaurus/plugin-pwa';
import pluginPWA from '@docusaurus/plugin-pwa/lib/index.js';
import {APPLE_TOUCH_ICON, MANIFEST_FILE, THEME_COLOR, webManifest} from './webManifest';
import {buildFilesWritten} from '../postBuildOrder';
import {EXTRA_PRECACHE, extraEntry, injectManifestConfig, precacheSummary, SUMMARY_FILE} from './precache';

/** The precache entries of EXTRA_PRECACHE in the locale's build folder (the other locales' folders are not inside its dirs). */
function extraPrecacheEntries(outDir: string) {
  return EXTRA_PRECACHE.flatMap(({dir, extension}) =>
    filesBelow(path.join(outDir, dir))
      .filter((file) => file.endsWith(extension))
      .map((file) => extraEntry(`${dir}/${file}`, fs.readFileSync(path.join(outDir, dir, file)))),
  );
}

/**
 * The site as an installable app that works offline (ARCHITECTURE.md "Offline").
 * Wraps @docusaurus/plugin-pwa 3.8.1 instead of listing it in the config:
 *  - its options are set here, not in docusaurus.config.ts: Docusaurus ships plugin
 *    options to every browser, and these hold functions (the manifest transform);
 *  - its postBuild (compile sw.js, list the build's files in it) waits until the other
 *    plugins have written their files (plugins/postBuildOrder.ts), otherwise the
 *    search index and the redirect pages could be missing from the precache;
 *  - it writes each locale's web app manifest and the precache's size figure.
 * The worker registers only in offline mode (src/components/OfflineMode/registerOffline.ts):
 * casual visitors get no worker and download nothing extra.
 */

const PWA_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa/package.json'));
const OFFLINE_MODE = path.resolve(__dirname, '../../src/components/OfflineMode');

/** Defined in the client bundles: the locale's worker address, '' where there is none (development). */
export const SW_URL_VARIABLE = 'process.env.SENSEBOX_OFFLINE_SW';

export default function offlinePlugin(context: LoadContext): Plugin<void> {
  const {baseUrl, outDir, siteConfig, i18n} = context;
  const {currentLocale, defaultLocale, locales, localeConfigs} = i18n;
  let globbed: Array<{url: string}> = [];
  const options: PwaOptions = {
    debug: false,
    // Read only by the plugin's own registration, which swRegister replaces; stated for the record.
    offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
    // The plugin sets swSrc, swDest and globDirectory itself (its type still asks for swSrc).
    injectManifestConfig: injectManifestConfig({
      otherLocaleDirs: currentLocale === defaultLocale ? locales.filter((locale) => locale !== defaultLocale) : [],
      onManifest: (entries) => {
        globbed = entries;
      },
      extraEntries: () => extraPrecacheEntries(outDir),
    }) as unknown as PwaOptions['injectManifestConfig'],
    pwaHead: [
      {tagName: 'link', rel: 'manifest', href: MANIFEST_FILE},
      {tagName: 'meta', name: 'theme-color', content: THEME_COLOR},
      {tagName: 'link', rel: 'apple-touch-icon', href: APPLE_TOUCH_ICON},
    ],
    swCustom: path.join(OFFLINE_MODE, 'sw/offlineFallback.js'),
    swRegister: path.join(OFFLINE_MODE, 'registerOffline.ts'),
  };
  // Null outside production builds (the plugin's own rule): no worker in development.
  const pwa = pluginPWA(context, options);

  return {
    name: 'offline',
    // The reload popup (@theme/PwaReloadPopup) and its translations, also in development,
    // where the offline control is compiled but hidden.
    getThemePath: () => path.join(PWA_DIR, 'lib/theme'),
    getTypeScriptThemePath: () => path.join(PWA_DIR, 'src/theme'),
    getDefaultCodeTranslationMessages: pwa?.getDefaultCodeTranslationMessages,
    getClientModules: pwa?.getClientModules,
    injectHtmlTags: pwa?.injectHtmlTags,
    configureWebpack(config, isServer, utils, content) {
      const define = new utils.currentBundler.instance.DefinePlugin({
        [SW_URL_VARIABLE]: JSON.stringify(pwa ? `${baseUrl}sw.js` : ''),
      });
      const fromPwa = pwa?.configureWebpack?.(config, isServer, utils, content) as {plugins?: unknown[]} | undefined;
      return {plugins: [...(fromPwa?.plugins ?? []), define]} as ReturnType<
        NonNullable<Plugin<void>['configureWebpack']>
      >;
    },
    async postBuild(props) {
      if (!pwa?.postBuild) return;
      await buildFilesWritten(props.outDir);
      const manifest = webManifest({
        locale: currentLocale,
        baseUrl,
        title: siteConfig.title,
        direction: localeConfigs[currentLocale]?.direction,
      });
      await fs.promises.writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      await pwa.postBuild(props);
      if (globbed.length === 0) throw new Error(`The offline precache of locale ${currentLocale} is empty.`);
      const files = await Promise.all(
        globbed.map(async ({url}) => ({url, content: await fs.promises.readFile(path.join(outDir, url))})),
      );
      await fs.promises.writeFile(
        path.join(outDir, SUMMARY_FILE),
        JSON.stringify(precacheSummary(currentLocale, files)),
      );
    },
  };
}
