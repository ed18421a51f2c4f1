/**
 * Every address the senseBox Blockly editor links to (tests/fixtures/editorLinks.mjs)
 * is answered by this site's sources: a page in both languages, or a redirect of
 * plugins/host-config/redirects.ts to one, ending on the page the list names; an #anchor
 * is an explicit heading id in both languages, so a reworded heading cannot
 * break it. tests/e2e/editorLinks.test.mjs checks the same against the build.
 */
import fs from 'fs';
import path from 'path';
import {EDITOR_REDIRECTS, LEGACY_REDIRECTS} from '../../../plugins/host-config/redirects';
import {EDITOR_LINKS, EDITOR_ORIGIN} from '../../fixtures/editorLinks.mjs';
import {CATEGORY_SLUGS} from '../../fixtures/routes';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCE_DIRS = [path.join(ROOT, 'docs'), path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs/current')];
const REDIRECTS = [...LEGACY_REDIRECTS, ...EDITOR_REDIRECTS];

const withoutSlash = (route: string) => (route.length > 1 ? route.replace(/\/$/, '') : route);

/** The page's Markdown source in each language, or null where a language lacks it. */
function sources(docPath: string): Array<string | null> {
  const id = docPath.replace(/^\/docs\//, '');
  return SOURCE_DIRS.map((dir) => {
    const file = ['.mdx', '.md']
      .map((extension) => path.join(dir, id + extension))
      .find((candidate) => fs.existsSync(candidate));
    return file ? fs.readFileSync(file, 'utf8') : null;
  });
}

/** A route of this site in both languages: a doc or a category index. */
function isPage(docPath: string): boolean {
  const category = /^\/docs\/category\/([^/]+)$/.exec(docPath);
  if (category) return CATEGORY_SLUGS.includes(category[1]!);
  return docPath.startsWith('/docs/') && sources(docPath).every((source) => source !== null);
}

/** Where an editor address ends: the page it names, or the page its redirect names; null when nothing answers. */
function landing(address: string): string | null {
  const {pathname} = new URL(address);
  const prefix = pathname.startsWith('/en/') ? '/en' : '';
  const route = withoutSlash(pathname.slice(prefix.length));
  if (isPage(route)) return prefix + route;
  // Netlify matches a rule with or without the trailing slash; the redirect pages are folders (both forms).
  const redirect = REDIRECTS.find(({from}) => withoutSlash(from) === route);
  return redirect && isPage(redirect.to) ? prefix + redirect.to : null;
}

describe('the Blockly editor’s addresses', () => {
  it('lists the 79 distinct addresses of the editor, all on the docs site', () => {
    expect(EDITOR_LINKS).toHaveLength(79);
    expect(new Set(EDITOR_LINKS.map(({address}) => address)).size).toBe(79);
    for (const {address} of EDITOR_LINKS) expect(address.startsWith(`${EDITOR_ORIGIN}/`)).toBe(true);
  });

  it.each(EDITOR_LINKS.map((link) => [link.address, link]))('%s lands on its page', (address, link) => {
    expect({address, lands: landing(address)}).toEqual({address, lands: link.lands});
  });

  const anchored = EDITOR_LINKS.filter(({address}) => new URL(address).hash);
  it.each(anchored.map((link) => [link.address, link]))(
    '%s: the anchor is an explicit heading id in both languages',
    (address, link) => {
      const id = new URL(address).hash.slice(1);
      const heading = new RegExp(`^#{2,6} .*\\{#${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\}\\s*$`, 'm');
      for (const source of sources(link.lands.replace(/^\/en/, ''))) {
        expect({address, explicitId: heading.test(source ?? '')}).toEqual({address, explicitId: true});
      }
    },
  );

  it('redirects only addresses the editor uses, each to a page in both languages', () => {
    const used = new Set(
      EDITOR_LINKS.map(({address}) => withoutSlash(new URL(address).pathname.replace(/^\/en\//, '/'))),
    );
    for (const {from, to} of EDITOR_REDIRECTS) {
      expect({from, used: used.has(withoutSlash(from)), target: isPage(to)}).toEqual({from, used: true, target: true});
    }
  });
});
