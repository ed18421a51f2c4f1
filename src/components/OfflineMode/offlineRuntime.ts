/**
 * Offline mode in the page, loaded on demand (registerOffline.ts, the footer control):
 * registers this locale's worker in offline mode, reports the download's progress and
 * "ready", offers the reload after a new deploy, and removes the offline copy again.
 * State is one small store that the footer control subscribes to.
 */
import {Workbox} from 'workbox-window';
import {isPrecacheSummary, SUMMARY_FILE, type PrecacheSummary} from './precacheSummary';
import {offlineModeOn, serviceWorkerScope, serviceWorkerUrl} from './swUrl';

export type OfflinePhase = 'off' | 'starting' | 'downloading' | 'ready' | 'failed';
export type OfflineState = {phase: OfflinePhase; done: number; total: number};

let state: OfflineState = {phase: offlineModeOn() ? 'ready' : 'off', done: 0, total: 0};
const listeners = new Set<(next: OfflineState) => void>();

function update(next: Partial<OfflineState>): void {
  state = {...state, ...next};
  for (const listener of listeners) listener(state);
}

/** Calls `listener` with the current state now and with every change; returns the unsubscribe. */
export function subscribe(listener: (next: OfflineState) => void): () => void {
  listeners.add(listener);
  listener(state);
  return () => {
    listeners.delete(listener);
  };
}

/** The absolute scope (`https://docs.sensebox.de/en/`): registration.scope and the precache's name use it. */
function absoluteScope(): string {
  return new URL(serviceWorkerScope(), window.location.href).href;
}

/** The cache @docusaurus/plugin-pwa's worker precaches into (workbox-precaching's default name). */
export function precacheName(): string {
  return `workbox-precache-v2-${absoluteScope()}`;
}

let summary: Promise<PrecacheSummary> | undefined;

/** This locale's size figure; a failed request is tried again on the next call. */
export function loadSummary(): Promise<PrecacheSummary> {
  summary ??= fetch(`${serviceWorkerScope()}${SUMMARY_FILE}`, {cache: 'no-cache'})
    .then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`${SUMMARY_FILE}: HTTP ${response.status}`)),
    )
    .then((value: unknown) =>
      isPrecacheSummary(value) ? value : Promise.reject(new Error(`${SUMMARY_FILE}: unexpected content`)),
    );
  summary.catch(() => {
    summary = undefined;
  });
  return summary;
}

/** The address the plugin's worker reads its settings from (sw.ts parseSwParams). */
export function offlineWorkerUrl(): string {
  return `${serviceWorkerUrl()}?params=${encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}))}`;
}

let prompted = false;

/** The plugin's translated "New version available / Reload" popup; Reload activates the waiting worker. */
async function promptReload(wb: Workbox): Promise<void> {
  if (prompted) return;
  prompted = true;
  const {renderReloadPopup} = await import(
    /* webpackChunkName: "offline-reload" */ '@docusaurus/plugin-pwa/lib/renderReloadPopup.js'
  );
  await renderReloadPopup({onReload: () => wb.messageSkipWaiting()});
}

/** Counts the precached files until the first install has finished. */
async function followFirstInstall(worker: ServiceWorker): Promise<void> {
  const total = await loadSummary().then(
    (figure) => figure.files,
    () => 0,
  );
  update({phase: 'downloading', done: 0, total});
  const count = async () => {
    const cached = await (await caches.open(precacheName())).keys();
    if (state.phase === 'downloading') update({done: Math.min(cached.length, total)});
  };
  const timer = window.setInterval(() => void count(), 400);
  try {
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (worker.state === 'activated') resolve();
        else if (worker.state === 'redundant') reject(new Error('the service worker could not save every file'));
      };
      worker.addEventListener('statechange', check);
      check();
    });
  } finally {
    window.clearInterval(timer);
  }
  update({phase: 'ready', done: total});
}

async function register(): Promise<void> {
  const alreadyOn = offlineModeOn();
  if (alreadyOn) update({phase: 'ready'});
  else update({phase: 'starting'});
  // Without a connection there is nothing to update, and registering would fail.
  if (alreadyOn && !navigator.onLine) return;
  const wb = new Workbox(offlineWorkerUrl(), {scope: serviceWorkerScope()});
  wb.addEventListener('waiting', () => void promptReload(wb));
  // A new version took over (this tab's Reload or another tab's): reload, so old and new code never mix.
  wb.addEventListener('controlling', () => {
    if (alreadyOn) window.location.reload();
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch (error) {
    // The update check failed (flaky network): the offline copy we have still works.
    if (alreadyOn) return;
    throw error;
  }
  if (!registration) throw new Error('the browser refused the service worker');
  if (registration.active) {
    if (registration.waiting) void promptReload(wb);
    update({phase: 'ready'});
    return;
  }
  const installing = registration.installing ?? registration.waiting;
  if (!installing) throw new Error('the service worker neither installs nor runs');
  await followFirstInstall(installing);
}

let starting: Promise<void> | undefined;

/** Turns offline mode on (or, when it is on, checks for a new version); never throws. */
export function startOffline(): Promise<void> {
  starting ??= register().catch((error: unknown) => {
    starting = undefined;
    console.warn('Offline mode could not start:', error);
    update({phase: 'failed'});
  });
  return starting;
}

/** Removes this locale's worker and its offline copy. */
export async function removeOffline(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration(serviceWorkerScope());
  // getRegistration answers with the closest scope: on /en/ that may be the German worker.
  if (registration?.scope === absoluteScope()) await registration.unregister();
  await caches.delete(precacheName());
  starting = undefined;
  update({phase: 'off', done: 0, total: 0});
}
