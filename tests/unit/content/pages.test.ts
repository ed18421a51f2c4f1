/**
 * Every documentation route exists in German and English and is a page a
 * learner can use: a title, a one-sentence description, enough prose, and no
 * placeholder words.
 */
import fs from 'fs';
import path from 'path';
import {DOC_IDS} from '../../fixtures/routes';

const ROOT = path.resolve(__dirname, '../../..');
const LOCALE_DIRS = {
  de: path.join(ROOT, 'docs'),
  en: path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs/current'),
};
// Issue 17: a page a reader opens has substance (300 words of prose; the LoRa block pages count their shared partial).
const MIN_WORDS = 300;
const PLACEHOLDERS = /\b(lorem ipsum|todo|tbd|fixme|platzhalter|placeholder text|coming soon|kommt bald)\b/i;

function sourceOf(dir: string, id: string): string | null {
  for (const extension of ['.mdx', '.md']) {
    const file = path.join(dir, id + extension);
    if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
  }
  return null;
}

function frontMatter(source: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---/.exec(source);
  const fields: Record<string, string> = {};
  for (const line of (match?.[1] ?? '').split('\n')) {
    const field = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (field) fields[field[1]!] = field[2]!.trim();
  }
  return fields;
}

/** Words a reader reads: no front matter, imports, code blocks, JSX tags or link targets. */
export function proseWords(source: string): number {
  const text = source
    .replace(/^---\n[\s\S]*?\n---/, '')
    .replace(/^(import|export) .*$/gm, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_`|:>\-[\]{}()]/g, ' ');
  return text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

// Shared MDX partials (files starting with "_") are imported by pages; count them with the page.
function withPartials(dir: string, source: string, id: string): string {
  const partials = [...source.matchAll(/^import \w+ from '((?:\.\.?\/)+_[^']+)';$/gm)].map((m) =>
    path.join(dir, path.dirname(id), m[1]!),
  );
  return [source, ...partials.filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file, 'utf8'))].join('\n');
}

describe.each(Object.entries(LOCALE_DIRS))('documentation pages (%s)', (_locale, dir) => {
  it.each(DOC_IDS)('%s is a complete page', (id) => {
    const source = sourceOf(dir, id);
    expect({id, exists: source !== null}).toEqual({id, exists: true});
    const fields = frontMatter(source!);
    expect(fields['title']).toBeTruthy();
    expect((fields['description'] ?? '').length).toBeGreaterThan(20);
    const full = withPartials(dir, source!, id);
    expect({id, enoughProse: proseWords(full) >= MIN_WORDS}).toEqual({id, enoughProse: true});
    expect(full).not.toMatch(PLACEHOLDERS);
  });
});

describe('hardware pages', () => {
  const hardwareIds = DOC_IDS.filter((id) => id.startsWith('hardware/') && !id.endsWith('cable_overview'));
  it.each(hardwareIds)('%s renders its technical data from a part record', (id) => {
    for (const dir of Object.values(LOCALE_DIRS)) {
      expect(sourceOf(dir, id) ?? '').toMatch(/<PartSpecs\s+part="[^"]+"/);
    }
  });
});
