import {buildHtml} from '@site/src/components/BuildHtml';
import type {BoardPinOverviewProps} from './BoardPinOverview';

/** Every port and part of a board with its GPIOs (BoardPinOverview.tsx): the build's HTML until a page needs its code (BuildHtml). */
export default buildHtml<BoardPinOverviewProps>(
  () => import(/* webpackChunkName: "data-tables" */ './BoardPinOverview'),
);
