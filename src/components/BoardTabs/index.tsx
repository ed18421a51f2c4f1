import React, {cloneElement, type ReactElement, type ReactNode} from 'react';
import Tabs, {type Props as TabsProps} from '@theme/Tabs';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {KIT_BOARD} from '@site/src/kits/kits';
import type {BoardHardwareId} from '@site/src/data/boardHardware';

/** The class of a board tab list; print.css and the print control (src/components/PagePrint) find board tabs by it. */
const BOARD_TABS_CLASS = 'board-tabs';

/** The class of the board's name that heads each tab panel on paper, where the tab list is gone. */
const PRINT_TAB_LABEL_CLASS = 'print-tab-label';

type TabItemElement = ReactElement<{value: string; label?: ReactNode; children?: ReactNode}>;

type Props = {
  /** The tab shown when no board is chosen (and on the server-rendered page). */
  defaultValue: BoardHardwareId;
  /**
   * Boards without a tab of their own that share another board's tab, because
   * its steps and sketch hold for them unchanged (the sketch's `boards="…"`
   * names both), e.g. `{eye: 'mcus2'}`. Their readers open that tab.
   */
  sharedTabs?: Partial<Record<BoardHardwareId, BoardHardwareId>>;
  /** <TabItem value="mcu" | "mcus2" | "mini" | "eye" label="…"> children. */
  children: ReactNode;
};

/**
 * Tabs with one tab per board whose selection follows the board selector.
 * The first render shows `defaultValue`, like the server HTML; once the
 * chosen board is known, the tabs remount on its tab (a key change, because
 * Docusaurus Tabs only read their default once).
 */
export default function BoardTabs({defaultValue, sharedTabs, children}: Props): ReactNode {
  const {board} = useBoardSelection();
  const items = React.Children.toArray(children).filter((child): child is TabItemElement =>
    React.isValidElement(child),
  );
  const values = items.map((child) => child.props.value);
  const kitBoard = board ? KIT_BOARD[board] : undefined;
  const preferred = kitBoard && !values.includes(kitBoard) ? sharedTabs?.[kitBoard] : kitBoard;
  const selected = preferred && values.includes(preferred) ? preferred : defaultValue;
  // Each panel starts with its board's name, hidden everywhere but on paper (print.css): a
  // printout can hold every board's steps, and paper has no tabs to say whose they are.
  // `hidden` keeps it out of the site search, `aria-hidden` out of llms-full.txt and screen readers.
  const labelled = items.map((item) =>
    cloneElement(
      item,
      {},
      <div className={PRINT_TAB_LABEL_CLASS} hidden aria-hidden="true">
        {item.props.label ?? item.props.value}
      </div>,
      item.props.children,
    ),
  );
  return (
    <Tabs key={selected} defaultValue={selected} className={BOARD_TABS_CLASS}>
      {labelled as TabsProps['children']}
    </Tabs>
  );
}
