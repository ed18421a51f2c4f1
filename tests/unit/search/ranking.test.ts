/** @jest-environment node */
import {createEngine} from '../../../src/search/local/engine';
import {buildRecords} from '../../../src/search/records';
import {page} from './fixtures';

const SITE = 'https://docs.sensebox.de';

function engine(language: 'de' | 'en', pages: [string, string][]) {
  const records = pages.flatMap(([path, body]) => buildRecords(page(language, 'Docs', body), `${SITE}${path}`));
  const built = createEngine(records, language);
  return (query: string) => [...new Set(built.search(query).map(({record}) => new URL(record.url_without_anchor).pathname))];
}

describe('ranking', () => {
  const german = engine('de', [
    ['/docs/misc/begriffe', '<header><h1>Begriffe von A bis Z</h1></header><h2 id="bootloader">Bootloader</h2><p>Der Bootloader nimmt neue Programme an. Zum Reset des ESP32 siehe die Seite zum Zurücksetzen.</p>'],
    ['/docs/category/hardware', '<header><h1>Hardware</h1></header><p>Der ESP32 Reset und der Bootloader auf einen Blick.</p>'],
    ['/docs/boards/mcus2/reset-esp32', '<header><h1>Die MCU-S2 zurücksetzen</h1></header><p>Mit dem Reset-Knopf startet der ESP32 neu.</p><h2 id="bootloader">Bootloader-Modus</h2><p>So kommst du in den Bootloader.</p>'],
    ['/docs/hardware/sensors/feinstaub-sds011', '<header><h1>Feinstaubsensor SDS011</h1></header><p>Misst PM2.5 und PM10.</p>'],
    ['/docs/editors/arduino/ide', '<header><h1>Die Arduino IDE</h1></header><p>Die Arduino IDE ist ein Editor. Installieren kannst du sie später.</p>'],
    ['/docs/editors/arduino/installation-arduino-ide', '<header><h1>Arduino IDE installieren</h1></header><p>Lade das Programm herunter.</p>'],
  ]);

  it('puts the page that explains a term above the glossary and category pages that point to it', () => {
    const pages = german('esp32 reset bootloader');
    expect(pages[0]).toBe('/docs/boards/mcus2/reset-esp32');
    expect(pages.indexOf('/docs/misc/begriffe')).toBeGreaterThan(0);
    expect(pages.indexOf('/docs/category/hardware')).toBeGreaterThan(0);
  });

  it('prefers pages whose title or headings carry the task word of the query', () => {
    expect(german('arduino ide installieren')[0]).toBe('/docs/editors/arduino/installation-arduino-ide');
  });

  it('answers a synonym as the word the page uses (particulate matter, PM2.5 → Feinstaub)', () => {
    expect(german('particulate matter')[0]).toBe('/docs/hardware/sensors/feinstaub-sds011');
    expect(german('feinstaub')[0]).toBe('/docs/hardware/sensors/feinstaub-sds011');
    expect(german('fine dust')[0]).toBe('/docs/hardware/sensors/feinstaub-sds011');
  });
});

describe('error messages find their fix', () => {
  const english = engine('en', [
    [
      '/en/docs/editors/circuitpython/circpy_libraries',
      `<header><h1>CircuitPython libraries</h1></header><h2 id="troubleshooting">Troubleshooting</h2>
       <table><thead><tr><th>What you see</th><th>Why</th><th>What to do</th></tr></thead><tbody>
       <tr><td><code>ImportError: no module named 'adafruit_register'</code></td><td>A library is missing.</td><td>Copy it into lib.</td></tr>
       </tbody></table>`,
    ],
    ['/en/docs/hardware/accessoires/rtc-modul', '<header><h1>RTC module</h1></header><p>The library adafruit_register is needed by the RTC library; no module named like that ships with the board.</p>'],
  ]);

  it('indexes the message in the first cell of a troubleshooting table and finds it when pasted whole', () => {
    expect(english("ImportError: no module named 'adafruit_register'")[0]).toBe('/en/docs/editors/circuitpython/circpy_libraries');
    expect(english('ImportError')[0]).toBe('/en/docs/editors/circuitpython/circpy_libraries');
  });
});
