// Home in a real browser against the real server: identity, times at the
// place, location change, completions, the private link, settings.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { computePrayerTimes, todayAt, type PlaceInput } from '@prayer-companion/engine';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { FIVE, movePlace, expectShownTimes, todayPercent, waitForHome, openLocationDialog } from './helpers/homePage.ts';
import { placeAtHour } from '../helpers/places.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { animationsSettled } from './helpers/settled.ts';
import { axeViolations } from './helpers/axe.ts';
import { gql } from './helpers/placesSetup.ts';

const LONDON: PlaceInput = { latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' };
const JAKARTA: PlaceInput = { latitude: -6.2088, longitude: 106.8456, timezone: 'Asia/Jakarta', countryCode: 'ID' };

function expectedTimes(place: PlaceInput, settings?: Parameters<typeof computePrayerTimes>[2]) {
  const day = computePrayerTimes(place, todayAt(place.timezone, new Date()), settings);
  assert.ok(day, 'the engine computes the place');
  return Object.fromEntries(FIVE.map((p) => [p, day[p]]));
}

/** WCAG 2 contrast of two computed `rgb(r, g, b)` colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Opens Settings, picks `method`, saves and closes the sheet; `screenshot` names a picture of the open sheet. */
async function saveMethodInSettings(page: Page, method: string, screenshot?: string) {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('dialog', { name: 'Prayer Time Settings' }).waitFor();
  if (screenshot) await saveScreenshot(page, screenshot);
  await page.getByLabel('Calculation Method').first().click();
  await page.getByRole('option', { name: method }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await page.getByText('Settings Updated').waitFor();
  await page.keyboard.press('Escape');
}

describe('Home in the browser', { timeout: 180_000 }, () => {
  const e2e = e2eSuite();
  let context: BrowserContext;
  let page: Page;
  let linkId = '';
  let ticked: (typeof FIVE)[number][] = [];

  before(async () => {
    // A device far from both places: shown times must follow the place's zone.
    context = await e2e.browser.newContext({ viewport: PHONE, timezoneId: 'America/Los_Angeles' });
    page = await context.newPage();
  });

  test('a new visitor gets a private link and London times', async () => {
    await page.goto(`${e2e.server.url}/?utm_source=e2e&utm_campaign=launch`);
    linkId = await waitForHome(page);
    assert.match(linkId, /^[a-z0-9]{20,64}$/);
    assert.equal(await page.evaluate(() => localStorage.getItem('userLinkId')), linkId);
    assert.ok(await page.evaluate(() => localStorage.getItem('userId')));
    assert.match(await page.evaluate(() => sessionStorage.getItem('campaignParams') ?? ''), /"utm_source":"e2e"/);
    await expectShownTimes(page, expectedTimes(LONDON));
    assert.equal(await page.getByText('London', { exact: true }).count(), 1);
    // The location button's name holds what it shows ("GB London"): voice control
    // users say the words they see. axe's rule for it is off by default.
    const button = page.getByRole('button', { name: /change location/i });
    assert.equal(await button.getAttribute('aria-label'), 'Location: GB London, United Kingdom. Change location');
    const violations = await axeViolations(page, { rules: ['label-content-name-mismatch'] });
    assert.deepEqual(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))), []);
    await saveScreenshot(page, 'home-london');
  });

  test('an unknown private link starts a fresh space', async () => {
    const other = await e2e.browser.newContext({ viewport: PHONE });
    const otherPage = await other.newPage();
    await otherPage.goto(`${e2e.server.url}/u/unknownlinkunknownlink1234`);
    const fresh = await waitForHome(otherPage);
    assert.notEqual(fresh, 'unknownlinkunknownlink1234');
    await other.close();
  });

  test("choosing Jakarta shows Jakarta's times in Asia/Jakarta", async () => {
    await openLocationDialog(page);
    await page.getByRole('dialog').getByText('Choose a new location for accurate prayer times').waitFor();
    await page.getByPlaceholder('Search for your city...').fill('Jakarta');
    await saveScreenshot(page, 'location-dialog');
    await page.getByRole('option').filter({ hasText: 'Jakarta' }).first().click();
    await page.getByText('Jakarta', { exact: true }).first().waitFor();
    await page.waitForLoadState('load');
    await page.getByTestId('time-fajr').waitFor();
    await expectShownTimes(page, expectedTimes(JAKARTA));
  });

  test('the toast after a location is set reads at AA contrast, light and dark', async () => {
    for (const [scheme, city] of [['light', 'London'], ['dark', 'Jakarta']] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openLocationDialog(page);
      await page.getByPlaceholder('Search for your city...').fill(city);
      await page.getByRole('option').filter({ hasText: city }).first().click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Location Set Successfully' }).filter({ hasText: city });
      await toast.waitFor();
      // Computed colours, not axe: axe leaves a toast still fading in as 'incomplete'.
      const [text, background] = await toast.evaluate((root) => [
        getComputedStyle(root.querySelector('.mantine-Notification-description')!).color,
        getComputedStyle(root).backgroundColor,
      ]);
      const ratio = contrastRatio(text, background);
      assert.ok(ratio >= 4.5, `${scheme}: the toast's description is ${text} on ${background}, ${ratio.toFixed(2)}:1`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test("a filled button under the pointer keeps AA contrast ('Use Current Location'), light and dark", async () => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await openLocationDialog(page);
      const button = page.getByRole('button', { name: 'Use Current Location' });
      await button.hover();
      await animationsSettled(page);
      const [text, background] = await button.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
      const ratio = contrastRatio(text, background);
      assert.ok(ratio >= 4.5, `${scheme}: hovered, its label is ${text} on ${background}, ${ratio.toFixed(2)}:1`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('ticking the prayers that have begun updates Today %, later ones cannot be ticked, a reload keeps them', async () => {
    // Which of Jakarta's prayers have begun depends on the hour the test runs at.
    const day = computePrayerTimes(JAKARTA, todayAt(JAKARTA.timezone, new Date()));
    assert.ok(day);
    ticked = FIVE.filter((p) => day.instants[p].getTime() < Date.now() - 60_000).slice(0, 2);
    const label = (p: string) => `${p[0]!.toUpperCase()}${p.slice(1)} completed`;
    for (const p of FIVE.filter((p) => day.instants[p].getTime() > Date.now() + 60_000))
      assert.equal(await page.getByRole('checkbox', { name: label(p) }).isDisabled(), true, `${p} has not begun`);
    for (const p of ticked) await page.getByRole('checkbox', { name: label(p) }).check();
    const percent = `${ticked.length * 20}%`;
    await page.waitForFunction((v) => document.querySelector('[data-testid="stat-today"]')?.textContent === v, percent);
    // The reload comes once the server has the ticks: reloading while one is on its way leaves it to
    // the outbox's next attempt, which can come after this test's wait (CI, 2026-11-29 00:37).
    const date = todayAt(JAKARTA.timezone, new Date());
    const want = [...ticked].sort().join();
    let stored = '';
    for (const until = Date.now() + 30_000; stored !== want && Date.now() < until; ) {
      const { prayerCompletions } = await gql(page, 'query($d: String!) { prayerCompletions(date: $d) { prayer } }', { d: date });
      stored = (prayerCompletions as { prayer: string }[]).map((c) => c.prayer).sort().join();
      if (stored !== want) await page.waitForTimeout(100);
    }
    assert.equal(stored, want, 'the server has the ticks');
    await page.reload();
    await page.getByTestId('time-fajr').waitFor();
    await page.waitForFunction((v) => document.querySelector('[data-testid="stat-today"]')?.textContent === v, percent);
    // Stats and completions are two queries: either may answer first.
    for (const p of ticked) await page.getByRole('checkbox', { name: label(p), checked: true }).waitFor();
    assert.equal(await page.getByRole('checkbox', { name: 'Isha completed' }).isChecked(), false);
    assert.equal(await todayPercent(page), percent);
  });

  test('the private link opened in another browser shows the same space', async () => {
    const second = await e2e.browser.newContext({ viewport: DESKTOP });
    const secondPage = await second.newPage();
    await secondPage.goto(`${e2e.server.url}/u/${linkId}`);
    await secondPage.getByTestId('time-fajr').waitFor();
    await secondPage.waitForFunction((v) => document.querySelector('[data-testid="stat-today"]')?.textContent === v, `${ticked.length * 20}%`);
    if (ticked.includes('fajr')) await secondPage.getByRole('checkbox', { name: 'Fajr completed', checked: true }).waitFor();
    assert.equal(await secondPage.getByRole('checkbox', { name: 'Isha completed' }).isChecked(), false);
    await expectShownTimes(secondPage, expectedTimes(JAKARTA));
    await second.close();
  });

  test('a private link opened on another screen in a new browser signs in at once: its spinner is no paint to wait for', async () => {
    const other = await e2e.browser.newContext({ viewport: PHONE });
    const tab = await other.newPage();
    // When the identity gate's spinner first appears, in the page's own clock.
    await tab.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('[aria-label="Loading"]')) return;
        (window as unknown as { spinnerAt: number }).spinnerAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await tab.goto(`${e2e.server.url}/u/${linkId}/duas`);
    await tab.getByRole('heading', { level: 1 }).first().waitFor();
    const { spinnerAt, signInAt, release } = await tab.evaluate(() => {
      const mark = performance.getEntriesByName('first-paint-released')[0] as PerformanceMark | undefined;
      return {
        spinnerAt: (window as unknown as { spinnerAt?: number }).spinnerAt ?? NaN,
        signInAt: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/graphql'))?.startTime ?? NaN,
        release: mark ? { why: mark.detail as string, at: mark.startTime } : null,
      };
    });
    assert.ok(spinnerAt > 0, 'the screen waited for the sign-in behind the spinner');
    // The sign-in waits for the first paint, which a spinner alone is not: the gate says so
    // ('nothing-to-paint'); without its word the wait would end by firstPaint.ts's 1 s
    // fallback. Read from what released the wait, not from a clock a busy machine can stretch.
    assert.equal(release?.why, 'nothing-to-paint', `the wait for the first paint ended by ${release?.why}`);
    assert.ok(signInAt >= release.at, `released ${Math.round(release.at)}, sign-in ${Math.round(signInAt)} ms`);
    await other.close();
  });

  test('changing the method in settings changes the times', async () => {
    await saveMethodInSettings(page, 'Muslim World League', 'settings-sheet');
    const wanted = expectedTimes(JAKARTA, { calc_method: 'MuslimWorldLeague', madhab: 'Shafi', high_lat_rule: 'None' });
    assert.notDeepEqual(wanted, expectedTimes(JAKARTA), 'the two methods differ in Jakarta');
    await page.waitForFunction((fajr) => document.querySelector('[data-testid="time-fajr"]')?.textContent === fajr, wanted.fajr);
    await expectShownTimes(page, wanted);
  });
  test("a first visit's private link does not wait for the Apollo Client; the English catalog comes with the app's code", async () => {
    // No service worker: it would answer the chunk from its cache, past the route below.
    const first = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const visit = await first.newPage();
    let held = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await visit.route(/\/assets\/createAppClient-[\w-]+\.js$/, async (route) => {
      held += 1;
      await released;
      await route.continue();
    });
    const catalogRequests: string[] = [];
    visit.on('request', (request) => {
      if (/\/assets\/en-[\w-]+\.js$/.test(request.url())) catalogRequests.push(request.url());
    });
    await visit.goto(e2e.server.url);
    // Signed in over plain fetch: the new space and its link, while the client's chunk is held.
    const fresh = await waitForHome(visit);
    assert.match(fresh, /^[a-z0-9]{20,64}$/);
    assert.equal(await visit.evaluate(() => localStorage.getItem('userLinkId')), fresh);
    assert.equal(held, 1, "the client's chunk was asked for and is still held back");
    assert.equal(await todayPercent(visit), '–', 'no server data without the client');
    // index.html names the English catalog beside the code, so it is fetched once, early.
    assert.equal(await visit.locator('link[rel="modulepreload"][href^="/assets/en-"]').count(), 1);
    release();
    await visit.waitForFunction(() => document.querySelector('[data-testid="stat-today"]')?.textContent === '0%');
    assert.equal(new Set(catalogRequests).size, 1);
    // Nothing the first screen does not need starts before the browser has shown it: the
    // sign-in's requests and the client's chunk come after the first contentful paint.
    const timing = await visit.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      later: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/graphql$|\/assets\/createAppClient-/.test(entry.name))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    }));
    assert.ok(timing.paint > 0, 'the browser reported its first contentful paint');
    assert.ok(timing.later.filter((entry) => entry.name.endsWith('/graphql')).length >= 2, 'the sign-in and the queries');
    assert.ok(timing.later.some((entry) => entry.name.includes('createAppClient')), "the client's chunk");
    for (const entry of timing.later) {
      assert.ok(entry.start >= timing.paint, `${entry.name} started at ${entry.start} ms, before the paint at ${timing.paint} ms`);
    }
    // The client knows the signed-in user: a change saved through it reaches the screen.
    await saveMethodInSettings(visit, 'Muslim World League');
    const wanted = expectedTimes(LONDON, { calc_method: 'MuslimWorldLeague', madhab: 'Shafi', high_lat_rule: 'None' });
    assert.notDeepEqual(wanted, expectedTimes(LONDON), "London's default method is another");
    await expectShownTimes(visit, wanted);
    await first.close();
  });

  test('Home paints its times before the Apollo Client arrives; a client chunk that failed is fetched again', async () => {
    // No service worker: it would answer the chunk from its cache, past the route below.
    const returning = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const home = await returning.newPage();
    await home.goto(e2e.server.url);
    await waitForHome(home);
    // A place where every prayer of today has begun, so every tick can be enabled.
    const place = placeAtHour(22);
    await movePlace(home, place);

    // The client's chunk: the first request fails, the next waits until released.
    let requests = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let askedAgain = () => {};
    const retried = new Promise<void>((resolve) => (askedAgain = resolve));
    await home.route(/\/assets\/createAppClient-[\w-]+\.js$/, async (route) => {
      requests += 1;
      if (requests === 1) return route.abort('failed');
      askedAgain();
      await released;
      await route.continue();
    });
    await home.reload();
    const tick = (p: string) => home.getByRole('checkbox', { name: `${p[0]!.toUpperCase()}${p.slice(1)} completed` });

    // Painted from the engine and the cached user alone: times, no stats, no ticks yet.
    await home.getByTestId('time-fajr').waitFor();
    const equator = { latitude: place.latitude, longitude: place.longitude, timezone: place.timezone, countryCode: place.country_code };
    await expectShownTimes(home, expectedTimes(equator));
    assert.equal(await todayPercent(home), '–');
    for (const p of FIVE) assert.equal(await tick(p).isDisabled(), true, `${p} waits for the client`);

    await retried;
    assert.equal(requests, 2, 'the failed chunk was asked for again');
    release();
    await home.waitForFunction(() => document.querySelector('[data-testid="stat-today"]')?.textContent === '0%');
    // The stats and the day's completions are two queries: the ticks follow their own answer.
    await home.waitForFunction(() => document.querySelectorAll('input[type="checkbox"]:not(:disabled)').length === 5);
    for (const p of FIVE) assert.equal(await tick(p).isDisabled(), false, `${p} can be ticked once the client is here`);
    // On a slow phone too, the tap's tick shows at once (check() fails if the box is not
    // checked right after the click): it is not left to a transition's next slice.
    const cdp = await returning.newCDPSession(home);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await tick('fajr').check();
    await home.waitForFunction(() => document.querySelector('[data-testid="stat-today"]')?.textContent === '20%');
    await returning.close();
  });
});
