/** The top-level categories of senseBoxSidebar, in the order readers see them. */
import {bikeCategory} from './bike';
import {blocklyCategory} from './blockly';
import type {CategoryEntry} from './categories';
import {co2AmpelCategory} from './co2Ampel';
import {eduCategory} from './edu';
import {eduS2Category} from './eduS2';
import {glossarCategory} from './glossar';
import {homeCategory} from './home';
import {miniCategory} from './mini';

export const TOP_LEVEL_CATEGORIES: CategoryEntry[] = [
  eduS2Category,
  eduCategory,
  bikeCategory,
  blocklyCategory,
  co2AmpelCategory,
  homeCategory,
  miniCategory,
  glossarCategory,
];
