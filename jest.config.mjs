/**
 * Unit tests for our components and logic. Transforms go through @swc/jest with
 * inline options: a root babel.config.js would also change the site build.
 * The @docusaurus/* virtual modules are mapped the way facebook/docusaurus maps
 * them in its own jest.config.mjs.
 */
/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // One worker per core: Jest's default keeps one core for itself, which on two cores halves the suite's pace
  // (100 → 68 s); its main process mostly waits.
  maxWorkers: '100%',
  roots: ['<rootDir>/tests/unit'],
  // A guard against a hang, not a budget: tests that start a process (the spell check) take as long as
  // the machine's load makes them, and a busy machine must not fail them.
  testTimeout: 600_000,
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  // .mjs too: tests import the exported functions of our Node scripts (scripts/new-part.mjs); SWC
  // turns them into CommonJS like the rest, import.meta.url included.
  transform: {
    '^.+\\.m?[jt]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          transform: {react: {runtime: 'automatic'}},
        },
        module: {type: 'commonjs'},
      },
    ],
  },
  // The @docusaurus packages publish ES modules in lib/ without "type": "module"; theme-classic's
  // copy button imports copy-text-to-clipboard, an ES module.
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|copy-text-to-clipboard)/)'],
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|jpeg|gif|webp)$': '<rootDir>/tests/unit/stubs/fileStub.ts',
    '^@generated/codeTranslations$': '<rootDir>/tests/unit/stubs/codeTranslations.ts',
    '^@generated/docusaurus.config$': '<rootDir>/tests/unit/stubs/siteConfig.ts',
    '^@generated/i18n$': '<rootDir>/tests/unit/stubs/i18n.ts',
    '^@generated/(.*)$': '<rootDir>/tests/unit/stubs/emptyModule.ts',
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use.*)$':
      '@docusaurus/core/lib/client/exports/$1',
    '^@site/(.*)$': '<rootDir>/$1',
    // The site imports DocSearch's ES bundle by path (plugins/search); Jest takes the CommonJS build.
    '^@docsearch/react/dist/esm/index.js$': '@docsearch/react',
    '^@theme-original/(.*)$': '<rootDir>/tests/unit/stubs/themeOriginal.tsx',
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', '@docusaurus/theme-classic/lib/theme/$1'],
  },
  testEnvironmentOptions: {customExportConditions: ['']},
};

export default config;
