// The prayer-hall screen's phases (issue 44 items 1-2) in Chromium, with the page's clock set
// to each moment (Playwright's clock, fixed per phase; /healthz answers with the same time,
// so the server-clock offset is none): before Dhuhr's adhan, adhan + 2 min, the iqama
// countdown, iqama + 1 min (prayer), after the prayer (adhkar), Friday's khutbah, and 01:00
// (night standby), in English and Arabic, each landscape and portrait, and an Eid morning (the
// countdown to the Eid prayer, the prayer, its khutbah), checking what each shows and
// that nothing leaves the screen. The admin changes the prayer's minutes and sends a flash
// from a phone: the screen follows live (the flash within 2 s). The QR code decodes (jsQR)
// to the public page. The server's clock is kept (an offset from the Date header). Offline,
// the screen runs on, says since when, and survives a reload. Screenshots of every phase
// with SCREENSHOTS=1 (test-results/screenshots/hall-*).
import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import jsQR from 'jsqr';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../../tools/testkit/browser.ts';
import { e2eSuite } from './helpers/suite.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { seriousViolations } from './helpers/axe.ts';
import { TestBrowser } from '../helpers/client.ts';
import { call, signUp } from '../rest/api.ts';

const LONDON = { city: 'London', country_code: 'GB', latitude: 51.5176, longitude: -0.0654, timezone: 'Europe/London' };
// December in London is UTC: a mosque clock 'HH:MM' is that time in UTC.
const WEDNESDAY = '2026-12-02';
const FRIDAY = '2026-12-04';
const at = (date: string, clock: string, minutes = 0) => new Date(Date.parse(`${date}T${clock}:00Z`) + minutes * 60_000);
const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** Nothing of the screen outside it, and no text cut inside its box. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid=prayer-hall]')!;
    const box = root.getBoundingClientRect();
    const bad: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const name = `${el.tagName}.${el.className || el.dataset.testid || ''} "${(el.textContent ?? '').slice(0, 30)}"`;
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) bad.push(`outside: ${name}`);
      else if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && getComputedStyle(el).display !== 'inline') bad.push(`cut: ${name}`);
    }
    // The screen's parts (its grid areas) neither overflow nor overlap one another.
    const parts = [...root.children].map((el) => [el as HTMLElement, el.getBoundingClientRect()] as const).filter(([, r]) => r.width > 0 && r.height > 0);
    for (const [el, r] of parts) {
      if (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) bad.push(`overflows: ${el.tagName}.${el.className} ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
      for (const [other, o] of parts)
        if (el !== other && r.left < o.right - 1 && o.left < r.right - 1 && r.top < o.bottom - 1 && o.top < r.bottom - 1) bad.push(`overlap: ${el.className} ${other.className}`);
    }
    return bad;
  });
}

describe('The prayer-hall screen', { timeout: 240_000 }, () => {
  const e2e = e2eSuite();
  let creator: TestBrowser;
  after(async () => creator?.close());

  async function gql(query: string, variables: Record<string, unknown>) {
    const response = await fetch(`${e2e.server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    const body = (await response.json()) as { data?: any; errors?: unknown };
    assert.ok(body.data && !body.errors, JSON.stringify(body));
    return body.data;
  }

  /** The screen's clock at `time`, and /healthz saying the same (the server's clock), unless `serverAhead`. */
  async function hallContext(time: Date, viewport: { width: number; height: number }, serverAhead = 0, serviceWorkers: 'allow' | 'block' = 'block') {
    const context = await e2e.browser.newContext({ viewport, serviceWorkers });
    const clock = { now: time };
    await context.clock.install({ time });
    await context.route('**/healthz', (route) => route.fulfill({ status: 200, headers: { date: new Date(clock.now.getTime() + serverAhead).toUTCString(), 'content-type': 'application/json' }, body: '{"ok":true}' }));
    const page = await context.newPage();
    const setTime = async (t: Date) => {
      clock.now = t;
      await page.clock.setFixedTime(t);
    };
    await setTime(time);
    return { context, page, setTime };
  }

  const phaseIs = (page: Page, kind: string) => page.locator(`[data-testid=prayer-hall][data-phase=${kind}]`).waitFor({ timeout: 5000 });

  test('every phase shows what it should, in English and Arabic, landscape and portrait, live from the admin page, with nothing overflowing', async () => {
    creator = new TestBrowser(e2e.server.url);
    await signUp(creator);
    const created = await call(creator, 'POST', '/api/mosques', { ...LONDON, name: 'Masjid an-Nur Whitechapel' });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { slug, adminToken } = created.body as { slug: string; adminToken: string };
    const auth = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
    const iqama = await creator.fetch(`/api/mosques/${slug}/iqama`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ fajr: { after: 20 }, dhuhr: { after: 15 }, asr: { after: 10 }, maghrib: { after: 5 }, isha: { after: 10 } }),
    });
    assert.equal(iqama.status, 200);
    await gql(
      `mutation($slug: String!, $adminToken: String!) { updateMosque(slug: $slug, adminToken: $adminToken, input: { jumuah: ["12:30", "13:15"], eid: [{ date: "${FRIDAY}", time: "08:30" }] }) { slug } }`,
      { slug, adminToken },
    );
    const days = await gql(
      `query($slug: String!) { mosque(slug: $slug) { wed: day(date: "${WEDNESDAY}") { times { fajr sunrise dhuhr asr maghrib isha } iqama { dhuhr } } fri: day(date: "${FRIDAY}") { times { dhuhr } } } }`,
      { slug },
    );
    const wed = days.mosque.wed;
    const dhuhr = wed.times.dhuhr as string;
    const moments = {
      before: at(WEDNESDAY, dhuhr, -20),
      adhan: at(WEDNESDAY, dhuhr, 2),
      iqama: at(WEDNESDAY, dhuhr, 5),
      prayer: at(WEDNESDAY, dhuhr, 16),
      adhkar: at(WEDNESDAY, dhuhr, 26),
      khutbah: at(FRIDAY, days.mosque.fri.times.dhuhr, 10),
      standby: at(WEDNESDAY, '01:00'),
    };

    const { context, page, setTime } = await hallContext(moments.before, { width: 1920, height: 1080 }, 0, 'allow');
    await page.goto(`${e2e.server.url}/m/${slug}/screen`);
    await phaseIs(page, 'before');
    const hall = page.getByTestId('prayer-hall');

    // Before the adhan: the board (six times with Shuruq, Arabic names), the next prayer and its countdown, the QR, a verse or hadith.
    assert.equal(await page.getByTestId('hall-clock').textContent(), hhmm(moments.before));
    assert.equal(await page.getByTestId('hall-adhan-sunrise').textContent(), wed.times.sunrise);
    assert.equal(await page.getByTestId('hall-iqama-dhuhr').textContent(), wed.iqama.dhuhr);
    for (const arabic of ['الفجر', 'الشروق', 'الظهر', 'العصر', 'المغرب', 'العشاء']) assert.equal(await hall.getByText(arabic, { exact: true }).count(), 1, arabic);
    assert.match((await page.getByTestId('hall-next').textContent()) ?? '', /^Next: Dhuhr.*Adhan in 00:20:00$/);
    assert.match((await page.getByTestId('hall-dates').textContent()) ?? '', /2026/);
    assert.equal(await page.getByTestId('hall-jumuah').count(), 0, "no Jumu'ah on a Wednesday");
    assert.equal(await page.getByTestId('hall-eid').count(), 0, 'no Eid prayer on a day without one');
    assert.ok(((await page.getByTestId('hall-quote-reference').textContent()) ?? '').length > 5, 'the verse or hadith has its reference');
    assert.deepEqual(await overflowing(page), [], 'before, en landscape');
    assert.deepEqual(await seriousViolations(page), []);
    await saveScreenshot(page, 'hall-en-before');

    // The QR code is the public page, never a private link.
    const pixels = await page.evaluate(async () => {
      const svg = document.querySelector('[data-testid=hall-qr] svg')!;
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 400;
      const g = canvas.getContext('2d')!;
      g.drawImage(image, 0, 0, 400, 400);
      return Array.from(g.getImageData(0, 0, 400, 400).data);
    });
    const decoded = jsQR(Uint8ClampedArray.from(pixels), 400, 400);
    assert.equal(decoded?.data, `${e2e.server.url}/m/${slug}`);

    const english = {
      adhan: async () => assert.match((await page.getByTestId('hall-adhan').textContent()) ?? '', /Adhan.*Dhuhr.*الظهر/),
      iqama: async () => assert.match((await page.getByTestId('hall-iqama-countdown').textContent()) ?? '', /Iqama in 10:00/),
      prayer: async () => assert.match((await page.getByTestId('hall-in-prayer').textContent()) ?? '', /Prayer in progress.*Please silence your phone/),
      adhkar: async () => assert.match((await page.getByTestId('hall-adhkar-reference').textContent()) ?? '', /^Hisn al-Muslim \d+ · (Sahih|.*\d)/),
      khutbah: async () => {
        assert.match((await page.getByTestId('hall-khutbah').textContent()) ?? '', /Khutbah: please listen/);
        assert.equal(await page.getByTestId('hall-jumuah').textContent(), '12:30 · 13:15', "Jumu'ah's times on Friday");
        assert.match(await hall.evaluate((el) => getComputedStyle(el).filter), /brightness/, 'dimmed');
      },
      standby: async () => {
        assert.match((await page.getByTestId('hall-next').textContent()) ?? '', /^Next: Fajr/, 'the next prayer still shown');
        assert.match(await hall.evaluate((el) => getComputedStyle(el).filter), /brightness/, 'dimmed');
      },
    };
    // On the day the admin gave for Eid (here the Friday), its prayer is on the board.
    await setTime(at(FRIDAY, '08:00'));
    await phaseIs(page, 'before');
    assert.equal(await page.getByTestId('hall-eid').textContent(), '08:30');
    // Next is the Eid prayer, which has no adhan: the countdown is to the prayer itself.
    assert.match((await page.getByTestId('hall-next').textContent()) ?? '', /^Next: Eid prayer.*Prayer in 00:30:00$/);
    await saveScreenshot(page, 'hall-en-eid');
    assert.deepEqual(await overflowing(page), [], 'Eid day, en landscape');
    await setTime(at(FRIDAY, '08:35'));
    await phaseIs(page, 'prayer');
    await setTime(at(FRIDAY, '08:45'));
    await phaseIs(page, 'khutbah');
    assert.match((await page.getByTestId('hall-khutbah').textContent()) ?? '', /Khutbah: please listen/);
    await saveScreenshot(page, 'hall-en-eid');

    for (const [kind, check] of Object.entries(english)) {
      await setTime(moments[kind as keyof typeof moments]);
      await phaseIs(page, kind);
      await check();
      assert.deepEqual(await overflowing(page), [], `${kind}, en landscape`);
      await saveScreenshot(page, `hall-en-${kind}`);
    }

    // From a phone, the admin shortens the prayer to 5 minutes: 8 minutes after the iqama is now the adhkar, live.
    await setTime(at(WEDNESDAY, dhuhr, 23));
    await phaseIs(page, 'prayer');
    const phone = await e2e.browser.newContext({ viewport: PHONE });
    const admin = await phone.newPage();
    await admin.goto(`${e2e.server.url}/m/${slug}/admin#${adminToken}`);
    await admin.getByTestId('screen-prayerMinutes').fill('5');
    await admin.getByTestId('save-screen').click();
    await phaseIs(page, 'adhkar');
    // A flash message, on screen within 2 s of the tap.
    await admin.getByTestId('flash-text').fill('The car park is closed today');
    const sent = Date.now();
    await admin.getByTestId('flash-show').click();
    await page.getByTestId('hall-flash').getByText('The car park is closed today').waitFor({ timeout: 2000 });
    assert.ok(Date.now() - sent < 2000, 'the flash within 2 s');
    await saveScreenshot(admin, 'hall-admin');
    // Bad input from the admin page: a clear message, nothing changed.
    await admin.getByTestId('screen-prayerMinutes').fill('7');
    await admin.getByTestId('screen-eid').fill('2026-13-40 07:30');
    await admin.getByTestId('save-screen').click();
    await admin.getByText('Please give a real date as YYYY-MM-DD').waitFor();
    const kept = await gql(`query($slug: String!) { mosque(slug: $slug) { eid { date } screen { prayerMinutes } } }`, { slug });
    assert.deepEqual(kept.mosque, { eid: [{ date: FRIDAY }], screen: { prayerMinutes: 5 } }, 'nothing changed');
    // A follower's phone (the public page, live like the screen) shows the flash too.
    const follower = await phone.newPage();
    await follower.goto(`${e2e.server.url}/m/${slug}`);
    await follower.getByTestId('mosque-flash').getByText('The car park is closed today').waitFor();

    // The prayer is 5 minutes now: its adhkar from iqama + 5.
    const shortened = { ...moments, adhkar: at(WEDNESDAY, dhuhr, 22) };

    // English on a portrait TV: every phase again, nothing overflowing (the flash still up).
    await page.setViewportSize({ width: 1080, height: 1920 });
    await setTime(moments.before);
    await phaseIs(page, 'before');
    assert.equal(await hall.getAttribute('data-layout'), 'portrait');
    assert.deepEqual(await overflowing(page), [], 'before, en portrait');
    for (const [kind, check] of Object.entries(english)) {
      await setTime(shortened[kind as keyof typeof moments]);
      await phaseIs(page, kind);
      await check();
      assert.deepEqual(await overflowing(page), [], `${kind}, en portrait`);
      await saveScreenshot(page, `hall-en-portrait-${kind}`);
    }

    // Arabic (the mosque's language, live) in portrait.
    await gql(`mutation($slug: String!, $adminToken: String!) { updateMosque(slug: $slug, adminToken: $adminToken, input: { language: "ar" }) { slug } }`, { slug, adminToken });
    await page.setViewportSize({ width: 1080, height: 1920 });
    await setTime(moments.before);
    await phaseIs(page, 'before');
    await hall.getByText('الإقامة', { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await hall.getAttribute('data-layout'), 'portrait');
    assert.deepEqual(await overflowing(page), [], 'before, ar portrait');
    await saveScreenshot(page, 'hall-ar-before');
    const arabic: Record<string, string> = {
      adhan: 'hall-adhan',
      iqama: 'hall-iqama-countdown',
      prayer: 'hall-in-prayer',
      adhkar: 'hall-adhkar-reference',
      khutbah: 'hall-khutbah',
      standby: 'hall-next',
    };
    const want: Record<string, RegExp> = { adhan: /الأذان/, iqama: /الإقامة بعد/, prayer: /الصلاة قائمة/, adhkar: /^حصن المسلم/, khutbah: /الخطبة/, standby: /الفجر/ };
    for (const [kind, testId] of Object.entries(arabic)) {
      await setTime(shortened[kind as keyof typeof moments]);
      await phaseIs(page, kind);
      assert.match((await page.getByTestId(testId).textContent()) ?? '', want[kind]!, kind);
      assert.deepEqual(await overflowing(page), [], `${kind}, ar portrait`);
      await saveScreenshot(page, `hall-ar-${kind}`);
    }

    // Arabic on a landscape TV: the same phases, nothing overflowing.
    await page.setViewportSize({ width: 1920, height: 1080 });
    await setTime(moments.before);
    await phaseIs(page, 'before');
    assert.equal(await hall.getAttribute('data-layout'), 'landscape');
    assert.deepEqual(await overflowing(page), [], 'before, ar landscape');
    for (const [kind, testId] of Object.entries(arabic)) {
      await setTime(shortened[kind as keyof typeof moments]);
      await phaseIs(page, kind);
      assert.match((await page.getByTestId(testId).textContent()) ?? '', want[kind]!, kind);
      assert.deepEqual(await overflowing(page), [], `${kind}, ar landscape`);
      await saveScreenshot(page, `hall-ar-landscape-${kind}`);
    }
    await page.setViewportSize({ width: 1080, height: 1920 });

    // Large font and high contrast, forced landscape on the portrait TV (turned): still nothing overflows.
    await gql(
      `mutation($slug: String!, $adminToken: String!) { updateMosque(slug: $slug, adminToken: $adminToken, input: { screen: { largeFont: true, highContrast: true, orientation: "landscape" } }) { slug } }`,
      { slug, adminToken },
    );
    await setTime(moments.before);
    await page.locator('[data-testid=prayer-hall][data-phase=before][data-large][data-contrast][data-rotated][data-layout=landscape]').waitFor();
    assert.deepEqual(await overflowing(page), [], 'large font, high contrast, turned');
    await saveScreenshot(page, 'hall-ar-large-contrast');
    await gql(`mutation($slug: String!, $adminToken: String!) { updateMosque(slug: $slug, adminToken: $adminToken, input: { screen: { orientation: "auto" } }) { slug } }`, { slug, adminToken });
    await page.locator('[data-testid=prayer-hall][data-phase=before][data-large][data-layout=portrait]:not([data-rotated])').waitFor();
    assert.deepEqual(await overflowing(page), [], 'large font, high contrast, portrait');
    await saveScreenshot(page, 'hall-ar-large-portrait');

    // Offline: the screen runs on and says since when; a reload offline still shows it (service worker, stored mosque).
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    await context.setOffline(true);
    await page.getByTestId('hall-offline').waitFor();
    await setTime(moments.adhan);
    await phaseIs(page, 'adhan');
    await page.reload();
    await phaseIs(page, 'adhan');
    // Since when, in the mosque's language (applied once the stored mosque is read).
    await page.getByTestId('hall-offline').getByText(/غير متصل منذ/).waitFor();
    await saveScreenshot(page, 'hall-ar-offline');
    await context.setOffline(false);
    await phone.close();
    await context.close();
  });

  test("the clock is the server's, not the TV's", async () => {
    // The TV is 7 minutes slow: the screen shows the server's time.
    const slow = at(WEDNESDAY, '10:00');
    const created = await call(creator, 'POST', '/api/mosques', { ...LONDON, name: 'Masjid Clock' });
    const { context, page } = await hallContext(slow, { width: 1920, height: 1080 }, 7 * 60_000);
    await page.goto(`${e2e.server.url}/m/${created.body.slug}/screen`);
    await page.getByTestId('hall-clock').getByText('10:07').waitFor();
    await (context as BrowserContext).close();
  });
});
