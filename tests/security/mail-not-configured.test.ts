// Issue 40 item 9: without SMTP_URL a production server must never write a sign-in or
// confirmation link to its log (whoever reads the log, or asks for a link to a confirmed
// address, would hold a working sign-in); it says mail is not configured and refuses
// sign-in by e-mail. In development the logged link stays, for a developer without SMTP.
// The real server runs as a child process (node server/main.ts) and its log is read.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { newStorage } from '../helpers/server.ts';
import { spawnServer, type ServerProcess } from '../helpers/process.ts';
import { TestBrowser } from '../helpers/client.ts';

const running: ServerProcess[] = [];
after(async () => {
  for (const server of running) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

async function start(nodeEnv: 'production' | 'development'): Promise<ServerProcess> {
  const { storage } = await newStorage('pglite');
  const server = await spawnServer({ NODE_ENV: nodeEnv, SMTP_URL: '', DATA_DIR: storage.dataDir });
  running.push(server);
  return server;
}

/** Waits (on the log itself, no fixed sleep) until the server has logged that a mail was not sent. */
async function untilMailLogged(server: ServerProcess, count: number): Promise<string> {
  const started = Date.now();
  const logged = () => server.output().split('\n').filter((line) => line.includes('mail not configured')).length;
  while (logged() < count) {
    if (Date.now() - started > 10_000) throw new Error(`no 'mail not configured' line in the log:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return server.output();
}

async function connect(browser: TestBrowser, email: string) {
  await browser.ok('mutation($e: String!) { connectEmail(email: $e) { email } }', { e: email });
}

const askSignIn = (browser: TestBrowser, email: string) =>
  browser.fetch('/api/auth/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });

describe('mail without SMTP_URL', () => {
  test('production: no link ever reaches the log; connecting an address and sign-in by e-mail are refused as not configured', async () => {
    const server = await start('production');
    const browser = new TestBrowser(server.url);
    await browser.signUp();
    // An address that could never be confirmed is not taken: 503 on both APIs, nothing pending.
    const connected = await browser.gql('mutation($e: String!) { connectEmail(email: $e) { email } }', { e: 'owner@example.org' });
    assert.equal(connected.errors?.[0]?.extensions?.code, 'UNAVAILABLE');
    assert.equal(connected.errors?.[0]?.message, 'Mail is not configured on this server: an e-mail address cannot be confirmed');
    const me = (await browser.ok<{ me: { id: string; email: string | null } }>('{ me { id email } }')).me;
    assert.equal(me.email, null, 'nothing pending');
    const viaRest = await browser.fetch(`/api/users/${me.id}/connect-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.org' }),
    });
    assert.equal(viaRest.status, 503);
    assert.equal(((await viaRest.json()) as { error: { code: string } }).error.code, 'UNAVAILABLE');
    assert.equal((await browser.ok<{ me: { email: string | null } }>('{ me { email } }')).me.email, null);
    assert.doesNotMatch(server.output(), /token=|\/email\/confirm|\/api\/auth\/email\/confirm/, 'no confirmation link in the log');

    for (const email of ['owner@example.org', 'nobody@example.org']) {
      const refused = await askSignIn(new TestBrowser(server.url), email);
      assert.equal(refused.status, 503, email);
      assert.deepEqual(((await refused.json()) as { error: unknown }).error, {
        code: 'UNAVAILABLE',
        message: 'Mail is not configured on this server: sign-in by e-mail is not available',
      });
    }
    const viaGraphQL = await new TestBrowser(server.url).gql('mutation { requestEmailSignIn(email: "owner@example.org") }');
    assert.equal(viaGraphQL.errors?.[0]?.extensions?.code, 'UNAVAILABLE');
    assert.doesNotMatch(server.output(), /token=|\/email\/sign-in/, 'no sign-in link in the log either');
  });

  test('development: the link is still logged, and sign-in by e-mail is still offered', async () => {
    const server = await start('development');
    const browser = new TestBrowser(server.url);
    await browser.signUp();
    await connect(browser, 'dev@example.org');
    assert.match(await untilMailLogged(server, 1), /confirm[^\s]*token=/);
    assert.equal((await askSignIn(new TestBrowser(server.url), 'dev@example.org')).status, 202);
  });
});
