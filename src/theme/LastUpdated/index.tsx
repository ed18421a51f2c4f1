// Wraps LastUpdated (wrap: unsafe; props passed through): on the first page the date is the build's HTML.
import {buildHtml} from '@site/src/components/BuildHtml';
import type {Props} from '@theme/LastUpdated';

/**
 * The date is formatted with the browser's Intl.DateTimeFormat, and a page's first one sets up the
 * locale's date data: about 200 ms of main thread at 4× CPU, inside hydration, on every page a reader
 * opens first. The build writes the sentence in the page's language; that page keeps the HTML, and
 * the component's code loads only for pages opened afterwards in the same tab.
 */
export default buildHtml<Props>(() => import('@theme-original/LastUpdated'), {inline: true});
