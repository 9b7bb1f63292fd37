// Your space stays yours (issue 31), in Chromium against the real server, with the
// mail read from a real SMTP server on 127.0.0.1: confirm an e-mail, sign a second
// browser in by e-mail, replace the private link, download the data, delete the
// account, and the question before a link from another site switches spaces.
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../../tools/testkit/browser.ts';
import { waitForHome, waitForToastsToGo } from './helpers/homePage.ts';
import { saveScreenshot } from './helpers/screenshots.ts';
import { e2eSuite } from './helpers/suite.ts';
import { linkIn, startMailbox, tokenIn, type Mailbox } from '../helpers/mailbox.ts';

const EMAIL = 'e2e-owner@example.org';
const londonDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** Save on the private-space card. Issue 30 turns the browser's prompt into a dialog of the page: either is answered. */
async function saveEmail(page: Page, email: string) {
  page.once('dialog', (dialog) => void dialog.accept(email));
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const field = page.getByRole('dialog').getByRole('textbox');
  const pending = page.getByTestId('pending-email');
  // A click that lands while the cards above move in (Home's data arriving) can miss the
  // button (one CI run in five, with nothing opened): click again when nothing came of it.
  await save.click();
  const opened = await field.or(pending).first().waitFor({ timeout: 5_000 }).then(() => true, () => false);
  if (!opened) await save.click();
  await field.or(pending).first().waitFor();
  if (await field.isVisible()) {
    await field.fill(email);
    await field.press('Enter');
  }
  await pending.waitFor();
}

async function openSettings(page: Page) {
  const inSettings = page.getByRole('button', { name: 'Get a new private link' });
  if (await inSettings.isVisible()) return;
  await waitForToastsToGo(page).catch(() => undefined);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await inSettings.waitFor();
}

describe('Your space stays yours', { timeout: 300_000 }, () => {
  let mailbox: Mailbox;
  before(async () => (mailbox = await startMailbox()));
  const e2e = e2eSuite(() => ({ smtpUrl: mailbox.url }));
  after(async () => mailbox.close());

  let owner: BrowserContext;
  let page: Page;
  let linkId = '';

  before(async () => {
    owner = await e2e.browser.newContext({ viewport: PHONE });
    page = await owner.newPage();
  });

  test('connect an e-mail, open the link from the mail: the space shows as saved', async () => {
    await page.goto(e2e.server.url);
    linkId = await waitForHome(page);
    await saveEmail(page, EMAIL);
    assert.equal(await page.getByTestId('connected-email').count(), 0, 'pending is not saved');
    const mail = await mailbox.next(EMAIL);
    await page.goto(e2e.server.url + linkIn(mail));
    await page.waitForURL(new RegExp(`/u/${linkId}$`));
    await page.getByTestId('connected-email').getByText(EMAIL).waitFor();
    assert.equal(await page.getByTestId('pending-email').count(), 0);
  });

  test('a second, empty browser signs in by e-mail and sees the same streak', async () => {
    const user = await e2e.server.prisma.user.findUniqueOrThrow({ where: { linkId } });
    await e2e.server.prisma.prayerCompletion.createMany({
      data: [-1, 0].flatMap((day) => ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'].map((prayer) => ({ userId: user.id, date: londonDay(day), prayer }))),
    });
    await page.reload();
    await waitForHome(page);
    const streak = page.getByTestId('stat-streak');
    await streak.getByText('2', { exact: true }).waitFor();

    const phone = await e2e.browser.newContext({ viewport: PHONE });
    const second = await phone.newPage();
    await second.goto(e2e.server.url);
    const ownLink = await waitForHome(second);
    assert.notEqual(ownLink, linkId);
    await second.getByRole('button', { name: 'Sign in with e-mail' }).click();
    const dialog = second.getByRole('dialog', { name: 'Sign in with e-mail' });
    const field = dialog.getByLabel('E-mail address');
    await field.fill(EMAIL);
    // The modal may still be settling in: the address must be in the field before sending.
    for (let tries = 0; tries < 20 && (await field.inputValue()) !== EMAIL; tries++) await field.fill(EMAIL);
    assert.equal(await field.inputValue(), EMAIL);
    const sent = dialog.getByText('If this address belongs to a prayer space, we have sent it a link.');
    const refused = dialog.locator('.mantine-TextInput-error');
    // A click that lands while the modal is still moving in is lost (one CI run of four): send
    // again when nothing at all came of it. The answer is the same either way, and the first
    // mail is the one read below.
    await dialog.getByRole('button', { name: 'Send link' }).click();
    const answered = await sent.or(refused).waitFor({ timeout: 10_000 }).then(() => true, () => false);
    if (!answered) await dialog.getByRole('button', { name: 'Send link' }).click();
    await sent.or(refused).waitFor();
    // The refusal's text only when there is one (reading a missing element waits 30 s).
    if (!(await sent.isVisible())) assert.fail(`refused: ${await refused.textContent()}`);
    await saveScreenshot(second, 'accounts-sign-in-sent');
    const mail = await mailbox.next(EMAIL);
    assert.equal(mail.subject, 'Sign in to Prayer companion');
    await second.goto(e2e.server.url + linkIn(mail));
    await second.waitForURL(new RegExp(`/u/${linkId}$`));
    await second.getByTestId('stat-streak').getByText('2', { exact: true }).waitFor();
    await second.getByTestId('connected-email').getByText(EMAIL).waitFor();
    await phone.close();
  });

  test('after "Get a new private link" the old link shows nothing of the space', async () => {
    await openSettings(page);
    await saveScreenshot(page, 'accounts-settings');
    await page.getByRole('button', { name: 'Get a new private link' }).click();
    await page.getByText('Your new private link is ready').waitFor();
    await page.waitForURL((url) => !url.pathname.includes(linkId));
    const newLinkId = new URL(page.url()).pathname.split('/')[2]!;
    assert.match(newLinkId, /^[a-z0-9]{24}$/);
    await page.keyboard.press('Escape');
    await page.getByTestId('private-link').getByText(`/u/${newLinkId}`).waitFor();

    const stranger = await e2e.browser.newContext({ viewport: PHONE });
    const other = await stranger.newPage();
    await other.goto(`${e2e.server.url}/u/${linkId}`);
    const shown = await waitForHome(other);
    assert.notEqual(shown, linkId, 'a fresh space, not the old one');
    assert.notEqual(shown, newLinkId);
    assert.equal(await other.getByTestId('connected-email').count(), 0);
    await other.getByTestId('stat-streak').getByText('0', { exact: true }).waitFor();
    await stranger.close();
    linkId = newLinkId;
  });

  test('the export downloads a JSON file that parses', async () => {
    await openSettings(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    assert.equal(download.suggestedFilename(), 'prayer-companion-data.json');
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    assert.equal(data.profile.linkId, linkId);
    assert.equal(data.profile.email, EMAIL);
    assert.equal(data.completions.length, 10);
  });

  test('after deletion the link is 404', async () => {
    await openSettings(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete forever' });
    assert.equal(await confirm.isDisabled(), true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await saveScreenshot(page, 'accounts-delete');
    await confirm.click();
    await page.waitForURL((url) => !url.pathname.includes(linkId));
    const fresh = await waitForHome(page);
    assert.notEqual(fresh, linkId);
    assert.equal((await fetch(`${e2e.server.url}/api/users/link/${linkId}`)).status, 404);
    assert.equal(await e2e.server.prisma.user.count({ where: { email: EMAIL } }), 0);
  });

  describe('a link to another space from another site', () => {
    let site: Server;
    let siteUrl = '';
    let victimLink = '';
    before(async () => {
      victimLink = (await e2e.server.prisma.user.create({ data: { linkId: 'someone-elses-link-000001' } })).linkId;
      site = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<!doctype html><title>Elsewhere</title><a href="${e2e.server.url}/u/${victimLink}">A nice link</a>`);
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    });
    after(() => new Promise<void>((resolve) => site.close(() => resolve())));

    for (const viewport of [PHONE, DESKTOP]) {
      test(`asks before switching, and 'Stay' keeps the session (${viewport.width} px)`, async () => {
        const context = await e2e.browser.newContext({ viewport });
        const tab = await context.newPage();
        await tab.goto(e2e.server.url);
        const own = await waitForHome(tab);
        // A space with data: a prayer ticked yesterday.
        const user = await e2e.server.prisma.user.findUniqueOrThrow({ where: { linkId: own } });
        await e2e.server.prisma.prayerCompletion.create({ data: { userId: user.id, date: londonDay(-1), prayer: 'fajr' } });

        await tab.goto(siteUrl);
        await tab.getByRole('link', { name: 'A nice link' }).click();
        const question = tab.getByRole('dialog', { name: 'Another prayer space' });
        await question.getByText('This link opens another prayer space. Open it, or stay in yours?').waitFor();
        await saveScreenshot(tab, 'accounts-switch-question');
        const me = () => tab.evaluate(() =>
          fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { linkId } }' }) })
            .then((r) => r.json())
            .then((b: { data: { me: { linkId: string } } }) => b.data.me.linkId),
        );
        assert.equal(await me(), own, 'nothing switched while the question is open');
        await question.getByRole('button', { name: 'Stay in mine' }).click();
        await tab.waitForURL(new RegExp(`/u/${own}$`));
        assert.equal(await me(), own);

        // 'Open it' does open the other space.
        await tab.goto(`${e2e.server.url}/u/${victimLink}`);
        await tab.getByRole('dialog', { name: 'Another prayer space' }).getByRole('button', { name: 'Open it' }).click();
        await tab.getByTestId('private-link').getByText(`/u/${victimLink}`).waitFor();
        // The card shows the link as soon as the look-up answers; the session may follow a moment later.
        const deadline = Date.now() + 5_000;
        let signedIn = await me();
        while (signedIn !== victimLink && Date.now() < deadline) {
          await tab.waitForTimeout(100);
          signedIn = await me();
        }
        assert.equal(signedIn, victimLink);
        await context.close();
      });
    }
  });
  // Issue 40 item 3 (login CSRF): a page on another site (127.0.0.1, the app being on
  // localhost) sends the visitor's browser, top level, to the attacker's own sign-in link or
  // private link. No session may come of that navigation; a browser holding a space with
  // data is asked, and 'Stay' keeps it.
  describe('a sign-in link sent from another site', () => {
    const ATTACKER = 'e2e-attacker@example.org';
    const ATTACKER_LINK = 'attackers-own-space-00001';
    let site: Server;
    let siteUrl = '';
    before(async () => {
      await e2e.server.prisma.user.create({ data: { linkId: ATTACKER_LINK, email: ATTACKER, isAnonymous: false } });
      // The attacker's page sends the visitor on at once (no click needed).
      site = createServer((req, res) => {
        const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(`<!doctype html><title>Prize</title><script>location.href = ${JSON.stringify(to)};</script>`);
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
    });
    after(() => new Promise<void>((resolve) => site.close(() => resolve())));

    /** A visitor whose space holds data (a prayer ticked yesterday), and what the server set on the way. */
    async function visitor() {
      const context = await e2e.browser.newContext({ viewport: PHONE });
      const tab = await context.newPage();
      await tab.goto(e2e.server.url);
      const own = await waitForHome(tab);
      const user = await e2e.server.prisma.user.findUniqueOrThrow({ where: { linkId: own } });
      await e2e.server.prisma.prayerCompletion.create({ data: { userId: user.id, date: londonDay(-1), prayer: 'fajr' } });
      const seen: string[] = [];
      const reads: Promise<void>[] = [];
      tab.on('response', (response) => {
        // Reading a header is a round trip to the browser: kept, so the check below waits for
        // every read, and one still pending when the context closes cannot fail the file later.
        reads.push(
          response.headerValue('set-cookie').then(
            (cookie) => void (cookie && seen.push(`${new URL(response.url()).pathname} ${response.status()}`)),
            () => undefined,
          ),
        );
      });
      /** The responses so far that set a cookie, once every header read has answered. */
      const cookiesSet = async () => {
        await Promise.all(reads);
        return seen;
      };
      const me = () =>
        tab.evaluate(() =>
          fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ me { linkId } }' }) })
            .then((r) => r.json())
            .then((b: { data: { me: { linkId: string } | null } }) => b.data.me?.linkId ?? null),
        );
      return { context, tab, own, me, cookiesSet };
    }

    const attackersSignInToken = async () => {
      const asked = await fetch(`${e2e.server.url}/api/auth/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ATTACKER }),
      });
      assert.equal(asked.status, 202);
      return tokenIn(await mailbox.next(ATTACKER));
    };

    test("the attacker's mailed sign-in link: no session from the navigation, the app asks, 'Stay' keeps the visitor's space", async () => {
      const { context, tab, own, me, cookiesSet } = await visitor();
      const token = await attackersSignInToken();
      await tab.goto(`${siteUrl}?to=${encodeURIComponent(`${e2e.server.url}/api/auth/email/sign-in?token=${token}`)}`);
      const question = tab.getByRole('dialog', { name: 'Another prayer space' });
      // Either the question, or (before issue 40) the attacker's space opened silently.
      await question.or(tab.getByTestId('private-link')).first().waitFor();
      assert.deepEqual(await cookiesSet(), [], 'no Set-Cookie on the way');
      assert.equal(await me(), own, "the visitor is still in their own space, not the attacker's");
      assert.ok(await question.isVisible(), 'the app asks first');
      assert.doesNotMatch(tab.url(), /token/, 'the token left the address bar');
      await question.getByRole('button', { name: 'Stay in mine' }).click();
      await tab.waitForURL(new RegExp(`/u/${own}$`));
      assert.equal(await me(), own);
      await context.close();
    });

    test("the attacker's private link through /api/users/link: no session from the navigation, the app asks", async () => {
      const { context, tab, own, me, cookiesSet } = await visitor();
      await tab.goto(`${siteUrl}?to=${encodeURIComponent(`${e2e.server.url}/api/users/link/${ATTACKER_LINK}`)}`);
      const question = tab.getByRole('dialog', { name: 'Another prayer space' });
      // Either the question, or (before issue 40) the API's JSON answer, the session already moved.
      await question.or(tab.locator('body > pre')).first().waitFor();
      assert.deepEqual(await cookiesSet(), [], 'no Set-Cookie on the way');
      assert.equal(await me(), own);
      assert.ok(await question.isVisible());
      await context.close();
    });
  });
});
