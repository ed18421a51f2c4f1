/**
 * Lighthouse CI (`npm run bench:lighthouse`): Lighthouse mobile, 3 runs per page with a fresh Chromium
 * each, on the production build in build/ served gzipped as the hosts serve it. The pages are the home
 * pages and the 10 heaviest docs pages of bench/pages.json (`npm run bench:heaviest -- --write` picks
 * them again). Budgets are the assertions below; a missed budget makes the command exit 1. Reports go to
 * .lighthouseci/ (not committed).
 */
const {pages} = require('./pages.json');

const ORIGIN = 'http://127.0.0.1:9010';
const URLS = ['/', '/en/', '/docs/boards/mcus2/mcu-s2-overview', ...pages.map((page) => page.path)];

module.exports = {
  ci: {
    collect: {
      startServerCommand: 'node tools/server.mjs build 9010 --gzip',
      startServerReadyPattern: 'Serving build',
      url: URLS.map((path) => ORIGIN + path),
      numberOfRuns: 3,
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      settings: {
        // The flags this closed network needs (tools/chromium.mjs says why).
        chromeFlags:
          '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
      },
    },
    assert: {
      aggregationMethod: 'median-run',
      assertions: {
        'categories:performance': ['error', {minScore: 0.95}],
        'categories:accessibility': ['error', {minScore: 1}],
        'categories:best-practices': ['error', {minScore: 1}],
        'categories:seo': ['error', {minScore: 1}],
        'total-blocking-time': ['error', {maxNumericValue: 200}],
        'largest-contentful-paint': ['error', {maxNumericValue: 1500}],
        'cumulative-layout-shift': ['error', {maxNumericValue: 0}],
        // JavaScript a page downloads (gzip, as served): the budget of a docs page.
        'resource-summary:script:size': ['error', {maxNumericValue: 200 * 1024}],
      },
    },
    upload: {target: 'filesystem', outputDir: '.lighthouseci/reports'},
  },
};
