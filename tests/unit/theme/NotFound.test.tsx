import {render} from '@testing-library/react';

const metadata: Array<Record<string, unknown>> = [];
jest.mock('@docusaurus/theme-common', () => ({
  PageMetadata: (props: Record<string, unknown>) => {
    metadata.push(props);
    return null;
  },
}));
jest.mock('@theme-original/NotFound/Content', () => ({
  __esModule: true,
  default: ({className}: {className?: string}) => <p className={className}>original 404 content</p>,
}));

import NotFoundContent from '../../../src/theme/NotFound/Content';

describe('NotFound/Content wrapper', () => {
  beforeEach(() => metadata.splice(0));

  it('sets the 404 title and a meta description, and renders the theme content unchanged', () => {
    const {getByText} = render(<NotFoundContent className="extra" />);
    expect(getByText('original 404 content')).toHaveClass('extra');
    expect(metadata).toHaveLength(1);
    // The page's heading, as the German translations give it (tests/unit/stubs/codeTranslations.ts).
    expect(metadata[0]!.title).toBe('Seite nicht gefunden');
    expect(String(metadata[0]!.description)).toMatch(/senseBox-Dokumentation/);
  });
});
