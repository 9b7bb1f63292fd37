// The languages of issue 48: a first visit in that browser language shows Home, the
// settings sheet and the monthly timetable with no English message left and no text cut
// at 360 px; Persian right to left with its own digits and the Solar Hijri date first.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { openInApp, waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';
import { graphqlAs } from './community-support.ts';
import type { LanguageCode } from '@prayer-companion/common';
import { readCatalog } from '@prayer-companion/common/catalogFiles';

/** The languages this file holds to the bar (the eight of issue 18 have tests of their own). */
const NEW_LANGUAGES = ['de', 'az', 'bs', 'so', 'ru', 'fa', 'ps', 'nl', 'sw', 'kk', 'es', 'sq', 'uz', 'ha'] as const;
/** The languages this Chromium's Intl has no dates for: their month names come from the catalog. */
const WITHOUT_INTL_DATES = new Set(['so', 'ps', 'sq', 'ha']);
/** 'Nov 29, 2026' in English's order with the catalog's short month name (UTC day; the test's place is London). */
const catalogDate = (own: Record<string, string>, day: Date) =>
  `${own['dates.monthsShort']!.split('|')[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
const westernDigits = (text: string) => text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0));
const RIGHT_TO_LEFT = new Set(['fa', 'ps']);

const catalog = (code: LanguageCode) => readCatalog(code);
const english = catalog('en');

/** English messages without arguments that the language writes differently: none may be on screen. */
function englishOnly(code: LanguageCode): string[] {
  const own = catalog(code);
  return Object.entries(english)
    .filter(([key, text]) => !text.includes('{') && own[key] !== text && /[A-Za-z]{3}/.test(text))
    .map(([, text]) => text);
}

/** Visible texts and labels that are an English message, and texts cut by their box. */
async function problems(page: Page, englishTexts: readonly string[]): Promise<{ english: string[]; cut: string[]; wide: boolean }> {
  return page.evaluate((messages) => {
    const set = new Set(messages);
    const english = new Set<string>();
    const cut = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!el || !text || el.closest('[translate="no"], script, style, [data-testid="private-link"]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (set.has(text)) english.add(text);
      const style = getComputedStyle(el);
      // Visually hidden on purpose (an h1 for screen readers, an icon button's name): not cut.
      const hidden = box.width <= 1 || box.height <= 1 || (style.clip !== 'auto' && style.clip !== '') || style.clipPath.startsWith('inset(50%');
      if (hidden) continue;
      const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      if (clips && el.scrollWidth > el.clientWidth + 1) cut.add(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value && set.has(value)) english.add(`${attr}: ${value}`);
      }
    }
    return { english: [...english], cut: [...cut], wide: document.documentElement.scrollWidth > window.innerWidth + 1 };
  }, englishTexts);
}

describe('the languages of issue 48, on a first visit at 360 px', { timeout: 600_000 }, () => {
  const e2e = e2eSuite();

  for (const code of NEW_LANGUAGES) {
    test(`${code}: Home, the settings sheet and the timetable, all in ${code}, nothing cut`, async () => {
      const own = catalog(code);
      const englishTexts = englishOnly(code);
      const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, locale: code, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      const linkId = await waitForHome(page);
      assert.equal(await page.locator('html').getAttribute('lang'), code);
      assert.equal(await page.locator('html').getAttribute('dir'), RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr');
      await page.getByText(own['home.nextPrayer']!, { exact: true }).first().waitFor();
      await page.getByTestId('prayer-dhuhr').getByText(own['prayer.dhuhr']!, { exact: true }).first().waitFor();
      assert.equal(await page.title(), own['app.title']);
      await saveScreenshot(page, `${code}-home`);
      // Month names too: this Chromium has no Intl dates for Somali, Pashto, Albanian or Hausa,
      // and they come from the catalog there (dateFormatter).
      const dates = (await page.getByTestId('dates-line').textContent()) ?? '';
      if (WITHOUT_INTL_DATES.has(code)) assert.equal(westernDigits(dates.split(' • ')[0]!), catalogDate(own, new Date()), `${code}: the catalog's month name in '${dates}'`);
      const home = await problems(page, englishTexts);
      assert.deepEqual(home, { english: [], cut: [], wide: false }, `${code} Home`);

      await page.getByRole('button', { name: own['home.settings'] }).click();
      await page.getByRole('dialog', { name: own['settings.title'] }).waitFor();
      await saveScreenshot(page, `${code}-settings`);
      assert.deepEqual(await problems(page, englishTexts), { english: [], cut: [], wide: false }, `${code} settings`);
      await page.keyboard.press('Escape');

      await openInApp(page, `/u/${linkId}/timetable`);
      await page.getByRole('heading', { level: 1, name: own['timetable.title'] }).waitFor();
      await page.waitForLoadState('networkidle');
      if (WITHOUT_INTL_DATES.has(code)) {
        const table = (await page.locator('main').textContent()) ?? '';
        assert.ok(!/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|November|December)\b/.test(table), `${code}: no English day or month on the timetable`);
      }
      await saveScreenshot(page, `${code}-timetable`);
      assert.deepEqual(await problems(page, englishTexts), { english: [], cut: [], wide: false }, `${code} timetable`);
      await context.close();
    });
  }

  test('the daily guidance names its Quran translation; a dua with no published translation in the language says it is in English', async () => {
    for (const [code, translator] of [['ru', 'Эльмир Кулиев'], ['de', 'Frank Bubenheim und Nadeem Elyas']] as const) {
      const own = catalog(code);
      const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, locale: code, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      const linkId = await waitForHome(page);
      // Low: its dua is Tirmidhi 3524, which neither language has a published translation of here.
      await graphqlAs(page, `mutation { saveReflection(date: "${new Date().toISOString().slice(0, 10)}", mood: Low, goal: Health, concern: Faith) { id } }`);
      await page.goto(`${e2e.server.url}/u/${linkId}/daily`);
      const card = page.getByTestId('guidance-card').first();
      await card.getByTestId('verse-translator').waitFor();
      assert.equal(await card.getByTestId('verse-translator').textContent(), own['guidance.translatedBy']!.replace('{translator}', translator));
      assert.equal(await card.getByText(own['guidance.Low.verse']!, { exact: true }).count(), 1, `${code}: the verse as published`);
      assert.equal(await card.getByTestId('dua-meaning').getAttribute('lang'), 'en');
      assert.equal(await card.getByTestId('dua-meaning-english').textContent(), own['guidance.meaningInEnglish']);
      await saveScreenshot(page, `${code}-guidance`);
      await context.close();
    }
  });

  test('fa: the Solar Hijri date first, then the Gregorian and the Hijri, in Persian digits', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'fa-IR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    const line = (await page.getByTestId('dates-line').textContent()) ?? '';
    const parts = line.split(' • ');
    assert.equal(parts.length, 3, line);
    const solarMonths = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
    assert.ok(solarMonths.some((m) => parts[0]!.includes(m)), `Solar Hijri month in "${parts[0]}"`);
    assert.match(parts[0]!, /۱۴۰[۰-۹]/, 'a Solar Hijri year in Persian digits');
    assert.doesNotMatch(line, /[0-9]/, 'no Western digit in the dates');
    assert.match((await page.getByTestId('time-fajr').textContent()) ?? '', /^[۰-۹]{2}:[۰-۹]{2}$/);
    await context.close();
  });

  test("ps: the times in Pashto's digits, though this Chromium has no Pashto locale data for Intl", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'ps-AF', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    assert.match((await page.getByTestId('time-fajr').textContent()) ?? '', /^[۰-۹]{2}:[۰-۹]{2}$/);
    await context.close();
  });
});
