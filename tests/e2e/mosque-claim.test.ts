// Claiming a listed mosque (issue 44 item 4) in Chromium at 360 px: on an unclaimed page
// (seeded as the OSM import stores one), 'This is my mosque' asks first, then says the
// listed address was e-mailed, never showing it; the mail's link, opened on another device,
// gives the admin link once and the admin page opens with it. A mosque OSM lists no e-mail
// for says the claim waits for the operator. Nothing spills past the phone's width.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE } from '../../tools/testkit/browser.ts';
import { waitForHome } from './helpers/homePage.ts';
import { e2eSuite } from './helpers/suite.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { linkIn, startMailbox, type Mailbox } from '../helpers/mailbox.ts';
import { listedMosque } from '../helpers/listed-mosque.ts';

/** Elements wider than the viewport (a layout that does not fit 360 px). */
const overflowing = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe("'This is my mosque'", { timeout: 120_000 }, () => {
  let mailbox: Mailbox;
  before(async () => (mailbox = await startMailbox()));
  const e2e = e2eSuite(() => ({ smtpUrl: mailbox.url }));
  after(async () => mailbox.close());

  test('a claim mails the listed address; its link gives the admin link once', async () => {
    const email = `imam-${randomBytes(3).toString('hex')}@claimtest.example.org`;
    const mosque = await listedMosque(e2e.server.prisma, email);
    const context = await e2e.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.goto(`${e2e.server.url}/m/${mosque.slug}`);
    await page.getByTestId('mosque-unclaimed').waitFor();
    await page.getByTestId('mosque-claim').click();
    await page.getByText(/If OpenStreetMap lists an e-mail address for this mosque/).waitFor();
    await saveScreenshot(page, 'mosque-claim-confirm');
    await page.getByTestId('mosque-claim-confirm').click();
    const result = page.getByTestId('mosque-claim-result');
    await result.waitFor();
    assert.equal((await result.textContent())?.trim(), "We've e-mailed the address OpenStreetMap lists for this mosque. The link in it works once, for 7 days.");
    assert.ok(!(await page.content()).includes(email), 'the address is nowhere on the page');
    await saveScreenshot(page, 'mosque-claim-mailed');
    await page.getByRole('button', { name: 'Close' }).last().click();
    await page.getByTestId('mosque-claim-outcome').waitFor();
    assert.ok((await overflowing(page)) <= 0, 'the page fits 360 px');

    // The mail's link, opened on another device: the token leaves the address bar, is used on a click.
    const path = linkIn(await mailbox.next(email));
    assert.match(path, /^\/mosque-claim#token=/);
    const other = await (await e2e.browser.newContext({ viewport: PHONE })).newPage();
    await other.goto(`${e2e.server.url}${path}`);
    await other.getByTestId('claim-take').waitFor();
    await other.waitForURL((url) => url.hash === '');
    await saveScreenshot(other, 'mosque-claim-page');
    await other.getByTestId('claim-take').click();
    const link = ((await other.getByTestId('admin-link').textContent()) ?? '').trim();
    assert.match(link, new RegExp(`/m/${mosque.slug}/admin#[A-Za-z0-9_-]{43}$`));
    assert.ok((await overflowing(other)) <= 0, 'the admin link fits 360 px');
    await saveScreenshot(other, 'mosque-claim-done');
    await other.getByRole('link', { name: 'Open the admin page' }).click();
    await other.getByTestId('save-iqama').waitFor();

    // The same link a second time: refused, in words.
    const again = await (await e2e.browser.newContext({ viewport: PHONE })).newPage();
    await again.goto(`${e2e.server.url}${path}`);
    await again.getByTestId('claim-take').click();
    const refused = again.getByTestId('claim-error');
    await refused.waitFor();
    assert.equal((await refused.textContent())?.trim(), 'This claim link has expired or was already used');
    await context.close();
  });

  test('without a listed address the claim waits for the operator', async () => {
    const mosque = await listedMosque(e2e.server.prisma, null);
    const context = await e2e.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(e2e.server.url);
    await waitForHome(page);
    await page.goto(`${e2e.server.url}/m/${mosque.slug}`);
    await page.getByTestId('mosque-claim').click();
    await page.getByTestId('mosque-claim-confirm').click();
    await page.getByText(/OpenStreetMap lists no e-mail for this mosque, so your claim waits for the app's operator/).waitFor();
    await context.close();
  });
});
