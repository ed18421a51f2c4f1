import React, {type ReactElement, type ReactNode} from 'react';
import Tabs, {type Props as TabsProps} from '@theme/Tabs';
import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {KIT_BOARD} from '@site/src/kits/kits';
import type {BoardHardwareId} from '@site/src/data/boardHardware';

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
  const values = React.Children.toArray(children)
    .filter((child): child is ReactElement<{value: string}> => React.isValidElement(child))
    .map((child) => child.props.value);
  const kitBoard = board ? KIT_BOARD[board] : undefined;
  const preferred = kitBoard && !values.includes(kitBoard) ? sharedTabs?.[kitBoard] : kitBoard;
  const selected = preferred && values.includes(preferred) ? preferred : defaultValue;
  return (
    <Tabs key={selected} defaultValue={selected}>
      {children as TabsProps['children']}
    </Tabs>
  );
}
