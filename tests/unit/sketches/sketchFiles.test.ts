/**
 * The sketch files readers download (plugins/sketch-files/sketchFiles.ts): names the
 * Arduino IDE accepts, one folder per sketch named like its file, the same
 * names from the source extraction (build step, compile workflow) and from the
 * remark plugin (the links on the pages), and every sketch of the site found.
 */
import fs from 'fs';
import path from 'path';
import remarkSketchFiles from '../../../plugins/sketch-files/remarkSketchFiles';
import {contentPath, localeSources} from '../../../plugins/sketch-files/contentFiles';
import {localeSketches} from '../../../plugins/sketch-files/index';
import {
  isSketchName,
  nameSketches,
  sketchesOfSource,
  sketchContent,
  sourceFences,
  toSketchName,
  type SketchFile,
} from '../../../plugins/sketch-files/sketchFiles';
import {ALL_PAGE_FILES, fences, isCompleteSketch, ROOT} from '../content/pageFiles';

const fence = (meta: string | null, code = 'void setup() {}\nvoid loop() {}') => ({lang: 'cpp', meta, code});

describe('sketch names', () => {
  it('come from the fence title without .ino, or from the page', () => {
    expect(nameSketches('seite', [fence('title="blink.ino" boards="mcus2"'), fence('boards="mcu"')])).toEqual([
      'blink',
      'seite',
    ]);
    // A title and the page's name may meet: then the boards tell the two apart.
    expect(
      nameSketches('umweltsensor', [fence('title="umweltsensor.ino" boards="mcus2"'), fence('boards="mcu"')]),
    ).toEqual(['umweltsensor-mcus2', 'umweltsensor-mcu']);
  });

  it('add the boards where two sketches of a page would get one name, then a number', () => {
    expect(
      nameSketches('p', [fence('title="a.ino" boards="mcus2"'), fence('title="a.ino" boards="mcu mini"')]),
    ).toEqual(['a-mcus2', 'a-mcu-mini']);
    expect(nameSketches('p', [fence('title="a.ino" boards="mcu"'), fence('title="a.ino" boards="mcu"')])).toEqual([
      'a-mcu-1',
      'a-mcu-2',
    ]);
    expect(nameSketches('p', [fence('title="x.ino"'), fence(null), fence(null)])).toEqual(['x', 'p-1', 'p-2']);
  });

  it('are valid sketch names whatever the title says', () => {
    expect(toSketchName('Grüße aus Münster')).toBe('Gruesse-aus-Muenster');
    expect(toSketchName('..hidden.')).toBe('hidden');
    expect(toSketchName('é')).toBe('e');
    expect(toSketchName('x'.repeat(80))).toHaveLength(63);
    expect(nameSketches('seite', [fence('title="?"')])).toEqual(['seite']);
    for (const name of ['blink', 'a-b_c.d', '1st', '_x']) expect(isSketchName(name)).toBe(true);
    for (const name of ['-x', 'a b', 'a.', 'ä', 'x'.repeat(64)]) expect(isSketchName(name)).toBe(false);
  });
});

describe('reading fences from a page source', () => {
  it('takes the indentation of a fence in a list item off its lines, and a fence inside a longer fence is text', () => {
    const source = [
      '1. Step',
      '',
      '   ```cpp title="a.ino" boards="mcu"',
      '   void setup() {',
      '     x();',
      '   }',
      '   void loop() {}',
      '   ```',
      '',
      '````md',
      '```cpp title="b.ino"',
      'void setup() {}',
      'void loop() {}',
      '```',
      '````',
    ].join('\n');
    expect(sourceFences(source).map((f) => f.lang)).toEqual(['cpp', 'md']);
    const [sketch] = sketchesOfSource('x/seite.mdx', source);
    expect(sketchesOfSource('x/seite.mdx', source)).toHaveLength(1);
    expect(sketch).toEqual<SketchFile>({
      page: 'x/seite.mdx',
      name: 'a',
      path: 'sketches/x/seite/a/a.ino',
      content: 'void setup() {\n  x();\n}\nvoid loop() {}\n',
      boards: ['mcu'],
      line: 3,
    });
  });

  it('ends every file with exactly one newline', () => {
    expect(sketchContent('void loop() {}\n\n  ')).toBe('void loop() {}\n');
  });
});

describe('every sketch of the site', () => {
  const byLocale = {de: localeSketches('de', 'de'), en: localeSketches('en', 'de')};
  const all = [...byLocale.de, ...byLocale.en];

  it('is found, as the content tests find them (same pages, same number per page)', () => {
    expect(all.length).toBeGreaterThan(40);
    const expected = ALL_PAGE_FILES.flatMap((page) =>
      fences(page.source)
        .filter(isCompleteSketch)
        .map(() => `${page.locale}/${page.rel}`),
    ).sort();
    const found = (['de', 'en'] as const)
      .flatMap((locale) =>
        byLocale[locale].filter((s) => !s.page.startsWith('pages/')).map((s) => `${locale}/${s.page}`),
      )
      .sort();
    expect(found).toEqual(expected);
  });

  it.each(all.map((sketch) => [sketch.path, sketch] as const))(
    '%s: a valid name, in the folder of that name',
    (_path, sketch) => {
      expect(isSketchName(sketch.name)).toBe(true);
      expect(sketch.path.split('/').slice(-2)).toEqual([sketch.name, `${sketch.name}.ino`]);
      expect(sketch.content).toMatch(/void\s+setup\s*\([\s\S]*void\s+loop\s*\(/);
    },
  );

  it('has one file of its own per language', () => {
    for (const sketches of Object.values(byLocale)) {
      const paths = sketches.map((s) => s.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
  });

  it('gets the link the remark plugin gives its code block on the page (the same name)', () => {
    for (const locale of ['de', 'en'] as const) {
      for (const {rel, file} of localeSources(locale, 'de')) {
        const fromSource = byLocale[locale].filter((s) => s.page === rel).map((s) => s.path);
        if (fromSource.length === 0) continue;
        // The code nodes MDX parses, in order: the same fences, as the tree the plugin walks.
        const fencesOfPage = sourceFences(fs.readFileSync(file, 'utf8'));
        const tree = {
          type: 'root',
          children: [
            {
              type: 'list',
              children: fencesOfPage.map((f) => ({type: 'code', lang: f.lang, meta: f.meta, value: f.code})),
            },
          ],
        };
        (remarkSketchFiles() as (tree: unknown, file: {path: string}) => void)(tree, {path: file});
        const linked = tree.children[0]!.children.flatMap((node) => {
          const data = (node as {data?: {sketchFile?: string}}).data;
          return data?.sketchFile ? [data.sketchFile] : [];
        });
        expect({rel, linked}).toEqual({rel, linked: fromSource});
      }
    }
  });
});

describe('where a source lives', () => {
  it('maps docs, pages and their translations to the path that names their sketches', () => {
    expect(contentPath(path.join(ROOT, 'docs/hardware/sd.mdx'))).toBe('hardware/sd.mdx');
    expect(contentPath(path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs/current/hardware/sd.mdx'))).toBe(
      'hardware/sd.mdx',
    );
    expect(contentPath(path.join(ROOT, 'src/pages/markdown-page.mdx'))).toBe('pages/markdown-page.mdx');
    expect(contentPath(path.join(ROOT, 'i18n/en/docusaurus-plugin-content-pages/markdown-page.mdx'))).toBe(
      'pages/markdown-page.mdx',
    );
    expect(contentPath(path.join(ROOT, 'README.md'))).toBeUndefined();
  });

  it('the English build reads the English file of a page, and the German one where there is no translation', () => {
    const en = localeSources('en', 'de');
    expect(en.find((s) => s.rel === 'hardware/sd.mdx')?.file).toBe(
      path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs/current/hardware/sd.mdx'),
    );
    expect(localeSources('de', 'de').find((s) => s.rel === 'hardware/sd.mdx')?.file).toBe(
      path.join(ROOT, 'docs/hardware/sd.mdx'),
    );
    const rels = en.map((s) => s.rel);
    expect(new Set(rels).size).toBe(rels.length);
  });
});
