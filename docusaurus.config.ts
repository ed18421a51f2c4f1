import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {algoliaSettings, isLocalSearch} from './src/config/search';
import {pageTemplate} from './config/pageTemplate';
import {localeBeingLoaded, socialCard, socialCardThemeConfig} from './config/socialCard';
import {darkCodeTheme, lightCodeTheme} from './plugins/code-highlight/codeThemes';
import remarkHighlightCode from './plugins/code-highlight/remarkHighlightCode';
import remarkSketchBoards from './plugins/sketch-boards/remarkSketchBoards';
import remarkSketchFiles from './plugins/sketch-files/remarkSketchFiles';
import remarkDrawings from './plugins/drawings/remarkDrawings';

/**
 * The site's settings, kept as a readable table. How the parts fit together:
 * ARCHITECTURE.md; why each choice: docs-dev/decisions.md.
 */

const SOURCE_REPOSITORY = 'https://github.com/sensebox/docs';
const SEARCH = algoliaSettings(process.env);
// The link-preview card of the locale being built (Docusaurus loads this file once per locale).
const SOCIAL_CARD = socialCardThemeConfig(socialCard(localeBeingLoaded(process.env)));

const config: Config = {
  title: 'senseBox Docs',
  tagline: '',
  favicon: 'img/favicon.svg',
  url: 'https://docs.sensebox.de',
  baseUrl: '/',
  // titleDelimiter stays at its default '|': tabs read "Page | senseBox Docs".
  trailingSlash: undefined,
  // Docusaurus' page template, without the NUL characters React 18's streaming render leaves in some pages.
  ssrTemplate: pageTemplate(),

  // Warnings here, so a local build with a broken link still shows the site; CI and every deploy
  // build with docusaurus.config.strict.ts, where they throw.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'de',
    locales: ['de', 'en'],
    localeConfigs: {
      de: {label: 'Deutsch', htmlLang: 'de', direction: 'ltr'},
      en: {label: 'English', htmlLang: 'en', direction: 'ltr'},
    },
  },

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: false},
    // Docusaurus Faster (clean build of both locales on 2 cores, one run each:
    // 87 s without, 53 s with the SWC/Lightning CSS/MDX-cache flags, 21 s with Rspack too).
    // swcHtmlMinimizer stays off: in 3.8 it strips HTML that some link previews need
    // (it drops the <head>/<body> tags; fixed upstream in 3.9). rspackPersistentCache needs a kept cache.
    experimental_faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
    },
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          editUrl: `${SOURCE_REPOSITORY}/edit/main/`,
          editLocalizedFiles: true,
          showLastUpdateTime: true,
          showLastUpdateAuthor: true,
          breadcrumbs: false,
          // A fence's boards="…" becomes the line naming the sketch's boards (plugins/sketch-boards);
          // each complete sketch learns its download file (plugins/sketch-files);
          // then every code block is highlighted at build time (plugins/code-highlight);
          // each drawing a page shows is made now, as files (plugins/drawings).
          remarkPlugins: [remarkSketchBoards, remarkSketchFiles, remarkHighlightCode, remarkDrawings],
        },
        pages: {remarkPlugins: [remarkSketchBoards, remarkSketchFiles, remarkHighlightCode, remarkDrawings]},
        blog: false,
        theme: {
          // In the local search mode no Algolia credit: Algolia answers nothing there (src/css/search-local.css).
          // print.css: a page printed as a worksheet (content only, light colours, link targets written out).
          customCss: [
            './src/css/custom.css',
            './src/css/print.css',
            ...(isLocalSearch(SEARCH.appId) ? ['./src/css/search-local.css'] : []),
          ],
        },
        // build/sitemap.xml and build/en/sitemap.xml, named in robots.txt. Dates from git; changefreq and
        // priority left out (search engines ignore them). Not listed: the search page, the authors' guide and the offline page.
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          ignorePatterns: ['/search', '/en/search', '/markdown-page', '/en/markdown-page', '/offline', '/en/offline'],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // /docs leads to the main doc; old addresses keep working (static redirect pages,
    // and the host's _redirects file for the old site's addresses). Also writes _headers (static/_headers plus the CSP).
    // The lists (plugins/host-config/redirects.ts) are the plugin's defaults, not options here: the site config
    // travels to every reader's browser, the redirect table need not.
    './plugins/host-config/index.ts',
    // Search: the index from the built pages, the local client, the DocSearch error-screen fix.
    './plugins/search/index.ts',
    // Code is highlighted at build time: no Prism in the browser, colours of both modes as classes.
    './plugins/code-highlight/index.ts',
    // Every complete sketch as a file to download: build/sketches/<page>/<name>/<name>.ino.
    './plugins/sketch-files/index.ts',
    // Every Blockly program a page draws as a file the Blockly editor opens: build/blockly-xml/<id>-<board>.xml.
    './plugins/blockly-files/index.ts',
    // Drawings are SVG files of the build (assets/drawings/), no drawing code in the browser.
    './plugins/drawings/index.ts',
    // Storage that throws gives console warnings, never errors: the site works without it.
    './plugins/storage-warnings/index.ts',
    // Code that several pages share is downloaded once, not inside every page chunk.
    './plugins/shared-chunks/index.ts',
    // What every page downloaded but none used: all of tslib, for one helper.
    './plugins/lean-entry/index.ts',
    // Prefetch of visible links after the page's load, in short idle slices, each file once.
    './plugins/idle-prefetch/index.ts',
    // /llms.txt and /llms-full.txt per language: every docs page for language models,
    // made from the built pages; robots.txt names them.
    './plugins/llms-txt/index.ts',
    // Installable app, offline mode on request (every page, assets and search index of the
    // language precached), translated reload prompt: @docusaurus/plugin-pwa, wrapped.
    './plugins/offline/index.ts',
  ],

  themeConfig: {
    // og:image/twitter:image (a 1200 × 630 PNG, made by npm run social-card) with its size, type and alt text.
    image: SOCIAL_CARD.image,
    metadata: SOCIAL_CARD.metadata,
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      // With this on, the toggle cycles system → light → dark (built into 3.8.1).
      respectPrefersColorScheme: true,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'senseBox Docs',
      hideOnScroll: true,
      logo: {alt: 'senseBox Logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {href: 'https://sensebox.de', label: 'senseBox.de', position: 'left'},
        {type: 'localeDropdown', position: 'right'},
        {href: SOURCE_REPOSITORY, label: 'GitHub', position: 'right'},
        {type: 'custom-boardSelector', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Materialien',
          items: [
            {label: 'Impressum', href: 'https://sensebox.de/de/imprint'},
            {label: 'openSenseMap', href: 'https://opensensemap.org'},
            {label: 'FAQ', to: '/docs/misc/faq'},
            // Which addresses, ports and protocols the senseBox tools need.
            {label: 'Für die Schul-IT', to: '/docs/misc/schul-it'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Forum', href: 'https://forum.sensebox.de'},
            {label: 'GitHub', href: 'https://github.com/sensebox'},
            {label: 'Support', href: 'https://sensebox.de/de/contact'},
          ],
        },
      ],
      copyright: '© senseBox 2024. Alle Rechte vorbehalten.',
    },
    algolia: SEARCH,
    prism: {
      // GitHub and Dracula with every token at 4.5:1 or more (plugins/code-highlight/codeThemes.ts).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // No additionalLanguages: the grammars are listed in plugins/code-highlight/grammars.ts and run at build
      // time only.
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
