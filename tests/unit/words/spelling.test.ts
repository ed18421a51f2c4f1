/**
 * @jest-environment node
 *
 * The spell check (`npm run test:words`, cspell.config.mjs) reports misspellings and leaves code
 * alone: texts that stand for pages and UI strings of both languages are checked with the project's
 * config, by cspell's engine (checkTexts.mjs, one process for all texts) and once through the
 * command `npm run test:words` runs, to show that a misspelling makes it fail.
 */
import {spawn} from 'child_process';
import fs from 'fs';
import path from 'path';

const ROOT = path.resolve(__dirname, '../../..');
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';

interface Checked {
  path: string;
  checked: boolean;
  language: string;
  words: string[];
  errors: string[];
}

function run(
  command: string,
  args: string[],
  input: string,
): Promise<{status: number | null; stdout: string; stderr: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd: ROOT});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({status, stdout, stderr}));
    child.stdin.end(input);
  });
}

/** A text with misspellings in it: `bad` keeps them, `good` has them corrected. */
function withTypos(template: (typo: (wrong: string, right: string) => string) => string) {
  return {bad: template((wrong) => wrong), good: template((_wrong, right) => right)};
}

// Everything here that is not prose is nonsense, so a leak through an exclusion is reported.
const germanPage = withTypos(
  (typo) => `---
id: xqzvbnm-id
slug: /xqzvbnm-slug
title: Der ${typo('Tmperatursensor', 'Temperatursensor')}
description: Misst Temperatur und ${typo('Luftfeuchtigkiet', 'Luftfeuchtigkeit')} im Klassenzimmer.
keywords: [senseBox, openSenseMap, Blockly, Qwiic]
---

import Qwertzbox from '@site/src/components/Qwertzbox';
export const zzblorf = (wqx) => ({
  colour: 'sensors',
  rows: [{parts: ['Xyloqwb', {field: wqx}]}],
});

Der Sensor misst die ${typo('Lufftfeuchte', 'Luftfeuchte')}. Prüf die Kabel und häng den Sensor an die senseBox MCU-S2. Den Boardverwalter brauchst du für den Upload des Sketches.

<Qwertzbox
  board="mcus2qwx"
  alt="Block mit dem Messwert ${typo('Feuchtigkiet', 'Feuchtigkeit')}"
  rows={[{parts: ['Blorfnax', {dropdown: 'Zyxwvut', nested: {deeper: [{deepest: 'Qwxzt > Wqrx'}]}}]}]}
/>

\`\`\`cpp title="blorf.ino"
#include <Wrtzplq.h>
int zzqxv = wqrtzp(3); // Kmmentar im Code
\`\`\`

1. Liste mit Code:

   \`\`\`bash
   qwrtz --blorf zzyx
   \`\`\`

Nutze \`qwrtzpx()\`, [den Link](/docs/xqzv/wrtzp "Wrqtz") oder https://example.org/qwrtz/blorf.
Die Datei firmware_xqzv.bin liegt auf blockly.sensebox.de. Schick dem Bot /wetterqx.{' '}{zzblorf(qwx)}
{/* Notiz für Autoren:
    Qwrtzblorf */}
<details><summary>Mehr dazu</summary>Der Sensor <a href="/docs/qwrtz">misst</a> genau.</details>
`,
);

const englishPage = withTypos(
  (typo) => `---
title: The ${typo('Temperatur', 'temperature')} sensor
description: Measures temperature and humidity in the classroom.
---

import Qwertzbox from '@site/src/components/Qwertzbox';

The colour of the block (the color, in American English) shows its category. ${typo('Prüf', 'Check')} the cables and ${typo('recieve', 'receive')} the readings in the ${typo('Boardverwalter', 'Boards Manager')}. The openSenseMap dashboard only exists in German: click **Speichern** (save). ${typo('Mkdirp', 'Make')} a folder for the readings (a word only the npm package list knows).

<Qwertzbox rows={[{parts: ['Blorfnax']}]} alt="Block with the ${typo('valeu', 'value')} humidity" />

\`\`\`cpp
int zzqxv = wqrtzp(3); // Kmmentar
\`\`\`
`,
);

const germanStrings = withTypos(
  (typo) => `{
  "theme.xqzv.blorfLabel": {
    "message": "Suche nach ${typo('Sensorn', 'Sensoren')}",
    "description": "Qwrtz blorf for translators only"
  }
}
`,
);

const englishStrings = withTypos(
  (typo) => `{
  "theme.xqzv.blorfLabel": {
    "message": "Search all ${typo('Sensoren', 'sensors')}",
    "description": "Qwrtz blorf for translators only"
  }
}
`,
);

function listedWords(file: string): string[] {
  return fs
    .readFileSync(path.join(ROOT, 'words', file), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));
}

const texts = [
  {path: 'docs/__words-test__/seite.mdx', text: germanPage.bad},
  {path: 'docs/__words-test__/seite-richtig.mdx', text: germanPage.good},
  {path: `${EN_DOCS}/__words-test__/page.mdx`, text: englishPage.bad},
  {path: `${EN_DOCS}/__words-test__/page-correct.mdx`, text: englishPage.good},
  {path: 'src/pages/__words-test__.mdx', text: 'Diese Seite erklärt den Sensro.\n'},
  {path: 'i18n/de/code.json', text: germanStrings.bad},
  {path: 'i18n/de/docusaurus-theme-classic/navbar.json', text: germanStrings.good},
  {path: 'i18n/en/code.json', text: englishStrings.bad},
  {path: 'i18n/en/docusaurus-theme-classic/footer.json', text: englishStrings.good},
  // A Blockly label quoted as Blockly spells it is accepted on its page only.
  {path: 'docs/hardware/sensors/photodiode.mdx', text: 'Der Block ESP32-S2 Phododiode misst Licht.\n'},
  {path: `${EN_DOCS}/hardware/sensors/photodiode.mdx`, text: 'The ESP32-S2 Phododiode block measures light.\n'},
  {path: 'docs/hardware/sensors/co2.mdx', text: 'Der Block ESP32-S2 Phododiode misst Licht.\n'},
  // words/quoted-german.txt may only hold correct German: the German dictionary must know each word.
  {path: 'docs/__words-test__/zitiert.mdx', text: listedWords('quoted-german.txt').join(' ') + '\n'},
];

let checked: Checked[];
let cli: {status: number | null; stdout: string; stderr: string};

beforeAll(async () => {
  const script = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
  ).scripts['test:words'];
  const [command, ...args] = (script ?? '').split(' ');
  expect(command).toBe('cspell');
  const cspellBin = path.join(ROOT, 'node_modules/cspell/bin.mjs');
  const [engine, commandLine] = await Promise.all([
    run(process.execPath, [path.join(__dirname, 'checkTexts.mjs')], JSON.stringify(texts)),
    run(process.execPath, [cspellBin, ...args, 'stdin://docs/__words-test__/seite.mdx'], germanPage.bad),
  ]);
  expect(engine.stderr).toBe('');
  checked = JSON.parse(engine.stdout) as Checked[];
  cli = commandLine;
});

function wordsIn(file: string): string[] {
  const result = checked.find((entry) => entry.path === file);
  if (!result) throw new Error(`${file} was not checked`);
  expect(result.errors).toEqual([]);
  expect(result.checked).toBe(true);
  return result.words;
}

describe('German pages (German and English dictionaries)', () => {
  it('reports the misspellings in prose, title, description and alt text, and nothing from code, links, imports or tags', () => {
    expect(wordsIn('docs/__words-test__/seite.mdx')).toEqual([
      'Tmperatursensor',
      'Luftfeuchtigkiet',
      'Lufftfeuchte',
      'Feuchtigkiet',
    ]);
  });

  it('passes the corrected text, code blocks full of nonsense included', () => {
    expect(wordsIn('docs/__words-test__/seite-richtig.mdx')).toEqual([]);
  });

  it('checks the authors’ guide in src/pages as German', () => {
    expect(wordsIn('src/pages/__words-test__.mdx')).toEqual(['Sensro']);
    expect(checked.find((entry) => entry.path === 'src/pages/__words-test__.mdx')?.language).toBe('de,en');
  });
});

describe('English pages (English only)', () => {
  it('reports misspellings and German words, except the German labels listed as quoted', () => {
    expect(wordsIn(`${EN_DOCS}/__words-test__/page.mdx`)).toEqual([
      'Temperatur',
      'Prüf',
      'recieve',
      'Boardverwalter',
      'Mkdirp',
      'valeu',
    ]);
  });

  it('passes the corrected text, with British and American spelling', () => {
    expect(wordsIn(`${EN_DOCS}/__words-test__/page-correct.mdx`)).toEqual([]);
  });
});

describe('UI strings (i18n JSON)', () => {
  it('checks the messages, German with German and English with English, and not the ids or translator notes', () => {
    expect(wordsIn('i18n/de/code.json')).toEqual(['Sensorn']);
    expect(wordsIn('i18n/de/docusaurus-theme-classic/navbar.json')).toEqual([]);
    expect(wordsIn('i18n/en/code.json')).toEqual(['Sensoren']);
    expect(wordsIn('i18n/en/docusaurus-theme-classic/footer.json')).toEqual([]);
  });
});

describe('exceptions', () => {
  it('accepts a misspelt Blockly label only on the pages that quote it', () => {
    expect(wordsIn('docs/hardware/sensors/photodiode.mdx')).toEqual([]);
    expect(wordsIn(`${EN_DOCS}/hardware/sensors/photodiode.mdx`)).toEqual([]);
    expect(wordsIn('docs/hardware/sensors/co2.mdx')).toEqual(['Phododiode']);
  });

  it('lists only correct German words as quoted German', () => {
    expect(wordsIn('docs/__words-test__/zitiert.mdx')).toEqual([]);
  });

  it.each(['project-words.txt', 'german.txt', 'quoted-german.txt'])(
    'keeps %s sorted, one word per line, without duplicates',
    (file) => {
      const words = listedWords(file);
      expect(words.length).toBeGreaterThan(0);
      expect(words).toEqual([...words].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(new Set(words).size).toBe(words.length);
      for (const word of words) expect(word).toMatch(/^\S+$/);
    },
  );
});

describe('npm run test:words', () => {
  it('fails on a misspelt page and names the word', () => {
    expect(cli.status).toBe(1);
    expect(cli.stdout).toContain('Unknown word (Lufftfeuchte)');
  });
});
