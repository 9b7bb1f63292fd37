// Saved places and travel on Home (issue 43), at 360 px in English and Arabic: a user at
// home in London adds Birmingham (162.5 km away), switches to it from the header's place
// menu with no reload, and sees Birmingham's times, the travel card and '2 rak'ahs' on
// Dhuhr, Asr and Isha only; switching back to London hides them. A Hanafi travel school
// shows the one sentence that combining is not allowed.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { computePrayerTimes, todayAt, type PlaceInput } from '@prayer-companion/engine';
import { e2eSuite } from './helpers/suite.ts';
import { FIVE, expectShownTimes, openPlacesMenu } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { seriousViolations } from './community-support.ts';
import { BIRMINGHAM, gql, LONDON, londoner } from './helpers/placesSetup.ts';

/** A page in `language` whose user lives in London and has Birmingham saved, London active. */
const londonerWithBirmingham = (e2e: ReturnType<typeof e2eSuite>, language: string, context: BrowserContextOptions = {}): Promise<Page> =>
  londoner(e2e.browser, e2e.server.url, { language, birmingham: true, context });

function timesOf(place: PlaceInput): Record<string, string> {
  const day = computePrayerTimes(place, todayAt(place.timezone, new Date()));
  assert.ok(day, 'the engine computes the place');
  return Object.fromEntries(FIVE.map((p) => [p, day[p]]));
}

/** Opens the header's place menu and picks the saved place called `label`. */
async function switchTo(page: Page, label: string): Promise<void> {
  await openPlacesMenu(page);
  await page.getByRole('menuitem', { name: label }).click();
  await page.getByTestId('city-name').filter({ hasText: label }).waitFor();
}

/** Whether the page's content is wider than its viewport (something overflows at 360 px). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('Saved places and travel on Home', { timeout: 180_000 }, () => {
  const e2e = e2eSuite();

  for (const language of ['en', 'ar'] as const) {
    test(`${language}: switching to Birmingham from the header shows its times, the travel card and '2 rak'ahs', with no reload`, async () => {
      const page = await londonerWithBirmingham(e2e, language);
      assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
      assert.equal(await page.getByTestId('travel-card').count(), 0, 'at home: no travel card');
      // Set before the switch: a page reload would lose it.
      await page.evaluate(() => Object.assign(window, { placesMarker: 'kept' }));
      await openPlacesMenu(page);
      const menu = page.getByTestId('places-menu');
      // The active place is marked; the current place is saved, so no 'Add this place'.
      assert.equal(await menu.locator('[aria-current="true"]').textContent(), 'London');
      assert.equal(await page.getByTestId('place-add-this').count(), 0);
      await saveScreenshot(page, `places-menu-${language}`);
      await page.getByRole('menuitem', { name: 'Birmingham' }).click();
      await page.getByTestId('city-name').filter({ hasText: 'Birmingham' }).waitFor();
      if (language === 'en') await expectShownTimes(page, timesOf({ latitude: BIRMINGHAM.latitude, longitude: BIRMINGHAM.longitude, timezone: BIRMINGHAM.timezone, countryCode: 'GB' }));
      const card = page.getByTestId('travel-card');
      await card.waitFor();
      assert.match((await page.getByTestId('travel-distance').textContent()) ?? '', language === 'en' ? /^162\.5 km from home$/ : /١٦٢|162/);
      // Shafi'i (the default Asr madhab): the two combined windows, with the day's times.
      await page.getByTestId('travel-pair-dhuhr').waitFor();
      await page.getByTestId('travel-pair-maghrib').waitFor();
      for (const prayer of ['dhuhr', 'asr', 'isha']) await page.getByTestId(`qasr-${prayer}`).waitFor();
      for (const prayer of ['fajr', 'maghrib']) assert.equal(await page.getByTestId(`qasr-${prayer}`).count(), 0, `${prayer} is not shortened`);
      assert.equal(await page.evaluate(() => (window as unknown as { placesMarker?: string }).placesMarker), 'kept', 'no reload');
      assert.equal(await overflows(page), false, 'nothing overflows at 360 px');
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `places-travel-${language}`);

      await switchTo(page, 'London');
      await card.waitFor({ state: 'detached' });
      for (const prayer of ['dhuhr', 'asr', 'isha']) assert.equal(await page.getByTestId(`qasr-${prayer}`).count(), 0);
      if (language === 'en') await expectShownTimes(page, timesOf({ latitude: LONDON.latitude, longitude: LONDON.longitude, timezone: LONDON.timezone, countryCode: 'GB' }));
      assert.equal(await page.evaluate(() => (window as unknown as { placesMarker?: string }).placesMarker), 'kept');

      // Manage places: home cannot be deleted; the server's refusal shows in a toast.
      await openPlacesMenu(page);
      await page.getByTestId('places-manage').click();
      const manage = page.getByTestId('manage-places');
      await manage.waitFor();
      assert.equal(await overflows(page), false, 'Manage places fits at 360 px');
      await saveScreenshot(page, `places-manage-${language}`);
      const london = manage.locator('[data-testid^="manage-place-"]').filter({ hasText: 'London' });
      await london.getByRole('button', { name: language === 'en' ? 'Delete' : 'حذف' }).click();
      await page.getByText(language === 'en' ? 'Could not change your places' : 'تعذّر تغيير أماكنك').waitFor();
      assert.equal((await gql(page, '{ me { places { id } } }')).me.places.length, 2, 'home is not deleted');
      await page.context().close();
    });
  }

  test('dark, 360 px: the place menu, the travel card, Manage places and Settings\' Travel pass axe colour contrast', async () => {
    const page = await londonerWithBirmingham(e2e, 'en', { colorScheme: 'dark' });
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')), 'dark');
    const contrast = (selector: string) => seriousViolations(page, selector, ['color-contrast']);
    await openPlacesMenu(page);
    await saveScreenshot(page, 'places-menu-en');
    assert.deepEqual(await contrast('[data-testid="places-menu"]'), [], 'the place menu');
    await page.getByRole('menuitem', { name: 'Birmingham' }).click();
    await page.getByTestId('city-name').filter({ hasText: 'Birmingham' }).waitFor();
    const card = page.getByTestId('travel-card');
    await card.waitFor();
    await page.getByTestId('travel-pair-dhuhr').waitFor();
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'places-travel-en');
    assert.deepEqual(await contrast('[data-testid="travel-card"]'), [], 'the travel card');
    assert.deepEqual(await contrast('[data-testid="qasr-dhuhr"]'), [], "the '2 rak'ahs' mark");
    await openPlacesMenu(page);
    await page.getByTestId('places-manage').click();
    await page.getByTestId('manage-places').waitFor();
    await saveScreenshot(page, 'places-manage-en');
    assert.deepEqual(await contrast('[data-testid="manage-places"]'), [], 'Manage places');
    await page.keyboard.press('Escape');
    await page.getByTestId('manage-places').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Settings' }).click();
    const section = page.getByTestId('travel-settings');
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'places-settings-en');
    assert.deepEqual(await contrast('[data-testid="travel-settings"]'), [], "Settings' Travel");
    await page.context().close();
  });

  test('a Hanafi travel school says combining is not allowed', async () => {
    const page = await londonerWithBirmingham(e2e, 'en');
    await gql(page, 'mutation { updateTravelSettings(input: { school: "Hanafi" }) { school } }');
    await switchTo(page, 'Birmingham');
    await page.getByTestId('travel-no-combine').waitFor();
    assert.equal(
      await page.getByTestId('travel-no-combine').textContent(),
      'In the Hanafi school prayers are not combined on a journey, except at Arafah and Muzdalifah.',
    );
    assert.equal(await page.getByTestId('travel-pair-dhuhr').count(), 0);
    for (const prayer of ['dhuhr', 'asr', 'isha']) await page.getByTestId(`qasr-${prayer}`).waitFor();
    await page.context().close();
  });

  test('a stay of 4 days makes the user a resident: the card says so and the rows lose "2 rak\'ahs"', async () => {
    const page = await londonerWithBirmingham(e2e, 'en');
    await switchTo(page, 'Birmingham');
    await page.getByTestId('qasr-dhuhr').waitFor();
    await page.getByLabel("I'm staying here (days)").fill('4');
    await page.getByTestId('travel-card').getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('travel-resident').waitFor();
    assert.match((await page.getByTestId('travel-resident').textContent()) ?? '', /staying 4 days: from 4 days/);
    assert.equal(await page.getByTestId('qasr-dhuhr').count(), 0);
    await page.context().close();
  });

  test('Settings: a qasr distance outside 10–200 km is refused with the server\'s message; 170 km ends the journey to Birmingham', async () => {
    const page = await londonerWithBirmingham(e2e, 'en');
    await switchTo(page, 'Birmingham');
    await page.getByTestId('travel-card').waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    const section = page.getByTestId('travel-settings');
    await section.waitFor();
    const distance = section.getByLabel('Qasr distance (km)');
    await distance.fill('5');
    await distance.blur();
    await section.locator('.mantine-InputWrapper-error').waitFor();
    assert.notEqual((await section.locator('.mantine-InputWrapper-error').textContent())?.trim(), '');
    assert.equal((await gql(page, '{ me { travel { settings { distanceKm } } } }')).me.travel.settings.distanceKm, null, 'nothing changed');
    await distance.fill('170');
    await distance.blur();
    await section.locator('.mantine-InputWrapper-error').waitFor({ state: 'detached' });
    await page.getByTestId('travel-card').waitFor({ state: 'detached' });
    assert.equal((await gql(page, '{ me { travel { settings { distanceKm } travelling } } }')).me.travel.settings.distanceKm, 170);
    await section.getByLabel('School for travel rules').click();
    await page.getByRole('option', { name: 'Hanafi' }).click();
    await page.waitForFunction(async () => {
      const response = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { travel { settings { school } } } }' }) });
      return (await response.json()).data.me.travel.settings.school === 'Hanafi';
    });
    await saveScreenshot(page, 'places-settings-en');
    await page.context().close();
  });
});
