// Wraps DocPaginator (not listed by the theme, so "unsafe"; we only touch its two documented props)
// so previous/next stay within the part of the sidebar the chosen board shows, and so a link to a
// category page carries the category's translated label: the page metadata of 3.8.1 gives the German
// label on English pages (facebook/docusaurus#8118, fixed upstream in 3.10).
import {type ReactNode} from 'react';
import DocPaginator from '@theme-original/DocPaginator';
import type {Props} from '@theme/DocPaginator';
import {useLocation} from '@docusaurus/router';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {
  categoryLabelFor,
  filterSidebarForBoard,
  neighbours,
  type PageLink,
  type SidebarItem,
} from '@site/src/boards/sidebarFilter';

export default function DocPaginatorWrapper(props: Props): ReactNode {
  const {board} = useBoardSelection();
  const sidebar = useDocsSidebar();
  const {pathname} = useLocation();
  if (!sidebar) return <DocPaginator {...props} />;
  const items = sidebar.items as unknown as SidebarItem[];
  const labelled = <T extends PageLink | undefined>(link: T): T =>
    link ? {...link, title: categoryLabelFor(items, link.permalink) ?? link.title} : link;
  const around = board ? neighbours(filterSidebarForBoard(items, board, pathname), pathname) : null;
  const {previous, next} = around ?? props;
  return <DocPaginator {...props} previous={labelled(previous)} next={labelled(next)} />;
}
