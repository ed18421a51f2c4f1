import {buildHtml} from '@site/src/components/BuildHtml';
import type {PartSpecsProps} from './PartSpecs';

/** The technical data of one part (PartSpecs.tsx): the build's HTML until a page needs its code (BuildHtml). */
export default buildHtml<PartSpecsProps>(() => import(/* webpackChunkName: "data-tables" */ './PartSpecs'));
