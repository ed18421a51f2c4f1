import fs from 'fs';
import path from 'path';
import storageWarningsPlugin from '../../../plugins/storage-warnings';

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
    type Rule = {test: RegExp; use: Array<{loader: string}>};
    const configured = storageWarningsPlugin().configureWebpack!({}, false, {} as never, {} as never) as {
      module: {rules: Rule[]};
    };
    const [rule] = configured.module.rules;
    expect(rule!.use.map(({loader}) => path.basename(loader))).toEqual(['warnInsteadOfErrorLoader.cjs']);
    expect(rule!.test.test(storageUtils)).toBe(true);
    expect(rule!.test.test(storageUtils.replace('theme-common', 'theme-classic'))).toBe(false);
  });
});
