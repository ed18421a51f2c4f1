/** @jest-environment node */
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate';
import {default as docusaurusDefault} from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {pageTemplate} from '../../../config/pageTemplate';

/** What Docusaurus hands its template for one page, with the rendered app. */
function pageData(appHtml: string) {
  return {
    appHtml,
    baseUrl: '/',
    htmlAttributes: 'lang="de"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: [],
    scripts: [],
    stylesheets: [],
    noIndex: false,
    version: '3.8.1',
  };
}

describe('page template (config/pageTemplate.ts)', () => {
  it('writes the app without the NULs React 18 leaves at a buffer end, and changes nothing else', async () => {
    const render = await compileSSGTemplate(pageTemplate());
    const html = render(pageData('<a href="#variable-erh\u0000\u0000öhen">Variable erhöhen – ©</a>'));
    expect(html).toContain('<div id="__docusaurus"><a href="#variable-erhöhen">Variable erhöhen – ©</a></div>');
    expect(html).not.toContain('\u0000');
  });

  it('keeps Docusaurus’ own template around the app', async () => {
    const html = (await compileSSGTemplate(pageTemplate()))(pageData('<main>x</main>'));
    const original = (await compileSSGTemplate(docusaurusDefault))(pageData('<main>x</main>'));
    expect(html).toBe(original);
  });

  it('fails the build when Docusaurus’ template no longer has the app’s placeholder once', () => {
    expect(() => pageTemplate('<div id="__docusaurus"><%~ it.html %></div>')).toThrow(/expected .* once/);
  });
});
