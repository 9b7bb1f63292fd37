// Home's Ramadan card after Maghrib (issue 42 item 3): the countdown runs to
// tomorrow's suhoor end, so the card shows tomorrow's imsak beside it, not
// today's (which has passed). In Chromium at 360 px, English and Arabic, with
// the page's clock at 22:30 in Istanbul on 5 Mar 2027 (26 Ramadan 1448).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { computePrayerTimes, normalizePrayerSettings } from '@prayer-companion/engine';
import { PHONE } from '../../tools/testkit/browser.ts';
import { movePlace, waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';

const ISTANBUL = { name: 'Istanbul', city: 'Istanbul', country: 'Türkiye', country_code: 'TR', latitude: 41.01, longitude: 28.98, timezone: 'Europe/Istanbul' };
const PLACE = { latitude: ISTANBUL.latitude, longitude: ISTANBUL.longitude, timezone: ISTANBUL.timezone, countryCode: 'TR' };
const SETTINGS = normalizePrayerSettings(null, { countryCode: 'TR', latitude: ISTANBUL.latitude, longitude: ISTANBUL.longitude });
const CLOCK = new Date('2027-03-05T22:30:00+03:00');
const today = computePrayerTimes(PLACE, '2027-03-05', SETTINGS)!;
const tomorrow = computePrayerTimes(PLACE, '2027-03-06', SETTINGS)!;

describe("the Ramadan card after Maghrib shows the imsak it counts down to", { timeout: 180_000 }, () => {
  const e2e = e2eSuite();

  for (const language of ['en', 'ar'] as const) {
    test(`${language} 360px, 22:30 in Istanbul: suhoor ends at tomorrow's imsak, as the countdown says`, async () => {
      assert.notEqual(today.imsak, tomorrow.imsak, 'the two days differ, so the test can tell them apart');
      const context = await e2e.browser.newContext({ viewport: PHONE, locale: language, serviceWorkers: 'block' });
      await context.clock.install({ time: CLOCK });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      await waitForHome(page);
      await movePlace(page, ISTANBUL);
      const countdown = page.getByTestId('fast-countdown');
      await page.waitForFunction(() => document.querySelector('[data-testid="fast-countdown"]')?.getAttribute('data-kind') === 'suhoor');
      // The digits the app writes for the language (Arabic-Indic in Arabic).
      const western = (s: string) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));
      const shown = western((await page.getByTestId('suhoor-time').textContent()) ?? '');
      assert.equal(shown, tomorrow.imsak, `tomorrow's imsak (${tomorrow.imsak}), not today's (${today.imsak})`);
      // The countdown reaches the time shown: 22:30 plus what it says is that imsak.
      const [h, m, s] = western((await countdown.textContent()) ?? '').match(/(\d{2}):(\d{2}):(\d{2})/)!.slice(1).map(Number) as [number, number, number];
      const reached = new Date(CLOCK.getTime() + ((h * 60 + m) * 60 + s) * 1000 + 59_000);
      const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: ISTANBUL.timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(reached);
      assert.equal(hhmm, tomorrow.imsak, 'the countdown runs to the time shown');
      assert.equal(await page.locator('[data-testid="suhoor-time"]').locator('xpath=..').getAttribute('data-active'), 'true');
      await page.getByTestId('ramadan-card').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `ramadan-after-maghrib-${language}`);
      await context.close();
    });
  }
});
