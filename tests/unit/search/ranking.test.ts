/** @jest-environment node */
import {SEARCH_SYNONYMS} from '../../../src/data/searchSynonyms';
import {createEngine, expansions, longestRun, TOPIC_STRESS, transposed} from '../../../src/search/local/engine';
import {buildRecords} from '../../../plugins/search/records';
import {adjectiveRoots} from '../../../src/search/text';
import {page} from './fixtures';

const SITE = 'https://docs.sensebox.de';

/** A page's HTML; `keywords` as Docusaurus writes a page's front matter keywords. */
function html(language: 'de' | 'en', body: string, keywords?: string): string {
  const built = page(language, 'Docs', body);
  return keywords ? built.replace('</head>', `<meta name="keywords" content="${keywords}"></head>`) : built;
}

function engine(language: 'de' | 'en', pages: ([string, string] | [string, string, string])[]) {
  const records = pages.flatMap(([path, body, keywords]) =>
    buildRecords(html(language, body, keywords), `${SITE}${path}`),
  );
  const built = createEngine(records, language);
  return (query: string) => [
    ...new Set(built.search(query).map(({record}) => new URL(record.url_without_anchor).pathname)),
  ];
}

describe('ranking', () => {
  const german = engine('de', [
    [
      '/docs/misc/begriffe',
      '<header><h1>Begriffe von A bis Z</h1></header><h2 id="bootloader">Bootloader</h2><p>Der Bootloader nimmt neue Programme an. Zum Reset des ESP32 siehe die Seite zum Zurücksetzen.</p>',
    ],
    [
      '/docs/category/hardware',
      '<header><h1>Hardware</h1></header><p>Der ESP32 Reset und der Bootloader auf einen Blick.</p>',
    ],
    [
      '/docs/boards/mcus2/reset-esp32',
      '<header><h1>Die MCU-S2 zurücksetzen</h1></header><p>Mit dem Reset-Knopf startet der ESP32 neu.</p><h2 id="bootloader">Bootloader-Modus</h2><p>So kommst du in den Bootloader.</p>',
    ],
    [
      '/docs/hardware/sensors/feinstaub-sds011',
      '<header><h1>Feinstaubsensor SDS011</h1></header><p>Misst PM2.5 und PM10.</p>',
    ],
    [
      '/docs/editors/arduino/ide',
      '<header><h1>Die Arduino IDE</h1></header><p>Die Arduino IDE ist ein Editor. Installieren kannst du sie später.</p>',
    ],
    [
      '/docs/editors/arduino/installation-arduino-ide',
      '<header><h1>Arduino IDE installieren</h1></header><p>Lade das Programm herunter.</p>',
    ],
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

  it('puts the glossary first when the reader asks what a word means, and below the explaining page otherwise', () => {
    expect(german('bootloader')[0]).toBe('/docs/boards/mcus2/reset-esp32');
    expect(german('was heißt bootloader')[0]).toBe('/docs/misc/begriffe');
    expect(german('Was bedeutet Bootloader?')[0]).toBe('/docs/misc/begriffe');
  });

  it('answers a synonym as the word the page uses (particulate matter, PM2.5 → Feinstaub)', () => {
    expect(german('particulate matter')[0]).toBe('/docs/hardware/sensors/feinstaub-sds011');
    expect(german('feinstaub')[0]).toBe('/docs/hardware/sensors/feinstaub-sds011');
    expect(german('fine dust')[0]).toBe('/docs/hardware/sensors/feinstaub-sds011');
  });
});

describe('task words and keywords', () => {
  const german = engine('de', [
    [
      '/docs/boards/mcus2/mcu-s2-overview',
      '<header><h1>MCU S2</h1></header><p>Die senseBox MCU-S2 hat WLAN und einen USB-C-Anschluss.</p><h2 id="programmieren">Programmieren</h2><p>Programme schreibst du in Blockly oder der Arduino IDE.</p>',
    ],
    [
      '/docs/boards/mcus2/mcus2-kompilieren',
      '<header><h1>Kompilieren und Übertragen</h1></header><p>So kommt dein Programm auf das Board.</p>',
      'senseBox MCU-S2,Kompilieren,Übertragen',
    ],
    [
      '/docs/boards/mcu/mcu-kompilieren',
      '<header><h1>Kompilieren und Übertragen</h1></header><p>So kommt dein Programm auf das Board.</p>',
      'senseBox MCU,Kompilieren,Übertragen',
    ],
    [
      '/docs/hardware/led',
      '<header><h1>LED</h1></header><p>Nach dem Hochladen blinkt die LED der MCU, solange das Programm läuft.</p>',
    ],
  ]);

  it('treats words for the same task alike: "hochladen" prefers a page titled "Übertragen"', () => {
    expect(german('programm hochladen')[0]).toMatch(/kompilieren$/);
  });

  it('finds a page by its keywords: the board a page titled only with its task is about', () => {
    expect(german('programm hochladen mcu s2')[0]).toBe('/docs/boards/mcus2/mcus2-kompilieren');
    expect(german('übertragen mcu-s2')[0]).toBe('/docs/boards/mcus2/mcus2-kompilieren');
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
    [
      '/en/docs/hardware/accessoires/rtc-modul',
      '<header><h1>RTC module</h1></header><p>The library adafruit_register is needed by the RTC library; no module named like that ships with the board.</p>',
    ],
  ]);

  const upload = engine('en', [
    [
      '/en/docs/editors/arduino/first-steps',
      `<header><h1>First steps with the Arduino IDE</h1></header><h2 id="troubleshooting">Troubleshooting</h2>
       <table><thead><tr><th>What happens</th><th>Why</th><th>What to do</th></tr></thead><tbody>
       <tr><td>The upload stops with <code>No device found on COM3</code> (senseBox MCU).</td><td>The program blocks USB.</td><td>Press reset twice.</td></tr>
       <tr><td>Uploading stops with <code>Failed uploading: no upload port provided</code>.</td><td>No port is selected.</td><td>Choose the port.</td></tr>
       </tbody></table>`,
    ],
    [
      '/en/docs/boards/mcus2/reset-esp32',
      `<header><h1>Resetting the MCU-S2</h1></header><h2 id="troubleshooting">Troubleshooting</h2>
       <h3 id="the-arduino-ide-reports-failed-to-connect-to-esp32-s2">The Arduino IDE reports <code>Failed to connect to ESP32-S2</code></h3>
       <ul><li><code>A fatal error occurred: Failed to connect to ESP32-S2: No serial data received.</code></li></ul>
       <p>The MCU-S2 was not in download mode.</p>`,
    ],
    [
      '/en/docs/boards/mcus2/mcu-s2-overview',
      `<header><h1>MCU-S2 (ESP32-S2)</h1></header><p>The ESP32-S2 sends serial data over USB. A fatal mistake is a cable without data lines.</p>
       <h2 id="ports">Ports</h2><p>No sensor is received without a connection; connect to the I2C port.</p><p>The device found on the bus is listed.</p>`,
    ],
  ]);

  it('puts the page with the message, word for word, above a page that only names its words', () => {
    expect(upload('A fatal error occurred: Failed to connect to ESP32-S2: No serial data received.')[0]).toBe(
      '/en/docs/boards/mcus2/reset-esp32',
    );
    expect(upload('Failed to connect to ESP32-S2: No serial data received.')[0]).toBe(
      '/en/docs/boards/mcus2/reset-esp32',
    );
  });

  it("finds the message with the reader's own port or ID in it, words no page uses", () => {
    expect(upload('No device found on COM7')[0]).toBe('/en/docs/editors/arduino/first-steps');
    expect(upload('No device found on /dev/ttyACM1')[0]).toBe('/en/docs/editors/arduino/first-steps');
    expect(upload('Failed uploading: no upload port provided')[0]).toBe('/en/docs/editors/arduino/first-steps');
  });

  it('indexes the message in the first cell of a troubleshooting table and finds it when pasted whole', () => {
    expect(english("ImportError: no module named 'adafruit_register'")[0]).toBe(
      '/en/docs/editors/circuitpython/circpy_libraries',
    );
    expect(english('ImportError')[0]).toBe('/en/docs/editors/circuitpython/circpy_libraries');
  });
});

describe('longestRun', () => {
  it('counts the longest run of query words that a text has in the same order', () => {
    expect(
      longestRun(['failed', 'connect', 'esp32', 's2'], ['arduino', 'failed', 'connect', 'esp32', 's2', 'serial']),
    ).toBe(4);
    expect(longestRun(['no', 'device', 'found'], ['device', 'no', 'found'])).toBe(1);
    expect(longestRun(['a', 'b'], [])).toBe(0);
  });
});

describe("the reader's board", () => {
  /** Pages with the kits and twin rank the build gives them (plugins/search/pageKits.ts). */
  const records = (
    [
      [
        '/docs/hardware/sd',
        '<header><h1>SD-Karte</h1></header><p>Messwerte auf der SD-Karte speichern.</p>',
        ['edus2'],
      ],
      [
        '/docs/hardware/eye/sd',
        '<header><h1>SD-Karte</h1></header><p>Messwerte auf der SD-Karte der Eye speichern.</p>',
        ['eye'],
        1,
      ],
      [
        '/docs/hardware/bee/sd-bee',
        '<header><h1>SD-Bee</h1></header><p>Mit dem SD-Bee Messwerte speichern.</p>',
        ['edu'],
      ],
      [
        '/docs/editors/blockly/sd',
        '<header><h1>SD-Blöcke</h1></header><p>Messwerte auf der SD-Karte speichern.</p>',
        ['edus2', 'eye', 'edu'],
      ],
    ] as const
  ).flatMap(([path, body, kits, twin]) =>
    buildRecords(html('de', body), `${SITE}${path}`).map((record) => ({
      ...record,
      kits: [...kits],
      ...(twin ? {twin} : {}),
    })),
  );
  const built = createEngine(records, 'de');
  const pages = (query: string, board: string | null = null) => [
    ...new Set(built.search(query, {board}).map(({record}) => new URL(record.url_without_anchor).pathname)),
  ];

  it("without a board, puts the general page before a board's own page of the same title", () => {
    expect(pages('SD-Karte')[0]).toBe('/docs/hardware/sd');
    expect(pages('Messwerte speichern SD-Karte')[0]).toBe('/docs/hardware/sd');
  });

  it("with a board chosen, puts that board's pages first", () => {
    expect(pages('SD-Karte', 'eye')[0]).toBe('/docs/hardware/eye/sd');
    expect(pages('Messwerte speichern', 'edu')[0]).toBe('/docs/hardware/bee/sd-bee');
    expect(pages('Messwerte speichern SD-Karte', 'eye')[0]).toBe('/docs/hardware/eye/sd');
  });

  it("puts the board's own pages before the pages it shares with other kits", () => {
    expect(pages('Messwerte SD-Karte', 'eye').slice(0, 2)).toEqual([
      '/docs/hardware/eye/sd',
      '/docs/editors/blockly/sd',
    ]);
  });
});

describe('questions typed as sentences', () => {
  const german = engine('de', [
    [
      '/docs/hardware/accessoires/display',
      '<header><h1>Display</h1></header><h2 id="anschluss">Anschluss</h2><p>Das Display kommt an einen I2C-Anschluss.</p>',
    ],
    ['/docs/misc/faq', '<header><h1>FAQ</h1></header><p>Wann kann ich sollen? Wie soll ich wir das machen?</p>'],
  ]);

  it('leave out question words, pronouns and auxiliary verbs, so the words that carry the question decide', () => {
    expect(german('wann soll ich das Display anschließen')[0]).toBe('/docs/hardware/accessoires/display');
  });

  it('keep them when nothing else is typed', () => {
    expect(german('wann soll ich')).toContain('/docs/misc/faq');
  });
});

describe('a compound the site does not use', () => {
  const german = engine('de', [
    [
      '/docs/hardware/sensors/feinstaub-sds011',
      '<header><h1>Feinstaubsensor SDS011</h1></header><p>Der Sensor misst Feinstaub.</p>',
    ],
    [
      '/docs/hardware/sensors/lautstaerke',
      '<header><h1>Lautstärkesensor</h1></header><p>Misst die Lautstärke, den Lärm, in Dezibel.</p>',
    ],
  ]);

  it('with another head noun finds the page of its known part', () => {
    expect(german('Feinstaubmessgerät')[0]).toBe('/docs/hardware/sensors/feinstaub-sds011');
    expect(german('Lärmpegelsensor')[0]).toBe('/docs/hardware/sensors/lautstaerke');
  });

  it('with more typos than a word may have finds the page of its parts', () => {
    expect(german('Feinstaubsenzsor')[0]).toBe('/docs/hardware/sensors/feinstaub-sds011');
  });
});

describe('words that tell pages apart', () => {
  const german = engine('de', [
    ['/docs/hardware/sensors/truebner', '<header><h1>Bodenfeuchte</h1></header><p>Für Beete im Garten.</p>'],
    [
      '/docs/hardware/sensors/wassertemperatur',
      '<header><h1>Wassertemperatur</h1></header><p>Misst, wie warm ein Teich ist.</p>',
    ],
    ['/docs/a', '<header><h1>Messen A</h1></header><p>Wir messen hier.</p>'],
    ['/docs/b', '<header><h1>Messen B</h1></header><p>Wir messen dort.</p>'],
    ['/docs/c', '<header><h1>Messen C</h1></header><p>Wir messen überall.</p>'],
  ]);

  it("a compound's head noun says what it is, the parts before it which one (a Gartenteich is a pond)", () => {
    expect(german('Gartenteich')[0]).toBe('/docs/hardware/sensors/wassertemperatur');
  });

  it('a word on few pages counts more than one on many ("messen" against "Teich")', () => {
    expect(german('Teich messen')[0]).toBe('/docs/hardware/sensors/wassertemperatur');
  });
});

describe('typed questions against pasted messages', () => {
  const english = engine('en', [
    [
      '/en/docs/boards/eye/eye-in-betrieb-nehmen',
      '<header><h1>Starting up</h1></header><h2 id="problems">Troubleshooting</h2><p>The USB cable only charges the board.</p>',
    ],
    [
      '/en/docs/hardware/accessoires/cable_overview',
      '<header><h1>USB cables</h1></header><p>A cable that only charges carries no data.</p>',
    ],
  ]);

  it('a few words typed as a question are no message: no bonus for a troubleshooting section holding them in order', () => {
    expect(english('usb cable only charges')[0]).toBe('/en/docs/hardware/accessoires/cable_overview');
  });

  it('a word with two letters swapped finds the word', () => {
    expect(transposed('dispaly')).toContain('display');
    expect(english('cabel')).toContain('/en/docs/hardware/accessoires/cable_overview');
  });
});

describe('quotes of a message', () => {
  const table = (path: string, title: string, message: string) =>
    [
      path,
      `<header><h1>${title}</h1></header><h2 id="error-messages">Error messages</h2>
     <table><thead><tr><th>Message</th><th>What to do</th></tr></thead><tbody>
     <tr><td><code>${message}</code></td><td>See below.</td></tr></tbody></table>`,
    ] as [string, string];
  const english = engine('en', [
    [
      '/en/docs/editors/blockly/fehlermeldungen',
      `<header><h1>Blockly error messages</h1></header><h2 id="error-messages">Error messages</h2>
       <h3 id="display">'display' was not declared in this scope</h3><p>Put the display block in.</p>`,
    ],
    table(
      '/en/docs/editors/arduino/fehlermeldungen',
      'Arduino IDE error messages',
      "'…' was not declared in this scope",
    ),
    table('/en/docs/editors/circuitpython/circpy_fehlermeldungen', 'CircuitPython messages', 'Code done running.'),
    [
      '/en/docs/editors/circuitpython/circpy_first-steps',
      '<header><h1>First code in CircuitPython</h1></header><p>Your code keeps running in a loop.</p><h2 id="code">Code</h2><p>The code runs when you save it. Running code shows its output.</p>',
    ],
  ]);

  it('puts the quote that is the message alone before one that quotes it with a name of its own', () => {
    expect(english('was not declared in this scope')[0]).toBe('/en/docs/editors/arduino/fehlermeldungen');
  });

  it('finds a short message quoted whole in a table cell as the message, though it looks like a typed question', () => {
    expect(english('Code done running')[0]).toBe('/en/docs/editors/circuitpython/circpy_fehlermeldungen');
  });
});

describe('words the site does not use', () => {
  const records = (pages: [string, string][]) =>
    pages.flatMap(([path, body]) => buildRecords(html('en', body), `${SITE}${path}`));
  const search = (built: ReturnType<typeof createEngine>) => (query: string) => [
    ...new Set(built.search(query).map(({record}) => new URL(record.url_without_anchor).pathname)),
  ];

  it('a word only a typo away from a common word counts as rarely as that word, not as a rare one', () => {
    const english = search(
      createEngine(
        records([
          ['/en/docs/uv', '<header><h1>Sensor one</h1></header><p>Measures UV.</p>'],
          ['/en/docs/sd', '<header><h1>Sensor two</h1></header><p>Measures disk.</p>'],
          ['/en/docs/x', '<header><h1>Other X</h1></header><p>UV and disk.</p>'],
          ['/en/docs/y', '<header><h1>Other Y</h1></header><p>A disk.</p>'],
          ['/en/docs/z', '<header><h1>Other Z</h1></header><p>A disk.</p>'],
        ]),
        'en',
      ),
    );
    expect(english('measures uv risk')[0]).toBe('/en/docs/uv');
  });

  it("an everyday word no page uses leads to its topic's page with its full weight", () => {
    const english = search(
      createEngine(
        records([
          ['/en/docs/brightness', '<header><h1>Brightness sensor</h1></header><p>Measures brightness in lux.</p>'],
          ['/en/docs/solar', '<header><h1>Solar panel</h1></header><p>Put it where the sun will shine on it.</p>'],
          ['/en/docs/case', '<header><h1>Glass case</h1></header><p>The case has a risk of cracks.</p>'],
        ]),
        'en',
        {concepts: [{says: ['glare', 'shine'], means: ['brightness']}]},
      ),
    );
    expect(english('glare risk')[0]).toBe('/en/docs/brightness');
  });

  it('an everyday word whose topic the site knows counts more than another word of the query; a symptom does not', () => {
    const pages = records([
      ['/en/docs/water', '<header><h1>Water temperature</h1></header><p>A probe in water.</p>'],
      ['/en/docs/faq', '<header><h1>Questions</h1></header><p>Where are the values? On the values page.</p>'],
    ]);
    const concept = {says: ['kettle'], means: ['water temperature']};
    expect(search(createEngine(pages, 'en', {concepts: [concept]}))('values kettle')[0]).toBe('/en/docs/water');
    expect(expansions('en', [concept])[SEARCH_SYNONYMS.length]!.stress).toBe(TOPIC_STRESS);
    expect(expansions('en', [{...concept, symptom: true}])[SEARCH_SYNONYMS.length]!.stress).toBe(1);
  });
});

describe('pages that point to others, in a query of several words', () => {
  const english = engine('en', [
    [
      '/en/docs/category/sensors',
      '<header><h1>Sensors</h1></header><h2 id="acc">Accelerometer</h2><p>Detects vibration and tilt.</p><h2 id="light">Light</h2><p>Detects light.</p>',
    ],
    ['/en/docs/hardware/accelerometer', '<header><h1>Accelerometer</h1></header><p>Measures vibration.</p>'],
    ['/en/docs/hardware/pir', '<header><h1>Motion</h1></header><p>Detects people.</p>'],
  ]);

  it('stay below the page they point to, though they name every word', () => {
    expect(english('detects vibration')[0]).toBe('/en/docs/hardware/accelerometer');
  });
});

describe('a German noun made of an adjective', () => {
  const german = engine('de', [
    [
      '/docs/hardware/sensors/truebner',
      '<header><h1>Bodenfeuchte</h1></header><p>Der Sensor misst, wie feucht der Boden ist.</p>',
    ],
    [
      '/docs/hardware/sensors/temperatur-luftfeuchte',
      '<header><h1>Luftfeuchtigkeitssensor</h1></header><p>Der Sensor misst die Feuchtigkeit der Luft.</p>',
    ],
    ['/docs/hardware/case', '<header><h1>Sensoren</h1></header><p>Ein Sensor auf dem Boden.</p>'],
  ]);

  it('is also searched as the adjective, where the site says that ("Bodenfeuchtigkeit" and "Bodenfeuchte")', () => {
    expect(adjectiveRoots('feuchtigkeit')).toContain('feucht');
    expect(german('Bodenfeuchtigkeitssensor')[0]).toBe('/docs/hardware/sensors/truebner');
  });
});
