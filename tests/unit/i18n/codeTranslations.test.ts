import fs from 'fs';
import path from 'path';
import de from '../../../i18n/de/code.json';
import en from '../../../i18n/en/code.json';
import deDrawings from '../../../i18n/de/drawings.json';
import enDrawings from '../../../i18n/en/drawings.json';
import {filesBelow} from '../../../tools/files.mjs';

type CodeJson = Record<string, {message: string}>;
// code.json: the texts of the pages' code; drawings.json: those only the drawings use (the build reads them).
const german = {...(de as CodeJson), ...(deDrawings as CodeJson)};
const english = {...(en as CodeJson), ...(enDrawings as CodeJson)};

const ROOT = path.resolve(__dirname, '../../..');

/** The ids of the translate() calls in the files below `dir`. */
function idsIn(dir: string): Set<string> {
  const ids = new Set<string>();
  for (const file of filesBelow(path.join(ROOT, dir)).filter((name) => /\.tsx?$/.test(name))) {
    const source = fs.readFileSync(path.join(ROOT, dir, file), 'utf8');
    for (const match of source.matchAll(/\bid: '([^']+)'/g)) ids.add(match[1]!);
  }
  return ids;
}

/**
 * Ids whose German text is rightly the same as the English one (names,
 * loanwords, placeholders). Anything else that is identical is an untranslated
 * string on the German site.
 */
const SAME_IN_BOTH = new Set([
  'boardSelector.label',
  'home.tile.blockly.title',
  'theme.docs.versionBadge.label',
  // Sizes, LED counts and revision names read the same in both languages.
  'partDrawing.size',
  'partDrawing.item.led.many',
  'boardDrawing.revision',
  // Only placeholders and punctuation: "{button}: {colour}."
  'boardDrawing.revision.buttonColour',
]);

describe('UI translations', () => {
  it('have the same ids in German and English', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    expect(Object.keys(deDrawings).sort()).toEqual(Object.keys(enDrawings).sort());
  });

  it('keep the texts only drawings use in drawings.json, out of the JavaScript every page loads', () => {
    const pages = idsIn('src');
    const drawings = idsIn('plugins/drawings');
    // Every text a drawing uses has a translation (the build fails on a missing one).
    expect([...drawings].filter((id) => !(id in english))).toEqual([]);
    // drawings.json holds exactly what the drawings use and the pages do not.
    expect(Object.keys(enDrawings).sort()).toEqual([...drawings].filter((id) => !pages.has(id)).sort());
    expect(Object.keys(enDrawings).filter((id) => id in (en as CodeJson))).toEqual([]);
  });

  it('are German on the German site: no message is left in English', () => {
    const untranslated = Object.keys(german).filter(
      (id) => !SAME_IN_BOTH.has(id) && german[id]!.message === english[id]!.message,
    );
    expect(untranslated).toEqual([]);
  });

  it('include the fixed texts for the 404 and crash pages', () => {
    expect(german['theme.NotFound.title']?.message).toBe('Seite nicht gefunden');
    expect(german['theme.NotFound.p1']?.message).toBe('Wir konnten nicht finden, wonach Sie gesucht haben.');
    expect(german['theme.NotFound.p2']?.message).toBe(
      'Bitte kontaktieren Sie den Besitzer der Seite, die Sie mit der ursprünglichen URL verlinkt hat, und teilen Sie ihm mit, dass der Link nicht mehr funktioniert.',
    );
    expect(german['theme.ErrorPageContent.title']?.message).toBe('Die Seite ist abgestürzt.');
    expect(german['theme.ErrorPageContent.tryAgain']?.message).toBe('Nochmal versuchen');
    expect(english['theme.ErrorPageContent.title']?.message).toBe('This page crashed.');
    expect(english['theme.ErrorPageContent.tryAgain']?.message).toBe('Try again');
  });

  it('translate all 23 search-modal texts into German', () => {
    const modalIds = Object.keys(english).filter((id) => id.startsWith('theme.SearchModal.'));
    expect(modalIds.length).toBeGreaterThanOrEqual(23);
    for (const id of modalIds)
      expect({id, same: german[id]!.message === english[id]!.message}).toEqual({id, same: false});
  });
});
