import {KIT_IDS, type KitId} from '../kits/kits';

/** The query parameter that picks a kit, e.g. `/docs/...?board=edus2` (links from the Blockly editor and old pages use it). */
export const BOARD_PARAM = 'board';

/** The console warning for any value we do not accept (the page itself stays as it is). */
export const INVALID_BOARD_WARNING = 'Ungültiger Board-Parameter';

export type BoardParam = {kind: 'absent'} | {kind: 'valid'; board: KitId} | {kind: 'invalid'; raw: string};

// The longest valid value has five letters (edus2, basic); anything far longer is rejected
// before we look at it, and is cut in the warning so a console stays readable.
const MAX_REPORTED_LENGTH = 40;

/** Raw values of `name` in a query string, still percent-encoded. */
function rawValues(search: string, name: string): string[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return [];
  return query
    .split('&')
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const separator = pair.indexOf('=');
      return separator === -1 ? [pair, ''] : [pair.slice(0, separator), pair.slice(separator + 1)];
    })
    .filter(([key]) => key === name)
    .map(([, value]) => value ?? '');
}

/**
 * Reads `?board=` from a location's search string. Accepted: exactly one
 * parameter whose value is one of the kit ids in any letter case. Everything
 * else (empty, unknown, padded, percent-encoded, repeated) is invalid: kit ids
 * never need encoding, so an encoded one was not typed by us.
 */
export function parseBoardParam(search: string): BoardParam {
  const values = rawValues(search, BOARD_PARAM);
  if (values.length === 0) return {kind: 'absent'};
  const raw = values.join('&');
  if (values.length > 1) return {kind: 'invalid', raw: raw.slice(0, MAX_REPORTED_LENGTH)};
  const value = values[0] ?? '';
  const candidate = value.toLowerCase();
  if (/^[a-z0-9]{1,10}$/.test(candidate) && (KIT_IDS as readonly string[]).includes(candidate)) {
    return {kind: 'valid', board: candidate as KitId};
  }
  return {kind: 'invalid', raw: raw.slice(0, MAX_REPORTED_LENGTH)};
}

/** The search string with `?board=` set to `board`, or removed when `board` is null. */
export function withBoardParam(search: string, board: KitId | null): string {
  const params = new URLSearchParams(search);
  if (board) params.set(BOARD_PARAM, board);
  else params.delete(BOARD_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
