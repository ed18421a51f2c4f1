import fs from 'fs';
import path from 'path';
import type {DocExists} from './prune';

/** A doc exists when its German source file exists (the English twin is checked by tests). */
export function docExistsIn(docsDir: string): DocExists {
  return (docId) =>
    ['.md', '.mdx'].some((extension) => fs.existsSync(path.join(docsDir, docId + extension)));
}
