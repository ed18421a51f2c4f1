import {createRequire} from 'module';
import path from 'path';
import {patchOn} from '../patchSwitch';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** @docusaurus/utils-common, compiled to CommonJS with `require("tslib")`. */
const UTILS_COMMON = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/][^\\/]+\.js$/;
const TSLIB_IMPORT_DEFAULT = path.resolve(__dirname, 'tslibImportDefault.ts');
const TRIM_GENERATED = path.resolve(__dirname, 'trimGeneratedLoader.cjs');
// Node's own require, as for config/pageTemplate.ts: the loader is CommonJS, and it names the files it trims.
const {TRIMMED_FILES} = createRequire(__filename)(TRIM_GENERATED) as {TRIMMED_FILES: string[]};
/** Navbar items that find their link in the docs plugin's list of docs (theme-classic's NavbarItem types). */
const DOCS_LIST_ITEM_TYPES = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);

type NavbarItem = {type?: string; items?: NavbarItem[]};
type ThemeConfig = {
  navbar?: {items?: NavbarItem[]};
  announcementBar?: unknown;
  docs?: {sidebar?: {hideable?: boolean}};
};

/** Id prefixes of UI strings for features this site does not have: no page shows them. */
export function absentFeatureStrings(themeConfig: ThemeConfig): string[] {
  return [
    'theme.blog.', // the blog is off
    'theme.tags.', // no doc has tags (tests/unit/plugins/leanEntry.test.ts)
    'theme.docs.tagDocListPageTitle',
    'theme.docs.versions.', // one docs version
    'theme.docs.versionBadge.',
    'theme.navbar.mobileVersionsDropdown.',
    'theme.contentVisibility.draftBanner.', // drafts never reach a production build
    'search.development.', // shown by the development server only
    ...(themeConfig.announcementBar ? [] : ['theme.AnnouncementBar.']),
    ...(themeConfig.docs?.sidebar?.hideable
      ? []
      : ['theme.docs.sidebar.collapseButton', 'theme.docs.sidebar.expandButton']),
  ];
}

/** Whether a navbar item, or one in its dropdown, needs the list of docs in the browser. */
export function usesDocsList(items: NavbarItem[]): boolean {
  return items.some((item) => DOCS_LIST_ITEM_TYPES.has(item.type ?? '') || usesDocsList(item.items ?? []));
}

/**
 * Keeps out of the entry chunk what every page downloaded but no page used.
 * - @docusaurus/utils-common (Link and the theme use it on every page) requires
 *   tslib for one helper, `__importDefault`. A CommonJS `require` takes the whole
 *   module, so all of tslib's ~45 helpers (3.8 KiB gzip) sat in the entry chunk.
 *   For requests from utils-common only, `tslib` resolves to a module with that
 *   one helper. tests/unit/plugins/leanEntry.test.ts fails when an upgrade of
 *   utils-common starts calling another helper.
 * - Four generated files lose, in the client bundle only, what only the server
 *   or the build reads, or what no page of this site uses (./trimGeneratedLoader.cjs).
 * - Chunk files are named by id (`1857.<hash>.js`, not `print-qr.<hash>.js`): a name
 *   in the file name made the runtime carry a table from every id to its name
 *   (1.1 KiB gzip). The table from name to id, which prefetching reads, stays, and
 *   tests find a chunk by name through it (tests/e2e/helpers.mjs).
 */
export default function leanEntryPlugin(context: Pick<LoadContext, 'generatedFilesDir' | 'siteConfig'>): Plugin {
  const generated = TRIMMED_FILES.map((file) => path.join(context.generatedFilesDir, file));
  const themeConfig = context.siteConfig.themeConfig as ThemeConfig;
  const options = {
    docsListUsed: usesDocsList(themeConfig.navbar?.items ?? []),
    absentStrings: absentFeatureStrings(themeConfig),
  };
  return {
    name: 'lean-entry',
    configureWebpack(config, isServer) {
      // Off only for an A/B measurement (plugins/patchSwitch.ts): then nothing is added.
      if (!patchOn('leanEntry')) return {};
      const rules: object[] = [{test: UTILS_COMMON, resolve: {alias: {tslib$: TSLIB_IMPORT_DEFAULT}}}];
      if (isServer || config.mode !== 'production') return {module: {rules}};
      rules.push({test: (file: string) => generated.includes(file), use: [{loader: TRIM_GENERATED, options}]});
      return {module: {rules}, output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}
