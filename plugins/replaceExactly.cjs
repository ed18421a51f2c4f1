/**
 * The one mechanism behind our build-time patches of third-party code
 * (plugins/search, plugins/storage-warnings, plugins/idle-prefetch): replace a known piece of source
 * text, and fail the build when it is not found exactly as often as expected,
 * so an upgrade of the patched package cannot silently drop a fix.
 */
function replaceExactly(source, original, patched, expected, whenMissing) {
  const parts = source.split(original);
  const count = parts.length - 1;
  if (count !== expected) throw new Error(whenMissing(count));
  return parts.join(patched);
}

/**
 * Several patches of one file, each of whose originals must occur exactly once.
 * `patches`: [original, replacement, what] triples; `whenMissing(what, count)` words the error.
 */
function replaceEachOnce(source, patches, whenMissing) {
  return patches.reduce(
    (patched, [original, replacement, what]) =>
      replaceExactly(patched, original, replacement, 1, (count) => whenMissing(what, count)),
    source,
  );
}

module.exports = {replaceExactly, replaceEachOnce};
