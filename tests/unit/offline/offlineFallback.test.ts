/** @jest-environment node */
import {
  offlineRedirectTarget,
  pageFromNetwork,
  withOfflinePage,
  wrapNextFetchListener,
} from '../../../src/components/OfflineMode/sw/offlineFallback.js';

type FakeEvent = {request: {url: string; mode: string}; respondWith: (response: unknown) => void; answers: unknown[]};

function fetchEvent(url: string, mode = 'navigate'): FakeEvent {
  const answers: unknown[] = [];
  return {request: {url, mode}, answers, respondWith: (response) => answers.push(response)};
}

describe('offline fallback in the service worker', () => {
  it("sends an unsaved page to the offline page of the worker's language, with the address", () => {
    expect(offlineRedirectTarget('https://docs.sensebox.de/docs/nope?board=edu', 'https://docs.sensebox.de/')).toBe(
      '/offline?from=%2Fdocs%2Fnope%3Fboard%3Dedu',
    );
    expect(offlineRedirectTarget('https://docs.sensebox.de/en/docs/nope', 'https://docs.sensebox.de/en/')).toBe(
      '/en/offline?from=%2Fen%2Fdocs%2Fnope',
    );
  });

  it('sends /x/ and /x/index.html to /x first: the precache lists clean addresses', () => {
    expect(offlineRedirectTarget('https://docs.sensebox.de/docs/misc/faq/', 'https://docs.sensebox.de/')).toBe(
      '/docs/misc/faq',
    );
    expect(
      offlineRedirectTarget('https://docs.sensebox.de/docs/misc/faq/index.html?a=1', 'https://docs.sensebox.de/'),
    ).toBe('/docs/misc/faq?a=1');
    expect(offlineRedirectTarget('https://docs.sensebox.de/en/', 'https://docs.sensebox.de/en/')).toBe(
      '/en/offline?from=%2Fen%2F',
    );
  });

  it('answers from the network when it can, with a redirect to the offline page when it cannot', async () => {
    const page = new Response('page');
    const request = {url: 'https://docs.sensebox.de/docs/nope'} as Request;
    expect(await pageFromNetwork(request, 'https://docs.sensebox.de/', async () => page)).toBe(page);
    const offline = await pageFromNetwork(request, 'https://docs.sensebox.de/', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline.status).toBe(302);
    expect(offline.headers.get('location')).toBe('https://docs.sensebox.de/offline?from=%2Fdocs%2Fnope');
  });

  it('lets the precache answer first and only answers page requests it left alone', () => {
    const precached = new Set(['https://docs.sensebox.de/docs/misc/faq']);
    const precacheListener = (event: FakeEvent) => {
      if (precached.has(event.request.url)) event.respondWith('from the precache');
    };
    const listener = withOfflinePage(precacheListener, 'https://docs.sensebox.de/');

    const saved = fetchEvent('https://docs.sensebox.de/docs/misc/faq');
    listener(saved);
    expect(saved.answers).toEqual(['from the precache']);

    const unsaved = fetchEvent('https://docs.sensebox.de/docs/nope');
    listener(unsaved);
    expect(unsaved.answers).toHaveLength(1);
    expect(unsaved.answers[0]).toBeInstanceOf(Promise);
    (unsaved.answers[0] as Promise<unknown>).catch(() => undefined);

    const image = fetchEvent('https://docs.sensebox.de/img/nope.svg', 'no-cors');
    listener(image);
    expect(image.answers).toEqual([]);
    const otherSite = fetchEvent('https://www.youtube-nocookie.com/embed/x');
    listener(otherSite);
    expect(otherSite.answers).toEqual([]);
  });

  it("wraps only the plugin's fetch listener, once", () => {
    const added: Array<[string, unknown]> = [];
    const target = {addEventListener: (type: string, listener: unknown) => added.push([type, listener])};
    const original = target.addEventListener;
    const fetchListener = () => undefined;
    const installListener = () => undefined;
    wrapNextFetchListener(target, (listener: unknown) => ({wrapped: listener}));
    target.addEventListener('install', installListener);
    target.addEventListener('fetch', fetchListener);
    expect(target.addEventListener).toBe(original);
    target.addEventListener('fetch', fetchListener);
    expect(added).toEqual([
      ['install', installListener],
      ['fetch', {wrapped: fetchListener}],
      ['fetch', fetchListener],
    ]);
  });
});
