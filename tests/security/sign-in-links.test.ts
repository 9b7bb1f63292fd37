// Issue 40 item 3 (login CSRF) and item 9 (one live sign-in link per address), over real
// HTTP and a real SMTP server. A page on another site can send a visitor's browser to a
// mailed link (the attacker's own) or to a private link: that top-level navigation must not
// set a session. The token is used only by a same-origin POST from the app's page.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { backends, bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { startMailbox, tokenIn, type Mailbox } from '../helpers/mailbox.ts';

const CONNECT = 'mutation($e: String!) { connectEmail(email: $e) { email } }';
const USE_LINK = 'mutation($token: String!) { signInWithEmailLink(token: $token) { id } }';
/** What Chromium sends when a page on another site navigates the top-level window. */
const CROSS_SITE_NAVIGATION = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

for (const backend of backends()) {
  describe(`sign-in links from another site (${backend})`, () => {
    let server: TestServer;
    let mailbox: Mailbox;
    let attacker: TestBrowser;
    let attackerSpace: { id: string; linkId: string };
    let victim: TestBrowser;
    let victimSpace: { id: string };

    before(async () => {
      mailbox = await startMailbox();
      server = await bootServer(backend, { smtpUrl: mailbox.url, emailAddressRateLimit: 1000, emailRecipientRateLimit: 1000 });
      attacker = new TestBrowser(server.url);
      attackerSpace = await attacker.signUp();
      await attacker.ok(CONNECT, { e: 'attacker@example.org' });
      const confirmation = await mailbox.next('attacker@example.org');
      await attacker.ok('mutation($token: String!) { confirmEmail(token: $token) { id } }', { token: tokenIn(confirmation) });
      victim = new TestBrowser(server.url);
      victimSpace = await victim.signUp();
      await victim.ok('mutation { completePrayer(date: "2026-11-20", prayer: fajr) { id } }');
    });
    after(async () => {
      await server.stop();
      await mailbox.close();
    });

    const signInLink = async () => {
      assert.equal((await new TestBrowser(server.url).fetch('/api/auth/email', postJson({ email: 'attacker@example.org' }))).status, 202);
      return tokenIn(await mailbox.next('attacker@example.org'));
    };
    const whoIsVictim = async () => (await victim.ok<{ me: { id: string } | null }>('{ me { id } }')).me?.id;

    test("the attacker's sign-in link, opened from another site, sets no session and moves nothing", async () => {
      const token = await signInLink();
      for (const headers of [CROSS_SITE_NAVIGATION, {}]) {
        const opened = await victim.fetch(`/api/auth/email/sign-in?token=${token}`, { headers, redirect: 'manual' });
        assert.equal(opened.headers.get('set-cookie'), null, `no Set-Cookie (${JSON.stringify(headers)})`);
        assert.equal(opened.status, 303);
        assert.equal(opened.headers.get('location'), `/email/sign-in#token=${token}`, 'on to the page, token in the fragment');
        assert.equal(await whoIsVictim(), victimSpace.id, 'the victim is still in their own space');
      }
      // The token was not used up: the page's own POST still signs in with it.
      const device = new TestBrowser(server.url);
      const used = await device.fetch('/api/auth/email/sign-in', postJson({ token }));
      assert.equal(used.status, 200);
      assert.ok(used.headers.get('set-cookie'));
      assert.equal(((await used.json()) as { id: string }).id, attackerSpace.id);
    });

    test("the attacker's confirmation link, opened from another site, sets no session", async () => {
      const other = new TestBrowser(server.url);
      await other.signUp();
      await other.ok(CONNECT, { e: 'second@example.org' });
      const token = tokenIn(await mailbox.next('second@example.org'));
      const opened = await victim.fetch(`/api/auth/email/confirm?token=${token}`, { headers: CROSS_SITE_NAVIGATION, redirect: 'manual' });
      assert.equal(opened.status, 303);
      assert.equal(opened.headers.get('set-cookie'), null);
      assert.equal(opened.headers.get('location'), `/email/confirm#token=${token}`);
      assert.equal(await whoIsVictim(), victimSpace.id);
    });

    test('a confirmation used in a browser that holds another space with data confirms the address but keeps that space', async () => {
      const other = new TestBrowser(server.url);
      const otherSpace = await other.signUp();
      await other.ok(CONNECT, { e: 'third@example.org' });
      const token = tokenIn(await mailbox.next('third@example.org'));
      const used = await victim.fetch('/api/auth/email/confirm', postJson({ token }));
      assert.equal(used.status, 200);
      assert.equal(((await used.json()) as { id: string }).id, otherSpace.id);
      assert.equal(await whoIsVictim(), victimSpace.id, 'no silent switch: the client asks');
      assert.equal((await other.ok('{ me { email emailVerified } }')).me.emailVerified, true);
    });

    test('the token is used only by a JSON POST: a form posted from another site is 415', async () => {
      const token = await signInLink();
      const form = await victim.fetch('/api/auth/email/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `token=${token}`,
      });
      assert.equal(form.status, 415);
      assert.equal(await whoIsVictim(), victimSpace.id);
    });

    test('a private link opened from another site sets no session; the user\'s own opening still does', async () => {
      const opened = await victim.fetch(`/api/users/link/${attackerSpace.linkId}`, { headers: CROSS_SITE_NAVIGATION, redirect: 'manual' });
      assert.equal(opened.headers.get('set-cookie'), null);
      assert.equal(opened.status, 303);
      assert.equal(opened.headers.get('location'), `/u/${attackerSpace.linkId}`, 'on to the app, which asks');
      assert.equal(await whoIsVictim(), victimSpace.id);
      const sameSite = await victim.fetch(`/api/users/link/${attackerSpace.linkId}`, { headers: { 'sec-fetch-site': 'same-site' }, redirect: 'manual' });
      assert.equal(sameSite.headers.get('set-cookie'), null, 'a sibling subdomain is another site too');
      // A browser that sends no Fetch Metadata (Safari before 16.4) navigating there, as an old
      // Safari's page navigation asks: it cannot say where it came from, so it is not trusted either.
      const OLD_SAFARI_NAVIGATION = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
      const unmarked = await victim.fetch(`/api/users/link/${attackerSpace.linkId}`, { headers: OLD_SAFARI_NAVIGATION, redirect: 'manual' });
      assert.equal(unmarked.headers.get('set-cookie'), null, 'a navigation without Fetch Metadata sets no session');
      assert.equal(unmarked.status, 303);
      assert.equal(unmarked.headers.get('location'), `/u/${attackerSpace.linkId}`);
      assert.equal(await whoIsVictim(), victimSpace.id);

      for (const site of ['same-origin', 'none', undefined]) {
        const browser = new TestBrowser(server.url);
        const own = await browser.fetch(`/api/users/link/${attackerSpace.linkId}`, { headers: site ? { 'sec-fetch-site': site } : {} });
        assert.equal(own.status, 200, `Sec-Fetch-Site: ${site}`);
        assert.ok(own.headers.get('set-cookie'));
        assert.equal((await browser.ok('{ me { id } }')).me.id, attackerSpace.id);
      }
    });

    test('one live sign-in link per address: a newer link ends the older one', async () => {
      const older = await signInLink();
      const newer = await signInLink();
      const refused = await new TestBrowser(server.url).gql(USE_LINK, { token: older });
      assert.equal(refused.errors?.[0]?.extensions?.code, 'NOT_FOUND', 'the older one is dead as soon as a newer one is issued');
      assert.equal((await new TestBrowser(server.url).ok(USE_LINK, { token: newer })).signInWithEmailLink.id, attackerSpace.id);
    });

    test('one live sign-in link per address: using the newer ends every older one', async () => {
      const older = await signInLink();
      const newer = await signInLink();
      assert.equal((await new TestBrowser(server.url).ok(USE_LINK, { token: newer })).signInWithEmailLink.id, attackerSpace.id);
      const late = new TestBrowser(server.url);
      assert.equal((await late.gql(USE_LINK, { token: older })).errors?.[0]?.extensions?.code, 'NOT_FOUND');
      assert.equal((await late.ok('{ me { id } }')).me, null);
      assert.equal(await server.db.prisma.emailToken.count({ where: { userId: attackerSpace.id, purpose: 'sign-in' } }), 0);
    });
  });
}

function postJson(body: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}
