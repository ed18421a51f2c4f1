import {screen, within} from '@testing-library/react';
import HomeTiles from '../../../src/components/HomeTiles';
import {setTestLocale} from '../stubs/codeTranslations';
import {renderAt} from '../renderWithRouter';

describe('HomeTiles', () => {
  beforeEach(() => setTestLocale('de'));

  it('links one tile per kit with ?board=, then Blockly and the glossary', () => {
    renderAt('/', <HomeTiles />, {withBoards: false});
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [within(link).getByRole('heading').textContent, link.getAttribute('href')])).toEqual([
      [':eye', '/docs/boards/eye/eye-overview?board=eye'],
      [':edu S2', '/docs/boards/mcus2/mcu-s2-overview?board=edus2'],
      [':edu', '/docs/boards/mcu/mcu-overview?board=edu'],
      [':mini', '/docs/boards/mini/mini-overview?board=mini'],
      [':home', '/docs/products/home/home-overview?board=home'],
      [':bike', '/docs/category/bike?board=bike'],
      [':CO2 Ampel', '/docs/products/co2Ampel/co2Ampel-overview?board=co2'],
      [':basic', '/docs/products/basic/basic-overview?board=basic'],
      ['Blockly', '/docs/category/blockly-2'],
      ['Hardware-Glossar', '/docs/category/glossar'],
    ]);
  });

  it('gives every kit tile a description and an icon', () => {
    const {container} = renderAt('/', <HomeTiles />, {withBoards: false});
    for (const kit of ['eye', 'basic']) {
      const tile = container.querySelector(`a[data-tile="${kit}"]`)!;
      expect(tile.querySelector('svg')?.children.length).toBeGreaterThan(0);
      expect(tile.textContent!.length).toBeGreaterThan(40);
    }
  });

  it('speaks English on the English site', () => {
    setTestLocale('en');
    renderAt('/en/', <HomeTiles />, {withBoards: false});
    expect(screen.getByRole('heading', {name: ':CO2 traffic light'})).toBeInTheDocument();
    expect(screen.getByRole('heading', {name: 'Hardware glossary'})).toBeInTheDocument();
    expect(screen.getByText(/shows when a classroom needs fresh air/)).toBeInTheDocument();
    expect(screen.getByText(/The board with a camera/)).toBeInTheDocument();
    expect(screen.getByText(/The kit for primary schools/)).toBeInTheDocument();
  });
});
