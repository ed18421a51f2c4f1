/** @jest-environment node */
import {buildRecords} from '../../../plugins/search/records';

const page = (body: string, head = '') => `<!doctype html><html lang="de"><head>
<meta name="docsearch:language" content="de"><meta name="docsearch:version" content="current">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">${head}</head><body>
<nav><ul class="theme-doc-sidebar-menu menu__list">
  <li class="menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link">:edu</a></div></li>
  <li class="menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link">:edu S2</a></div>
    <ul><li><a class="menu__link menu__link--active" href="/docs/x">X</a></li></ul></li>
</ul></nav>
<main><article>${body}</article></main></body></html>`;

const URL = 'https://docs.sensebox.de/docs/hardware/sensors/x';

describe('buildRecords', () => {
  it("puts the page's keywords on its title record only", () => {
    const withKeywords = buildRecords(
      page(
        '<header><h1>Kompilieren und Übertragen</h1></header><p>So kommt dein Programm auf das Board.</p>',
        '<meta name="keywords" content="senseBox MCU-S2, senseBox:edu S2,Übertragen">',
      ),
      URL,
    );
    expect(withKeywords[0]!.keywords).toEqual(['senseBox MCU-S2', 'senseBox:edu S2', 'Übertragen']);
    expect(withKeywords.slice(1).every((record) => record.keywords === undefined)).toBe(true);
    expect(
      buildRecords(page('<header><h1>Ohne</h1></header><p>Kein Schlüsselwort.</p>'), URL)[0]!.keywords,
    ).toBeUndefined();
  });

  const html = page(`
    <header><h1>Luftdrucksensor</h1></header>
    <p>Misst den Luftdruck in Hektopascal.</p>
    <h2 id="anschluss">Anschluss<a class="hash-link" href="#anschluss">#</a></h2>
    <p>Steck das Kabel in einen I2C-Anschluss.</p>
    <ul><li>Erster Punkt der Liste</li></ul>
    <h3 id="kabel">Kabel</h3>
    <table><tr><td>Adresse</td><td>0x77</td></tr></table>
    <pre><code>int x = 1;</code></pre>
    <figure><svg aria-describedby="ports"></svg><ul id="ports" hidden><li>XBee XBEE1: WiFi-Bee</li></ul></figure>
    <h2 id="tipps">Tipps</h2>
    <p>Nicht in die Sonne stellen.</p>`);
  const records = buildRecords(html, URL);

  it('makes a page record, heading records and content records in reading order', () => {
    expect(records.map((r) => [r.type, r.content ?? r.hierarchy[r.type as 'lvl1']])).toEqual([
      ['lvl1', 'Luftdrucksensor'],
      ['content', 'Misst den Luftdruck in Hektopascal.'],
      ['lvl2', 'Anschluss'],
      ['content', 'Steck das Kabel in einen I2C-Anschluss.'],
      ['content', 'Erster Punkt der Liste'],
      ['lvl3', 'Kabel'],
      ['content', '0x77'],
      ['lvl2', 'Tipps'],
      ['content', 'Nicht in die Sonne stellen.'],
    ]);
  });

  it('links each record to the nearest heading above and resets deeper levels', () => {
    const tip = records.at(-1)!;
    expect(tip.url).toBe(`${URL}#tipps`);
    expect(tip.hierarchy).toMatchObject({lvl0: ':edu S2', lvl1: 'Luftdrucksensor', lvl2: 'Tipps', lvl3: null});
    expect(records[1]!.url).toBe(URL);
    expect(records[6]!.hierarchy).toMatchObject({lvl2: 'Anschluss', lvl3: 'Kabel'});
  });

  it('carries the facets DocSearch filters on, and ranks headings above text', () => {
    for (const record of records) {
      expect(record).toMatchObject({language: 'de', version: 'current', docusaurus_tag: 'docs-default-current'});
    }
    expect(records[0]!.weight.level).toBeGreaterThan(records[2]!.weight.level);
    expect(records[2]!.weight.level).toBeGreaterThan(records[1]!.weight.level);
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('leaves out code, hidden text and the heading hash links', () => {
    expect(records.some((r) => r.content?.includes('int x'))).toBe(false);
    expect(records.some((r) => r.content?.includes('XBEE1'))).toBe(false);
    expect(records.some((r) => JSON.stringify(r.hierarchy).includes('#'))).toBe(false);
  });

  it('skips redirect pages, noindex pages and pages without a title', () => {
    expect(buildRecords(page('<h1>X</h1>', '<meta http-equiv="refresh" content="0; url=/y">'), URL)).toEqual([]);
    expect(buildRecords(page('<h1>X</h1>', '<meta name="robots" content="noindex">'), URL)).toEqual([]);
    expect(buildRecords(page('<p>Nur Text</p>'), URL)).toEqual([]);
  });
});

describe('buildRecords on doc cards', () => {
  it('drops the emoji a doc card puts before its title', () => {
    const records = buildRecords(
      page(
        `<header><h1>Sensoren</h1></header><article><h2 class="text--truncate" title="Lautstärkesensor">📄️ Lautstärkesensor</h2></article>`,
      ),
      URL,
    );
    expect(records.map((record) => record.hierarchy.lvl2)).toContain('Lautstärkesensor');
  });

  it("keeps the card's title but leaves its description to the page it links to", () => {
    const records = buildRecords(
      page(
        `<header><h1>Sensoren</h1></header><article><a class="card" href="/docs/hardware/sensors/mikro"><h2 class="text--truncate" title="Lautstärkesensor">📄️ Lautstärkesensor</h2><p class="text--truncate">Der Lautstärkesensor misst den Schallpegel.</p></a></article>`,
      ),
      URL,
    );
    expect(records.map((record) => [record.type, record.hierarchy.lvl2, record.content])).toEqual([
      ['lvl1', null, null],
      ['lvl2', 'Lautstärkesensor', null],
    ]);
  });
});
