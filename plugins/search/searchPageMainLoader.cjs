/**
 * Webpack loader for theme-search-algolia 3.8.1's SearchPage. The page puts
 * its heading and form in a plain <div> inside the layout and wraps only the
 * result list in <main>, so before a search (and when nothing is found) it
 * has no main landmark, and the heading and form are outside every landmark
 * (axe: landmark-one-main, region). The patch makes the outer <div> the
 * page's <main> and the result list's <main> a <div>: one main, always.
 * Our wrapper's server frame (src/theme/SearchPage) renders the same <main>.
 * Fails the build when either tag is not found exactly once.
 */
const {replaceEachOnce} = require('../replaceExactly.cjs');

const PATCHES = [
  [
    '      <div className="container margin-vert--lg">\n        <Heading as="h1">{pageTitle}</Heading>',
    '      <main className="container margin-vert--lg">\n        <Heading as="h1">{pageTitle}</Heading>',
    'opening tag',
  ],
  [
    '      </div>\n    </Layout>\n  );\n}\nexport default function SearchPage()',
    '      </main>\n    </Layout>\n  );\n}\nexport default function SearchPage()',
    'closing tag',
  ],
  [
    '        {searchResultState.items.length > 0 ? (\n          <main>',
    '        {searchResultState.items.length > 0 ? (\n          <div>',
    "result list's opening tag",
  ],
  ['          </main>\n', '          </div>\n', "result list's closing tag"],
];

function withMainLandmark(source) {
  return replaceEachOnce(
    source,
    PATCHES,
    (what, count) =>
      `searchPageMainLoader: expected the search page's content ${what} exactly once, found it ${count} times. ` +
      'The theme changed: check that /search still has one <main> (plugins/search).',
  );
}

module.exports = function searchPageMainLoader(source) {
  return withMainLandmark(source);
};
module.exports.withMainLandmark = withMainLandmark;
