/**
 * GitHub Pages sends no custom headers, so the deploy workflow copies the
 * policy into every page as a meta tag (scripts/csp-meta.mjs). Here a copy of
 * build/ gets that treatment and is served without the _headers rules: pages
 * load without a violation, and the policy still blocks injected code.
 */
import {after, before, it} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launchBrowser, openPage, visit} from './browser.mjs';
import {BUILD_DIR, MAIN_DOC, until} from './helpers.mjs';
import {startServer} from '../../tools/server.mjs';
import {addPolicyMeta, metaPolicy, withPolicyMeta} from '../../scripts/csp-meta.mjs';

let dir;
let site;
let browser;
let result;

before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-meta-'));
  fs.cpSync(BUILD_DIR, dir, {recursive: true});
  result = addPolicyMeta(dir);
  site = await startServer(dir, {headers: false});
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.close();
  if (dir) fs.rmSync(dir, {recursive: true, force: true});
});

it('leaves out what a meta policy cannot carry and keeps everything else', () => {
  assert.equal(
    metaPolicy("default-src 'self'; script-src 'self' 'sha256-x'; frame-ancestors 'none'; report-uri /r"),
    "default-src 'self'; script-src 'self' 'sha256-x'",
  );
  assert.doesNotMatch(result.policy, /frame-ancestors/);
  assert.match(result.policy, /script-src 'self' 'sha256-/);
  assert.throws(() => withPolicyMeta(withPolicyMeta('<head><meta charset="UTF-8"></head>', 'x'), 'x'), /already/);
});

it('puts the policy into every page before any script', () => {
  assert.ok(result.pages > 250, `${result.pages} pages`);
  for (const file of ['index.html', 'en/docs/misc/faq/index.html', 'faq/index.html', '404.html']) {
    const html = fs.readFileSync(path.join(dir, file), 'utf8');
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    assert.ok(meta > 0 && meta < html.indexOf('<script'), file);
  }
});

it('pages served without headers load without a violation, and injected code is still blocked', async () => {
  const {page, context, problems, violations} = await openPage(browser, site.origin);
  try {
    for (const url of ['/', MAIN_DOC, '/en/']) {
      const response = await visit(page, `${site.origin}${url}`);
      assert.equal(response.headers()['content-security-policy'], undefined, 'no header: only the meta tag applies');
    }
    // The query survives only through the redirect page's script (the meta refresh drops it).
    await page.goto(`${site.origin}/hardware/bee-sd/?from=old`);
    await page.waitForURL(`${site.origin}/docs/hardware/bee/sd-bee?from=old`);
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    assert.deepEqual(problems, []);
    await visit(page, `${site.origin}${MAIN_DOC}`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    // One script element can break the policy once: after its report, nothing more can come.
    await until(() => violations.length > 0, 'the report of the blocked script');
    assert.equal(await page.evaluate(() => window.injected), undefined);
    assert.equal(violations.length, 1);
    assert.match(violations[0], /^script-src-elem blocked inline /);
  } finally {
    await context.close();
  }
});
