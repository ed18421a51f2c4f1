import {render, screen} from '@testing-library/react';

const received: unknown[] = [];
jest.mock('@theme-original/Footer/Copyright', () => ({
  __esModule: true,
  default: (props: {copyright: string}) => {
    received.push(props);
    return <div className="footer__copyright">{props.copyright}</div>;
  },
}));
jest.mock('@site/src/components/OfflineMode/OfflineControl', () => ({
  __esModule: true,
  default: () => <button type="button">offline control</button>,
}));
let supported = true;
const mockOfflineSupported = jest.fn(() => supported);
jest.mock('@site/src/components/OfflineMode/swUrl', () => ({offlineSupported: () => mockOfflineSupported()}));

import Copyright from '../../../src/theme/Footer/Copyright';

describe('Footer/Copyright wrapper', () => {
  beforeEach(() => {
    received.length = 0;
    supported = true;
    mockOfflineSupported.mockClear();
  });

  it('loads the offline control after hydration and puts it above the unchanged copyright line', async () => {
    const {container} = render(<Copyright copyright="© senseBox 2024" />);
    expect(received[0]).toEqual({copyright: '© senseBox 2024'});
    const control = await screen.findByRole('button', {name: 'offline control'});
    expect(
      control.compareDocumentPosition(screen.getByText('© senseBox 2024')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(container.children).toHaveLength(2);
  });

  it('loads no control where the browser cannot keep the site offline', () => {
    supported = false;
    const {container} = render(<Copyright copyright="© senseBox 2024" />);
    // render() ran the effect: it asked and heard no. The control comes only from the import that follows a yes,
    // so nothing can add it later.
    expect(mockOfflineSupported).toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.children).toHaveLength(1);
  });
});
