/**
 * /llms.txt and /en/llms.txt list every docs page of their language; /llms-full.txt and
 * /en/llms-full.txt hold each page's text (plugins/llms-txt). Checked against the
 * built pages: every docs page's address, its headings, its sketches with their boards.
 */
import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {BUILD_DIR, ORIGIN, builtRoutes} from './helpers.mjs';

const SITE = 'https://docs.sensebox.de';
const LOCALES = [
  {locale: 'de', prefix: '', pageWord: 'Seite'},
  {locale: 'en', prefix: '/en', pageWord: 'Page'},
];

function clean(text) {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The docs pages the build emitted for a locale: route → parsed HTML. */
function docsPages(prefix) {
  const pages = new Map();
  for (const route of builtRoutes()) {
    if (!route.startsWith(`${prefix}/docs/`)) continue;
    const file = path.join(BUILD_DIR, route, 'index.html');
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, 'utf8');
    if (!/<html[^>]*\bdocs-doc-id-/.test(html.slice(0, 3000))) continue;
    pages.set(route, load(html));
  }
  return pages;
}

async function download(relative) {
  const response = await fetch(`${ORIGIN}${relative}`);
  assert.equal(response.status, 200, `${relative} answers ${response.status}`);
  assert.match(response.headers.get('content-type') ?? '', /^text\/plain/, `${relative} is plain text`);
  return response.text();
}

for (const {locale, prefix, pageWord} of LOCALES) {
  describe(`${prefix || '/'} llms files (${locale})`, () => {
    const pages = docsPages(prefix);

    it('llms.txt has the title, a summary and one "- [Title](URL): description" line per docs page', async () => {
      const text = await download(`${prefix}/llms.txt`);
      const lines = text.split('\n');
      assert.equal(lines[0], '# senseBox Docs');
      assert.match(lines[2], /^> \S/);
      assert.ok(text.includes(`${SITE}${prefix}/llms-full.txt`), 'points to the full text');
      // Link text may hold escaped brackets ("\\[DEPRECATED\\]").
      const entry = /^- \[((?:\\.|[^\]\\])+)\]\((https:\/\/docs\.sensebox\.de\/\S+)\)(: \S.*)?$/;
      const listed = lines.filter((line) => line.startsWith('- [')).map((line) => entry.exec(line)?.[2]);
      assert.equal(new Set(listed).size, listed.length, 'each page once');
      assert.ok(pages.size > 50, `found ${pages.size} docs pages`);
      assert.deepEqual([...listed].sort(), [...pages.keys()].map((route) => `${SITE}${route}`).sort());
      for (const line of lines.filter((text) => text.startsWith('- ['))) {
        assert.match(line, entry, line);
      }
      assert.ok(lines.filter((line) => line.startsWith('## ')).length >= 3, 'grouped by section');
    });

    it('llms-full.txt holds each page: its address, title, headings, and sketches with their boards', async () => {
      const text = await download(`${prefix}/llms-full.txt`);
      const missing = [];
      for (const [route, $] of pages) {
        const start = text.indexOf(`\n\n${pageWord}: ${SITE}${route}\n`);
        if (start < 0) {
          missing.push(`${route}: no section`);
          continue;
        }
        const end = text.indexOf('\n---\n', start);
        const section = text.slice(start, end < 0 ? undefined : end);
        const article = $('.theme-doc-markdown').first();
        for (const heading of article.find('h2, h3').toArray()) {
          const copy = $(heading).clone();
          copy.find('.hash-link').remove();
          const words = clean(copy.text());
          // Headings may carry inline code or links, written as Markdown; compare without the markup.
          const plain = section.replace(/[`*]|\]\([^)]*\)|\[/g, '');
          if (!plain.includes(`${'#'.repeat(Number(heading.tagName[1]))} ${words}`))
            missing.push(`${route}: heading "${words}"`);
        }
        for (const block of article.find('.theme-code-block').toArray()) {
          const pre = $(block).find('pre').first().clone();
          pre.find('br').replaceWith('\n');
          const firstLine = pre
            .text()
            .split('\n')
            .find((line) => line.trim() !== '');
          if (firstLine && !section.includes(firstLine.replace(/\u200b/g, '')))
            missing.push(`${route}: code "${firstLine}"`);
        }
        for (const boards of article.find('[class*="sketchBoards"]').toArray()) {
          const names = $(boards)
            .find('li')
            .toArray()
            .map((item) => clean($(item).text()))
            .join(', ');
          if (!section.includes(`:** ${names}`)) missing.push(`${route}: boards "${names}"`);
        }
      }
      assert.deepEqual(missing, []);
    });
  });
}

it('robots.txt names every llms file', async () => {
  const robots = await (await fetch(`${ORIGIN}/robots.txt`)).text();
  for (const file of ['/llms.txt', '/llms-full.txt', '/en/llms.txt', '/en/llms-full.txt']) {
    assert.ok(robots.includes(`# ${SITE}${file}`), file);
  }
});
