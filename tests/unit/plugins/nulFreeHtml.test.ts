/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import {PassThrough} from 'stream';
import nulFreeHtmlPlugin from '../../../plugins/nul-free-html';

const loader = require('../../../plugins/nul-free-html/stripNulBytesLoader.cjs');

describe('NUL-free HTML (plugins/nul-free-html)', () => {
  const renderToHtml = path.resolve('node_modules/@docusaurus/core/lib/client/renderToHtml.js');

  it('patches the installed renderToHtml so the collected HTML loses every NUL and nothing else', async () => {
    const patched: string = loader.stripNulBytes(fs.readFileSync(renderToHtml, 'utf8'));
    expect(patched).not.toContain(loader.ORIGINAL);
    // Run the patched collector on chunks like React 18's: a multi-byte character after unwritten bytes.
    const collect = patched.slice(
      patched.indexOf('text(passThrough)'),
      patched.indexOf(', reject);') + ', reject);'.length,
    );
    const passThrough = new PassThrough();
    const html = new Promise<string>((resolve, reject) => {
      new Function('text', 'passThrough', 'resolve', 'reject', collect)(
        require('stream/consumers').text,
        passThrough,
        resolve,
        reject,
      );
    });
    passThrough.write(Buffer.concat([Buffer.from('<a href="#variable-erh'), Buffer.from([0, 0])]));
    passThrough.end(Buffer.from('öhen">Variable erhöhen – ©</a>'));
    expect(await html).toBe('<a href="#variable-erhöhen">Variable erhöhen – ©</a>');
  });

  it('fails loudly when @docusaurus/core changed', () => {
    expect(() => loader.stripNulBytes('text(stream).then(resolve, reject);')).toThrow(/expected the collected HTML/);
  });

  it('applies to that one file, in the server build only', () => {
    const server = (
      nulFreeHtmlPlugin().configureWebpack as (c: object, s: boolean) => {module?: {rules: Array<{test: RegExp}>}}
    )({}, true);
    const client = (nulFreeHtmlPlugin().configureWebpack as (c: object, s: boolean) => object)({}, false);
    expect(client).toEqual({});
    const test = server.module!.rules[0]!.test;
    expect(test.test(renderToHtml)).toBe(true);
    expect(test.test(renderToHtml.replace('renderToHtml', 'serverEntry'))).toBe(false);
  });
});
