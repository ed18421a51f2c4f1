/**
 * Pages for the browser tests: each collects its console messages, failed
 * requests and CSP violations; Chromium itself starts in tools/chromium.mjs.
 */
import {launchBrowser} from '../../tools/chromium.mjs';

export {CHROMIUM_PATH, launchBrowser} from '../../tools/chromium.mjs';

/**
 * Reports each Content-Security-Policy violation of the page to the test, as
 * it happens. Chromium also logs a console error ("… violates the following
 * Content Security Policy directive …"); the event adds the directive and the
 * blocked address in a stable form. Runs in every frame before any page script.
 */
function reportCspViolations() {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      /** @type {any} */ (window).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(no address)'}${where} on ${event.documentURI}`,
      );
    },
    true,
  );
}

/**
 * A new page that records console errors/warnings, page errors, failed
 * same-site requests and CSP violations (`problems`; violations also in `violations`).
 */
export async function openPage(browser, origin, options = {}) {
  const context = await browser.newContext({locale: 'de-DE', ...options});
  const problems = [];
  const violations = [];
  await context.exposeBinding('__reportCspViolation', (_source, text) => {
    violations.push(text);
    problems.push(`csp: ${text}`);
  });
  await context.addInitScript(reportCspViolations);
  // Waits are for conditions; the limit only ends a hang, so a busy machine never fails a test.
  context.setDefaultTimeout(120_000);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    // ERR_ABORTED: the browser cancelled a prefetch because we navigated on; nothing failed.
    const reason = request.failure()?.errorText ?? '';
    if (request.url().startsWith(origin) && !reason.includes('ERR_ABORTED')) {
      problems.push(`requestfailed: ${request.url()} (${reason})`);
    }
  });
  page.on('response', (response) => {
    const url = response.url();
    // The 404 document itself is expected on purpose-built not-found visits; resources must never 404.
    if (url.startsWith(origin) && response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`http ${response.status()}: ${url}`);
    }
  });
  return {page, context, problems, violations};
}

/** Navigates and waits until React has hydrated (Docusaurus marks <html> once the client runs). */
export async function visit(page, url) {
  const response = await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
  return response;
}

/**
 * Puts a page handed out with `reusePages` back as a new page would be: no test's init scripts, routes,
 * listeners, storage, permissions, offline state, media emulation or viewport. What it keeps is the
 * renderer and the cache: a later test's first visit then costs about a quarter of a fresh page's.
 */
async function resetLease(lease, origin, options, added) {
  const {page, context, listeners} = lease;
  for (const disposable of added.splice(0)) await disposable.dispose();
  await page.unrouteAll({behavior: 'ignoreErrors'});
  await context.unrouteAll({behavior: 'ignoreErrors'});
  for (const event of page.eventNames()) {
    for (const listener of page.listeners(event)) if (!listeners.includes(listener)) page.off(event, listener);
  }
  await context.setOffline(false);
  await context.clearCookies();
  await context.clearPermissions();
  if (options.permissions) await context.grantPermissions(options.permissions);
  await page.emulateMedia({media: null, colorScheme: null, reducedMotion: null, forcedColors: null});
  await page.setViewportSize(options.viewport ?? {width: 1280, height: 720});
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {origin, storageTypes: 'all'});
  // The tab's session storage is not part of "all"; a test may also have replaced it in the page's script.
  await cdp.send('DOMStorage.clear', {storageId: {securityOrigin: origin, isLocalStorage: false}});
  await cdp.detach();
  lease.problems.length = 0;
  lease.violations.length = 0;
}

/**
 * One browser per test file: registers node:test hooks that start and close
 * it, and returns a function that hands out pages with problem logging.
 * `reusePages`: for files whose tests only visit and interact (no service worker, clock or exposed
 * function, no check that a first visit loads a file): a page and its context serve test after test
 * with the same options, reset in between (resetLease).
 */
export function useBrowser(before, after, {reusePages = false} = {}) {
  let browser;
  /** Idle pages by origin and options. */
  const idle = new Map();
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return {
    /**
     * Runs fn with a fresh page; the context is closed afterwards. Any CSP
     * violation fails the test, whatever fn checked: the browser tests run
     * under the build's real policy (tools/server.mjs sends `_headers`).
     */
    async withPage(origin, fn, options = {}) {
      const key = `${origin} ${JSON.stringify(options)}`;
      const lease = (reusePages && idle.get(key)) || (await openPage(browser, origin, options));
      idle.delete(key);
      const {page, context, problems, violations} = lease;
      lease.listeners ??= page.eventNames().flatMap((event) => page.listeners(event));
      /** Init scripts the test adds, to take away afterwards. */
      const added = [];
      const recordInitScripts = (target) => {
        const original = target.addInitScript.bind(target);
        target.addInitScript = async (...args) => {
          const disposable = await original(...args);
          added.push(disposable);
          return disposable;
        };
        return () => {
          target.addInitScript = original;
        };
      };
      const restore = reusePages ? [recordInitScripts(page), recordInitScripts(context)] : [];
      let failed = true;
      let blocked = [];
      try {
        await fn(page, problems);
        failed = false;
      } finally {
        for (const undo of restore) undo();
        blocked = [...violations];
        // A page whose test failed may be in any state: it is not handed out again.
        if (reusePages && !failed && !page.isClosed()) {
          await resetLease(lease, origin, options, added);
          idle.set(key, lease);
        } else await context.close();
      }
      if (blocked.length > 0) throw new Error(`Content-Security-Policy violations:\n  ${blocked.join('\n  ')}`);
    },
  };
}
