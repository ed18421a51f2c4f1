/** @jest-environment node */
import fs from 'fs';
import path from 'path';

const loader = require('../../../plugins/paint-first/hydrateAfterPaintLoader.cjs');

const ENTRY = fs.readFileSync(path.resolve('node_modules/@docusaurus/core/lib/client/clientEntry.js'), 'utf8');

/** The patched start of hydration, with the browser's scheduling functions under the test's control. */
function patchedStart() {
  const frames: Array<() => void> = [];
  const timers: Array<{callback: () => void; delay: number}> = [];
  const preloaded: string[] = [];
  const body = loader.PATCHED as string;
  new Function('window', 'preload', 'startTransition', 'renderApp', 'requestAnimationFrame', 'setTimeout', body)(
    {location: {pathname: '/docs/x'}},
    (pathname: string) => (preloaded.push(pathname), {then: () => undefined}),
    () => undefined,
    () => undefined,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({callback, delay}),
  );
  return {frames, timers, preloaded};
}

describe('hydration after the first paint (plugins/paint-first)', () => {
  it("finds Docusaurus' preload-then-hydrate start exactly once and replaces it", () => {
    expect(ENTRY.split(loader.ORIGINAL)).toHaveLength(2);
    const patched: string = loader.hydrateAfterPaint(ENTRY);
    expect(patched).toContain('requestAnimationFrame(() => setTimeout(startHydration, 0))');
    expect(patched).not.toContain(loader.ORIGINAL);
  });

  it('preloads nothing while main.js runs; after the next frame, once', () => {
    const start = patchedStart();
    expect(start.preloaded).toEqual([]);
    start.frames.shift()!();
    const afterFrame = start.timers.find((timer) => timer.delay === 0)!;
    afterFrame.callback();
    expect(start.preloaded).toEqual(['/docs/x']);
    start.timers.find((timer) => timer.delay === 100)!.callback();
    expect(start.preloaded).toEqual(['/docs/x']);
  });

  it('starts after 100 ms when no frame comes (a tab in the background)', () => {
    const start = patchedStart();
    start.timers.find((timer) => timer.delay === 100)!.callback();
    expect(start.preloaded).toEqual(['/docs/x']);
  });

  it('fails loudly when Docusaurus changed', () => {
    expect(() => loader.hydrateAfterPaint(ENTRY.replace('startTransition(renderApp);', 'renderApp();'))).toThrow(
      /exactly once, found it 0 times/,
    );
  });
});
