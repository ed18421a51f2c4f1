import type {BoardHardwareId} from './boardHardware';

/**
 * Product names of the boards, never translated. A module of its own so that
 * a page can name a board (the sketch badges) without bundling the boards'
 * whole hardware data.
 */
export const BOARD_NAMES: Readonly<Record<BoardHardwareId, string>> = {
  mcus2: 'senseBox MCU-S2',
  mcu: 'senseBox MCU',
  mini: 'senseBox MCU mini',
  eye: 'senseBox MCU Eye',
};
