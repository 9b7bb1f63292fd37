// Issue 40, item 9: an e-mail input is a bare address. The mailer reads a display name, a
// list or a group out of 'Name <v@x>', 'v@x,evil' or 'grp:v@x;', so each spelling reached the
// same inbox while the per-recipient limit counted the raw string: an unlimited supply of
// confirmation mails to anyone. Over real HTTP, with a real SMTP server on 127.0.0.1.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { TestBrowser } from '../helpers/client.ts';
import { startMailbox, type Mailbox } from '../helpers/mailbox.ts';
import { assertError, call } from '../rest/api.ts';

const VICTIM = 'victim@example.org';
const SPELLINGS = [`a<${VICTIM}>`, `"x"<${VICTIM}>`, `${VICTIM},evil`, `grp:${VICTIM};`, `${VICTIM}\u0085`, `Someone Else <${VICTIM}>`];
const INVALID = 'Please enter a valid e-mail address';
const CONNECT = 'mutation($e: String!) { connectEmail(email: $e) { email } }';

describe('e-mail inputs are bare addresses', () => {
  let server: TestServer;
  let mailbox: Mailbox;
  before(async () => {
    mailbox = await startMailbox();
    server = await bootServer('pglite', { smtpUrl: mailbox.url, emailRecipientRateLimit: 2, emailAddressRateLimit: 1000 });
  });
  after(async () => {
    await server.stop();
    await mailbox.close();
  });

  test('display names, lists, groups and NEL are refused with the e-mail message, on REST and GraphQL, and nothing is mailed or kept', async () => {
    const browser = new TestBrowser(server.url);
    const me = await browser.signUp();
    for (const email of SPELLINGS) {
      assertError(await call(browser, 'POST', `/api/users/${me.id}/connect-email`, { email }), 400, 'BAD_USER_INPUT', INVALID);
      assertError(await call(browser, 'POST', '/api/auth/email', { email }), 400, 'BAD_USER_INPUT', INVALID);
      const gql = await browser.gql(CONNECT, { e: email });
      assert.equal(gql.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT', JSON.stringify(email));
      assert.equal(gql.errors?.[0]?.message, INVALID);
    }
    assert.equal((await browser.ok('{ me { email } }')).me.email, null, 'no address is pending');

    // The bare address still works: its confirmation is the one mail the victim's inbox holds,
    // and the per-recipient limit (2 an hour) holds whatever spelling is tried.
    const owner = new TestBrowser(server.url);
    const ownerId = (await owner.signUp()).id;
    assert.equal((await call(owner, 'POST', `/api/users/${ownerId}/connect-email`, { email: VICTIM })).status, 200);
    await mailbox.next(VICTIM);
    assert.equal(mailbox.received(VICTIM).length, 1, 'none of the refused spellings was mailed');
    assert.equal((await call(new TestBrowser(server.url), 'POST', '/api/auth/email', { email: VICTIM })).status, 202);
    assertError(await call(browser, 'POST', `/api/users/${me.id}/connect-email`, { email: ` ${VICTIM.toUpperCase()} ` }), 429, 'RATE_LIMITED');
  });
});
