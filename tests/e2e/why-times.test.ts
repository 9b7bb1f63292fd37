// 'Why these times?' and 'These times don't match' (issue 45 items 5 and 6) in a real
// Chromium at 360 px: a Londoner on 20 October 2026 (the browser's clock; the clocks go
// back on the 25th) opens the sheet from Home, reads the rule behind each time, the day's
// particulars and the table check, reports a Fajr that differs, is told what we show that
// day, and follows 'Match my mosque' into Settings. In Arabic (dark), the same from the
// timetable, right to left, and a report the server refuses changes nothing; 'Match my
// mosque' from there goes Home and opens Settings at that section.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { computePrayerTimes } from '@prayer-companion/engine';
import { jakimZone } from '@prayer-companion/engine/jakimZones';
import { e2eSuite } from './helpers/suite.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { seriousViolations } from './community-support.ts';
import { gql, LONDON, londoner } from './helpers/placesSetup.ts';
import { expectShownTimes, FIVE, movePlace } from './helpers/homePage.ts';

const DAY = '2026-10-20';
const CLOCK = new Date(`${DAY}T09:00:00Z`);
const london = { latitude: LONDON.latitude, longitude: LONDON.longitude, timezone: LONDON.timezone, countryCode: 'GB' };

/** Whether the page's content is wider than its viewport. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

const line = async (page: Page, key: string) => ((await page.locator(`[data-why="${key}"]`).textContent()) ?? '').trim();

/** The user's stored reports, read back through their data export (reports have no query of their own). */
async function storedReports(page: Page): Promise<{ date: string; prayer: string; expected: string; source: string }[]> {
  const { myDataExport } = await gql(page, '{ myDataExport }');
  return (JSON.parse(myDataExport as string) as { accuracyReports: never[] }).accuracyReports;
}

describe("Why these times? and 'These times don't match'", { timeout: 180_000 }, () => {
  const e2e = e2eSuite();

  test('en, 360 px: the rules, the clock change on the 25th, the table check; a report of Fajr, then Match my mosque', async () => {
    const page = await londoner(e2e.browser, e2e.server.url, { context: {} });
    await page.clock.install({ time: CLOCK });
    await page.reload();
    await page.getByTestId('city-name').filter({ hasText: 'London' }).waitFor();
    await page.getByTestId('why-times').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'why-times-home-button');
    await page.getByTestId('why-times').click();
    const sheet = page.getByRole('dialog', { name: 'Why these times?' });
    await sheet.waitFor();
    assert.equal((await page.getByTestId('why-place').textContent())?.trim(), 'London · Oct 20, 2026');
    assert.match((await page.getByTestId('why-source').textContent()) ?? '', /^Times follow .*London Unified.* · 100% within 2 min$/);
    // The preset's rules as the engine applies them on the day (explain.test.ts checks the facts).
    assert.match(await line(page, 'fajr'), /^Fajr: when the sun is 12° below the horizon before sunrise\.$/);
    assert.match(await line(page, 'maghrib'), /^Maghrib: at sunset\.$/);
    assert.match(await line(page, 'asr'), /Shafi'i, Maliki, Hanbali/);
    assert.match(await line(page, 'methodMinutes'), /^Minutes the authority adds today: Fajr −\d+ min.*Isha [+−]\d+ min/);
    assert.match(await line(page, 'highLatitude'), /^High-latitude rule: Middle of the night\. It changes nothing today: the night is dark enough for the angles\.$/);
    assert.equal(await line(page, 'clockChange'), 'The clocks go back 60 minutes on Oct 25, 2026: from that day the times read 60 minutes earlier.');
    assert.match(await line(page, 'measured'), /^Checked against the authority's own table: 100% of 365 days within 2 minutes on every time \(\u2068London Unified \(East London Mosque\) 2025\u2069\)\.$/);
    assert.equal(await overflows(page), false, 'the sheet fits 360 px');
    await saveScreenshot(page, 'why-times-en-360');

    // The report: first what the form refuses itself, then one the server takes.
    await page.getByTestId('why-report').click();
    await page.getByLabel('The time you expected').fill('06:10');
    await page.getByTestId('report-send').click();
    assert.match((await page.getByTestId('report-problem').textContent()) ?? '', /Say where the expected time is from/);
    assert.deepEqual(await storedReports(page), [], 'nothing sent');
    await page.getByLabel('Where it is from').fill('East London Mosque, printed timetable');
    await page.getByTestId('report-send').click();
    const sent = page.getByTestId('report-sent');
    await sent.waitFor();
    const fajr = computePrayerTimes(london, DAY, null)!.fajr;
    assert.match((await sent.textContent()) ?? '', new RegExp(`Thank you\\. On Oct 20, 2026 we show Fajr at ${fajr}; you expected 06:10\\.`));
    const stored = await storedReports(page);
    assert.equal(stored.length, 1);
    assert.deepEqual([stored[0]!.date, stored[0]!.prayer, stored[0]!.expected, stored[0]!.source], [DAY, 'fajr', '06:10', 'East London Mosque, printed timetable']);
    assert.equal(await overflows(page), false);
    await saveScreenshot(page, 'why-times-en-360-sent');

    // 'Match my mosque': Settings opens at that section, and the address drops the parameter.
    await page.getByTestId('report-match').click();
    await page.getByRole('dialog', { name: 'Prayer Time Settings' }).waitFor();
    const section = page.locator('#settings-match');
    await section.getByText('Match my mosque', { exact: true }).first().waitFor();
    await page.waitForFunction(() => {
      const box = document.getElementById('settings-match')?.getBoundingClientRect();
      return Boolean(box && box.top >= -1 && box.top < window.innerHeight);
    });
    assert.doesNotMatch(page.url(), /settings=/);
    await page.context().close();
  });

  test('ar, dark, from the timetable: right to left, no overflow, contrast; a refused report stores nothing', async () => {
    const page = await londoner(e2e.browser, e2e.server.url, { language: 'ar', context: { colorScheme: 'dark' } });
    await page.clock.install({ time: CLOCK });
    await page.goto(`${e2e.server.url}/timetable`);
    await page.getByTestId('timetable').waitFor();
    await page.getByTestId('why-times').click();
    const sheet = page.getByRole('dialog', { name: 'لماذا هذه المواقيت؟' });
    await sheet.waitFor();
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.match(await line(page, 'fajr'), /^الفجر: حين تكون الشمس 12° تحت الأفق قبل الشروق\.$/);
    assert.match(await line(page, 'clockChange'), /^ترجع الساعة 60 دقيقة/);
    assert.match(await line(page, 'measured'), /100%/);
    assert.equal(await overflows(page), false, 'the sheet fits 360 px');
    assert.deepEqual(await seriousViolations(page, '[role="dialog"]'), []);
    await saveScreenshot(page, 'why-times-ar-360-dark');

    await page.getByTestId('why-report').click();
    // A day more than a year away: the server says so, in Arabic, and stores nothing.
    await page.getByLabel('التاريخ').fill('2029-01-01');
    await page.getByLabel('الوقت الذي توقعته').fill('17:05');
    await page.getByLabel('مصدره').fill('مسجد الحي');
    await page.getByTestId('report-send').click();
    await page.getByTestId('report-problem').waitFor();
    assert.ok(((await page.getByTestId('report-problem').textContent()) ?? '').length > 0);
    assert.deepEqual(await storedReports(page), []);
    await page.getByLabel('التاريخ').fill(DAY);
    await page.getByTestId('report-send').click();
    await page.getByTestId('report-sent').waitFor();
    assert.match((await page.getByTestId('report-sent').textContent()) ?? '', /^شكرًا لك/);
    assert.equal((await storedReports(page)).length, 1);
    await saveScreenshot(page, 'why-times-ar-360-dark-sent');
    // From the timetable, 'Match my mosque' goes Home and opens Settings at that section.
    await page.getByTestId('report-match').click();
    await page.waitForFunction(() => {
      const box = document.getElementById('settings-match')?.getBoundingClientRect();
      return Boolean(box && box.top >= -1 && box.top < window.innerHeight);
    });
    assert.equal(new URL(page.url()).pathname, '/');
    assert.doesNotMatch(page.url(), /settings=/);
    await page.context().close();
  });

  test("Kuching: Home waits for JAKIM's zone table and shows zone SWK08's times; the sheet names the zone", async () => {
    const kuching = { name: 'Kuching', city: 'Kuching', country: 'Malaysia', country_code: 'MY', latitude: 1.5533, longitude: 110.3592, timezone: 'Asia/Kuching' };
    const place = { latitude: kuching.latitude, longitude: kuching.longitude, timezone: kuching.timezone, countryCode: 'MY' };
    const page = await londoner(e2e.browser, e2e.server.url, { context: {} });
    await page.clock.install({ time: CLOCK });
    await movePlace(page, kuching);
    // Node has the table in the engine itself: the times of the zone, at its reference point.
    assert.equal(jakimZone(place)?.code, 'SWK08');
    const day = computePrayerTimes(place, DAY, null)!;
    await expectShownTimes(page, Object.fromEntries(FIVE.map((p) => [p, day[p]])));
    assert.equal((await page.getByTestId('time-sunrise').textContent())?.trim(), day.sunrise, "JAKIM's syuruk for the zone");
    await page.getByTestId('why-times').click();
    await page.getByRole('dialog', { name: 'Why these times?' }).waitFor();
    assert.match(await line(page, 'zone'), /^JAKIM zone SWK08 \(Kuching, Bau, Lundu, Sematan\)/);
    await saveScreenshot(page, 'why-times-kuching');
    await page.context().close();
  });
});

