/** @jest-environment node */
import {createHash} from 'crypto';
import {blockedInlineCode, inlineScripts, scriptHash} from '../../../plugins/host-config/inlineScripts';

describe('inline scripts of a built page', () => {
  it('finds executable inline scripts only, with their exact text', () => {
    const html = [
      '<html><head><script src="/assets/js/main.1234abcd.js" defer></script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type=application/ld+json>{}</script>',
      '<script>\n  var a = "</div>";\n</script>',
      '<SCRIPT type="text/javascript">b()</SCRIPT >',
      '<script type="module">import x from "/x.js"</script>',
      '<script type="text/template"><p>not run</p></script>',
      '</head></html>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['\n  var a = "</div>";\n', 'b()', 'import x from "/x.js"']);
  });

  it('treats a script with src as external even when it has a body', () => {
    expect(inlineScripts("<script src='/a.js'>ignored()</script><script async>run()</script>")).toEqual(['run()']);
  });

  it('hashes as the browser does: sha256 of the UTF-8 text, base64, quoted', () => {
    const body = 'document.documentElement.dataset.theme="dark"; // ä';
    const expected = createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64');
    expect(scriptHash(body)).toBe(`'sha256-${expected}'`);
    // A well-known value: the empty script.
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('reports inline event handlers and javascript: URLs, which no hash can allow', () => {
    const html =
      '<button onclick="go()">x</button><a href="javascript:void(0)">y</a><a href=" JavaScript:alert(1)">z</a>' +
      '<img alt="works online=yes" src="/img/a.svg"><p data-on="1">ok</p><script>var s = "<b onclick=x>";</script>';
    expect(blockedInlineCode(html)).toEqual([
      '<button onclick="go()">',
      '<a href="javascript:void(0)">',
      '<a href=" JavaScript:alert(1)">',
    ]);
  });
});
