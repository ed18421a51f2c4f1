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
 * One browser per test file: registers node:test hooks that start and close
 * it, and returns a function that hands out pages with problem logging.
 */
export function useBrowser(before, after) {
  let browser;
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
    async withPage(origin, fn, options) {
      const {page, context, problems, violations} = await openPage(browser, origin, options);
      try {
        await fn(page, problems);
      } finally {
        await context.close();
      }
      if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
    },
  };
}
