// Wraps DocSidebar (wrap: safe) to show only the chosen board's part of senseBoxSidebar.
import {useMemo, type ReactNode} from 'react';
import DocSidebar from '@theme-original/DocSidebar';
import type {Props} from '@theme/DocSidebar';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {filterSidebarForBoard, type SidebarItem} from '@site/src/boards/sidebarFilter';

export default function DocSidebarWrapper(props: Props): ReactNode {
  const {board} = useBoardSelection();
  const sidebar = useMemo(
    () =>
      filterSidebarForBoard(
        props.sidebar as unknown as SidebarItem[],
        board,
        props.path,
      ) as unknown as Props['sidebar'],
    [props.sidebar, board, props.path],
  );
  return <DocSidebar {...props} sidebar={sidebar} />;
}
