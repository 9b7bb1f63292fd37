// The /stats screen (issue 46) in Chromium: prayers, an excused range, Ramadan fasts and a
// missed prayer are seeded over past days through the GraphQL API (as the signed-in page),
// then read back from the charts: the heatmap cells' counts, the excused days apart, today
// outlined, the per-prayer shares, the Ramadan strip with the owed day made up, the qada
// counts; in English and Arabic, with axe clean at 360 px light and dark. The English run
// also records a make-up and sees the owed count go down, shows a Hijri year (its months
// label the heatmap) and saves the heatmap as an SVG file.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { hijriDate, hijriMonthDays } from '@prayer-companion/engine';
const en = readCatalog<MessageId>('en');
const ar = readCatalog<MessageId>('ar');
import { addDays, dateInZone } from '../../server/domain/days/local-days.ts';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { seriousViolations } from './helpers/axe.ts';
import { waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';
import { readCatalog } from '@prayer-companion/common/catalogFiles';
import type { MessageId } from '../../client/src/shared/i18n/messageIds.ts';

/** A GraphQL call as the page's own session. */
async function gql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const body = await page.evaluate(
    async ([q, v]) => (await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: q, variables: v }) })).json(),
    [query, variables] as const,
  );
  assert.equal(body.errors, undefined, JSON.stringify(body.errors));
  return body.data;
}

// No place is set: London's days (the one fallback), as the server counts them. Read as each
// test starts, not when the file is loaded: a batch loads its files minutes before it runs
// the last of them, and London's midnight could fall in between.
let today = '';
/** The latest Ramadan that has begun by today (Umm al-Qura, no adjustment), as the screen picks it. */
function recentRamadan() {
  const h = hijriDate(today, 'UTC')!;
  return hijriMonthDays(h.month >= 9 ? h.year : h.year - 1, 9)!;
}
/**
 * The Ramadan the test seeds and the strip it reads: the recent one, except in its first two
 * weeks, when its first days are not yet past or fall on the excused days seeded below (today
 * − 6 … − 4): then the one before, which the screen shows as the older strip.
 */
function seededRamadan(): { days: { date: string }[]; strip: 'ramadan-recent' | 'ramadan-older' } {
  const recent = recentRamadan();
  if (recent[13]!.date < today) return { days: recent, strip: 'ramadan-recent' };
  const h = hijriDate(recent[0]!.date, 'UTC')!;
  return { days: hijriMonthDays(h.year - 1, 9)!, strip: 'ramadan-older' };
}

async function seed(page: Page) {
  const ticks: [number, string[]][] = [
    [10, ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha']],
    [9, ['fajr', 'dhuhr', 'asr']],
    [8, ['fajr']],
  ];
  for (const [back, prayers] of ticks)
    for (const prayer of prayers)
      await gql(page, `mutation($d: String!) { completePrayer(date: $d, prayer: ${prayer}, onTime: ${back === 10 && prayer === 'fajr'}) { id } }`, { d: addDays(today, -back) });
  await gql(page, 'mutation($f: String!, $t: String!) { addExcusedRange(from: $f, to: $t) { id } }', { f: addDays(today, -6), t: addDays(today, -4) });
  await gql(page, 'mutation($d: String!) { recordQada(prayer: dhuhr, action: missed, date: $d) { dhuhr } }', { d: addDays(today, -8) });
  const { days: ramadan, strip } = seededRamadan();
  const fast = (date: string, status: string) => gql(page, 'mutation($d: String!, $s: FastStatus!) { recordFast(date: $d, status: $s) { date } }', { d: date, s: status });
  await fast(ramadan[0]!.date, 'fasted');
  await fast(ramadan[1]!.date, 'not_fasted');
  await fast(ramadan[2]!.date, 'excused');
  // One of the two owed fasts made up, on the last day of Sha'ban.
  await fast(addDays(ramadan[0]!.date, -1), 'made_up');
  return { ramadan, strip };
}

const cell = (page: Page, back: number) => page.locator(`[data-testid="heatmap"] rect[data-date="${addDays(today, -back)}"]`);

describe('/stats: the year, each prayer, Ramadan', { timeout: 300_000 }, () => {
  const e2e = e2eSuite();

  for (const [language, catalog, viewport, colorScheme] of [
    ['en', en, PHONE, 'light'],
    ['ar', ar, PHONE, 'dark'],
    ['ar', ar, DESKTOP, 'light'],
  ] as const) {
    test(`${language} ${viewport.width}px ${colorScheme}: seeded days read back from the charts`, async () => {
      today = dateInZone(new Date(), 'Europe/London');
      const context = await e2e.browser.newContext({ viewport, locale: language, colorScheme, acceptDownloads: true });
      const page = await context.newPage();
      await page.goto(e2e.server.url);
      await waitForHome(page);
      const { ramadan, strip } = await seed(page);
      // From Home's streak strip.
      await page.getByTestId('stats-link').click();
      await page.waitForURL(/\/u\/[^/]+\/stats$/);
      await page.locator('[data-testid="heatmap-frame"][data-loaded="last"]').waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), language === 'ar' ? 'rtl' : 'ltr');
      // 'Save as image' whole beside the heatmap's title (it was cut at 360 px in English).
      const saveLabel = page.getByTestId('stats-heatmap').locator('.mantine-Button-label');
      assert.equal(await saveLabel.evaluate((el) => el.scrollWidth > el.clientWidth), false, `${language} ${viewport.width}px: 'Save as image' is cut`);

      // The heatmap: 365 days, each with its count; excused days apart; today outlined.
      assert.equal(await page.locator('[data-testid="heatmap"] rect[data-date]').count(), 365);
      for (const [back, count] of [[10, '5'], [9, '3'], [8, '1'], [7, '0']] as const) assert.equal(await cell(page, back).getAttribute('data-count'), count);
      for (const back of [6, 5, 4]) assert.equal(await cell(page, back).getAttribute('data-excused'), 'true');
      assert.equal(await cell(page, 7).getAttribute('data-excused'), null);
      assert.equal(await page.locator('[data-testid="heatmap"] rect[data-today]').getAttribute('data-date'), today);
      const title = (await cell(page, 9).locator('title').textContent()) ?? '';
      const [, between] = catalog['stats.dayCount'].split(/\{date\}|\{count\}/) as [string, string, string];
      assert.ok(title.includes(between) && title.includes('3'), title);
      // Weeks start on the language's day (Arabic: Saturday; English here, with no region: Sunday),
      // and each month's first day sits in its weekday's column, under that weekday's initial.
      const weeks = await page.getByTestId('heatmap').evaluate((svg, lang) => {
        const g = svg.querySelector('g[data-month]')!;
        const [, ...initials] = [...g.querySelectorAll('text')];
        const first = g.querySelector('rect[data-date]')!;
        const date = first.getAttribute('data-date')!;
        const x = Number(first.getAttribute('x')) + Number(first.getAttribute('width')) / 2;
        const column = initials.findIndex((t) => Math.abs(Number(t.getAttribute('x')) - x) < 0.5);
        const narrow = (day: number) => new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' }).format(new Date(Date.UTC(2027, 1, 7 + day, 12)));
        return { start: Number(svg.getAttribute('data-week-start')), weekday: new Date(`${date}T12:00:00Z`).getUTCDay(), column, firstInitial: initials[0]!.textContent, startName: narrow(Number(svg.getAttribute('data-week-start'))) };
      }, language);
      assert.equal(weeks.start, language === 'ar' ? 6 : 0);
      assert.equal(weeks.firstInitial, weeks.startName, 'the first column is the week\'s first day');
      assert.equal(weeks.column, (weeks.weekday - weeks.start + 7) % 7, `the month's first day (weekday ${weeks.weekday}) in column ${weeks.column}`);
      // A tap names the day below the chart.
      await cell(page, 10).click();
      assert.ok((await page.getByTestId('heatmap-picked').textContent())?.includes('5'));

      // Each prayer: ticked days out of the 362 counted (365 less 3 excused), and on time.
      const rows = page.locator('[data-testid="prayer-shares"] tbody tr');
      const done = await rows.evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-prayer'), tr.getAttribute('data-done'), tr.getAttribute('data-on-time-days')]));
      assert.deepEqual(done, [['fajr', '3', '1'], ['dhuhr', '2', '0'], ['asr', '2', '0'], ['maghrib', '1', '0'], ['isha', '1', '0']]);
      assert.equal(await page.getByTestId('prayer-shares').getAttribute('data-days'), '362');
      // The language's own percentage (Intl): Arabic keeps Western digits here and marks the sign left to right.
      assert.equal((await page.getByTestId('share-fajr').textContent())?.replace(/[\u200e\u200f\u061c]/g, ''), '1%');

      // Ramadan: fasted, the owed day made up (the oldest), excused still owed; the counts.
      const status = (i: number) => page.locator(`[data-testid="${strip}"] rect[data-date="${ramadan[i]!.date}"]`).getAttribute('data-status');
      assert.deepEqual([await status(0), await status(1), await status(2), await status(3)], ['fasted', 'made_up', 'excused', 'none']);
      assert.equal(await page.locator(`[data-testid="${strip}"] rect[data-date]`).count(), ramadan.length);
      assert.equal(await page.getByTestId('stats-owed').textContent(), '1');
      assert.equal(await page.getByTestId('stats-qada-dhuhr').textContent(), '1');
      assert.equal(await page.getByTestId('stats-qada-fajr').textContent(), '0');

      await saveScreenshot(page, `stats-${language}`);
      await page.getByTestId('stats-ramadan').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `stats-ramadan-${language}`);
      if (viewport === PHONE) assert.deepEqual(await seriousViolations(page), []);

      if (language === 'en') {
        // A make-up recorded: back on /stats (from Home) the owed count is down, the excused day made up.
        await gql(page, 'mutation($d: String!) { recordFast(date: $d, status: made_up) { date } }', { d: addDays(ramadan[0]!.date, -2) });
        await page.getByRole('main').getByRole('link', { name: catalog['timetable.home'] }).click();
        await page.getByTestId('stats-link').click();
        await page.locator('[data-testid="stats-owed"]', { hasText: '0' }).waitFor();
        assert.equal(await status(2), 'made_up');
        // Gregorian months: the first block and January name their year in full, the others only the month.
        const gregorian = await page.locator('[data-testid="heatmap"] g[data-month]').evaluateAll((gs) => gs.map((g) => [g.getAttribute('data-month'), g.querySelector('text')?.textContent]));
        gregorian.forEach(([key, label], i) => {
          const year = key!.slice(0, 4);
          assert.equal(/\d/.test(label!), i === 0 || key!.endsWith('-01'), `${key}: '${label}'`);
          if (i === 0 || key!.endsWith('-01')) assert.ok(label!.includes(year), `${key}: '${label}'`);
        });
        assert.ok(gregorian.some(([key]) => key!.endsWith('-01')), 'the year shown crosses a January');
        // A Hijri year: its months label the heatmap.
        const h = hijriDate(today, 'UTC')!;
        await page.getByTestId('stats-range').selectOption(`h${h.year}`);
        await page.locator(`[data-testid="heatmap-frame"][data-loaded="h${h.year}"]`).waitFor();
        const labels = await page.locator('[data-testid="heatmap"] text').allTextContents();
        assert.ok(labels.includes(catalog['hijri.month.1']) && labels.includes(catalog['hijri.month.9']), labels.join(','));
        assert.equal(await page.locator('[data-testid="heatmap"] rect[data-date]').first().getAttribute('data-date'), hijriMonthDays(h.year, 1)![0]!.date);
        // Saved as an SVG file that stands alone.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: catalog['stats.saveImage'] }).click()]);
        const svg = await readFile((await download.path())!, 'utf8');
        assert.match(svg, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        assert.ok(svg.includes(`data-date="${addDays(today, -10)}" data-count="5"`) || svg.includes('data-count="5"'), 'the cells travel with their counts');
        assert.match(svg, /fill: rgb\(/, 'colours written in');
      }
      await context.close();
    });
  }
});
