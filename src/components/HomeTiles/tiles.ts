import {translate} from '@docusaurus/Translate';
import {BOARD_ENTRY_PATHS, BOARD_IDS, type BoardId} from '@site/src/boards/boards';
import {boardLabel} from '@site/src/boards/boardLabels';
import {withBoardParam} from '@site/src/boards/boardParam';

export type TileIconName = 'board' | 'home' | 'bike' | 'trafficLight' | 'blocks' | 'book';

export type HomeTile = {
  key: BoardId | 'blockly' | 'glossar';
  title: string;
  description: string;
  /** Board tiles carry `?board=`, so following one also chooses the board. */
  to: string;
  icon: TileIconName;
};

const BOARD_ICONS: Record<BoardId, TileIconName> = {
  edus2: 'board',
  edu: 'board',
  mini: 'board',
  home: 'home',
  bike: 'bike',
  co2: 'trafficLight',
};

function boardDescription(board: BoardId): string {
  switch (board) {
    case 'edus2':
      return translate({
        id: 'home.tile.edus2.description',
        message: 'Das Schulset der zweiten Generation mit der senseBox MCU-S2 (ESP32-S2) und WLAN an Bord.',
      });
    case 'edu':
      return translate({
        id: 'home.tile.edu.description',
        message: 'Das Schulset mit der senseBox MCU: Sensoren anstecken, programmieren, messen.',
      });
    case 'mini':
      return translate({
        id: 'home.tile.mini.description',
        message: 'Das kleine Einstiegsset mit der senseBox MCU mini.',
      });
    case 'home':
      return translate({
        id: 'home.tile.home.description',
        message: 'Deine eigene Umweltmessstation, die ihre Messwerte an die openSenseMap schickt.',
      });
    case 'bike':
      return translate({
        id: 'home.tile.bike.description',
        message: 'Messen unterwegs: Halterung montieren, App einrichten und losfahren.',
      });
    case 'co2':
      return translate({
        id: 'home.tile.co2.description',
        message: 'Die CO2-Ampel zeigt, wann im Klassenzimmer gelüftet werden sollte.',
      });
  }
}

/** The home page tiles: one per board or product, then Blockly and the hardware glossary. */
export function homeTiles(): HomeTile[] {
  const boards: HomeTile[] = BOARD_IDS.map((board) => ({
    key: board,
    title: boardLabel(board),
    description: boardDescription(board),
    to: BOARD_ENTRY_PATHS[board] + withBoardParam('', board),
    icon: BOARD_ICONS[board],
  }));
  return [
    ...boards,
    {
      key: 'blockly',
      title: translate({id: 'home.tile.blockly.title', message: 'Blockly'}),
      description: translate({
        id: 'home.tile.blockly.description',
        message: 'Programmieren mit Blöcken: jede Blockkategorie von Blockly für senseBox erklärt.',
      }),
      to: '/docs/category/blockly-2',
      icon: 'blocks',
    },
    {
      key: 'glossar',
      title: translate({id: 'home.tile.glossar.title', message: 'Hardware-Glossar'}),
      description: translate({
        id: 'home.tile.glossar.description',
        message: 'Alle Sensoren, Bees und Zubehörteile mit Anschluss, Daten und Beispielcode.',
      }),
      to: '/docs/category/glossar',
      icon: 'book',
    },
  ];
}
