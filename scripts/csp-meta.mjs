#!/usr/bin/env node
/**
 * For hosts that cannot send response headers (GitHub Pages): copies the
 * Content-Security-Policy of `<dir>/_headers` into every HTML page as
 * `<meta http-equiv="Content-Security-Policy">`, right after `<meta charset>`,
 * before any script. Run after the build: `node scripts/csp-meta.mjs build`.
 *
 * A meta policy is weaker than the header, so ARCHITECTURE.md "Hosting" says what is
 * lost: browsers ignore frame-ancestors (and report-uri, sandbox) in a meta tag,
 * so those directives are left out (Chromium would log an error for each), and
 * HSTS, nosniff, X-Frame-Options, Permissions-Policy have no meta form at all.
 * Never use it together with the header: the page would carry the policy twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../tools/files.mjs';
import {headersFor, parseHeadersFile} from './headers-file.mjs';

/** Directives a `<meta>` policy cannot carry (CSP 3, §3.3). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox']);

export function metaPolicy(headerPolicy) {
  return headerPolicy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !HEADER_ONLY.has(directive.split(/\s+/)[0]))
    .join('; ');
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page with the policy inserted after its charset declaration (or at the start of <head>). */
export function withPolicyMeta(html, policy) {
  if (/<meta http-equiv="Content-Security-Policy"/i.test(html))
    throw new Error('The page already carries a policy meta tag.');
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}">`;
  const charset = /<meta charset="[^"]*">/i.exec(html);
  if (charset)
    return `${html.slice(0, charset.index + charset[0].length)}\n${tag}${html.slice(charset.index + charset[0].length)}`;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error('The page has no <head>.');
  return `${html.slice(0, head.index + head[0].length)}${tag}${html.slice(head.index + head[0].length)}`;
}

function htmlFiles(dir) {
  return filesBelow(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/** Adds the meta policy to every page of a built site; returns the number of pages and the policy. */
export function addPolicyMeta(dir) {
  const headersPath = path.join(dir, '_headers');
  if (!fs.existsSync(headersPath)) throw new Error(`${headersPath} is missing: build the site first.`);
  const policy = headersFor(parseHeadersFile(fs.readFileSync(headersPath, 'utf8')), '/')['content-security-policy'];
  if (!policy) throw new Error(`${headersPath} sets no Content-Security-Policy for /.`);
  const meta = metaPolicy(policy);
  const files = htmlFiles(dir);
  for (const file of files) fs.writeFileSync(file, withPolicyMeta(fs.readFileSync(file, 'utf8'), meta));
  return {pages: files.length, policy: meta};
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/csp-meta.mjs <build dir>');
    process.exit(2);
  }
  const {pages, policy} = addPolicyMeta(dir);
  console.log(`Content-Security-Policy meta tag added to ${pages} pages: ${policy}`);
}
