import {createHash} from 'crypto';

/**
 * The inline scripts of a built page, so the Content-Security-Policy can allow
 * exactly them by hash instead of allowing every inline script.
 *
 * A regular expression is exact here: the HTML tokenizer reads a script's body
 * as raw text up to the first `</script`, and the browser hashes exactly those
 * characters (UTF-8), with no entity decoding.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Types the browser executes (HTML's "JavaScript MIME type essence matches" plus module). */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function attributes(source: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (!result.has(name)) result.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return result;
}

/**
 * The bodies of the page's executable inline scripts, in document order.
 * Scripts with `src` are governed by the source list ('self'), and data blocks
 * such as `type="application/ld+json"` are never executed, so neither needs a hash.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attrs = attributes(match[1]!);
    if (attrs.has('src')) continue;
    const type = (attrs.get('type') ?? '').trim().toLowerCase().split(';')[0]!.trim();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    bodies.push(match[2]!);
  }
  return bodies;
}

/** The CSP source expression that allows this exact script body (or `<style>` text). */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

const TAG = /<([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>/g;
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href']);

/**
 * Inline event handlers (`onclick="…"`) and `javascript:` URLs: a hash-based
 * policy blocks them (allowing them would need 'unsafe-hashes' or
 * 'unsafe-inline'), so a page with one must fail the build instead of breaking
 * silently in the browser. Script bodies are skipped: they may contain markup
 * in strings.
 */
export function blockedInlineCode(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.replace(SCRIPT, '').matchAll(TAG)) {
    for (const [name, value] of attributes(tag[2]!)) {
      if (/^on[a-z]+$/.test(name) || (URL_ATTRIBUTES.has(name) && /^\s*javascript:/i.test(value))) {
        found.push(`<${tag[1]} ${name}="${value}">`);
      }
    }
  }
  return found;
}
