/** @jest-environment node */
import fs from 'fs';
import path from 'path';

const THEME = path.resolve('src/theme');
const README = fs.readFileSync(path.join(THEME, 'README.md'), 'utf8');

function components(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(THEME, full).split(path.sep).join('/')] : [];
  });
}

it('src/theme/README.md has a row for every override, and no row for a file that is gone', () => {
  const rows = [...README.matchAll(/^\| `([^`]+\.tsx?)`/gm)].map((match) => match[1]!);
  expect([...rows].sort()).toEqual(components(THEME).sort());
});
