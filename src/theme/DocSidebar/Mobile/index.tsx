// Wraps DocSidebar/Mobile (wrap: safe; props passed through): the docs part of the phone menu comes when the menu is first opened.
import type {ReactNode} from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar/Mobile';
import {useMenuOpenedOnce} from '@site/src/theme/Navbar/MobileSidebar';

/**
 * The theme hands the docs sidebar to the phone menu right after hydration, and its hand-over sorts the
 * props with `localeCompare`: a page's first one sets up the browser's collation data (about 60 ms of
 * main thread at 4× CPU). The menu itself renders only once opened (Navbar/MobileSidebar), so the
 * sidebar is handed over then too; the menu shows it in the same update.
 */
export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  return useMenuOpenedOnce() ? <DocSidebarMobile {...props} /> : null;
}
