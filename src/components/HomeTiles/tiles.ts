import {translate} from '@docusaurus/Translate';
import {kitDescription, kitLabel} from '@site/src/kits/kitNames';
import {KIT_IDS, KITS, type KitIcon, type KitId} from '@site/src/kits/kits';
import {withBoardParam} from '@site/src/boards/boardParam';

export type TileIconName = KitIcon | 'blocks' | 'book';

export type HomeTile = {
  key: KitId | 'blockly' | 'glossar';
  title: string;
  description: string;
  /** Kit tiles carry `?board=`, so following one also chooses the kit. */
  to: string;
  icon: TileIconName;
};

/** The home page tiles: one per kit (from the kit table), then Blockly and the hardware glossary. */
export function homeTiles(): HomeTile[] {
  const kits: HomeTile[] = KIT_IDS.map((id) => ({
    key: id,
    title: kitLabel(id),
    description: kitDescription(id),
    to: KITS[id].entryPath + withBoardParam('', id),
    icon: KITS[id].icon,
  }));
  return [
    ...kits,
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
