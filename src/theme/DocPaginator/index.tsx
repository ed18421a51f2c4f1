// Wraps DocPaginator (not listed by the theme, so "unsafe"; we only touch its two documented props)
// so previous/next stay within the part of the sidebar the chosen board shows.
import React, {type ReactNode} from 'react';
import DocPaginator from '@theme-original/DocPaginator';
import type {Props} from '@theme/DocPaginator';
import {useLocation} from '@docusaurus/router';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {filterSidebarForBoard, neighbours, type SidebarItem} from '@site/src/boards/sidebarFilter';

export default function DocPaginatorWrapper(props: Props): ReactNode {
  const {board} = useBoardSelection();
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  if (!board || !sidebar) return <DocPaginator {...props} />;
  const visible = filterSidebarForBoard(sidebar.items as unknown as SidebarItem[], board, pathname);
  const around = neighbours(visible, pathname);
  if (!around) return <DocPaginator {...props} />;
  return <DocPaginator {...props} previous={around.previous} next={around.next} />;
}
