/** Small record sets for the search tests, made the way the build makes them. */
import type {SearchRecord} from '../../../src/search/searchRecord';
import {buildRecords} from '../../../plugins/search/records';

const SITE = 'https://docs.sensebox.de';

export function page(language: 'de' | 'en', category: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head>
<meta name="docsearch:language" content="${language}"><meta name="docsearch:version" content="current">
<meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body>
<nav><ul class="theme-doc-sidebar-menu menu__list">
  <li class="menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link">${category}</a></div>
    <ul><li><a class="menu__link menu__link--active" href="/x">X</a></li></ul></li>
</ul></nav><main><article>${body}</article></main></body></html>`;
}

export function germanRecords(): SearchRecord[] {
  return [
    ...buildRecords(
      page(
        'de',
        'Sensoren',
        `<header><h1>Lautstärkesensor</h1></header>
         <p>Der Sensor misst die Lautstärke in Dezibel.</p>
         <h2 id="anschluss">Anschluss</h2><p>Steck das Kabel in einen digitalen Port.</p>
         <h2 id="code">Programmieren</h2><p>Die Bibliotheken findest du im Editor. Nutze #include &lt;Wire.h&gt; für I2C.</p>`,
      ),
      `${SITE}/docs/hardware/sensors/lautstaerke`,
    ),
    ...buildRecords(
      page(
        'de',
        'Sensoren',
        `<header><h1>Temperatur- und Luftfeuchtigkeitssensor</h1></header>
         <p>Der HDC1080 misst Temperatur und Luftfeuchtigkeit über I2C.</p>
         <h2 id="werte">Messwerte</h2><p>Die Werte liegen zwischen -40 und 125 Grad.</p>
         <h3 id="genauigkeit">Genauigkeit</h3><p>Die Temperatur ist auf 0,2 Grad genau.</p>`,
      ),
      `${SITE}/docs/hardware/sensors/hdc1080`,
    ),
    ...buildRecords(
      page(
        'de',
        'Boards',
        `<header><h1>MCU S2</h1></header>
         <p>Das Board hat WLAN und fünf I2C-Anschlüsse für Sensoren.</p>
         <h2 id="ports">Anschlüsse</h2><p>Jeder Anschluss ist beschriftet.</p>`,
      ),
      `${SITE}/docs/boards/mcus2/mcu-s2-overview`,
    ),
  ];
}

export function englishRecords(): SearchRecord[] {
  return buildRecords(
    page(
      'en',
      'Sensors',
      `<header><h1>Sound level sensor</h1></header>
       <p>The sensor measures loudness in decibels.</p>
       <h2 id="libraries">Libraries</h2><p>Install the libraries from the library manager.</p>
       <h2 id="switches">Switches</h2><p>A switch turns the sensor on.</p>`,
    ),
    `${SITE}/en/docs/hardware/sensors/sound`,
  );
}
