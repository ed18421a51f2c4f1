/**
 * Code that several pages use is downloaded once (plugins/shared-chunks): a
 * shared chunk, not a copy inside every page chunk. Before, each of ~40
 * hardware pages carried its own copy of the parts table and components, so
 * every navigation and every prefetch of a sidebar link downloaded them again.
 */
import {after, before, describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {useBrowser, visit} from './browser.mjs';
import {BUILD_DIR, ORIGIN, chunkNameOf, chunkNamesById} from './helpers.mjs';

/** Below this, a module may be copied: a chunk of its own would cost more than the copies. */
const COPY_ALLOWED_BELOW = 4096;

/** Each module of a minified chunk: `,1234(e,t,n){…` up to the next module. */
function modulesOf(source) {
  const starts = [...source.matchAll(/[,{](\d+)\((?:[a-z](?:,[a-z])*)?\)\{/g)];
  return starts.map((match, i) => ({id: match[1], size: (starts[i + 1]?.index ?? source.length) - match.index}));
}

for (const [locale, prefix] of [
  ['de', ''],
  ['en', 'en/'],
]) {
  describe(`shared chunks (${locale})`, () => {
    const dir = path.join(BUILD_DIR, prefix, 'assets/js');
    const chunks = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.js') && !name.startsWith('main.') && !name.startsWith('runtime~'));
    const sources = new Map(chunks.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]));

    it(`no module of ${COPY_ALLOWED_BELOW} bytes or more is copied into two chunks`, () => {
      const homes = new Map();
      let modules = 0;
      for (const [name, source] of sources) {
        for (const module of modulesOf(source)) {
          modules++;
          if (module.size < COPY_ALLOWED_BELOW) continue;
          homes.set(module.id, [...(homes.get(module.id) ?? []), name]);
        }
      }
      assert.ok(modules > 200, `found only ${modules} modules: has the chunk format changed?`);
      const copied = [...homes]
        .filter(([, names]) => names.length > 1)
        .map(([id, names]) => `module ${id} in ${names.length} chunks`);
      assert.deepEqual(copied, []);
    });

    it('the board data is in one chunk, however many pages show it', () => {
      // The senseBox MCU's processor entry in src/data/boardHardware.ts (page text may name the chip too).
      const holders = [...sources].filter(([, source]) => /partNumber:"SAMD21G18"/.test(source)).map(([name]) => name);
      assert.equal(holders.length, 1, holders.join(', '));
    });
  });
}

describe('files a docs page loads', () => {
  const browserSession = useBrowser(before, after);
  // The Umweltsensor page shows code, tables, port diagrams and part facts: it needed 23 script files
  // before the docs-theme and site-components groups, each a request before hydration. Its data tables
  // are the build's HTML: neither their code nor the parts table loads (src/components/BuildHtml).
  for (const prefix of ['', '/en']) {
    it(`the Umweltsensor page (${prefix || '/'}) runs at most 15 script files, the shared groups among them, the data tables' code not`, async () => {
      await browserSession.withPage(ORIGIN, async (page, problems) => {
        const scripts = [];
        page.on(
          'request',
          (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname),
        );
        await visit(page, `${ORIGIN}${prefix}/docs/hardware/sensors/umweltsensor`);
        await page.waitForLoadState('networkidle');
        const namesById = chunkNamesById(path.join(BUILD_DIR, prefix));
        const names = scripts.map((file) => chunkNameOf(file, namesById));
        for (const group of ['docs-theme', 'site-components'])
          assert.ok(names.includes(group), `${group} not among ${names.join(', ')}`);
        assert.ok(!names.includes('data-tables'), names.join(', '));
        assert.ok(scripts.length <= 15, `${scripts.length} script files: ${names.join(', ')}`);
        assert.deepEqual(problems, []);
      });
    });
  }
});
