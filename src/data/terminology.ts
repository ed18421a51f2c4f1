/**
 * One term per thing, in each language: the terminology table of the site.
 *
 * For every concept: the form the German pages use, the form the English
 * pages use, and the variants each language does not use, with a short
 * reason. tests/unit/content/terminology.test.ts reads this file and fails on
 * every variant it finds in the prose of its language (German docs and the
 * German authors' guide; English docs and the English guide), outside code
 * fences, inline code, tags, URLs and link targets. The authors' guide shows
 * the same data as a table (src/components/TerminologyTable).
 *
 * A variant marked `planned` is listed but not yet enforced (the table says
 * so), for a new rule whose pages are still being fixed. Today none is.
 */

export type TermLocale = 'de' | 'en';

/** A text in both languages: each guide shows its own. */
export type Localized = Readonly<Record<TermLocale, string>>;

export type Variant = {
  /** The variant as a reader would see it. */
  text: string;
  /**
   * Where it is found: a regular-expression source, compiled with the flags
   * `gmu`. Without it the text itself is searched as a whole word (no letter,
   * digit or underscore directly before or after it; a hyphen does not
   * protect it, so "Kohlendioxid-Gehalt" counts).
   */
  pattern?: string;
  /**
   * `markdown`: searched in the Markdown with inline code kept (menu paths
   * written as code spans). Default `prose`: inline code is cut out first.
   */
  scope?: 'prose' | 'markdown';
  /** Why the pages do not use it, in each guide's language. */
  reason: Localized;
  /** Exact phrases in which this spelling is a name or a label that really is spelled so. */
  allow?: readonly string[];
  /** Listed, not yet enforced: the English editing pass fixes it. */
  planned?: true;
  /** What to write instead, where it is one form (the test names it); default: the term's form. */
  instead?: string;
  /** A sentence the rule must catch (the test proves every rule can fail); default: the text in a sentence. */
  example?: string;
};

export type Term = {
  id: string;
  /** The form German pages use; `null` where the concept has no German wording of its own. */
  de: string | null;
  /** The form English pages use; `null` where the concept exists only in German. */
  en: string | null;
  forbidden: Readonly<Record<TermLocale, readonly Variant[]>>;
  notes?: Localized;
};

/** Characters that make a word longer: a match must not touch them. */
const WORD = String.raw`\p{L}\p{N}_`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The regular-expression source that finds a variant. */
export function variantPattern(variant: Variant): string {
  return variant.pattern ?? String.raw`(?<![${WORD}])${escapeRegExp(variant.text)}(?![${WORD}])`;
}

/** A sentence, list item, table cell or bold text starts right before. */
const SENTENCE_START = String.raw`(?<=^[ \t>]*(?:(?:\d+\.|[-*+])[ \t]+)?(?:\*\*)?|[.!?:;][ \t]+(?:\*\*)?|\|[ \t]*(?:\*\*)?|\*\*)`;
/** Words that follow an imperative and never a noun at the start of a sentence. */
const IMPERATIVE_OBJECT = String.raw`(?=[ \t]+(?:die|der|das|den|dem|deine[mnrs]?|dein|sie|ihn|es|mit|im|nach|zuerst|dann|danach|deshalb|noch|jetzt|eine?[mnrs]?|alle|beide|diese[mnrs]?|nur|kurz|vorsichtig|auf|in|an)(?![${WORD}]))`;

/** Blockly blocks whose German labels begin with an imperative of their own: quoted as they are. */
const BLOCK_LABELS = [
  'Wiederhole … mal',
  'Wiederhole solange oder bis',
  'Zeige auf dem Display',
  'Schreibe Text/Zahl',
  'Setze RGB-LED',
  'Telegram mache',
  'Zähle … von … bis … mit',
];

const SHORT_IMPERATIVE: Localized = {
  de: 'Bei diesem Verb schreiben die Seiten fast immer die kurze Form ohne -e; wir bleiben dabei.',
  en: 'For this verb the German pages almost always use the short form without -e; it is the one form.',
};
const LONG_IMPERATIVE: Localized = {
  de: 'Bei diesem Verb überwiegt die Form mit -e; wir bleiben dabei.',
  en: 'For this verb the German pages mostly use the form with -e; it is the one form.',
};

/**
 * A German imperative we do not write, capitalised or not. Not after or
 * before "ich" ("Wie lege ich …?" asks, it does not tell). `nounToo`: the
 * word is also a noun ("die Stelle", "der Speicher"), so capitalised it only
 * counts at the start of a sentence and before an object.
 */
function imperative(form: string, instead: string, reason: Localized, nounToo = false): Variant {
  const lower = escapeRegExp(form.charAt(0).toLowerCase() + form.slice(1));
  const upper = escapeRegExp(form);
  const notIch = String.raw`(?<!\bich[ \t]+)`;
  const after = String.raw`(?![${WORD}])(?![ \t]+ich\b)`;
  const pattern = nounToo
    ? String.raw`${notIch}(?<![${WORD}])${lower}${after}|${SENTENCE_START}${upper}(?![${WORD}])${IMPERATIVE_OBJECT}`
    : String.raw`${notIch}(?<![${WORD}])(?:${upper}|${lower})${after}`;
  const example = nounToo
    ? `${form} die Karte ein.`
    : `Dann ${form.charAt(0).toLowerCase() + form.slice(1)} die Karte.`;
  return {text: form, pattern, reason, example, instead, allow: BLOCK_LABELS};
}

export const TERMINOLOGY: readonly Term[] = [
  {
    // The editor's own English messages (sensebox/React-Ardublockly, src/components/Blockly/msg/en/io.js,
    // ARD_FUN_RUN_SETUP / ARD_FUN_RUN_LOOP at 6510fb8) label the base block "Setup()" and "Loop()"; the
    // older labels survive only in pictures of retired editor versions.
    id: 'base-block',
    de: 'Setup() / Endlosschleife()',
    en: 'Setup() / Loop()',
    forbidden: {
      de: [],
      en: [
        {
          text: 'Arduino run first',
          pattern: String.raw`\bArduino[ \t]+(?:run[ \t]+first|loop[ \t]+forever)\b`,
          scope: 'markdown',
          instead: 'Setup() / Loop()',
          reason: {
            de: 'So hieß der Grundblock in einer älteren Version des Editors; heute zeigt er Setup() und Loop().',
            en: 'The base block carried these labels in an older version of the editor; today it shows Setup() and Loop().',
          },
          example: 'Put the block into `Arduino run first`.',
        },
      ],
    },
  },
  {
    id: 'carbon-dioxide',
    de: 'Kohlenstoffdioxid',
    en: 'carbon dioxide',
    forbidden: {
      de: [
        {
          text: 'Kohlendioxid',
          reason: {
            de: 'Ältere Kurzform; im Chemieunterricht heißt das Gas Kohlenstoffdioxid.',
            en: 'Older short form; chemistry lessons call the gas Kohlenstoffdioxid.',
          },
        },
      ],
      en: [],
    },
  },
  {
    id: 'co2',
    de: 'CO2',
    en: 'CO2',
    forbidden: {
      de: [
        {
          text: 'CO₂',
          reason: {
            de: 'Eine Schreibweise für Text, Produktnamen (CO2-Ampel) und Ausgaben der Sketche; die tiefgestellte Ziffer fehlt in manchen Schriften und findet die Suche nicht.',
            en: 'One spelling for prose, product names (CO2-Ampel) and sketch output; the subscript digit is missing in some fonts and search does not find it.',
          },
        },
      ],
      en: [
        {
          text: 'CO₂',
          reason: {
            de: 'Eine Schreibweise für Text, Produktnamen (CO2-Ampel) und Ausgaben der Sketche.',
            en: 'One spelling for prose, product names (CO2-Ampel) and sketch output.',
          },
        },
      ],
    },
  },
  {
    id: 'sensor-id',
    de: 'Sensor-ID',
    en: 'sensor ID',
    forbidden: {
      de: [
        {
          text: 'Sensor ID',
          pattern: String.raw`(?<![${WORD}])Sensor[ \t]+IDs?(?![${WORD}])`,
          reason: {
            de: 'Zusammengesetztes Wort: im Deutschen mit Bindestrich.',
            en: 'A German compound takes a hyphen.',
          },
        },
        {
          text: 'SensorID',
          reason: {de: 'Zwei Wörter, mit Bindestrich verbunden.', en: 'Two words joined by a hyphen.'},
        },
      ],
      en: [
        {
          text: 'sensor-ID',
          reason: {de: 'Im Englischen zwei Wörter ohne Bindestrich.', en: 'Two words in English, no hyphen.'},
        },
        {text: 'SensorID', reason: {de: 'Im Englischen zwei Wörter.', en: 'Two words in English.'}},
      ],
    },
  },
  {
    id: 'sensebox-id',
    de: 'senseBox-ID',
    en: 'senseBox ID',
    forbidden: {
      de: [
        {
          text: 'senseBox ID',
          pattern: String.raw`(?<![${WORD}])senseBox[ \t]+IDs?(?![${WORD}])`,
          reason: {
            de: 'Zusammengesetztes Wort wie Sensor-ID: im Deutschen mit Bindestrich.',
            en: 'A German compound like Sensor-ID: it takes a hyphen.',
          },
        },
      ],
      en: [
        {
          text: 'senseBox-ID',
          reason: {de: 'Im Englischen zwei Wörter wie „sensor ID“.', en: 'Two words in English, like "sensor ID".'},
          allow: ['**senseBox-ID**'],
        },
      ],
    },
    notes: {
      de: 'Das Eingabefeld eines fremden Geräts, das wirklich „senseBox-ID“ heißt, zitieren englische Seiten so.',
      en: 'English pages quote the field of a third-party device that really reads "senseBox-ID" as it is.',
    },
  },
  {
    id: 'serial-monitor',
    de: 'serieller Monitor',
    en: 'Serial Monitor',
    forbidden: {
      de: [
        {
          text: 'Seriellen Monitor (mitten im Satz)',
          example: 'Öffne den Seriellen Monitor.',
          pattern: String.raw`(?<!^[ \t]*#+[ \t]+|^[ \t>]*(?:(?:\d+\.|[-*+])[ \t]+)?(?:\*\*)?|[.!?:][ \t]+(?:\*\*)?|\|[ \t]*|→[ \t]*)Serielle[nrs]?[ \t]+Monitor`,
          reason: {
            de: 'Im Text ein gewöhnliches Adjektiv, also klein; groß nur im Menüpfad Werkzeuge → Serieller Monitor.',
            en: 'In German prose an ordinary adjective, so lower case; capitalised only in the menu path Werkzeuge → Serieller Monitor.',
          },
        },
        {
          text: 'Serial Monitor',
          reason: {
            de: 'Englische Bezeichnung; die deutsche Arduino IDE sagt „Serieller Monitor“.',
            en: 'English label; the German Arduino IDE says "Serieller Monitor".',
          },
        },
      ],
      en: [
        {
          text: 'serial monitor',
          pattern: String.raw`(?<![${WORD}])[Ss]erial[ \t]+monitor(?![${WORD}])`,
          reason: {
            de: 'Englisch: Name des Werkzeugs in der Arduino IDE, groß geschrieben.',
            en: 'The name of the Arduino IDE tool, capitalised.',
          },
        },
      ],
    },
    notes: {
      de: 'Die Anweisung, den Monitor zu öffnen, steht auf jeder Seite gleich: <SerialMonitor baud={9600} />.',
      en: 'The instruction to open it is the same on every page: <SerialMonitor baud={9600} />.',
    },
  },
  {
    id: 'serial-plotter',
    de: 'serieller Plotter',
    en: 'Serial Plotter',
    forbidden: {
      de: [
        {
          text: 'Seriellen Plotter (mitten im Satz)',
          example: 'Öffne den Seriellen Plotter.',
          pattern: String.raw`(?<!^[ \t]*#+[ \t]+|^[ \t>]*(?:(?:\d+\.|[-*+])[ \t]+)?(?:\*\*)?|[.!?:][ \t]+(?:\*\*)?|\|[ \t]*|→[ \t]*)Serielle[nrs]?[ \t]+Plotter`,
          reason: {
            de: 'Wie beim seriellen Monitor: im Text klein, groß nur im Menüpfad Werkzeuge → Serieller Plotter.',
            en: 'As with the serial monitor: lower case in German prose, capitalised only in the menu path.',
          },
        },
      ],
      en: [],
    },
  },
  {
    id: 'imperative-short',
    de: 'Prüf, Wähl, Drück, Leg, Stell, Steck, Zieh, Such, Schließ, Setz, Schreib, Füg, Führ, Probier, Zeig, Mach, Lösch, Entpack, Entfern, Zähl, Nenn, Übertrag, Tipp, Vergleich, Wiederhol, Klick, Geh, Schau, Dreh, Beweg, Schraub, Schick, Hol, Denk, Trag, Lass, Fahr, Frag, Häng, Merk',
    en: null,
    forbidden: {
      de: [
        ...[
          'Prüfe',
          'Wähle',
          'Drücke',
          'Lege',
          'Stecke',
          'Ziehe',
          'Schließe',
          'Setze',
          'Schreibe',
          'Füge',
          'Führe',
          'Probiere',
          'Zeige',
          'Mache',
          'Lösche',
          'Entpacke',
          'Entferne',
          'Nenne',
          'Übertrage',
          'Tippe',
          'Wiederhole',
          'Klicke',
          'Gehe',
          'Schaue',
          'Drehe',
          'Bewege',
          'Schicke',
          'Hole',
          'Denke',
          'Lasse',
          'Fahre',
          'Hänge',
          'Merke',
          'Zähle',
        ].map((form) => imperative(form, form.slice(0, -1), SHORT_IMPERATIVE)),
        // Also nouns: "die Stelle", "die Suche", "die Vergleiche", "die Schraube", "die Frage", "die Trage".
        ...['Stelle', 'Suche', 'Vergleiche', 'Schraube', 'Frage', 'Trage'].map((form) =>
          imperative(form, form.slice(0, -1), SHORT_IMPERATIVE, true),
        ),
      ],
      en: [],
    },
    notes: {
      de: 'Imperativ in der du-Form. Die kurze Form überwiegt auf den Seiten; Blockly-Blöcke, die anders heißen („Zähle … von … bis … mit“), zitieren wir genau.',
      en: 'German imperative (du form). The short form is the one most pages use; Blockly blocks named otherwise are quoted exactly.',
    },
  },
  {
    id: 'imperative-long',
    de: 'Installiere, Kopiere, Ersetze, Kompiliere, Registriere, Aktualisiere, Nutze, Ändere, Baue, Halte, Speichere, Lade; außerdem alle, bei denen die Grammatik das -e verlangt: Öffne, Verbinde, Achte, Starte, Warte, Rechne',
    en: null,
    forbidden: {
      de: [
        ...[
          'Installier',
          'Kopier',
          'Ersetz',
          'Kompilier',
          'Registrier',
          'Aktualisier',
          'Nutz',
          'Änder',
          'Lad',
          'Verbind',
          'Wart',
        ].map((form) => imperative(form, `${form}e`, LONG_IMPERATIVE)),
        // Also nouns or particles: "der Bau", "der Halt", "der Speicher".
        ...['Bau', 'Halt', 'Speicher'].map((form) => imperative(form, `${form}e`, LONG_IMPERATIVE, true)),
      ],
      en: [],
    },
  },
  {
    id: 'board',
    de: 'Board (das Board)',
    en: 'board',
    forbidden: {
      de: [
        {
          text: 'Platine',
          pattern: String.raw`(?<![${WORD}-])[Pp]latinen?(?![${WORD}])`,
          reason: {
            de: 'Für das senseBox-Board schreiben wir „Board“. Die Leiterplatte eines Sensors oder Moduls heißt „Sensorplatine“, „Modulplatine“ oder „Leiterplatte“.',
            en: 'The senseBox board is "Board". The circuit board of a sensor or module is "Sensorplatine", "Modulplatine" or "Leiterplatte".',
          },
        },
      ],
      en: [],
    },
    notes: {
      de: 'Zusammensetzungen wie „Adapterplatine“ oder „Sensorplatine“ und das Wort „Leiterplatte“ sind erlaubt.',
      en: 'German compounds such as "Adapterplatine" or "Sensorplatine" and the word "Leiterplatte" are fine.',
    },
  },
  {
    id: 'bee',
    de: 'Bee (das Bee, die Bees; WiFi-Bee, SD-Bee, LoRa-Bee …)',
    en: 'Bee (the Bee, Bees; WiFi-Bee, SD-Bee, LoRa-Bee …)',
    forbidden: {
      de: [
        {
          text: 'bee',
          pattern: String.raw`(?<![${WORD}])bees?(?![${WORD}])`,
          reason: {de: 'Name eines Moduls: groß.', en: 'The name of a module: capital B.'},
        },
        {
          text: 'BEE',
          pattern: String.raw`(?<![${WORD}])BEES?(?![${WORD}])`,
          reason: {de: '„XBEE“ ist nur der Aufdruck des Steckplatzes.', en: '"XBEE" is only the socket label.'},
        },
      ],
      en: [
        {
          text: 'bee',
          pattern: String.raw`(?<![${WORD}])bees?(?![${WORD}])`,
          reason: {de: 'Name eines Moduls: groß.', en: 'The name of a module: capital B.'},
        },
        {
          text: 'BEE',
          pattern: String.raw`(?<![${WORD}])BEES?(?![${WORD}])`,
          reason: {de: '„XBEE“ ist nur der Aufdruck des Steckplatzes.', en: '"XBEE" is only the socket label.'},
        },
      ],
    },
  },
  {
    id: 'xbee-socket',
    de: 'XBee-Steckplatz; Aufdruck XBEE1, XBEE2',
    en: 'XBee socket; labels XBEE1, XBEE2',
    forbidden: {
      de: [
        {
          text: 'XBee1',
          pattern: String.raw`(?<![${WORD}])XBee[12](?![${WORD}])`,
          reason: {
            de: 'Die Steckplätze heißen so, wie es auf dem Board steht: XBEE1, XBEE2.',
            en: 'The sockets are named as printed on the board: XBEE1, XBEE2.',
          },
        },
        {text: 'Xbee', reason: {de: 'Der Name schreibt sich XBee.', en: 'The name is spelled XBee.'}},
      ],
      en: [
        {
          text: 'XBee1',
          pattern: String.raw`(?<![${WORD}])XBee[12](?![${WORD}])`,
          reason: {de: 'Aufdruck: XBEE1, XBEE2.', en: 'Printed label: XBEE1, XBEE2.'},
        },
        {text: 'Xbee', reason: {de: 'Der Name schreibt sich XBee.', en: 'The name is spelled XBee.'}},
      ],
    },
  },
  {
    id: 'board-package',
    de: 'Board-Paket',
    en: 'board package',
    forbidden: {
      de: [
        {
          text: 'Board-Support-Package',
          pattern: String.raw`(?<![${WORD}])Board-?[ \t]?Support-?[ \t]?Packages?(?![${WORD}])`,
          reason: {
            de: 'Englischer Fachbegriff; auf Deutsch sagen wir Board-Paket.',
            en: 'The English technical term; German pages say Board-Paket.',
          },
        },
        {
          text: 'BSP',
          reason: {
            de: 'Abkürzung, die niemand erklärt bekommt; wir schreiben Board-Paket.',
            en: 'An abbreviation nobody gets explained; German pages write Board-Paket.',
          },
        },
        {
          text: 'Boardpaket',
          pattern: String.raw`(?<![${WORD}])Board(?:p|[ \t]P)aket`,
          reason: {de: 'Mit Bindestrich, wie Board-Paket überall.', en: 'Hyphenated, as everywhere: Board-Paket.'},
        },
      ],
      en: [
        {
          text: 'board support package',
          pattern: String.raw`(?<![${WORD}])[Bb]oard[ \t-][Ss]upport[ \t-][Pp]ackages?(?![${WORD}])`,
          reason: {de: 'Englisch kurz: board package.', en: 'Plainly: board package.'},
        },
        {text: 'BSP', reason: {de: 'Englisch kurz: board package.', en: 'Plainly: board package.'}},
        {text: 'board-package', reason: {de: 'Zwei Wörter ohne Bindestrich.', en: 'Two words, no hyphen.'}},
      ],
    },
  },
  {
    id: 'library',
    de: 'Bibliothek (Bibliotheksverwalter)',
    en: 'library (Library Manager)',
    forbidden: {
      de: [
        {
          text: 'die Library',
          pattern: String.raw`(?<=(?<![${WORD}])(?:die|der|eine|einer|diese|dieser|Die|Der|Eine|Diese)[ \t]+)Library(?![${WORD}])|(?<![${WORD}])(?:Libraries|Lib)(?![${WORD}])|senseBoxIO[ \t]+Library`,
          reason: {
            de: 'Auf Deutsch heißt sie Bibliothek. „Library“ bleibt nur im Namen einer Bibliothek (Adafruit HDC1000 Library).',
            en: 'German says Bibliothek. "Library" stays only where it is part of a library\'s name (Adafruit HDC1000 Library).',
          },
        },
      ],
      en: [],
    },
  },
  {
    id: 'sketch',
    de: 'Sketch (Plural: Sketche)',
    en: 'sketch',
    forbidden: {
      de: [
        {
          text: 'Sketches (Plural)',
          example: 'Lade die Sketches herunter.',
          pattern: String.raw`(?<=(?<![${WORD}])(?:die|Die|deine|Deine|alle|Alle|beide|Beide|zwei|drei|mehrere|viele|eigene|eigenen|ältere|Ältere)[ \t]+(?:[\p{L}-]+[ \t]+)?)Sketches(?![${WORD}])`,
          reason: {
            de: 'Deutscher Plural: die Sketche. „des Sketches“ ist der Genitiv und richtig.',
            en: 'German plural: die Sketche. "des Sketches" is the genitive and correct.',
          },
        },
      ],
      en: [],
    },
  },
  {
    id: 'arduino-ide',
    de: 'Arduino IDE',
    en: 'Arduino IDE',
    forbidden: {
      de: [
        {
          text: 'Arduino-IDE',
          reason: {de: 'Produktname, so wie Arduino ihn schreibt.', en: 'Product name as Arduino writes it.'},
        },
      ],
      en: [
        {
          text: 'Arduino-IDE',
          reason: {de: 'Produktname, so wie Arduino ihn schreibt.', en: 'Product name as Arduino writes it.'},
        },
      ],
    },
  },
  {
    id: 'menu-path',
    de: 'Werkzeuge → Board, Sketch → Bibliothek einbinden → Bibliotheken verwalten …, Datei → Einstellungen …, Werkzeuge → Serieller Monitor',
    en: 'Tools → Board, Sketch → Include Library → Manage Libraries…, File → Preferences…, Tools → Serial Monitor',
    forbidden: {
      de: [
        {
          text: '`Werkzeuge` → `Port`',
          pattern: String.raw`(?<=[\p{L}\p{N}.…]` + '`)[ \\t]+(?:→|->|>)[ \\t]+`',
          scope: 'markdown',
          reason: {
            de: 'Ein Menüpfad steht fett und ganz, mit → zwischen den Einträgen.',
            en: 'A menu path is bold and whole, with → between the entries.',
          },
        },
        {
          text: 'Werkzeuge > Port',
          example: 'Öffne **Werkzeuge > Port**.',
          pattern: String.raw`\*\*[^*\n]*[ \t](?:>|->)[ \t][^*\n]*\*\*`,
          reason: {de: 'Ein Pfeil für alle Menüpfade: →.', en: 'One arrow for every menu path: →.'},
        },
        {
          text: 'Include Library, Manage Libraries, Tools →, File →',
          example: 'Öffne **Tools → Board**.',
          pattern: String.raw`Include Library|Manage Libraries|Add \.ZIP Library|(?<![${WORD}])(?:Tools|File|Preferences)[ \t]*→`,
          scope: 'markdown',
          reason: {
            de: 'Deutsche Seiten nennen die Menüs der deutschen Arduino IDE.',
            en: 'German pages name the menus of the German Arduino IDE.',
          },
        },
        {
          text: 'Voreinstellungen',
          reason: {
            de: 'So hieß der Eintrag in der Arduino IDE 1; die Arduino IDE 2 zeigt Datei → Einstellungen …',
            en: 'The Arduino IDE 1 label; in German the Arduino IDE 2 shows Datei → Einstellungen …',
          },
        },
      ],
      en: [
        {
          text: '`Tools` → `Port`',
          pattern: String.raw`(?<=[\p{L}\p{N}.…]` + '`)[ \\t]+(?:→|->|>)[ \\t]+`',
          scope: 'markdown',
          reason: {
            de: 'Ein Menüpfad steht fett und ganz, mit → zwischen den Einträgen.',
            en: 'A menu path is bold and whole, with → between the entries.',
          },
        },
        {
          text: 'Tools > Port',
          example: 'Open **Tools > Port**.',
          pattern: String.raw`\*\*[^*\n]*[ \t](?:>|->)[ \t][^*\n]*\*\*`,
          reason: {de: 'Ein Pfeil für alle Menüpfade: →.', en: 'One arrow for every menu path: →.'},
        },
      ],
    },
    notes: {
      de: 'Ein Menüpfad steht fett, mit → zwischen den Einträgen. Menüs heißen, wie die Arduino IDE 2 sie in der Sprache der Seite zeigt.',
      en: "A menu path is bold, with → between the entries. Menus are named as the Arduino IDE 2 shows them in the page's language.",
    },
  },
  {
    id: 'wifi',
    de: 'WLAN',
    en: 'Wi-Fi',
    forbidden: {
      de: [
        {
          text: 'WiFi',
          pattern: String.raw`(?<![${WORD}])(?:WiFi|Wifi|WIFI|Wi-Fi|wifi)(?![${WORD}]|-Bee)`,
          reason: {
            de: 'Auf Deutsch heißt das Funknetz WLAN. „WiFi“ bleibt nur in Namen: WiFi-Bee, Bibliotheken WiFi und WiFi101, fremde Bedienelemente.',
            en: 'German calls the network WLAN. "WiFi" stays only in names: WiFi-Bee, the WiFi and WiFi101 libraries, third-party labels.',
          },
          allow: [
            'Configure WiFi',
            'WiFi SSID',
            'WiFi Passwort',
            'WiFi101 Firmware Updater',
            'Upload Certificates to WiFi module',
            'Bibliothek **WiFi**',
            'SPI, WiFi, WebServer',
          ],
        },
      ],
      en: [
        {
          text: 'WiFi',
          pattern: String.raw`(?<![${WORD}])(?:WiFi|Wifi|WIFI|wifi|WLAN)(?![${WORD}]|-Bee)`,
          reason: {
            de: 'Englisch: Wi-Fi. „WiFi“ bleibt nur in Namen (WiFi-Bee, WiFi101) und Blockly-Blöcken.',
            en: 'Wi-Fi. "WiFi" stays only in names (WiFi-Bee, WiFi101) and Blockly block labels.',
          },
          allow: [
            'Configure WiFi',
            'WiFi SSID',
            'WiFi Password',
            'Upload Certificates to WiFi module',
            'SPI, WiFi, WebServer',
            'The **WiFi** library',
            'senseBox:home (WiFi)',
          ],
        },
      ],
    },
  },
  {
    id: 'email',
    de: 'E-Mail',
    en: 'e-mail',
    forbidden: {
      de: [
        {
          text: 'Email',
          pattern: String.raw`(?<![${WORD}-])(?:Email|email|eMail|E-mail)(?![${WORD}])`,
          reason: {de: 'Duden-Schreibung: E-Mail.', en: 'The dictionary spelling: E-Mail.'},
        },
      ],
      en: [
        {
          text: 'email',
          pattern: String.raw`(?<![${WORD}-])(?:email|Email|eMail)(?![${WORD}])`,
          reason: {
            de: 'Die englischen Seiten schreiben einheitlich e-mail.',
            en: 'The English pages write e-mail throughout.',
          },
        },
      ],
    },
  },
  {
    id: 'usb-cable',
    de: 'USB-Kabel',
    en: 'USB cable',
    forbidden: {
      de: [
        {
          text: 'USB Kabel',
          pattern: String.raw`(?<![${WORD}])USB[ \t]+[Kk]abel`,
          reason: {de: 'Zusammengesetztes Wort mit Bindestrich.', en: 'A German compound with a hyphen.'},
        },
      ],
      en: [{text: 'USB-cable', reason: {de: 'Zwei Wörter ohne Bindestrich.', en: 'Two words, no hyphen.'}}],
    },
  },
  {
    id: 'microsd',
    de: 'microSD-Karte (kurz: SD-Karte)',
    en: 'microSD card (short: SD card)',
    forbidden: {
      de: [
        {
          text: 'Micro-SD',
          pattern: String.raw`(?<![${WORD}])(?:[Mm]icro-SD|[Mm]icro[ \t]+SD|MicroSD)(?![${WORD}])`,
          reason: {de: 'Das Kartenformat heißt microSD.', en: 'The card format is called microSD.'},
          allow: ['| Micro-SD |'],
        },
        {
          text: 'SD Karte',
          pattern: String.raw`(?<![${WORD}])SD[ \t]+[Kk]arte`,
          reason: {de: 'Zusammengesetztes Wort mit Bindestrich.', en: 'A German compound with a hyphen.'},
          allow: ['Lese HTML von SD Karte'],
        },
      ],
      en: [
        {
          text: 'micro-SD',
          pattern: String.raw`(?<![${WORD}])(?:micro-SD|Micro[ \t]+SD|MicroSD)(?![${WORD}])`,
          reason: {de: 'Das Kartenformat heißt microSD.', en: 'The card format is called microSD.'},
        },
      ],
    },
    notes: {
      de: 'Der Aufdruck „Micro-SD“ auf dem Board wird so zitiert.',
      en: 'The label "Micro-SD" printed on the board is quoted as it is.',
    },
  },
  {
    id: 'opensensemap',
    de: 'openSenseMap (die openSenseMap)',
    en: 'openSenseMap (no article)',
    forbidden: {
      de: [
        {
          text: 'OpenSenseMap',
          pattern: String.raw`(?<![${WORD}.\/-])(?:OpenSenseMap|Opensensemap|openSensemap|opensensemap)(?![${WORD}.\/-])`,
          reason: {
            de: 'Eigenname, so wie das Projekt ihn schreibt.',
            en: 'A proper name, written as the project writes it.',
          },
        },
      ],
      en: [
        {
          text: 'the openSenseMap',
          pattern: String.raw`(?<![${WORD}])[Tt]he[ \t]+openSenseMap(?![${WORD}-])(?![ \t]+(?:API|account|accounts|app|blocks?|certificates?|dashboard|database|website|format|[Ii]ntegration|map|team|server|page|login|settings|box|boxes|interface|documentation|registration)(?![${WORD}]))`,
          reason: {
            de: 'Englisch steht der Name ohne Artikel („on openSenseMap“); „the openSenseMap dashboard“ bleibt, dort gehört der Artikel zu „dashboard“.',
            en: 'A name without article ("on openSenseMap"); "the openSenseMap dashboard" stays, where the article belongs to "dashboard".',
          },
        },
        {
          text: 'OpenSenseMap',
          pattern: String.raw`(?<![${WORD}.\/-])(?:OpenSenseMap|Opensensemap|openSensemap|opensensemap)(?![${WORD}.\/-])`,
          reason: {
            de: 'Eigenname, so wie das Projekt ihn schreibt.',
            en: 'A proper name, written as the project writes it.',
          },
        },
      ],
    },
  },
  {
    id: 'mcu-modes',
    de: 'Programm-Modus, Lern-Modus (senseBox MCU)',
    en: 'normal mode, bootloader mode (senseBox MCU)',
    forbidden: {
      de: [],
      en: [
        {
          text: 'learning mode',
          pattern: String.raw`(?<![${WORD}])[Ll]earn(?:ing)?[ \t]+mode(?![${WORD}])`,
          instead: 'bootloader mode',
          reason: {
            de: 'Wörtlich übersetzt aus „Lern-Modus“; auf Englisch heißt der Zustand, in dem das Board ein neues Programm annimmt, bootloader mode, wie bei der MCU-S2.',
            en: 'A word-for-word rendering of "Lern-Modus"; in English the state in which the board accepts a new program is bootloader mode, as on the MCU-S2.',
          },
        },
        {
          text: 'programming mode',
          pattern: String.raw`(?<![${WORD}])[Pp]rogram(?:ming)?[ \t]+mode(?![${WORD}])`,
          instead: 'normal mode',
          reason: {
            de: 'Klingt auf Englisch nach dem Zustand, in dem man das Board programmiert; gemeint ist aber der normale Betrieb, in dem das Programm läuft.',
            en: 'Sounds like the state in which you program the board; what is meant is the normal state in which the program runs.',
          },
        },
      ],
    },
  },
  {
    id: 'connected-to',
    de: null,
    en: 'is connected to',
    forbidden: {
      de: [],
      en: [
        {
          text: 'hangs on',
          pattern: String.raw`(?<![${WORD}])hang(?:s|ing)?[ \t]+on(?![${WORD}])`,
          instead: 'is connected to',
          reason: {
            de: 'Wörtlich aus „hängt an“; auf Englisch hängt ein Sensor nicht an einem Anschluss, er ist damit verbunden.',
            en: 'A word-for-word rendering of "hängt an"; in English a sensor is connected to a port.',
          },
          allow: ['hangs on the railing', 'hangs on the outside of the railing'],
          example: 'The sensor hangs on an I2C port.',
        },
      ],
    },
  },
  {
    id: 'molecules',
    de: null,
    en: 'molecules (in ppm)',
    forbidden: {
      de: [],
      en: [
        {
          text: 'particles of air',
          pattern: String.raw`(?<![${WORD}])particles[ \t]+of[ \t]+(?:air|carbon[ \t]+dioxide|CO2)(?![${WORD}])|(?<![${WORD}])CO2[ \t]+particles(?![${WORD}])`,
          instead: 'molecules',
          reason: {
            de: 'ppm zählt Moleküle; „particles“ sind im Englischen vor allem Staubteilchen (particulate matter).',
            en: 'ppm counts molecules; in English, particles are above all dust (particulate matter).',
          },
          example: 'Out of a million particles of air, 1000 are carbon dioxide.',
        },
      ],
    },
  },
  {
    id: 'library-installed-in-ide',
    de: null,
    en: 'installed in the Arduino IDE',
    forbidden: {
      de: [],
      en: [
        {
          text: 'library installed on the board',
          pattern: String.raw`librar(?:y|ies)[^.|\n]{0,30}?(?:is|are)[ \t]+not[ \t]+installed[ \t]+on[ \t]+(?:the|your)[ \t]+(?:senseBox|board|MCU)|[Oo]n[ \t]+the[ \t]+senseBox[ \t]+MCU(?:-S2)?,[ \t]+the[ \t]+librar(?:y|ies)[ \t]+(?:is|are)[ \t]+not[ \t]+installed`,
          instead: 'not installed in the Arduino IDE',
          reason: {
            de: 'Bibliotheken installiert man in der Arduino IDE, nicht auf dem Board.',
            en: 'Libraries are installed in the Arduino IDE, not on the board.',
          },
          example: 'The library is not installed on the senseBox MCU-S2 yet.',
        },
      ],
    },
  },
  {
    id: 'sister-boards',
    de: null,
    en: 'the larger senseBox boards',
    forbidden: {
      de: [],
      en: [
        {
          text: 'bigger sisters',
          pattern: String.raw`(?<![${WORD}])(?:bigger|big|larger|little|younger|older)[ \t]+sisters?(?![${WORD}])`,
          reason: {
            de: 'Eine Übersetzung von „große Schwestern“, die im Englischen für Platinen nicht üblich ist.',
            en: 'A rendering of the German "große Schwestern" that English does not use for boards.',
          },
        },
      ],
    },
  },
  {
    id: 'board-package-link',
    de: 'Installation des Board-Pakets',
    en: 'Installing the board package',
    forbidden: {
      de: [],
      en: [
        {
          text: 'Installation of Board packages',
          pattern: String.raw`(?<![${WORD}])Installation[ \t]+of[ \t]+[Bb]oard[ \t]+[Pp]ackages?(?![${WORD}])`,
          instead: 'Installing the board package',
          reason: {
            de: 'Der alte Titel der Seite; ein Link nennt den heutigen Titel.',
            en: "The page's old title; a link gives the page's current title.",
          },
        },
      ],
    },
  },
  {
    id: 'osem-box-type',
    de: '`Stationär` / `Mobil` (Block Verbinde mit openSenseMap)',
    en: '`Stationary` / `Mobile` (Connect to openSenseMap block)',
    forbidden: {
      de: [],
      en: [
        {
          text: 'choose mobile',
          pattern: String.raw`(?<![${WORD}])(?:choose|select|set|pick)[ \t]+(?:stationary|mobile)(?![${WORD}])`,
          scope: 'markdown',
          instead: '`Mobile` / `Stationary`, as the block shows them',
          reason: {
            de: 'Die Auswahl im Block heißt `Stationary` oder `Mobile`; die Seiten nennen sie so, wie der Editor sie zeigt.',
            en: 'The block offers `Stationary` or `Mobile`; the pages name the choice as the editor shows it.',
          },
          example: 'In Blockly, choose mobile instead of `Stationary`.',
        },
      ],
    },
  },
  {
    id: 'rgb-led',
    de: 'RGB-LED',
    en: 'RGB LED',
    forbidden: {
      de: [
        {
          text: 'RGB LED',
          pattern: String.raw`(?<![${WORD}])RGB[ \t]+LEDs?(?![${WORD}])`,
          reason: {de: 'Zusammengesetztes Wort mit Bindestrich.', en: 'A German compound with a hyphen.'},
        },
      ],
      en: [
        {
          text: 'RGB-LED',
          pattern: String.raw`(?<![${WORD}])RGB-LEDs?(?![${WORD}])`,
          reason: {de: 'Englisch ohne Bindestrich.', en: 'No hyphen in English.'},
          allow: ['Initialize RGB-LED', 'Set RGB-LED'],
        },
      ],
    },
  },
  {
    // German sentence patterns carried into English word for word ("Du findest …", "kennenlernen",
    // "Auf dieser Seite lernst du …", "Im Folgenden", "Achtung:", "unter Windows", "Damit du …").
    id: 'english-calques',
    de: null,
    en: 'natural English word order ("The blocks are in …", "This page explains …")',
    forbidden: {
      de: [],
      en: [
        {
          text: 'You find',
          // Not after words that make "you find" a condition, a question or an object of "help": "if you find",
          // "when you find", "can you find", "helps you find" stay, and so does "you find out" (a phrasal verb).
          pattern: String.raw`(?<![${WORD}])(?<!(?:[Ii]f|[Ww]hen|[Ww]henever|[Uu]ntil|[Uu]nless|[Oo]nce|[Hh]elps?|[Hh]elping|[Ll]ets?|[Mm]akes?|[Ww]here|[Cc]an|[Cc]ould|[Dd]o|[Dd]id|[Bb]efore|[Aa]fter)[ \t]+)[Yy]ou[ \t]+find(?![${WORD}])(?![ \t]+out(?![${WORD}]))`,
          instead: '"… is/are in …", "You will find …"',
          reason: {
            de: 'Wörtlich aus „Du findest …“. Auf Englisch steht das Gesuchte vorn („The blocks are in the Sensors category“), oder der Satz schaut nach vorn („You will find …“).',
            en: 'A word-for-word rendering of "Du findest …". English puts the thing first ("The blocks are in the Sensors category") or looks ahead ("You will find …").',
          },
          example: 'In Blockly you find the blocks in the Sensors category.',
        },
        {
          text: 'get to know',
          pattern: String.raw`(?<![${WORD}])(?:[Gg]et|[Gg]ets|[Gg]etting|[Gg]ot)[ \t]+to[ \t]+know(?![${WORD}])`,
          instead: '"learn about", "introduces", "try out"',
          reason: {
            de: 'Wörtlich aus „kennenlernen“; bei Dingen sagt man auf Englisch „learn about“, oder die Seite „introduces“ etwas.',
            en: 'A rendering of "kennenlernen"; for things, English says "learn about", or the page "introduces" something.',
          },
          example: 'On this page you get to know the board.',
        },
        {
          text: 'On this page you learn',
          pattern: String.raw`(?<![${WORD}])(?:[Oo]n|[Ii]n)[ \t]+this[ \t]+page,?[ \t]+you[ \t]+(?:learn|see|get|find)(?![${WORD}])|(?<![${WORD}])[Hh]ere,?[ \t]+you[ \t]+(?:learn|see|get|find)(?![${WORD}])`,
          instead: '"This page explains / shows …"',
          reason: {
            de: 'Wörtlich aus „Auf dieser Seite lernst du …“ / „Hier erfährst du …“; auf Englisch ist die Seite das Subjekt: „This page explains …“.',
            en: 'A rendering of "Auf dieser Seite lernst du …" / "Hier erfährst du …"; in English the page is the subject: "This page explains …".',
          },
          example: 'On this page you learn how the sensor works.',
        },
        {
          text: 'In the following',
          pattern: String.raw`(?<![${WORD}])[Ii]n[ \t]+the[ \t]+following(?=[ \t]*[,.:;]|[ \t]+(?:you|we)(?![${WORD}]))`,
          instead: '"below", "the next section"',
          reason: {
            de: 'Wörtlich aus „Im Folgenden“; auf Englisch „below“ oder „the next section“.',
            en: 'A rendering of "Im Folgenden"; English says "below" or "the next section".',
          },
          example: 'In the following, you connect the sensor.',
        },
        {
          text: 'Attention:',
          pattern: String.raw`(?<![${WORD}])(?:Attention|Achtung)[ \t]*[:!]`,
          instead: 'a :::caution admonition, or "Note:"',
          reason: {
            de: 'Wörtlich aus „Achtung:“; die Seiten warnen mit einem Hinweiskasten (:::caution).',
            en: 'A rendering of "Achtung:"; the pages warn with an admonition (:::caution).',
          },
          example: 'Attention: the sensor needs 5 V.',
        },
        {
          text: 'under Windows',
          pattern: String.raw`(?<![${WORD}])[Uu]nder[ \t]+(?:Windows|macOS|Mac[ \t]?OS|Linux)(?![${WORD}])`,
          instead: '"on Windows"',
          reason: {
            de: 'Wörtlich aus „unter Windows“; auf Englisch läuft ein Programm „on Windows“.',
            en: 'A rendering of "unter Windows"; in English a program runs "on Windows".',
          },
          example: 'The port is called COM5 under Windows.',
        },
        {
          text: 'So that you',
          pattern: String.raw`${SENTENCE_START}So[ \t]+that[ \t]+you(?![${WORD}])`,
          instead: '"To …", "To help you …"',
          reason: {
            de: 'Ein Satz, der mit „Damit du …“ beginnt, fängt auf Englisch mit „To …“ an.',
            en: 'A sentence that begins "Damit du …" begins with "To …" in English.',
          },
          example: 'So that you get help quickly, include your app version.',
        },
      ],
    },
    notes: {
      de: 'Gemeint ist Satzbau, der aus dem Deutschen übernommen wurde; „If you find …“ oder „helps you find“ bleiben.',
      en: 'This is about sentence patterns carried over from German; "If you find …" or "helps you find" stay.',
    },
  },
];

/** The variants the test enforces in one language. */
export function enforcedVariants(locale: TermLocale): {term: Term; variant: Variant}[] {
  return TERMINOLOGY.flatMap((term) =>
    term.forbidden[locale].filter((variant) => !variant.planned).map((variant) => ({term, variant})),
  );
}

/**
 * The rules as a Markdown list for CONTRIBUTING.md (`node scripts/terms.mjs` writes it between its markers;
 * a unit test fails when the list there differs from this table): one line per concept and language, with
 * the form to write, the variants the check reports, the reason of the first and a sentence it reports.
 */
export function terminologyMarkdown(): string {
  const code = (text: string) => '`' + text.replace(/`/g, "'") + '`';
  return TERMINOLOGY.flatMap((term) =>
    (['de', 'en'] as const).flatMap((locale) => {
      const variants = term.forbidden[locale].filter((variant) => !variant.planned);
      const [first] = variants;
      if (!first) return [];
      const form = first.instead ?? term[locale] ?? '—';
      const example = first.example ?? `… ${first.text} …`;
      return [
        `- ${locale}, ${code(form)}, not ${variants.map((variant) => code(variant.text)).join(', ')}: ` +
          `${first.reason.en} Reported: ${code(example)}`,
      ];
    }),
  ).join('\n');
}
