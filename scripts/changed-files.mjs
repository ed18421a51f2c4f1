/**
 * Which files of a change are content (pages, UI strings, images, word lists, maintainer documents), and
 * which built pages they are. A change of content only gets the shorter check of `npm run test:changed`;
 * anything else (code, typed data, configuration, dependencies) gets the whole suite.
 */
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current/';

const CONTENT = [
  /^docs\/.+\.mdx?$/,
  /^i18n\/.+\.(mdx?|json)$/,
  /^static\/img\/.+\.(svg|png|jpe?g|webp|avif)$/,
  /^words\/.+\.txt$/,
  /^src\/pages\/.+\.mdx?$/,
  // Documents for maintainers: nothing in the build reads them.
  /^[^/]+\.md$/,
  /^(docs-dev|bench|plugins|src\/theme)\/[^/]+\.md$/,
];

export function isContentFile(/** @type {string} */ file) {
  return CONTENT.some((pattern) => pattern.test(file));
}

/** The addresses of the docs pages among the files (shared MDX parts, named "_…", have none of their own). */
export function pagesOf(/** @type {string[]} */ files) {
  return files.flatMap((file) => {
    const german = file.match(/^docs\/(.+)\.mdx?$/);
    const english = file.startsWith(EN_DOCS) ? file.slice(EN_DOCS.length).match(/^(.+)\.mdx?$/) : null;
    const id = german?.[1] ?? english?.[1];
    if (!id || id.split('/').at(-1)?.startsWith('_')) return [];
    return [`${english ? '/en' : ''}/docs/${id}`];
  });
}
