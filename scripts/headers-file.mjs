/**
 * Reads a `_headers` file (the format Netlify and Cloudflare Pages share): a
 * path pattern on its own line, then indented `Name: value` lines; `#` starts a
 * comment. `*` matches any characters, slashes included; `:name` one path segment.
 * Used by the test server (tools/server.mjs) to answer as the host would,
 * and by scripts/csp-meta.mjs to copy the policy into pages for GitHub Pages.
 */

function patternToRegExp(pattern) {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/** [{pattern, regExp, headers: [[name, value], …]}] in file order; throws on a line it cannot place. */
export function parseHeadersFile(text) {
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      if (!pattern.startsWith('/') && !/^https:\/\//.test(pattern))
        throw new Error(`_headers line ${index + 1}: not a path: ${line}`);
      rules.push({pattern, regExp: patternToRegExp(pattern), headers: []});
      return;
    }
    const match = /^\s+([A-Za-z0-9-]+):\s*(.*)$/.exec(line);
    if (!match || rules.length === 0) throw new Error(`_headers line ${index + 1}: not a header of a path: ${line}`);
    rules.at(-1).headers.push([match[1], match[2].trim()]);
  });
  return rules;
}

/**
 * The headers for one request path, names in lower case. A header set by more
 * than one matching rule gets the values joined by ", " (Cloudflare Pages'
 * documented behaviour), so overlapping rules show up in tests as the
 * contradictory values a host would send.
 */
export function headersFor(rules, pathname) {
  const result = {};
  for (const rule of rules) {
    if (!rule.regExp.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result[key] = key in result ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}
