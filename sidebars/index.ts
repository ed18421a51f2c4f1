/**
 * The top-level categories of senseBoxSidebar, in the order readers see them.
 * The :edu S2 comes first (a spec row: it is the entry a reader without a
 * chosen board sees first); the kits beyond the spec follow their siblings,
 * the :eye after the :edu S2, the :basic last before the Glossar. Each kit
 * category carries `customProps.kit`, one per kit of src/kits/kits.ts.
 */
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

export const TOP_LEVEL_CATEGORIES: CategoryEntry[] = [
  eduS2Category,
  eyeCategory,
  eduCategory,
  bikeCategory,
  blocklyCategory,
  co2AmpelCategory,
  homeCategory,
  miniCategory,
  basicCategory,
  glossarCategory,
];
