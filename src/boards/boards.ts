/**
 * The six kits a reader can choose. This module is the single source of truth
 * for board ids: the `?board=` values, the sidebar `customProps.board` keys and
 * the board selector options all come from here.
 */

/** The `?board=` values from the spec, in the order the selector lists them. */
export const BOARD_IDS = ['edus2', 'edu', 'mini', 'home', 'bike', 'co2'] as const;

export type BoardId = (typeof BOARD_IDS)[number];

export function isBoardId(value: unknown): value is BoardId {
  return typeof value === 'string' && (BOARD_IDS as readonly string[]).includes(value);
}

/**
 * Where a board's documentation starts. `:edu` and `:home` share the MCU
 * overview, as on the old site, so links from worksheets keep their meaning.
 */
export const BOARD_ENTRY_PATHS: Record<BoardId, string> = {
  edus2: '/docs/boards/mcus2/mcu-s2-overview',
  edu: '/docs/boards/mcu/mcu-overview',
  mini: '/docs/boards/mini/mini-overview',
  home: '/docs/boards/mcu/mcu-overview',
  bike: '/docs/category/bike',
  co2: '/docs/products/co2Ampel/co2Ampel-overview',
};
