// The app in its users' languages (issue 18): English by default (the other e2e tests rely on
// it), the browser's language on a first visit, the Settings picker (kept across reloads and on
// the user), Arabic right to left on every screen (screenshots at 360 px, axe), and a
// pseudo-locale run that fails on any visible text that did not come from the catalog.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../../tools/testkit/browser.ts';
import { openInApp, waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';
import { animationsSettled } from './helpers/settled.ts';
import { seriousViolations } from './helpers/axe.ts';

const SCREENS = [
  { name: 'ummah', path: '/ummah' },
  { name: 'reflections', path: '/daily' },
  { name: 'duas', path: '/duas' },
  { name: 'qibla', path: '/compass' },
  { name: 'timetable', path: '/timetable' },
] as const;


/**
 * Opens a screen of the signed-in user's space and waits until it has rendered. The router
 * moves in a transition: the screen before stays (its heading too) until the new one, a lazy
 * chunk, is ready, so what is waited for is the new screen's own mark: its tab marked current
 * in the bottom bar, or the timetable's table.
 */
async function openScreen(page: Page, linkId: string, path: string): Promise<void> {
  await openInApp(page, `/u/${linkId}${path}`);
  const tab = `nav a[aria-current="page"][href="/u/${linkId}${path}"]`;
  await page.locator(path === '/timetable' ? '[data-testid="timetable"]' : tab).waitFor();
  await page.locator('main:not([data-identity="signing-in"])').waitFor();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * Every visible text and every label a person or a screen reader meets that does not come
 * from the pseudo catalog (⟦…⟧). Left out: what is the user's or the world's data, not the
 * app's words — digits, times and signs, the city, the private link, the language names in
 * the picker, Arabic texts of duas and verses, and elements marked translate="no".
 */
async function untranslated(page: Page, allowed: readonly string[]): Promise<string[]> {
  // No named functions inside: the test loader would wrap them in a helper the page lacks.
  return page.evaluate((allow) => {
    const found = new Set<string>();
    const texts: { el: Element; text: string; kind: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      if (parent.closest('[translate="no"], select, script, style, [data-testid="private-link"], [data-testid="debug-info"]')) continue;
      texts.push({ el: parent, text: node.textContent, kind: 'text' });
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (el.closest('[translate="no"], [data-testid="private-link"]')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr);
        if (value) texts.push({ el, text: value, kind: attr });
      }
    }
    texts.push({ el: document.body, text: document.title, kind: 'title' });
    for (const { el, text, kind } of texts) {
      const box = (el as HTMLElement).getBoundingClientRect();
      const style = getComputedStyle(el);
      if (kind !== 'title' && (box.width === 0 || box.height === 0 || style.visibility === 'hidden')) continue;
      // Innermost first: a message's placeholder may hold another message.
      let rest = text;
      for (let before = ''; before !== rest; ) {
        before = rest;
        rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '');
      }
      for (const a of allow) rest = rest.split(a).join('');
      // Latin letters left over are English the catalog did not supply.
      if (/[A-Za-z]{2,}/.test(rest)) found.add(`${kind}: ${rest.trim()}`);
    }
    return [...found];
  }, allowed);
}

async function newContext(e2e: ReturnType<typeof e2eSuite>, options: { locale?: string; stored?: string } = {}): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ viewport: PHONE, locale: options.locale, serviceWorkers: 'block' });
  if (options.stored) {
    const stored = options.stored;
    await context.addInitScript((language) => window.localStorage.setItem('language', language), stored);
  }
  return context;
}

describe('languages', { timeout: 300_000 }, () => {
  const e2e = e2eSuite();

  test('an English browser gets English, left to right', async () => {
    const context = await newContext(e2e, { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');
    assert.equal(await page.locator('html').getAttribute('dir'), 'ltr');
    assert.equal(await page.title(), 'Prayer Companion');
    await page.getByText('Next Prayer').waitFor();
    await context.close();
  });

  test('a Turkish browser gets Turkish on its first visit; the picker switches at once, for good and on the user', async () => {
    const context = await newContext(e2e, { locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    assert.equal(await page.locator('html').getAttribute('lang'), 'tr');
    assert.equal(await page.getByTestId('prayer-dhuhr').getByText('Öğle', { exact: true }).count(), 1);
    assert.equal(await page.title(), 'Namaz Arkadaşı');

    await page.getByRole('button', { name: 'Ayarlar' }).click();
    await page.getByLabel('Dil').selectOption('fr');
    await page.locator('html[lang="fr"]').waitFor();
    await page.getByRole('dialog', { name: 'Réglages des horaires de prière' }).waitFor();
    await page.keyboard.press('Escape');
    await page.reload();
    await waitForHome(page);
    assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
    await page.getByText('Prochaine prière').waitFor();
    // Saved on the user too: the calendar feed and reminders read it.
    const saved = await page.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { language } }' }),
      });
      return ((await response.json()) as { data: { me: { language: string | null } } }).data.me.language;
    });
    assert.equal(saved, 'fr');
    await context.close();
  });

  test('Arabic: right to left on every screen, readable at 360 px, and axe finds nothing serious', async () => {
    const context = await newContext(e2e, { locale: 'ar-SA' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    const linkId = await waitForHome(page);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    assert.equal(await page.locator('html').getAttribute('lang'), 'ar');
    await page.getByTestId('prayer-fajr').getByText('الفجر').first().waitFor();
    // Digits as Arabic writes them in this browser's Intl (Arabic-Indic or Western, by its CLDR).
    const arabicDigits = await page.evaluate(() => new Intl.NumberFormat('ar', { useGrouping: false }).format(1234567890));
    const fajr = (await page.getByTestId('time-fajr').textContent()) ?? '';
    assert.match(fajr, new RegExp(`^[${arabicDigits}]{2}:[${arabicDigits}]{2}$`));
    assert.match((await page.getByTestId('dates-line').textContent()) ?? '', /هـ$/);
    // The private link is a web address: it reads left to right, host first, in Arabic too.
    const link = page.getByTestId('private-link');
    assert.equal(await link.evaluate((el) => getComputedStyle(el).direction), 'ltr');
    assert.equal(await link.textContent(), `${new URL(page.url()).host}/u/${linkId}`);
    await saveScreenshot(page, 'ar-home');
    assert.deepEqual(await seriousViolations(page), [], 'Home');

    await page.getByRole('button', { name: 'الإعدادات' }).click();
    await page.getByRole('dialog', { name: 'إعدادات مواقيت الصلاة' }).waitFor();
    await saveScreenshot(page, 'ar-settings');
    assert.deepEqual(await seriousViolations(page, '.mantine-Drawer-content'), [], 'settings sheet');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /تغيير الموقع/ }).click();
    await page.getByRole('menuitem', { name: 'تغيير الموقع' }).click();
    await page.getByTestId('places-menu').waitFor({ state: 'hidden' });
    await page.getByRole('dialog', { name: 'تعديل الموقع' }).waitFor();
    await saveScreenshot(page, 'ar-location');
    assert.deepEqual(await seriousViolations(page, '.mantine-Modal-content'), [], 'location dialog');
    await page.keyboard.press('Escape');

    for (const screen of SCREENS) {
      await openScreen(page, linkId, screen.path);
      await saveScreenshot(page, `ar-${screen.name}`);
      assert.deepEqual(await seriousViolations(page), [], screen.name);
    }
    // 'Share a Dua' sits at the line's end: the left in Arabic.
    await openScreen(page, linkId, '/duas');
    const share = await page.getByRole('button', { name: 'شارك دعاءً' }).boundingBox();
    assert.ok(share && share.x + share.width / 2 < PHONE.width / 2, `Share a Dua at x=${share?.x}`);
    // The compass dial is a map, not text: it is never mirrored.
    await openScreen(page, linkId, '/compass');
    const dial = await page.getByTestId('compass-dial').evaluate((svg) => getComputedStyle(svg).transform);
    assert.ok(dial === 'none' || !dial.startsWith('matrix(-1'), `dial transform ${dial}`);
    await context.close();
  });

  test("Urdu: right to left, in the app's Nastaliq face (the system's where it has one)", async () => {
    const context = await newContext(e2e, { locale: 'ur-PK' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    assert.equal(await page.locator('html').getAttribute('dir'), 'rtl');
    await page.getByText('اگلی نماز').waitFor();
    const font = await page.getByText('اگلی نماز').evaluate((el) => getComputedStyle(el).fontFamily);
    // 'Nastaliq UI' (styles/uiFonts.css): the device's Noto Nastaliq Urdu, else the shipped one.
    assert.match(font, /^"?Nastaliq UI"?,/);
    await saveScreenshot(page, 'ur-home');
    await context.close();
  });

  test('pseudo-locale: no visible text or label on any screen bypasses the catalog', async () => {
    const context = await newContext(e2e, { stored: 'en-XA' });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    const linkId = await waitForHome(page);
    // The user's data and Intl's own words, not the app's: the place, its country code and
    // zone, the month and weekday names Intl gives the pseudo-locale (English), and the
    // timetable format's column names in Match my mosque's example.
    const intlNames = (options: Intl.DateTimeFormatOptions, count: number, step: number) =>
      Array.from({ length: count }, (_, i) => new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 1) + i * step)));
    const data = [
      'London', 'United Kingdom', 'Europe/London', 'GB',
      'date,fajr,sunrise,dhuhr,asr,maghrib,isha',
      ...intlNames({ month: 'long' }, 12, 31 * 86_400_000),
      ...intlNames({ month: 'short' }, 12, 31 * 86_400_000),
      ...intlNames({ weekday: 'short' }, 7, 86_400_000),
    ];
    const problems: string[] = [];
    const check = async (where: string) => {
      for (const p of await untranslated(page, data)) problems.push(`${where}: ${p}`);
    };
    await check('home');
    await page.getByRole('button', { name: '⟦Séttíñgs⟧' }).click();
    await page.getByRole('dialog').waitFor();
    await animationsSettled(page);
    await check('settings');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByTestId('dates-line').waitFor();
    for (const screen of SCREENS) {
      await openScreen(page, linkId, screen.path);
      await check(screen.name);
    }
    await openScreen(page, linkId, '/duas');
    await page.locator('.mantine-Affix-root button').click();
    await page.getByRole('dialog').waitFor();
    await animationsSettled(page);
    await check('share a dua');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
