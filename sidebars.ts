import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {TOP_LEVEL_CATEGORIES} from './sidebars/index';

/**
 * One sidebar for the whole site. Each top-level category is a board or product
 * (see sidebars/*.ts); the board selector shows one of them by `customProps`.
 */
const sidebars: SidebarsConfig = {
  senseBoxSidebar: TOP_LEVEL_CATEGORIES,
};

export default sidebars;
