/**
 * @jest-environment node
 *
 * The secret scanner (scripts/secret-scan.mjs) run as the deploy runs it, on a
 * folder with planted secrets. The planted values are assembled at run time so
 * that this file itself stays clean for the scan of the repository.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

const SCRIPT = path.resolve(__dirname, '../../../scripts/secret-scan.mjs');
const PUBLIC_SEARCH_KEY = ['0f3c', 'a1b2'.repeat(7)].join('');
const join = (...parts: string[]) => parts.join('');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-scan-'));
});
afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

function scan(files: Record<string, string>, args: string[] = [], env: Record<string, string> = {}) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), content);
  }
  const result = spawnSync(process.execPath, [SCRIPT, ...args, dir], {
    encoding: 'utf8',
    env: {PATH: process.env.PATH ?? '', ...env},
  });
  return {status: result.status, out: result.stdout + result.stderr};
}

describe('secret scan', () => {
  it('passes a built site whose only key is the allowed public search key', () => {
    const config = `{"algolia":{"appId":"BH4D9OD16A","apiKey":"${PUBLIC_SEARCH_KEY}","indexName":"sensebox-related"}}`;
    const result = scan({'assets/js/main.0123abcd.js': config, 'index.html': '<p>apiKey</p>'}, [
      '--allow',
      PUBLIC_SEARCH_KEY,
    ]);
    expect(result).toEqual({status: 0, out: expect.stringContaining('No secrets found')});
  });

  it('reports the same 32-hex key when it is not the allowed public key (e.g. an admin key in the config)', () => {
    const config = `{"algolia":{"appId":"BH4D9OD16A","apiKey":"${PUBLIC_SEARCH_KEY}"}}`;
    const result = scan({'assets/js/main.0123abcd.js': config});
    expect(result.status).toBe(1);
    expect(result.out).toMatch(/main\.0123abcd\.js: Algolia-style key \(32 hex\) next to a key name/);
  });

  it.each([
    ['private key', join('-----BEGIN ', 'RSA PRIVATE KEY-----\nMIIE…')],
    ['AWS access key id', join('const id = "AKIA', 'IOSFODNN7EXAMPLE";')],
    ['GitHub token', join('token=gh', 'p_', 'a'.repeat(36))],
    ['Google API key', join('key: "AI', 'za', 'B'.repeat(35), '"')],
    ['Stripe secret key', join('sk', '_live_', '4eC39HqLyjWDarjtT1zdp7dc')],
    ['Slack token', join('xo', 'xb-', '1234567890-abcdefghij')],
    ['Algolia admin key variable with a value', join('ALGOLIA_ADMIN', '_KEY=', 'abcdef0123456789')],
  ])('finds a planted %s', (kind, planted) => {
    const result = scan({'docs/page/index.html': `<html><body>${planted}</body></html>`}, [
      '--allow',
      PUBLIC_SEARCH_KEY,
    ]);
    expect(result.status).toBe(1);
    expect(result.out).toContain(`index.html: ${kind}`);
  });

  it('finds the exact admin key from the environment, whatever its shape, and does not print it whole', () => {
    const adminKey = join('not-hex-', 'but-secret-42');
    const result = scan({'search-index.json': `{"x":"${adminKey}"}`}, [], {ALGOLIA_ADMIN_KEY: adminKey});
    expect(result.status).toBe(1);
    expect(result.out).toContain('search-index.json: the value of ALGOLIA_ADMIN_KEY');
    expect(result.out).not.toContain(adminKey);
  });

  it('skips binary files and leaves prose about keys alone', () => {
    const binary = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0]),
      Buffer.from(join('AKIA', 'IOSFODNN7EXAMPLE')),
    ]);
    fs.writeFileSync(path.join(dir, 'logo.png'), binary);
    const result = scan({
      'README.md': 'Run `ALGOLIA_APP_ID=… ALGOLIA_ADMIN_KEY=… npm run search:push`; the apiKey is public.',
    });
    expect(result).toEqual({status: 0, out: expect.stringContaining('No secrets found')});
  });
});
