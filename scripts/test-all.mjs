#!/usr/bin/env node
/**
 * `npm test`: every test layer, in order of speed, stopping at the first that fails.
 *   1. typecheck            tsc, strict
 *   2. unit                 Jest + Testing Library
 *   3. translations         write-translations would add nothing, in either locale
 *   4. words                cspell: every page and UI string, German and English (cspell.config.mjs)
 *   5. new part             in a copy: npm run new:part, the markers written, a plain page added,
 *                           then typecheck, unit tests and strict build there (scripts/test-new-part.mjs)
 *   6. build                both locales with broken links/anchors/markdown links/duplicate routes = throw
 *   7. build (hosted)       the same with hosted search configured (stand-in keys), into build-hosted/
 *   8. browser              playwright-core + Debian Chromium against both builds on 127.0.0.1
 */
import {spawnSync} from 'node:child_process';

const steps = [
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
