import {isKitId, type KitId} from '../kits/kits';

/** The browser-storage key of the reader's remembered board. */
export const BOARD_STORAGE_KEY = 'sensebox.board';

export const STORAGE_WARNING = 'senseBox: Browser-Speicher nicht verfügbar, die Board-Auswahl wird nicht gespeichert.';

/**
 * localStorage can be missing, disabled or throw on every call (privacy modes,
 * iframes, school-managed browsers). Then the site must keep working and only
 * warn in the console, so every access is guarded here; Docusaurus' own storage slot
 * logs such failures as errors, which is why this small wrapper exists.
 */
let warned = false;
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(STORAGE_WARNING, error);
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function readStoredBoard(): KitId | null {
  try {
    const value = storage()?.getItem(BOARD_STORAGE_KEY) ?? null;
    return isKitId(value) ? value : null;
  } catch (error) {
    warnOnce(error);
    return null;
  }
}

export function storeBoard(board: KitId | null): void {
  try {
    const target = storage();
    if (!target) return;
    if (board) target.setItem(BOARD_STORAGE_KEY, board);
    else target.removeItem(BOARD_STORAGE_KEY);
  } catch (error) {
    warnOnce(error);
  }
}
