/**
 * The one mechanism behind our build-time patches of third-party code
 * (plugins/search, plugins/storage-warnings, plugins/prism-on-demand): replace a known piece of source
 * text, and fail the build when it is not found exactly as often as expected,
 * so an upgrade of the patched package cannot silently drop a fix.
 */
function replaceExactly(source, original, patched, expected, whenMissing) {
  const parts = source.split(original);
  const count = parts.length - 1;
  if (count !== expected) throw new Error(whenMissing(count));
  return parts.join(patched);
}

module.exports = {replaceExactly};
