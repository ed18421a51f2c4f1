/**
 * What `npm run new:part` writes: the page pair of a new part and its record
 * in src/data/parts.ts. Every place the author still has to write carries the
 * marker `NEW-PART:` in a comment, so no scaffold text reaches readers and
 * tests/unit/content/scaffoldMarkers.test.ts keeps a half-written part out.
 */

/** The marker the scaffold leaves wherever the author has to write. */
export const MARKER = 'NEW-PART:';

/** @typedef {{id: string, section: 'sensors' | 'accessoires' | 'bee', kits: string[], optionalFor: string[], titleDe?: string, titleEn?: string}} PartOptions */

/** The record of a new part, with `// NEW-PART:` where the data sheet's values go. */
/** @param {PartOptions} options */
export function partRecord(options) {
  const list = (ids) => `[${ids.map((id) => `'${id}'`).join(', ')}]`;
  const measures =
    options.section === 'sensors'
      ? `    // ${MARKER} one entry per measured quantity, e.g. {phenomenon: 'temperature', unit: '°C', range: [range(-40, 125, '°C')],
    // accuracy: [pm(0.2, '°C')]}, each value with its source in a comment. A new phenomenon goes into PHENOMENON_IDS
    // above and gets its German and English name in src/data/partLabels.ts (PHENOMENON_LABELS).
    measures: [],`
      : `    // ${MARKER} what the part puts out, if the data sheet lists measured quantities (e.g. {phenomenon: 'latitude'}); else keep [].
    measures: [],`;
  return `  {
    id: '${options.id}',
    section: '${options.section}',
    // ${MARKER} the chip(s) on the part from the data sheet, e.g. [{name: 'HDC1080', maker: 'Texas Instruments'}];
    // a unit test wants at least one. A part known only by what it is takes {generic: …} (GenericPartKind above).
    chips: [],
${measures}
    // ${MARKER} the data-sheet values that apply, each with its source in a comment; leave out what you cannot settle:
    // interfaces (e.g. ['i2c']), i2c ({addresses: [0x44]}, 7-bit), connectors, supplyVoltage, current, size, extras,
    // arduino ({libraries, headers, classes, methods, serialBaud}), blockly ({de: {blocks: […]}, en: {blocks: […]}}),
    // notTogetherWith, links ({datasheets, shop, libraries, projects}). Visible words go into src/data/partLabels.ts.
    includedIn: ${list(options.kits)},
    optionalFor: ${list(options.optionalFor)},
    // ${MARKER} how it connects, per board: e.g. connections: i2cPorts('mcu', 'mcus2', 'mini'), or
    // [{board: 'mcus2', highlight: 'digital-a'}]; <PartConnection> draws nothing until this is set.
  },
`;
}

function yamlString(text) {
  return /^[\p{L}\p{N}][\p{L}\p{N} .,()/+-]*$/u.test(text) ? text : `'${text.replace(/'/g, "''")}'`;
}

/**
 * The boards a sketch names: those of the kits the part belongs to, or every board.
 * @param {PartOptions} options
 * @param {Record<string, string>} kitBoards
 * @param {string[]} boardIds
 */
export function sketchBoards(options, kitBoards, boardIds) {
  const wanted = new Set([...options.kits, ...options.optionalFor].map((kit) => kitBoards[kit]).filter(Boolean));
  const boards = boardIds.filter((board) => wanted.has(board));
  return (boards.length > 0 ? boards : boardIds).join(' ');
}

const c = (text) => `{/* ${MARKER} ${text} */}`;

const PAGE_TEXT = {
  de: {
    titleMarker:
      'Der Titel der Seite, wie der Teil heißt (z. B. „Feinstaubsensor PMS5003“); er ist auch die Überschrift.',
    description:
      'Ein Satz (mehr als 20 Zeichen): Was das Teil misst oder kann und was die Seite zeigt. Suche und Linkvorschau zeigen ihn.',
    keywords: 'Suchwörter: Chipname, Messgrößen, Schnittstelle (z. B. I2C), Bibliothek, die Kits (senseBox:edu S2 …).',
    intro:
      'Ein oder zwei Sätze: Was bekommt die Leserin, der Leser auf dieser Seite? Du-Form, kurze Sätze, aktiv, wie auf den anderen Hardware-Seiten.',
    first: {
      sensors: 'Was misst der Sensor?',
      accessoires: 'Was kann das Modul?',
      bee: (title) => `Wofür ist das ${title ?? 'Bee'} da?`,
    },
    firstText: {
      sensors:
        'In einfachen Worten: was der Sensor misst, in welcher Einheit, welcher Chip darauf sitzt. Fachbegriff beim ersten Mal in Klammern, z. B. „Luftdruck (in Hektopascal, hPa)“. Wofür man die Werte braucht.',
      accessoires:
        'In einfachen Worten: was das Modul ist und wofür du es brauchst. Die Überschrift nennt das Teil, wie auf den anderen Seiten (z. B. „Was kann das Display?“); die englische Seite ebenso.',
      bee: 'In einfachen Worten: was das Bee kann und wofür du es brauchst (z. B. Messwerte per WLAN senden).',
    },
    specs:
      'Die Tabelle kommt aus dem Eintrag in src/data/parts.ts; trag die Werte dort ein. Hier höchstens ein Satz, den die Tabelle nicht sagen kann, sonst diesen Kommentar einfach löschen.',
    connection:
      'Über welche Schnittstelle und mit welchem Kabel das Teil an welchen Anschluss kommt, Schritt für Schritt. Die Zeichnung darunter kommt aus connections in src/data/parts.ts.',
    programming: 'Programmieren',
    blockly:
      "In welcher Blockly-Kategorie der Block steht, wie er heißt (genau wie im Editor), was er liefert, ein kleines Beispiel. Zeichne ihn mit BlocklyBlock (import BlocklyBlock from '@site/src/components/BlocklyBlock'). Gibt es keinen Block, nimm die Tabs heraus und nenne die Überschrift „Programmieren mit der Arduino IDE“.",
    library:
      'Die Bibliothek mit ihrem genauen Namen im Bibliotheksverwalter, und auf welchem Board man sie installieren muss (src/data/arduinoLibraries.ts sagt, was jedes Board-Paket mitbringt). Hat sie Abhängigkeiten: „Alle installieren“.',
    sketchComment:
      'Ein vollständiger Sketch, von uns geschrieben: #include der Bibliothek, Teil in setup() starten, in loop() lesen und ausgeben. boards="…" nennt nur Boards, auf denen er läuft; die englische Seite nennt dieselben.',
    sketchExplained:
      'Den Sketch Zeile für Zeile erklären, wo es hilft, und sagen, was im Seriellen Monitor zu sehen ist (Baudrate wie im Sketch).',
    openSenseMap: 'Messwerte zur openSenseMap senden',
    openSenseMapText:
      'Welche Sensoren man auf der openSenseMap anlegt: eine Tabelle „Messwert | Einheit“, und wie Blockly die Werte schickt (Link auf /docs/editors/blockly/blocks/web/opensensemap).',
    tips: 'Tipps und typische Fehler',
    tipsText:
      'Platzierung, Aufwärmzeit, Pflege; typische Fehler als Tabelle „Was passiert? | Mögliche Ursache | Was hilft?“.',
    more: 'Mehr dazu',
    moreText:
      'Links: Datenblatt, Bibliothek, Projektideen, die Boards im Überblick (/docs/boards/…), bei Sensoren die Anmeldung auf der openSenseMap (/docs/misc/opensensemap/register).',
    specsHeading: 'Technische Daten',
    connectionHeading: 'Anschluss',
  },
  en: {
    titleMarker:
      'The page title, the name of the part (e.g. "PMS5003 Particulate Matter Sensor"); it is the heading too.',
    description:
      'One sentence (more than 20 characters): what the part measures or does and what the page shows. Search and link previews show it.',
    keywords:
      'Search words: chip name, measured quantities, interface (e.g. I2C), library, the kits (senseBox:edu S2 …).',
    intro:
      'One or two sentences: what does the reader get from this page? Plain "you", short sentences, active voice; the same content as the German page.',
    first: {
      sensors: 'What does the sensor measure?',
      accessoires: 'What can the module do?',
      bee: (title) => `What is the ${title ?? 'Bee'} for?`,
    },
    firstText: {
      sensors:
        'In plain words: what the sensor measures, in which unit, which chip is on it. The technical term in brackets the first time, e.g. "air pressure (in hectopascals, hPa)". What the readings are good for.',
      accessoires:
        'In plain words: what the module is and what you need it for. The heading names the part, as on the other pages (e.g. "What can the display do?"), and says what the German heading says.',
      bee: 'In plain words: what the Bee does and what you need it for (e.g. sending readings over Wi-Fi).',
    },
    specs:
      'The table comes from the record in src/data/parts.ts; put the values there. Here at most a sentence the table cannot say; otherwise just delete this comment.',
    connection:
      'Which interface and which cable the part uses and which port it goes into, step by step. The drawing below comes from connections in src/data/parts.ts.',
    programming: 'Programming',
    blockly:
      'Which Blockly category the block is in, its name exactly as the editor shows it, what it gives you, a small example. Draw it with BlocklyBlock (import BlocklyBlock from \'@site/src/components/BlocklyBlock\'). If there is no block, take out the tabs and call the heading "Programming with the Arduino IDE".',
    library:
      'The library by its exact name in the Library Manager, and on which board it has to be installed (src/data/arduinoLibraries.ts says what each board package brings). If it has dependencies: "Install all".',
    sketchComment:
      'A complete sketch we wrote ourselves: #include the library, start the part in setup(), read and print in loop(). boards="…" names only boards it runs on; the German page names the same.',
    sketchExplained:
      'Explain the sketch line by line where it helps, and say what the Serial Monitor shows (baud rate as in the sketch).',
    openSenseMap: 'Sending readings to openSenseMap',
    openSenseMapText:
      'Which sensors to add on openSenseMap: a table "Measured value | Unit", and how Blockly sends the values (link to /docs/editors/blockly/blocks/web/opensensemap).',
    tips: 'Troubleshooting',
    tipsText: 'Placement, warm-up time, care; typical errors as a table "Problem | Possible cause | Fix".',
    more: 'Learn more',
    moreText:
      'Links: data sheet, library, project ideas, the boards at a glance (/docs/boards/…), for sensors the openSenseMap registration (/docs/misc/opensensemap/register).',
    specsHeading: 'Technical data',
    connectionHeading: 'Connecting',
  },
};

/** One page of the pair (`locale` 'de' or 'en'), with the headings the existing hardware pages use. */
/**
 * @param {PartOptions} options
 * @param {'de' | 'en'} locale
 * @param {string} boards
 * @returns {string}
 */
export function partPage(options, locale, boards) {
  const t = PAGE_TEXT[locale];
  const title = locale === 'de' ? options.titleDe : options.titleEn;
  const sectionFirst = t.first[options.section];
  const first = typeof sectionFirst === 'function' ? sectionFirst(title) : sectionFirst;
  const frontMatter = [
    '---',
    ...(title ? [] : [`# ${MARKER} ${t.titleMarker}`]),
    `title: ${yamlString(title ?? options.id)}`,
    `# ${MARKER} ${t.description}`,
    "description: ''",
    'keywords:',
    `  # ${MARKER} ${t.keywords}`,
    `  - ${yamlString(title ?? options.id)}`,
    '---',
  ];
  const sketch = [
    `\`\`\`cpp title="${options.id}.ino" boards="${boards}"`,
    `// ${MARKER} ${t.sketchComment}`,
    'void setup() {',
    '  Serial.begin(9600);',
    '}',
    '',
    'void loop() {',
    '}',
    '```',
  ];
  const body = [
    '',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import PartSpecs from '@site/src/components/PartSpecs';",
    "import PartConnection from '@site/src/components/PartConnection';",
    '',
    c(t.intro),
    '',
    `## ${first}`,
    '',
    c(t.firstText[options.section]),
    '',
    `## ${t.specsHeading}`,
    '',
    `<PartSpecs part="${options.id}" />`,
    '',
    c(t.specs),
    '',
    `## ${t.connectionHeading}`,
    '',
    c(t.connection),
    '',
    `<PartConnection part="${options.id}" />`,
    '',
    `## ${t.programming}`,
    '',
    '<Tabs groupId="editor">',
    '<TabItem value="blockly" label="Blockly">',
    '',
    c(t.blockly),
    '',
    '</TabItem>',
    '<TabItem value="arduino" label="Arduino IDE">',
    '',
    c(t.library),
    '',
    ...sketch,
    '',
    c(t.sketchExplained),
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    ...(options.section === 'sensors' ? [`## ${t.openSenseMap}`, '', c(t.openSenseMapText), ''] : []),
    `## ${t.tips}`,
    '',
    c(t.tipsText),
    '',
    `## ${t.more}`,
    '',
    c(t.moreText),
    '',
  ];
  return [...frontMatter, ...body].join('\n');
}
