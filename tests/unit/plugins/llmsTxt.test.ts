/** @jest-environment node */
import {pageMarkdown} from '../../../plugins/llms-txt/htmlToMarkdown';
import {llmsFullTxt, llmsTxt, type LlmsPage} from '../../../plugins/llms-txt/llmsTxt';
import {sidebarSections} from '../../../plugins/llms-txt';

const URL_ = 'https://docs.sensebox.de/docs/editors/arduino/first-steps';

/** Markup as Docusaurus 3.8.1 and our components emit it (shortened from a built page). */
const PAGE = `<html><body><nav class="menu">Sidebar</nav><article>
<div class="theme-doc-toc-mobile"><button>Auf dieser Seite</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Erste Schritte</h1></header>
<p>Lies zuerst die <a href="/docs/misc/begriffe#sketch">Begriffe</a>, dann <strong>los</strong>.</p>
<h2 class="anchor" id="was">Was du brauchst<a href="#was" class="hash-link" aria-label="Direkter Link">\u200b</a></h2>
<ul><li>ein Board</li><li><p>ein Kabel</p><ul><li>USB-C</li></ul></li></ul>
<div class="sketchBoards_ZxGt"><span class="label_OQ1C">Sketch für</span><ul class="list_ZM0X"><li data-board="mcus2">senseBox MCU-S2</li><li data-board="mcu">senseBox MCU</li></ul></div>
<div class="language-cpp container_mRmA theme-code-block"><div class="title_AlFB">hallo.ino</div><div class="content_CCuE"><pre class="prism-code language-cpp"><code><span class="token-line"><span class="token keyword">void</span> setup() {}<br></span><span class="token-line"><br></span><span class="token-line">void loop() {}<br></span></code></pre><div class="buttonGroup"><button aria-label="Kopieren">x</button></div></div></div>
<div class="tabs-container"><ul role="tablist"><li role="tab">senseBox MCU</li><li role="tab" aria-selected="true">senseBox MCU-S2</li></ul><div><div role="tabpanel" hidden=""><p>Paket SAMD</p></div><div role="tabpanel"><p>Paket esp32</p></div></div></div>
<div class="tabs-container"><ul role="tablist"><li role="tab">Blockly</li><li role="tab">Arduino IDE</li></ul><div><div role="tabpanel"><p>Blöcke</p></div><div role="tabpanel" hidden=""><div class="tabs-container"><ul role="tablist"><li role="tab">ESP32</li><li role="tab">SAMD</li></ul><div><div role="tabpanel"><p>Sketch A</p></div><div role="tabpanel" hidden=""><p>Sketch B</p></div></div></div></div></div></div>
<div class="theme-admonition theme-admonition-tip alert"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 1 1"><path d=""></path></svg></span>Tipp</div><div class="admonitionContent_BuS1"><p>Speichere oft.</p></div></div>
<details><summary>Mehr dazu</summary><div><p>Versteckter Text</p></div></details>
<div class="scrollRegion"><table><thead><tr><th>Pin</th><th>Wert</th></tr></thead><tbody><tr><td>A|B</td><td><code>3,3 V</code></td></tr><tr><td>Anschlüsse</td><td><ul><li>1 × Akku</li><li>2 × I2C</li></ul></td></tr></tbody></table></div>
<span class="figure_C3rS" role="img" aria-label="Grundblock mit Setup()"><span>Setup()</span></span>
<p><img src="/img/board.svg" alt="Das Board von oben"></p>
<p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="Die Platine"></p>
</div><footer class="theme-doc-footer"><a class="theme-edit-this-page" href="https://github.com/x">Bearbeiten</a></footer></article></body></html>`;

describe('a built page as Markdown (plugins/llms-txt/htmlToMarkdown.ts)', () => {
  const markdown = pageMarkdown(PAGE, URL_, 'de');

  it('starts with the page title and keeps headings, inline markup and absolute links', () => {
    expect(markdown.startsWith('# Erste Schritte\n\n')).toBe(true);
    expect(markdown).toContain(
      'Lies zuerst die [Begriffe](https://docs.sensebox.de/docs/misc/begriffe#sketch), dann **los**.',
    );
    expect(markdown).toContain('\n## Was du brauchst\n');
    expect(markdown).not.toContain('#was');
  });

  it('writes nested lists, tables (a list in a cell stays in its row) and figures', () => {
    expect(markdown).toMatch(/\n- +ein Board\n- +ein Kabel\n\n +- +USB-C\n/);
    expect(markdown).toContain('| Pin | Wert |\n| --- | --- |\n| A\\|B | `3,3 V` |\n| Anschlüsse | ');
    expect(markdown).toMatch(/\| Anschlüsse \| - +1 × Akku<br>- +2 × I2C \|/);
    expect(markdown).toContain('[Abbildung: Grundblock mit Setup()]');
    expect(markdown).toContain('![Das Board von oben](https://docs.sensebox.de/img/board.svg)');
    // An inlined drawing is its alt text, not its data address.
    expect(markdown).toContain('[Abbildung: Die Platine]');
    expect(markdown).not.toContain('base64');
  });

  it('gives a sketch its boards, its file name and its lines, without the copy button', () => {
    expect(markdown).toContain(
      '**Sketch für:** senseBox MCU-S2, senseBox MCU\n\n```cpp title="hallo.ino"\nvoid setup() {}\n\nvoid loop() {}\n```',
    );
    expect(markdown).not.toContain('Kopieren');
  });

  it('keeps every tab under its label, admonitions and closed details', () => {
    expect(markdown).toContain('**senseBox MCU**\n\nPaket SAMD\n\n**senseBox MCU-S2**\n\nPaket esp32');
    // Tabs in a tab: each panel once, under its own label.
    expect(markdown).toContain(
      '**Blockly**\n\nBlöcke\n\n**Arduino IDE**\n\n**ESP32**\n\nSketch A\n\n**SAMD**\n\nSketch B\n\n',
    );
    expect(markdown.match(/Sketch A/g)).toHaveLength(1);
    expect(markdown).toContain('> **Tipp:** Speichere oft.');
    expect(markdown).toContain('**Mehr dazu**\n\nVersteckter Text');
  });

  it('leaves out what is not the article: sidebar, table of contents, footer', () => {
    expect(markdown).not.toMatch(/Sidebar|Auf dieser Seite|Bearbeiten/);
  });

  it('writes English figure words on English pages', () => {
    expect(pageMarkdown(PAGE, URL_, 'en')).toContain('[Figure: Grundblock mit Setup()]');
  });
});

describe('llms.txt and llms-full.txt (plugins/llms-txt/llmsTxt.ts)', () => {
  const pages: LlmsPage[] = [
    {
      title: 'MCU-S2',
      description: 'Das Board.',
      url: 'https://docs.sensebox.de/docs/a',
      section: 'senseBox MCU-S2',
      markdown: '# MCU-S2\n\nText A\n',
    },
    {
      title: 'Sketch',
      description: 'Erster\nSketch.',
      url: 'https://docs.sensebox.de/docs/b',
      section: 'senseBox MCU-S2',
      markdown: '# Sketch\n\nText B\n',
    },
    {
      title: 'FAQ [alt]',
      description: '',
      url: 'https://docs.sensebox.de/docs/c',
      section: 'Weitere Seiten',
      markdown: '# FAQ\n\nText C\n',
    },
  ];

  it('lists every page once, grouped by section, as "- [Title](URL): description"', () => {
    const text = llmsTxt({
      title: 'senseBox Docs',
      locale: 'de',
      pages,
      fullUrl: 'https://docs.sensebox.de/llms-full.txt',
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('# senseBox Docs');
    expect(lines[2]).toMatch(/^> \S/);
    expect(text).toContain('https://docs.sensebox.de/llms-full.txt');
    expect(text).toContain(
      '## senseBox MCU-S2\n\n- [MCU-S2](https://docs.sensebox.de/docs/a): Das Board.\n- [Sketch](https://docs.sensebox.de/docs/b): Erster Sketch.\n\n## Weitere Seiten\n\n- [FAQ \\[alt\\]](https://docs.sensebox.de/docs/c)\n',
    );
  });

  it('holds every page’s text with its address', () => {
    const text = llmsFullTxt({title: 'senseBox Docs', locale: 'en', pages});
    expect(text.startsWith('# senseBox Docs\n\n> ')).toBe(true);
    for (const page of pages) {
      expect(text).toContain(`${page.markdown.split('\n')[0]}\n\nPage: ${page.url}\n\nText`);
    }
  });
});

describe('sections from the sidebar (plugins/llms-txt/index.ts)', () => {
  it('files a doc under its top-level category, and a doc several kits share under the category above it', () => {
    const sections = sidebarSections({
      main: [
        {
          type: 'category',
          label: 'senseBox MCU-S2',
          link: {type: 'doc', id: 'mcus2'},
          items: [
            {type: 'doc', id: 'sketch'},
            {type: 'category', label: 'Hardware', items: [{type: 'doc', id: 'sensor'}]},
          ],
        },
        {
          type: 'category',
          label: 'senseBox MCU',
          items: [
            {type: 'category', label: 'Sensoren', items: [{type: 'doc', id: 'sensor'}]},
            {type: 'doc', id: 'mcu'},
          ],
        },
      ],
    });
    expect([...sections]).toEqual([
      ['mcus2', 'senseBox MCU-S2'],
      ['sketch', 'senseBox MCU-S2'],
      ['sensor', 'Hardware'],
      ['mcu', 'senseBox MCU'],
    ]);
  });
});
