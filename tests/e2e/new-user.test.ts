// What a new user hit in the browser (issue 13, item 9), each in real Chromium
// against the real server: GPS with the geocoder down, toasts, e-mail errors,
// offsets and reset, prayers that have not begun, contrast and headings, the
// blocked-location label, the keyboard in city search, and Arabic marks.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { computePrayerTimes, todayAt, type PlaceInput } from '@prayer-companion/engine';
import { placeAtHour } from '../helpers/places.ts';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { FIVE, movePlace, expectShownTimes, waitForHome, openLocationDialog } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';
import { graphqlAs, newVisitor } from './community-support.ts';
const ar = readCatalog<MessageId>('ar');
import { axeViolations } from './helpers/axe.ts';
import { readCatalog } from '@prayer-companion/common/catalogFiles';
import type { MessageId } from '../../client/src/shared/i18n/messageIds.ts';

const MAKKAH = { latitude: 21.4225, longitude: 39.8262 };

function timesAt(place: PlaceInput, settings?: Parameters<typeof computePrayerTimes>[2]) {
  const day = computePrayerTimes(place, todayAt(place.timezone, new Date()), settings);
  assert.ok(day, 'the engine computes the place');
  return Object.fromEntries(FIVE.map((p) => [p, day[p]]));
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

async function home(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHome(page);
}

async function ruleViolations(page: Page, rules: string[]): Promise<string[]> {
  const violations = await axeViolations(page, { rules });
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`);
}

describe('What a new user hit in the browser', { timeout: 300_000 }, () => {
  const e2e = e2eSuite();

  test("GPS in Makkah with the geocoder down, on a London device: Makkah's times in Asia/Riyadh with Umm al-Qura, and the toast stays", async () => {
    const context = await e2e.browser.newContext({
      viewport: PHONE,
      serviceWorkers: 'block',
      timezoneId: 'Europe/London',
      geolocation: MAKKAH,
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await home(page, e2e.server.url);
    // A marker on the window: gone if the page reloads.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await openLocationDialog(page);
    await page.getByRole('button', { name: 'Use Current Location' }).click();
    const toast = toasts(page).filter({ hasText: 'Location Set Successfully' });
    await toast.waitFor();
    await toast.getByText('Prayer times will be calculated for Current Location, Saudi Arabia').waitFor();

    const expected = timesAt({ ...MAKKAH, timezone: 'Asia/Riyadh', countryCode: 'SA' });
    assert.deepEqual(expected, timesAt({ ...MAKKAH, timezone: 'Asia/Riyadh' }, { calc_method: 'UmmAlQura', madhab: 'Shafi', high_lat_rule: 'None' }));
    // What the bug showed: the device's zone and the fallback method.
    const wrong = timesAt({ ...MAKKAH, timezone: 'Europe/London' }, { calc_method: 'MuslimWorldLeague', madhab: 'Shafi', high_lat_rule: 'None' });
    assert.notDeepEqual(expected, wrong);
    await page.waitForFunction((fajr) => document.querySelector('[data-testid="time-fajr"]')?.textContent === fajr, expected.fajr);
    await expectShownTimes(page, expected);
    await page.getByText('Current Location', { exact: true }).waitFor();
    assert.equal(await page.getByTestId('country-mark').textContent(), 'SA');

    // Saved, and the page was not reloaded over the toast, which is still there.
    const saved = (await graphqlAs(page, '{ me { location { country_code timezone } } }')) as { data: { me: { location: unknown } } };
    assert.deepEqual(saved.data.me.location, { country_code: 'SA', timezone: 'Asia/Riyadh' });
    assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true);
    assert.equal(await toast.isVisible(), true);
    await saveScreenshot(page, 'location-set-toast');
    await context.close();
  });

  test('a new toast replaces the shown one at once instead of queueing behind it', async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block', permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await home(page, e2e.server.url);
    await page.getByRole('button', { name: 'Copy' }).click();
    await toasts(page).filter({ hasText: 'Copied! You can now share anywhere' }).waitFor();
    await openLocationDialog(page);
    await page.getByPlaceholder('Search for your city...').fill('Kuala');
    await page.getByRole('option', { name: /Kuala Lumpur/ }).first().click();
    // Well within the 5 s the copy toast would have stayed: the new one does not wait for it.
    await toasts(page).filter({ hasText: 'Location Set Successfully' }).waitFor({ timeout: 3000 });
    assert.equal(await toasts(page).count(), 1, 'one toast at a time');
    await page.getByText('Kuala Lumpur', { exact: true }).first().waitFor();
    await context.close();
  });

  test("the e-mail is asked in the app's own dialog, with the server's reason in its field, from the private space card and from settings", async () => {
    const email = `taken-${Date.now()}@example.com`;
    const first = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const a = await first.newPage();
    await home(a, e2e.server.url);
    // The browser's prompt() is never used.
    let prompted = false;
    a.on('dialog', (dialog) => {
      prompted = true;
      void dialog.dismiss();
    });
    await a.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = a.getByRole('dialog', { name: 'Your private prayer space' });
    const field = dialog.getByRole('textbox', { name: 'E-mail address' });
    await field.fill('not-an-email');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Please enter a valid e-mail address').waitFor();
    assert.equal(await field.getAttribute('aria-invalid'), 'true');
    assert.equal(await toasts(a).count(), 0, 'no toast covers the dialog');
    await saveScreenshot(a, 'email-dialog-error');
    await field.fill(email);
    assert.equal(await dialog.getByText('Please enter a valid e-mail address').count(), 0, 'the error leaves as the field is fixed');
    await field.press('Enter');
    // Pending until the mailed link is opened (issue 31; tests/e2e/accounts.test.ts opens it):
    // confirmed here as that link does, so that the address is taken by this space.
    await toasts(a).filter({ hasText: 'Check your inbox' }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await e2e.server.prisma.user.updateMany({ where: { pendingEmail: email }, data: { email, pendingEmail: null, isAnonymous: false } });

    const second = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block', locale: 'ar' });
    const b = await second.newPage();
    await home(b, e2e.server.url);
    b.on('dialog', (dialog) => {
      prompted = true;
      void dialog.dismiss();
    });
    await b.getByRole('button', { name: ar['home.settings'], exact: true }).click();
    await b.getByRole('button', { name: ar['settings.addEmail'] }).click();
    const settingsDialog = b.getByRole('dialog', { name: ar['settings.addEmail'] });
    // The server's reason: a display name is not a bare address (issue 40 item 9).
    await settingsDialog.getByRole('textbox').fill(`Someone <${email}>`);
    await settingsDialog.getByRole('button', { name: ar['common.save'], exact: true }).click();
    await settingsDialog.locator('.mantine-TextInput-error').waitFor();
    // Right to left around the address, which itself reads left to right.
    assert.equal(await b.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await settingsDialog.getByRole('textbox').evaluate((el) => getComputedStyle(el).direction), 'ltr');
    assert.equal(await settingsDialog.locator('label').evaluate((el) => getComputedStyle(el).direction), 'rtl');
    await saveScreenshot(b, 'settings-email-error');
    // An address another space has confirmed is answered as any other (issue 40 item 4: it was
    // 'already connected', which listed who uses the app): the mail is on its way, says the app.
    await settingsDialog.getByRole('textbox').fill(email);
    await settingsDialog.getByRole('button', { name: ar['common.save'], exact: true }).click();
    await toasts(b).filter({ hasText: ar['accounts.checkInbox'] }).waitFor();
    assert.equal(prompted, false, "no browser prompt()");
    await first.close();
    await second.close();
  });

  test('an offset out of range or not a number stays as typed with the range beside it, saving waits; Reset to Defaults saves the defaults', async () => {
    const context = await e2e.browser.newContext({ viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await home(page, e2e.server.url);
    const london = timesAt({ latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', countryCode: 'GB' });
    await page.getByRole('button', { name: 'Settings' }).click();
    const sheet = page.getByRole('dialog', { name: 'Prayer Time Settings' });
    await sheet.waitFor();
    const offset = (name: string) => sheet.getByRole('textbox', { name, exact: true });
    const saveButton = sheet.getByRole('button', { name: 'Save Settings' });
    // Nothing is changed silently: 999 stays 999 and says the range; so does 'abc'.
    await offset('Fajr').fill('999');
    assert.equal(await offset('Fajr').inputValue(), '999');
    assert.equal(await offset('Fajr').getAttribute('aria-invalid'), 'true');
    await sheet.getByText('Whole minutes from -30 to 30').waitFor();
    assert.equal(await saveButton.isDisabled(), true, 'saving waits for a valid offset');
    await offset('Dhuhr').fill('abc');
    await offset('Dhuhr').press('Tab');
    assert.equal(await offset('Dhuhr').inputValue(), 'abc');
    assert.equal(await sheet.getByText('Whole minutes from -30 to 30').count(), 2);
    await saveScreenshot(page, 'settings-offsets-invalid');
    await offset('Fajr').fill('30');
    await offset('Dhuhr').fill('0');
    await offset('Isha').fill('-30');
    assert.equal(await sheet.getByText('Whole minutes from -30 to 30').count(), 0);
    assert.equal(await saveButton.isDisabled(), false);
    await saveScreenshot(page, 'settings-offsets');
    const resetLabelWhole = await sheet
      .getByRole('button', { name: 'Reset to Defaults and Save' })
      .evaluate((el) => {
        const label = el.querySelector('.mantine-Button-label') as HTMLElement;
        return label.scrollWidth <= label.clientWidth;
      });
    assert.equal(resetLabelWhole, true, 'the reset label is not cut in the desktop sheet');
    await sheet.getByRole('button', { name: 'Save Settings' }).click();
    await toasts(page).filter({ hasText: 'Settings Updated' }).waitFor();
    const savedOffsets = async () =>
      ((await graphqlAs(page, '{ me { prayerSettings { offsets { fajr dhuhr isha } } } }')) as {
        data: { me: { prayerSettings: { offsets: Record<string, number> } } };
      }).data.me.prayerSettings.offsets;
    assert.deepEqual(await savedOffsets(), { fajr: 30, dhuhr: 0, isha: -30 });
    assert.notEqual(await page.getByTestId('time-fajr').textContent(), london.fajr);

    await sheet.getByRole('button', { name: 'Reset to Defaults and Save' }).click();
    await page.waitForFunction(
      (fajr) => document.querySelector('[data-testid="time-fajr"]')?.textContent === fajr,
      london.fajr,
    );
    assert.equal(await offset('Fajr').inputValue(), '0');
    assert.deepEqual(await savedOffsets(), { fajr: 0, dhuhr: 0, isha: 0 });
    await page.reload();
    await waitForHome(page);
    await expectShownTimes(page, london);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${colorScheme}: prayers not yet begun cannot be ticked; Home has an h1 and its badges pass axe's contrast`, async () => {
      const context = await e2e.browser.newContext({ viewport: PHONE, colorScheme, serviceWorkers: 'block' });
      const page = await context.newPage();
      await home(page, e2e.server.url);
      // 13:xx on the equator: fajr and dhuhr have begun, asr, maghrib and isha have not.
      await movePlace(page, placeAtHour(13));
      for (const prayer of ['Asr', 'Maghrib', 'Isha'])
        assert.equal(await page.getByRole('checkbox', { name: `${prayer} completed` }).isDisabled(), true, prayer);
      await page.getByRole('checkbox', { name: 'Fajr completed' }).check();
      await page.getByTestId('status-fajr').getByText('Completed').waitFor();
      await page.getByTestId('status-dhuhr').getByText(/Current|Missed/).waitFor();
      assert.deepEqual(await ruleViolations(page, ['color-contrast', 'page-has-heading-one', 'heading-order']), []);
      assert.match((await page.locator('h1').textContent()) ?? '', /^Prayer times for Equator, Nowhere$/);
      await saveScreenshot(page, 'home-completed-badge');
      await context.close();
    });
  }

  test('the blocked-location label is whole at 390 px', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await home(page, e2e.server.url);
    // Playwright can grant but not deny a permission: Chromium's DevTools protocol can, per browser context.
    const cdp = await e2e.browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets');
    const browserContextId = targetInfos.find((t) => t.type === 'page' && t.url.startsWith(e2e.server.url) && t.url.includes(new URL(page.url()).pathname))?.browserContextId;
    assert.ok(browserContextId);
    await cdp.send('Browser.setPermission', { permission: { name: 'geolocation' }, setting: 'denied', origin: e2e.server.url, browserContextId });
    await openLocationDialog(page);
    const button = page.getByRole('button', { name: 'Location Blocked - Search Manually' });
    await button.waitFor();
    assert.equal(await button.isDisabled(), true);
    const fits = await button.evaluate((el) => {
      const label = el.querySelector('.mantine-Button-label') as HTMLElement;
      const box = el.getBoundingClientRect();
      return label.scrollWidth <= label.clientWidth && box.right <= window.innerWidth && box.left >= 0;
    });
    assert.equal(fits, true, 'the label is not cut');
    await saveScreenshot(page, 'location-blocked');
    await cdp.send('Browser.resetPermissions', { browserContextId });
    await context.close();
  });

  test('city search is a combobox: arrow keys move through the results and Enter picks one', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await home(page, e2e.server.url);
    await openLocationDialog(page);
    const search = page.getByRole('combobox', { name: 'Search for your city' });
    await search.fill('Kuala');
    await page.getByRole('option', { name: /Kuala Lumpur/ }).first().waitFor();
    assert.equal(await search.getAttribute('aria-expanded'), 'true');
    await search.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    assert.ok(active, 'an option is active');
    assert.match((await page.locator(`[id="${active}"]`).textContent()) ?? '', /Kuala Lumpur/);
    await saveScreenshot(page, 'city-search-keyboard');
    // Escape closes the list and leaves the dialog open; ArrowDown opens it again.
    await search.press('Escape');
    assert.equal(await search.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.getByRole('dialog', { name: 'Edit Location' }).isVisible(), true);
    await search.press('ArrowDown');
    await page.getByRole('option', { name: /Kuala Lumpur/ }).first().waitFor();
    if (!(await search.getAttribute('aria-activedescendant'))) await search.press('ArrowDown');
    await search.press('Enter');
    await toasts(page).filter({ hasText: 'Prayer times will be calculated for Kuala Lumpur, Malaysia' }).waitFor();
    await page.getByText('Kuala Lumpur', { exact: true }).first().waitFor();
    assert.equal(await page.getByTestId('country-mark').textContent(), 'MY');
    await context.close();
  });

  test('daily guidance: ﷺ is drawn by the shipped Arabic font, and the verse clears its heading', async () => {
    const { context, page } = await newVisitor(e2e.browser, e2e.server.url, '/daily');
    for (const answer of ['Calm', 'Spiritual', 'Faith']) {
      await page.getByTestId(`option-${answer}`).click();
      await page.getByRole('button', { name: /^(Next|Generate Reflection)$/ }).click();
    }
    const guidance = page.getByTestId('guidance-card');
    const source = guidance.getByText(/the supplication the Prophet ﷺ made most often/);
    await source.waitFor();
    await page.evaluate(() => document.fonts.ready);
    // The fonts Chromium drew the source line with: ﷺ needs one that has the glyph.
    const cdp = await context.newCDPSession(page);
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
    await cdp.send('CSS.enable');
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-testid="guidance-card"] p' });
    const fonts = new Set<string>();
    for (const nodeId of nodeIds) {
      const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: 1 });
      if (!node.children?.some((c) => c.nodeValue?.includes('ﷺ'))) continue;
      const { fonts: used } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      for (const font of used) fonts.add(font.familyName);
    }
    assert.ok(fonts.has('Amiri'), `ﷺ drawn with ${[...fonts].join(', ')}`);

    // The verse's first line, pause marks included, draws below the 'Quran Verse' heading.
    const heading = guidance.getByRole('heading', { name: 'Quran Verse' });
    const verse = guidance.locator('section[aria-label="Quran Verse"] [lang="ar"]');
    const gap = await verse.evaluate((el, headingBottom) => {
      const style = getComputedStyle(el);
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `${style.fontSize} ${style.fontFamily}`;
      const metrics = canvas.measureText(el.textContent ?? '');
      const lineHeight = parseFloat(style.lineHeight);
      const contentHeight = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
      const contentTop = el.getBoundingClientRect().top + parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
      const baseline = contentTop + (lineHeight - contentHeight) / 2 + metrics.fontBoundingBoxAscent;
      return baseline - metrics.actualBoundingBoxAscent - headingBottom;
    }, (await heading.boundingBox())!.y + (await heading.boundingBox())!.height);
    assert.ok(gap >= 0, `the verse's marks reach ${(-gap).toFixed(1)} px into the heading`);
    await saveScreenshot(page, 'reflections-guidance-marks');
    await context.close();
  });
});
