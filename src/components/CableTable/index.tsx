import {useBoardSelection} from '@site/src/boards/BoardSelectionProvider';
import {buildHtml} from '@site/src/components/BuildHtml';

/** The cables of the senseBox (CableTable.tsx); with a board chosen, the cables of its kit are marked: the build's HTML until a page needs its code (BuildHtml). */
export default buildHtml<Record<string, never>>(() => import(/* webpackChunkName: "data-tables" */ './CableTable'), {
  useLive: () => useBoardSelection().board !== null,
});
