import React from 'react';
import {render, screen} from '@testing-library/react';

const received: unknown[] = [];
jest.mock('@theme-original/Footer/Copyright', () => ({
  __esModule: true,
  default: (props: {copyright: string}) => {
    received.push(props);
    return <div className="footer__copyright">{props.copyright}</div>;
  },
}));
jest.mock('@site/src/components/OfflineMode/OfflineControl', () => ({__esModule: true, default: () => <button type="button">offline control</button>}));

import Copyright from '../../../src/theme/Footer/Copyright';

describe('Footer/Copyright wrapper', () => {
  it('puts the offline control above the unchanged copyright line', () => {
    const {container} = render(<Copyright copyright="© senseBox 2024" />);
    expect(received).toEqual([{copyright: '© senseBox 2024'}]);
    const control = screen.getByRole('button', {name: 'offline control'});
    expect(control.compareDocumentPosition(screen.getByText('© senseBox 2024')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.children).toHaveLength(2);
  });
});
