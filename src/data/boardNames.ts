/** The boards, by the id that pages, sketches and the data use. */
export const BOARD_HARDWARE_IDS = ['mcu', 'mcus2', 'mini', 'eye'] as const;

export type BoardHardwareId = (typeof BOARD_HARDWARE_IDS)[number];

/**
 * Product names of the boards, never translated. A module of its own (with the
 * ids) so that a page can name a board (the sketch badges) or check a board id
 * without bundling the boards' whole hardware data.
 */
export const BOARD_NAMES: Readonly<Record<BoardHardwareId, string>> = {
  mcus2: 'senseBox MCU-S2',
  mcu: 'senseBox MCU',
  mini: 'senseBox MCU mini',
  eye: 'senseBox MCU Eye',
};
