/**
 * No secret in the repository or in either build (scripts/secret-scan.mjs):
 * a static site is public to the last byte, so the only key allowed in it is
 * the public search-only key of the hosted build.
 */
import {it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from './helpers.mjs';
import {scan} from '../../scripts/secret-scan.mjs';

const HOSTED_DIR = path.resolve(BUILD_DIR, '../build-hosted');
/** What `npm run build:hosted-test` and the stand-in Algolia (searchHosted.test.mjs) use. */
const PUBLIC_SEARCH_KEY = 'standin-search-only-key';
const ADMIN_KEY = 'standin-admin-key';

it('git ls-files: no key, token, private key or tracked .env file', () => {
  assert.deepEqual(scan({repo: true, env: {}}), []);
});

it('build/ and build-hosted/: no secret, and not the admin key of the push command', () => {
  assert.ok(fs.existsSync(path.join(HOSTED_DIR, 'index.html')), 'build-hosted/ is built');
  assert.deepEqual(
    scan({dirs: [BUILD_DIR, HOSTED_DIR], allow: [PUBLIC_SEARCH_KEY], env: {ALGOLIA_ADMIN_KEY: ADMIN_KEY}}),
    [],
  );
});

it('the hosted build does carry its public search key (what the scan has to allow)', () => {
  const assets = path.join(HOSTED_DIR, 'assets/js');
  const carrying = fs
    .readdirSync(assets)
    .filter((name) => fs.readFileSync(path.join(assets, name), 'utf8').includes(PUBLIC_SEARCH_KEY));
  assert.ok(carrying.length > 0);
});
