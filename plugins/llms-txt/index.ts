import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writesBuildFiles} from '../postBuildOrder';
import {pageMarkdown} from './htmlToMarkdown';
import {LLMS_FILE, LLMS_FULL_FILE, llmsFullTxt, llmsTxt, type LlmsPage} from './llmsTxt';

/** What this plugin reads of the docs plugin's loaded content (3.8.1). */
type DocMeta = {id: string; title: string; description: string; permalink: string; unlisted?: boolean; draft?: boolean};
type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};
type DocsContent = {loadedVersions: Array<{docs: DocMeta[]; sidebars: Record<string, SidebarItem[]>}>};

/** Heading for pages that are in no sidebar category. */
const OTHER_PAGES: Record<string, string> = {de: 'Weitere Seiten', en: 'More pages'};

/**
 * Doc ids in sidebar order, each with the heading of its group: the top-level category that
 * holds it (a kit, Blockly, the glossary). A doc that several kits share (the Arduino IDE, the
 * Blockly blocks, a sensor) goes under the category right above it where it first appears,
 * so it is not filed under one kit.
 */
export function sidebarSections(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const found = new Map<string, {tops: Set<string>; parent: string}>();
  const visit = (item: SidebarItem, top: string, parent: string) => {
    const ids = [
      item.type === 'doc' || item.type === 'ref' ? item.id : undefined,
      item.link?.type === 'doc' ? item.link.id : undefined,
    ];
    for (const id of ids) {
      if (!id) continue;
      const entry = found.get(id) ?? {tops: new Set<string>(), parent};
      entry.tops.add(top);
      found.set(id, entry);
    }
    const label = item.type === 'category' && item.label ? item.label : parent;
    for (const child of item.items ?? []) visit(child, top, label);
  };
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      const top = item.type === 'category' && item.label ? item.label : '';
      visit(item, top, top);
    }
  }
  return new Map([...found].map(([id, {tops, parent}]) => [id, tops.size > 1 ? parent : [...tops][0]!]));
}

/** The built HTML file of a route: `x/index.html`, or `x.html`. */
function htmlFile(outDir: string, baseUrl: string, permalink: string): string | undefined {
  const relative = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  return [path.join(outDir, relative, 'index.html'), path.join(outDir, `${relative.replace(/\/$/, '')}.html`)].find(
    (file) => fs.existsSync(file),
  );
}

/**
 * llms.txt and llms-full.txt for each language (build/ and build/en/), after the build:
 * every docs page in sidebar order, grouped by its top-level sidebar category, with the
 * text of the built page as Markdown (htmlToMarkdown.ts). robots.txt names both files
 * (static/robots.txt). Registered with postBuildOrder, so the offline plugin sees them.
 */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let docs: DocMeta[] = [];
  let sections = new Map<string, string>();
  return {
    name: 'llms-txt',
    allContentLoaded({allContent}) {
      const content = (allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined)
        ?.default;
      const version = content?.loadedVersions[0];
      docs = (version?.docs ?? []).filter((doc) => !doc.unlisted && !doc.draft);
      sections = sidebarSections(version?.sidebars ?? {});
    },
    postBuild: ({outDir}) =>
      writesBuildFiles(outDir, async () => {
        const {siteConfig, baseUrl, i18n} = context;
        const locale = i18n.currentLocale;
        const order = [...sections.keys()];
        const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
        const sorted = [...docs].sort((a, b) => rank(a.id) - rank(b.id) || a.permalink.localeCompare(b.permalink));
        const pages: LlmsPage[] = [];
        for (const doc of sorted) {
          const file = htmlFile(outDir, baseUrl, doc.permalink);
          if (!file) throw new Error(`llms-txt: no built page for ${doc.permalink}`);
          const url = new URL(doc.permalink, siteConfig.url).href;
          const markdown = pageMarkdown(await fs.promises.readFile(file, 'utf8'), url, locale);
          pages.push({
            title: doc.title,
            description: doc.description,
            url,
            section: sections.get(doc.id) || OTHER_PAGES[locale] || 'More pages',
            markdown,
          });
        }
        const fullUrl = new URL(`${baseUrl}${LLMS_FULL_FILE}`, siteConfig.url).href;
        await fs.promises.writeFile(
          path.join(outDir, LLMS_FILE),
          llmsTxt({title: siteConfig.title, locale, pages, fullUrl}),
        );
        await fs.promises.writeFile(
          path.join(outDir, LLMS_FULL_FILE),
          llmsFullTxt({title: siteConfig.title, locale, pages}),
        );
      }),
  };
}
