// Issue 34 in Chromium: Home and the timetable name the high-latitude rule in
// force, with its months and source, where it changes the times (Tromsø: all
// six from 45° around both solstices), and say nothing where it does not
// (London), in English and in Arabic, on a phone and a desktop; and on a day
// whose sun sets after midnight (Reykjavik, 21 June, the clock set to it),
// Home says when it sets while maghrib and isha are 45°'s.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { computePrayerTimes } from '@prayer-companion/engine';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { movePlace, waitForHome } from './helpers/homePage.ts';
import { e2eSuite } from './helpers/suite.ts';
import { animationsSettled } from './helpers/settled.ts';

const TROMSO = { name: 'Tromsø, Norway', city: 'Tromsø', country: 'Norway', country_code: 'NO', latitude: 69.6492, longitude: 18.9553, timezone: 'Europe/Oslo' };
const REYKJAVIK = { name: 'Reykjavík, Iceland', city: 'Reykjavík', country: 'Iceland', country_code: 'IS', latitude: 64.1466, longitude: -21.9426, timezone: 'Atlantic/Reykjavik' };
const SHOTS = new URL('../../.tmp/screenshots/', import.meta.url).pathname;

/** A picture for people to look at, when asked for (SCREENSHOTS=1, as helpers/screenshots.ts). */
async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOTS !== '1') return;
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

describe('the high-latitude rule named on Home and in the timetable', { timeout: 240_000 }, () => {
  const e2e = e2eSuite();

  test('London: no note; Tromsø: the months of each rule and its source, in English and Arabic', async () => {
    for (const [viewport, size] of [[PHONE, 360], [DESKTOP, 1280]] as const) {
      const context = await e2e.browser.newContext({ viewport, locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      await waitForHome(page);
      assert.equal(await page.getByTestId('high-latitude-note').count(), 0, 'London: the angles hold all year');
      assert.match((await page.getByTestId('prayer-maghrib').textContent()) ?? '', /Sunset/);

      await movePlace(page, TROMSO);
      const home = page.url();
      const note = page.getByTestId('high-latitude-note');
      await note.waitFor();
      const text = (await note.textContent()) ?? '';
      assert.match(text, /All six times follow latitude 45° from May to July and from November to January here/);
      assert.match(text, /Fajr and Isha follow latitude 45° .*from March to April and from August to September here/);
      assert.match(text, /Islamic Fiqh Council of the Muslim World League/);
      await shot(page, `home-tromso-${size}-en`);

      await page.getByRole('link', { name: 'Monthly timetable' }).click();
      await page.getByTestId('high-latitude-note').waitFor();
      await shot(page, `timetable-tromso-${size}-en`);

      // Arabic: the same note from the Arabic catalog, right to left.
      await page.evaluate(() => localStorage.setItem('language', 'ar'));
      await page.goto(home);
      await waitForHome(page);
      const arabic = (await page.getByTestId('high-latitude-note').textContent()) ?? '';
      assert.match(arabic, /تتبع الأوقات الستة كلها خط عرض 45°/);
      assert.match(arabic, /المجمع الفقهي الإسلامي/);
      assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
      await shot(page, `home-tromso-${size}-ar`);
      await context.close();
    }
  });

  test("Reykjavik on 21 June: maghrib and isha of 45°, and today's real sunset named, in light and dark", async () => {
    const expected = computePrayerTimes({ ...REYKJAVIK, countryCode: 'IS' }, '2026-06-21')!;
    assert.equal(expected.highLatitude, 'evening');
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await e2e.browser.newContext({ viewport: PHONE, locale: 'en-GB', colorScheme, serviceWorkers: 'block', timezoneId: 'Atlantic/Reykjavik' });
      // Noon in Reykjavik (UTC all year): the day whose sun sets at 00:04 the next morning.
      await context.clock.install({ time: new Date('2026-06-21T12:00:00Z') });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      await waitForHome(page);
      await movePlace(page, REYKJAVIK);
      const today = page.getByTestId('high-latitude-today');
      await today.waitFor();
      assert.equal(
        (await today.textContent())?.trim(),
        `Today the sun sets at ${expected.realMaghrib!.time}, too late for Isha before midnight: Maghrib and Isha follow latitude 45°.`,
      );
      assert.equal(expected.realMaghrib!.time, '00:04');
      assert.match((await page.getByTestId('high-latitude-note').textContent()) ?? '', /Maghrib and Isha follow latitude 45° from June to July here/);
      // The list shows 45°'s maghrib and isha, before midnight, and the place's own morning.
      for (const prayer of ['fajr', 'sunrise', 'maghrib', 'isha'] as const) {
        assert.equal((await page.getByTestId(`time-${prayer}`).textContent())?.trim(), expected[prayer], prayer);
      }
      assert.deepEqual([expected.sunrise, expected.maghrib, expected.isha], ['02:55', '21:18', '23:38']);
      // Maghrib's row does not call 45°'s time the sunset; Fajr's keeps its own word.
      assert.match((await page.getByTestId('prayer-maghrib').textContent()) ?? '', /By latitude 45°/);
      assert.doesNotMatch((await page.getByTestId('prayer-maghrib').textContent()) ?? '', /Sunset/);
      assert.match((await page.getByTestId('prayer-fajr').textContent()) ?? '', /Dawn/);
      await shot(page, `home-reykjavik-june-${colorScheme}`);

      // The timetable marks the days: Maghrib and Isha dotted on exactly the engine's step-4 days of June.
      await page.getByRole('link', { name: 'Monthly timetable' }).click();
      await page.getByTestId('timetable').waitFor();
      const marked = await page.locator('tr[data-date]').evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-date'), [...row.querySelectorAll('td[data-from45]')].map((td) => td.getAttribute('data-time')).join(' ')]),
      );
      const want = marked.map(([date]) => {
        const day = computePrayerTimes({ ...REYKJAVIK, countryCode: 'IS' }, date!)!;
        return [date, day.highLatitude === 'evening' ? 'maghrib isha' : ''];
      });
      assert.equal(marked.length, 30);
      assert.deepEqual(marked, want);
      const evenings = want.filter(([, times]) => times !== '').length;
      assert.ok(evenings > 0, 'June 2026 in Reykjavik has step-4 days');
      assert.match((await page.getByTestId('timetable-from45').textContent()) ?? '', /follow latitude 45°: on those days the sun does not set, or sets too late for Isha/);
      await shot(page, `timetable-reykjavik-june-${colorScheme}`);
      await context.close();
    }
  });
});
