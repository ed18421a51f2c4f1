/**
 * Starts Debian's Chromium through playwright-core (the npm registry cannot
 * download browsers here) with the flags this closed network needs. Shared by
 * the browser tests, the benchmarks and the scripts that take screenshots.
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
