// Ramadan 1448 and the Islamic year in Chromium, with the page's clock set
// inside Ramadan (Playwright's clock; time runs on from there): Home's
// Ramadan card (day N, suhoor/iftar countdown, the last ten nights, Eid),
// nothing of it outside Ramadan, the Ramadan timetable with its CSV, imsak in
// the monthly timetable, the Islamic calendar at /calendar, imsak in Settings
// and 'Show more times'; in English and Arabic, at 360 and 1280 px.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  computePrayerTimes,
  hijriMonthDays,
  nightAfter,
  normalizePrayerSettings,
  type PlaceInput,
} from '@prayer-companion/engine';
import { moreTimes, solarZenith } from '@prayer-companion/engine/moreTimes';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { openInApp, waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';
import { seriousViolations } from './helpers/axe.ts';

const LONDON: PlaceInput = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };
const SETTINGS = normalizePrayerSettings(null, { countryCode: 'GB', latitude: LONDON.latitude, longitude: LONDON.longitude });
// Umm al-Qura: 1 Ramadan 1448 is 2027-02-08; the month and Shawwal from the engine's table.
const RAMADAN = hijriMonthDays(1448, 9)!;
const EID = hijriMonthDays(1448, 10)![0]!.date;
const times = (date: string) => computePrayerTimes(LONDON, date, SETTINGS)!;
/** The digits Chromium's Intl writes for Arabic (the app's localDigits uses the same). */
const arabicDigits = async (page: Page, text: string) => {
  const glyphs = await page.evaluate(() => Array.from({ length: 10 }, (_, d) => new Intl.NumberFormat('ar', { useGrouping: false }).format(d)));
  return text.replace(/[0-9]/g, (d) => glyphs[Number(d)]!);
};

async function openAt(browser: Browser, time: Date, options: { language?: string; viewport?: { width: number; height: number }; colorScheme?: 'light' | 'dark' } = {}) {
  const context = await browser.newContext({
    viewport: options.viewport ?? PHONE,
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: 'block',
    timezoneId: 'America/Los_Angeles',
    acceptDownloads: true,
  });
  if (options.language) await context.addInitScript((language) => window.localStorage.setItem('language', language), options.language);
  await context.clock.install({ time });
  const page = await context.newPage();
  return { context, page };
}


const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('Ramadan 1448 and the Islamic year', { timeout: 300_000 }, () => {
  const e2e = e2eSuite();
  let context: BrowserContext;

  test('13 Ramadan, 10:00 in London: day 13, imsak and Maghrib, counting down live to iftar', async () => {
    assert.equal(RAMADAN[0]!.date, '2027-02-08');
    const day = times('2027-02-20');
    ({ context } = await openAt(e2e.browser, new Date('2027-02-20T10:00:00Z')));
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.getByTestId('ramadan-card').waitFor();
    assert.equal(await text(page, 'ramadan-day'), 'Ramadan, day 13');
    assert.equal(await text(page, 'suhoor-time'), day.imsak);
    assert.equal(await text(page, 'iftar-time'), day.maghrib);
    // London's preset publishes no imsak: 10 minutes before Fajr.
    assert.equal(day.instants.fajr.getTime() - day.instants.imsak.getTime(), 10 * 60_000);
    const countdown = page.getByTestId('fast-countdown');
    assert.equal(await countdown.getAttribute('data-kind'), 'iftar');
    const first = (await countdown.textContent()) ?? '';
    assert.match(first, /^Iftar in \d\d:\d\d:\d\d$/);
    // 10:00 to Maghrib, within the seconds the page took to load.
    const [h, m] = day.maghrib.split(':').map(Number) as [number, number];
    const expected = (h * 60 + m - 10 * 60) * 60;
    const [ch, cm, cs] = first.slice(-8).split(':').map(Number) as [number, number, number];
    assert.ok(Math.abs(expected - (ch * 3600 + cm * 60 + cs)) < 120, `${first} vs ${expected} s`);
    await page.waitForFunction((before) => document.querySelector('[data-testid="fast-countdown"]')?.textContent !== before, first);
    assert.equal(await page.getByTestId('last-ten').count(), 0, 'not the last ten yet');
    assert.equal(await page.getByTestId('eid-card').count(), 0);
    assert.ok(await fitsWidth(page));
    await saveScreenshot(page, 'ramadan-home');
    assert.deepEqual(await seriousViolations(page, '[data-testid="ramadan-card"]'), []);
  });

  test('the Ramadan timetable: every day of Ramadan 1448 with imsak, Fajr, Maghrib and Isha, and its CSV', async () => {
    const page = context.pages()[0]!;
    await page.getByRole('link', { name: 'Monthly timetable' }).click();
    // February 2027 carries imsak on its days of Ramadan only.
    await page.locator('tr[data-date="2027-02-20"]').waitFor();
    assert.equal(await page.locator('tr[data-date="2027-02-20"] td[data-time="imsak"]').textContent(), times('2027-02-20').imsak);
    assert.equal(await page.locator('tr[data-date="2027-02-07"] td[data-time="imsak"]').textContent(), '');
    assert.ok(await fitsWidth(page), 'seven time columns fit 360 px');
    await page.getByRole('button', { name: 'Ramadan 1448' }).click();
    const table = page.getByTestId('ramadan-timetable');
    await table.waitFor();
    assert.match(page.url(), /[?&]ramadan=1448/);
    assert.equal(await table.locator('tbody tr').count(), RAMADAN.length);
    for (const d of [RAMADAN[0]!, RAMADAN[RAMADAN.length - 1]!]) {
      const row = table.locator(`tr[data-date="${d.date}"]`);
      const want = times(d.date);
      for (const c of ['imsak', 'fajr', 'maghrib', 'isha'] as const) assert.equal(await row.locator(`td[data-time="${c}"]`).textContent(), want[c], `${d.date} ${c}`);
    }
    assert.equal(await table.locator('tr[aria-current="date"]').getAttribute('data-date'), '2027-02-20');
    assert.ok(await fitsWidth(page));
    await page.locator('tr[aria-current="date"]').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'ramadan-timetable');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.equal(download.suggestedFilename(), 'ramadan-1448-london.csv');
    const [header, ...lines] = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n').map((l) => l.split(','));
    assert.deepEqual(header, ['Ramadan', 'Date', 'Imsak', 'Fajr', 'Maghrib', 'Isha']);
    assert.equal(lines.length, RAMADAN.length);
    lines.forEach((line, i) => {
      const want = times(RAMADAN[i]!.date);
      assert.deepEqual(line, [String(i + 1), RAMADAN[i]!.date, want.imsak, want.fajr, want.maghrib, want.isha]);
    });
    // Printed: one A4 page.
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    assert.equal(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0, 1);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Monthly timetable' }).click();
    await page.getByTestId('timetable').waitFor();
  });

  test('the Islamic calendar: reached from Home, Ramadan 1448 with today marked, Previous and Next with the year’s days', async () => {
    const page = context.pages()[0]!;
    await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('link', { name: 'Islamic calendar' }).click();
    await page.waitForURL(/\/u\/[a-z0-9-]+\/calendar$/);
    assert.equal(await text(page, 'hijri-month-title'), 'Ramadan 1448 AH');
    const grid = page.getByTestId('hijri-grid');
    assert.equal(await grid.locator('td[data-date]').count(), RAMADAN.length);
    const today = grid.locator('td[aria-current="date"]');
    assert.equal(await today.getAttribute('data-date'), '2027-02-20');
    assert.equal(await today.getAttribute('data-hijri-day'), '13');
    // The last ten: the odd nights starred.
    assert.deepEqual(
      await grid.locator('td:has([data-testid="odd-night"])').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-hijri-day'))),
      ['21', '23', '25', '27', '29'],
    );
    const list = page.getByTestId('month-days');
    assert.match((await list.locator('li[data-date="2027-02-08"]').textContent()) ?? '', /Ramadan begins/);
    assert.ok(await fitsWidth(page));
    await saveScreenshot(page, 'islamic-calendar');
    assert.deepEqual(await seriousViolations(page), []);

    await page.getByRole('button', { name: 'Previous' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="hijri-month-title"]')?.textContent === 'Shaʻban 1448 AH');
    assert.match(page.url(), /\?month=1448-08$/);
    assert.equal(await grid.locator('td[aria-current="date"]').count(), 0);
    const midShaban = hijriMonthDays(1448, 8)![14]!.date;
    assert.match((await list.locator(`li[data-date="${midShaban}"]`).textContent()) ?? '', /Mid-Shaʻban \(observed by many\)/);
    assert.match((await list.locator(`li[data-date="${hijriMonthDays(1448, 8)![12]!.date}"]`).textContent()) ?? '', /white days/);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="hijri-month-title"]')?.textContent === 'Shawwal 1448 AH');
    assert.match((await list.locator(`li[data-date="${EID}"]`).textContent()) ?? '', /Eid al-Fitr/);
    assert.match((await list.locator(`li[data-date="${hijriMonthDays(1448, 10)![1]!.date}"]`).textContent()) ?? '', /Six days of Shawwal/);
    // Eid is not a Monday/Thursday fast even when it falls on one.
    assert.equal(await grid.locator(`td[data-date="${EID}"]`).getAttribute('data-fast'), null);
    // Dhuʻl-Hijjah: Arafah, Eid al-Adha, tashreeq.
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="hijri-month-title"]')?.textContent === 'Dhuʻl-Hijjah 1448 AH');
    const dhulHijjah = hijriMonthDays(1448, 12)!;
    assert.match((await list.locator(`li[data-date="${dhulHijjah[8]!.date}"]`).textContent()) ?? '', /Day of Arafah.*Fast of Arafah/);
    assert.match((await list.locator(`li[data-date="${dhulHijjah[9]!.date}"]`).textContent()) ?? '', /Eid al-Adha/);
    assert.match((await list.locator(`li[data-date="${dhulHijjah[12]!.date}"]`).textContent()) ?? '', /Days of Tashreeq/);
    await saveScreenshot(page, 'islamic-calendar-dhul-hijjah');
  });

  test('the last ten nights: on the evening of the 22nd, night 23 is odd and highlighted; the countdown is to tomorrow’s suhoor', async () => {
    const day22 = RAMADAN[21]!.date;
    const evening = new Date(times(day22).instants.maghrib.getTime() + 30 * 60_000);
    const { context: ctx, page } = await openAt(e2e.browser, evening);
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.getByTestId('ramadan-card').waitFor();
    assert.equal(await text(page, 'ramadan-day'), 'Ramadan, day 22');
    assert.equal(await page.getByTestId('last-ten').count(), 1);
    assert.equal(await page.getByTestId('tonight').getAttribute('data-odd'), 'true');
    assert.match(await text(page, 'tonight'), /night 23, an odd night/);
    assert.equal(await page.getByTestId('fast-countdown').getAttribute('data-kind'), 'suhoor');
    await saveScreenshot(page, 'ramadan-home-last-ten');
    await ctx.close();
  });

  test('Arabic, right to left, 360 and 1280 px: Home, the Ramadan timetable and the calendar', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { context: ctx, page } = await openAt(e2e.browser, new Date('2027-02-20T10:00:00Z'), { language: 'ar', viewport, colorScheme });
        await page.goto(e2e.server.url);
        await waitForHome(page);
        await page.getByTestId('ramadan-card').waitFor();
        assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
        assert.equal(await text(page, 'ramadan-day'), `رمضان، اليوم ${await arabicDigits(page, '13')}`);
        assert.equal(await text(page, 'iftar-time'), await arabicDigits(page, times('2027-02-20').maghrib));
        assert.match(await text(page, 'fast-countdown'), /^الإفطار بعد [0-9٠-٩]{2}:[0-9٠-٩]{2}:[0-9٠-٩]{2}$/);
        assert.ok(await fitsWidth(page));
        await saveScreenshot(page, 'ramadan-home-ar');
        await openInApp(page, `${new URL(page.url()).pathname}/timetable?ramadan=1448`);
        await page.getByTestId('ramadan-timetable').waitFor();
        assert.equal(await page.getByTestId('ramadan-timetable').locator('th').first().textContent(), 'اليوم');
        assert.ok(await fitsWidth(page));
        await saveScreenshot(page, 'ramadan-timetable-ar');
        await openInApp(page, new URL(page.url()).pathname.replace(/\/timetable.*$/, '/calendar'));
        await page.getByTestId('hijri-grid').waitFor();
        assert.equal(await text(page, 'hijri-month-title'), `رمضان ${await arabicDigits(page, '1448')} هـ`);
        assert.match((await page.getByTestId('month-days').locator('li[data-date="2027-02-08"]').textContent()) ?? '', /بداية رمضان/);
        assert.ok(await fitsWidth(page));
        await saveScreenshot(page, 'islamic-calendar-ar');
        if (viewport === PHONE && colorScheme === 'light') assert.deepEqual(await seriousViolations(page), []);
        await ctx.close();
      }
    }
  });

  test('every other language: Home’s Ramadan card and the calendar are translated and fit 360 px', async () => {
    for (const language of ['ur', 'id', 'ms', 'tr', 'fr', 'bn']) {
      const { context: ctx, page } = await openAt(e2e.browser, new Date('2027-02-20T10:00:00Z'), { language });
      await page.goto(e2e.server.url);
      await waitForHome(page);
      await page.getByTestId('ramadan-card').waitFor();
      assert.equal(await page.locator('html').getAttribute('dir'), language === 'ur' ? 'rtl' : 'ltr');
      const card = await text(page, 'ramadan-card');
      assert.doesNotMatch(card, /ramadan\.|Suhoor ends|Iftar in/, `${language}: ${card}`);
      assert.ok(await fitsWidth(page), language);
      await openInApp(page, `${new URL(page.url()).pathname}/calendar`);
      await page.getByTestId('hijri-grid').waitFor();
      const body = (await page.locator('main').textContent()) ?? '';
      assert.doesNotMatch(body, /islamicYear\.|Ramadan begins|This month/, language);
      assert.ok(await fitsWidth(page), `${language} calendar`);
      if (language === 'ur') await saveScreenshot(page, 'islamic-calendar-ur');
      await ctx.close();
    }
  });

  test('1 Shawwal: Eid Mubarak and no fasting card', async () => {
    for (const language of ['en', 'ar']) {
      const { context: ctx, page } = await openAt(e2e.browser, new Date(`${EID}T09:00:00Z`), { language });
      await page.goto(e2e.server.url);
      await waitForHome(page);
      await page.getByTestId('eid-card').waitFor();
      assert.match(await text(page, 'eid-card'), language === 'en' ? /Eid Mubarak!/ : /عيد مبارك!/);
      assert.equal(await page.getByTestId('ramadan-card').count(), 0);
      await saveScreenshot(page, `eid-home-${language}`);
      await ctx.close();
    }
  });

  test('outside Ramadan none of it shows; imsak in Settings moves nothing on Home then, but the timetable follows', async () => {
    const { context: ctx, page } = await openAt(e2e.browser, new Date('2027-01-15T10:00:00Z'));
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.getByTestId('dates-line').waitFor();
    assert.equal(await page.getByTestId('ramadan-card').count(), 0);
    assert.equal(await page.getByTestId('eid-card').count(), 0);
    assert.equal(await page.getByText('Suhoor').count(), 0);
    await saveScreenshot(page, 'home-outside-ramadan');
    // Imsak 20 minutes before Fajr, saved with the prayer settings.
    await page.getByRole('button', { name: 'Settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Prayer Time Settings' });
    await drawer.waitFor();
    const imsak = drawer.getByLabel('Imsak: minutes before Fajr');
    assert.equal(await imsak.inputValue(), '10');
    await imsak.fill('20');
    await imsak.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-imsak');
    await drawer.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings Updated').waitFor();
    // 'Show more times' beside 'Show night times'.
    await drawer.getByRole('switch', { name: /Show more times/ }).check();
    await page.keyboard.press('Escape');
    await page.getByTestId('more-times').waitFor();
    const day = times('2027-01-15');
    const more = moreTimes(day, solarZenith(LONDON, '2027-01-15')!, nightAfter(LONDON, '2027-01-15', SETTINGS)!);
    assert.equal(await text(page, 'more-duha'), `${more.duha.from}–${more.duha.to}`);
    assert.equal(await text(page, 'ends-isha'), more.ends.isha.time);
    assert.equal(await text(page, 'ends-fajr'), day.sunrise);
    assert.equal(await text(page, 'disliked-sunset'), `${more.disliked.sunset.from}–${more.disliked.sunset.to}`);
    await page.getByTestId('more-times').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'home-more-times');
    await openInApp(page, `${new URL(page.url()).pathname}/timetable?ramadan=1448`);
    await page.getByTestId('ramadan-timetable').waitFor();
    const first = times(RAMADAN[0]!.date);
    const twenty = new Date(first.instants.fajr.getTime() - 20 * 60_000);
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(twenty);
    assert.equal(await page.locator(`tr[data-date="${RAMADAN[0]!.date}"] td[data-time="imsak"]`).textContent(), clock);
    await ctx.close();
    await context.close();
  });
});
