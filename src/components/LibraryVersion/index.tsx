import {buildHtml} from '@site/src/components/BuildHtml';

/** A library's version number in a sentence (LibraryVersion.tsx): the build's HTML until a page needs its code (BuildHtml). */
export default buildHtml<{library: string}>(() => import(/* webpackChunkName: "data-tables" */ './LibraryVersion'), {
  inline: true,
});
