/**
 * Start-up module of offline mode (the `swRegister` option of @docusaurus/plugin-pwa, in
 * every page's entry chunk, so it is kept tiny). Unlike the plugin's own registration it
 * registers no worker for casual visitors. Offline mode starts when the reader
 *  - chose "Make available offline" (the footer control starts it),
 *  - installed the app (`appinstalled`) or opened it as an app (display-mode standalone),
 *  - opened a page with `?offlineMode=true` (the plugin's `queryString` strategy),
 *  - or turned it on earlier: our worker controls the page; then the runtime only
 *    checks for a new version.
 * The runtime (workbox-window, progress, reload prompt) loads on demand after the page.
 */
import {offlineModeOn, offlineSupported} from './swUrl';

export function offlineRequested(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return offlineModeOn() || standalone || new URLSearchParams(window.location.search).get('offlineMode') === 'true';
}

export function startOfflineMode(): Promise<void> {
  return import(/* webpackChunkName: "offline" */ './offlineRuntime').then((runtime) => runtime.startOffline());
}

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, {once: true});
}

if (typeof window !== 'undefined' && offlineSupported()) {
  window.addEventListener('appinstalled', () => void startOfflineMode());
  if (offlineRequested()) afterLoad(() => void startOfflineMode());
}
