import {screen} from '@testing-library/react';

jest.mock('@theme-original/DocSidebar', () => ({
  __esModule: true,
  default: ({sidebar, path}: {sidebar: Array<{label: string}>; path: string}) => (
    <ul data-path={path}>
      {sidebar.map((item) => (
        <li key={item.label}>{item.label}</li>
      ))}
    </ul>
  ),
}));

import DocSidebar from '../../../src/theme/DocSidebar';
import {BOARD_STORAGE_KEY} from '../../../src/boards/boardStorage';
import {renderAt} from '../renderWithRouter';

const sidebar = [
  {
    type: 'category',
    label: ':edu S2',
    customProps: {kit: 'edus2'},
    items: [{type: 'link', href: '/docs/a', label: 'A'}],
  },
  {type: 'category', label: ':mini', customProps: {kit: 'mini'}, items: [{type: 'link', href: '/docs/b', label: 'B'}]},
  {
    type: 'category',
    label: 'Glossar',
    customProps: {section: 'glossar'},
    items: [{type: 'link', href: '/docs/c', label: 'C'}],
  },
];

function labels(): string[] {
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('DocSidebar wrapper', () => {
  beforeEach(() => localStorage.clear());

  it('passes the whole sidebar through when no board is chosen', () => {
    renderAt(
      '/docs/a',
      <DocSidebar path="/docs/a" sidebar={sidebar as never} onCollapse={() => {}} isHidden={false} />,
    );
    expect(labels()).toEqual([':edu S2', ':mini', 'Glossar']);
  });

  it('shows the chosen board and the glossary, plus the category of the current page', () => {
    localStorage.setItem(BOARD_STORAGE_KEY, 'mini');
    renderAt(
      '/docs/b',
      <DocSidebar path="/docs/b" sidebar={sidebar as never} onCollapse={() => {}} isHidden={false} />,
    );
    expect(labels()).toEqual([':mini', 'Glossar']);
  });

  it('keeps the category that holds the current page', () => {
    renderAt(
      '/docs/a?board=mini',
      <DocSidebar path="/docs/a" sidebar={sidebar as never} onCollapse={() => {}} isHidden={false} />,
    );
    expect(labels()).toEqual([':edu S2', ':mini', 'Glossar']);
  });
});
