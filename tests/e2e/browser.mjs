/**
 * Starts Debian's Chromium through playwright-core (the npm registry cannot
 * download browsers here) with the flags this closed network needs, and
 * collects each page's console messages and failed requests.
 */
import {chromium} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags Chromium needs here (also used by the Lighthouse benchmark, which launches it itself). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Tests talk to 127.0.0.1 only: every other host name fails to resolve locally.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export async function launchBrowser() {
  return chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS});
}

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
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 15000});
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
     * under the build's real policy (tests/e2e/server.mjs sends `_headers`).
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
