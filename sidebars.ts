import path from 'path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {docExistsIn} from './sidebars/docFiles';
import {TOP_LEVEL_CATEGORIES} from './sidebars/index';
import {pruneEntries} from './sidebars/prune';

/**
 * One sidebar for the whole site. Each top-level category is a board or product
 * (see sidebars/*.ts); the board selector shows one of them by `customProps`.
 */
const sidebars: SidebarsConfig = {
  senseBoxSidebar: pruneEntries(TOP_LEVEL_CATEGORIES, docExistsIn(path.join(__dirname, 'docs'))),
};

export default sidebars;
