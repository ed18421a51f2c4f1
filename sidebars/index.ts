/**
 * The top-level categories of senseBoxSidebar: one per kit, then Blockly and
 * the Glossar. Each kit category carries `customProps.kit`, which the board
 * selector filters by.
 */
import type {KitId} from '../src/kits/kits';
import {basicCategory} from './basic';
import {bikeCategory} from './bike';
import {blocklyCategory} from './blockly';
import type {CategoryEntry} from './categories';
import {co2AmpelCategory} from './co2Ampel';
import {eduCategory} from './edu';
import {eduS2Category} from './eduS2';
import {eyeCategory} from './eye';
import {glossarCategory} from './glossar';
import {homeCategory} from './home';
import {miniCategory} from './mini';

/**
 * Keyed by kit id, so the typecheck fails for a kit without a category. Its
 * order is the sidebar's: the :edu S2 first (a spec row: it is the entry a
 * reader without a chosen board sees first), the :eye after it as in the kit
 * table, the others in the order the old site listed them, the :basic last.
 */
const KIT_CATEGORIES: Readonly<Record<KitId, CategoryEntry>> = {
  edus2: eduS2Category,
  eye: eyeCategory,
  edu: eduCategory,
  bike: bikeCategory,
  co2: co2AmpelCategory,
  home: homeCategory,
  mini: miniCategory,
  basic: basicCategory,
};

export const TOP_LEVEL_CATEGORIES: CategoryEntry[] = [
  ...Object.values(KIT_CATEGORIES),
  blocklyCategory,
  glossarCategory,
];
