// Home's Sunrise row (shown, not tickable) and the Hijri date adjustment
// (saved with the prayer settings, moves Home's Hijri day, kept when a mosque's
// timetable is matched), in Chromium.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { computePrayerTimes, hijriDate, hijriDateLine, todayAt, type PlaceInput } from '@prayer-companion/engine';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { axeRulesFor } from './helpers/axe-rules.ts';
import { axeViolations, describeViolations } from './helpers/axe.ts';

// A new visitor's place (no saved location).
const LONDON: PlaceInput = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };
// The East London Mosque's 2025 timetable (vendored); the test pastes its first 30 days.
const LONDON_YEAR = readFileSync(new URL('../../packages/prayer-engine/fixtures/official/london-east-london-mosque-2025.csv', import.meta.url), 'utf8');
const londonDay = () => todayAt(LONDON.timezone, new Date());

async function violations(page: Page, include?: string, impacts = ['serious', 'critical'], rules?: string[]): Promise<string[]> {
  return describeViolations((await axeViolations(page, { include, rules })).filter((v) => impacts.includes(v.impact ?? '')));
}

const datesLine = async (page: Page) => (await page.getByTestId('dates-line').textContent()) ?? '';

describe('Sunrise on Home and the Hijri adjustment', { timeout: 240_000 }, () => {
  const e2e = e2eSuite();

  for (const viewport of [PHONE, DESKTOP]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`${viewport.width}px ${colorScheme}: Sunrise sits between Fajr and Dhuhr with the computed time, nothing to tick`, async () => {
        const context = await e2e.browser.newContext({ viewport, colorScheme, serviceWorkers: 'block', timezoneId: 'America/Los_Angeles' });
        const page = await context.newPage();
        await page.goto(e2e.server.url);
        await waitForHome(page);
        const row = page.getByTestId('prayer-sunrise');
        const expected = computePrayerTimes(LONDON, londonDay())!;
        assert.equal(await page.getByTestId('time-sunrise').textContent(), expected.sunrise);
        assert.match(expected.sunrise, /^\d\d:\d\d$/);
        assert.equal(await row.getByRole('checkbox').count(), 0, 'no checkbox');
        assert.equal(await page.getByTestId('status-sunrise').count(), 0, 'no status badge');
        assert.equal(await page.getByRole('checkbox').count(), 5, 'five prayers to tick');
        // Document order: Fajr, Sunrise, Dhuhr.
        const order = await page
          .locator('[data-testid^="prayer-"]')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
        assert.deepEqual(order, ['prayer-fajr', 'prayer-sunrise', 'prayer-dhuhr', 'prayer-asr', 'prayer-maghrib', 'prayer-isha']);
        // The countdown stays on the five prayers.
        assert.match((await page.getByTestId('next-prayer-name').textContent()) ?? '', /^(Fajr|Dhuhr|Asr|Maghrib|Isha)$/);
        // The whole list in the picture: its heading at the top of the screen.
        await page.locator('#todays-prayers').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
        await saveScreenshot(page, 'home-sunrise');
        const rules = axeRulesFor(viewport, colorScheme);
        assert.deepEqual(await violations(page, undefined, undefined, rules), [], 'Home');
        assert.deepEqual(await violations(page, '[data-testid="prayer-sunrise"]', ['minor', 'moderate', 'serious', 'critical'], rules), [], 'the row');
        await context.close();
      });
    }
  }

  test('Hijri date adjustment +1 moves Home’s Hijri day by one and survives a reload', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block', timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    const before = await datesLine(page);
    assert.equal(before, hijriDateLine(londonDay(), LONDON.timezone));

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Prayer Time Settings' }).waitFor();
    const select = page.getByLabel('Hijri Date Adjustment').first();
    assert.equal(await select.inputValue(), 'None');
    await page.getByText('For places that follow local moon sighting').waitFor();
    await select.click();
    await page.getByRole('option', { name: '+1 day' }).click();
    await saveScreenshot(page, 'settings-hijri-adjustment');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings Updated').waitFor();
    await page.keyboard.press('Escape');

    const moved = () => hijriDateLine(londonDay(), LONDON.timezone, 1);
    await page.waitForFunction((line) => document.querySelector('[data-testid="dates-line"]')?.textContent === line, moved());
    // The Gregorian part stays, the Hijri day is the next day's.
    const [gregorianBefore] = before.split(' • ');
    const [gregorianAfter, hijriAfter] = (await datesLine(page)).split(' • ');
    assert.equal(gregorianAfter, gregorianBefore);
    const next = hijriDate(londonDay(), LONDON.timezone, 1)!;
    assert.equal(hijriAfter, `${next.day} ${next.monthName} ${next.year} AH`);
    assert.notEqual(await datesLine(page), before);

    await page.reload();
    await waitForHome(page);
    assert.equal(await datesLine(page), moved());
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Prayer Time Settings' }).waitFor();
    assert.equal(await page.getByLabel('Hijri Date Adjustment').first().inputValue(), '+1 day');

    // Matching a mosque's timetable replaces the times, not the Hijri adjustment.
    const drawer = page.getByRole('dialog', { name: 'Prayer Time Settings' });
    await drawer.getByLabel('Mosque name').fill('East London Mosque');
    await drawer.getByLabel('Timetable', { exact: true }).fill(LONDON_YEAR.split('\n').slice(0, 31).join('\n'));
    await drawer.getByRole('button', { name: 'Check the match' }).click();
    await drawer.getByTestId('mosque-fit').waitFor();
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Settings Updated').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => /East London Mosque/.test(document.querySelector('[data-testid="times-source"]')?.textContent ?? ''));
    assert.equal(await datesLine(page), moved());
    await page.reload();
    await waitForHome(page);
    assert.equal(await datesLine(page), moved());
    await context.close();
  });
});
