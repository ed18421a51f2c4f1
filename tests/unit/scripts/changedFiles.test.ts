import {isContentFile, pagesOf} from '../../../scripts/changed-files.mjs';

describe('what a change touches', () => {
  it('counts pages, UI strings, images, word lists and maintainer documents as content', () => {
    for (const file of [
      'docs/hardware/sensors/co2.mdx',
      'i18n/en/docusaurus-plugin-content-docs/current/hardware/sensors/co2.mdx',
      'i18n/de/code.json',
      'static/img/bike/halterung-sattelstuetze.svg',
      'words/de.txt',
      'src/pages/markdown-page.mdx',
      'README.md',
      'bench/README.md',
    ])
      expect({file, content: isContentFile(file)}).toEqual({file, content: true});
  });

  it('counts code, typed data, configuration and dependencies as code', () => {
    for (const file of [
      'src/data/parts.ts',
      'src/components/PartSpecs/index.tsx',
      'sidebars/kits.ts',
      'docusaurus.config.ts',
      'package-lock.json',
      'plugins/search/index.ts',
      'tests/unit/content/pages.test.ts',
      '.github/workflows/ci.yml',
    ])
      expect({file, content: isContentFile(file)}).toEqual({file, content: false});
  });

  it('names the built page of each changed page in its language, and none for shared parts or other files', () => {
    expect(
      pagesOf([
        'docs/hardware/sensors/co2.mdx',
        'i18n/en/docusaurus-plugin-content-docs/current/misc/faq.md',
        'docs/hardware/_shared-note.mdx',
        'i18n/de/code.json',
      ]),
    ).toEqual(['/docs/hardware/sensors/co2', '/en/docs/misc/faq']);
  });
});
