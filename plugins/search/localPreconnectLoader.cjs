/**
 * Webpack loader for theme-search-algolia 3.8.1's SearchBar. The navbar's
 * search asks every page to open a connection to `https://<appId>-dsn.algolia.net`
 * ahead of the first query. In the local mode (app id "sensebox-local", see
 * src/config/search.ts) no query ever goes there: the hint would only cost each
 * reader a DNS lookup and maybe a TLS handshake with a third party, on every
 * page. The patch keeps the hint for the hosted mode only; it is decided at
 * run time from the app id, so both modes share one bundle (and one cache).
 * It fails the build when the code it patches is not found exactly once.
 */
const {replaceExactly} = require('../replaceExactly.cjs');

const ORIGINAL = `      <Head>
        {/* This hints the browser that the website will load data from Algolia,
        and allows it to preconnect to the DocSearch cluster. It makes the first
        query faster, especially on mobile. */}
        <link
          rel="preconnect"
          href={\`https://\${props.appId}-dsn.algolia.net\`}
          crossOrigin="anonymous"
        />
      </Head>`;

function patchedHead(localAppId) {
  return `      {props.appId !== ${JSON.stringify(localAppId)} && (
        <Head>
          <link rel="preconnect" href={\`https://\${props.appId}-dsn.algolia.net\`} crossOrigin="anonymous" />
        </Head>
      )}`;
}

function keepPreconnectHosted(source, localAppId) {
  return replaceExactly(
    source,
    ORIGINAL,
    patchedHead(localAppId),
    1,
    (count) =>
      `localPreconnectLoader: expected the SearchBar's Algolia preconnect exactly once, found it ${count} times. ` +
      'theme-search-algolia changed: check whether the local search still gets a preconnect (plugins/search).',
  );
}

module.exports = function localPreconnectLoader(source) {
  return keepPreconnectHosted(source, this.getOptions().localAppId);
};
module.exports.keepPreconnectHosted = keepPreconnectHosted;
module.exports.ORIGINAL = ORIGINAL;
