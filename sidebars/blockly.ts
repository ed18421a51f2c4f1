import {indexCategory, type CategoryEntry} from './categories';
import {BLOCKLY_DOCS, DESCRIPTIONS} from './shared';

/** Blockly — the block reference on its own, for readers who program without a board in mind. */
export const blocklyCategory: CategoryEntry = indexCategory('Blockly', 'blockly-2', BLOCKLY_DOCS, {
  description: DESCRIPTIONS.blockly,
  customProps: {section: 'blockly'},
});
