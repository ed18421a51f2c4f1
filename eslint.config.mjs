// @ts-check
/**
 * ESLint, the first layer of `npm test` (`npm run lint`). The recommended rule sets of ESLint, typescript-eslint,
 * React, the hooks rules and jsx-a11y; the few rules switched off below say why. Formatting is Prettier's job
 * (`npm run format:check`), so no rule here is about layout.
 */
import js from '@eslint/js';
import {defineConfig} from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Built output, generated files, content (MDX is checked by the build and the spell check) and dependencies.
    ignores: ['build/', 'build-hosted/', '.docusaurus/', 'coverage/', 'images/', 'static/', 'docs/', 'i18n/'],
  },
  {linterOptions: {reportUnusedDisableDirectives: 'error'}},
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a parameter or binding that is there for its position (a callback's second argument, a
      // rest sibling that leaves a key out of an object); everything else unused is a finding.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // What runs in the browser: the site's components, theme overrides and client modules.
    files: ['src/**/*.{ts,tsx,js}'],
    ...react.configs.flat.recommended,
    languageOptions: {...react.configs.flat.recommended.languageOptions, globals: globals.browser},
    settings: {react: {version: '18.3'}},
  },
  {files: ['src/**/*.{ts,tsx,js}', 'tests/unit/**/*.{ts,tsx}'], ...react.configs.flat['jsx-runtime']},
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // The next three are the React Compiler's rules; the site is not compiled with it, and each forbids a
      // pattern we use on purpose. set-state-in-effect: the server renders every page, so what only the browser
      // knows (the URL's ?board=, local storage, service worker support) is read in an effect after hydration,
      // and the first browser render matches the server HTML.
      'react-hooks/set-state-in-effect': 'off',
      // refs: a ref that holds the latest prop for a stable callback is written during render, and theme hooks
      // hand back ref objects inside plain objects (useCodeWordWrap), which the rule takes for a ref read.
      'react-hooks/refs': 'off',
      // immutability: drawings lay out boxes with a running total in a .map() callback during render; the
      // rule assumes the callback could run later.
      'react-hooks/immutability': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A box that scrolls sideways (code) takes focus, so a keyboard can scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['region'], allowExpressionValues: true}],
    },
  },
  {
    // What runs in Node: the configuration, sidebars, plugins, scripts, benchmarks and browser-test drivers.
    files: [
      '*.{ts,mjs,cjs}',
      'config/**',
      'sidebars/**',
      'plugins/**',
      'scripts/**',
      'bench/**',
      'tests/e2e/**',
      'tools/**',
      'src/**/*.mjs',
    ],
    languageOptions: {globals: globals.node},
  },
  {
    // These drive a browser: the functions they hand to page.evaluate() run in the page, with its globals.
    files: ['scripts/**', 'bench/**', 'tests/e2e/**'],
    languageOptions: {globals: {...globals.node, ...globals.browser, caches: 'readonly'}},
  },
  {
    // webpack loaders are CommonJS modules: webpack requires them by path.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['tests/unit/**', 'tests/fixtures/**'],
    languageOptions: {globals: {...globals.node, ...globals.browser, ...globals.jest}},
    rules: {
      // Tests load a module afresh with require(): inside jest.isolateModules(), after setting an environment
      // variable, or a webpack loader by path; a static import is hoisted above all of these.
      '@typescript-eslint/no-require-imports': 'off',
      // Tests poke at loosely typed outside shapes (a webpack configuration, an Algolia answer), where spelling
      // out the type would add nothing the assertions do not already say.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The service worker's fallback page script runs in a worker, not a window.
    files: ['src/components/OfflineMode/sw/**'],
    languageOptions: {globals: {...globals.browser, ...globals.serviceworker}},
  },
);
