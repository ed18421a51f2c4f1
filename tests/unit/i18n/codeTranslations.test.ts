import de from '../../../i18n/de/code.json';
import en from '../../../i18n/en/code.json';
import {KIT_IDS} from '../../../src/kits/kits';

type CodeJson = Record<string, {message: string}>;
const german = de as CodeJson;
const english = en as CodeJson;

/**
 * Ids whose German text is rightly the same as the English one (names,
 * loanwords, placeholders). Anything else that is identical is an untranslated
 * string on the German site.
 */
const SAME_IN_BOTH = new Set([
  // A kit's short name is a product name (":edu S2").
  ...KIT_IDS.map((id) => `board.${id}.label`),
  'boardSelector.label',
  // "Signal" is the German word too.
  'pinTable.column.signal',
  'home.tile.blockly.title',
  'theme.docs.versionBadge.label',
  'boardHardware.portKind.usb',
  'boardHardware.portKind.i2c',
  'boardHardware.portKind.uart',
  'boardHardware.portKind.digital',
  'boardHardware.portKind.xbee',
  'boardHardware.attachable.wifiBee',
  'boardHardware.attachable.sdBee',
  'boardHardware.attachable.ethernetBee',
  'boardHardware.attachable.bluetoothBee',
  'boardHardware.attachable.loraBee',
  'boardSpecTable.processor.partNumber',
  'boardSpecTable.revision.plain',
  'boardSpecTable.logicLevel.tolerant',
  'boardHardware.onboard.bluetooth',
  'boardSpecTable.memory.psram',
  'boardSpecTable.memory.sram',
  'boardSpecTable.row.bluetooth',
  'boardSpecTable.row.fqbn',
  'boardPinOverview.column.gpios',
  'parts.interface.digital',
  'parts.generic.rgbLed',
  // Sizes, LED counts and revision names read the same in both languages.
  'partDrawing.size',
  'partDrawing.item.led.many',
  'boardDrawing.revision',
]);

describe('UI translations', () => {
  it('have the same ids in German and English', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
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
