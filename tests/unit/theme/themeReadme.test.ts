/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import {filesBelow} from '../../../tools/files.mjs';

const THEME = path.resolve('src/theme');
const README = fs.readFileSync(path.join(THEME, 'README.md'), 'utf8');

/** The override files, relative to src/theme. */
function components(dir: string): string[] {
  return filesBelow(dir).filter((file) => /\.tsx?$/.test(file));
}

it('src/theme/README.md has a row for every override, and no row for a file that is gone', () => {
  const rows = [...README.matchAll(/^\| `([^`]+\.tsx?)`/gm)].map((match) => match[1]!);
  expect([...rows].sort()).toEqual(components(THEME).sort());
});
