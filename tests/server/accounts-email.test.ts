// Verified e-mail and sign-in by e-mail (issue 31, decisions.md 22), over a real
// SMTP server on 127.0.0.1, on PGlite and PostgreSQL.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { linkIn, startMailbox, tokenIn, type Mailbox } from '../helpers/mailbox.ts';
import { hashToken } from '../../server/auth/tokens.ts';

const CONNECT = 'mutation($e: String!) { connectEmail(email: $e) { email emailVerified isAnonymous } }';
const SENT = 'If this address belongs to a prayer space, we have sent it a link';

async function postJson(browser: TestBrowser, path: string, body: unknown) {
  const response = await browser.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.text(), response };
}

/**
 * What the app's page for a mailed link does (issue 40 item 3): the link opens /email/confirm or
 * /email/sign-in with the token in the fragment, and the page POSTs it to the API of that name.
 */
async function openLink(browser: TestBrowser, mail: Parameters<typeof linkIn>[0], kind?: 'confirm' | 'sign-in') {
  const page = new URL(`http://x${linkIn(mail)}`).pathname;
  const path = `/api/auth/email/${kind ?? page.replace('/email/', '')}`;
  return browser.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: tokenIn(mail) }) });
}

for (const backend of backends()) {
  describe(`verified e-mail and sign-in by e-mail (${backend})`, () => {
    let server: TestServer;
    let mailbox: Mailbox;
    before(async () => {
      mailbox = await startMailbox();
      server = await bootServer(backend, { smtpUrl: mailbox.url, mailFrom: 'Prayer companion <app@test.example>', emailAddressRateLimit: 1000 });
    });
    after(async () => {
      await server.stop();
      await mailbox.close();
    });

    test('connecting mails a confirmation link; the address stays pending and blocks no one until it is opened', async () => {
      const owner = new TestBrowser(server.url);
      const me = await owner.signUp();
      const squatter = new TestBrowser(server.url);
      await squatter.signUp();

      // The squatter asks first: pending, so the real owner is not refused.
      const squat = await squatter.ok(CONNECT, { e: 'Owner@Example.org' });
      assert.deepEqual(squat.connectEmail, { email: 'owner@example.org', emailVerified: false, isAnonymous: true });
      const pending = await owner.ok(CONNECT, { e: 'owner@example.org' });
      assert.equal(pending.connectEmail.emailVerified, false);

      // The two mails are sent after each answer, so they may arrive in either order: tell them
      // apart by whose stored token hash each one's token matches.
      const mails = [await mailbox.next('owner@example.org'), await mailbox.next('owner@example.org')];
      const ownHash = (await server.db.prisma.emailToken.findMany({ where: { userId: me.id } })).map((r) => r.tokenHash);
      const ownMail = mails.find((mail) => ownHash.includes(hashToken(tokenIn(mail))));
      const squatMail = mails.find((mail) => mail !== ownMail);
      assert.ok(ownMail && squatMail, 'one mail for each asker');
      assert.equal(ownMail.subject, 'Confirm your e-mail for Prayer companion');
      assert.match(ownMail.text ?? '', /24 hours/);
      assert.ok(ownMail.html, 'an HTML part beside the plain text');
      assert.equal(ownMail.from?.value[0]?.address, 'app@test.example');
      // Only the hash of the token is stored.
      assert.match(linkIn(ownMail), /^\/email\/confirm#token=/, 'the link opens the app\'s page, the token in the fragment');
      const token = tokenIn(ownMail);
      assert.ok(token.length >= 22, 'at least 128 random bits');
      const rows = await server.db.prisma.emailToken.findMany({ where: { userId: me.id } });
      assert.deepEqual(rows.map((r) => r.tokenHash), [hashToken(token)]);

      // Opened in another browser: that browser lands in the space, now saved.
      const phone = new TestBrowser(server.url);
      const opened = await openLink(phone, ownMail);
      assert.equal(opened.status, 200);
      assert.equal(((await opened.json()) as { linkId: string }).linkId, me.linkId);
      assert.equal((await phone.ok('{ me { id email emailVerified isAnonymous } }')).me.id, me.id);
      const saved = await owner.ok('{ me { email emailVerified isAnonymous } }');
      assert.deepEqual(saved.me, { email: 'owner@example.org', emailVerified: true, isAnonymous: false });

      // Used once; the squatter's own link now meets a confirmed owner. A new claim is answered as
      // for any address (issue 40 item 4 changed this from 409) and the owner is told by mail.
      const again = await openLink(new TestBrowser(server.url), ownMail);
      assert.equal(again.status, 404);
      assert.equal(((await again.json()) as { error: { code: string } }).error.code, 'NOT_FOUND');
      const late = await openLink(new TestBrowser(server.url), squatMail);
      assert.equal(late.status, 409);
      const claim = await squatter.ok(CONNECT, { e: 'owner@example.org' });
      assert.deepEqual(claim.connectEmail, { email: 'owner@example.org', emailVerified: false, isAnonymous: true });
      assert.equal((await mailbox.next('owner@example.org')).subject, 'Someone tried to connect your e-mail on Prayer companion');
      assert.deepEqual((await owner.ok('{ me { email emailVerified } }')).me, { email: 'owner@example.org', emailVerified: true });
    });

    test('expired, forged and superseded links are refused alike and change nothing', async () => {
      const browser = new TestBrowser(server.url);
      const me = await browser.signUp();
      await browser.ok(CONNECT, { e: 'first@example.org' });
      const first = await mailbox.next('first@example.org');
      await browser.ok(CONNECT, { e: 'second@example.org' });
      const second = await mailbox.next('second@example.org');

      const stranger = new TestBrowser(server.url);
      const superseded = await openLink(stranger, first);
      assert.equal(superseded.status, 404, 'changing the address starts again');
      const forged = await postJson(stranger, '/api/auth/email/confirm', { token: 'A'.repeat(43) });
      assert.equal(forged.status, 404);
      const signInWithVerify = await openLink(stranger, second, 'sign-in');
      assert.equal(signInWithVerify.status, 404, 'a confirmation token is not a sign-in token');

      await server.db.prisma.emailToken.updateMany({ where: { userId: me.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      const expired = await openLink(stranger, second);
      assert.equal(expired.status, 404);
      assert.equal(stranger.cookies.size, 0, 'no session was given');
      const still = await browser.ok('{ me { email emailVerified } }');
      assert.deepEqual(still.me, { email: 'second@example.org', emailVerified: false });
    });

    test("the mail is in the user's language", async () => {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      await browser.ok('mutation { updateProfile(input: { language: "ar" }) { language } }');
      await browser.ok(CONNECT, { e: 'arabic@example.org' });
      const mail = await mailbox.next('arabic@example.org');
      assert.equal(mail.subject, 'أكِّد بريدك الإلكتروني في رفيق الصلاة');
      assert.match(mail.html || '', /dir="rtl"/);
    });

    test('sign in by e-mail: the same answer for known and unknown addresses; the link signs a new browser in once', async () => {
      const owner = new TestBrowser(server.url);
      const me = await owner.signUp();
      await owner.ok(CONNECT, { e: 'known@example.org' });
      assert.equal((await openLink(new TestBrowser(server.url), await mailbox.next('known@example.org'))).status, 200);

      const device = new TestBrowser(server.url);
      const timed = async (email: string) => {
        const started = performance.now();
        const answer = await postJson(device, '/api/auth/email', { email });
        return { ...answer, ms: performance.now() - started };
      };
      const known = await timed('known@example.org');
      // The known address's look-up and mail run after its answer, in this process: timed
      // beside them, the unknown address's answer waited for their turns on a busy machine.
      // The mail having arrived, that work is done.
      const mail = await mailbox.next('known@example.org');
      const unknown = await timed('nobody@example.org');
      assert.equal(known.status, 202);
      assert.equal(unknown.status, 202);
      assert.equal(known.body, unknown.body);
      assert.deepEqual(JSON.parse(known.body), { message: SENT });
      assert.ok(Math.abs(known.ms - unknown.ms) < 250, `answers take alike (${known.ms} vs ${unknown.ms} ms)`);
      assert.equal(device.cookies.size, 0);

      assert.equal(mail.subject, 'Sign in to Prayer companion');
      assert.match(mail.text ?? '', /15 minutes/);
      const opened = await openLink(device, mail);
      assert.equal(opened.status, 200);
      assert.equal(((await opened.json()) as { linkId: string }).linkId, me.linkId);
      assert.equal((await device.ok('{ me { id } }')).me.id, me.id);
      assert.equal(await server.db.prisma.session.count({ where: { userId: me.id } }), 3, 'a new session of its own');
      assert.equal((await openLink(new TestBrowser(server.url), mail)).status, 404, 'single use');

      await new Promise((r) => setTimeout(r, 300));
      assert.equal(mailbox.received('nobody@example.org').length, 0, 'an unknown address gets nothing');
    });

    test('a pending address signs nothing in, and a sign-in link expires', async () => {
      const owner = new TestBrowser(server.url);
      await owner.signUp();
      await owner.ok(CONNECT, { e: 'pending@example.org' });
      await mailbox.next('pending@example.org');
      assert.equal((await postJson(new TestBrowser(server.url), '/api/auth/email', { email: 'pending@example.org' })).status, 202);
      await new Promise((r) => setTimeout(r, 300));
      assert.equal(mailbox.received('pending@example.org').length, 1, 'only the confirmation');

      const other = new TestBrowser(server.url);
      const me = await other.signUp();
      await other.ok(CONNECT, { e: 'expiring@example.org' });
      await openLink(new TestBrowser(server.url), await mailbox.next('expiring@example.org'));
      await postJson(new TestBrowser(server.url), '/api/auth/email', { email: 'expiring@example.org' });
      const mail = await mailbox.next('expiring@example.org');
      await server.db.prisma.emailToken.updateMany({ where: { userId: me.id, purpose: 'sign-in' }, data: { expiresAt: new Date(Date.now() - 1) } });
      const device = new TestBrowser(server.url);
      assert.equal((await openLink(device, mail)).status, 404);
      assert.equal((await device.ok('{ me { id } }')).me, null);
    });

    test('bad input is 400 and changes nothing', async () => {
      const browser = new TestBrowser(server.url);
      await browser.signUp();
      assert.equal((await postJson(browser, '/api/auth/email', { email: 'not an address' })).status, 400);
      assert.equal((await postJson(browser, '/api/auth/email', {})).status, 400);
      const bad = await browser.gql(CONNECT, { e: 'nope' });
      assert.equal(bad.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
      assert.equal((await browser.ok('{ me { email } }')).me.email, null);
    });
  });

  describe(`account mail limits (${backend})`, () => {
    let server: TestServer;
    let mailbox: Mailbox;
    before(async () => {
      mailbox = await startMailbox();
      server = await bootServer(backend, { smtpUrl: mailbox.url, emailRecipientRateLimit: 2, emailAddressRateLimit: 4 });
    });
    after(async () => {
      await server.stop();
      await mailbox.close();
    });

    test('per e-mail and per client address, each a clear 429', async () => {
      const browser = new TestBrowser(server.url);
      for (let i = 0; i < 2; i++) assert.equal((await postJson(browser, '/api/auth/email', { email: 'a@example.org' })).status, 202);
      const perEmail = await postJson(browser, '/api/auth/email', { email: 'a@example.org' });
      assert.equal(perEmail.status, 429);
      assert.deepEqual(JSON.parse(perEmail.body).error, { code: 'RATE_LIMITED', message: 'Too many e-mails to this address. Please try again in an hour.' });
      assert.ok(Number(perEmail.response.headers.get('retry-after')) > 0);

      assert.equal((await postJson(browser, '/api/auth/email', { email: 'b@example.org' })).status, 202);
      const perAddress = await postJson(browser, '/api/auth/email', { email: 'c@example.org' });
      assert.equal(perAddress.status, 429);
      assert.equal(JSON.parse(perAddress.body).error.message, 'Too many e-mails asked for from your address. Please try again in an hour.');

      // Connecting counts too (same budget): refused, and the address is not even pending.
      await browser.signUp();
      const connect = await browser.gql(CONNECT, { e: 'd@example.org' });
      assert.equal(connect.errors?.[0]?.extensions?.code, 'RATE_LIMITED');
      assert.equal((await browser.ok('{ me { email } }')).me.email, null);
    });
  });
}

describe('without SMTP_URL', () => {
  let server: TestServer;
  before(async () => (server = await bootServer('pglite', { smtpUrl: undefined })));
  after(async () => server.stop());

  test('the server still works and says mail is not configured', async () => {
    const browser = new TestBrowser(server.url);
    assert.equal((await browser.ok('{ mailConfigured }')).mailConfigured, false);
    await browser.signUp();
    const connected = await browser.ok(CONNECT, { e: 'self@host.example' });
    assert.equal(connected.connectEmail.emailVerified, false);
  });
});
