import fs from 'fs';
import path from 'path';
import * as tslib from 'tslib';
import leanEntryPlugin from '../../../plugins/lean-entry';
import {__importDefault} from '../../../plugins/lean-entry/tslibImportDefault';

const UTILS_COMMON_LIB = path.resolve('node_modules/@docusaurus/utils-common/lib');

type Rule = {test: RegExp; resolve: {alias: Record<string, string>}};

function rules(): Rule[] {
  const plugin = leanEntryPlugin();
  const config = (plugin.configureWebpack as any)({}, false, {});
  return config.module.rules;
}

describe('lean-entry plugin: tslib for @docusaurus/utils-common', () => {
  it('utils-common calls no tslib helper but __importDefault (else the one-helper module would break it)', () => {
    const helpers = new Set<string>();
    for (const file of fs.readdirSync(UTILS_COMMON_LIB).filter((f) => f.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(UTILS_COMMON_LIB, file), 'utf8');
      for (const match of source.matchAll(/tslib_\d+\.(\w+)/g)) helpers.add(match[1]!);
    }
    expect([...helpers]).toEqual(['__importDefault']);
  });

  it("__importDefault behaves as tslib's does", () => {
    const esModule = {__esModule: true, default: 'x'};
    const commonJs = {value: 1};
    const fn = () => 1;
    for (const input of [esModule, commonJs, fn, null, undefined, 0, 'text']) {
      expect(__importDefault(input)).toEqual(tslib.__importDefault(input));
    }
    expect(__importDefault(esModule)).toBe(esModule);
    expect((__importDefault(commonJs) as {default: unknown}).default).toBe(commonJs);
  });

  it('applies to utils-common only, in both bundles', () => {
    const [rule] = rules();
    expect(rule!.test.test(path.join(UTILS_COMMON_LIB, 'index.js'))).toBe(true);
    expect(rule!.test.test(path.resolve('node_modules/@docusaurus/core/lib/client/exports/Link.js'))).toBe(false);
    expect(rule!.resolve.alias['tslib$']).toBe(path.resolve('plugins/lean-entry/tslibImportDefault.ts'));
    expect(fs.existsSync(rule!.resolve.alias['tslib$']!)).toBe(true);
  });
});
