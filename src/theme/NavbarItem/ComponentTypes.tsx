// The navbar item types this site uses, and ours: every page's entry chunk carries this map, and the
// theme's full map also brings the docs version dropdown and the doc/docSidebar items with the docs
// plugin's client hooks, none of which our navbar configures (docusaurus.config.ts themeConfig.navbar).
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import BoardSelectorNavbarItem from '@site/src/components/BoardSelector/BoardSelectorNavbarItem';

/** The item types the navbar may use; a type missing here fails the unit test that reads the config. */
export default {
  default: DefaultNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  dropdown: DropdownNavbarItem,
  'custom-boardSelector': BoardSelectorNavbarItem,
};
