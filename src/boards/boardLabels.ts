import {translate} from '@docusaurus/Translate';
import type {BoardId} from './boards';

/**
 * The visible name of each board in the current language. Kept in a function
 * (not a constant) because `translate()` must run at render time, when the
 * locale's messages are known.
 */
export function boardLabel(board: BoardId): string {
  switch (board) {
    case 'edus2':
      return translate({id: 'board.edus2.label', message: ':edu S2', description: 'Name of the senseBox:edu S2 kit'});
    case 'edu':
      return translate({id: 'board.edu.label', message: ':edu', description: 'Name of the senseBox:edu kit'});
    case 'mini':
      return translate({id: 'board.mini.label', message: ':mini', description: 'Name of the senseBox:mini kit'});
    case 'home':
      return translate({id: 'board.home.label', message: ':home', description: 'Name of the senseBox:home station'});
    case 'bike':
      return translate({id: 'board.bike.label', message: ':bike', description: 'Name of the senseBox:bike'});
    case 'co2':
      return translate({id: 'board.co2.label', message: ':CO2 Ampel', description: 'Name of the CO2 traffic light kit'});
  }
}
