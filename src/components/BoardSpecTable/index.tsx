import {buildHtml} from '@site/src/components/BuildHtml';
import type {BoardSpecTableProps} from './BoardSpecTable';

/** The key data of one board (BoardSpecTable.tsx): the build's HTML until a page needs its code (BuildHtml). */
export default buildHtml<BoardSpecTableProps>(() => import(/* webpackChunkName: "data-tables" */ './BoardSpecTable'));
