import {buildHtml} from '@site/src/components/BuildHtml';
import type {PinTableProps} from './PinTable';

/** The GPIOs of one port or part (PinTable.tsx): the build's HTML until a page needs its code (BuildHtml). */
export default buildHtml<PinTableProps>(() => import(/* webpackChunkName: "data-tables" */ './PinTable'));
