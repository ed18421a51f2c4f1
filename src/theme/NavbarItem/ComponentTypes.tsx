// Adds our navbar item type by spreading the original map (the pattern of facebook/docusaurus' own
// website), so upstream's built-in types stay untouched on upgrades.
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import BoardSelectorNavbarItem from '@site/src/components/BoardSelector/BoardSelectorNavbarItem';

export default {
  ...ComponentTypes,
  'custom-boardSelector': BoardSelectorNavbarItem,
};
