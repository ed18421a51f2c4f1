#!/usr/bin/env node
/**
 * Looks for secrets where they must never be: in the files git tracks and in a
 * built site. A static site has no server to hide a key behind, so whatever
 * the build contains is public; the only key that belongs there is Algolia's
 * public search-only key (pass it with --allow).
 *
 *   node scripts/secret-scan.mjs [--repo] [--allow VALUE]… [DIR]…
 *
 * --repo scans `git ls-files`; each DIR is scanned recursively (e.g. build).
 * If ALGOLIA_ADMIN_KEY is set in the environment, its exact value is searched
 * for too. Exit status 1 and one line per finding when something is found.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../tools/files.mjs';

/**
 * Key shapes with a recognisable prefix or frame (from the providers' documented formats).
 * @type {[string, RegExp][]}
 */
const PATTERNS = [
  ['private key', /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----/],
  ['AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['AWS secret access key', /aws_secret_access_key\s*[=:]\s*["']?[A-Za-z0-9/+=]{40}\b/i],
  ['GitHub token', /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{22,})\b/],
  ['Google API key', /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/],
  ['Stripe secret key', /\b(?:sk|rk)_(?:live|test)_[0-9A-Za-z]{16,}\b/],
  ['Slack token', /\bxox[abposr]-[0-9A-Za-z-]{10,}\b/],
  ['Slack webhook', /https:\/\/hooks\.slack\.com\/services\/T[0-9A-Z]+\/B[0-9A-Z]+\/[0-9A-Za-z]+/],
  ['npm token', /\bnpm_[A-Za-z0-9]{36}\b/],
  ['OpenAI key', /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}/],
  // A value with a digit: `ALGOLIA_ADMIN_KEY: adminKey` in code passes a variable, not a key.
  ['Algolia admin key variable with a value', /ALGOLIA_ADMIN_KEY["']?\s*[=:]\s*["']?(?=[A-Za-z]*[0-9])[A-Za-z0-9]{8,}/],
];

/**
 * Algolia keys are 32 hex characters and look the same whether they may search
 * or write. One next to a key-like name is reported unless it is an allowed
 * public key, so an admin key pasted into the config or a page shows up.
 */
const HEX_KEY = /(?:api|admin|write|search|secret|private)[_-]?key["']?\s*[:=]\s*["']([0-9a-f]{32})["']/gi;

/** Findings in one text: [{kind, match}] with the match shortened so the report does not spread the secret. */
export function findSecrets(text, {allow = [], extraSecrets = []} = {}) {
  const allowed = new Set(allow.filter(Boolean));
  const findings = [];
  const shorten = (value) => (value.length > 12 ? `${value.slice(0, 8)}…` : value);
  for (const [kind, pattern] of PATTERNS) {
    const match = pattern.exec(text);
    if (match && !allowed.has(match[0])) findings.push({kind, match: shorten(match[0])});
  }
  for (const match of text.matchAll(HEX_KEY)) {
    if (!allowed.has(match[1]))
      findings.push({kind: 'Algolia-style key (32 hex) next to a key name', match: shorten(match[0])});
  }
  for (const secret of extraSecrets.filter((value) => value && value.length >= 8)) {
    if (text.includes(secret)) findings.push({kind: 'the value of ALGOLIA_ADMIN_KEY', match: shorten(secret)});
  }
  return findings;
}

/** Tracked files that are environment files (`.env`, `.env.production`; `.env.example` is fine). */
export function envFiles(files) {
  return files.filter((file) => /(^|\/)\.env(\.(?!example$|sample$|template$)[^/]+)?$/.test(file));
}

function walk(dir) {
  return filesBelow(dir).map((file) => path.join(dir, file));
}

/** Scans files; binary files (a NUL byte in the first 8 KB) are skipped. */
export function scanFiles(files, options) {
  const findings = [];
  for (const file of files) {
    const buffer = fs.readFileSync(file);
    if (buffer.subarray(0, 8192).includes(0)) continue;
    for (const finding of findSecrets(buffer.toString('utf8'), options)) findings.push({file, ...finding});
  }
  return findings;
}

export function repositoryFiles(cwd = process.cwd()) {
  return execFileSync('git', ['ls-files', '-z'], {cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024})
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(cwd, file)) && fs.statSync(path.join(cwd, file)).isFile())
    .map((file) => path.join(cwd, file));
}

export function scan({repo = false, dirs = [], allow = [], env = process.env, cwd = process.cwd()}) {
  const options = {allow, extraSecrets: [env.ALGOLIA_ADMIN_KEY]};
  const findings = [];
  if (repo) {
    const files = repositoryFiles(cwd);
    findings.push(
      ...envFiles(files.map((file) => path.relative(cwd, file))).map((file) => ({
        file,
        kind: 'environment file under version control',
        match: '',
      })),
    );
    findings.push(...scanFiles(files, options));
  }
  for (const dir of dirs) findings.push(...scanFiles(walk(dir), options));
  return findings;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const args = process.argv.slice(2);
  const allow = [];
  const dirs = [];
  let repo = false;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--repo') repo = true;
    else if (args[i] === '--allow') allow.push(args[++i] ?? '');
    else dirs.push(args[i]);
  }
  if (!repo && dirs.length === 0) {
    console.error('Usage: node scripts/secret-scan.mjs [--repo] [--allow VALUE]… [DIR]…');
    process.exit(2);
  }
  const findings = scan({repo, dirs, allow});
  for (const {file, kind, match} of findings)
    console.log(`${path.relative(process.cwd(), file) || file}: ${kind}${match ? ` (${match})` : ''}`);
  if (findings.length > 0) {
    console.error(`${findings.length} possible secret(s) found.`);
    process.exit(1);
  }
  console.log(`No secrets found (${[repo ? 'git ls-files' : null, ...dirs].filter(Boolean).join(', ')}).`);
}
