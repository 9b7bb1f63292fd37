// Home's Today and This Week follow the ticks the device shows (issue 42 item 5): a
// tick made offline moves them at once (before, Today stayed at the server's last
// answer), and after a reload offline they are the kept ones with the pending tick
// laid over them (before, '–'). Offline as offline-writes.test.ts makes it: the page
// offline and the API's requests aborted as a lost connection does.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { movePlace, waitForHome } from './helpers/homePage.ts';
import { placeAtHour } from '../helpers/places.ts';

const figure = (page: Page, testId: string, want: string) =>
  page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text, [testId, want] as const, { timeout: 10_000 });

describe("Home's figures from the ticks shown", { timeout: 180_000 }, () => {
  const e2e = e2eSuite();

  test('an offline tick moves Today and This Week at once, and an offline reload keeps them', async () => {
    // Service workers on: after the reload offline, the app comes from them. English, 360 px.
    const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'en', serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    // A place where every prayer of today has begun, so every tick is enabled.
    await movePlace(page, placeAtHour(22));
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    const box = (name: string) => page.getByRole('checkbox', { name: `${name} completed` });
    await page.waitForFunction(() => document.querySelectorAll('input[type="checkbox"]:not(:disabled)').length === 5);
    // Online: one of 5 today, one of 35 this week (a new account).
    await box('Isha').check();
    await figure(page, 'stat-today', '20%');
    await figure(page, 'stat-week', '3%');

    const cutOff = (route: Route) => route.abort('internetdisconnected');
    await context.route('**/graphql', cutOff);
    await context.setOffline(true);
    await page.getByText('You are offline.').waitFor({ timeout: 2_000 });
    await box('Fajr').check();
    await page.getByTestId('pending-fajr').waitFor();
    // At once, from the ticks shown: 2 of 5, 2 of 35.
    await figure(page, 'stat-today', '40%');
    await figure(page, 'stat-week', '6%');
    assert.equal(await page.getByTestId('stat-streak').textContent(), '0');

    await page.reload();
    await page.getByTestId('pending-fajr').waitFor({ timeout: 15_000 });
    await figure(page, 'stat-today', '40%');
    await figure(page, 'stat-week', '6%');
    assert.equal(await page.getByTestId('stat-streak').textContent(), '0', 'the streak kept on the device');

    // Back online: the tick is sent and the server's figures say the same.
    await context.unroute('**/graphql', cutOff);
    await context.setOffline(false);
    await page.waitForFunction(() => !document.querySelector('[data-testid^="pending-"]'), undefined, { timeout: 10_000 });
    await figure(page, 'stat-today', '40%');
    await figure(page, 'stat-week', '6%');
    await context.close();
  });
});
