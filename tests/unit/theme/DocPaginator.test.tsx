import {screen} from '@testing-library/react';

jest.mock('@theme-original/DocPaginator', () => ({
  __esModule: true,
  default: ({previous, next}: {previous?: {title: string}; next?: {title: string}}) => (
    <p>
      {previous?.title ?? '–'} | {next?.title ?? '–'}
    </p>
  ),
}));
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDocsSidebar: () => ({
    name: 'senseBoxSidebar',
    items: [
      {
        type: 'category',
        label: ':edu',
        customProps: {kit: 'edu'},
        href: '/docs/edu',
        items: [{type: 'link', href: '/docs/edu/a', label: 'Edu A'}],
      },
      {
        type: 'category',
        label: ':mini',
        customProps: {kit: 'mini'},
        href: '/docs/mini',
        items: [
          {type: 'link', href: '/docs/mini/a', label: 'Mini A'},
          {
            type: 'category',
            label: 'Additional hardware',
            href: '/docs/category/extra',
            items: [{type: 'link', href: '/docs/mini/b', label: 'Mini B'}],
          },
        ],
      },
    ],
  }),
}));

import DocPaginator from '../../../src/theme/DocPaginator';
import {renderAt} from '../renderWithRouter';

const fromMetadata = {
  previous: {permalink: '/docs/edu', title: 'Meta previous'},
  next: {permalink: '/docs/mini', title: 'Meta next'},
};

describe('DocPaginator wrapper', () => {
  beforeEach(() => localStorage.clear());

  it("uses the page's own previous/next when no board is chosen", () => {
    const docs = {
      previous: {permalink: '/docs/edu/a', title: 'Meta previous'},
      next: {permalink: '/docs/mini/a', title: 'Meta next'},
    };
    renderAt('/docs/edu/a', <DocPaginator {...docs} />);
    expect(screen.getByText('Meta previous | Meta next')).toBeInTheDocument();
  });

  it("names a category page with the sidebar's (translated) label, not the metadata's untranslated one", () => {
    const toCategories = {
      previous: {permalink: '/docs/edu', title: ':edu'},
      next: {permalink: '/docs/category/extra', title: 'zusätzlich erwerbbare Hardware'},
    };
    renderAt('/docs/mini/a', <DocPaginator {...toCategories} />);
    expect(screen.getByText(':edu | Additional hardware')).toBeInTheDocument();
  });

  it('stays within the chosen board', () => {
    renderAt('/docs/edu/a?board=edu', <DocPaginator {...fromMetadata} />);
    expect(screen.getByText(':edu | –')).toBeInTheDocument();
  });
});
