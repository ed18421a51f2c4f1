#!/usr/bin/env node
/**
 * `node scripts/terms.mjs`: writes the terminology rules of src/data/terminology.ts into CONTRIBUTING.md, between
 * the markers `<!-- terms:start -->` and `<!-- terms:end -->`, so the list there cannot drift from the
 * rules the content test enforces (tests/unit/content/terminology.test.ts checks that it is current).
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const FILE = path.join(ROOT, 'CONTRIBUTING.md');
const load = createRequire(import.meta.url)('jiti')(import.meta.filename, {interopDefault: true});
const {terminologyMarkdown} = load(path.join(ROOT, 'src/data/terminology.ts'));

const text = fs.readFileSync(FILE, 'utf8');
const updated = text.replace(
  /(<!-- terms:start -->)[\s\S]*?(<!-- terms:end -->)/,
  (_match, start, end) => `${start}\n${terminologyMarkdown()}\n${end}`,
);
if (updated === text && !text.includes('<!-- terms:start -->')) {
  console.error('CONTRIBUTING.md has no <!-- terms:start --> … <!-- terms:end --> markers.');
  process.exit(1);
}
fs.writeFileSync(FILE, updated);
console.log('CONTRIBUTING.md: terminology rules written.');
