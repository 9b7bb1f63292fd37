// Your mosque, live (issue 33) in Chromium with two browsers: an admin adds a
// mosque (city search, the place's method) and gets its admin link; a follower
// follows it from its page; when the admin changes the Isha iqama on the admin
// page, the follower's Home (its Isha row) and the prayer-hall screen show it without a
// reload. Screenshots of the screen page (landscape, portrait; English, Arabic)
// and the mosque page (phone, desktop) go to .tmp/screenshots/.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { waitForHome, waitForToastsToGo } from './helpers/homePage.ts';
import { e2eSuite } from './helpers/suite.ts';
import { animationsSettled } from './helpers/settled.ts';
import { TestBrowser } from '../helpers/client.ts';
import { confirmedUser } from '../helpers/confirmed-user.ts';
import { startMailbox, type Mailbox } from '../helpers/mailbox.ts';

const SHOTS = new URL('../../.tmp/screenshots/', import.meta.url);

/** A picture for people to look at, when asked for (SCREENSHOTS=1, as helpers/screenshots.ts). */
async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  mkdirSync(SHOTS, { recursive: true });
  await animationsSettled(page);
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: new URL(`mosque-${name}-${width}x${height}.png`, SHOTS).pathname });
}

/** Waits until a test id's text is `want`, polling (live updates arrive by themselves). */
async function expectText(page: Page, testId: string, want: string, timeout = 5000) {
  const locator = page.getByTestId(testId);
  const until = Date.now() + timeout;
  let text = await locator.textContent({ timeout });
  while (text?.trim() !== want && Date.now() < until) {
    await page.waitForTimeout(50);
    text = await locator.textContent();
  }
  assert.equal(text?.trim(), want, testId);
}

describe('Your mosque, live', { timeout: 240_000 }, () => {
  // Reporters with standing (a confirmed e-mail, told apart by network) for the hidden-mosque test.
  let mailbox: Mailbox;
  before(async () => (mailbox = await startMailbox()));
  const e2e = e2eSuite(() => ({ smtpUrl: mailbox.url, trustProxy: true }));
  after(async () => mailbox.close());

  test("an admin changes the Isha iqama; the follower's Home and the prayer-hall screen show it without a reload", async () => {
    const adminContext = await e2e.browser.newContext({ viewport: DESKTOP });
    const followerContext = await e2e.browser.newContext({ viewport: PHONE });
    const admin = await adminContext.newPage();
    const follower = await followerContext.newPage();

    // The admin adds the mosque: name, city search, the place's usual method.
    await admin.goto(e2e.server.url);
    await waitForHome(admin);
    await admin.goto(`${e2e.server.url}/m/new`);
    await admin.getByTestId('mosque-name').fill('Masjid Jamek');
    await admin.getByLabel('City', { exact: true }).first().fill('Kuala');
    await admin.getByRole('button', { name: 'Find' }).click();
    await admin.getByTestId('mosque-place').click();
    await admin.getByRole('option', { name: /Kuala Lumpur/ }).click();
    await admin.getByTestId('mosque-create').click();
    const adminUrl = ((await admin.getByTestId('admin-link').textContent()) ?? '').trim();
    assert.match(adminUrl, /\/m\/masjid-jamek\/admin#[A-Za-z0-9_-]{43}$/);
    const slug = 'masjid-jamek';

    // The follower finds it from Home (nearest to their place, with km) and follows it.
    await follower.goto(e2e.server.url);
    const linkId = await waitForHome(follower);
    await follower.getByTestId('find-mosque').click();
    await follower.getByTestId('mosques-near').click();
    await follower.getByText(/^[\d.]+ km$/).waitFor();
    await follower.getByText('Masjid Jamek').click();
    // A mosque page carries no private link (issue 40 item 1).
    await follower.waitForURL(new RegExp(`${e2e.server.url}/m/${slug}$`));
    await follower.getByTestId('mosque-follow').click();
    await follower.getByTestId('mosque-unfollow').waitFor();
    await shot(follower, 'page-en');
    await follower.goto(`${e2e.server.url}/u/${linkId}`);
    await follower.getByTestId('followed-mosque').waitFor();
    await follower.getByTestId('times-mosque').waitFor();
    assert.equal(await follower.getByTestId('iqama-isha').count(), 0, 'no iqama set yet');
    await waitForToastsToGo(follower);
    // The prayer-hall screen, on a TV of its own (no sign-in needed), whose clock reads 10:00
    // in Kuala Lumpur today: the screen counts down to Dhuhr (at another hour of the real
    // day it could be showing an adhan or the adhkar, which have no countdown).
    const hallContext = await e2e.browser.newContext({ viewport: { width: 1920, height: 1080 } });
    const kualaLumpurToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuala_Lumpur' }).format(new Date());
    const tvTime = new Date(`${kualaLumpurToday}T10:00:00+08:00`);
    const installedAt = Date.now();
    await hallContext.clock.install({ time: tvTime });
    // The screen sets its clock by the server's Date header (useServerClock.ts): here the server
    // answers at the TV's hour too, or the screen would move to the real hour (at night in Kuala
    // Lumpur it is in standby, with no countdown).
    await hallContext.route('**/healthz', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', headers: { date: new Date(tvTime.getTime() + Date.now() - installedAt).toUTCString() }, body: '{"ok":true}' }),
    );
    const hall = await hallContext.newPage();
    await hall.goto(`${e2e.server.url}/m/${slug}/screen`);
    await hall.getByTestId('prayer-hall').waitFor();
    assert.equal(await hall.getByTestId('hall-iqama-isha').textContent(), '–');
    assert.equal(await hall.evaluate(() => getComputedStyle(document.querySelector('[data-testid=prayer-hall]')!).cursor), 'none');

    // The admin sets Isha's iqama to 21:10 on the admin page.
    await admin.goto(adminUrl);
    const isha = admin.getByTestId('iqama-edit-isha');
    await isha.getByText('Fixed time').click();
    await isha.locator('input[type=time]').fill('21:10');
    await admin.getByTestId('save-iqama').click();

    // Home's own Isha row (the followed mosque is the source of times) shows it.
    await expectText(follower, 'iqama-isha', 'Iqama 21:10');
    await expectText(hall, 'hall-iqama-isha', '21:10');
    await shot(follower, 'home-card-en');
    await shot(hall, 'screen-en');
    await hall.setViewportSize({ width: 1080, height: 1920 });
    await shot(hall, 'screen-en');

    // The network drops: the screen keeps counting down from its own times, then catches up.
    await Promise.all([followerContext.setOffline(true), hallContext.setOffline(true)]);
    const countdown = await hall.getByTestId('hall-next').textContent();
    // The next second's tick, not a guessed pause; the assertion below still reads it.
    await hall.waitForFunction((was) => document.querySelector('[data-testid="hall-next"]')?.textContent !== was, countdown, { timeout: 5_000 }).catch(() => {});
    assert.notEqual(await hall.getByTestId('hall-next').textContent(), countdown, 'the countdown goes on offline');
    assert.equal(await hall.getByTestId('hall-iqama-isha').textContent(), '21:10');
    await admin.getByTestId('iqama-edit-isha').locator('input[type=time]').fill('21:20');
    await admin.getByTestId('save-iqama').click();
    // About time itself: the offline screen must show nothing new for a while after the save, so this pause stays.
    await hall.waitForTimeout(1000);
    assert.equal(await hall.getByTestId('hall-iqama-isha').textContent(), '21:10', 'offline: no news yet');
    await Promise.all([followerContext.setOffline(false), hallContext.setOffline(false)]);
    await expectText(hall, 'hall-iqama-isha', '21:20', 30_000);

    // The mosque's language is Arabic from now on: the screen follows, live.
    const token = adminUrl.split('#')[1]!;
    const res = await admin.request.put(`${e2e.server.url}/api/mosques/${slug}`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { language: 'ar', jumuah: ['13:15', '14:00'] },
    });
    assert.equal(res.status(), 200);
    await hall.getByText('الإقامة', { exact: true }).waitFor({ timeout: 5000 });
    assert.equal(await hall.evaluate(() => document.documentElement.dir), 'rtl');
    // In the language's digits (whichever the browser's Intl gives for Arabic).
    const arabic = await hall.evaluate(() => '21:20'.replace(/[0-9]/g, (d) => new Intl.NumberFormat('ar', { useGrouping: false }).format(Number(d))));
    await expectText(hall, 'hall-iqama-isha', arabic);
    await shot(hall, 'screen-ar');
    await hall.setViewportSize({ width: 1920, height: 1080 });
    await shot(hall, 'screen-ar');

    // The page and the admin page at phone and desktop widths, in Arabic too (to look at).
    await admin.goto(adminUrl);
    await admin.getByTestId('save-iqama').waitFor();
    await shot(admin, 'admin-en');
    for (const [viewport, name] of [[PHONE, 'page-ar'], [DESKTOP, 'page-ar']] as const) {
      await follower.setViewportSize(viewport);
      await follower.evaluate(() => localStorage.setItem('language', 'ar'));
      await follower.goto(`${e2e.server.url}/u/${linkId}/m/${slug}`);
      await follower.getByTestId('mosque-today').waitFor();
      assert.equal(await follower.evaluate(() => document.documentElement.dir), 'rtl');
      assert.ok(await follower.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scrolling (${name})`);
      // The month fits whole: every prayer's column on screen, Isha's iqama under its adhan.
      const month = follower.getByTestId('mosque-month');
      const fits = await month.evaluate((table) => {
        const box = table.getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth && table.scrollWidth <= table.clientWidth + 1;
      });
      assert.ok(fits, `the month's table fits the screen (${name}, ${viewport.width} px)`);
      assert.match((await month.locator('tbody tr').first().locator('td[data-prayer="isha"]').textContent()) ?? '', /^\d\d:\d\d21:20$/, 'the iqama as last saved, under the adhan');
      await shot(follower, name);
    }
    await adminContext.close();
    await followerContext.close();
    await hallContext.close();
  });

  test('reports hide a mosque: its open prayer-hall screen says so at once, and shows it again after the admin answers', async () => {
    const creator = new TestBrowser(e2e.server.url);
    await creator.signUp();
    const created = await creator.fetch('/api/mosques', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Masjid Reported', city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' }),
    });
    assert.equal(created.status, 201);
    const { slug, adminToken } = (await created.json()) as { slug: string; adminToken: string };
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const hall = await context.newPage();
    await hall.goto(`${e2e.server.url}/m/${slug}/screen`);
    await hall.getByTestId('prayer-hall').waitFor();
    await hall.getByText('Masjid Reported').first().waitFor();

    // Three reporters with a confirmed e-mail, from three networks, hide it.
    for (const [i, address] of ['198.51.100.9', '203.0.113.9', '192.0.2.9'].entries()) {
      const { browser } = await confirmedUser(e2e.server.url, mailbox, address, `hall-reporter${i}@example.org`);
      const reported = await browser.fetch(`/api/mosques/${slug}/reports`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'Not a mosque' }) });
      assert.equal(reported.status, 201);
    }
    await hall.getByText('This mosque cannot be found. It may be hidden while reports are reviewed.').waitFor({ timeout: 10_000 });
    assert.equal(await hall.getByTestId('prayer-hall').count(), 0, 'the hidden mosque is no longer shown');

    const answered = await creator.fetch(`/api/mosques/${slug}/report-answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ answer: 'We are the committee; the times are right.' }),
    });
    assert.equal(answered.status, 200);
    await hall.getByTestId('prayer-hall').waitFor({ timeout: 10_000 });
    await context.close();
  });
});
