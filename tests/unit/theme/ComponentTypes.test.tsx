jest.mock('@theme-original/NavbarItem/ComponentTypes', () => ({
  __esModule: true,
  default: {default: 'DefaultNavbarItem', localeDropdown: 'LocaleDropdownNavbarItem'},
}));

import ComponentTypes from '../../../src/theme/NavbarItem/ComponentTypes';
import BoardSelectorNavbarItem from '../../../src/components/BoardSelector/BoardSelectorNavbarItem';

describe('NavbarItem/ComponentTypes', () => {
  it('keeps every built-in type and adds custom-boardSelector', () => {
    expect(ComponentTypes).toEqual({
      default: 'DefaultNavbarItem',
      localeDropdown: 'LocaleDropdownNavbarItem',
      'custom-boardSelector': BoardSelectorNavbarItem,
    });
  });
});
