import {render, screen} from '@testing-library/react';
import MDXComponents, {MarkdownTable} from '../../../src/theme/MDXComponents';

// The theme's own map: the wrapper must pass every entry on (jest.mock is hoisted, so the
// stand-ins live inside the factory and are read back through the module).
jest.mock('@theme-original/MDXComponents', () => ({
  __esModule: true,
  default: {
    code: function ThemeCode() {
      return null;
    },
    a: function ThemeLink() {
      return null;
    },
    table: 'table',
  },
}));
import ThemeComponents from '@theme-original/MDXComponents';

describe('MDXComponents wrapper', () => {
  afterEach(() => jest.restoreAllMocks());

  it('keeps the theme components and maps markdown tables to the scrolling table', () => {
    expect(MDXComponents.table).toBe(MarkdownTable);
    expect(MDXComponents.code).toBe(ThemeComponents.code);
    expect(MDXComponents.a).toBe(ThemeComponents.a);
    expect(MDXComponents.code.name).toBe('ThemeCode');
  });

  it('renders the table inside a box named "Tabelle" once it scrolls', () => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    render(
      <MarkdownTable>
        <tbody>
          <tr>
            <td>Zelle</td>
          </tr>
        </tbody>
      </MarkdownTable>,
    );
    expect(screen.getByRole('group', {name: 'Tabelle'})).toContainElement(screen.getByRole('table'));
  });
});
