import fs from 'fs';
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../../../plugins/storage-warnings/warnInsteadOfErrorLoader.cjs');

describe('storage warnings loader (plugins/storage-warnings)', () => {
  const storageUtils = path.resolve('node_modules/@docusaurus/theme-common/lib/utils/storageUtils.js');

  it('turns every "Docusaurus storage error" in the installed theme-common into a warning', () => {
    const patched: string = loader.warnInsteadOfError(fs.readFileSync(storageUtils, 'utf8'));
    expect(patched).not.toContain(loader.ORIGINAL);
    expect(patched.match(/console\.warn\(`Docusaurus storage error/g)).toHaveLength(4);
    expect(patched).not.toMatch(/console\.error/);
  });

  it('fails loudly when theme-common changed', () => {
    expect(() => loader.warnInsteadOfError('console.error(`Docusaurus storage error`)')).toThrow(/expected 4/);
  });

  it('the plugin applies the loader to exactly that file', () => {
    const source = fs.readFileSync(path.resolve('plugins/storage-warnings/index.ts'), 'utf8');
    const pattern = new RegExp(/const STORAGE_UTILS = \/(.*)\/;/.exec(source)![1]!);
    expect(pattern.test(storageUtils)).toBe(true);
    expect(pattern.test(storageUtils.replace('theme-common', 'theme-classic'))).toBe(false);
  });
});
