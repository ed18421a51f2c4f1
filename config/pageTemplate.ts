/**
 * The template every page is written with: Docusaurus' own (its `ssrTemplate` option), with the NUL
 * characters dropped from the rendered app. React 18's streaming render encodes into a reused 2 KiB buffer
 * and, when a multi-byte UTF-8 character (ä, ö, ü, –, ©) does not fit at its end, sends the whole buffer
 * anyway: the bytes it never wrote reach the page as NULs. Here that was about one page in fifteen, once
 * inside a table-of-contents link ("#variable-erh\0öhen"), which then pointed nowhere. No page carries a
 * NUL on purpose.
 *
 * The template is taken from the installed Docusaurus, so an upgrade brings its changes along; the build
 * fails when the app's placeholder is no longer in it exactly once. Drop this when React 19 arrives.
 */
import {createRequire} from 'module';

// Node's own require: the loaders of this config (Docusaurus, knip, Jest) each unwrap an import of this
// CommonJS module differently.
const docusaurusTemplate = createRequire(__filename)('@docusaurus/core/lib/ssg/ssgTemplate.html') as {default: string};

const APP_HTML = '<%~ it.appHtml %>';
const APP_HTML_WITHOUT_NUL = "<%~ it.appHtml.replace(/\\u0000/g, '') %>";

export function pageTemplate(template: string = docusaurusTemplate.default): string {
  const parts = template.split(APP_HTML);
  if (parts.length !== 2) {
    throw new Error(
      `config/pageTemplate.ts: expected "${APP_HTML}" once in Docusaurus' page template, found ${parts.length - 1}.`,
    );
  }
  return parts.join(APP_HTML_WITHOUT_NUL);
}
