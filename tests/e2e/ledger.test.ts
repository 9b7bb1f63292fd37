// The fasting and make-up ledger on Home, and Home's announced/expected month
// start (issue 32, items 4 and 5), in Chromium with the page's clock inside
// Ramadan 1447 (Playwright's clock; a Ramadan that has come, as the server
// refuses a fast for a day after its own today: issue 42 item 2), in English and
// in Arabic: today's fast moves the owed count (an excused day is owed too, and a
// line says so: issue 42 item 1), a missed prayer is made up, days without prayer are
// recorded and listed, a month start announced
// by the operator switches Home from 'Expected' to 'Announced' live, and
// offline the ledger says its writes need the connection.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { dateOf, tableMonthStart } from '@prayer-companion/engine/announcedHijri';
const en = readCatalog<MessageId>('en');
const ar = readCatalog<MessageId>('ar');
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { movePlace, waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';
import { readCatalog } from '@prayer-companion/common/catalogFiles';
import type { MessageId } from '../../client/src/shared/i18n/messageIds.ts';

const TOKEN = 'e2e-operator';
const ISTANBUL = { name: 'Istanbul', city: 'Istanbul', country: 'Türkiye', country_code: 'TR', latitude: 41.01, longitude: 28.98, timezone: 'Europe/Istanbul' };
// 26 Ramadan 1447 in Istanbul (Umm al-Qura: 1 Ramadan is 2026-02-18), mid-morning.
const CLOCK = new Date('2026-03-15T09:00:00+03:00');
const SHAWWAL_TABLE = dateOf(tableMonthStart(1447, 10)!);

async function waitForText(page: Page, testId: string, want: string) {
  await page.waitForFunction(([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text, [testId, want] as const, { timeout: 10_000 });
}

describe('the ledger on Home in Ramadan 1447', { timeout: 300_000 }, () => {
  const e2e = e2eSuite(() => ({ operatorToken: TOKEN }));

  for (const [language, catalog, viewport] of [['en', en, PHONE], ['ar', ar, PHONE], ['ar', ar, DESKTOP]] as const) {
    test(`${language} ${viewport.width}px: today's fast, a made-up prayer, days without prayer, the month start announced live, offline`, async () => {
      // Announcements are per country, shared by the runs: each starts from none.
      await e2e.server.prisma.hijriAnnouncement.deleteMany({});
      // Service workers on: offline, the app shell comes from it (as in screens.test.ts).
      const context = await e2e.browser.newContext({ viewport, locale: language, serviceWorkers: 'allow' });
      await context.clock.install({ time: CLOCK });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      const linkId = await waitForHome(page);
      await movePlace(page, ISTANBUL);
      assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
      const ledger = page.getByTestId('ledger');
      await ledger.getByText(catalog['ledger.title']).waitFor();
      // Today's fast: not fasted owes one; fasted after all owes none.
      await ledger.getByText(catalog['ledger.todayFast']).waitFor();
      await waitForText(page, 'ledger-owed', '0');
      await ledger.getByText(catalog['ledger.status.not_fasted'], { exact: true }).click();
      await waitForText(page, 'ledger-owed', '1');
      const user = await e2e.server.prisma.user.findUniqueOrThrow({ where: { linkId } });
      assert.deepEqual(
        (await e2e.server.prisma.fastDay.findMany({ where: { userId: user.id } })).map((f) => [f.date.trim(), f.status]),
        [['2026-03-15', 'not_fasted']],
        "stored for the day at the place, in the page's Ramadan",
      );
      await ledger.getByText(catalog['ledger.status.fasted'], { exact: true }).click();
      await waitForText(page, 'ledger-owed', '0');
      // Excused is owed as well, and the card says which days are owed and why (issue 42 item 1).
      assert.equal(await page.getByTestId('ledger-owed-why').textContent(), catalog['ledger.owedWhy']);
      await ledger.getByText(catalog['ledger.status.excused'], { exact: true }).click();
      await waitForText(page, 'ledger-owed', '1');
      await page.getByTestId('ledger-owed-why').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `ledger-owed-${language}`);
      await ledger.getByText(catalog['ledger.status.fasted'], { exact: true }).click();
      await waitForText(page, 'ledger-owed', '0');
      // A Fajr missed earlier (seeded, for a day before the page's today), then made up.
      await e2e.server.prisma.missedPrayer.create({ data: { userId: user.id, date: '2026-03-11', prayer: 'fajr' } });
      await page.reload();
      await waitForText(page, 'ledger-qada-fajr', '1');
      await ledger.getByRole('button', { name: catalog['ledger.madeUpPrayer'] }).click();
      await waitForText(page, 'ledger-qada-fajr', '0');
      // Days without prayer: an inline error without a start, then a range recorded, listed and stored (no reason asked).
      const excused = ledger.getByTestId('ledger-excused');
      await excused.getByText(catalog['ledger.excused.title']).waitFor();
      const add = excused.getByRole('button', { name: catalog['ledger.excused.add'], exact: true });
      await add.click();
      await excused.getByText(catalog['ledger.excused.required']).waitFor();
      // Typed as 'YYYY-MM-DD' (or picked on the calendar), shown in the app's language once left.
      const fromInput = excused.getByLabel(catalog['ledger.excused.from']);
      await fromInput.fill('2026-03-11');
      await fromInput.press('Tab');
      await excused.getByLabel(catalog['ledger.excused.to']).fill('2026-05-25');
      await excused.getByLabel(catalog['ledger.excused.to']).press('Tab');
      const shownFrom = await fromInput.inputValue();
      if (language === 'en') assert.equal(shownFrom, 'Mar 11, 2026');
      else assert.equal(shownFrom, '11 مارس 2026', "Arabic month name, the app's Western digits");
      await add.click();
      // More than 60 days: said under the field (the number in the language's digits).
      const [before, after] = catalog['ledger.excused.tooLong'].split('{max}') as [string, string];
      await excused.getByText(new RegExp(`^${before}\\S+${after}$`)).waitFor();
      await excused.getByLabel(catalog['ledger.excused.to']).fill('2026-03-13');
      await excused.getByLabel(catalog['ledger.excused.to']).press('Tab');
      await add.click();
      await ledger.getByTestId('ledger-excused-list').locator('li').first().waitFor();
      // The list names the days as the field did.
      assert.ok((await ledger.getByTestId('ledger-excused-list').locator('li').first().textContent())?.startsWith(shownFrom));
      assert.deepEqual(
        (await e2e.server.prisma.excusedRange.findMany({ where: { userId: user.id } })).map((r) => [r.from.trim(), r.to.trim()]),
        [['2026-03-11', '2026-03-13']],
      );
      assert.equal(await ledger.getByTestId('ledger-excused-list').locator('li').count(), 1);
      assert.equal(await excused.getByLabel(catalog['ledger.excused.from']).inputValue(), '', 'the form is cleared once saved');
      // Shawwal's start: expected from the table, then announced for Türkiye, live.
      const note = page.getByTestId('month-start');
      await note.waitFor();
      assert.equal(await page.getByTestId('month-start-status').textContent(), catalog['islamicYear.expected']);
      const announced = dateOf(tableMonthStart(1447, 10)! + 1);
      const res = await fetch(`${e2e.server.url}/api/hijri/announcements`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ country: 'TR', month: '1447-10', start: announced }),
      });
      assert.equal(res.status, 201, await res.text());
      await waitForText(page, 'month-start-status', catalog['islamicYear.announced']);
      const day = Number(announced.slice(8));
      assert.ok(((await note.textContent()) ?? '').includes(new Intl.NumberFormat(language === 'ar' ? 'ar' : 'en').format(day)), `${announced} shown`);
      await note.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `month-start-${language}`);
      await ledger.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `ledger-${language}`);
      // Settings shows the same ledger: not fasted after all, one owed.
      await ledger.getByText(catalog['ledger.status.not_fasted'], { exact: true }).click();
      await waitForText(page, 'ledger-owed', '1');
      await page.getByRole('button', { name: catalog['home.settings'], exact: true }).click();
      const drawer = page.getByRole('dialog', { name: catalog['settings.title'] });
      await drawer.getByTestId('ledger-owed').filter({ hasText: '1' }).waitFor();
      await drawer.getByTestId('ledger').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `ledger-settings-${language}`);
      await page.keyboard.press('Escape');
      // Offline: no writes, and it says why.
      await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
      await context.setOffline(true);
      await page.goto(`${e2e.server.url}/u/${linkId}`);
      await page.getByTestId('ledger-offline').waitFor();
      // Once the ledger's part has loaded from the service worker's cache (its write controls are there), its writes stay disabled.
      await page.waitForFunction(
        () => (document.querySelector('[data-testid="ledger"]')?.querySelectorAll('button, input[type="radio"], [data-testid="ledger-excused"] input:not([type="hidden"])').length ?? 0) >= 6,
        undefined,
        { timeout: 10_000 },
      );
      const writes = await page
        .getByTestId('ledger')
        // The buttons, the fast's choices and the days' fields (choosing which prayer to make up writes nothing).
        .locator('button, input[type="radio"], [data-testid="ledger-excused"] input:not([type="hidden"])')
        .evaluateAll((els) => els.map((el) => ({ what: `${el.getAttribute('aria-label') ?? el.textContent} (${(el as HTMLInputElement).type})`, disabled: (el as HTMLInputElement).disabled })));
      assert.ok(writes.length >= 6 && writes.every((w) => w.disabled), `no write offered: ${JSON.stringify(writes.filter((w) => !w.disabled))}`);
      assert.equal(await page.getByTestId('ledger-offline').textContent(), catalog['ledger.needsConnection']);
      await saveScreenshot(page, `ledger-offline-${language}`);
      await context.close();
      assert.notEqual(SHAWWAL_TABLE, announced);
    });
  }
});
