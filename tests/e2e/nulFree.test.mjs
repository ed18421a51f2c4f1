/**
 * No built page carries a NUL character. React 18's streaming render leaves
 * some where a multi-byte character meets its buffer's end; config/pageTemplate.ts
 * drops them. A NUL in a link's address breaks the link, and some crawlers and
 * mail clients stop reading a page at the first one.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesBelow} from '../../tools/files.mjs';
import {BUILD_DIR} from './helpers.mjs';

function pagesWithNul(dir) {
  return filesBelow(dir)
    .filter((name) => name.endsWith('.html'))
    .filter((name) => fs.readFileSync(path.join(dir, name)).includes(0));
}

describe('built pages', () => {
  for (const dir of [BUILD_DIR, path.join(path.dirname(BUILD_DIR), 'build-hosted')]) {
    it(`carry no NUL character (${path.basename(dir)}/)`, {skip: !fs.existsSync(dir) && 'no such build'}, () => {
      assert.deepEqual(pagesWithNul(dir), []);
    });
  }
});
