// The timetable's Sunrise heading on a phone (issue 42 item 8): 'Sun' beside the
// day column's '1 Sun' (Sunday) read as a weekday. At 360 px, in each of the 8
// languages, the heading is the sunrise icon (no abbreviation), named for
// screen readers by the language's full word, and the table still fits.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { LANGUAGE_CODES, type LanguageCode } from '@prayer-companion/common';
import { PHONE } from '../../tools/testkit/browser.ts';
import { waitForHome } from './helpers/homePage.ts';
import { e2eSuite } from './helpers/suite.ts';
import { readCatalog } from '@prayer-companion/common/catalogFiles';

const catalog = (language: LanguageCode) => readCatalog(language);

describe("the timetable's Sunrise heading at 360 px", { timeout: 240_000 }, () => {
  const e2e = e2eSuite();

  test('in every language: an icon named by the full word, no abbreviation a weekday could be, and no sideways scrolling', async () => {
    const context = await e2e.browser.newContext({ viewport: PHONE, serviceWorkers: 'block', timezoneId: 'Europe/London' });
    // A month whose first row is a Sunday (Feb 2026 starts on one), so '1 Sun' is in the day column.
    await context.clock.install({ time: new Date('2026-02-10T12:00:00Z') });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    const linkId = await waitForHome(page);
    assert.deepEqual([...LANGUAGE_CODES].sort(), ['ar', 'az', 'bn', 'bs', 'de', 'en', 'es', 'fa', 'fr', 'ha', 'id', 'kk', 'ms', 'nl', 'ps', 'ru', 'so', 'sq', 'sw', 'tr', 'ur', 'uz']);
    for (const language of LANGUAGE_CODES) {
      await page.evaluate((l) => window.localStorage.setItem('language', l), language);
      await page.goto(`${e2e.server.url}/u/${linkId}/timetable?month=2026-02`);
      await page.locator('tr[data-date="2026-02-01"]').waitFor();
      const full = catalog(language)['prayer.sunrise']!;
      const heading = page.getByRole('columnheader', { name: full, exact: true });
      assert.equal(await heading.count(), 1, `${language}: a column header named '${full}'`);
      const shown = await heading.evaluate((th) => (th as HTMLElement).innerText.trim());
      const dayCell = ((await page.locator('tr[data-date="2026-02-01"] th, tr[data-date="2026-02-01"] td').first().innerText()) ?? '').trim();
      assert.equal(shown, '', `${language}: no abbreviation ('${shown}') beside the day '${dayCell}'`);
      assert.ok(await heading.getByTestId('sunrise-icon').locator('svg').isVisible(), `${language}: the sunrise icon shows`);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${language}: fits 360 px`);
    }
    await context.close();
  });
});
