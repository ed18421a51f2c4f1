import React from 'react';
import {render} from '@testing-library/react';

const metadata: Array<Record<string, unknown>> = [];
jest.mock('@docusaurus/theme-common', () => ({
  PageMetadata: (props: Record<string, unknown>) => {
    metadata.push(props);
    return null;
  },
}));
jest.mock('@theme-original/NotFound', () => ({__esModule: true, default: () => <p>original 404</p>}));

import NotFound from '../../../src/theme/NotFound';

describe('NotFound wrapper', () => {
  it('adds a meta description and renders the theme page unchanged', () => {
    const {getByText} = render(<NotFound />);
    expect(getByText('original 404')).toBeInTheDocument();
    expect(metadata).toHaveLength(1);
    expect(String(metadata[0]!.description)).toMatch(/senseBox-Dokumentation/);
    expect(metadata[0]!.title).toBeUndefined();
  });
});
