// 'Subscribe in your calendar' in Settings, in a real browser against the real
// server: get a webcal link, the feed answers at it, copy, turn off.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE } from '../../tools/testkit/browser.ts';
import { waitForHome } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';

describe('Calendar feed in Settings', { timeout: 180_000 }, () => {
  const e2e = e2eSuite();
  let context: BrowserContext;
  let page: Page;
  let feedUrl = '';

  before(async () => {
    context = await e2e.browser.newContext({ viewport: PHONE });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    page = await context.newPage();
  });

  test('get a link with an alarm: a webcal URL whose feed has VALARMs', async () => {
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const section = page.getByTestId('calendar-feed');
    await section.getByText('Subscribe in your calendar').waitFor();
    await section.getByLabel('Alarm').selectOption('10');
    await section.getByRole('button', { name: 'Get calendar link' }).click();
    const link = section.getByRole('textbox', { name: 'Calendar link' });
    await link.waitFor();
    const webcal = await link.inputValue();
    assert.match(webcal, /^webcal:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    feedUrl = webcal.replace(/^webcal:\/\/[^/]+/, e2e.server.url);
    const response = await fetch(feedUrl);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/calendar/);
    const text = await response.text();
    assert.equal(text.match(/BEGIN:VEVENT/g)?.length, 150);
    assert.equal(text.match(/TRIGGER:-PT10M/g)?.length, 150);
    await section.getByRole('button', { name: 'Copy link' }).click();
    await section.getByRole('button', { name: 'Copied' }).waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), webcal);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'settings-calendar-feed');
  });

  test('turn off: the section says so and the old URL is 404', async () => {
    const section = page.getByTestId('calendar-feed');
    await section.getByRole('button', { name: 'Turn off' }).click();
    await section.getByRole('button', { name: 'Get calendar link' }).waitFor();
    assert.equal(await section.getByRole('textbox', { name: 'Calendar link' }).count(), 0);
    assert.equal((await fetch(feedUrl)).status, 404);
  });
});
