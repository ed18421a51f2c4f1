import type {BoardId} from './boards';
import type {BoardHardwareId} from '../data/boardHardware';

/**
 * The microcontroller inside each kit, so pages can open the reader's own
 * board. The CO2-Ampel is built on the senseBox MCU (its assembly connects
 * the parts "to the MCU"); the fact sheets do not name the :bike's board.
 */
export const KIT_BOARD: Partial<Record<BoardId, BoardHardwareId>> = {
  edus2: 'mcus2',
  edu: 'mcu',
  home: 'mcu',
  co2: 'mcu',
  mini: 'mini',
};
