// A phone whose clock runs 10 minutes fast (issue 42 item 9): before, every batch
// claimed events 10 minutes ahead, the server refused it (400, 'in the future') and
// the client dropped it. Now each batch carries the device's sentAt and the server
// moves the times onto its own clock. In Chromium (the page's clock 10 minutes
// ahead, time running on) against the real server and the built client.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE } from '../../tools/testkit/browser.ts';
import { waitForHome } from '../e2e/helpers/homePage.ts';
import { startHarness, type Harness } from './browserHarness.ts';

describe('analytics from a device whose clock is fast', { timeout: 120_000 }, () => {
  let harness: Harness;
  let browser: Browser;
  before(async () => {
    [harness, browser] = await Promise.all([startHarness(), launchBrowser()]);
  });
  after(async () => {
    await browser?.close();
    await harness?.close();
  });

  test('10 minutes ahead: the batch is accepted and stored at the server’s times', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', locale: 'en' });
    const started = Date.now();
    await context.clock.install({ time: new Date(started + 10 * 60_000) });
    const page = await context.newPage();
    const answers: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/events')) answers.push(r.status());
    });
    await page.goto(harness.url);
    const linkId = await waitForHome(page);
    const accepted = await page.waitForResponse((r) => r.url().endsWith('/api/events'), { timeout: 15_000 });
    assert.equal(accepted.status(), 202, 'the first batch is accepted');
    assert.deepEqual(answers.filter((s) => s !== 202), [], 'no batch refused');
    const user = await harness.server.db.prisma.user.findUniqueOrThrow({ where: { linkId } });
    const rows = await harness.server.db.prisma.analyticsEvent.findMany({ where: { userId: user.id }, orderBy: { id: 'asc' } });
    assert.ok(rows.some((r) => r.name === 'page_view'), 'the page view is stored');
    // Sensible times: between the test's start and now on the server's clock, not 10 minutes on.
    for (const row of rows)
      assert.ok(row.occurredAt.getTime() >= started - 2_000 && row.occurredAt.getTime() <= Date.now(), `${row.name} at ${row.occurredAt.toISOString()}`);
    await context.close();
  });
});
