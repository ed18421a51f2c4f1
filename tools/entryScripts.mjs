/**
 * The entry scripts a built page loads once it has painted, read from the loader that
 * config/pageTemplate.ts writes into every page instead of `<script src>` tags; for the
 * benchmarks and the tests alike.
 * @param {string} html a built page
 * @returns {string[]} their paths, e.g. `/assets/js/main.1a2b.js`
 */
export function entryScriptsOf(html) {
  const list = /<script data-entry-scripts>[^<]*\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}
