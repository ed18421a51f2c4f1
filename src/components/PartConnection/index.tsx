import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {buildHtml} from '@site/src/components/BuildHtml';
import type {PartConnectionProps} from './PartConnection';

/** How a part connects, per board (PartConnection.tsx); with a board chosen, its board comes first: the build's HTML until a page needs its code (BuildHtml). */
export default buildHtml<PartConnectionProps>(() => import(/* webpackChunkName: "data-tables" */ './PartConnection'), {
  useLive: () => useBoardSelection().board !== null,
});
