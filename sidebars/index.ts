/**
 * The top-level categories of senseBoxSidebar: one per kit (./kits.ts), then
 * Blockly and the Glossar. Each kit category carries `customProps.kit`, which
 * the board selector filters by.
 */
import {blocklyCategory} from './blockly';
import type {CategoryEntry} from './categories';
import {glossarCategory} from './glossar';
import {KIT_CATEGORIES} from './kits';

export const TOP_LEVEL_CATEGORIES: CategoryEntry[] = [
  ...Object.values(KIT_CATEGORIES),
  blocklyCategory,
  glossarCategory,
];
