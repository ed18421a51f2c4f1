/**
 * Where this locale's service worker lives (`/sw.js`, `/en/sw.js`), defined at build time
 * by plugins/offline; '' where the site has no worker (development, unit tests unless
 * they set it). Kept tiny: the footer control and the start-up module read it on every page.
 */
export function serviceWorkerUrl(): string {
  return process.env.SENSEBOX_OFFLINE_SW ?? '';
}

/** The worker's scope: the folder of sw.js, so `/` or `/en/`. */
export function serviceWorkerScope(url = serviceWorkerUrl()): string {
  return url.slice(0, url.lastIndexOf('/') + 1);
}

/** True when this browser can keep the site offline and the build has a worker. */
export function offlineSupported(): boolean {
  return (
    serviceWorkerUrl() !== '' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof caches !== 'undefined'
  );
}

/**
 * True when our worker of this locale controls the page, i.e. offline mode is on. The
 * German worker's scope `/` also covers `/en/`: its control of an English page does not count.
 */
export function offlineModeOn(): boolean {
  const controller = offlineSupported() ? navigator.serviceWorker.controller : null;
  return controller !== null && new URL(controller.scriptURL).pathname === serviceWorkerUrl();
}
