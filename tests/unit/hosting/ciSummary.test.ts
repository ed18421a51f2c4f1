/**
 * @jest-environment node
 *
 * The CI job summary (scripts/ci-summary.mjs), run as the workflow runs it, on
 * logs shaped like the ones `bash .ci/run` prints.
 */
import {spawnSync} from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';

function summary(log: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ci-summary-')), 'ci.log');
  fs.writeFileSync(file, log);
  const result = spawnSync(process.execPath, ['scripts/ci-summary.mjs', file], {encoding: 'utf8'});
  expect(result.status).toBe(0);
  return result.stdout;
}

describe('CI summary', () => {
  it('says so when everything passed', () => {
    expect(summary('=== browser ===\n\n✓ all test layers passed (typecheck 5.1s, unit 20.0s)\n')).toBe(
      '## CI passed\n\nall test layers passed (typecheck 5.1s, unit 20.0s)\n',
    );
  });

  it('names the failed step, broken links with their page, and markdown links with their file', () => {
    const text = summary(
      [
        '=== build ===',
        '[ERROR] Error: Docusaurus found broken links!',
        'Exhaustive list of all broken links found:',
        '- Broken link on source page path = /docs/hardware/sd:',
        '   -> linking to /docs/hardware/gibts-nicht',
        '\u001b[31m[ERROR] Docs markdown link couldn\'t be resolved: (url=../gibts.md) in source file path="docs/hardware/sd.mdx" for version number=current\u001b[39m',
        '✗ build failed after 40.2s (typecheck 5.0s, build 40.2s)',
      ].join('\n'),
    );
    expect(text).toContain('## CI failed: build');
    expect(text).toContain('- on `/docs/hardware/sd`: link to `/docs/hardware/gibts-nicht`');
    expect(text).toContain('- in `docs/hardware/sd.mdx`: link to `../gibts.md` (no such page)');
  });

  it('lists unknown words with file and line, and failed tests', () => {
    const text = summary(
      [
        '=== words ===',
        'docs/hardware/sd.mdx:12:5 - Unknown word (Sensro)',
        '✗ words failed after 6.0s',
        '    not ok 3 - search: Enter opens a hit',
      ].join('\n'),
    );
    expect(text).toContain('- `docs/hardware/sd.mdx` line 12: **Sensro**');
    expect(text).toContain('### Failed tests');
    expect(text).toContain('- search: Enter opens a hit');
  });

  it('does not crash on an empty or missing log', () => {
    expect(summary('')).toContain('## CI failed');
  });
});
