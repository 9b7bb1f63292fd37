// Issue 40, item 4: connecting an address another space has confirmed answered 409
// 'already connected', so anyone could list which addresses have a space. It now answers
// exactly as for a new address, and the real owner is mailed a notice with no link in it.
// Over real HTTP (REST and GraphQL) with a real SMTP server on 127.0.0.1.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { startMailbox, type Mailbox } from '../helpers/mailbox.ts';
import { confirmEmail } from '../helpers/confirmed-user.ts';
import { call } from '../rest/api.ts';

const CONNECT = 'mutation($e: String!) { connectEmail(email: $e) { email emailVerified isAnonymous } }';

describe('connecting a confirmed address lists nothing', () => {
  let server: TestServer;
  let mailbox: Mailbox;
  before(async () => {
    mailbox = await startMailbox();
    server = await bootServer('pglite', { smtpUrl: mailbox.url, emailAddressRateLimit: 1000 });
  });
  after(async () => {
    await server.stop();
    await mailbox.close();
  });

  test('a confirmed address gets the answer a new one gets; its owner is told, with no link, and keeps it', async () => {
    const owner = new TestBrowser(server.url);
    const ownerMe = await owner.signUp();
    await owner.ok('mutation { updateProfile(input: { language: "fr" }) { language } }');
    await confirmEmail(owner, mailbox, 'owner@example.org');

    const prober = new TestBrowser(server.url);
    const me = await prober.signUp();
    // REST: the same status and body (but for the address itself) for a confirmed and a new address.
    const rest = async (email: string) => {
      const answer = await call(prober, 'POST', `/api/users/${me.id}/connect-email`, { email });
      return { status: answer.status, body: JSON.stringify(answer.body).replaceAll(email, '<address>') };
    };
    const confirmed = await rest('owner@example.org');
    const fresh = await rest('fresh@example.org');
    assert.deepEqual(confirmed, fresh);
    assert.equal(confirmed.status, 200);
    // GraphQL alike.
    const gqlConfirmed = await prober.gql(CONNECT, { e: 'OWNER@example.org' });
    const gqlFresh = await prober.gql(CONNECT, { e: 'fresh@example.org' });
    assert.equal(gqlConfirmed.errors, undefined);
    assert.deepEqual(gqlConfirmed.data, { connectEmail: { email: 'owner@example.org', emailVerified: false, isAnonymous: true } });
    assert.deepEqual(gqlFresh.data, { connectEmail: { email: 'fresh@example.org', emailVerified: false, isAnonymous: true } });

    // The new address got its link; the owner got two notices in their language, with no link.
    assert.match((await mailbox.next('fresh@example.org')).text ?? '', /\/email\/confirm#token=/);
    for (let i = 0; i < 2; i++) {
      const notice = await mailbox.next('owner@example.org');
      assert.equal(notice.subject, 'Quelqu’un a tenté de relier votre e-mail sur Compagnon de prière');
      assert.doesNotMatch(notice.text ?? '', /https?:|token|\/api\//, 'no link in the text');
      assert.doesNotMatch(String(notice.html), /href|https?:|token/, 'no link in the HTML');
    }
    assert.equal(await server.db.prisma.emailToken.count({ where: { userId: me.id, email: 'owner@example.org' } }), 0, 'no token for the owner\u2019s address was made');

    // Nothing moved: the owner keeps the address and can sign in with it; the prober's stays pending.
    assert.deepEqual((await owner.ok('{ me { email emailVerified } }')).me, { email: 'owner@example.org', emailVerified: true });
    assert.equal((await prober.ok('{ me { emailVerified } }')).me.emailVerified, false);
    assert.equal((await call(new TestBrowser(server.url), 'POST', '/api/auth/email', { email: 'owner@example.org' })).status, 202);
    const signIn = await mailbox.next('owner@example.org');
    assert.match(signIn.text ?? '', /\/email\/sign-in#token=/);
    const users = await server.db.prisma.user.findMany({ where: { email: 'owner@example.org' }, select: { id: true } });
    assert.deepEqual(users, [{ id: ownerMe.id }]);
  });
});
