// Following a mosque makes it the source of times (issue 33, item 4), in
// Chromium on a Friday: Home's next prayer, its rows (with 'Iqama hh:mm' and
// Jumu'ah under Dhuhr) and the monthly timetable (an iqama under each adhan,
// iqama columns in the CSV) show the mosque's times, from its kept published
// table on that table's dates; unfollowing goes back to the user's own.
// Screenshots at 360 and 1280 px, light and dark, English and Arabic.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { computePrayerTimes } from '@prayer-companion/engine';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { openInApp, waitForHome, waitForToastsToGo } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';

const KL = { latitude: 3.1489, longitude: 101.6958, timezone: 'Asia/Kuala_Lumpur', countryCode: 'MY' };
const LONDON = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };
/** Friday 27 November 2026, 10:00 in Kuala Lumpur: Dhuhr is next. */
const FRIDAY = new Date('2026-11-27T02:00:00Z');
const DATE = '2026-11-27';

const plus = (clock: string, n: number) => {
  const m = Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)) + n;
  return `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Two weeks around the Friday whose Isha swings by 9 minutes every other day: the table is kept, not fitted. */
function keptTable(): { text: string; rows: Map<string, Record<string, string>> } {
  const lines = ['date,fajr,sunrise,dhuhr,asr,maghrib,isha'];
  const rows = new Map<string, Record<string, string>>();
  for (let d = 20; d <= 30; d++) {
    const date = `2026-11-${d}`;
    const t = computePrayerTimes(KL, date, { calc_method: 'Singapore' })!;
    const row = { fajr: t.fajr, sunrise: t.sunrise, dhuhr: t.dhuhr, asr: t.asr, maghrib: t.maghrib, isha: plus(t.isha, d % 2 === 1 ? 9 : 0) };
    rows.set(date, row);
    lines.push([date, row.fajr, row.sunrise, row.dhuhr, row.asr, row.maghrib, row.isha].join(','));
  }
  return { text: lines.join('\n'), rows };
}

const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

async function openAt(browser: Browser, viewport: { width: number; height: number }, colorScheme: 'light' | 'dark', language?: string) {
  const context = await browser.newContext({ viewport, colorScheme, serviceWorkers: 'block', acceptDownloads: true });
  if (language) await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await context.clock.install({ time: FRIDAY });
  return { context, page: await context.newPage() };
}

describe('following a mosque: its times on Home and the timetable', { timeout: 300_000 }, () => {
  const e2e = e2eSuite();

  test("Home and /timetable show the mosque's adhan (its kept table), iqama and Jumu'ah; unfollowing goes back", async () => {
    const { context, page } = await openAt(e2e.browser, PHONE, 'light');
    await page.goto(e2e.server.url);
    const linkId = await waitForHome(page);
    const own = computePrayerTimes(LONDON, DATE)!;
    assert.equal(await text(page, 'time-isha'), own.isha, "the user's own place (London) before following");

    // The mosque: Kuala Lumpur, its published table (kept), iqama rules and two Jumu'ah times.
    const { text: table, rows } = keptTable();
    const created = await page.request.post(`${e2e.server.url}/api/mosques`, {
      data: { name: 'Masjid Table', city: 'Kuala Lumpur', country_code: 'MY', latitude: KL.latitude, longitude: KL.longitude, timezone: KL.timezone, timetable: table },
    });
    assert.equal(created.status(), 201, await created.text());
    const { slug, adminToken } = (await created.json()) as { slug: string; adminToken: string };
    const auth = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    assert.equal((await page.request.put(`${e2e.server.url}/api/mosques/${slug}/iqama`, { headers: auth, data: { isha: { fixed: '20:45' }, dhuhr: { after: 10 } } })).status(), 200);
    assert.equal((await page.request.put(`${e2e.server.url}/api/mosques/${slug}`, { headers: auth, data: { jumuah: ['13:15', '13:45'] } })).status(), 200);

    await openInApp(page, `/u/${linkId}/m/${slug}`);
    await page.getByTestId('mosque-follow').click();
    await page.getByTestId('mosque-unfollow').waitFor();
    await waitForToastsToGo(page);

    // Home follows the mosque.
    await openInApp(page, `/u/${linkId}`);
    await page.getByTestId('times-mosque').waitFor();
    assert.equal(await text(page, 'times-mosque'), 'Times from Masjid Table');
    const row = rows.get(DATE)!;
    for (const prayer of ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']) assert.equal(await text(page, `time-${prayer}`), row[prayer], prayer);
    assert.notEqual(row.isha, computePrayerTimes(KL, DATE, { calc_method: 'Singapore' })!.isha, "the table's own Isha, not a computed one");
    assert.equal(await text(page, 'iqama-isha'), 'Iqama 20:45');
    assert.equal(await text(page, 'iqama-dhuhr'), `Iqama ${plus(row.dhuhr!, 10)}`);
    assert.equal(await page.getByTestId('iqama-fajr').count(), 0, 'no rule, no iqama');
    assert.equal(await text(page, 'jumuah'), "Jumu'ah: 13:15 · 13:45");
    assert.equal(await text(page, 'next-prayer-name'), 'Dhuhr');
    assert.equal(await text(page, 'next-prayer-time'), row.dhuhr);
    assert.equal(await text(page, 'next-prayer-iqama'), `Iqama ${plus(row.dhuhr!, 10)}`);
    assert.equal(await page.getByTestId('times-source').count(), 0, "the fit's line gives way to the mosque's");
    await saveScreenshot(page, 'mosque-follow-home');

    // The timetable follows it too: the table's times, an iqama under each adhan, iqama columns in the CSV.
    await openInApp(page, `/u/${linkId}/timetable`);
    const today = page.locator(`tr[data-date="${DATE}"]`);
    await today.waitFor();
    assert.match((await today.locator('[data-time=isha]').textContent()) ?? '', new RegExp(`^${row.isha}20:45$`));
    assert.equal(await today.locator('[data-iqama=isha]').textContent(), '20:45');
    assert.equal(await page.locator(`tr[data-date="2026-11-26"] [data-time=isha]`).evaluate((td) => td.firstChild?.textContent), rows.get('2026-11-26')!.isha);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.equal(download.suggestedFilename(), 'prayer-times-2026-11-masjid-table.csv');
    const csv = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    assert.match(csv[0]!, /,Isha,Fajr iqama,Dhuhr iqama,Asr iqama,Maghrib iqama,Isha iqama$/);
    const line = csv.find((l) => l.startsWith(DATE))!.split(',');
    assert.deepEqual(line.slice(-6), [row.isha, '', plus(row.dhuhr!, 10), '', '', '20:45']);
    assert.equal(await text(page, 'timetable-iqama-note'), 'Below each time: the iqama at Masjid Table.');
    await saveScreenshot(page, 'mosque-follow-timetable');

    // Unfollowing: the user's own times again, on Home and the timetable.
    await openInApp(page, `/u/${linkId}/m/${slug}`);
    await page.getByTestId('mosque-unfollow').click();
    await page.getByTestId('mosque-follow').waitFor();
    await openInApp(page, `/u/${linkId}`);
    await page.getByTestId('times-source').waitFor();
    assert.equal(await page.getByTestId('times-mosque').count(), 0);
    assert.equal(await text(page, 'time-isha'), own.isha);
    assert.equal(await page.getByTestId('iqama-isha').count(), 0);
    assert.equal(await page.getByTestId('jumuah').count(), 0);
    await openInApp(page, `/u/${linkId}/timetable`);
    await page.locator(`tr[data-date="${DATE}"] [data-time=isha]`).waitFor();
    assert.equal(await page.locator(`tr[data-date="${DATE}"] [data-time=isha]`).textContent(), own.isha);
    await context.close();

    // To look at: Home and the timetable following the mosque at 360 and 1280 px, light and dark, English and Arabic.
    for (const [viewport, scheme, language] of [
      [PHONE, 'dark', undefined],
      [DESKTOP, 'light', undefined],
      [DESKTOP, 'dark', undefined],
      [PHONE, 'light', 'ar'],
      [PHONE, 'dark', 'ar'],
      [DESKTOP, 'light', 'ar'],
    ] as const) {
      const shown = await openAt(e2e.browser, viewport, scheme, language);
      await shown.page.goto(e2e.server.url);
      const id = await waitForHome(shown.page);
      assert.equal((await shown.page.request.post(`${e2e.server.url}/graphql`, { data: { query: `mutation { followMosque(slug: "${slug}") { notify } }` } })).status(), 200);
      await shown.page.reload();
      await shown.page.getByTestId('times-mosque').waitFor();
      await shown.page.getByTestId('iqama-isha').waitFor();
      assert.ok(await shown.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling');
      await saveScreenshot(shown.page, `mosque-follow-home${language ? `-${language}` : ''}`);
      await shown.page.getByTestId('times-mosque').scrollIntoViewIfNeeded();
      await saveScreenshot(shown.page, `mosque-follow-rows${language ? `-${language}` : ''}`);
      await openInApp(shown.page, `/u/${id}/timetable`);
      await shown.page.locator(`tr[data-date="${DATE}"] [data-iqama=isha]`).waitFor();
      await saveScreenshot(shown.page, `mosque-follow-timetable${language ? `-${language}` : ''}`);
      await shown.context.close();
    }
  });
});
