// Never a blank page (issue 30, issue 29 item 5): a screen whose file does not arrive, or
// that throws while rendering, shows a message with 'Try again' (in the user's language)
// and 'Home', loads when tried again, and loads by itself when the connection returns.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { e2eSuite } from './helpers/suite.ts';
import { newVisitor } from './community-support.ts';

describe('screens that fail to load', { timeout: 180_000 }, () => {
  const e2e = e2eSuite();

  test('a blocked lazy chunk shows a message and Try again, which loads the screen', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/timetable');
    await page.route('**/assets/UmmahScreen-*.js', (route) => route.abort('internetdisconnected'));
    await page.getByRole('link', { name: 'Ummah' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This screen could not load' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Home' }).waitFor();
    assert.ok((await page.locator('nav').last().textContent())?.includes('Qibla'), 'the rest of the app is still there');
    await page.unroute('**/assets/UmmahScreen-*.js');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: /Share First Prayer|\+ Prayer Request/ }).first().waitFor();
    await context.close();
  });

  test('offline, in Arabic: the message is Arabic, and the screen loads by itself when the connection returns', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/timetable', { locale: 'ar' });
    await context.setOffline(true);
    await page.locator('a[href$="/duas"]').click();
    const alert = page.getByRole('alert').filter({ hasText: 'تعذّر تحميل هذه الشاشة' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'حاول مرة أخرى' }).waitFor();
    await context.setOffline(false);
    await alert.waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('[data-testid="dua-feed"], main h1, main h2').first().waitFor();
    assert.equal(await page.getByText('تعذّر تحميل هذه الشاشة').count(), 0);
    await context.close();
  });

  test("a part of Home that arrives later (the ledger's chunk) failing leaves Home as it is", async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/timetable');
    let blocked = 0;
    await page.route('**/assets/LedgerSection-*.js', (route) => {
      blocked++;
      return route.abort('failed');
    });
    // The navigation's Home: the timetable has a 'Home' link of its own once it is up.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByTestId('time-fajr').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('input[type="checkbox"]').length === 5);
    await page.getByRole('link', { name: 'Monthly timetable' }).waitFor();
    await page.waitForTimeout(1_000);
    assert.ok(blocked > 0, "the ledger's chunk was asked for and refused");
    assert.equal(await page.getByText('This screen could not load').count(), 0);
    assert.equal(await page.getByTestId('ledger').count(), 0);
    await context.close();
  });

  test("a part outside the screens (the followed mosque's sync) whose chunk fails is asked for again: the app stays and the part arrives", async () => {
    // A plain React.lazy kept the failure for good and threw it past every screen's boundary:
    // the whole app went blank (CI, 2026-11-29, when the connection dropped just then).
    let asked = 0;
    let served = false;
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/timetable', {}, async (fresh) => {
      fresh.on('response', (response) => {
        if (/\/assets\/FollowedMosqueSync-[^/]+\.js$/.test(response.url()) && response.ok()) served = true;
      });
      await fresh.route('**/assets/FollowedMosqueSync-*.js', (route) => (++asked <= 2 ? route.abort('internetdisconnected') : route.continue()));
    });
    // Asked again after 1 s, then after 3 s more.
    for (let waited = 0; !served && waited < 20_000; waited += 100) await page.waitForTimeout(100);
    assert.ok(served, `the part's chunk arrived (asked ${asked} times)`);
    assert.equal(asked, 3, 'refused twice, then asked for a third time');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Duas' }).click();
    await page.locator('[data-testid="dua-feed"], main h1, main h2').first().waitFor();
    assert.equal(await page.getByText('This screen could not load').count(), 0);
    await context.close();
  });

  test('a screen that throws while rendering (a broken answer from the server), in Arabic: its message, Home still reachable, and Try again renders it', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/timetable', { locale: 'ar' });
    // One dua without its node: the feed's render reads an id from null, as a server bug would make it.
    const broken = JSON.stringify({
      data: {
        duas: {
          __typename: 'DuaConnection',
          edges: [{ __typename: 'DuaEdge', cursor: 'x', node: null }],
          pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        },
      },
    });
    let answered = 0;
    await page.route('**/graphql', (route) => {
      if (route.request().method() !== 'POST' || !route.request().postData()?.includes('"DuaFeed"')) return route.fallback();
      answered++;
      return route.fulfill({ status: 200, contentType: 'application/json', body: broken });
    });
    page.on('pageerror', () => undefined);
    await page.locator('a[href$="/duas"]').click();
    const alert = page.getByRole('alert').filter({ hasText: 'حدث خطأ في هذه الشاشة' });
    await alert.waitFor();
    assert.ok(answered > 0, 'the broken answer was served');
    assert.ok((await alert.textContent())?.includes('بقية التطبيق ما زالت تعمل'), "the message in the user's language");
    assert.ok((await page.locator('nav').last().textContent())?.length, 'the navigation is still there');
    await page.unroute('**/graphql');
    await alert.getByRole('button', { name: 'حاول مرة أخرى' }).click();
    await alert.waitFor({ state: 'detached' });
    // Asked afresh, not rendered again from the broken answer kept in the cache.
    await page.locator('[data-testid="dua-feed"], main h2').first().waitFor();
    assert.equal(await page.getByText('حدث خطأ في هذه الشاشة').count(), 0);
    await context.close();
  });

  test('Home leaves the failed screen', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/timetable');
    await page.route('**/assets/QiblaScreen-*.js', (route) => route.abort('failed'));
    await page.locator('a[href$="/compass"]').click();
    const alert = page.getByRole('alert').filter({ hasText: 'This screen could not load' });
    await alert.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL(/\/u\/[A-Za-z0-9-]+$/);
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });
});
