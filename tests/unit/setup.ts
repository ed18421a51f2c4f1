import '@testing-library/jest-dom';

// jsdom lacks matchMedia, which the colour mode and DocSearch read.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Docusaurus' <Link> prefetches through a global the client entry normally installs.
if (typeof window !== 'undefined') {
  (window as unknown as {docusaurus: object}).docusaurus = {
    prefetch: () => Promise.resolve(),
    preload: () => Promise.resolve(),
  };
}

// jsdom lacks ResizeObserver; like a browser's, this one reports an element once when it starts observing it.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback([{target} as ResizeObserverEntry], this);
    }
    unobserve() {}
    disconnect() {}
  };
}
