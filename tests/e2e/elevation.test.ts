// A town's elevation in Chromium (Morocco's Habous times allow for it): a GPS
// fix with an altitude sets it, Home's Sunrise and Maghrib follow it, Settings
// shows it beside the method that uses it, and a changed or cleared value is
// saved with the place and survives a reload. Elsewhere the field is not shown.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { computePrayerTimes, todayAt, type PlaceInput } from '@prayer-companion/engine';
import { PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { expectShownTimes, waitForHome, waitForToastsToGo, openLocationDialog } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { axeViolations } from './helpers/axe.ts';

// The fake geocoder names this point Ifrane, Morocco (helpers/fakeGeoUpstream.ts).
const IFRANE: PlaceInput = { latitude: 33.5228, longitude: -5.1106, timezone: 'Africa/Casablanca', countryCode: 'MA' };

function expected(elevation?: number) {
  const day = computePrayerTimes({ ...IFRANE, elevation }, todayAt(IFRANE.timezone, new Date()))!;
  return { sunrise: day.sunrise, maghrib: day.maghrib };
}

/** Home shows these Sunrise and Maghrib (within Playwright's usual 30 s after a change). */
const expectTimes = (page: Page, want: { sunrise: string; maghrib: string }) => expectShownTimes(page, want, 30_000);

async function openSettings(page: Page) {
  // The last save's or place's toast covers the header's Settings button on a phone.
  await waitForToastsToGo(page);
  // A toast that arrives late (a slow save under load) pauses while the pointer rests on it,
  // so a pointer click could wait on it for ever: the button gets its click directly.
  await page.getByRole('button', { name: 'Settings', exact: true }).dispatchEvent('click');
  await page.getByRole('dialog', { name: 'Prayer Time Settings' }).waitFor();
}

async function closeSettings(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Prayer Time Settings' }).waitFor({ state: 'hidden' });
}

describe("a town's elevation (Habous)", { timeout: 240_000 }, () => {
  const e2e = e2eSuite();

  test('a GPS altitude sets it, Home follows it, and Settings changes or clears it', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, colorScheme: 'dark', serviceWorkers: 'block', permissions: ['geolocation'] });
    const page = await context.newPage();
    // Playwright's own override has no altitude; Chromium's DevTools protocol has.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setGeolocationOverride', { latitude: IFRANE.latitude, longitude: IFRANE.longitude, accuracy: 20, altitude: 1650 });
    await page.goto(e2e.server.url);
    await waitForHome(page);

    // London (a new visitor's place) follows no authority that uses elevation: no field.
    await openSettings(page);
    assert.equal(await page.getByLabel('Elevation of your town (metres)').count(), 0);
    await closeSettings(page);

    await openLocationDialog(page);
    await page.getByRole('button', { name: 'Use Current Location' }).click();
    await page.getByText('Ifrane', { exact: true }).first().waitFor();
    const high = expected(1650);
    const seaLevel = expected();
    assert.notDeepEqual(high, seaLevel, 'the elevation moves the times at 1,650 m');
    await expectTimes(page, high);

    await openSettings(page);
    const field = page.getByLabel('Elevation of your town (metres)');
    assert.equal(await field.inputValue(), '1650 m');
    await page.getByText('Habous times allow for it', { exact: false }).waitFor();
    await saveScreenshot(page, 'settings-elevation');
    const violations = await axeViolations(page, { include: '[role="dialog"]' });
    assert.deepEqual(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id), [], 'the settings sheet');

    // Cleared: the sea-level horizon.
    await field.fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings Updated').first().waitFor();
    await closeSettings(page);
    await expectTimes(page, seaLevel);

    // Another figure, kept across a reload.
    await openSettings(page);
    await page.getByLabel('Elevation of your town (metres)').fill('900');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings Updated').first().waitFor();
    await closeSettings(page);
    await expectTimes(page, expected(900));
    await page.reload();
    await waitForHome(page);
    await expectTimes(page, expected(900));
    await context.close();
  });

  test('Ifrane picked by name (no GPS): its elevation comes from the offline list, Home and Settings show it', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await openLocationDialog(page);
    await page.getByPlaceholder('Search for your city...').fill('Ifrane');
    await page.getByRole('option').filter({ hasText: 'Ifrane' }).first().click();
    await page.getByText('Ifrane', { exact: true }).first().waitFor();
    // GeoNames' SRTM height of the town (offlineCityElevations.ts), kept by the server too.
    const byName = { ...IFRANE, latitude: 33.5228, longitude: -5.1106 };
    const day = computePrayerTimes({ ...byName, elevation: 1648 }, todayAt(IFRANE.timezone, new Date()))!;
    await expectTimes(page, { sunrise: day.sunrise, maghrib: day.maghrib });
    await openSettings(page);
    assert.equal(await page.getByLabel('Elevation of your town (metres)').inputValue(), '1648 m');
    await context.close();
  });
});
