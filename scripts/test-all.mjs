#!/usr/bin/env node
/**
 * `npm test`: every test layer, in order of speed, stopping at the first that fails.
 *   1. lint                 ESLint: typescript-eslint, React, hooks, jsx-a11y (eslint.config.mjs)
 *   2. format               Prettier would change no file (prettier.config.mjs, .prettierignore)
 *      unused code          knip: no unused file, export or dependency (knip.jsonc)
 *   3. typecheck            tsc, strict; then scripts/ and bench/ as checked JavaScript (tsconfig.scripts.json)
 *   4. unit                 Jest + Testing Library
 *   5. translations         write-translations would add nothing, in either locale
 *   6. words                cspell: every page and UI string, German and English (cspell.config.mjs)
 *   7. new part             in a copy: npm run new:part, the markers written, a plain page added,
 *                           then typecheck, unit tests and strict build there (scripts/test-new-part.mjs)
 *   8. build                both locales with broken links/anchors/markdown links/duplicate routes = throw
 *   9. build (hosted)       the same with hosted search configured (stand-in keys), into build-hosted/
 *  10. browser              playwright-core + Debian Chromium against both builds on 127.0.0.1
 */
import {spawnSync} from 'node:child_process';

/** @type {[string, string, string[]][]} */
const steps = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
  ['unused code', 'npm', ['run', '--silent', 'knip']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit', 'npm', ['run', '--silent', 'test:unit', '--', '--ci']],
  ['translations', 'npm', ['run', '--silent', 'test:translations']],
  ['words', 'npm', ['run', '--silent', 'test:words']],
  ['new part (in a copy)', 'npm', ['run', '--silent', 'test:new-part']],
  ['build', 'npm', ['run', '--silent', 'build:strict']],
  ['build (hosted search)', 'npm', ['run', '--silent', 'build:hosted-test']],
  ['browser', 'npm', ['run', '--silent', 'test:e2e']],
];

const timings = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name} ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds}s (${timings.join(', ')})`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✓ all test layers passed (${timings.join(', ')})`);
