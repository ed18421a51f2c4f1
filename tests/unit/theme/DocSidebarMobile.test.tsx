import {render, screen} from '@testing-library/react';

const menu = {shown: false};
jest.mock('@docusaurus/theme-common/internal', () => ({useNavbarMobileSidebar: () => menu}));
jest.mock('@theme-original/DocSidebar/Mobile', () => ({
  __esModule: true,
  default: ({path}: {path: string}) => <p>docs menu for {path}</p>,
}));

import DocSidebarMobile from '../../../src/theme/DocSidebar/Mobile';

describe('DocSidebar/Mobile wrapper', () => {
  it('hands the docs sidebar to the phone menu once the menu has been opened, and keeps it', () => {
    const page = () => <DocSidebarMobile sidebar={[]} path="/docs/a" onCollapse={() => {}} isHidden={false} />;
    const {rerender} = render(page());
    expect(screen.queryByText(/docs menu/)).toBeNull();
    menu.shown = true;
    rerender(page());
    expect(screen.getByText('docs menu for /docs/a')).toBeInTheDocument();
    menu.shown = false;
    rerender(page());
    expect(screen.getByText('docs menu for /docs/a')).toBeInTheDocument();
  });
});
