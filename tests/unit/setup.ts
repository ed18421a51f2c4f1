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
