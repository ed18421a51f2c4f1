import {screen, within} from '@testing-library/react';
import HomeTiles from '../../../src/components/HomeTiles';
import {KIT_ENTRY_PATHS, KIT_IDS} from '../../../src/kits/kits';
import {kitLabel} from '../../../src/kits/kitNames';
import {setTestLocale} from '../stubs/codeTranslations';
import {renderAt} from '../renderWithRouter';

describe('HomeTiles', () => {
  beforeEach(() => setTestLocale('de'));

  it('links one tile per kit with ?board=, then Blockly and the glossary', () => {
    renderAt('/', <HomeTiles />, {withBoards: false});
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [within(link).getByRole('heading').textContent, link.getAttribute('href')])).toEqual([
      ...KIT_IDS.map((kit) => [kitLabel(kit), `${KIT_ENTRY_PATHS[kit]}?board=${kit}`]),
      ['Blockly', '/docs/category/blockly-2'],
      ['Hardware-Glossar', '/docs/category/glossar'],
    ]);
    expect(screen.getByRole('link', {name: /^:edu S2/})).toHaveAttribute(
      'href',
      '/docs/boards/mcus2/mcu-s2-overview?board=edus2',
    );
  });

  it('gives every kit tile a description and an icon', () => {
    const {container} = renderAt('/', <HomeTiles />, {withBoards: false});
    for (const kit of KIT_IDS) {
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
