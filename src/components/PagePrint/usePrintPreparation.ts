import {useCallback, useEffect, useRef, useState} from 'react';
import {flushSync} from 'react-dom';
import {openClosedDetails} from './openDetails';
import type {QrDrawing} from './qrPath';

/** Draws the QR code of a text (qrCode.ts, loaded on the first print). */
export type QrDraw = (text: string) => QrDrawing;

let loading: Promise<QrDraw> | null = null;
/** The library once loaded: a page the reader moves to afterwards has it from its first render. */
let loadedDraw: QrDraw | null = null;

/**
 * The QR drawing, fetched the first time a reader prints: its own chunk, so a page costs
 * nothing for it until then. A failed load (offline, say) may be tried again.
 */
function loadQrDraw(): Promise<QrDraw> {
  if (!loading) {
    loading = import(/* webpackChunkName: "print-qr" */ './qrCode').then((module) => {
      loadedDraw = module.drawQr;
      return module.drawQr;
    });
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** How long printing waits for the QR library before it prints without the code. */
const LOAD_WAIT_MS = 3000;

function withinWait<T>(promise: Promise<T>): Promise<T | null> {
  return Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), LOAD_WAIT_MS))]).catch(
    () => null,
  );
}

type PrintPreparation = {
  /** The QR drawing once a print has asked for it; null before. */
  draw: QrDraw | null;
  /** Prints the page with its QR code: loads the library first when needed. */
  printPage: () => Promise<void>;
};

/**
 * Gets the page ready for paper whenever it is printed, however the reader starts it:
 * our print button, Ctrl/Cmd+P, the browser's menu, or print media emulated by a tool.
 * Closed `<details>` under the root open for the print and close again after it.
 *
 * The browser lays out the printout right after `beforeprint`, before a download can finish,
 * so the QR library must be there first: the button and Ctrl/Cmd+P load it and then print.
 * Printing from the browser's menu before any of these starts the load too, and prints that
 * first time with the address in writing only.
 */
export function usePrintPreparation(root: () => ParentNode | null): PrintPreparation {
  // Null on the server and while hydrating (the server HTML has no code); set on a later page.
  const [draw, setDraw] = useState<QrDraw | null>(() => (typeof window === 'undefined' ? null : loadedDraw));
  const loaded = useRef<QrDraw | null>(draw);
  const rootRef = useRef(root);
  rootRef.current = root;

  const take = useCallback((next: QrDraw) => {
    if (loaded.current) return;
    loaded.current = next;
    // Synchronously, so the code is in the page before the print that asked for it.
    flushSync(() => setDraw(() => next));
  }, []);

  const printPage = useCallback(async () => {
    if (!loaded.current) {
      const next = await withinWait(loadQrDraw());
      if (next) take(next);
    }
    window.print();
  }, [take]);

  useEffect(() => {
    let restore: (() => void) | null = null;
    let active = true;
    const prepare = () => {
      const container = rootRef.current();
      if (!restore && container) restore = openClosedDetails(container);
      if (!loaded.current) {
        loadQrDraw().then(
          (next) => {
            if (active) take(next);
          },
          () => {},
        );
      }
    };
    const finish = () => {
      restore?.();
      restore = null;
    };
    const onMediaChange = (event: MediaQueryListEvent) => (event.matches ? prepare() : finish());
    const onKeyDown = (event: KeyboardEvent) => {
      if (loaded.current || event.defaultPrevented || event.altKey || event.shiftKey) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p') {
        event.preventDefault();
        void printPage();
      }
    };
    const media = window.matchMedia('print');
    window.addEventListener('beforeprint', prepare);
    window.addEventListener('afterprint', finish);
    media.addEventListener?.('change', onMediaChange);
    window.addEventListener('keydown', onKeyDown);
    // Mounted while the page is being printed (a re-render replaced this part): prepare now.
    if (media.matches) prepare();
    return () => {
      active = false;
      window.removeEventListener('beforeprint', prepare);
      window.removeEventListener('afterprint', finish);
      media.removeEventListener?.('change', onMediaChange);
      window.removeEventListener('keydown', onKeyDown);
      finish();
    };
  }, [printPage, take]);

  return {draw, printPage};
}
