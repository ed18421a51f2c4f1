/**
 * Our part of the service worker (the `swCustom` option of @docusaurus/plugin-pwa,
 * compiled into each locale's sw.js). Plain JavaScript: the plugin compiles this file
 * with Babel only. It runs before the plugin adds its listeners (sw.ts: `await
 * runSWCustomCode(params)`), and only does something in offline mode, the only mode
 * our pages register the worker in.
 *
 *  - The page that turned offline mode on is controlled at once (clients.claim), so
 *    its next clicks are answered from the precache even before a reload.
 *  - A page the precache has not got, requested without a connection, leads to the
 *    locale's offline page (`offline?from=…`) instead of the browser's error page.
 *    The plugin's fetch listener answers everything precached (cache first); ours
 *    wraps it and answers page requests it left alone: network, and the offline
 *    page when the network fails.
 */

/** The offline page, relative to the worker's scope (src/pages/offline.tsx). */
export const OFFLINE_PAGE = 'offline';

/**
 * Where a page request goes when the network fails. `/x/` and `/x/index.html` first go
 * to their clean address `/x`, which the precache lists; anything else to the offline
 * page, which names the address the reader wanted.
 */
export function offlineRedirectTarget(requestUrl, scope) {
  const url = new URL(requestUrl);
  const scopePath = new URL(scope).pathname;
  let clean = url.pathname.replace(/\/index\.html$/, '/');
  if (clean.length > scopePath.length && clean.endsWith('/')) clean = clean.slice(0, -1);
  if (clean !== url.pathname) return `${clean}${url.search}`;
  return `${scopePath}${OFFLINE_PAGE}?from=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/** Network for a page request the precache did not answer; the offline page when there is no network. */
export async function pageFromNetwork(request, scope, fetchPage = fetch) {
  try {
    return await fetchPage(request);
  } catch {
    return Response.redirect(new URL(offlineRedirectTarget(request.url, scope), scope).href, 302);
  }
}

/**
 * Calls the precache listener and notes whether it answered; a page request it
 * left alone is answered by `pageFromNetwork`.
 */
export function withOfflinePage(precacheListener, scope) {
  return (event) => {
    let answered = false;
    const respondWith = event.respondWith.bind(event);
    event.respondWith = (response) => {
      answered = true;
      respondWith(response);
    };
    precacheListener(event);
    if (!answered && event.request.mode === 'navigate' && new URL(event.request.url).origin === new URL(scope).origin) {
      respondWith(pageFromNetwork(event.request, scope));
    }
  };
}

/**
 * The plugin adds exactly one fetch listener, right after this module ran: that
 * one is wrapped, every other call goes through unchanged.
 */
export function wrapNextFetchListener(target, wrap) {
  const addEventListener = target.addEventListener;
  target.addEventListener = function (type, listener, options) {
    if (type !== 'fetch') return addEventListener.call(this, type, listener, options);
    target.addEventListener = addEventListener;
    return addEventListener.call(this, type, wrap(listener), options);
  };
}

export default function offlineFallback(params) {
  if (!params.offlineMode) return;
  const scope = self.registration.scope;
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
  wrapNextFetchListener(self, (listener) => withOfflinePage(listener, scope));
}
