#!/usr/bin/env node
/**
 * The CI job summary in plain words (.github/workflows/ci.yml): reads the log
 * of `bash .ci/run` and says which step failed and, for the failures authors
 * cause most, what exactly: broken links (page → target), unknown words
 * (file:line and the word), terminology hits, failed tests. Usage:
 * `node scripts/ci-summary.mjs ci.log >> "$GITHUB_STEP_SUMMARY"`.
 */
import fs from 'node:fs';
import path from 'node:path';

// ESC [ … m: the colour codes of the test runners' output.
const strip = (line) => line.replace(new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g'), '');

/** The summary of one CI log, as Markdown. */
export function ciSummary(log) {
  const lines = log.split('\n').map(strip);
  const passed = lines.find((line) => line.startsWith('✓ all test layers passed'));
  if (passed) return `## CI passed\n\n${passed.slice(2)}\n`;
  const failedStep = lines.find((line) => /^✗ .+ failed after/.test(line));
  const out = [`## CI failed${failedStep ? `: ${failedStep.slice(2).replace(/ failed after.*/, '')}` : ''}`, ''];

  const brokenLinks = [];
  let page = null;
  for (const line of lines) {
    const source = /Broken link on source page path = (.+):$/.exec(line.trim());
    if (source) page = source[1];
    const target = /^-> linking to (.+)$/.exec(line.trim());
    if (page && target) brokenLinks.push(`- on \`${page}\`: link to \`${target[1]}\``);
    const markdown =
      /Docs markdown link couldn't be resolved: \(url=?(.+?)\) in source file (?:path=)?"?(.+?)"? for version/.exec(
        line,
      );
    if (markdown) brokenLinks.push(`- in \`${markdown[2]}\`: link to \`${markdown[1]}\` (no such page)`);
  }
  if (brokenLinks.length) out.push('### Broken links', '', ...brokenLinks, '');

  const words = lines.map((line) => /^(.+?):(\d+):\d+ - Unknown word \((.+?)\)/.exec(line)).filter(Boolean);
  if (words.length) {
    out.push(
      '### Unknown words (spelling)',
      '',
      ...words.map(([, file, line, word]) => `- \`${file}\` line ${line}: **${word}**`),
      '',
    );
    out.push('A real word or name goes into the dictionaries in `words/`; a typo gets fixed on the page.', '');
  }

  const terms = lines
    .map((line) => /((?:docs|i18n|src)\/[^:'"\s]+\.mdx?):(\d+): (.+?)['"]?,?$/.exec(line))
    .filter(Boolean);
  if (terms.length)
    out.push(
      '### Terminology and content rules',
      '',
      ...[...new Set(terms.map(([, file, line, what]) => `- \`${file}\` line ${line}: ${what}`))],
      '',
    );

  const tests = [
    ...new Set(
      lines
        .filter((line) => /^\s*(not ok \d+ - |● )/.test(line))
        .map((line) => `- ${line.trim().replace(/^not ok \d+ - |^● /, '')}`),
    ),
  ];
  if (tests.length) out.push('### Failed tests', '', ...tests.slice(0, 40), '');

  if (out.length === 2) out.push('See the step log above for the details.', '');
  return out.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node scripts/ci-summary.mjs <ci log>');
    process.exit(2);
  }
  process.stdout.write(ciSummary(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''));
}
