// The app under its Content-Security-Policy in real Chromium (issue 13, item 7): every
// screen, the dialogs and the service worker run without one violation or console
// error, and GraphiQL at /graphql works from this server's own files, offline.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { waitForHome, openLocationDialog } from './helpers/homePage.ts';

/** Records CSP violations (from the page's own event) and console errors, and any request off this server. */
async function watch(context: BrowserContext, base: string) {
  const problems: string[] = [];
  const offsite: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  // Offline but for this server: anything else would be a CDN or a leak.
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(base) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    offsite.push(url);
    return route.abort('internetdisconnected');
  });
  context.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  context.on('weberror', (e) => problems.push(`uncaught: ${e.error().message}`));
  return { problems, offsite };
}

async function visit(page: Page, name: string, path: string) {
  await page.getByRole('link', { name }).first().click();
  await page.waitForURL(new RegExp(`${path}$`));
  await page.locator('main[data-identity="online"]').waitFor();
  await page.waitForLoadState('networkidle');
}

describe('Content-Security-Policy in Chromium', { timeout: 240_000 }, () => {
  // The full browser: in the headless shell the network never went idle here (tools/testkit/browser.ts).
  const e2e = e2eSuite(() => ({}), { full: true });

  test('Home, every screen, the dialogs and the service worker: no violation, no console error', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    const { problems, offsite } = await watch(context, e2e.server.url);
    const page = await context.newPage();
    const response = await page.goto(e2e.server.url);
    assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self';/);
    await waitForHome(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    await openLocationDialog(page);
    await page.getByPlaceholder('Search for your city...').fill('ka');
    await page.getByRole('option').first().waitFor();
    // The first Escape closes the city list (a combobox), the second the dialog.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByPlaceholder('Search for your city...').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Prayer Time Settings' }).waitFor();
    await page.keyboard.press('Escape');

    await visit(page, 'Ummah', '/ummah');
    await visit(page, 'Reflections', '/daily');
    await visit(page, 'Duas', '/duas');
    await visit(page, 'Qibla', '/compass');
    await visit(page, 'Home', '/u/[A-Za-z0-9-]+');
    // A live update arrives over the WebSocket (connect-src) on a screen that subscribes.
    await visit(page, 'Ummah', '/ummah');
    assert.deepEqual(problems, []);
    assert.deepEqual(offsite, []);
    await context.close();
  });

  test('GraphiQL renders from our own files, offline, and loads the schema', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const { problems, offsite } = await watch(context, e2e.server.url);
    const page = await context.newPage();
    const introspection = page.waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().method() === 'POST' && (r.request().postData() ?? '').includes('__schema'),
    );
    // Monaco's editor worker starts from our file (worker-src 'self'), not a blob: URL.
    const worker = page.waitForResponse((r) => r.url().includes('/graphiql/') && r.url().endsWith('.worker.js'), { timeout: 60_000 });
    await page.goto(`${e2e.server.url}/graphql`);
    assert.equal((await introspection).status(), 200);
    await page.locator('.graphiql-container').first().waitFor();
    await page.locator('.monaco-editor').first().waitFor();
    assert.equal((await worker).status(), 200);
    assert.deepEqual(problems, []);
    assert.deepEqual(offsite, []);
    await context.close();
  });
});
