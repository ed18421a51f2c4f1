#!/usr/bin/env node
/**
 * Spell-checks texts as if they were files of this repository, with the project's cspell config
 * (found from each path, like the `cspell` CLI does) and cspell's own engine. Used by
 * spelling.test.ts: Jest runs CommonJS, cspell is ES modules only, so the test spawns this once.
 *
 * stdin:  [{"path": "docs/some/page.mdx", "text": "…"}, …]   (paths relative to the repository root)
 * stdout: [{"path": …, "checked": true, "language": "de,en", "words": ["Lufftfeuchte"], "errors": []}, …]
 */
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {spellCheckDocument} from 'cspell-lib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let input = '';
for await (const chunk of process.stdin) input += chunk;

const results = [];
for (const {path: relativePath, text} of JSON.parse(input)) {
  const uri = pathToFileURL(path.join(root, relativePath)).href;
  const result = await spellCheckDocument({uri, text}, {}, {});
  results.push({
    path: relativePath,
    checked: result.checked,
    language: result.settingsUsed.language,
    words: result.issues.map((issue) => issue.text),
    errors: [
      ...(result.errors ?? []).map(String),
      ...(result.configErrors ?? []).map((error) => String(error.error)),
      ...[...(result.dictionaryErrors ?? new Map()).values()].flat().map(String),
    ],
  });
}
process.stdout.write(JSON.stringify(results));
