// Layout at 320, 360 and 1280 px (issue 30): a city name the header can hold is shown
// whole, reflection options fit their cards, and toasts cover neither the bottom
// navigation nor its Qibla tab. In English, Arabic and Urdu, light and dark.
// Nothing cut at 360 px (issue 42, item 7): the longer place names in the header, the
// Islamic calendar's weekdays, the mosque page's reminder choice; in English and Arabic.
// The app ships its Latin face, so these hold whatever fonts the machine has (a machine
// with only DejaVu and Liberation cut 'London' before).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { e2eSuite } from './helpers/suite.ts';
import { animationsSettled } from './helpers/settled.ts';
import { movePlace, openInApp, waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';

const WIDTHS = [320, 360, 1280] as const;
const LANGUAGES = ['en', 'ar', 'ur'] as const;

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function box(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  });
}

describe('layout at 320, 360 and 1280 px', { timeout: 300_000 }, () => {
  const e2e = e2eSuite();

  for (const language of LANGUAGES) {
    test(`${language}: London whole in the header, reflection options inside their cards, toasts clear of the navigation`, async () => {
      const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, locale: language, serviceWorkers: 'block', permissions: ['clipboard-read', 'clipboard-write'] });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      const linkId = await waitForHome(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: width > 1000 ? 800 : 740 });
        await openInApp(page, `/u/${linkId}`);
        await waitForHome(page);
        // London, the first visit's place: whole, not 'Lon…'.
        const city = page.locator('[data-track="home:location"] [data-testid="city-name"]');
        assert.equal(await city.textContent(), 'London');
        const cut = await city.evaluate((el) => el.scrollWidth > el.clientWidth);
        assert.equal(cut, false, `${language} ${width}px: the city is cut`);
        await saveScreenshot(page, `layout-home-header-${language}`);

        // A toast (Copy's) stays clear of the bottom navigation and of its Qibla tab.
        await page.locator('[data-track="home:copy_link"]').click();
        const toast = page.locator('.mantine-Notification-root').first();
        await toast.waitFor();
        await animationsSettled(page); // the toast has slid to where it stays
        const toastBox = await box(page, '.mantine-Notification-root');
        assert.equal(overlaps(toastBox, await box(page, 'nav[aria-label] a[href$="/compass"]')), false, `${language} ${width}px: the toast covers Qibla`);
        for (const tab of await page.locator('nav a[data-track]').all()) {
          const tabBox = await tab.evaluate((el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
          });
          assert.equal(overlaps(toastBox, tabBox), false, `${language} ${width}px: the toast covers a tab`);
        }
        await saveScreenshot(page, `layout-home-toast-${language}`);
        await toast.locator('.mantine-Notification-closeButton').click();

        // The reflection options fit their cards.
        await page.locator('a[href$="/daily"]').first().click();
        await page.getByTestId('option-Calm').waitFor();
        for (const question of ['mood', 'goal', 'concern']) {
          const overflow = await page.locator('[data-testid^="option-"]').evaluateAll((cards) =>
            cards.flatMap((card) =>
              [card, ...card.querySelectorAll('p, span, div')]
                .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > card.getBoundingClientRect().right + 1 || el.getBoundingClientRect().left < card.getBoundingClientRect().left - 1)
                .map((el) => `${card.getAttribute('data-testid')}: ${el.textContent}`),
            ),
          );
          assert.deepEqual(overflow, [], `${language} ${width}px ${question}: options overflow their cards`);
          if (width === 320) await saveScreenshot(page, `layout-reflection-${question}-${language}`);
          if (question === 'concern') break;
          await page.locator('[data-testid^="option-"]').first().click();
          await page.locator('form button, section button').last().click();
        }
      }
      await context.close();
    });
  }

  const PLACES = [
    { name: 'Istanbul, Türkiye', city: 'Istanbul', country: 'Türkiye', country_code: 'TR', latitude: 41.0082, longitude: 28.9784, timezone: 'Europe/Istanbul' },
    { name: 'Current Location', city: 'Current Location', country: 'Unknown', country_code: 'UN', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
    { name: 'Los Angeles, United States', city: 'Los Angeles', country: 'United States', country_code: 'US', latitude: 34.0522, longitude: -118.2437, timezone: 'America/Los_Angeles' },
  ];
  const cutOf = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent ?? (el as HTMLInputElement).value));

  for (const language of ['en', 'ar'] as const) {
    test(`${language} 360px: long place names, the calendar's weekdays and the mosque's reminder choice are whole`, async () => {
      const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, locale: language, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      const linkId = await waitForHome(page);
      await page.evaluate(() => document.fonts.ready);

      for (const place of PLACES) {
        await movePlace(page, place);
        await page.evaluate(() => document.fonts.ready);
        const city = page.locator('[data-track="home:location"] [data-testid="city-name"]');
        assert.equal(await city.textContent(), place.city);
        assert.deepEqual(await cutOf(page, '[data-track="home:location"] [data-testid="city-name"]'), [], `${language}: '${place.city}' is cut in the header`);
        // Prayer Request gives its words' room to the place, and keeps its name.
        const request = page.locator('[data-track="home:prayer_request"]');
        assert.equal(await request.isVisible(), true);
        assert.ok(((await request.textContent()) ?? '').length > 0, 'Prayer Request keeps its name for screen readers');
        await saveScreenshot(page, `layout-header-${place.city.replace(/ /g, '-')}-${language}`);
      }

      await openInApp(page, `/u/${linkId}/calendar`);
      await page.getByTestId('hijri-grid').waitFor();
      await page.evaluate(() => document.fonts.ready);
      assert.equal(await page.locator('[data-testid="hijri-grid"] thead th').count(), 7);
      assert.deepEqual(await cutOf(page, '[data-testid="hijri-grid"] thead th, [data-testid="hijri-grid"] thead th *'), [], `${language}: a weekday is cut`);
      // Each heading is named in full for screen readers, whatever it shows.
      const named = await page.locator('[data-testid="hijri-grid"] thead th').evaluateAll((ths) => ths.map((th) => th.getAttribute('aria-label') ?? th.textContent ?? ''));
      const thursday = new Intl.DateTimeFormat(language, { timeZone: 'UTC', weekday: 'short' }).format(new Date('2027-02-11T12:00:00Z'));
      assert.equal(named[4], thursday);
      await saveScreenshot(page, `layout-calendar-${language}`);

      const created = await page.request.post(`${e2e.server.url}/api/mosques`, {
        data: { name: 'Masjid Layout', city: 'London', country_code: 'GB', latitude: 51.52, longitude: -0.07, timezone: 'Europe/London' },
      });
      assert.equal(created.status(), 201, await created.text());
      const { slug } = (await created.json()) as { slug: string };
      await page.goto(`${e2e.server.url}/m/${slug}`);
      const reminder = page.getByRole('combobox', { name: language === 'ar' ? 'تذكير قبل الإقامة' : 'Reminder before iqama', exact: true });
      await reminder.waitFor();
      await page.evaluate(() => document.fonts.ready);
      assert.deepEqual(await cutOf(page, 'input[aria-label]'), [], `${language}: the mosque's reminder choice (none) is cut`);
      await reminder.click();
      await page.getByRole('option').last().click();
      assert.notEqual(await reminder.inputValue(), '');
      assert.deepEqual(await cutOf(page, 'input[aria-label]'), [], `${language}: the mosque's reminder choice is cut`);
      await saveScreenshot(page, `layout-mosque-reminder-${language}`);
      await context.close();
    });
  }

  // Urdu's and Bengali's weekdays too: Bengali shows its narrow names on a phone, Urdu (which
  // has none) its words set smaller.
  for (const language of ['ur', 'bn'] as const) {
    test(`${language} 360px: the calendar's weekdays are whole`, async () => {
      const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, locale: language, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      const linkId = await waitForHome(page);
      await openInApp(page, `/u/${linkId}/calendar`);
      await page.getByTestId('hijri-grid').waitFor();
      await page.evaluate(() => document.fonts.ready);
      assert.deepEqual(await cutOf(page, '[data-testid="hijri-grid"] thead th, [data-testid="hijri-grid"] thead th *'), [], `${language}: a weekday is cut`);
      await saveScreenshot(page, `layout-calendar-${language}`);
      await context.close();
    });
  }

  // Urdu renders in Urdu type (issue 42, item 6): the app's Nastaliq face is loaded for Urdu
  // (ہ in ہفتہ was an empty box on a device without an Urdu font), and only for Urdu.
  const faces = (page: Page) =>
    page.evaluate(async () => {
      await document.fonts.ready;
      const status: Record<string, string[]> = {};
      document.fonts.forEach((face) => {
        const family = face.family.replace(/["']/g, '');
        (status[family] ??= []).push(face.status);
      });
      return { status, urdu: document.fonts.check('16px "Nastaliq UI"', 'ہفتہ جگہ ہوم'), latin: document.fonts.check('16px "Noto Sans UI"', 'London') };
    });

  test('the app draws Urdu in its Nastaliq face, Latin in its own face, and fetches Nastaliq only for Urdu', async () => {
    for (const language of ['ur', 'en'] as const) {
      const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, locale: language, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      await waitForHome(page);
      const { status, urdu, latin } = await faces(page);
      assert.deepEqual(status['Noto Sans UI']?.includes('loaded'), true, `${language}: the Latin face is loaded`);
      assert.equal(latin, true);
      if (language === 'ur') {
        assert.deepEqual(status['Nastaliq UI'], ['loaded'], 'ur: the Nastaliq face is loaded');
        assert.equal(urdu, true, 'ur: ہفتہ, جگہ and ہوم can be drawn in the Nastaliq face');
        await saveScreenshot(page, 'fonts-home-ur');
      } else {
        assert.deepEqual(status['Nastaliq UI'], ['unloaded'], 'en: the Nastaliq face is not fetched');
      }
      await context.close();
    }
  });
});
