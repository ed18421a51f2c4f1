/**
 * The one recursive directory walk that scripts, benchmarks, plugins and tests share.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir`, at any depth, as its path relative to `dir` with `/` between folders, sorted.
 * A folder that does not exist has no files. Folders whose name is in `skip` (node_modules, .git) are not
 * entered at all, which Node's `readdirSync(dir, {recursive: true})` cannot do; symbolic links are left out.
 * @param {string} dir
 * @param {{skip?: Iterable<string>}} [options]
 * @returns {string[]}
 */
export function filesBelow(dir, {skip = []} = {}) {
  const skipped = new Set(skip);
  /** @type {string[]} */
  const files = [];
  /** @param {string} relative */
  const visit = (relative) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), {withFileTypes: true})) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) visit(child);
      } else if (entry.isFile()) files.push(child);
    }
  };
  if (fs.existsSync(dir)) visit('');
  return files.sort();
}
